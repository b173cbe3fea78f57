/**
 * @module server/auth/throttle
 * Sign-in throttling, per account and per address, with its state in the database (`sign_in_throttle`), so that
 * every process sharing a PostgreSQL database counts the same failures. After `free` failures each further failure
 * blocks the next attempt for a back-off that doubles from `baseMs` up to `capMs`; while blocked, an attempt is
 * refused without its password being checked (so a right guess during a block tells nothing). Failures are
 * forgotten `forgetMs` after the last one, and an account's count is cleared by a successful sign-in: a block never
 * lasts longer than the cap after the last failure, so an attacker's failures cannot lock the real owner out for
 * longer than that once they stop.
 *
 * An account's attempt is counted as a failure before its password is checked (and the count cleared if it was
 * right), so a burst of concurrent guesses cannot all be checked before the first failure is written. An address's
 * count grows with failures only: many people signing in correctly behind one address never block it.
 */
import type { Db, Sql } from '../db/db.js';
import { appendStaffLog } from '../audit/staff-log.js';

export interface BackOff {
  /** Failures allowed before any block. */
  readonly free: number;
  /** The first block; each further failure doubles it. */
  readonly baseMs: number;
  /** The longest block. */
  readonly capMs: number;
}

export interface ThrottlePolicy {
  readonly account: BackOff;
  readonly address: BackOff;
  /** Failures older than this (counted from the last one) are forgotten. */
  readonly forgetMs: number;
}

/** The defaults (docs/server.md): 5 failures per account and 20 per address free, then 1 s doubling to 15 minutes. */
export const DEFAULT_THROTTLE: ThrottlePolicy = {
  account: { free: 5, baseMs: 1000, capMs: 15 * 60_000 },
  address: { free: 20, baseMs: 1000, capMs: 15 * 60_000 },
  forgetMs: 24 * 3600_000,
};

/** How long the attempt after the `failures`-th failure must wait. */
export const backOff = (failures: number, b: BackOff): number => (failures <= b.free ? 0 : Math.min(b.capMs, b.baseMs * 2 ** Math.min(30, failures - b.free - 1)));

interface Row {
  failures: number;
  last_failure_at: number;
  blocked_until: number;
}

const accountKey = (username: string): string => `account:${username}`;
const addressKey = (address: string): string => `address:${address}`;

export class SignInThrottle {
  constructor(
    private readonly db: Db,
    readonly policy: ThrottlePolicy = DEFAULT_THROTTLE,
  ) {}

  /** The row of `key`, locked until the transaction ends (PostgreSQL), its failures forgotten when old. */
  private async load(q: Sql, key: string, now: number): Promise<Row> {
    await q.run('INSERT INTO sign_in_throttle (key, failures, last_failure_at, blocked_until) VALUES (?, 0, 0, 0) ON CONFLICT (key) DO NOTHING', [key]);
    const r = (await q.one<Row & Record<string, unknown>>(`SELECT failures, last_failure_at, blocked_until FROM sign_in_throttle WHERE key = ?${this.db.kind === 'postgres' ? ' FOR UPDATE' : ''}`, [key])) as Row;
    const row = { failures: Number(r.failures), last_failure_at: Number(r.last_failure_at), blocked_until: Number(r.blocked_until) };
    return now - row.last_failure_at > this.policy.forgetMs ? { failures: 0, last_failure_at: 0, blocked_until: 0 } : row;
  }

  private async count(q: Sql, key: string, row: Row, b: BackOff, now: number): Promise<Row> {
    const failures = row.failures + 1;
    const next = { failures, last_failure_at: now, blocked_until: now + backOff(failures, b) };
    await q.run('UPDATE sign_in_throttle SET failures = ?, last_failure_at = ?, blocked_until = ? WHERE key = ?', [next.failures, next.last_failure_at, next.blocked_until, key]);
    return next;
  }

  /**
   * Before checking a password: refused (`retryAfterMs`) while the account or the address is blocked; otherwise the
   * attempt is counted against the account until `succeeded` clears it.
   */
  async begin(username: string, address: string, now = Date.now()): Promise<{ ok: true } | { ok: false; retryAfterMs: number }> {
    return this.db.tx(async (q) => {
      // One lock order for every transaction here: the account's row, then the address's.
      const acc = await this.load(q, accountKey(username), now);
      const addr = await this.load(q, addressKey(address), now);
      const until = Math.max(acc.blocked_until, addr.blocked_until);
      if (until > now) return { ok: false as const, retryAfterMs: until - now };
      await this.count(q, accountKey(username), acc, this.policy.account, now);
      return { ok: true as const };
    });
  }

  /** The password was right: the account's failures are cleared (the address's are not: see the module's note). */
  async succeeded(username: string): Promise<void> {
    await this.db.run('DELETE FROM sign_in_throttle WHERE key = ?', [accountKey(username)]);
  }

  /** The password was wrong: counted against the address; logged, with the block it sets, in the staff log. */
  async failed(username: string, address: string, now = Date.now()): Promise<{ blockedMs: number }> {
    return this.db.tx(async (q) => {
      const acc = await this.load(q, accountKey(username), now);
      const addr = await this.count(q, addressKey(address), await this.load(q, addressKey(address), now), this.policy.address, now);
      await appendStaffLog(q, { actor: null, action: 'sign-in-failed', target: username, address, details: { accountFailures: acc.failures, addressFailures: addr.failures } }, now);
      const blockedMs = Math.max(acc.blocked_until, addr.blocked_until) - now;
      if (blockedMs > 0)
        await appendStaffLog(q, { actor: null, action: 'sign-in-throttled', target: username, address, details: { blockedMs, accountFailures: acc.failures, addressFailures: addr.failures } }, now);
      return { blockedMs: Math.max(0, blockedMs) };
    });
  }

  /** Forgets rows whose failures are forgotten and whose block is over. */
  async purge(now = Date.now()): Promise<number> {
    const r = await this.db.run('DELETE FROM sign_in_throttle WHERE last_failure_at < ? AND blocked_until < ?', [now - this.policy.forgetMs, now]);
    return r.changes;
  }
}
