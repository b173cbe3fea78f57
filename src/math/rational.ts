/**
 * @module math/rational
 * Exact rationals over BigInt, shared by every game's mathematics (house edges as fractions): `"-1/74"`, not 0.0135…
 * Always normalised (gcd 1, positive denominator), plain JSON-free values used only inside the mathematics.
 */
export interface Rational {
  readonly n: bigint;
  readonly d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x;
};

/** `n/d`, normalised. */
export function q(n: bigint | number, d: bigint | number = 1n): Rational {
  let nn = BigInt(n);
  let dd = BigInt(d);
  if (dd === 0n) throw new RangeError('rational with zero denominator');
  if (dd < 0n) [nn, dd] = [-nn, -dd];
  const g = gcd(nn, dd) || 1n;
  return { n: nn / g, d: dd / g };
}

export const ZERO = q(0);
export const ONE = q(1);
export const add = (a: Rational, b: Rational): Rational => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational): Rational => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational): Rational => q(a.n * b.n, a.d * b.d);
export const div = (a: Rational, b: Rational): Rational => q(a.n * b.d, a.d * b.n);
export const neg = (a: Rational): Rational => q(-a.n, a.d);
export const sum = (xs: readonly Rational[]): Rational => xs.reduce(add, ZERO);
export const cmp = (a: Rational, b: Rational): number => {
  const x = a.n * b.d - b.n * a.d;
  return x < 0n ? -1 : x > 0n ? 1 : 0;
};
export const max = (a: Rational, b: Rational): Rational => (cmp(a, b) >= 0 ? a : b);

/** `"-7/495"`, or `"3"` for an integer. */
export const str = (a: Rational): string => (a.d === 1n ? `${a.n}` : `${a.n}/${a.d}`);

/** A double close to the rational, also for numerators and denominators beyond 2^1023. */
export function num(a: Rational): number {
  const bits = (x: bigint): number => (x < 0n ? -x : x).toString(2).length;
  const shift = Math.max(0, Math.max(bits(a.n), bits(a.d)) - 900);
  const s = BigInt(shift);
  return Number(a.n >> s) / Number(a.d >> s);
}

/** Parses `"n/d"` or `"n"`. */
export function parse(s: string): Rational {
  const [a, b] = s.split('/');
  return q(BigInt(a ?? '0'), BigInt(b ?? '1'));
}
