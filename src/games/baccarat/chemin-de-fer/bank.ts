/**
 * @module games/baccarat/chemin-de-fer/bank
 * Constituting the bank (000 §08 V, 001 §07 V): first to seat 1, then in rotation from the banker's right; a
 * successor to a voluntary leaver takes it with at least his sum; refused by every seated player it is offered to
 * the standing players, then back to the one who passed it, then auctioned (seated players first only on equal
 * bids; the passer may not bid); with no bidder the player on the passer's right must take it for the table
 * minimum or leave his seat. Once awarded the banker may raise the bank, never lower it; taken at a higher sum
 * than the previous bank, the player who went banco before the hand passed has the cards for one coup.
 * The bank is put up when it is taken: the taker's `take-bank` stakes it, a bid at the auction is staked when it is
 * made (the losing bids come back when the auction closes), a raise is staked, a garage or a pass takes the chips
 * back (bank-chips.ts).
 */
import { withoutSeat } from '../core/seats.js';
import { reject } from '../../../core/errors.js';
import type { PlayerId } from '../../../core/ids.js';
import { citeOf } from '../../../rules/cites.js';
import { NOT_CROUPIER, NOT_PLAYER, isCroupier, playerOf, wrongPhase, type CdfEvent, type Handler, type Step } from './handler.js';
import { scaleParts } from './association.js';
import { bankMove, moveParts, partsOf } from './bank-chips.js';
import { fillVacancies, saluteOwed, skipSaluters } from './lists.js';
import { bankMax, priority, rotationFrom, seatOf } from './rules.js';
import type { BankStage, CdfState } from './state.js';

const cite = (s: CdfState) => citeOf(s.profile, 'bank');

/** The smallest sum the bank may be taken with now. */
export function minBank(s: CdfState, forced = false): number {
  if (forced) return s.table.bankMin;
  if (s.stage === 'retake' && s.passed) return s.passed.bank;
  if (s.stage !== 'auction' && s.passed?.voluntary) return Math.max(s.table.bankMin, s.passed.bank);
  return s.table.bankMin;
}

/** Who may take the bank now (null: anyone standing, in the standing stage). */
function taker(s: CdfState): PlayerId | 'standing' | null {
  if (s.phase !== 'bank') return null;
  if (s.stage === 'offer' || s.stage === 'forced') return s.seats[String(s.offerQueue[0])] ?? null;
  if (s.stage === 'retake') return s.passed?.player ?? null;
  if (s.stage === 'standing') return 'standing';
  return null;
}

/** Moves to the next stage of the offer when the present one is exhausted. */
export function advanceStage(s: CdfState, events: CdfEvent[]): CdfState {
  let t = s;
  for (;;) {
    if (t.stage === 'offer' && t.offerQueue.length === 0) t = { ...t, stage: t.profile.standingPlayers.value ? 'standing' : 'retake' };
    else if (t.stage === 'retake' && (!t.passed || !t.profile.passerRetakes.value)) t = { ...t, stage: 'auction' };
    else break;
    events.push({ type: 'bank-offer-stage', stage: t.stage, cite: cite(t) });
  }
  return t;
}

/** Opens the bank for offers: the rotation starts on the right of the seat that passed it (seat 1 at the first coup). */
export function openBank(s: CdfState, events: CdfEvent[]): CdfState {
  const queue = rotationFrom(s, s.passed?.seat ?? (s.profile.seats.value.at(-1) as number)).filter((n) => s.seats[String(n)] !== s.passed?.player);
  events.push({ type: 'bank-offered', to: queue[0] ?? null, minimum: s.passed?.voluntary ? s.passed.bank : s.table.bankMin, cite: cite(s) });
  const t = skipSaluters({ ...s, phase: 'bank', stage: 'offer', offerQueue: queue, bids: [], banker: null, bankStaked: 0, bankChips: [] }, events);
  return advanceStage(t, events);
}

/** The bank goes to `player` for `amount`, whose chips are on the table (staked by the caller: the taking, or his bid). */
export function awardBank(s: CdfState, player: PlayerId, amount: number, events: CdfEvent[]): CdfState {
  const seat = seatOf(s, player);
  events.push({ type: 'bank-taken', player, seat, amount, cite: cite(s) });
  // 000 §08 V: a bank larger than the previous one gives the last banco player the cards for one coup.
  const cardsRight = s.passed && amount > s.passed.bank && s.lastBanco && s.lastBanco !== player ? s.lastBanco : null;
  if (cardsRight) events.push({ type: 'cards-right', player: cardsRight, cite: cite(s) });
  const refusals = { ...s.refusals, [player]: 0 };
  return {
    ...s,
    phase: 'betting',
    stage: null,
    offerQueue: [],
    bids: [],
    refusals,
    banker: { player, seat, bank: amount, initial: amount, winnings: 0, coups: 0, firstCoupTie: false, associates: [] },
    bankStaked: 0,
    bankChips: [{ player, amount }],
    cardsRight,
    bancoSuivi: null,
  };
}

const amountOk = (s: CdfState, amount: number, min: number) => {
  if (!Number.isSafeInteger(amount) || amount <= 0) return reject('chemin/bad-amount', 'a positive whole number of minor units');
  if (amount < min) return reject('chemin/bank-too-small', `the bank must be at least ${min}`, cite(s));
  if (amount > bankMax(s)) return reject('chemin/bank-over-maximum', `the bank maximum is ${bankMax(s)} (100 × the punto minimum)`, cite(s));
  return null;
};

export const takeBank: Handler<'take-bank'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    const who = taker(s);
    if (who === null) return wrongPhase('the bank is not on offer to you');
    if (who === 'standing' ? seatOf(s, p) !== null : who !== p) return reject('chemin/not-your-turn', 'the bank is offered to another player', cite(s));
    const owed = saluteOwed(s, p);
    if (owed) return owed;
    if (s.stage === 'forced' && a.amount !== s.table.bankMin) return reject('chemin/forced-minimum', `the bank is taken for the table minimum ${s.table.bankMin}`, cite(s));
    return amountOk(s, a.amount, minBank(s, s.stage === 'forced'));
  },
  run(s, a) {
    const p = playerOf(a.by) as PlayerId;
    // The bank is put up as it is taken: the taker's chips go on the table now (000 §08 V, 001 §07 V).
    const events: CdfEvent[] = bankMove(s, p, a.amount);
    return { state: awardBank(s, p, a.amount, events), events };
  },
};

export const declineBank: Handler<'decline-bank'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    const who = taker(s);
    if (who === null || who === 'standing' || who !== p) return wrongPhase('the bank is not offered to you');
    return null;
  },
  run(s, a) {
    const p = playerOf(a.by) as PlayerId;
    const events: CdfEvent[] = [{ type: 'bank-declined', player: p, cite: cite(s) }];
    if (s.stage === 'retake') return { state: { ...s, stage: 'auction' }, events: [...events, { type: 'bank-offer-stage', stage: 'auction', cite: cite(s) }] };
    const seat = s.offerQueue[0] as number;
    let seats = s.seats;
    const refusals = { ...s.refusals, [p]: (s.refusals[p] ?? 0) + 1 };
    const limit = s.profile.refusalsToLeave.value;
    if (s.stage === 'forced' || (limit !== null && (refusals[p] ?? 0) >= limit)) {
      // 000 §08 IV: refusing the hand twice in a row costs the seat; V: the forced taker who refuses leaves his seat.
      const rest = withoutSeat(seats, seat);
      seats = rest;
      events.push({ type: 'seat-vacated', player: p, seat, reason: s.stage === 'forced' ? 'refused-the-forced-bank' : 'refused-the-hand-twice', cite: s.stage === 'forced' ? cite(s) : s.profile.refusalsToLeave.cite });
    }
    return continueOffer(fillVacancies({ ...s, seats, refusals, offerQueue: s.offerQueue.slice(1) }, events), events);
  },
};

/** The offer goes on after the head of the queue declined, saluted or lost his seat. */
function continueOffer(s: CdfState, events: CdfEvent[]): Step {
  const queue = s.offerQueue;
  if (s.stage === 'forced') {
    const next = queue.find((n) => s.seats[String(n)] !== undefined);
    if (next === undefined) return noBank(s, events);
    events.push({ type: 'bank-offered', to: next, minimum: s.table.bankMin, forced: true });
    return forcedOffer({ ...s, offerQueue: [next, ...queue.filter((n) => n !== next)] }, events);
  }
  if (queue[0] !== undefined) events.push({ type: 'bank-offered', to: queue[0] });
  return { state: advanceStage(skipSaluters(s, events), events), events };
}

/** The forced offer passes the players who owe the salute; nobody left: no bank. */
function forcedOffer(s: CdfState, events: CdfEvent[]): Step {
  const t = skipSaluters(s, events);
  return t.offerQueue.length ? { state: t, events } : noBank(t, events);
}

/** The inspector records that the player offered the hand is absent: he loses his seat to the first on the waiting list (000 §08 IV). */
export const playerAbsent: Handler<'player-absent'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    if (s.phase !== 'bank' || (s.stage !== 'offer' && s.stage !== 'forced') || s.offerQueue[0] === undefined) return wrongPhase('the hand is not being offered to a seated player');
    return null;
  },
  run(s) {
    const seat = s.offerQueue[0] as number;
    const p = s.seats[String(seat)] as PlayerId;
    const seats = withoutSeat(s.seats, seat);
    const events: CdfEvent[] = [{ type: 'seat-vacated', player: p, seat, reason: 'absent-when-offered-the-hand', cite: citeOf(s.profile, 'seats') }];
    return continueOffer(fillVacancies({ ...s, seats, offerQueue: s.offerQueue.slice(1) }, events), events);
  },
};

/** Nobody at all takes the bank: no coup can be played; the round ends with nothing at stake. */
function noBank(s: CdfState, events: CdfEvent[]): Step {
  events.push({ type: 'no-banker', cite: cite(s) });
  return { state: { ...s, phase: 'over', stage: null, offerQueue: [] }, events };
}

export const closeOffer: Handler<'close-offer'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    if (s.phase !== 'bank' || s.stage !== 'standing') return wrongPhase('the bank is not offered to the standing players');
    return null;
  },
  run(s) {
    const events: CdfEvent[] = [];
    // 000 §08 V: the one who passed the hand may take it back for the same sum; 001 §07 V has no such step.
    const stage: BankStage = s.passed && s.profile.passerRetakes.value ? 'retake' : 'auction';
    events.push({ type: 'bank-offer-stage', stage, cite: cite(s) });
    return { state: { ...s, stage }, events };
  },
};

export const bid: Handler<'bid'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (s.phase !== 'bank' || s.stage !== 'auction') return wrongPhase('the bank is not auctioned');
    if (s.passed && s.passed.voluntary && s.passed.player === p) return reject('chemin/passer-may-not-bid', 'the banker who passed the hand may not bid for it', cite(s));
    if (s.passed && s.passed.voluntary && s.passed.associates?.includes(p)) return reject('chemin/passer-may-not-bid', "the associate of the banker who passed the hand may not bid for it", cite(s));
    const own = s.bids.find((b) => b.player === p);
    if (own && a.amount <= own.amount) return reject('chemin/bid-not-higher', 'a new bid must be higher than your last');
    return amountOk(s, a.amount, s.table.bankMin);
  },
  run(s, a) {
    const p = playerOf(a.by) as PlayerId;
    const own = s.bids.find((b) => b.player === p)?.amount ?? 0;
    const bids = [...s.bids.filter((b) => b.player !== p), { player: p, seat: seatOf(s, p), amount: a.amount, seq: s.seq }];
    // A bid is staked as it is made (a higher one stakes the difference): the winner's becomes the bank.
    return { state: { ...s, bids, seq: s.seq + 1 }, events: [...bankMove(s, p, a.amount - own), { type: 'bank-bid', player: p, amount: a.amount }] };
  },
};

export const closeAuction: Handler<'close-auction'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    if (s.phase !== 'bank' || s.stage !== 'auction') return wrongPhase('no auction is open');
    return null;
  },
  run(s) {
    const events: CdfEvent[] = [];
    if (s.bids.length) {
      // Highest bid; on equal bids seated before standing, then the priority order (000 §08 V).
      const best = s.bids.slice().sort((x, y) => y.amount - x.amount || priority(s, x) - priority(s, y))[0]!;
      events.push({ type: 'auction-won', player: best.player, amount: best.amount, cite: cite(s) });
      // The other bids come back; the winner's stays on the table as the bank.
      for (const b of s.bids) if (b.player !== best.player) events.push(...bankMove(s, b.player, -b.amount, 'outbid'));
      return { state: awardBank({ ...s, bids: [] }, best.player, best.amount, events), events };
    }
    // Nobody bid: the player on the right of the banker who passed must take it for the table minimum.
    const queue = rotationFrom(s, s.passed?.seat ?? null).filter((n) => s.seats[String(n)] !== s.passed?.player);
    if (!queue.length) return noBank(s, events);
    events.push({ type: 'bank-offered', to: queue[0] ?? null, minimum: s.table.bankMin, forced: true, cite: cite(s) });
    return forcedOffer({ ...s, stage: 'forced', offerQueue: queue }, events);
  },
};

export const raiseBank: Handler<'raise-bank'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (s.phase !== 'betting' || s.banker?.player !== p) return wrongPhase('only the banker raises the bank, while stakes are open');
    if (s.declared.length) return reject('chemin/stakes-placed', 'the bank is changed before the stakes', cite(s));
    if (!Number.isSafeInteger(a.amount) || a.amount <= 0) return reject('chemin/bad-amount', 'a positive whole number of minor units');
    if (s.banker.bank + a.amount > bankMax(s)) return reject('chemin/bank-over-maximum', `the bank maximum is ${bankMax(s)}`, cite(s));
    return null;
  },
  run(s, a) {
    const b = s.banker!;
    const banker = { ...b, bank: b.bank + a.amount };
    return {
      state: { ...s, banker, bankChips: partsOf(banker) },
      events: [...moveParts(s, s.bankChips, partsOf(banker)), { type: 'bank-raised', amount: a.amount, bank: banker.bank, cite: cite(s) }],
    };
  },
};

export const garage: Handler<'garage'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (s.phase !== 'betting' || s.banker?.player !== p) return wrongPhase('only the banker garages, while stakes are open');
    if (s.declared.length) return reject('chemin/stakes-placed', 'winnings are taken out of play before the stakes', cite(s));
    const min = s.profile.garageMinMultiple.value * s.table.puntoMin;
    if (s.banker.winnings <= min) return reject('chemin/garage-too-small', `winnings may be garaged once they exceed ${min}`, s.profile.garageMinMultiple.cite);
    if (!Number.isSafeInteger(a.amount) || a.amount <= 0 || a.amount > s.banker.winnings) return reject('chemin/bad-amount', `at most the winnings, ${s.banker.winnings}`);
    return null;
  },
  run(s, a) {
    const b = s.banker!;
    const banker = { ...b, bank: b.bank - a.amount, winnings: b.winnings - a.amount, associates: scaleParts(b.associates, b.bank, b.bank - a.amount) };
    // The garaged winnings leave the bank: they come back to their owners.
    return {
      state: { ...s, banker, bankChips: partsOf(banker) },
      events: [...moveParts(s, s.bankChips, partsOf(banker), 'garage'), { type: 'garage', kind: 'voluntary', amount: a.amount, bank: banker.bank, cite: s.profile.garageMinMultiple.cite }],
    };
  },
};

export const passBank: Handler<'pass-bank'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (s.phase !== 'betting' || s.banker?.player !== p) return wrongPhase('only the banker passes the bank, between coups');
    if (s.declared.length) return reject('chemin/stakes-placed', 'the bank is passed before the stakes', cite(s));
    if (s.banker.coups === 0) return reject('chemin/deal-once', 'the player who takes the bank must deal at least once', cite(s));
    return null;
  },
  run(s) {
    const b = s.banker!;
    // The bank passed comes back to the banker and his associates, and so do the offers to join it.
    const events: CdfEvent[] = [...moveParts(s, s.bankChips, [], 'bank-passed'), ...s.associationOffers.flatMap((o) => bankMove(s, o.player, -o.amount, 'association-lapsed'))];
    events.push({ type: 'bank-passed', player: b.player, bank: b.bank, voluntary: true, cite: cite(s) });
    // 000 §08 VIII.1: cards drawn early may not be used by the player who takes the passed hand.
    const shoe = s.earlyCards.length ? { ...s.shoe, burned: s.shoe.burned.concat(s.earlyCards) } : s.shoe;
    const passed = { player: b.player, seat: b.seat, bank: b.bank, voluntary: true, associates: b.associates.map((x) => x.player) };
    const t: CdfState = { ...s, shoe, passed, bancoSuivi: null, earlyCards: [], associationOffers: [] };
    if (s.earlyCards.length) events.push({ type: 'early-cards-discarded', count: s.earlyCards.length, cite: citeOf(s.profile, 'general-irregularities') });
    return { state: openBank(t, events), events };
  },
};
