/**
 * @module server/db/sqlite
 * The embedded store: one better-sqlite3 connection in WAL mode (synchronous=NORMAL: durable across a process
 * crash, which is what SIGKILL is; a power cut may lose the last commits, never corrupt). better-sqlite3 is
 * synchronous, so statements and transactions are serialised with a promise queue, never interleaved. WAL
 * checkpoints (which fsync) run every second in a worker thread on a connection of its own, so a commit never stalls
 * the event loop behind a disk flush.
 */

/** Checkpoints the WAL every second from its own thread (PASSIVE: never blocks the writer). */
const CHECKPOINTER = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 100');
const t = setInterval(() => { try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} }, workerData.everyMs);
parentPort.on('message', () => { clearInterval(t); try { db.pragma('wal_checkpoint(PASSIVE)'); db.close(); } catch {} parentPort.close(); });
`;
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db, Row, Sql, SqlValue } from './db.js';

export function openSqlite(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
  const conn = new Database(file);
  conn.pragma('journal_mode = WAL');
  conn.pragma('synchronous = NORMAL');
  conn.pragma('foreign_keys = ON');
  conn.pragma('busy_timeout = 5000');
  let checkpointer: Worker | null = null;
  if (file !== ':memory:') {
    conn.pragma('wal_autocheckpoint = 0');
    checkpointer = new Worker(CHECKPOINTER, { eval: true, workerData: { file: resolve(file), module: createRequire(import.meta.url).resolve('better-sqlite3'), everyMs: 1000 } });
    checkpointer.unref();
    checkpointer.on('error', () => {
      // Without the worker, SQLite checkpoints in the writer again.
      conn.pragma('wal_autocheckpoint = 1000');
    });
  }
  const cache = new Map<string, Database.Statement>();
  const prep = (sql: string): Database.Statement => {
    let s = cache.get(sql);
    if (!s) {
      s = conn.prepare(sql);
      cache.set(sql, s);
    }
    return s;
  };
  const sql: Sql = {
    all: async <T extends Row>(q: string, p: readonly SqlValue[] = []) => prep(q).all(...p) as T[],
    one: async <T extends Row>(q: string, p: readonly SqlValue[] = []) => prep(q).get(...p) as T | undefined,
    run: async (q: string, p: readonly SqlValue[] = []) => {
      const s = prep(q);
      if (s.reader) {
        s.all(...p);
        return { changes: 0 };
      }
      return { changes: s.run(...p).changes };
    },
  };
  let queue: Promise<unknown> = Promise.resolve();
  /** Everything goes through one queue, so a read outside a transaction never sees another's uncommitted rows. */
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const p = queue.then(run, run);
    queue = p.catch(() => undefined);
    return p;
  };
  const begin = conn.prepare('BEGIN IMMEDIATE');
  const commit = conn.prepare('COMMIT');
  const rollback = conn.prepare('ROLLBACK');
  return {
    kind: 'sqlite',
    where: `sqlite:${file}`,
    all: <T extends Row>(q: string, p?: readonly SqlValue[]) => serial(() => sql.all<T>(q, p)),
    one: <T extends Row>(q: string, p?: readonly SqlValue[]) => serial(() => sql.one<T>(q, p)),
    run: (q: string, p?: readonly SqlValue[]) => serial(() => sql.run(q, p)),
    tx<T>(fn: (q: Sql) => Promise<T>): Promise<T> {
      return serial(async (): Promise<T> => {
        begin.run();
        try {
          const out = await fn(sql);
          commit.run();
          return out;
        } catch (e) {
          if (conn.inTransaction) rollback.run();
          throw e;
        }
      });
    },
    close: async () => {
      await queue;
      if (checkpointer) {
        const w = checkpointer;
        w.ref();
        await new Promise<void>((ok) => {
          const t = setTimeout(() => void w.terminate().then(() => ok()), 2000);
          w.once('exit', () => (clearTimeout(t), ok()));
          w.postMessage('stop');
        });
      }
      conn.close();
    },
  };
}
