/**
 * @module poker-eval/pai-gow
 * Pai Gow poker's two hands (000 §14): seven cards from 52 and a joker are set as a five-card high hand and a
 * two-card low hand, and the high hand must be worth more than the low (000 §14 I). Hand values come from the
 * `PAI_GOW_HIGH` and `PAI_GOW_LOW` rules (five aces on top, A-2-3-4-5 second-highest straight, the joker an
 * ace or a straight/flush filler; in two cards the joker is an ace).
 *
 * The seed gives no house way (000 §14, ambiguity 7): {@link houseWay} offers two simple, documented ones.
 */
import type { CardIndex } from './cards.js';
import { categoryIdOf, slotsOf } from './value.js';
import type { HandValue } from './value.js';
import { PAI_GOW_HIGH, PAI_GOW_LOW } from './presets.js';
import { bestValueUnchecked, checkCards, subsets } from './evaluate.js';
import { strengthIn } from './rules.js';

export interface PaiGowSplit {
  readonly high: readonly CardIndex[];
  readonly low: readonly CardIndex[];
}

export interface PaiGowValues {
  readonly high: HandValue;
  readonly low: HandValue;
}

/** Values of a split; throws unless it is five plus two distinct cards of the 53-card deck. */
export function paiGowValues(split: PaiGowSplit): PaiGowValues {
  if (split.high.length !== 5 || split.low.length !== 2) throw new RangeError('a Pai Gow split is five cards high and two low (000 §14 I)');
  checkCards([...split.high, ...split.low], PAI_GOW_HIGH);
  return { high: bestValueUnchecked(split.high, PAI_GOW_HIGH), low: bestValueUnchecked(split.low, PAI_GOW_LOW) };
}

/**
 * True when the five-card hand is worth more than the two-card hand (000 §14 I, VI.9). Categories compare in
 * the five-card order (a two-card hand is a pair or high card); within a category the cards compare from the
 * top, and a five-card hand whose leading cards equal the two-card hand's is worth more, having more cards
 * (so 5-5 low under 5-5-K-Q-J high is correct: the seed's "worth more" is never a tie).
 */
export function highBeatsLow(v: PaiGowValues): boolean {
  const hc = categoryIdOf(v.high);
  const lc = categoryIdOf(v.low);
  const hs = strengthIn(PAI_GOW_HIGH, hc);
  const ls = strengthIn(PAI_GOW_HIGH, lc);
  if (hs !== ls) return hs > ls;
  const a = slotsOf(v.high);
  const b = slotsOf(v.low);
  for (let i = 0; i < b.length; i++) {
    if (a[i] !== b[i]) return (a[i] ?? -1) > (b[i] as number);
  }
  return a.length > b.length;
}

/** Whether a split is set correctly; an incorrect one always loses (000 §14 VII.3). */
export const isValidSplit = (split: PaiGowSplit): boolean => highBeatsLow(paiGowValues(split));

export type PaiGowOutcome = 'win' | 'void' | 'loss';

/**
 * Settles a player's split against the bank's by the comparison table of 000 §14 VI: both hands higher wins;
 * one higher and one lower, or one higher and one equal, is void; otherwise (an equal with a lower or equal,
 * or both lower) it loses. A split set incorrectly loses (000 §14 VII.3).
 */
export function paiGowOutcome(player: PaiGowSplit, bank: PaiGowSplit): PaiGowOutcome {
  const p = paiGowValues(player);
  if (!highBeatsLow(p)) return 'loss';
  const b = paiGowValues(bank);
  const h = Math.sign(p.high - b.high);
  const l = Math.sign(p.low - b.low);
  if (h > 0 && l > 0) return 'win';
  // Cases 2, 2b (one higher, one lower) and 3, 3b (one higher, one equal) are void; the rest lose.
  return h > 0 || l > 0 ? 'void' : 'loss';
}

/** Every correct split of seven cards, each with its values. */
export function validSplits(seven: readonly CardIndex[]): Array<PaiGowSplit & { values: PaiGowValues }> {
  if (seven.length !== 7) throw new RangeError(`Pai Gow deals seven cards, got ${seven.length}`);
  checkCards(seven, PAI_GOW_HIGH);
  const out: Array<PaiGowSplit & { values: PaiGowValues }> = [];
  for (const low of subsets(seven, 2)) {
    const high = seven.filter((c) => !low.includes(c));
    const values = { high: bestValueUnchecked(high, PAI_GOW_HIGH), low: bestValueUnchecked(low, PAI_GOW_LOW) };
    if (highBeatsLow(values)) out.push({ high, low, values });
  }
  return out;
}

/**
 * How the house sets seven cards. The seed has no house way (000 §14 ambiguity 7), so two simple ones:
 * - `strongest-high` (default): the strongest five-card hand, then the strongest two-card hand with it;
 * - `strongest-low`: the strongest two-card hand that still leaves a correct split, then the strongest high.
 */
export function houseWay(seven: readonly CardIndex[], style: 'strongest-high' | 'strongest-low' = 'strongest-high'): PaiGowSplit & { values: PaiGowValues } {
  const splits = validSplits(seven);
  let best = splits[0];
  if (!best) throw new RangeError('no correct split');
  const key = (s: { values: PaiGowValues }): [number, number] =>
    style === 'strongest-high' ? [s.values.high, s.values.low] : [s.values.low, s.values.high];
  for (const s of splits) {
    const [a, b] = key(s);
    const [x, y] = key(best);
    if (a > x || (a === x && b > y)) best = s;
  }
  return best;
}
