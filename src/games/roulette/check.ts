/**
 * @module games/roulette/check
 * One check per action (STYLE §1): `legalActions` filters with it and `apply` rejects with it. Each returns null
 * when the action is allowed, else a rejection carrying the rule it enforces.
 */
import type { Rejection } from '../../core/errors.js';
import { reject } from '../../core/errors.js';
import type { Actor } from '../../core/ids.js';
import { citeOf } from '../../rules/cites.js';
import { findBet } from '../../wheel/layout-bets.js';
import { pocketNumber, type RouletteAction } from './actions.js';
import { amountRange, betShape, chipsOf, spotMaximum } from './bets.js';
import { wheelOrder } from './layout.js';
import type { RouletteState } from './state.js';

type Of<T extends RouletteAction['type']> = Extract<RouletteAction, { type: T }>;

const isDealer = (by: Actor): boolean => by.kind === 'dealer';
const notDealer = (): Rejection => reject('roulette/dealer-only', 'only the dealer or inspector does this');
const notPlayer = (): Rejection => reject('roulette/player-only', 'only a player does this');
const betting = (s: RouletteState): Rejection | null => (s.phase === 'betting' ? null : reject('roulette/bets-closed', 'no more bets: rien ne va plus', citeOf(s.profile, 'no-more-bets')));

export function checkPlace(s: RouletteState, by: Actor, a: Of<'place'>): Rejection | null {
  if (by.kind !== 'player') return notPlayer();
  const closed = betting(s);
  if (closed) return closed;
  const shape = betShape(s.profile, a.bet);
  if (!shape) return reject('roulette/unknown-bet', `no bet ${a.bet} on this table`, s.profile.spotKinds.cite);
  const chips = chipsOf(s, by.player, a.chips);
  if (chips === 'colour' && !s.colours.some((c) => c.player === by.player)) return reject('roulette/no-colour-chips', 'buy colour chips first', citeOf(s.profile, 'colour-chips'));
  if (chips === 'value' && s.valueChipsForbidden) return reject('roulette/value-chips-forbidden', 'the inspector has forbidden new bets in value chips', citeOf(s.profile, 'value-chips'));
  const existing = findBet(s.bets, by.player, a.bet);
  if (existing && (existing.chips ?? 'value') !== chips) return reject('roulette/mixed-chips', `your ${a.bet} bet is in ${existing.chips ?? 'value'} chips`, citeOf(s.profile, 'colour-chips'));
  const r = amountRange(s, by.player, shape, chips);
  if (a.amount % r.step !== 0)
    return reject('roulette/bet-not-a-multiple', `${a.bet} takes multiples of ${r.step}${shape.announced ? ` (${shape.chips} equal chips)` : ''}`, shape.announced ? s.profile.announced.chipMultipleOfMinimum.cite : s.profile.limits.multiples.cite);
  if (a.amount < r.min) return reject('roulette/bet-below-minimum', `at least ${r.min} on ${a.bet}`, citeOf(s.profile, 'minimum'));
  // 003 §2.1.4: where the profile pays an over-maximum bet up to the maximum, the bet is accepted (settle.ts scales its winnings).
  if (a.amount > r.max && s.profile.limits.overMaximum.value === 'refuse')
    return reject('roulette/bet-over-limit', `at most ${Math.max(0, r.max)} more on ${a.bet}`, s.profile.limits.mode.value === 'player-total' ? s.profile.limits.mode.cite : s.profile.limits.maxima.cite);
  return null;
}

export function checkWithdraw(s: RouletteState, by: Actor, a: Of<'withdraw'>): Rejection | null {
  if (by.kind !== 'player') return notPlayer();
  const closed = betting(s);
  if (closed) return closed;
  return findBet(s.bets, by.player, a.bet) ? null : reject('roulette/no-such-bet', `you have no bet ${a.bet}`);
}

export function checkBuyColour(s: RouletteState, by: Actor, a: Of<'buy-colour-chips'>): Rejection | null {
  if (by.kind !== 'player') return notPlayer();
  const c = citeOf(s.profile, 'colour-chips');
  if (!s.profile.colourChips.offered.value || s.table.colours === 0) return reject('roulette/no-colour-chips-here', 'this table has no colour chips', s.profile.colourChips.offered.cite);
  const closed = betting(s);
  if (closed) return closed;
  if (s.colours.some((x) => x.player === by.player)) return reject('roulette/colour-held', 'you already play with a colour', c);
  if (s.colours.length >= s.table.colours) return reject('roulette/no-colour-free', `all ${s.table.colours} colours are taken`, s.profile.colourChips.maxColours.cite);
  const value = a.value ?? s.limits.minimum;
  const max = spotMaximum(s, 'straight');
  if (value < s.limits.minimum || value > max) return reject('roulette/colour-value-out-of-range', `a colour chip is worth from ${s.limits.minimum} to ${max} (the straight-up limits)`, c);
  if (value % s.table.chipUnit !== 0) return reject('roulette/colour-value-not-a-chip', `a colour chip's value is a multiple of ${s.table.chipUnit}`, c);
  return null;
}

export function checkCashColour(s: RouletteState, by: Actor): Rejection | null {
  if (by.kind !== 'player') return notPlayer();
  const closed = betting(s);
  if (closed) return closed;
  if (!s.colours.some((x) => x.player === by.player)) return reject('roulette/no-colour-chips', 'you hold no colour chips', citeOf(s.profile, 'colour-chips'));
  if (s.bets.some((b) => b.bettor === by.player && b.chips === 'colour')) return reject('roulette/colour-chips-in-play', 'withdraw your colour-chip bets first');
  return null;
}

export function checkPrisonChoice(s: RouletteState, by: Actor, a: Of<'prison-choice'>): Rejection | null {
  if (by.kind !== 'player') return notPlayer();
  if (s.phase !== 'zero-choice') return reject('roulette/no-choice-pending', 'no zero choice is pending', s.profile.zeroRule.cite);
  const d = s.decisions.find((x) => x.bettor === by.player && x.line === a.bet);
  if (!d) return reject('roulette/no-choice-pending', `no zero choice for ${a.bet}`, s.profile.zeroRule.cite);
  if (d.choice !== null) return reject('roulette/choice-made', `${a.bet}: ${d.forced ? 'the rules impose' : 'you chose'} ${d.choice}`, d.forcedWhy ?? s.profile.zeroRule.cite);
  return null;
}

export function checkClose(s: RouletteState, by: Actor): Rejection | null {
  if (!isDealer(by)) return notDealer();
  return betting(s);
}

export function checkSpin(s: RouletteState, by: Actor, a: Of<'spin'>): Rejection | null {
  if (!isDealer(by)) return notDealer();
  if (s.phase !== 'closed') return reject('roulette/bets-not-closed', 'announce rien ne va plus before the ball drops', citeOf(s.profile, 'no-more-bets'));
  if (a.pocket === undefined) return reject('roulette/no-result', 'a spin carries the pocket the ball fell in (the runtime fills it)');
  if (!wheelOrder(s.profile.wheel.value).includes(pocketNumber(a.pocket))) return reject('roulette/no-such-pocket', `no pocket ${a.pocket} on this wheel`, s.profile.wheel.cite);
  return null;
}

export function checkVoidSpin(s: RouletteState, by: Actor): Rejection | null {
  if (!isDealer(by)) return notDealer();
  return s.phase === 'closed' ? null : reject('roulette/no-spin-in-progress', 'no ball is in motion');
}

export function checkLastSpin(s: RouletteState, by: Actor): Rejection | null {
  if (!isDealer(by)) return notDealer();
  if (s.profile.prison.lastSpin.value === 'none') return reject('roulette/no-last-spin-rule', 'the last spin of the session has no special rule here', s.profile.prison.lastSpin.cite);
  const closed = betting(s);
  if (closed) return closed;
  return s.lastSpin ? reject('roulette/last-spin-announced', 'already announced') : null;
}

export function checkChangeLimits(s: RouletteState, by: Actor, a: Of<'change-limits'>): Rejection | null {
  if (!isDealer(by)) return notDealer();
  const closed = betting(s);
  if (closed) return closed;
  const cite = s.profile.limits.changeAnnouncedBalls.cite;
  if (s.limitChange) return reject('roulette/limit-change-pending', `a change to ${s.limitChange.minimum} is already announced`, cite);
  if (a.minimum === s.limits.minimum) return reject('roulette/limit-unchanged', 'that is the current minimum', cite);
  if (!s.table.allowedMinimums.includes(a.minimum)) return reject('roulette/minimum-not-authorised', `the table may change only to ${s.table.allowedMinimums.join(', ')}`, cite);
  return null;
}

export function checkValueChips(s: RouletteState, by: Actor, forbid: boolean): Rejection | null {
  if (!isDealer(by)) return notDealer();
  if (!s.profile.colourChips.offered.value) return reject('roulette/no-colour-chips-here', 'this table plays in value chips only', s.profile.colourChips.offered.cite);
  const closed = betting(s);
  if (closed) return closed;
  if (s.valueChipsForbidden === forbid) return reject('roulette/unchanged', forbid ? 'value chips are already forbidden' : 'value chips are already allowed', citeOf(s.profile, 'value-chips'));
  return null;
}

export function checkAbsentWinner(s: RouletteState, by: Actor, a: Of<'absent-winner'>): Rejection | null {
  if (!isDealer(by)) return notDealer();
  const cite = s.profile.absentWinner.cite;
  if (s.profile.absentWinner.value !== 'grid-bets-ride') return reject('roulette/no-ride-rule', 'bets do not ride here', cite);
  const closed = betting(s);
  if (closed) return closed;
  if (s.rode.includes(a.player)) return reject('roulette/already-riding', `${a.player}'s bets already ride`, cite);
  if (!s.ride.some((b) => b.bettor === a.player)) return reject('roulette/nothing-to-ride', `${a.player} has no winning grid bet from the last spin`, cite);
  return null;
}
