/**
 * @module games/baccarat/core/values
 * Card values in every baccarat game of the seeds (000 §07 VI.1, §08 VI; 001 §06 VI.1, §07 VI; 003 §2.2.7.10;
 * 004 PB "El valor de los naipes"): the ace counts 1, 2–9 their face value, tens and pictures 0; a hand's point
 * is the units digit of the sum. For the burn at the start of a shoe (000 §07 VII, 001 §06 VII) tens and
 * pictures count 10 instead.
 */
import { pointValue, type Card } from '../../../cards/card.js';

/** Baccarat value of one card: A=1, 2–9 face, T/J/Q/K=0 (000 §07 VI.1). */
export const cardPoint = (c: Card): number => {
  const v = pointValue(c);
  return v >= 10 ? 0 : v;
};

/** A hand's point: the units digit of the sum of its cards (000 §07 VI.1: "only the units digit counts"). */
export const handPoint = (cards: readonly Card[]): number => {
  let s = 0;
  for (const c of cards) s += cardPoint(c);
  return s % 10;
};

/** A two-card 8 or 9 (000 §07 VI.1, 003 §2.2.7.11). */
export const isNatural = (cards: readonly Card[]): boolean => cards.length === 2 && handPoint(cards) >= 8;

/** The value of the first card of a shoe for the burn count: pictures and tens count 10 (000 §07 VII, 001 §06 VII). */
export const burnCount = (c: Card): number => pointValue(c);

/** Value classes 0–9 and how many cards of each class one 52-card deck holds (16 zero-valued cards). */
export const CLASS_COUNT_PER_DECK: readonly number[] = [16, 4, 4, 4, 4, 4, 4, 4, 4, 4];
