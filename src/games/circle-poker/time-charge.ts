/**
 * @module games/circle-poker/time-charge
 * The time charge on the table's clock (`Game.periodic`, taken by table/automation between hands):
 * - 003 §3.2.40's time rake is paid "before each 30-minute period of play": due before the first hand, then every
 *   `periodMinutes` from the start of the last period charged;
 * - 000 §17 II.3 b's session fee is charged per session of an hour, and a session extended by part of an hour "in
 *   half-session fractions": the first charge is a full session (`periodMinutes`), each later one a half session,
 *   due when the session or half session before it is over;
 * - a period that starts during a hand is charged when the hand is over, before the next deal (never in a hand), and
 *   the period it opens still starts on the clock's boundary; after a pause longer than a period (nobody played) the
 *   next period starts when play does;
 * - the start of the period a charge opens is in the step (`at`) and in the state it leaves (`lastCharge`, carried
 *   from hand to hand), so the next due time survives a restart and the replay reproduces it.
 * The session's "plus the last two hands" (000 §17 II.3 b) is the end of the game's allowance: the clock does not
 * count hands (docs/games/circle-poker.md).
 */
import type { PeriodicStep } from '../../core/contract.js';
import { DEALER } from '../../core/ids.js';
import type { CpAction, CpState, LastCharge } from './state.js';

const MINUTE = 60_000;

/** The length of the period `last` opened (ms). */
export function periodMs(s: CpState, last: LastCharge): number {
  const rule = s.profile.timeCharge.value;
  if (!rule) return Infinity;
  return (rule.method === 'session-fee' && last.half ? rule.periodMinutes / 2 : rule.periodMinutes) * MINUTE;
}

/** The charge due before this hand, on the table's clock; null when the table has none, a hand is under way, or it is taken. */
export function timeChargeDue(s: CpState): PeriodicStep<CpAction> | null {
  const rule = s.profile.timeCharge.value;
  if (!rule || s.phase !== 'waiting' || Object.keys(s.charges).length) return null;
  const last = s.lastCharge;
  const due = last ? last.at + periodMs(s, last) : -Infinity;
  // The session fee's first charge is a full session; every later one a half session (000 §17 II.3 b).
  const half = rule.method === 'session-fee' && last !== undefined;
  return {
    due,
    cite: s.profile.timeCharge.cite,
    step: (now) => {
      const length = (rule.method === 'session-fee' && half ? rule.periodMinutes / 2 : rule.periodMinutes) * MINUTE;
      // On the boundary when play went on through it; from now after a pause longer than the period.
      const at = Number.isFinite(due) && now - due < length ? due : now;
      return { type: 'time-charge', by: DEALER, at, ...(half ? { half: true } : {}) } as CpAction;
    },
  };
}
