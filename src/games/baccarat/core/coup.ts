/**
 * @module games/baccarat/core/coup
 * One punto-against-banca coup under forced drawing rules (punto y banca): which hand the next card is due to,
 * and the result. Used by the punto y banca engine and, for the forced parts, by chemin de fer.
 */
import type { Card } from '../../../cards/card.js';
import { bankCell, puntoCell, type BankTable } from './tableau.js';
import { cardPoint, handPoint } from './values.js';

export type Side = 'punto' | 'banca';
export type Winner = Side | 'tie';

/** The hand the next third card is due to under the forced rules, or null when the coup is complete. */
export function dueCard(punto: readonly Card[], banca: readonly Card[], puntoRule: string, table: BankTable): Side | null {
  if (punto.length < 2 || banca.length < 2) return punto.length <= banca.length ? 'punto' : 'banca';
  const pt = handPoint(punto.slice(0, 2));
  const bt = handPoint(banca.slice(0, 2));
  if (pt >= 8 || bt >= 8) return null; // 000 §07 VI.1: a natural ends the coup
  if (punto.length === 2 && puntoCell(puntoRule, pt) === 'T') return 'punto';
  if (banca.length > 2) return null;
  const third = punto.length === 3 ? cardPoint(punto[2] as Card) : null;
  return bankCell(table, bt, third) === 'T' ? 'banca' : null;
}

/** 9 or nearest to 9 wins; equal points tie (000 §07 VI.1). */
export function coupWinner(puntoPoint: number, bancaPoint: number): Winner {
  return puntoPoint > bancaPoint ? 'punto' : bancaPoint > puntoPoint ? 'banca' : 'tie';
}

/** Plays a whole forced coup from a card source (P, B, P, B, then third cards); for tests and bare loops. */
export function forcedCoup(next: () => Card, puntoRule: string, table: BankTable): { punto: Card[]; banca: Card[]; winner: Winner } {
  const punto: Card[] = [];
  const banca: Card[] = [];
  for (;;) {
    const due = dueCard(punto, banca, puntoRule, table);
    if (!due) break;
    (due === 'punto' ? punto : banca).push(next());
  }
  return { punto, banca, winner: coupWinner(handPoint(punto), handPoint(banca)) };
}
