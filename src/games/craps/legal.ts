/**
 * @module games/craps/legal
 * Who may do what now, built from the same checks `apply` uses: legal actions per actor, who is awaited, and
 * what a timer does when the awaited one does not act.
 */
import type { LegalAction } from '../../core/contract.js';
import { DEALER, player, type Actor } from '../../core/ids.js';
import { crapsReducer } from './apply.js';
import { betRoom, isRejection, playerOf } from './check.js';
import { betName, placeableSpots } from './spots.js';
import { INVALID_REASONS, type CrapsAction, type CrapsState } from './state.js';

/** A placeholder pair of dice for checks that only look at the shape (randomize fills the real ones). */
const ANY_DICE = [1, 1] as const;

/** An action as a check sees it before its sender is known. */
type Unsent<A = CrapsAction> = A extends CrapsAction ? Omit<A, 'by'> : never;

/** Would `by` be allowed `a` now: the very check `apply` refuses with (core/reducer `check`). */
const allowed = (s: CrapsState, by: Actor, a: Unsent): boolean => crapsReducer.check(s, { ...a, by } as CrapsAction) === null;

export function legalActions(s: CrapsState, by: Actor): LegalAction[] {
  const out: LegalAction[] = [];
  const p = playerOf(by);
  if (p !== null) {
    if (s.phase === 'closed' && p === s.shooter) {
      if (s.dice.mustPick && allowed(s, by, { type: 'change-dice' })) out.push({ type: 'change-dice' });
      if (allowed(s, by, { type: 'throw', dice: ANY_DICE })) out.push({ type: 'throw' });
      return out;
    }
    if (s.phase !== 'betting') return out;
    // The room on each spot (the amount range) is the bet check's own (`betRoom`, which `checkBet` refuses with).
    for (const spot of placeableSpots(s.profile.placeNumbers.value)) {
      const room = betRoom(s, p, spot);
      if (!isRejection(room)) out.push({ type: 'bet', spot, amount: { min: room.min, max: room.max, step: 1 } });
    }
    for (const b of s.bets) {
      const name = betName(b.kind, b.number);
      if (b.bettor === p && allowed(s, by, { type: 'withdraw', spot: name })) out.push({ type: 'withdraw', spot: name });
    }
    if (allowed(s, by, { type: 'done-betting' })) out.push({ type: 'done-betting' });
    if (allowed(s, by, { type: 'decline-dice' })) out.push({ type: 'decline-dice' });
    if (allowed(s, by, { type: 'change-dice' })) out.push({ type: 'change-dice', optional: true });
    return out;
  }
  // The croupiers, stickman and head (and the table's timers). Steps taken at their discretion are `optional`:
  // a runtime that applies the dealer's next step on its own takes «no more bets» or the throw, never these.
  if (allowed(s, by, { type: 'no-more-bets' })) out.push({ type: 'no-more-bets' });
  if (s.phase === 'closed') {
    if (allowed(s, by, { type: 'throw', dice: ANY_DICE })) out.push({ type: 'throw' });
    for (const reason of INVALID_REASONS) if (allowed(s, by, { type: 'invalid-throw', reason })) out.push({ type: 'invalid-throw', reason, optional: true });
  }
  if (allowed(s, by, { type: 'dice-change' })) out.push({ type: 'dice-change', optional: true });
  if (allowed(s, by, { type: 'die-found' })) out.push({ type: 'die-found', optional: true });
  if (allowed(s, by, { type: 'deprive-shooter' })) out.push({ type: 'deprive-shooter', optional: true });
  for (const player of s.barred) if (allowed(s, by, { type: 'restore-shooter', player })) out.push({ type: 'restore-shooter', player, optional: true });
  return out;
}

/** Betting: the players at the rail not yet done betting (the shooter first), then the croupier's «no more bets»; then the shooter. */
export function awaiting(s: CrapsState): Actor[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'closed') return s.shooter === null ? [] : [player(s.shooter)];
  const order = s.shooter === null ? s.rail : [s.shooter, ...s.rail.filter((x) => x !== s.shooter)];
  const waiting = order.filter((x) => !s.ready.includes(x));
  if (waiting.length > 0) return waiting.map(player);
  return allowed(s, DEALER, { type: 'no-more-bets' }) ? [DEALER] : [];
}

/**
 * When the awaited do not act: a shooter who has not staked his line bet at a come-out passes the dice; otherwise
 * betting closes; a shooter who does not throw at once has the dice thrown for him (an electronic table's blower).
 */
export function timeoutAction(s: CrapsState): CrapsAction | null {
  if (s.phase === 'over' || s.shooter === null) return null;
  const shooter = player(s.shooter);
  if (s.phase === 'closed') {
    if (s.dice.mustPick) return { type: 'change-dice', by: shooter };
    return { type: 'throw', by: shooter };
  }
  if (allowed(s, DEALER, { type: 'no-more-bets' })) return { type: 'no-more-bets', by: { kind: 'system' } };
  if (allowed(s, shooter, { type: 'decline-dice' })) return { type: 'decline-dice', by: shooter };
  if (s.dice.mustPick) return { type: 'change-dice', by: shooter };
  return null;
}
