/**
 * @module games/house-poker/exchange/dealer-draw
 * The dealer's draw of Draw poker (003 §2.2.6.23–27), by fixed rules, before he is judged (§2.2.6.28):
 * - a straight or better (a straight, flush, full house, four of a kind, straight flush): no card (§2.2.6.27);
 * - three of a kind: the two cards beside it (§2.2.6.26);
 * - two pair: the fifth card (§2.2.6.25);
 * - one pair: the two lowest of the other three (§2.2.6.24); the pair is always kept ("kui diileril on PAAR, siis selle
 *   peab säilitama", §2.2.6.25), so a pair beside four to a straight or flush draws two, never breaks the pair;
 * - no pair, one card short of a straight or a flush (four of a suit; four ranks within five in a row, open or inside,
 *   ace high or low — the text does not distinguish): the card outside the draw (`draw-one`, §2.2.6.25, the specific
 *   rule) or the two lowest (`draw-two`, §2.2.6.23), by the profile; a flush draw is kept before a straight draw (the
 *   better game), and of two straight draws the higher;
 * - no pair and no draw: the two lowest cards, the ace counting high (§2.2.6.23: "suuruse järjekorda").
 */
import type { Card } from '../../../cards/card.js';
import { category } from '../../../poker-eval/value.js';
import { valueOf } from './combos.js';

export interface DealerDrawRule {
  readonly noPairWithDraw: 'draw-one' | 'draw-two';
}

const RANKS = '23456789TJQKA';
const rankOf = (c: Card): number => RANKS.indexOf(c[0] as string);

/** Positions among `among`, the lowest card first (the ace high). */
const byRank = (cards: readonly Card[], among: readonly number[]): number[] => [...among].sort((x, y) => rankOf(cards[x] as Card) - rankOf(cards[y] as Card) || x - y);
/** Positions (0-based, ascending) of the `n` lowest cards among `among`. */
const lowest = (cards: readonly Card[], among: readonly number[], n: number): number[] => byRank(cards, among).slice(0, n).sort((x, y) => x - y);

/** True when four cards of different ranks lie within five ranks in a row (A-2-3-4-5 … T-J-Q-K-A). */
function straightDraw(four: readonly Card[]): boolean {
  const r = new Set(four.map(rankOf));
  if (r.size !== 4) return false;
  for (let lo = -1; lo <= 8; lo++) {
    const window = [0, 1, 2, 3, 4].map((k) => (lo + k < 0 ? 12 : lo + k)); // lo = -1: the ace low (A-2-3-4-5)
    if ([...r].every((x) => window.includes(x))) return true;
  }
  return false;
}

/** The position outside a four-card flush or straight draw, or null (the flush first; the higher straight). */
function drawOutside(cards: readonly Card[]): number | null {
  const without = (i: number): Card[] => cards.filter((_, j) => j !== i);
  for (let i = 0; i < cards.length; i++) if (new Set(without(i).map((c) => c[1])).size === 1) return i;
  for (const i of byRank(cards, [0, 1, 2, 3, 4])) // the lowest card thrown first: the higher draw kept
    if (straightDraw(without(i))) return i;
  return null;
}

/** The positions (0-based, ascending) of the cards the dealer throws. */
export function dealerDrawPositions(cards: readonly Card[], rule: DealerDrawRule): number[] {
  const cat = category(valueOf(cards));
  const all = [0, 1, 2, 3, 4];
  const counts = new Map<number, number>();
  for (const c of cards) counts.set(rankOf(c), (counts.get(rankOf(c)) ?? 0) + 1);
  const single = all.filter((i) => counts.get(rankOf(cards[i] as Card)) === 1);
  switch (cat) {
    case 'three-of-a-kind':
    case 'two-pair':
      return single;
    case 'pair':
      return lowest(cards, single, 2);
    case 'high-card': {
      const out = rule.noPairWithDraw === 'draw-one' ? drawOutside(cards) : null;
      return out !== null ? [out] : lowest(cards, all, 2);
    }
    default:
      return [];
  }
}
