/**
 * @module server/db/pg-retry
 * When the PostgreSQL adapter runs a transaction again, and how long it waits first. A transaction is run again,
 * whole, only when the server has certainly rolled it back and the cause may not recur: a serialization failure
 * (40001), a deadlock (40P01: the server aborts one of the transactions in a cycle of lock waits), a lock not
 * available (55P03: `lock_timeout` or NOWAIT), or the connection lost before COMMIT was sent (a transaction never
 * commits without its COMMIT). A COMMIT sent whose answer never came is the one case whose outcome is unknown:
 * never run again (db `CommitUnknownError`). Waits grow twice as long each time, with jitter, so two transactions
 * that collided do not collide again in step.
 */
import pg from 'pg';
import type { Rng } from '../../rng/rng.js';

export interface RetryPolicy {
  /** Runs of one transaction at most, the first included (1: never run again). */
  readonly attempts: number;
  /** The longest wait before the first retry (ms); each later retry may wait twice as long, up to `maxDelayMs`. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

/**
 * Five runs at most, the waits between them at most 10, 20, 40 and 80 ms (half of each at least). A deadlock victim
 * has already waited `deadlock_timeout` (1 s by default) before the server aborted it; by then the other transaction
 * holds its locks and soon commits, so a short wait suffices.
 */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, baseDelayMs: 10, maxDelayMs: 250 };

/** The SQLSTATEs of a transaction the server rolled back for a cause that may not recur. */
export const RETRY_SQLSTATES: ReadonlySet<string> = new Set(['40001', '40P01', '55P03']);

/** The SQLSTATE of an error the server sent (not of one from the client or the socket). */
export function sqlstate(e: unknown): string | null {
  return e instanceof pg.DatabaseError && typeof e.code === 'string' ? e.code : null;
}

/**
 * An error the server sends as it drops the connection: class 08 (connection exception), or the server shutting
 * down or terminating the session (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now).
 */
export function isConnectionLoss(e: unknown): boolean {
  const code = sqlstate(e);
  return code !== null && (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03');
}

/**
 * Why a transaction that failed before its COMMIT was sent may be run again (a SQLSTATE, or `connection lost`), or
 * null when it may not (any other error: a refusal such as `ledger/insufficient-funds`, a constraint, a bug — run
 * again, it would fail again). `failure` is the first error of a statement of the transaction (the body may have
 * turned it into an error of its own), else what the body threw; `lost` says the connection emitted an error.
 */
export function retryReason(failure: unknown, lost: boolean): string | null {
  if (lost || isConnectionLoss(failure)) return 'connection lost';
  const code = sqlstate(failure);
  return code !== null && RETRY_SQLSTATES.has(code) ? code : null;
}

/**
 * A COMMIT that failed: `refused` when the server answered with an error of its own (the transaction was rolled
 * back: `reason` says whether it may be run again), `unknown` when the answer was lost with the connection.
 */
export function commitFailure(e: unknown): { readonly kind: 'refused'; readonly reason: string | null } | { readonly kind: 'unknown' } {
  if (sqlstate(e) === null || isConnectionLoss(e)) return { kind: 'unknown' };
  return { kind: 'refused', reason: retryReason(e, false) };
}

/** The wait before retry number `retry` (1 for the first): half the cap of that retry, plus up to the other half at random. */
export function retryDelay(policy: RetryPolicy, retry: number, rng: Rng): number {
  const cap = Math.max(0, Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1)));
  const half = Math.floor(cap / 2);
  return cap - half + rng.int(half + 1);
}
