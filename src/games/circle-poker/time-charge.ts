/**
 * @module games/circle-poker/time-charge
 * The time charge on the table's clock (`Game.periodic`, taken by table/automation between hands):
 * - 003 §3.2.40's time rake is paid "before each 30-minute period of play": due before the first hand, then every
 *   `periodMinutes` from the start of the last period charged;
 * - 000 §17 II.3 b's session fee is charged per session, "one hour of play plus the last two hands", and a session
 *   extended by part of an hour "in half-session fractions": the first charge is a full session (`periodMinutes`),
 *   each later one a half session. When a session's (or half session's) time has run out, the table's step is the
 *   dealer's `last-hands` (the period's end on the clock, `at`): the session goes on for the profile's `extraHands`
 *   (2) hands dealt after it, and the next charge falls due before the hand after them. The new half session's clock
 *   starts at that charge (`at`: when it is taken), after the last hands — "plus the last two hands" makes them part
 *   of the session that ends, so the next one cannot have started while they were dealt;
 * - the hands are counted hand to hand in the carry (`LastCharge.end.hands`, `carriedCharge`): a hand counts once
 *   it is over, a void hand (a misdeal, a round voided) does not;
 * - a period that starts during a hand is charged (or its last hands begun) when the hand is over, before the next
 *   deal (never in a hand), and a time rake's next period still starts on the clock's boundary; after a pause longer
 *   than the next period (nobody played) the next period starts when play does — also when the pause falls among a
 *   session's last hands (the session ended with the play);
 * - every time is one recorded in an action (`at`), kept in the state it leaves (`lastCharge`, carried from hand to
 *   hand): the next due time and the hands counted survive a restart and the replay reproduces them. The game never
 *   reads the clock itself.
 */
import type { PeriodicStep } from '../../core/contract.js';
import { DEALER } from '../../core/ids.js';
import type { CpAction, CpState, LastCharge } from './state.js';

const MINUTE = 60_000;

type Rule = NonNullable<CpState['profile']['timeCharge']['value']>;

/** The hands a period goes on for once its time has run out (000 §17 II.3 b's session: two; 003's time rake: none). */
export const extraHandsOf = (rule: Rule): number => (rule.method === 'session-fee' ? rule.extraHands : 0);

/** The length of the period `last` opened (ms). */
export function periodMs(s: CpState, last: LastCharge): number {
  const rule = s.profile.timeCharge.value;
  if (!rule) return Infinity;
  return (rule.method === 'session-fee' && last.half ? rule.periodMinutes / 2 : rule.periodMinutes) * MINUTE;
}

/** The length of the period the next charge opens (ms): after the session fee's first, a half session. */
const nextMs = (s: CpState): number => periodMs(s, { at: 0, half: s.profile.timeCharge.value?.method === 'session-fee' && s.lastCharge !== undefined });

/**
 * Are the last hands of a period whose time has run out still to be dealt at `now` (undefined: whatever the time)?
 * Then no charge is taken; after a pause longer than the next period they are not (the session ended with the play).
 */
export function lastHandsPending(s: CpState, now?: number): boolean {
  const rule = s.profile.timeCharge.value;
  const end = s.lastCharge?.end;
  if (!rule || !end || end.hands >= extraHandsOf(rule)) return false;
  return now === undefined || now - end.at < nextMs(s);
}

/** The charge (or the last hands) due before this hand, on the table's clock; null when the table has none, a hand is under way, or it is taken. */
export function timeChargeDue(s: CpState): PeriodicStep<CpAction> | null {
  const rule = s.profile.timeCharge.value;
  if (!rule || s.phase !== 'waiting' || Object.keys(s.charges).length) return null;
  const last = s.lastCharge;
  // The session fee's first charge is a full session; every later one a half session (000 §17 II.3 b).
  const half = rule.method === 'session-fee' && last !== undefined;
  const charge = (at: number): CpAction => ({ type: 'time-charge', by: DEALER, at, ...(half ? { half: true } : {}) }) as CpAction;
  const length = nextMs(s);
  const cite = s.profile.timeCharge.cite;
  // The period's time is over: its last hands are being dealt; the charge is due once they are (or after a pause).
  if (last?.end) return { due: last.end.hands < extraHandsOf(rule) ? last.end.at + length : -Infinity, cite, step: charge };
  const due = last ? last.at + periodMs(s, last) : -Infinity;
  return {
    due,
    cite,
    step: (now) => {
      // Play went on through the end of the period (no pause longer than the next one).
      const onTime = Number.isFinite(due) && now - due < length;
      if (onTime && extraHandsOf(rule) > 0) return { type: 'last-hands', by: DEALER, at: due } as CpAction;
      // On the boundary when play went on through it; from now after a pause longer than the period.
      return charge(onTime ? due : now);
    },
  };
}

/**
 * The last charge carried to the next hand: a hand dealt and over among a period's last hands is counted; a void one
 * (a misdeal: `void`) is not.
 */
export function carriedCharge(s: CpState, voided: boolean): LastCharge | undefined {
  const last = s.lastCharge;
  if (!last?.end || voided || s.phase !== 'over' || s.hand.length === 0) return last;
  return { ...last, end: { ...last.end, hands: last.end.hands + 1 } };
}
