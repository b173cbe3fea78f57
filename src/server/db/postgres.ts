/**
 * @module server/db/postgres
 * The PostgreSQL adapter (pg Pool). `?` placeholders become `$1…$n`; BIGINT and NUMERIC come back as JS
 * numbers (every amount and id is a safe integer). Transactions run on one pooled client, READ COMMITTED;
 * balances change with `UPDATE … SET balance = balance + ?` guarded by a CHECK, so concurrent processes never
 * overdraw a wallet, and a transaction locks the ledger accounts it changes in one order first (ledger-store
 * `lockAccounts`). A transaction the server rolled back for a cause that may not recur (a deadlock, a
 * serialization failure, a lock timeout, the connection lost before COMMIT) is run again, whole, a bounded number of
 * times after a jittered wait (`pg-retry`), and each retry is logged; a COMMIT whose answer was lost is not
 * (`CommitUnknownError`). A single statement outside a transaction is run again only when the server refused it
 * with one of those SQLSTATEs (after a lost connection its outcome is unknown).
 */
import pg from 'pg';
import { cryptoRng } from '../../rng/crypto-rng.js';
import { CommitUnknownError, type Db, type DbLogListener, type Row, type Sql, type SqlValue } from './db.js';
import { commitFailure, DEFAULT_RETRY, retryDelay, retryReason, sqlstate, RETRY_SQLSTATES, type RetryPolicy } from './pg-retry.js';

pg.types.setTypeParser(20, (v: string) => Number(v));
pg.types.setTypeParser(1700, (v: string) => Number(v));

const numbered = new Map<string, string>();
/** `a = ? AND b = ?` → `a = $1 AND b = $2` (no `?` appears in our SQL outside placeholders). */
export function toPg(sql: string): string {
  let out = numbered.get(sql);
  if (out === undefined) {
    let n = 0;
    out = sql.replace(/\?/g, () => `$${++n}`);
    numbered.set(sql, out);
  }
  return out;
}

type Query = (sql: string, params: readonly SqlValue[]) => Promise<{ rows: unknown[]; rowCount: number | null }>;

const over = (query: Query): Sql => ({
  kind: 'postgres',
  all: async <T extends Row>(q: string, p: readonly SqlValue[] = []) => (await query(q, p)).rows as T[],
  one: async <T extends Row>(q: string, p: readonly SqlValue[] = []) => (await query(q, p)).rows[0] as T | undefined,
  run: async (q: string, p: readonly SqlValue[] = []) => ({ changes: (await query(q, p)).rowCount ?? 0 }),
});

/** One run of a transaction: its value, or its error and whether it may be run again (`retry`: why). */
type Attempt<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown; readonly retry: string | null };

const sleep = (ms: number): Promise<void> => new Promise((ok) => setTimeout(ok, ms));

export async function openPostgres(url: string, retry: Partial<RetryPolicy> = {}): Promise<Db> {
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...retry };
  const rng = cryptoRng();
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.CROUPIER_PG_POOL ?? 10) });
  pool.on('error', () => undefined);
  const c = await pool.connect();
  c.release();
  const u = new URL(url);
  const listeners: DbLogListener[] = [];
  const log: DbLogListener = (level, fields, message) => {
    for (const l of listeners) {
      try {
        l(level, fields, message);
      } catch {
        // A logger's failure is not the transaction's.
      }
    }
  };

  /** Runs `fn` once in a transaction on a client of its own. */
  const attempt = async <T>(fn: (q: Sql) => Promise<T>): Promise<Attempt<T>> => {
    const client = await pool.connect();
    // A checked-out client whose connection dies emits `error`; unheard, that would end the process.
    let lost: Error | null = null;
    const onError = (e: Error): void => {
      lost ??= e;
    };
    client.on('error', onError);
    // The first failure of a statement: the body may turn it into an error of its own, or (wrongly) go on.
    let failure: unknown = null;
    const q = over(async (sql, p) => {
      try {
        return await client.query(toPg(sql), p as unknown[]);
      } catch (e) {
        failure ??= e;
        throw e;
      }
    });
    try {
      let value: T;
      try {
        await client.query('BEGIN');
        value = await fn(q);
      } catch (e) {
        await client.query('ROLLBACK').catch((r: Error) => (lost ??= r));
        return { ok: false, error: e, retry: retryReason(failure ?? e, lost !== null) };
      }
      // The connection died after the body's last statement: COMMIT was never sent, so nothing was recorded.
      if (lost) return { ok: false, error: lost, retry: 'connection lost' };
      let done: pg.QueryResult;
      try {
        done = await client.query('COMMIT');
      } catch (e) {
        const f = commitFailure(e);
        if (f.kind === 'refused') return { ok: false, error: e, retry: f.reason };
        lost ??= e as Error;
        log('error', { err: (e as Error).message }, 'the connection was lost while committing: the transaction may or may not have been recorded');
        return { ok: false, error: new CommitUnknownError(e), retry: null };
      }
      // COMMIT of a transaction a failed statement had aborted rolls it back (the body caught that failure).
      if (done.command === 'ROLLBACK') return { ok: false, error: failure ?? new Error('the transaction was rolled back'), retry: retryReason(failure, false) };
      return { ok: true, value };
    } finally {
      client.off('error', onError);
      client.release(lost ?? undefined);
    }
  };

  const tx = async <T>(fn: (q: Sql) => Promise<T>): Promise<T> => {
    for (let n = 1; ; n++) {
      const r = await attempt(fn);
      if (r.ok) return r.value;
      if (r.retry === null || n >= policy.attempts) throw r.error;
      const delayMs = retryDelay(policy, n, rng);
      log('warn', { attempt: n, attempts: policy.attempts, reason: r.retry, delayMs, err: (r.error as Error)?.message }, 'transaction rolled back by the database: running it again');
      await sleep(delayMs);
    }
  };

  /** A statement on its own (autocommit): run again only when the server refused it with a retryable SQLSTATE. */
  const single = over(async (sql, p) => {
    for (let n = 1; ; n++) {
      try {
        return await pool.query(toPg(sql), p as unknown[]);
      } catch (e) {
        const code = sqlstate(e);
        if (code === null || !RETRY_SQLSTATES.has(code) || n >= policy.attempts) throw e;
        const delayMs = retryDelay(policy, n, rng);
        log('warn', { attempt: n, attempts: policy.attempts, reason: code, delayMs, err: (e as Error).message }, 'statement refused by the database: running it again');
        await sleep(delayMs);
      }
    }
  });

  return {
    ...single,
    where: `postgres://${u.hostname}:${u.port || 5432}${u.pathname}`,
    tx,
    call: (p, args) => tx((q) => p.run(q, args)),
    close: () => pool.end(),
    onFatal: () => undefined,
    onLog: (listener) => void listeners.push(listener),
  };
}
