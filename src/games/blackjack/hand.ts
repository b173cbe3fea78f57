/**
 * @module games/blackjack/hand
 * Hand arithmetic: totals (an ace counts 11 when that does not bust), soft hands, blackjack, pairs, the dealer's
 * drawing rule. Pure functions over card strings; hot in the simulation, so no allocation per call.
 */
import type { Card } from '../../cards/card.js';

/** Blackjack value of a card by its rank character: A = 1 (11 when it helps), T/J/Q/K = 10. */
const VALUE: Record<string, number> = { A: 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9, T: 10, J: 10, Q: 10, K: 10 };

/** The same values by the rank character's code (a typed-array read: `handTotal` runs on every step of a round). */
const VALUE_BY_CODE = new Uint8Array(128);
for (const [rank, v] of Object.entries(VALUE)) VALUE_BY_CODE[rank.charCodeAt(0)] = v;
const valueOf = (c: Card): number => {
  const code = c.charCodeAt(0);
  return code < 128 ? (VALUE_BY_CODE[code] as number) : 0;
};

export const cardValue = (c: Card): number => valueOf(c);
export const isAce = (c: Card): boolean => c[0] === 'A';
export const isTen = (c: Card): boolean => cardValue(c) === 10;

export interface Total {
  /** Best total: an ace counts 11 when that does not bust. */
  readonly total: number;
  /** An ace is counted 11 in `total`. */
  readonly soft: boolean;
}

/**
 * Best total of a hand. `fixedAces` aces are held at 1 for good (000 §03 V.1.d / 001 §03 V.1.d: the initial ace of
 * a doubled hand counts one point), so only the others may count 11.
 */
export function handTotal(cards: readonly Card[], fixedAces = 0): Total {
  let hard = 0;
  let aces = 0;
  for (const c of cards) {
    const v = valueOf(c);
    hard += v;
    if (v === 1) aces++;
  }
  if (aces > fixedAces && hard + 10 <= 21) return { total: hard + 10, soft: true };
  return { total: hard, soft: false };
}

/** Hard total, every ace as 1. */
export function hardTotal(cards: readonly Card[]): number {
  let hard = 0;
  for (const c of cards) hard += valueOf(c);
  return hard;
}

/** A two-card 21 (whether it counts as a blackjack after a split is the profile's call). */
export const isNatural = (cards: readonly Card[]): boolean =>
  cards.length === 2 && ((isAce(cards[0] as Card) && isTen(cards[1] as Card)) || (isTen(cards[0] as Card) && isAce(cards[1] as Card)));

/** Two cards that may be split: equal value (K+10) or equal rank (K+K), as the profile says. */
export const isPair = (cards: readonly Card[], match: 'value' | 'rank'): boolean =>
  cards.length === 2 && (match === 'rank' ? (cards[0] as Card)[0] === (cards[1] as Card)[0] : cardValue(cards[0] as Card) === cardValue(cards[1] as Card));

/** The soft-hand code of a two-card hand with an ace (`AA`, `A2` … `A9`), or null. */
export function softCode(cards: readonly Card[]): string | null {
  if (cards.length !== 2) return null;
  const [a, b] = cards as [Card, Card];
  if (isAce(a) && isAce(b)) return 'AA';
  const other = isAce(a) ? b : isAce(b) ? a : null;
  if (!other) return null;
  const v = cardValue(other);
  return v >= 2 && v <= 9 ? `A${v}` : null;
}

/** The dealer draws below 17, and on soft 17 when the profile says he hits it. */
export function dealerMustDraw(cards: readonly Card[], hitsSoft17: boolean): boolean {
  const t = handTotal(cards);
  return t.total < 17 || (hitsSoft17 && t.total === 17 && t.soft);
}
