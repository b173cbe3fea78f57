/**
 * @module server/db/db
 * The storage port: one small SQL interface (`Sql`, declared by the ledger in src/ledger/sql.ts) with two
 * adapters, SQLite (better-sqlite3, embedded, WAL) and PostgreSQL (pg). SQL is written once with `?` placeholders
 * and portable types; the PostgreSQL adapter numbers the placeholders. 64-bit integers come back as JS numbers in both (amounts are safe integers).
 */
import { CroupierError } from '../../core/errors.js';
import type { Sql } from '../../ledger/sql.js';
import type { RetryPolicy } from './pg-retry.js';

/** The statement interface is the ledger's port (src/ledger/sql.ts): the ledger imports nothing from the server. */
export type { Row, Sql, SqlValue } from '../../ledger/sql.js';

/**
 * A transaction body that can run wherever the connection is: for SQLite, the database thread (`sqlite-thread`),
 * so the table work's SQL does not load the event loop's thread. A named function of a module, registered when the
 * module loads (`procedure`); its arguments and result are plain data (structured-clonable), its errors
 * `CroupierError`s or driver errors (`wire-errors`).
 */
export interface Procedure<A, R> {
  /** The defining module's URL (`import.meta.url`): the database thread imports it to find the procedure. */
  readonly module: string;
  readonly name: string;
  readonly run: (q: Sql, args: A) => Promise<R>;
}

const procedures = new Map<string, Procedure<never, unknown>>();

/** Defines and registers a procedure; call at a module's top level, so importing the module registers it. */
export function procedure<A, R>(module: string, name: string, run: (q: Sql, args: A) => Promise<R>): Procedure<A, R> {
  const p: Procedure<A, R> = { module, name, run };
  procedures.set(`${module}#${name}`, p as unknown as Procedure<never, unknown>);
  return p;
}

/** The procedure registered under `module` and `name`, once the module has been imported. */
export function registeredProcedure(module: string, name: string): Procedure<unknown, unknown> | undefined {
  return procedures.get(`${module}#${name}`) as Procedure<unknown, unknown> | undefined;
}

export interface Db extends Sql {
  /**
   * Runs `fn` in one transaction: committed if it resolves, rolled back if it throws. PostgreSQL runs the whole of
   * `fn` again, on a new transaction, when the server rolled it back for a reason that may not recur (a deadlock, a
   * serialization failure, a lock timeout, the connection lost before COMMIT: `pg-retry`), so `fn` must depend only
   * on its arguments and change nothing outside the transaction (no cache, no counter) before it returns. A COMMIT
   * whose answer was lost is not run again: `CommitUnknownError`.
   */
  tx<T>(fn: (q: Sql) => Promise<T>): Promise<T>;
  /** Runs a procedure in one transaction, as `tx` (for SQLite on a file, on the database thread); retried as `tx`. */
  call<A, R>(p: Procedure<A, R>, args: A): Promise<R>;
  close(): Promise<void>;
  /**
   * Registers `listener` for the loss of the database as a whole: called once, with the cause, when no request can
   * be served any more (SQLite's database thread is gone; every pending and later request is refused with that
   * cause). PostgreSQL and SQLite on the calling thread never call it: their failures are per request, and a
   * lost PostgreSQL connection is replaced by the pool. Not called for a deliberate `close`.
   */
  onFatal(listener: (e: Error) => void): void;
  /**
   * Registers `listener` for the adapter's own log lines: a transaction run again (`warn`), a COMMIT whose outcome is
   * unknown (`error`). Only PostgreSQL has any; lines before a listener is registered are not kept.
   */
  onLog(listener: DbLogListener): void;
  /** A description for logs, without credentials. */
  readonly where: string;
}

/** One log line of an adapter, in pino's shape (fields, then the message). */
export type DbLogListener = (level: 'warn' | 'error', fields: Record<string, unknown>, message: string) => void;

/**
 * A COMMIT was sent and its answer never came (the connection was lost): the transaction may or may not have been
 * recorded. It is never run again by the adapter (that could record it twice); the caller must find out from the
 * database — a table reloads its round from storage, a cashier or player request is repeated with its idempotency key.
 */
export class CommitUnknownError extends CroupierError {
  constructor(cause: unknown) {
    super('db/commit-unknown', 'the connection to the database was lost while committing: the change may or may not have been recorded', {}, { cause });
  }
}

export interface OpenOptions {
  /**
   * SQLite on a file: write on a database thread of its own (`sqlite-thread`, the default) or on the caller's
   * (`sqlite`). Default from CROUPIER_SQLITE_THREAD (`0` for the caller's). `:memory:` is always the caller's.
   */
  readonly thread?: boolean;
  /** PostgreSQL: how often and after how long a transaction is run again (`pg-retry`, `DEFAULT_RETRY`). */
  readonly retry?: Partial<RetryPolicy>;
}

/** Opens SQLite for a file path (or `:memory:`) and PostgreSQL for a `postgres://` / `postgresql://` URL. */
export async function openDb(target: string, o: OpenOptions = {}): Promise<Db> {
  if (/^postgres(ql)?:\/\//.test(target)) {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(target, o.retry);
  }
  const thread = o.thread ?? process.env.CROUPIER_SQLITE_THREAD !== '0';
  if (thread && target !== ':memory:') {
    const { openSqliteThread } = await import('./sqlite-thread.js');
    return openSqliteThread(target);
  }
  const { openSqlite } = await import('./sqlite.js');
  return openSqlite(target);
}

/** Whether an error is a unique-constraint violation (both engines). */
export function isUniqueViolation(e: unknown): boolean {
  const x = e as { code?: string };
  return x?.code === '23505' || x?.code === 'SQLITE_CONSTRAINT_UNIQUE' || x?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
