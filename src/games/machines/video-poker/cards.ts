/**
 * @module games/machines/video-poker/cards
 * Between the table's card strings (`Ah`, `Td`, `X1`) and the analysis's integers (rank × 4 + suit, joker 52).
 */
import { FRENCH_RANKS, FRENCH_SUITS, type Card } from '../../../cards/card.js';
import { JOKER } from './hand-kinds.js';

export function cardIndex(c: Card): number {
  if (c[0] === 'X') return JOKER;
  const r = FRENCH_RANKS.indexOf(c[0] as (typeof FRENCH_RANKS)[number]);
  const s = FRENCH_SUITS.indexOf(c[1] as (typeof FRENCH_SUITS)[number]);
  if (r < 0 || s < 0) throw new RangeError(`not a card of a video poker deck: ${c}`);
  return r * 4 + s;
}

export const cardOf = (i: number): Card => (i === JOKER ? 'X1' : `${FRENCH_RANKS[i >> 2]}${FRENCH_SUITS[i & 3]}`);

/** The analysis's ascending order of a hand, and where each of the hand's cards sits in it. */
export function sortedHand(hand: readonly Card[]): { sorted: number[]; position: number[] } {
  const idx = hand.map(cardIndex);
  const sorted = [...idx].sort((a, b) => a - b);
  return { sorted, position: idx.map((x) => sorted.indexOf(x)) };
}
