/**
 * @module games/baccarat/chemin-de-fer/lists
 * The inspector's lists and the salute (000 §08 III–IV, 001 §07 III–IV). The inspector keeps the list of players
 * waiting for a vacant seat. During a shoe a vacant seat goes to the first on that list; when the shoe ends, the
 * seated players who asked to change seat come first. A player who changes seat, or fills a vacant seat, while a
 * shoe is being dealt must let the hand pass — "saluer" — before he may use his priority to take the bank or to go
 * banco; one who arrives when the shoe ends keeps the ordinary priority. A player absent when his turn to take the
 * hand comes loses his seat to the first on the waiting list.
 */
import { withoutSeat } from '../core/seats.js';
import { reject } from '../../../core/errors.js';
import type { PlayerId } from '../../../core/ids.js';
import { citeOf } from '../../../rules/cites.js';
import { NOT_PLAYER, playerOf, wrongPhase, type CdfEvent, type Handler } from './handler.js';
import { seatOf } from './rules.js';
import type { CdfState, Lists } from './state.js';

export const EMPTY_LISTS: Lists = { waiting: [], seatChange: [], mustSalute: [], shoeCoups: 0 };

const c4 = (s: CdfState) => citeOf(s.profile, 'seats');
const c3 = (s: CdfState) => citeOf(s.profile, 'waiting-list');

/** A shoe is being dealt: a coup has been dealt from it (before that, a seat is taken "at the end of the shoe"). */
export const duringShoe = (s: CdfState): boolean => s.lists.shoeCoups > 0;

const vacant = (s: CdfState): number[] => s.profile.seats.value.filter((n) => s.seats[String(n)] === undefined);

/** Seats a player, with the salute owed when he sits while a shoe is being dealt. */
export function seatPlayer(s: CdfState, p: PlayerId, seat: number, reason: string, events: CdfEvent[]): CdfState {
  const salute = duringShoe(s);
  events.push({ type: 'seat-taken', player: p, seat, ...(reason === 'sat' ? {} : { reason }) });
  const mustSalute = salute && !s.lists.mustSalute.includes(p) ? [...s.lists.mustSalute, p] : s.lists.mustSalute;
  if (salute) events.push({ type: 'must-salute', player: p, cite: c4(s) });
  return { ...s, seats: { ...s.seats, [String(seat)]: p }, lists: { ...s.lists, mustSalute } };
}

/**
 * Fills the vacant seats from the lists: during a shoe the waiting list; when the shoe ends, the seated players who
 * asked to change seat first (each to the first vacant seat in number order, his own then falling vacant), then the
 * waiting list.
 */
export function fillVacancies(s0: CdfState, events: CdfEvent[]): CdfState {
  let s = s0;
  if (!duringShoe(s)) {
    const moved: PlayerId[] = [];
    for (const p of s.lists.seatChange) {
      const from = seatOf(s, p);
      const to = vacant(s)[0];
      if (from === null || to === undefined) continue;
      moved.push(p);
      const seats = withoutSeat(s.seats, from);
      s = { ...s, seats: { ...seats, [String(to)]: p }, offerQueue: s.offerQueue.filter((n) => n !== from) };
      events.push({ type: 'seat-changed', player: p, from, to, cite: c4(s) });
    }
    s = { ...s, lists: { ...s.lists, seatChange: s.lists.seatChange.filter((p) => !moved.includes(p) && seatOf(s, p) !== null) } };
  }
  for (;;) {
    const seat = vacant(s)[0];
    const p = s.lists.waiting[0];
    if (seat === undefined || p === undefined) break;
    s = { ...s, lists: { ...s.lists, waiting: s.lists.waiting.slice(1) } };
    s = seatPlayer(s, p, seat, 'waiting-list', events);
  }
  return s;
}

/** Skips, at the head of the bank's offer, the players who owe the salute: the hand passes them and they have saluted. */
export function skipSaluters(s0: CdfState, events: CdfEvent[]): CdfState {
  let s = s0;
  for (;;) {
    const seat = s.offerQueue[0];
    const p = seat === undefined ? undefined : s.seats[String(seat)];
    if (p === undefined || !s.lists.mustSalute.includes(p)) return s;
    events.push({ type: 'saluted', player: p, seat, cite: c4(s) });
    s = { ...s, offerQueue: s.offerQueue.slice(1), lists: { ...s.lists, mustSalute: s.lists.mustSalute.filter((x) => x !== p) } };
    if (s.offerQueue[0] !== undefined) events.push({ type: 'bank-offered', to: s.offerQueue[0] });
  }
}

/** The salute not yet made bars the player's priority for the bank and the banco (000 §08 IV, 001 §07 IV). */
export const saluteOwed = (s: CdfState, p: PlayerId) =>
  s.lists.mustSalute.includes(p) ? reject('chemin/salute-first', 'a player who changed or took a seat during the shoe lets the hand pass ("salutes") before taking the bank or going banco', c4(s)) : null;

const between = (s: CdfState) => s.phase === 'bank' || s.phase === 'betting';

export const joinList: Handler<'join-list'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (seatOf(s, p) !== null) return reject('chemin/already-seated', 'the waiting list is for players without a seat', c3(s));
    if (s.lists.waiting.includes(p)) return reject('chemin/already-listed', 'you are on the waiting list', c3(s));
    if (!between(s)) return wrongPhase('seats are given between coups');
    return null;
  },
  run(s, a) {
    const p = playerOf(a.by)!;
    const events: CdfEvent[] = [{ type: 'waiting-list-joined', player: p, position: s.lists.waiting.length + 1, cite: c3(s) }];
    return { s: fillVacancies({ ...s, lists: { ...s.lists, waiting: [...s.lists.waiting, p] } }, events), events };
  },
};

export const leaveList: Handler<'leave-list'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    return s.lists.waiting.includes(p) || s.lists.seatChange.includes(p) ? null : reject('chemin/not-listed', 'you are on no list');
  },
  run(s, a) {
    const p = playerOf(a.by)!;
    const lists = { ...s.lists, waiting: s.lists.waiting.filter((x) => x !== p), seatChange: s.lists.seatChange.filter((x) => x !== p) };
    return { s: { ...s, lists }, events: [{ type: 'list-left', player: p }] };
  },
};

export const askSeatChange: Handler<'ask-seat-change'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (seatOf(s, p) === null) return reject('chemin/not-seated', 'you have no seat');
    if (s.lists.seatChange.includes(p)) return reject('chemin/already-listed', 'you asked already', c4(s));
    return null;
  },
  run(s, a) {
    const p = playerOf(a.by)!;
    return { s: { ...s, lists: { ...s.lists, seatChange: [...s.lists.seatChange, p] } }, events: [{ type: 'seat-change-asked', player: p, cite: c4(s), note: 'served when the shoe ends' }] };
  },
};
