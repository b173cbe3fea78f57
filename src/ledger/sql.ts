/**
 * @module ledger/sql
 * The SQL port the ledger writes through: run a statement, read rows, inside the caller's transaction. The ledger
 * owns this interface and imports nothing from src/server; the server's storage adapters (src/server/db: SQLite,
 * PostgreSQL) implement it and re-export it. SQL is written once with `?` placeholders and portable types.
 */
export type SqlValue = string | number | null;
export type Row = Record<string, unknown>;

/** What a statement inside a transaction (or outside one) can do. */
export interface Sql {
  /** The dialect, for the few statements written differently (row locks: `ledger-store` `lockAccounts`). */
  readonly kind: 'sqlite' | 'postgres';
  all<T extends Row = Row>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  one<T extends Row = Row>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** Runs a statement; `changes` is the number of rows it touched. */
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }>;
}
