/**
 * @module games/baccarat/core/fraction
 * Exact rationals as BigInt pairs, for printing exact expectations (`"-1157/109640"`), and the profiles' fraction
 * parameters (a cagnotte rate, a share of the bank).
 */
import { z } from 'zod';

/** A rate or share as a profile writes it: `{ num, den }`. */
export const fractionSchema = z.object({ num: z.number().int().min(0), den: z.number().int().positive() });
export const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x;
};

/** `num/den` reduced, as a string; den > 0. */
export function fractionString(num: bigint, den: bigint): string {
  if (den <= 0n) throw new RangeError('denominator must be positive');
  const g = gcd(num, den) || 1n;
  return `${num / g}/${den / g}`;
}

/** The float value of `num/den` without overflow for large BigInts. */
export function fractionValue(num: bigint, den: bigint): number {
  const g = gcd(num, den) || 1n;
  const n = num / g;
  const d = den / g;
  const shift = BigInt(Math.max(0, d.toString(2).length - 52));
  return Number(n >> shift) / Number(d >> shift);
}
