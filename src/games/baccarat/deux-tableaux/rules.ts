/**
 * @module games/baccarat/deux-tableaux/rules
 * Derived facts: the seats of each tableau (the first numbered from the banker's right, the second continuing,
 * 000 §09 II.3), the priority for stakes (nearest the banker first, IV), points, naturals, the cagnotte rate.
 */
import type { Card } from '../../../cards/card.js';
import { cardPoint, handPoint } from '../core/values.js';
import type { DtStake, DtState, Tab } from './state.js';

export const tabSeats = (s: DtState, t: Tab): number[] => {
  const n = s.profile.seatsPerTableau.value;
  return Array.from({ length: n }, (_, i) => t * n + i + 1);
};
export const allSeats = (s: DtState): number[] => [...tabSeats(s, 0), ...tabSeats(s, 1)];
export const tabOfSeat = (s: DtState, seat: number): Tab => (seat <= s.profile.seatsPerTableau.value ? 0 : 1);
export { seatOf } from '../core/seats.js';

/** Whether a seat can hold a tableau's cards: a seated punto, never the banker (000 §09 IV: «only players seated at
 * the numbered sections handle the cards»; the banker plays the bank against both tableaux, not one of them). */
const handles = (s: DtState, seat: number): boolean => {
  const p = s.seats[String(seat)];
  return p !== undefined && p !== s.banker?.player;
};

/** The next seat of a tableau after `from` whose player may hold the cards (the rotation of the cards, 000 §09 IV). */
export function nextInTab(s: DtState, t: Tab, from: number | null): number | null {
  const order = tabSeats(s, t);
  const start = from === null ? -1 : order.indexOf(from);
  for (let k = 1; k <= order.length; k++) {
    const n = order[(start + k + order.length) % order.length] as number;
    if (handles(s, n)) return n;
  }
  return null;
}

/** The seat holding a tableau's cards this coup: the rotation's seat, or the next one when it is empty or the banker's. */
export const holdingSeat = (s: DtState, t: Tab): number | null => {
  const r = s.rotation[t];
  return r !== null && handles(s, r) ? r : nextInTab(s, t, r);
};

/** 000 §09 IV: nearest the banker first (seat 1 and the first seat of tableau 2), then the standing in order. */
export const stakePriority = (s: DtState, d: { seat: number | null; seq: number }): number =>
  d.seat === null ? 1000 + d.seq : (d.seat - 1) % s.profile.seatsPerTableau.value * 2 + tabOfSeat(s, d.seat);
export const byPriority = (s: DtState, list: readonly DtStake[]): DtStake[] => list.slice().sort((a, b) => stakePriority(s, a) - stakePriority(s, b) || a.seq - b.seq);

export const levyRate = (s: DtState) => s.profile.cagnotte.value[s.table.mode];
export const maxStake = (s: DtState): number => (s.table.mode === 'free' ? Number.MAX_SAFE_INTEGER : s.table.maxStake);

export const tabPoint = (s: DtState, t: Tab): number => (s.tabZero[t] ? 0 : handPoint(s.hands[t]));
export const tabTwo = (s: DtState, t: Tab): number => handPoint(s.hands[t].slice(0, 2));
export const bankerPoint = (s: DtState): number => (s.bankerZero ? 0 : handPoint(s.bankerCards));
export const bankerTwo = (s: DtState): number => (s.bankerZero ? 0 : handPoint(s.bankerCards.slice(0, 2)));
export const tabNatural = (s: DtState, t: Tab): boolean => !s.tabZero[t] && !s.lostShow[t] && s.hands[t].length === 2 && tabTwo(s, t) >= 8;
/** A two-card 8 or 9 the banker has not lost the right to show (000 §08 VIII.3, applied by 000 §09 VI). */
export const bankerNatural = (s: DtState): boolean => !s.bankerZero && s.bankerCards.length === 2 && bankerTwo(s) >= 8 && (s.bankerShown || s.bankerMayShow);
export const thirdOf = (s: DtState, t: Tab): number | null => (s.hands[t].length > 2 ? cardPoint(s.hands[t][2] as Card) : null);
export const stakesOn = (s: DtState, t: Tab): number => s.accepted.filter((d) => d.tab === t).reduce((a, d) => a + d.amount, 0);
export const live = (s: DtState, t: Tab): boolean => !s.tabVoid[t] && stakesOn(s, t) > 0;

/** A tableau against the banker: a natural beats any non-natural hand (000 §09 VI), else the nearer to 9. */
export function tabWinner(s: DtState, t: Tab): 'punto' | 'banker' | 'tie' {
  const pn = tabNatural(s, t);
  const bn = bankerNatural(s);
  if (s.profile.naturalBeatsThreeCards.value && pn !== bn) return pn ? 'punto' : 'banker';
  const p = tabPoint(s, t);
  const b = bankerPoint(s);
  return p > b ? 'punto' : b > p ? 'banker' : 'tie';
}
