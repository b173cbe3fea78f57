/**
 * @module games/baccarat/chemin-de-fer/seats
 * Sitting down and leaving between coups (000 §08 IV: one player per section; a seat is never filled while it is
 * only momentarily empty — the engine leaves that to the inspector's list).
 */
import { withoutSeat } from '../core/seats.js';
import { reject } from '../../../core/errors.js';
import type { PlayerId } from '../../../core/ids.js';
import { citeOf } from '../../../rules/cites.js';
import { NOT_PLAYER, playerOf, wrongPhase, type CdfEvent, type Handler } from './handler.js';
import { duringShoe, fillVacancies, seatPlayer } from './lists.js';
import { seatOf } from './rules.js';

export const sit: Handler<'sit'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (s.phase !== 'bank' && s.phase !== 'betting') return wrongPhase('players sit down between coups');
    if (!s.profile.seats.value.includes(a.box)) return reject('chemin/no-such-seat', `the table has no seat ${a.box}`, s.profile.seats.cite);
    if (s.seats[String(a.box)] !== undefined) return reject('chemin/seat-taken', 'one player per section', '000 §08 II.3');
    if (seatOf(s, p) !== null) return reject('chemin/already-seated', 'a player takes one seat', citeOf(s.profile, 'seats'));
    if (s.declared.some((d) => d.player === p)) return reject('chemin/withdraw-first', 'take back your stake before sitting down');
    // 000 §08 IV: during a shoe the vacant seats go first to the inspector's waiting list.
    if (duringShoe(s) && s.lists.waiting.length && s.lists.waiting[0] !== p) return reject('chemin/waiting-list-first', 'during a shoe a vacant seat goes to the first player on the waiting list', citeOf(s.profile, 'seats'));
    return null;
  },
  run(s, a) {
    const p = playerOf(a.by)!;
    const events: CdfEvent[] = [];
    const t = seatPlayer({ ...s, lists: { ...s.lists, waiting: s.lists.waiting.filter((x) => x !== p) } }, p, a.box, 'sat', events);
    return { s: t, events };
  },
};

export const leave: Handler<'leave'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (s.phase !== 'bank' && s.phase !== 'betting') return wrongPhase('players leave between coups');
    if (seatOf(s, p) === null) return reject('chemin/not-seated', 'you have no seat');
    if (s.banker?.player === p) return reject('chemin/banker-stays', 'the banker passes the bank before leaving');
    if (s.declared.some((d) => d.player === p)) return reject('chemin/withdraw-first', 'take back your stake before leaving');
    if ((s.stage === 'offer' || s.stage === 'forced') && s.seats[String(s.offerQueue[0])] === p) return reject('chemin/answer-the-offer', 'the bank is offered to you: take it or decline it');
    return null;
  },
  run(s, a) {
    const p = playerOf(a.by) as PlayerId;
    const seat = seatOf(s, p) as number;
    const seats = withoutSeat(s.seats, seat);
    const events: CdfEvent[] = [{ type: 'seat-vacated', player: p, seat, reason: 'left' }];
    const lists = { ...s.lists, seatChange: s.lists.seatChange.filter((x) => x !== p) };
    return { s: fillVacancies({ ...s, seats, lists, offerQueue: s.offerQueue.filter((n) => n !== seat), ready: s.ready.filter((x) => x !== p) }, events), events };
  },
};
