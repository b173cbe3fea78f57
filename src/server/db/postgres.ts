/**
 * @module server/db/postgres
 * The PostgreSQL adapter (pg Pool). `?` placeholders become `$1…$n`; BIGINT and NUMERIC come back as JS
 * numbers (every amount and id is a safe integer). Transactions run on one pooled client, READ COMMITTED;
 * balances change with `UPDATE … SET balance = balance + ?` guarded by a CHECK, so concurrent processes never
 * overdraw a wallet.
 */
import pg from 'pg';
import type { Db, Row, Sql, SqlValue } from './db.js';

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

interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number | null }>;
}

const over = (c: Queryable): Sql => ({
  all: async <T extends Row>(q: string, p: readonly SqlValue[] = []) => (await c.query(toPg(q), p as unknown[])).rows as T[],
  one: async <T extends Row>(q: string, p: readonly SqlValue[] = []) => (await c.query(toPg(q), p as unknown[])).rows[0] as T | undefined,
  run: async (q: string, p: readonly SqlValue[] = []) => ({ changes: (await c.query(toPg(q), p as unknown[])).rowCount ?? 0 }),
});

export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.CROUPIER_PG_POOL ?? 10) });
  pool.on('error', () => undefined);
  const c = await pool.connect();
  c.release();
  const u = new URL(url);
  const tx = async <T>(fn: (q: Sql) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const out = await fn(over(client));
      await client.query('COMMIT');
      return out;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  };
  return {
    kind: 'postgres',
    where: `postgres://${u.hostname}:${u.port || 5432}${u.pathname}`,
    ...over(pool),
    tx,
    call: (p, args) => tx((q) => p.run(q, args)),
    close: () => pool.end(),
    onFatal: () => undefined,
  };
}
