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

/**
 * Every ordered first deal — punto, banca, punto, banca — off the class counts `c`, for the exact analyses of punto y
 * banca and chemin de fer. While `visit` runs, `c` holds the rest of the shoe (the visitor may take third cards from
 * it, restoring them); `w` is the ordered count of the four cards. `c` is restored on return.
 */
export function forEachFirstDeal(c: number[], visit: (puntoPoint: number, bankPoint: number, w: number) => void): void {
  for (let p1 = 0; p1 < 10; p1++) {
    const w1 = c[p1]!;
    if (!w1) continue;
    c[p1]!--;
    for (let b1 = 0; b1 < 10; b1++) {
      const w2 = w1 * c[b1]!;
      if (!w2) continue;
      c[b1]!--;
      for (let p2 = 0; p2 < 10; p2++) {
        const w3 = w2 * c[p2]!;
        if (!w3) continue;
        c[p2]!--;
        for (let b2 = 0; b2 < 10; b2++) {
          const w4 = w3 * c[b2]!;
          if (!w4) continue;
          c[b2]!--;
          visit((p1 + p2) % 10, (b1 + b2) % 10, w4);
          c[b2]!++;
        }
        c[p2]!++;
      }
      c[b1]!++;
    }
    c[p1]!++;
  }
}
