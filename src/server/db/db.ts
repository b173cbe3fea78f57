/**
 * @module server/db/db
 * The storage port: one small SQL interface with two adapters, SQLite (better-sqlite3, embedded, WAL) and
 * PostgreSQL (pg). SQL is written once with `?` placeholders and portable types; the PostgreSQL adapter
 * numbers the placeholders. 64-bit integers come back as JS numbers in both (amounts are safe integers).
 */
export type SqlValue = string | number | null;
export type Row = Record<string, unknown>;

/** What a statement inside a transaction (or outside one) can do. */
export interface Sql {
  all<T extends Row = Row>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  one<T extends Row = Row>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** Runs a statement; `changes` is the number of rows it touched. */
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }>;
}

export interface Db extends Sql {
  readonly kind: 'sqlite' | 'postgres';
  /** Runs `fn` in one transaction: committed if it resolves, rolled back if it throws. */
  tx<T>(fn: (q: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** A description for logs, without credentials. */
  readonly where: string;
}

/** Opens SQLite for a file path (or `:memory:`) and PostgreSQL for a `postgres://` / `postgresql://` URL. */
export async function openDb(target: string): Promise<Db> {
  if (/^postgres(ql)?:\/\//.test(target)) {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(target);
  }
  const { openSqlite } = await import('./sqlite.js');
  return openSqlite(target);
}

/** Whether an error is a unique-constraint violation (both engines). */
export function isUniqueViolation(e: unknown): boolean {
  const x = e as { code?: string };
  return x?.code === '23505' || x?.code === 'SQLITE_CONSTRAINT_UNIQUE' || x?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
