/**
 * @module games/baccarat/punto-banca/check
 * One check per action (STYLE §1): `legalActions` lists what passes, `apply` refuses with the same reason.
 * Each returns null when the action is allowed, or the rejection with the rule it enforces.
 */
import { reject, type Rejection } from '../../../core/errors.js';
import type { Actor, PlayerId } from '../../../core/ids.js';
import { remaining } from '../../../shoe/shoe.js';
import type { Side } from '../core/coup.js';
import { due, freeSeat, isDealer, modelOf, seatOf, spotLimits, spotStep, stakedOn } from './rules.js';
import type { PbState, Spot } from './state.js';

const playerOf = (by: Actor): PlayerId | null => (by.kind === 'player' ? by.player : null);
const notPlayer = reject('punto-banca/players-only', 'only a player may do this');
const notDealer = reject('punto-banca/dealer-only', 'only the croupier may do this');

const bettingOpen = (s: PbState): Rejection | null => {
  if (s.phase !== 'betting') return reject('punto-banca/betting-closed', 'bets are closed ("no va más")', '000 §07 VII');
  return null;
};

export function checkSit(s: PbState, by: Actor, seat: number): Rejection | null {
  const p = playerOf(by);
  if (!p) return notPlayer;
  const r = bettingOpen(s);
  if (r) return r;
  if (!modelOf(s).seats.includes(seat)) return reject('punto-banca/no-such-seat', `the table has no seat ${seat}`, s.profile.models.cite);
  if (s.seats[String(seat)] !== undefined) return reject('punto-banca/seat-taken', 'one seated player per section', '000 §07 II.3');
  if (seatOf(s, p) !== null) return reject('punto-banca/already-seated', 'a player takes one seat');
  return null;
}

export function checkLeave(s: PbState, by: Actor): Rejection | null {
  const p = playerOf(by);
  if (!p) return notPlayer;
  const r = bettingOpen(s);
  if (r) return r;
  if (seatOf(s, p) === null) return reject('punto-banca/not-seated', 'you have no seat');
  if (s.bets.some((b) => b.bettor === p)) return reject('punto-banca/withdraw-first', 'take back your bets before leaving the seat');
  return null;
}

export function checkBet(s: PbState, by: Actor, spot: Spot, amount: number): Rejection | null {
  const p = playerOf(by);
  if (!p) return notPlayer;
  if (s.dead) return reject('punto-banca/hand-without-bets', 'this hand is played without bets', '003 §2.2.7.23');
  const r = bettingOpen(s);
  if (r) return r;
  if (spot === 'tie' && !s.profile.tie.value.offered) return reject('punto-banca/no-tie-bet', 'the tie bet is not offered here', s.profile.tie.cite);
  // Where nobody bets standing, a player without a seat takes the first free box with his bet.
  if (seatOf(s, p) === null && !s.profile.standingBettors.value && freeSeat(s) === null) return reject('punto-banca/table-full', 'every box is taken', s.profile.standingBettors.cite);
  if (!Number.isSafeInteger(amount) || amount <= 0) return reject('punto-banca/bad-amount', 'a bet is a positive whole number of minor units');
  if (s.profile.spotsPerPlayer.value === 'one-side-plus-tie' && spot !== 'tie') {
    const other: Spot = spot === 'punto' ? 'banca' : 'punto';
    if (stakedOn(s.bets, p, other) > 0) return reject('punto-banca/one-side-only', 'a player bets on banker or player, not both', s.profile.spotsPerPlayer.cite);
  }
  const lim = spotLimits(s, spot);
  const total = stakedOn(s.bets, p, spot) + amount;
  if (total < lim.min) return reject('punto-banca/bet-under-minimum', `the minimum on ${spot} is ${lim.min}`, s.profile.maxMultiples.cite);
  if (total > lim.max && s.profile.overMax.value === 'reject') return reject('punto-banca/bet-over-limit', `the maximum on ${spot} is ${lim.max}`, s.profile.maxMultiples.cite);
  const step = spotStep(s, spot);
  if (amount % step !== 0) {
    const cite = spot === 'banca' && s.profile.bancaStakeMultiple.value > 1 ? s.profile.bancaStakeMultiple.cite : '000 §07 V';
    return reject('punto-banca/bad-multiple', `bets on ${spot} go in multiples of ${step}`, cite);
  }
  return null;
}

export function checkWithdraw(s: PbState, by: Actor, spot: Spot): Rejection | null {
  const p = playerOf(by);
  if (!p) return notPlayer;
  const r = bettingOpen(s);
  if (r) return r;
  if (stakedOn(s.bets, p, spot) === 0) return reject('punto-banca/no-bet', `you have no bet on ${spot}`);
  return null;
}

export function checkDone(s: PbState, by: Actor): Rejection | null {
  const p = playerOf(by);
  if (!p) return notPlayer;
  const r = bettingOpen(s);
  if (r) return r;
  if (seatOf(s, p) === null && !s.table.players.includes(p) && !s.bets.some((b) => b.bettor === p)) return reject('punto-banca/not-at-table', 'only players at the table are waited for');
  if (s.ready.includes(p)) return reject('punto-banca/already-done', 'you have already finished betting');
  return null;
}

export function checkPassShoe(s: PbState, by: Actor): Rejection | null {
  const p = playerOf(by);
  if (!p) return notPlayer;
  const r = bettingOpen(s);
  if (r) return r;
  if (modelOf(s).dealing !== 'players') return reject('punto-banca/croupier-deals', 'at this table the croupier deals', s.profile.models.cite);
  if (s.shoeHolder === null || s.seats[String(s.shoeHolder)] !== p) return reject('punto-banca/not-shoe-holder', 'you do not hold the shoe');
  const limit = s.profile.shoeRotation.value.salutesPerShoe;
  if (s.holderDealt > 0 && limit !== null && (s.salutes[p] ?? 0) >= limit)
    return reject('punto-banca/salute-limit', `the shoe may be saluted ${limit} time(s) per shoe`, s.profile.shoeRotation.cite);
  return null;
}

export function checkCloseBets(s: PbState, by: Actor): Rejection | null {
  if (!isDealer(by)) return notDealer;
  const r = bettingOpen(s);
  if (r) return r;
  // A coup is dealt for the players at the table; with nobody there and no bet there is nothing to deal.
  if (!s.bets.length && !Object.keys(s.seats).length && !s.table.players.length) return reject('punto-banca/empty-table', 'nobody is at the table');
  return null;
}

/** `deal` after "no va más"; while bets are open only where 003 §2.2.7.24 says what follows (a hand without bets). */
export function checkDeal(s: PbState, by: Actor, placed?: readonly Side[]): Rejection | null {
  if (!isDealer(by)) return notDealer;
  if (s.phase === 'betting') {
    if (s.profile.irregularities.value !== '003') return reject('punto-banca/bets-open', 'the cards are dealt after "no va más"', '000 §07 VII');
  } else if (s.phase !== 'dealing') return reject('punto-banca/not-dealing', 'the first four cards are already dealt');
  if (placed !== undefined && (placed.length !== 4 || placed.filter((x) => x === 'punto').length !== 2))
    return reject('punto-banca/bad-placement', 'the deal places two cards on each hand', '000 §07 VII');
  return null;
}

export function checkDraw(s: PbState, by: Actor): Rejection | null {
  if (!isDealer(by)) return notDealer;
  if (s.phase !== 'drawing') return reject('punto-banca/no-card-due', 'no third card is due now', '000 §07 VI.2');
  return null;
}

export function checkAnnounce(s: PbState, by: Actor): Rejection | null {
  if (!isDealer(by)) return notDealer;
  if (s.phase !== 'result') return reject('punto-banca/coup-not-complete', 'the coup is not complete');
  return null;
}

const irregularityPhases = ['dealing', 'drawing', 'result'];

/**
 * A card out of turn that leaves the coup (an extra card face up, a wrongly given one) may come out only while the shoe
 * holds one more than the coup may still draw from it: six cards at most (two hands of three), less those dealt and
 * those set aside for it. An extra card face down is set aside as the coup's next card (003 §2.2.7.22): it needs only a
 * card in the shoe. Without this the croupier could be offered an irregularity that empties the shoe under the coup.
 */
function cardToSpare(s: PbState, leavesCoup: boolean): Rejection | null {
  const needed = leavesCoup ? Math.max(0, 6 - s.punto.length - s.banca.length - s.pending.length) : 0;
  if (remaining(s.shoe) <= needed) return reject('shoe/exhausted', 'the shoe holds only the cards the coup may still need');
  return null;
}

export function checkExtraCard(s: PbState, by: Actor, faceUp: boolean): Rejection | null {
  if (!isDealer(by)) return notDealer;
  if (s.profile.irregularities.value !== '003') return reject('punto-banca/no-such-rule', 'this profile has no rule for an extra card', s.profile.irregularities.cite);
  if (!irregularityPhases.includes(s.phase)) return reject('punto-banca/not-dealing', 'cards come out of the shoe only while the coup is dealt');
  return cardToSpare(s, faceUp);
}

export function checkWrongThirdCard(s: PbState, by: Actor, hand: Side): Rejection | null {
  if (!isDealer(by)) return notDealer;
  if (s.profile.irregularities.value !== '003') return reject('punto-banca/no-such-rule', 'this profile has no rule for a wrongly given card', s.profile.irregularities.cite);
  if (s.phase !== 'drawing' && s.phase !== 'result') return reject('punto-banca/not-drawing', 'third cards come after the first four');
  if (due(s) === hand) return reject('punto-banca/card-is-due', `a card is due to ${hand}: that is no error`, '003 §2.2.7.23');
  return cardToSpare(s, true);
}
