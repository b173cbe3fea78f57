/**
 * @module games/house-poker/discards/dealer-rule
 * The Bank's fixed discard in poker with discards (000 §12 VII 7.3, rules 1–7, lines 1797–1809): after the players'
 * draw the croupier shows the Bank's first five cards and discards at most two, the first rule that applies:
 * 1. a straight or better: nothing; 2. three of a kind: the other two; 3. two pair: the odd card; 4. a pair: the two
 * lowest cards outside the pair (the highest kicker stays); 5. four cards of one suit: the fifth, even with four in a
 * row as well; 6. four cards of consecutive value "greater than or equal to 2": the fifth; 7. otherwise the two lowest.
 * Rule 6 is read as an open run of four ranks with the ace high only (A-K-Q-J counts; A-2-3-4, where the ace would be
 * worth 1, below 2, does not; no gapped runs): digest ambiguity 4. The ace is the highest card for rules 4 and 7.
 * Returns positions in the hand (0-based, ascending).
 */
import type { Card } from '../../../cards/card.js';
import { parseCard, rankOf, suitOf } from '../../../poker-eval/cards.js';
import { evaluate } from '../../../poker-eval/evaluate.js';
import { STANDARD_HIGH } from '../../../poker-eval/presets.js';
import { category } from '../../../poker-eval/value.js';

export const DEALER_RULE_CITE = '000 §12 VII 7.3 rules 1–7';

/** The rule (1–7) that applies to five cards, and the positions it discards. */
export function dealerDiscard(cards: readonly Card[]): { rule: number; positions: number[] } {
  const idx = cards.map(parseCard);
  const ranks = idx.map(rankOf);
  const cat = category(evaluate(idx, STANDARD_HIGH));
  const count = (r: number): number => ranks.filter((x) => x === r).length;
  const where = (keep: (i: number) => boolean): number[] => ranks.map((_, i) => i).filter((i) => !keep(i));
  const lowest = (positions: number[], n: number): number[] => [...positions].sort((a, b) => (ranks[a] as number) - (ranks[b] as number) || a - b).slice(0, n).sort((a, b) => a - b);
  if (['straight', 'flush', 'full-house', 'four-of-a-kind', 'straight-flush'].includes(cat)) return { rule: 1, positions: [] };
  if (cat === 'three-of-a-kind') return { rule: 2, positions: where((i) => count(ranks[i] as number) === 3) };
  if (cat === 'two-pair') return { rule: 3, positions: where((i) => count(ranks[i] as number) === 2) };
  if (cat === 'pair') return { rule: 4, positions: lowest(where((i) => count(ranks[i] as number) === 2), 2) };
  const suits = idx.map(suitOf);
  for (let s = 0; s < 4; s++) if (suits.filter((x) => x === s).length === 4) return { rule: 5, positions: where((i) => suits[i] === s) };
  // Five different ranks (no pair, no straight): leaving out one card, are the other four consecutive (ace high)?
  for (let out = 0; out < 5; out++) {
    const rest = ranks.filter((_, i) => i !== out).sort((a, b) => a - b);
    if ((rest[3] as number) - (rest[0] as number) === 3) return { rule: 6, positions: [out] };
  }
  return { rule: 7, positions: lowest([0, 1, 2, 3, 4], 2) };
}

export const dealerDiscards = (cards: readonly Card[]): number[] => dealerDiscard(cards).positions;
