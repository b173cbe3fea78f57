/**
 * @module games/blackjack/math/rational
 * Exact fractions with BigInt, for side-bet returns printed as `"-19/311"`.
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

export function frac(n: bigint, d: bigint): Fraction {
  if (d === 0n) throw new RangeError('zero denominator');
  const s = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (s * n) / g, d: (s * d) / g };
}

export const add = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d + b.n * a.d, a.d * b.d);
export const mul = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.n, a.d * b.d);
export const toNumber = (a: Fraction): number => Number(a.n) / Number(a.d);
export const toString = (a: Fraction): string => `${a.n}/${a.d}`;
