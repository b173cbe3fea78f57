/**
 * @module poker/hand-type
 * A hand type: what a player's hand is judged on at the showdown, as data. A variant lists one hand type per share
 * of the pot (one for a high game; high and low for a hi/lo split; one per board for two boards).
 * - `kind: 'high'` with a named ranking (`standard`, `short-deck` 003 §3.5.2, `stud-32` 000 §17.4, `soko`
 *   003 §3.5.5.2, `draw-52-figures` and `draw-32-figures` 000 §17.1 with "Figures"; `synthetic-28` 000 §17.6, 001 §12 IX); `kind: 'low'` with `a5` (razz, 003 §3.5.11: the lowest five) or `eight-or-better` (000 §17.2.3,
 *   003 §3.5.4.2: five different ranks from ace to eight, or no low at all).
 * - `hole`: `any` (hold'em: any five of the player's cards and the board, 000 §17.3.1) or the exact number of hole
 *   cards the hand must use with the rest from the board (Omaha: exactly two, 000 §17.2.1, 003 §3.5.3.2).
 * - `board`: which board the hand plays with (two boards: 000 §17.3.2); 0 by default.
 * Values compare as integers, higher better; 0 (`NO_HAND`) is no qualifying hand.
 */
import {
  DRAW_32_FIGURES, DRAW_52_FIGURES, NO_HAND, SHORT_DECK, SOKO, STANDARD_HIGH, STUD_32, SYNTHETIC_28, evaluate, lowA5, lowEightOrBetter, lowValueOfFive, omahaLow8, omahaValue, parseCard,
  type CardIndex, type HandValue, type RankingRules,
} from '../poker-eval/index.js';
import { subsets } from '../poker-eval/evaluate.js';

export type HighRanking = 'standard' | 'short-deck' | 'stud-32' | 'soko' | 'draw-52-figures' | 'draw-32-figures' | 'synthetic-28';
export type LowRule = 'a5' | 'eight-or-better';

export type HandType =
  | { readonly kind: 'high'; readonly ranking: HighRanking; readonly hole: 'any' | number; readonly board?: number }
  | { readonly kind: 'low'; readonly low: LowRule; readonly hole: 'any' | number; readonly board?: number };

export const RANKINGS: Readonly<Record<HighRanking, RankingRules>> = {
  standard: STANDARD_HIGH, 'short-deck': SHORT_DECK, 'stud-32': STUD_32, soko: SOKO, 'draw-52-figures': DRAW_52_FIGURES, 'draw-32-figures': DRAW_32_FIGURES, 'synthetic-28': SYNTHETIC_28,
};

/** The value of a player's hand under a hand type: `hole` the player's own cards (up and down), `board` the board's. */
export function handValue(t: HandType, holeCards: readonly string[], boardCards: readonly string[]): HandValue {
  return handValueOf(t, holeCards.map(parseCard), boardCards.map(parseCard));
}

/** `handValue` on cards already parsed (the equity enumeration values millions of hands). */
export function handValueOf(t: HandType, hole: readonly CardIndex[], board: readonly CardIndex[]): HandValue {
  const all = [...hole, ...board];
  if (t.kind === 'high') {
    const rules = RANKINGS[t.ranking];
    if (all.length < rules.handSize) return NO_HAND;
    if (t.hole === 'any') return evaluate(all, rules);
    if (hole.length < t.hole || board.length < rules.handSize - t.hole) return NO_HAND;
    return omahaValue(hole, board, rules, t.hole, rules.handSize - t.hole);
  }
  if (all.length < 5) return NO_HAND;
  if (t.hole === 'any') return t.low === 'a5' ? lowA5(all) : lowEightOrBetter(all);
  if (t.low === 'eight-or-better' && t.hole === 2) return omahaLow8(hole, board);
  let best = NO_HAND;
  for (const h of subsets(hole, t.hole))
    for (const b of subsets(board, 5 - t.hole)) {
      const five = [...h, ...b];
      const v = t.low === 'a5' ? lowValueOfFive(five) : lowEightOrBetter(five);
      if (v > best) best = v;
    }
  return best;
}

/**
 * The five cards a hand plays (the first five-card subset with the hand's value), for the odd-chip rule by the high
 * card of the winning five (003 §3.1.3.9).
 */
export function playedFive(t: HandType, holeCards: readonly string[], boardCards: readonly string[]): string[] {
  const target = handValue(t, holeCards, boardCards);
  const all = [...holeCards, ...boardCards];
  if (all.length <= 5) return all;
  for (const five of subsets(all, 5)) {
    const hole = five.filter((c) => holeCards.includes(c));
    if (t.hole !== 'any' && hole.length !== t.hole) continue;
    const v = t.kind === 'high' ? handValue({ ...t, hole: 'any' }, five, []) : handValue({ ...t, hole: 'any' }, five, []);
    if (v === target) return five;
  }
  return all.slice(0, 5);
}
