/**
 * @module games/baccarat/chemin-de-fer/association
 * Association with the banker (000 §08 V, 001 §07 V): at any passing of the bank, any player, seated or standing,
 * may join the banker, if he accepts, by putting a sum at his disposal. The associate never takes part in the play
 * and wins or loses on the banker's terms. The engine keeps each associate's part of the bank; at "no more bets"
 * the bank's stake is split between the banker and his associates in proportion to their parts, and the coup's
 * result (after the cagnotte) is shared in the same proportion. The banker who passes the hand and his associates
 * may not bid in the auction of that hand (bank.ts). The sum is put at the banker's disposal when it is offered
 * (staked then: "poniendo a su disposición una cantidad determinada", 001 §07 V); it joins the bank's chips on the
 * table if he accepts and comes back if he refuses, or if the offer lapses at "no more bets" or with a passed bank.
 *
 * Rounding between players (croupier default, docs/decisions/baccarat.md): an associate's share of a stake or of a
 * result is rounded toward zero to the minor unit; the banker's share is the rest.
 */
import { reject } from '../../../core/errors.js';
import type { PlayerId } from '../../../core/ids.js';
import { citeOf } from '../../../rules/cites.js';
import { NOT_PLAYER, playerOf, wrongPhase, type Handler } from './handler.js';
import { bankMove, partsOf } from './bank-chips.js';
import { bankMax, declaredBy, seatOf } from './rules.js';
import type { BankShare, CdfState, Part } from './state.js';

const c5 = (s: CdfState) => citeOf(s.profile, 'bank');

/** `x × num / den` rounded toward zero, exact for any safe integers. */
const mulDiv = (x: number, num: number, den: number): number => (den === 0 ? 0 : Number((BigInt(x) * BigInt(num)) / BigInt(den)));

/** The associates' parts after the bank went from `from` to `to` (garage, a win, the false garage), in proportion. */
export const scaleParts = (parts: readonly Part[], from: number, to: number): Part[] => parts.map((x) => ({ player: x.player, amount: mulDiv(x.amount, to, from) }));

/** The bank's stake of `total` split between the banker (first) and his associates in proportion to their parts. */
export function splitBank(s: CdfState, total: number): BankShare[] {
  const b = s.banker!;
  const shares: BankShare[] = b.associates.map((x) => ({ player: x.player, seat: seatOf(s, x.player), stake: mulDiv(total, x.amount, b.bank) }));
  const own = total - shares.reduce((a, x) => a + x.stake, 0);
  return [{ player: b.player, seat: b.seat, stake: own }, ...shares];
}

/** Each share's part of the bank's net result `delta` (banker first: he takes the rounding rest). */
export function shareNets(shares: readonly BankShare[], delta: number): number[] {
  const total = shares.reduce((a, x) => a + x.stake, 0);
  const nets = shares.map((x, i) => (i === 0 ? 0 : mulDiv(delta, x.stake, total)));
  nets[0] = delta - nets.reduce((a, x) => a + x, 0);
  return nets;
}

/** An associate, or a player whose offer awaits the banker: he may not take part in the play. */
export const isAssociate = (s: CdfState, p: PlayerId): boolean => (s.banker?.associates.some((x) => x.player === p) ?? false) || s.associationOffers.some((x) => x.player === p);

const bankerAnswers = (s: CdfState, p: PlayerId | null) => {
  if (!p) return NOT_PLAYER;
  if (s.phase !== 'betting' || s.banker?.player !== p) return wrongPhase('the banker answers an offer of association while stakes are open');
  if (!s.associationOffers.length) return reject('chemin/no-offer', 'nobody offers to join the bank');
  return null;
};

export const associate: Handler<'associate'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (s.phase !== 'betting' || !s.banker) return wrongPhase('a player joins the banker when the bank passes');
    if (s.banker.player === p) return reject('chemin/banker-associates', 'the banker does not join himself');
    if (s.banker.coups > 0) return reject('chemin/not-a-pass', 'a player joins the banker at a passing of the bank, before its first coup', c5(s));
    if (s.declared.length) return reject('chemin/stakes-placed', 'the bank is formed before the stakes', c5(s));
    if (isAssociate(s, p)) return reject('chemin/already-associated', 'you have joined or offered to join the banker', c5(s));
    if (declaredBy(s, p)) return reject('chemin/associate-may-not-play', 'a player who stakes against the bank may not join it', c5(s));
    if (!Number.isSafeInteger(a.amount) || a.amount <= 0) return reject('chemin/bad-amount', 'a positive whole number of minor units');
    if (s.banker.bank + a.amount > bankMax(s)) return reject('chemin/bank-over-maximum', `the bank maximum is ${bankMax(s)}`, c5(s));
    return null;
  },
  run(s, a) {
    const p = playerOf(a.by)!;
    return { state: { ...s, associationOffers: [...s.associationOffers, { player: p, amount: a.amount }] }, events: [...bankMove(s, p, a.amount), { type: 'association-offered', player: p, amount: a.amount, cite: c5(s) }] };
  },
};

export const acceptAssociate: Handler<'accept-associate'> = {
  check(s, a) {
    const r = bankerAnswers(s, playerOf(a.by));
    if (r) return r;
    if (s.declared.length) return reject('chemin/stakes-placed', 'the bank is formed before the stakes', c5(s));
    if (s.banker!.bank + s.associationOffers[0]!.amount > bankMax(s)) return reject('chemin/bank-over-maximum', `the bank maximum is ${bankMax(s)}`, c5(s));
    return null;
  },
  run(s) {
    const b = s.banker!;
    const o = s.associationOffers[0]!;
    const banker = { ...b, bank: b.bank + o.amount, associates: [...b.associates, o] };
    return {
      state: { ...s, banker, bankChips: partsOf(banker), associationOffers: s.associationOffers.slice(1) },
      events: [{ type: 'associated', player: o.player, amount: o.amount, bank: banker.bank, cite: c5(s), note: 'he wins or loses on the banker’s terms and takes no part in the play' }],
    };
  },
};

export const refuseAssociate: Handler<'refuse-associate'> = {
  check: (s, a) => bankerAnswers(s, playerOf(a.by)),
  run(s) {
    const o = s.associationOffers[0]!;
    return { state: { ...s, associationOffers: s.associationOffers.slice(1) }, events: [...bankMove(s, o.player, -o.amount, 'association-refused'), { type: 'association-refused', player: o.player, cite: c5(s) }] };
  },
};
