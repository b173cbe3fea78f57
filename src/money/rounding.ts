/**
 * @module money/rounding
 * The one rounding policy for every fractional payout (3:2 on odd stakes, halves on surrender and insurance,
 * 5% commission, 19:20). A profile names its policy; nothing else in the code rounds money.
 *
 * A policy is a mode and a unit: results are rounded to a multiple of `unit` minor units (the smallest chip the
 * table pays, e.g. 50 for €0.50 chips), in the house's or the player's favour as the mode says.
 */
import { z } from 'zod';
import { assertMinor, type Minor } from './money.js';

export const ROUNDING_MODES = ['down', 'up', 'half-up', 'half-even'] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];

export const roundingPolicySchema = z.object({
  /** `down`: towards zero (the house keeps the fraction), the usual casino practice. */
  mode: z.enum(ROUNDING_MODES),
  /** Round to a multiple of this many minor units (1 = to the cent). */
  unit: z.number().int().positive(),
});
export type RoundingPolicy = z.infer<typeof roundingPolicySchema>;

export const DEFAULT_ROUNDING: RoundingPolicy = { mode: 'down', unit: 1 };

/** Rounds the exact rational `num/den` (den > 0, num ≥ 0) to the policy's unit. */
export function roundRational(num: number, den: number, p: RoundingPolicy): Minor {
  if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den) || den <= 0 || num < 0) throw new RangeError(`bad rational ${num}/${den}`);
  const d = den * p.unit;
  const q = Math.floor(num / d);
  const r = num - q * d; // remainder in [0, d)
  let units = q;
  switch (p.mode) {
    case 'down':
      break;
    case 'up':
      if (r > 0) units++;
      break;
    case 'half-up':
      if (2 * r >= d) units++;
      break;
    case 'half-even':
      if (2 * r > d || (2 * r === d && q % 2 === 1)) units++;
      break;
  }
  return units * p.unit;
}

/** `amount × num / den`, rounded by the policy: a 3:2 win is `ratio(stake, 3, 2, p)`. */
export const ratio = (amount: Minor, num: number, den: number, p: RoundingPolicy): Minor => roundRational(assertMinor(amount) * num, den, p);

/** Half of an amount (surrender refund, maximum insurance): the policy decides odd amounts. */
export const half = (amount: Minor, p: RoundingPolicy): Minor => ratio(amount, 1, 2, p);

/** A commission of `pct`/100 on a win, e.g. 5% on banca; what the player keeps is win − commission. */
export const commission = (win: Minor, pctNum: number, pctDen: number, p: RoundingPolicy): Minor => {
  // The commission is rounded in the opposite sense of the payout: rounding the payout down = rounding the commission up.
  const payout = roundRational(assertMinor(win) * (pctDen - pctNum), pctDen, p);
  return win - payout;
};
