/**
 * @module games/baccarat/chemin-de-fer/rules
 * Derived facts: seats and rotation (000 §08 IV–V: numbered from the croupier's right, the bank and priority turn
 * in number order from the banker's right), priority between players, the bank's limits, points.
 */
import type { Card } from '../../../cards/card.js';
import type { PlayerId } from '../../../core/ids.js';
import { cardPoint, handPoint } from '../core/values.js';
import type { CdfState, Declared } from './state.js';

export { seatOf } from '../core/seats.js';

/** Occupied seats in rotation order starting after `from` (000 §08 V: "to the player on his right"). */
export function rotationFrom(s: CdfState, from: number | null, seats: Readonly<Record<string, PlayerId>> = s.seats): number[] {
  const order = s.profile.seats.value;
  const start = from === null ? -1 : order.indexOf(from);
  const out: number[] = [];
  for (let k = 1; k <= order.length; k++) {
    const n = order[(start + k + order.length) % order.length] as number;
    if (seats[String(n)] !== undefined && !out.includes(n)) out.push(n);
  }
  return out;
}

/** Priority of a declaration (000 §08 IV): seated before standing; seated in rotation from the banker's right; standing in order of declaration. */
export function priority(s: CdfState, d: { seat: number | null; seq: number }): number {
  if (d.seat === null) return 1000 + d.seq;
  const order = rotationFrom(s, s.banker?.seat ?? null);
  const i = order.indexOf(d.seat);
  return i < 0 ? 500 + d.seq : i;
}

export const byPriority = (s: CdfState, list: readonly Declared[]): Declared[] => list.slice().sort((a, b) => priority(s, a) - priority(s, b));

/** The bank maximum: 100 × the punto minimum (000 §08 V), none when the table is authorised to play without. */
export const bankMax = (s: CdfState): number => (s.table.unlimitedBank || s.profile.bankMaxMultiple.value === null ? Number.MAX_SAFE_INTEGER : s.profile.bankMaxMultiple.value * s.table.puntoMin);

/** The punto's point: a point imposed by an irregularity, else the cards'. */
export const puntoPoint = (s: CdfState): number => s.puntoOverride ?? handPoint(s.punto);
/** The banker's point: an imposed two-card point (0 when overdealt) plus any third card, else the cards'. */
export const bankerPoint = (s: CdfState): number =>
  s.bankerOverride === null ? handPoint(s.bankerCards) : (s.bankerOverride + s.bankerCards.slice(2).reduce((a, c) => a + cardPoint(c), 0)) % 10;
export const bankerTwo = (s: CdfState): number => (s.bankerOverride === null ? handPoint(s.bankerCards.slice(0, 2)) : s.bankerOverride);
export const puntoTwo = (s: CdfState): number => handPoint(s.punto.slice(0, 2));
export const puntoThirdValue = (s: CdfState): number | null => (s.punto.length >= 3 ? cardPoint(s.punto[2] as Card) : null);
export const bankerHasNatural = (s: CdfState): boolean => s.bankerOverride === null && s.bankerCards.length === 2 && bankerTwo(s) >= 8;

export const acceptedTotal = (s: CdfState): number => s.accepted.reduce((a, d) => a + d.amount, 0);
export const declaredBy = (s: CdfState, p: PlayerId): Declared | undefined => s.declared.find((d) => d.player === p);
export const isBancoPunto = (s: CdfState): boolean => s.accepted.some((d) => d.player === s.puntoHolder && (d.kind === 'banco' || d.kind === 'banco-suivi'));
