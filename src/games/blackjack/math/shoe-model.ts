/**
 * @module games/blackjack/math/shoe-model
 * A shoe as counts by blackjack value (index 1 = ace … 10 = ten-value cards; index 0 unused), and the numeric keys
 * that name a multiset of removed cards (base-32 digits, one per value), so caches can share results between
 * hands that remove the same cards.
 */

/** Digit weights of a removal key: `key = Σ count[r] · 32^(r−1)`; exact in a double (50 bits). */
export const KEY_W: readonly number[] = [0, 1, 32, 1024, 32768, 1048576, 33554432, 1073741824, 34359738368, 1099511627776, 35184372088832];

/** The value counts of `decks` full 52-card decks. */
export function fullShoe(decks: number): Int32Array {
  const c = new Int32Array(11);
  for (let r = 1; r <= 9; r++) c[r] = 4 * decks;
  c[10] = 16 * decks;
  return c;
}

export const shoeTotal = (c: Int32Array): number => {
  let n = 0;
  for (let r = 1; r <= 10; r++) n += c[r] as number;
  return n;
};

/** Removal key of a list of values. */
export function keyOf(values: readonly number[]): number {
  let k = 0;
  for (const v of values) k += KEY_W[v] as number;
  return k;
}

/** The value (1 … 10) of a card string as the engine writes it (`Ah`, `Td`, `7c`). */
export function valueOfCard(card: string): number {
  const r = card[0];
  if (r === 'A') return 1;
  if (r === 'T' || r === 'J' || r === 'Q' || r === 'K') return 10;
  return Number(r);
}
