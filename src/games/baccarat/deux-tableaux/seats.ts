/**
 * @module games/baccarat/deux-tableaux/seats
 * Taking and leaving a numbered seat between coups (000 §09 II.3, IV); only seated players handle the cards.
 */
import { withoutSeat } from '../core/seats.js';
import { reject } from '../../../core/errors.js';
import type { PlayerId } from '../../../core/ids.js';
import { citeOf } from '../../../rules/cites.js';
import { NOT_PLAYER, playerOf, wrongPhase } from '../core/handler.js';
import type { DtHandler } from './handler.js';
import { allSeats, seatOf } from './rules.js';

export const sit: DtHandler<'sit'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (s.phase !== 'bank' && s.phase !== 'betting') return wrongPhase('players sit down between coups');
    if (!allSeats(s).includes(a.box)) return reject('deux-tableaux/no-such-seat', `the table has no seat ${a.box}`, s.profile.seatsPerTableau.cite);
    if (s.seats[String(a.box)] !== undefined) return reject('deux-tableaux/seat-taken', 'one player per section');
    if (seatOf(s, p) !== null) return reject('deux-tableaux/already-seated', 'a player takes one seat');
    if (s.banker?.player === p) return reject('deux-tableaux/banker-sits-opposite', 'the banker sits facing the croupier', citeOf(s.profile, 'banker-seat'));
    if (s.declared.some((d) => d.player === p)) return reject('deux-tableaux/withdraw-first', 'take back your stakes first');
    return null;
  },
  run: (s, a) => ({ s: { ...s, seats: { ...s.seats, [String(a.box)]: playerOf(a.by)! } }, events: [{ type: 'seat-taken', player: playerOf(a.by), seat: a.box }] }),
};

export const leave: DtHandler<'leave'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (s.phase !== 'bank' && s.phase !== 'betting') return wrongPhase('players leave between coups');
    if (seatOf(s, p) === null) return reject('deux-tableaux/not-seated', 'you have no seat');
    if (s.declared.some((d) => d.player === p)) return reject('deux-tableaux/withdraw-first', 'take back your stakes first');
    return null;
  },
  run(s, a) {
    const p = playerOf(a.by) as PlayerId;
    const seat = seatOf(s, p) as number;
    const seats = withoutSeat(s.seats, seat);
    return { s: { ...s, seats, ready: s.ready.filter((x) => x !== p) }, events: [{ type: 'seat-vacated', player: p, seat }] };
  },
};
