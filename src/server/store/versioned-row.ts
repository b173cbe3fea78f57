/**
 * @module server/store/versioned-row
 * The optimistic lock the stores of versioned rows share (tournaments, draw games): a change reads the row and its
 * version inside a transaction, writes the row only if the version is still the one it read (and bumps it), and is
 * run again on the new row when another change won the race.
 */
import type { Sql, SqlValue } from '../../ledger/sql.js';
import type { Db } from '../db/db.js';

/** A stale version: another change wrote the row first (the transaction rolls back and is run again). */
export class LostRace extends Error {}

/** At most this many runs of one change that keeps losing the race (then the last loss is thrown). */
const ATTEMPTS = 21;

/** Runs `body` in a transaction, again while it loses the race to another change of the same row. */
export async function versionedTx<T>(db: Db, body: (q: Sql) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.tx(body);
    } catch (e) {
      if (e instanceof LostRace && attempt < ATTEMPTS) continue;
      throw e;
    }
  }
}

/**
 * Writes the columns `set` of row `id` of `table` and bumps its version, if the version is still `version`; else
 * throws `LostRace`. `table` and the column names are the caller's constants, never input.
 */
export async function bumpVersion(q: Sql, table: string, id: string, version: number, set: Readonly<Record<string, SqlValue>>): Promise<void> {
  const cols = Object.keys(set);
  const w = await q.run(`UPDATE ${table} SET ${cols.map((c) => `${c} = ?, `).join('')}version = version + 1 WHERE id = ? AND version = ?`, [...cols.map((c) => set[c] as SqlValue), id, version]);
  if (w.changes !== 1) throw new LostRace();
}
