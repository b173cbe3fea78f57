/**
 * @module games/house-poker/exchange/combos
 * A box's paying combinations (003 §2.2.8.38–42, Russian poker): the cards a combination is made of (a pair its two
 * cards, two pair its four, three of a kind its three, four of a kind its four, a straight, flush, full house or
 * straight flush all five, ace-king its ace and king), and the two combinations a box is paid:
 * - the **first** is the best five-card hand of the box's five or six cards (§2.2.8.39: only it meets the dealer's);
 * - the **second** (where the profile pays two) is the best-paying other combination that holds at least one card the
 *   first is not made of (§2.2.8.41). On five cards that can only be ace-king beside a pair, two pair, three or four of
 *   a kind (§2.2.8.38); on six cards it may be a second five-card hand (Q-Q-Q-Q-8-8: four queens, then Q-Q-Q-8-8).
 * A combination's line is its category's, a royal flush's own where the table lists one, and a high-card hand holding
 * an ace and a king is the `ace-king` line (the dealer's lowest game, 003 §2.2.8.31).
 */
import type { Card } from '../../../cards/card.js';
import { parseCard } from '../../../poker-eval/cards.js';
import { evaluate, subsets } from '../../../poker-eval/evaluate.js';
import { STANDARD_HIGH } from '../../../poker-eval/presets.js';
import { category, isRoyal, type HandValue } from '../../../poker-eval/value.js';
import type { PayRatio } from '../engine/profile.js';
import type { ExPayKey, ExPayTable } from './profile.js';

export interface Combination {
  /** The pay-table line (`pair`, `ace-king`, …; `high-card` has none). */
  readonly key: ExPayKey | 'high-card';
  readonly value: HandValue;
  /** The cards the combination is made of (kickers left out). */
  readonly cards: readonly Card[];
}

export const valueOf = (cards: readonly Card[]): HandValue => evaluate(cards.map(parseCard), STANDARD_HIGH);
const rank = (c: Card): string => c[0] as string;

/** The combination five cards make, with the cards it is made of. */
export function combinationOf(five: readonly Card[]): Combination {
  const value = valueOf(five);
  const cat = category(value);
  const counts = new Map<string, number>();
  for (const c of five) counts.set(rank(c), (counts.get(rank(c)) ?? 0) + 1);
  const withCount = (n: number): Card[] => five.filter((c) => counts.get(rank(c)) === n);
  switch (cat) {
    case 'pair':
    case 'two-pair':
      return { key: cat, value, cards: withCount(2) };
    case 'three-of-a-kind':
      return { key: cat, value, cards: withCount(3) };
    case 'four-of-a-kind':
      return { key: cat, value, cards: withCount(4) };
    case 'high-card': {
      const ace = five.find((c) => rank(c) === 'A');
      const king = five.find((c) => rank(c) === 'K');
      return ace && king ? { key: 'ace-king', value, cards: [ace, king] } : { key: 'high-card', value, cards: [] };
    }
    case 'straight-flush':
      return { key: isRoyal(value) ? 'royal-flush' : 'straight-flush', value, cards: [...five] };
    default:
      return { key: cat as ExPayKey, value, cards: [...five] };
  }
}

/** The line a combination is paid on, or null (a royal flush falls back to the straight flush line). */
export function payOf(c: Combination, table: ExPayTable): PayRatio | null {
  if (c.key === 'high-card') return null;
  return table[c.key] ?? (c.key === 'royal-flush' ? (table['straight-flush'] ?? null) : null);
}

/** Every combination the cards hold: each five-card hand among them, and each ace with each king. */
export function allCombinations(cards: readonly Card[]): Combination[] {
  const out = [...subsets(cards, 5)].map(combinationOf);
  for (const a of cards) if (rank(a) === 'A') for (const k of cards) if (rank(k) === 'K') out.push({ key: 'ace-king', value: 0, cards: [a, k] });
  return out;
}

/** The first combination: the best five-card hand of the cards. */
export function firstCombination(cards: readonly Card[]): Combination {
  let best: Combination | null = null;
  for (const five of subsets(cards, 5)) {
    const c = combinationOf(five);
    if (!best || c.value > best.value) best = c;
  }
  return best as Combination;
}

const worth = (p: PayRatio | null): number => (p ? p.num / p.den : -1);

/** The second combination paid beside `first` (§2.2.8.41), or null: the best-paying one with a card outside the first. */
export function secondCombination(cards: readonly Card[], first: Combination, table: ExPayTable): Combination | null {
  const inFirst = new Set(first.cards);
  let best: Combination | null = null;
  for (const c of allCombinations(cards)) {
    if (!payOf(c, table) || !c.cards.some((x) => !inFirst.has(x))) continue;
    if (!best || worth(payOf(c, table)) > worth(payOf(best, table))) best = c;
  }
  return best;
}

/** The combinations a winning box is paid (one, or two where the profile pays two), each with its line. */
export function paidCombinations(cards: readonly Card[], table: ExPayTable, two: boolean): { combination: Combination; pay: PayRatio }[] {
  const first = firstCombination(cards);
  const p1 = payOf(first, table);
  if (!p1) return [];
  const out = [{ combination: first, pay: p1 }];
  const second = two ? secondCombination(cards, first, table) : null;
  const p2 = second ? payOf(second, table) : null;
  if (second && p2) out.push({ combination: second, pay: p2 });
  return out;
}

const INSURABLE = ['three-of-a-kind', 'straight', 'flush', 'full-house', 'four-of-a-kind', 'straight-flush', 'royal-flush'];
/** True when the cards' first combination is at least `from` (the insurance's lowest combination, 003 §2.2.8.22). */
export const reaches = (cards: readonly Card[], from: string): boolean => INSURABLE.indexOf(firstCombination(cards).key) >= INSURABLE.indexOf(from);
