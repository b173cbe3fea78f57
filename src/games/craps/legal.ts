/**
 * @module games/craps/legal
 * Who may do what now, built from the same checks `apply` uses: legal actions per actor, who is awaited, and
 * what a timer does when the awaited one does not act.
 */
import type { LegalAction } from '../../core/contract.js';
import { DEALER, player, type Actor } from '../../core/ids.js';
import {
  betRoom,
  checkChangeDice,
  checkDecline,
  checkDeprive,
  checkDiceChange,
  checkDieFound,
  checkInvalidThrow,
  checkDoneBetting,
  checkNoMoreBets,
  checkThrow,
  checkWithdraw,
  playerOf,
} from './check.js';
import { betName, placeableSpots } from './spots.js';
import { INVALID_REASONS, type CrapsAction, type CrapsState } from './state.js';

const isRej = (x: unknown): boolean => typeof x === 'object' && x !== null && 'code' in x && 'message' in x;

/** A placeholder pair of dice for checks that only look at the shape (randomize fills the real ones). */
const ANY_DICE = [1, 1] as const;

export function legalActions(s: CrapsState, by: Actor): LegalAction[] {
  const out: LegalAction[] = [];
  const p = playerOf(by);
  if (p !== null) {
    if (s.phase === 'closed' && p === s.shooter) {
      if (s.dice.mustPick && !isRej(checkChangeDice(s, by, undefined))) out.push({ type: 'change-dice' });
      if (checkThrow(s, by, ANY_DICE) === null) out.push({ type: 'throw' });
      return out;
    }
    if (s.phase !== 'betting') return out;
    for (const spot of placeableSpots(s.profile.placeNumbers.value)) {
      const room = betRoom(s, p, spot);
      if (!('code' in room)) out.push({ type: 'bet', spot, amount: { min: room.min, max: room.max, step: 1 } });
    }
    for (const b of s.bets) {
      const name = betName(b.kind, b.number);
      if (b.bettor === p && !isRej(checkWithdraw(s, by, name))) out.push({ type: 'withdraw', spot: name });
    }
    if (!isRej(checkDoneBetting(s, by))) out.push({ type: 'done-betting' });
    if (!isRej(checkDecline(s, by))) out.push({ type: 'decline-dice' });
    if (!isRej(checkChangeDice(s, by, undefined))) out.push({ type: 'change-dice', optional: true });
    return out;
  }
  // The croupiers, stickman and head (and the table's timers). Steps taken at their discretion are `optional`:
  // a runtime that applies the dealer's next step on its own takes «no more bets» or the throw, never these.
  if (checkNoMoreBets(s, by) === null) out.push({ type: 'no-more-bets' });
  if (s.phase === 'closed') {
    if (checkThrow(s, by, ANY_DICE) === null) out.push({ type: 'throw' });
    for (const reason of INVALID_REASONS) if (!isRej(checkInvalidThrow(s, by, reason))) out.push({ type: 'invalid-throw', reason, optional: true });
  }
  if (!isRej(checkDiceChange(s, by, undefined))) out.push({ type: 'dice-change', optional: true });
  if (!isRej(checkDieFound(s, by))) out.push({ type: 'die-found', optional: true });
  if (!isRej(checkDeprive(s, by))) out.push({ type: 'deprive-shooter', optional: true });
  return out;
}

/** Betting: the players at the rail not yet done betting (the shooter first), then the croupier's «no more bets»; then the shooter. */
export function awaiting(s: CrapsState): Actor[] {
  if (s.phase === 'done') return [];
  if (s.phase === 'closed') return s.shooter === null ? [] : [player(s.shooter)];
  const order = s.shooter === null ? s.rail : [s.shooter, ...s.rail.filter((x) => x !== s.shooter)];
  const waiting = order.filter((x) => !s.ready.includes(x));
  if (waiting.length > 0) return waiting.map(player);
  return checkNoMoreBets(s, DEALER) === null ? [DEALER] : [];
}

/**
 * When the awaited do not act: a shooter who has not staked his line bet at a come-out passes the dice; otherwise
 * betting closes; a shooter who does not throw at once has the dice thrown for him (an electronic table's blower).
 */
export function timeoutAction(s: CrapsState): CrapsAction | null {
  if (s.phase === 'done' || s.shooter === null) return null;
  const shooter = player(s.shooter);
  if (s.phase === 'closed') {
    if (s.dice.mustPick) return { type: 'change-dice', by: shooter };
    return { type: 'throw', by: shooter };
  }
  if (checkNoMoreBets(s, DEALER) === null) return { type: 'no-more-bets', by: { kind: 'system' } };
  if (!isRej(checkDecline(s, shooter))) return { type: 'decline-dice', by: shooter };
  if (s.dice.mustPick) return { type: 'change-dice', by: shooter };
  return null;
}
