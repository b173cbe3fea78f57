/**
 * @module games/baccarat/deux-tableaux/bank
 * The bank (000 §09 V, 001 §08 V): at the opening the inspector names the banker and the amount, else he auctions
 * it (equal offers: drawing lots); after his first coup the banker may leave; a bank with no funds left has
 * "jumped": the banker makes a new deposit at least equal to the first, or leaves; a bank given up is offered to
 * another player for the same initial sum, else auctioned again, and a new shoe starts; no bidder ends the game.
 * A banker who wins and leaves may not bank again while that shoe lasts. The bank is put up when it is taken, bids
 * when they are made, a new deposit when it is made; leaving takes it back (bank-chips.ts).
 */
import { reject } from '../../../core/errors.js';
import type { PlayerId } from '../../../core/ids.js';
import type { Rng } from '../../../rng/rng.js';
import { citeOf } from '../../../rules/cites.js';
import { NOT_CROUPIER, NOT_PLAYER, isCroupier, playerOf, wrongPhase } from '../core/handler.js';
import { bankMove } from './bank-chips.js';
import type { DtEvent, DtHandler } from './handler.js';
import { seatOf } from './rules.js';
import type { DtState } from './state.js';

const c5 = (s: DtState) => citeOf(s.profile, 'bank');

/**
 * The bank goes to `player` for `amount`, put up now: his bid at the auction stays on the table as the bank (`bid`),
 * else his chips are staked; every other bid comes back.
 */
export function award(s: DtState, player: PlayerId, amount: number, events: DtEvent[], bid = false): DtState {
  for (const b of s.bids) if (!(bid && b.player === player)) events.push(...bankMove(b.player, -b.amount, 'outbid'));
  if (!bid) events.push(...bankMove(player, amount));
  events.push({ type: 'bank-taken', player, amount, mode: s.table.mode, cite: c5(s) });
  return { ...s, phase: 'betting', banker: { player, bank: amount, initial: amount, coups: 0, won: 0 }, bankStaked: 0, bankChips: amount, offer: null, bids: [] };
}

const amountCheck = (s: DtState, amount: number) => {
  if (!Number.isSafeInteger(amount) || amount <= 0) return reject('deux-tableaux/bad-amount', 'a positive whole number of minor units');
  if (amount < s.table.bankMin) return reject('deux-tableaux/bank-too-small', `the bank minimum is ${s.table.bankMin}`, c5(s));
  if (s.table.mode === 'limited' && amount > s.table.bankMax) return reject('deux-tableaux/bank-over-maximum', `the bank maximum is ${s.table.bankMax}`, c5(s));
  return null;
};
const open = (s: DtState) => s.phase === 'bank' && s.banker === null;

export const awardBank: DtHandler<'award-bank'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    if (!open(s)) return wrongPhase('the bank is awarded when nobody holds it');
    if (s.barred.includes(a.player)) return reject('deux-tableaux/barred', 'a banker who won and withdrew may not bank again in this shoe', c5(s));
    return amountCheck(s, a.amount);
  },
  run(s, a) {
    const events: DtEvent[] = [{ type: 'bank-announced', player: a.player, amount: a.amount, cite: c5(s) }];
    return { state: award(s, a.player, a.amount, events), events };
  },
};

export const takeBank: DtHandler<'take-bank'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (!open(s) || s.offer === null) return wrongPhase('no bank is on offer for a fixed sum');
    if (s.barred.includes(p)) return reject('deux-tableaux/barred', 'a banker who won and withdrew may not bank again in this shoe', c5(s));
    return null;
  },
  run(s, a) {
    const events: DtEvent[] = [];
    return { state: award(s, playerOf(a.by)!, s.offer!, events), events };
  },
};

export const bid: DtHandler<'bid'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (!open(s)) return wrongPhase('the bank is not auctioned');
    if (s.barred.includes(p)) return reject('deux-tableaux/barred', 'a banker who won and withdrew may not bank again in this shoe', c5(s));
    const own = s.bids.find((b) => b.player === p);
    if (own && a.amount <= own.amount) return reject('deux-tableaux/bid-not-higher', 'a new bid must be higher than your last');
    return amountCheck(s, a.amount);
  },
  run(s, a) {
    const p = playerOf(a.by)!;
    const own = s.bids.find((b) => b.player === p)?.amount ?? 0;
    // A bid is staked as it is made (a higher one stakes the difference).
    return { state: { ...s, bids: [...s.bids.filter((b) => b.player !== p), { player: p, seat: seatOf(s, p), amount: a.amount, seq: s.seq }], seq: s.seq + 1 }, events: [...bankMove(p, a.amount - own), { type: 'bank-bid', player: p, amount: a.amount }] };
  },
};

/** The best bids (equal offers are drawn by lot, 000 §09 V.1). */
export const bestBids = (s: DtState) => {
  const top = Math.max(...s.bids.map((b) => b.amount));
  return s.bids.filter((b) => b.amount === top).sort((x, y) => x.seq - y.seq);
};

export const closeAuction: DtHandler<'close-auction'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    if (!open(s)) return wrongPhase('no auction is open');
    const n = s.bids.length ? bestBids(s).length : 0;
    if (n > 1 && (a.lot === undefined || !Number.isInteger(a.lot) || a.lot < 0 || a.lot >= n)) return reject('deux-tableaux/lot-needed', `equal offers: the lot picks one of ${n}`, c5(s));
    return null;
  },
  run(s, a) {
    const events: DtEvent[] = [];
    if (!s.bids.length) {
      // 000 §09 V.1: no bidder: the game ends.
      events.push({ type: 'game-ended', reason: 'no-bidder', cite: c5(s) });
      return { state: { ...s, phase: 'over', closed: true, result: null }, events };
    }
    const best = bestBids(s);
    const w = best[best.length > 1 ? (a.lot as number) : 0]!;
    events.push({ type: 'auction-won', player: w.player, amount: w.amount, ...(best.length > 1 ? { lot: a.lot, among: best.map((b) => b.player), cite: c5(s) } : {}) });
    return { state: award(s, w.player, w.amount, events, true), events };
  },
};

/** Fills the drawing of lots between equal offers or equal bancos. */
export const drawLot = (n: number, rng: Rng): number => rng.int(n);

export const leaveBank: DtHandler<'leave-bank'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (s.banker?.player !== p || (s.phase !== 'betting' && s.phase !== 'bank')) return wrongPhase('the banker leaves between coups');
    if (s.declared.length) return reject('deux-tableaux/stakes-placed', 'the bank is left before the stakes');
    if (s.banker.coups === 0) return reject('deux-tableaux/first-coup', 'the banker may leave after the first coup', c5(s));
    return null;
  },
  run(s) {
    const b = s.banker!;
    const events: DtEvent[] = [];
    const barred = b.won > 0 ? [...s.barred, b.player] : s.barred;
    // The bank he leaves comes back to him.
    events.push(...bankMove(b.player, -s.bankChips, 'bank-left'));
    events.push({ type: 'bank-left', player: b.player, withdrawn: b.bank, offeredFor: b.initial, cite: c5(s), ...(b.won > 0 ? { barredThisShoe: true } : {}) });
    return { state: { ...s, phase: 'bank', banker: null, bankStaked: 0, bankChips: 0, offer: b.initial, barred, bids: [] }, events };
  },
};

export const redeposit: DtHandler<'redeposit'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (s.phase !== 'bank' || s.banker?.player !== p || s.banker.bank > 0) return wrongPhase('a new deposit follows a bank that has jumped');
    if (!Number.isSafeInteger(a.amount) || a.amount < s.banker.initial) return reject('deux-tableaux/deposit-too-small', `the new deposit must be at least the first, ${s.banker.initial}`, c5(s));
    return null;
  },
  run(s, a) {
    const b = s.banker!;
    const banker = { ...b, bank: a.amount, initial: a.amount };
    // The new deposit is put up as it is made.
    const events: DtEvent[] = [...bankMove(b.player, a.amount - s.bankChips), { type: 'bank-redeposited', player: b.player, amount: a.amount, cite: c5(s) }];
    if (!a.newShoe) return { state: { ...s, phase: 'betting', banker, bankChips: a.amount }, events };
    // 000 §09 V.1: "if he continues, he may change the sabot": the next coup starts a new shoe; nothing is at stake now.
    events.push({ type: 'shoe-change-asked', player: b.player, cite: c5(s) });
    return { state: { ...s, phase: 'over', banker, bankChips: a.amount, changeShoe: true, result: null }, events };
  },
};
