/**
 * @module games/baccarat/core/composition
 * A shoe as counts per baccarat value class (0–9), for exact enumeration: the probability of an ordered sequence
 * of classes is the product of the remaining counts over the falling factorial of the shoe size.
 */
import { CLASS_COUNT_PER_DECK, cardPoint } from './values.js';
import type { Card } from '../../../cards/card.js';

export const fullShoeCounts = (decks: number): number[] => CLASS_COUNT_PER_DECK.map((c) => c * decks);

/** Counts per class of the cards left after removing `seen` from a full shoe. */
export function countsWithout(decks: number, seen: readonly Card[]): number[] {
  const c = fullShoeCounts(decks);
  for (const card of seen) c[cardPoint(card)]! -= 1;
  if (c.some((x) => x < 0)) throw new RangeError('more cards removed than the shoe holds');
  return c;
}

/** n (n−1) … (n−k+1), as a Number (callers keep it below 2^53) and as a BigInt. */
export function falling(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r *= n - i;
  return r;
}
export function fallingBig(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 0; i < k; i++) r *= BigInt(n - i);
  return r;
}
