/**
 * @module games/craps/math/fraction
 * Exact rationals over BigInt, enough for house edges: + − × ÷, comparison, and a "7/495" string.
 */
export interface Fraction {
  readonly n: bigint;
  readonly d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x;
};

export function frac(n: bigint | number, d: bigint | number = 1n): Fraction {
  let nn = BigInt(n);
  let dd = BigInt(d);
  if (dd === 0n) throw new RangeError('zero denominator');
  if (dd < 0n) [nn, dd] = [-nn, -dd];
  const g = gcd(nn, dd) || 1n;
  return { n: nn / g, d: dd / g };
}

export const ZERO = frac(0);
export const ONE = frac(1);
export const add = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.n, a.d * b.d);
export const div = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d, a.d * b.n);
export const neg = (a: Fraction): Fraction => frac(-a.n, a.d);
export const sum = (xs: readonly Fraction[]): Fraction => xs.reduce(add, ZERO);
export const toNumber = (a: Fraction): number => Number(a.n) / Number(a.d);
export const show = (a: Fraction): string => (a.d === 1n ? `${a.n}` : `${a.n}/${a.d}`);
export const eq = (a: Fraction, b: Fraction): boolean => a.n === b.n && a.d === b.d;
