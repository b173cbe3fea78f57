/**
 * @module poker-eval/value
 * A hand value is one non-negative integer: higher is better, equal is a tie, and it describes itself.
 *
 *   bits 24–27 strength  the category's place in the ranking rules' order (0 = lowest)
 *   bits 20–23 category  which combination it is ({@link CATEGORY}), the same id under every ruleset
 *   bits  0–19 tiebreak  five 4-bit rank slots t0…t4, most significant first; a slot holds rank + 1
 *                        (2 → 1 … A → 13) and 0 means "no card there" (three- and two-card hands)
 *   bit  28    low flag  set on low-hand values (A-5 low), whose slots hold 15 − (low rank) instead
 *
 * Values are comparable only when made under the same ranking rules (and high with high, low with low).
 */

/** Combination ids. The numbers are identities, not strengths: the rules' `order` decides strength. */
export const CATEGORY = {
  HIGH_CARD: 0,
  PAIR: 1,
  FOUR_STRAIGHT: 2,
  FOUR_FLUSH: 3,
  TWO_PAIR: 4,
  FIGURES: 5,
  THREE_OF_A_KIND: 6,
  STRAIGHT: 7,
  FLUSH: 8,
  FULL_HOUSE: 9,
  FOUR_OF_A_KIND: 10,
  STRAIGHT_FLUSH: 11,
  FIVE_OF_A_KIND: 12,
} as const;
export type CategoryId = (typeof CATEGORY)[keyof typeof CATEGORY];

/** Stable names, used as message keys (`category.<name>`) and in tests. */
export const CATEGORY_NAMES = [
  'high-card', 'pair', 'four-straight', 'four-flush', 'two-pair', 'figures', 'three-of-a-kind',
  'straight', 'flush', 'full-house', 'four-of-a-kind', 'straight-flush', 'five-of-a-kind',
] as const;
export type CategoryName = (typeof CATEGORY_NAMES)[number];

/** A hand value (see the module header). */
export type HandValue = number;

export const LOW_FLAG = 1 << 28;
/** Returned by qualifying low evaluators when no low qualifies; below every real value. */
export const NO_HAND = 0;

/** Packs rank slots (ranks 0…12, most significant first, at most five) into the 20 tiebreak bits. */
export function packSlots(ranks: readonly number[]): number {
  let t = 0;
  for (let i = 0; i < 5; i++) {
    const r = ranks[i];
    t = (t << 4) | (r === undefined ? 0 : r + 1);
  }
  return t;
}

export const makeValue = (strength: number, category: CategoryId, tiebreak: number): HandValue =>
  strength * 16777216 + category * 1048576 + tiebreak;

export const strengthOf = (v: HandValue): number => (v >>> 24) & 15;
export const categoryIdOf = (v: HandValue): CategoryId => ((v >>> 20) & 15) as CategoryId;
export const isLowValue = (v: HandValue): boolean => (v & LOW_FLAG) !== 0;

/** The combination a value stands for, e.g. `'full-house'`. */
export function category(v: HandValue): CategoryName {
  const name = CATEGORY_NAMES[categoryIdOf(v)];
  if (name === undefined || v === NO_HAND) throw new RangeError(`not a hand value: ${v}`);
  return name;
}

/** The rank slots of a value: ranks 0…12 (2…A) most significant first, absent slots dropped. */
export function slotsOf(v: HandValue): number[] {
  const out: number[] = [];
  const low = isLowValue(v);
  for (let i = 4; i >= 0; i--) {
    const s = (v >>> (i * 4)) & 15;
    if (s === 0) continue;
    out.push(low ? lowSlotToRank(s) : s - 1);
  }
  return out;
}

/** Low slots hold 15 − (ace-low rank), ace-low rank A=0, 2=1 … K=12; back to the usual rank index. */
export const lowSlotToRank = (s: number): number => {
  const lowRank = 15 - s;
  return lowRank === 0 ? 12 : lowRank - 1;
};

/** Sign of a − b: positive when a is the better hand. */
export const compare = (a: HandValue, b: HandValue): number => (a > b ? 1 : a < b ? -1 : 0);

/** True when the value is a straight flush whose top card is an ace (a royal flush). */
export function isRoyal(v: HandValue): boolean {
  if (categoryIdOf(v) !== CATEGORY.STRAIGHT_FLUSH || isLowValue(v)) return false;
  const s = slotsOf(v);
  return s[0] === 12 && s[1] === 11;
}
