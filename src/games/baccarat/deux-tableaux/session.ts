/**
 * @module games/baccarat/deux-tableaux/session
 * The free bank's limits (000 §09 V.2, 001 §08 V): "free-bank baccara may be run at only one table per casino, in at
 * most two gaming sessions with a dinner break between them; two shoes are played per session". Enforced from the
 * table's config and the carry, with no server help:
 *
 * - **one table per casino**: the table config declares how many free-bank tables the casino runs, this one
 *   included (`freeBankTables`, default 1); a free-bank table declaring more is refused when it is created;
 * - **sessions**: a free-bank table opens with its first session on `sessionDay`; the inspector closes a session
 *   (`close-session`) and opens the next (`open-session {day}`); a session beyond the profile's count on the same day
 *   is refused (`deux-tableaux/free-bank-sessions`). Opening a session starts a new shoe;
 * - **shoes**: the carry counts the shoes started in the open session; a coup that would start one more is blocked
 *   (`deux-tableaux/free-bank-shoes`) until the inspector closes the session. While a session is closed nothing but
 *   seats and the session actions may be done (`deux-tableaux/no-session`).
 *
 * A limited bank has no such limits: its state carries no session.
 */
import type { PerCasinoLimit } from '../../../core/contract.js';
import { ConfigError, reject, type Rejection } from '../../../core/errors.js';
import { NOT_CROUPIER, isCroupier, wrongPhase } from '../core/handler.js';
import type { DtEvent, DtHandler } from './handler.js';
import type { DeuxProfile, DeuxTable } from './profile.js';
import type { DtAction, DtSession, DtState } from './state.js';

const c = (p: DeuxProfile) => p.freeBank.cite;

/** 000 §09 V.2: one free-bank table per casino (the casino declares its free-bank tables in the table config). */
export function validateFreeBankTable(p: DeuxProfile, t: DeuxTable): void {
  if (t.mode === 'free' && t.freeBankTables > p.freeBank.value.tablesPerCasino)
    throw new ConfigError('deux-tableaux/free-bank-tables', `free-bank baccara may be run at only ${p.freeBank.value.tablesPerCasino} table(s) per casino (${c(p)})`);
}

/**
 * 000 §09 V.2, 001 §08 V: a free-bank table is one of the casino's free-bank tables, of which the profile allows
 * `tablesPerCasino`; the server counts the others (server/tables/per-casino), so the limit is enforced across tables,
 * not only declared in each table's `freeBankTables`.
 */
export function freeBankPerCasino(p: DeuxProfile, t: DeuxTable): PerCasinoLimit | null {
  return t.mode === 'free' ? { kind: 'free-bank', limit: p.freeBank.value.tablesPerCasino, cite: c(p), code: 'deux-tableaux/free-bank-tables' } : null;
}

export interface SessionStart {
  readonly session: DtSession | null;
  readonly block: DtState['sessionBlock'];
  readonly events: DtEvent[];
}

/** The session a new coup opens under, counting the shoe it is dealt from (see the module header). */
export function sessionForCoup(p: DeuxProfile, t: DeuxTable, carried: DtSession | null | undefined, shoeNo: number): SessionStart {
  if (t.mode !== 'free') return { session: null, block: null, events: [] };
  const events: DtEvent[] = [];
  let s = carried ?? null;
  if (!s) {
    s = { day: t.sessionDay, count: 1, open: true, shoes: 0, shoeNo: null };
    events.push({ type: 'session-opened', day: s.day, session: 1, cite: c(p) });
  }
  if (!s.open) return { session: s, block: 'no-session', events: [...events, { type: 'session-closed-no-play', cite: c(p) }] };
  if (s.shoeNo === shoeNo) return { session: s, block: null, events };
  if (s.shoes >= p.freeBank.value.shoesPerSession) {
    events.push({ type: 'session-shoes-played', shoes: s.shoes, cite: c(p), note: 'the inspector closes the session' });
    return { session: s, block: 'shoes', events };
  }
  const next = { ...s, shoes: s.shoes + 1, shoeNo };
  events.push({ type: 'session-shoe', day: next.day, session: next.count, shoe: next.shoes, cite: c(p) });
  return { session: next, block: null, events };
}

/** Actions left while play is blocked: seats and the session's own. */
const FREE_WHILE_BLOCKED = new Set<DtAction['type']>(['sit', 'leave', 'done', 'open-session', 'close-session']);

/** The gate every action passes while the free bank's session does not allow play. */
export function sessionGate(s: DtState, a: DtAction): Rejection | null {
  if (!s.sessionBlock || FREE_WHILE_BLOCKED.has(a.type)) return null;
  if (s.sessionBlock === 'shoes')
    return reject('deux-tableaux/free-bank-shoes', `a free-bank session plays ${s.profile.freeBank.value.shoesPerSession} shoes: the inspector closes it`, c(s.profile));
  return reject('deux-tableaux/no-session', 'no free-bank session is open', c(s.profile));
}

const between = (s: DtState) => (s.phase === 'bank' || s.phase === 'betting') && s.declared.length === 0;

export const openSession: DtHandler<'open-session'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    if (s.table.mode !== 'free' || !s.session) return wrongPhase('sessions are for the free bank');
    if (s.session.open) return reject('deux-tableaux/session-open', 'a session is open: close it first', c(s.profile));
    if (!between(s)) return wrongPhase('a session opens between coups');
    if (typeof a.day !== 'string' || !a.day) return reject('deux-tableaux/bad-day', 'the day the session opens');
    if (a.day === s.session.day && s.session.count >= s.profile.freeBank.value.sessionsPerDay)
      return reject('deux-tableaux/free-bank-sessions', `at most ${s.profile.freeBank.value.sessionsPerDay} free-bank sessions a day`, c(s.profile));
    return null;
  },
  run(s, a) {
    const count = a.day === s.session!.day ? s.session!.count + 1 : 1;
    const session: DtSession = { day: a.day, count, open: true, shoes: 0, shoeNo: null };
    // The session starts with a new shoe; the round ends with nothing at stake.
    return {
      state: { ...s, session, sessionBlock: null, changeShoe: true, phase: 'over', result: null },
      events: [{ type: 'session-opened', day: a.day, session: count, cite: c(s.profile) }],
    };
  },
};

export const closeSession: DtHandler<'close-session'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    if (s.table.mode !== 'free' || !s.session?.open) return wrongPhase('no free-bank session is open');
    if (!between(s)) return wrongPhase('a session closes between coups');
    return null;
  },
  run(s) {
    const session = { ...s.session!, open: false };
    return { state: { ...s, session, sessionBlock: 'no-session', phase: 'over', result: null }, events: [{ type: 'session-closed', day: session.day, session: session.count, shoes: session.shoes, cite: c(s.profile) }] };
  },
};
