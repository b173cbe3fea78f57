/**
 * @module games/baccarat/punto-banca/apply
 * The rules of punto y banca on the reducer scaffold (core/reducer.ts): per action, the check `legalActions` lists
 * with (check.ts) and the transition, which produces the next state and its events and never mutates the given state.
 */
import type { GameEvent } from '../../../core/contract.js';
import { makeReducer, unknownAction, type Rules, type Step } from '../../../core/reducer.js';
import { reject } from '../../../core/errors.js';
import type { PlayerId } from '../../../core/ids.js';
import type { Card } from '../../../cards/card.js';
import { draw as drawFromShoe } from '../../../shoe/shoe.js';
import { coupWinner, type Side } from '../core/coup.js';
import { handPoint, cardPoint } from '../core/values.js';
import * as C from './check.js';
import { checkShufflerFailure, runShufflerFailure } from './shuffler.js';
import { due, freeSeat, largestPuntoBettor, modelOf, nextSeat, seatOf } from './rules.js';
import type { PbAction, PbState, Spot } from './state.js';

export type PbEvent = GameEvent & Readonly<Record<string, unknown>>;
type Result = Step<PbState, PbEvent>;
type Act<T extends PbAction['type']> = Extract<PbAction, { type: T }>;

const ok = (state: PbState, events: PbEvent[]): Result => ({ state, events });

/** The next card of the coup: a card set aside face down first (003 §2.2.7.22), else the shoe's next. */
function take(s: PbState): { s: PbState; card: Card; events: PbEvent[] } {
  if (s.pending.length > 0) return { s: { ...s, pending: s.pending.slice(1) }, card: s.pending[0] as Card, events: [] };
  return fromShoe(s);
}
function fromShoe(s: PbState): { s: PbState; card: Card; events: PbEvent[] } {
  const d = drawFromShoe(s.shoe);
  const lastCoup = s.lastCoup || d.events.some((e) => e.type === 'cut-card-out');
  return { s: { ...s, shoe: d.shoe, lastCoup }, card: d.card, events: d.events as PbEvent[] };
}

/** After a card: the next phase (drawing while a card is due, then result). */
const afterCards = (s: PbState): PbState => ({ ...s, phase: due(s) === null ? 'result' : 'drawing' });

const RULES: Rules<PbState, PbAction, PbEvent> = {
  sit: {
    check: (s, a) => C.checkSit(s, a.by, a.box),
    run(s, a) {
      const p = (a.by as { player: PlayerId }).player;
      const seats = { ...s.seats, [String(a.box)]: p };
      const holder = s.shoeHolder === null && modelOf(s).dealing === 'players' ? a.box : s.shoeHolder;
      const events: PbEvent[] = [{ type: 'seat-taken', player: p, seat: a.box }];
      if (holder !== s.shoeHolder) events.push({ type: 'shoe-passed', to: holder, reason: 'first-seated', cite: '000 §07 IV' });
      return ok({ ...s, seats, shoeHolder: holder, holderDealt: holder !== s.shoeHolder ? 0 : s.holderDealt }, events);
    },
  },
  leave: {
    check: (s, a) => C.checkLeave(s, a.by),
    run(s, a) {
      const p = (a.by as { player: PlayerId }).player;
      const seat = seatOf(s, p) as number;
      const seats: Record<string, PlayerId> = { ...s.seats };
      delete seats[String(seat)];
      const events: PbEvent[] = [{ type: 'seat-vacated', player: p, seat, reason: 'left' }];
      let holder = s.shoeHolder;
      if (holder === seat) {
        holder = nextSeat(s, seat, seats);
        events.push({ type: 'shoe-passed', from: seat, to: holder, reason: 'holder-left' });
      }
      return ok({ ...s, seats, shoeHolder: holder, holderDealt: holder !== s.shoeHolder ? 0 : s.holderDealt, ready: s.ready.filter((x) => x !== p) }, events);
    },
  },
  bet: {
    check: (s, a) => C.checkBet(s, a.by, a.spot, a.amount),
    run(s, a) {
      const p = (a.by as { player: PlayerId }).player;
      let seat = seatOf(s, p);
      const events: PbEvent[] = [];
      let seated = s;
      if (seat === null && !s.profile.standingBettors.value) {
        seat = freeSeat(s) as number;
        seated = { ...s, seats: { ...s.seats, [String(seat)]: p } };
        events.push({ type: 'seat-taken', player: p, seat, reason: 'bet-without-seat', cite: s.profile.standingBettors.cite });
      }
      const bet = seat === null ? { bettor: p, spot: a.spot, amount: a.amount } : { bettor: p, box: seat, spot: a.spot, amount: a.amount };
      const stake: PbEvent = seat === null ? { type: 'stake', bettor: p, bet: a.spot, amount: a.amount } : { type: 'stake', bettor: p, box: seat, bet: a.spot, amount: a.amount };
      return ok({ ...seated, bets: [...s.bets, bet] }, [...events, stake]);
    },
  },
  withdraw: {
    check: (s, a) => C.checkWithdraw(s, a.by, a.spot),
    run(s, a) {
      const p = (a.by as { player: PlayerId }).player;
      return ok({ ...s, bets: s.bets.filter((b) => !(b.bettor === p && b.spot === a.spot)) }, withdrawals(s, (b) => b.bettor === p && b.spot === a.spot));
    },
  },
  done: {
    check: (s, a) => C.checkDone(s, a.by),
    run: (s, a) => ok({ ...s, ready: [...s.ready, (a.by as { player: PlayerId }).player] }, []),
  },
  'pass-shoe': { check: (s, a) => C.checkPassShoe(s, a.by), run: passShoe },
  'close-bets': {
    check: (s, a) => C.checkCloseBets(s, a.by),
    run: (s) => ok({ ...s, phase: 'dealing' }, [{ type: 'bets-closed', cite: '000 §07 VII' }]),
  },
  deal: { check: (s, a) => C.checkDeal(s, a.by, a.placed), run: deal },
  draw: {
    check: (s, a) => C.checkDraw(s, a.by),
    run(s) {
      const side = due(s) as Side;
      const t = take(s);
      const next = side === 'punto' ? { ...t.s, punto: [...t.s.punto, t.card] } : { ...t.s, banca: [...t.s.banca, t.card] };
      return ok(afterCards(next), [...t.events, { type: 'card-dealt', hand: side, card: t.card, third: true, cite: '000 §07 VI.2' }]);
    },
  },
  announce: { check: (s, a) => C.checkAnnounce(s, a.by), run: announce },
  'extra-card': {
    check: (s, a) => C.checkExtraCard(s, a.by, a.faceUp),
    run(s, a) {
      const t = fromShoe(s);
      if (!a.faceUp) return ok({ ...t.s, pending: [...t.s.pending, t.card] }, [...t.events, { type: 'extra-card-set-aside', faceUp: false, cite: '003 §2.2.7.22' }]);
      return ok({ ...t.s, deadCards: [...t.s.deadCards, t.card] }, [...t.events, { type: 'extra-card-set-aside', faceUp: true, card: t.card, nextHandWithoutBets: true, cite: '003 §2.2.7.23' }]);
    },
  },
  'shuffler-failure': {
    // The shuffle is the action's random result: `legalActions` lists the action before `randomize` fills it.
    check: (s, a) => checkShufflerFailure(s, a) ?? (a.order === undefined ? reject('punto-banca/needs-randomize', 'the shuffle is filled by randomize before the action is applied') : null),
    run: (s, a) => {
      const t = runShufflerFailure(s, a);
      return ok(t.s, t.events);
    },
  },
  'wrong-third-card': {
    check: (s, a) => C.checkWrongThirdCard(s, a.by, a.hand),
    run(s, a) {
      const t = take(s);
      return ok({ ...t.s, deadCards: [...t.s.deadCards, t.card] }, [
        ...t.events,
        { type: 'wrong-card-withdrawn', hand: a.hand, card: t.card, nextHandWithoutBets: true, cite: '003 §2.2.7.23' },
      ]);
    },
  },
};

/** Every bet on the table: the chips the coup holds, which its settlement covers (core/reducer `conservation`). */
export const pbChips = (s: PbState): number => s.bets.reduce((t, b) => t + b.amount, 0);

export const pbReducer = makeReducer<PbState, PbAction, PbEvent>({ rules: RULES, unknown: unknownAction('punto-banca'), chips: pbChips });

function withdrawals(s: PbState, which: (b: PbState['bets'][number]) => boolean): PbEvent[] {
  const sums = new Map<string, { bettor: PlayerId; box?: number; bet: Spot; amount: number }>();
  for (const b of s.bets.filter(which)) {
    const k = `${b.bettor}|${b.box ?? ''}|${b.spot}`;
    const e = sums.get(k);
    if (e) e.amount += b.amount;
    else sums.set(k, b.box === undefined ? { bettor: b.bettor, bet: b.spot, amount: b.amount } : { bettor: b.bettor, box: b.box, bet: b.spot, amount: b.amount });
  }
  return [...sums.values()].map((x) => ({ type: 'stake-withdrawn', ...x }));
}

function passShoe(s: PbState, a: Act<'pass-shoe'>): Result {
  const p = (a.by as { player: PlayerId }).player;
  const seat = s.shoeHolder as number;
  const rot = s.profile.shoeRotation;
  const events: PbEvent[] = [];
  let seats = s.seats;
  let salutes = s.salutes;
  let refusals = s.refusals;
  if (s.holderDealt === 0) {
    // Refusing the shoe (000 §07 IV: passes it to the player on his right); 001 §06 VII: twice in a row costs the seat.
    refusals = { ...refusals, [p]: (refusals[p] ?? 0) + 1 };
    events.push({ type: 'shoe-refused', player: p, seat, cite: '000 §07 IV' });
    if (rot.value.refusalsToLeave !== null && (refusals[p] ?? 0) >= rot.value.refusalsToLeave) {
      if (s.bets.some((b) => b.bettor === p)) events.push(...withdrawals(s, (b) => b.bettor === p && b.box === seat));
      const rest: Record<string, PlayerId> = { ...seats };
      delete rest[String(seat)];
      seats = rest;
      events.push({ type: 'seat-vacated', player: p, seat, reason: 'refused-the-hand-twice', cite: rot.cite });
    }
  } else {
    salutes = { ...salutes, [p]: (salutes[p] ?? 0) + 1 };
    events.push({ type: 'shoe-saluted', player: p, seat, cite: rot.cite });
  }
  const to = nextSeat(s, seat, seats);
  events.push({ type: 'shoe-passed', from: seat, to, reason: s.holderDealt === 0 ? 'refused' : 'saluted' });
  const vacated = seats !== s.seats;
  const bets = vacated ? s.bets.filter((b) => !(b.bettor === p && b.box === seat)) : s.bets;
  return ok({ ...s, seats, salutes, refusals, bets, shoeHolder: to, holderDealt: 0, ready: vacated ? s.ready.filter((x) => x !== p) : s.ready }, events);
}

const ORDER: readonly Side[] = ['punto', 'banca', 'punto', 'banca'];

function deal(s0: PbState, a: Act<'deal'>): Result {
  const events: PbEvent[] = [];
  let s = s0;
  if (s.phase === 'betting') {
    // 003 §2.2.7.24: dealt before the players bet: the hand is played to the end without bets.
    events.push({ type: 'dealt-before-bets', cite: '003 §2.2.7.24' }, ...withdrawals(s, () => true));
    s = { ...s, bets: [], dead: true, phase: 'dealing' };
  }
  const model = modelOf(s);
  const dealtBy = model.dealing === 'players' ? s.shoeHolder : null;
  const puntoHolder = largestPuntoBettor(s);
  events.push({ type: 'cards-called', dealtBy, puntoHolder, cite: '000 §07 VII' });
  const punto: Card[] = [];
  const banca: Card[] = [];
  for (let i = 0; i < 4; i++) {
    const t = take(s);
    s = t.s;
    events.push(...t.events);
    const side = ORDER[i] as Side;
    (side === 'punto' ? punto : banca).push(t.card);
    events.push({ type: 'card-dealt', hand: side, card: t.card, third: false });
  }
  if (a.placed && a.placed.some((x, i) => x !== ORDER[i]))
    events.push({ type: 'card-order-corrected', placed: a.placed, cite: '000 §07 VII; 003 §2.1.10', note: 'cards 1 and 3 to punto, 2 and 4 to banca' });
  events.push({ type: 'points-announced', punto: handPoint(punto), banca: handPoint(banca) });
  if (handPoint(punto) >= 8 || handPoint(banca) >= 8) events.push({ type: 'natural', cite: '000 §07 VI.1' });
  return ok(afterCards({ ...s, punto, banca, dealtBy, puntoHolder }), events);
}

function announce(s: PbState): Result {
  const pp = handPoint(s.punto);
  const bp = handPoint(s.banca);
  const winner = coupWinner(pp, bp);
  const events: PbEvent[] = [{ type: 'coup-result', winner, punto: pp, banca: bp, bancaSix: winner === 'banca' && bp === 6, puntoThird: s.punto[2] ? cardPoint(s.punto[2]) : null }];
  let shoeHolder = s.shoeHolder;
  let holderDealt = s.holderDealt;
  let refusals = s.refusals;
  if (modelOf(s).dealing === 'players' && s.dealtBy !== null) {
    const dealer = s.seats[String(s.dealtBy)];
    if (dealer !== undefined && refusals[dealer]) refusals = { ...refusals, [dealer]: 0 };
    if (winner === 'punto') {
      shoeHolder = nextSeat(s, s.dealtBy);
      holderDealt = 0;
      events.push({ type: 'shoe-passed', from: s.dealtBy, to: shoeHolder, reason: 'banca-lost', cite: s.profile.shoeRotation.cite });
    } else holderDealt = s.holderDealt + 1;
  }
  if (s.lastCoup) events.push({ type: 'shoe-ended', cite: '000 §07 VII' });
  return ok({ ...s, phase: 'over', result: { winner, puntoPoint: pp, bancaPoint: bp }, shoeHolder, holderDealt, refusals }, events);
}
