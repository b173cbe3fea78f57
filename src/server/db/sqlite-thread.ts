/**
 * @module server/db/sqlite-thread
 * SQLite on a file with its writes on a thread of their own: the default for a file database. The table work's SQL
 * (about 40% of the CPU time of an action when it ran on the event loop's thread) then runs beside the event loop,
 * so a server uses two cores. The database thread (`sqlite-worker`) is the only writer and group-commits as the
 * in-thread adapter does; the event loop's thread keeps a connection of its own for reads (`query_only`; WAL lets
 * it read while the database thread writes, and it sees every transaction committed before the read began).
 *
 * Round trips are coarse: a procedure (`Db.call`) sends its arguments and gets its result, a whole transaction per
 * message. `tx` with a body on this thread sends its statements one at a time; it is kept for the rare writes
 * (accounts, catalogue, leases, migrations), and holds the database thread's batch open while it runs.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db, Procedure, Row, Sql, SqlValue } from './db.js';
import { outbox } from './outbox.js';
import { statements } from './sqlite.js';
import { fromWireError, type WireError } from './wire-errors.js';

/** Messages to the database thread. */
export type ToDbThread =
  | { readonly t: 'call'; readonly id: number; readonly module: string; readonly name: string; readonly args: unknown }
  /** One statement outside a transaction body: a write (reads run on the caller's thread), committed on its own. */
  | { readonly t: 'stmt'; readonly id: number; readonly op: 'all' | 'one' | 'run'; readonly sql: string; readonly params: readonly SqlValue[] }
  /** A pragma for the writer's connection, run outside any transaction (SQLite ignores some inside one). */
  | { readonly t: 'pragma'; readonly id: number; readonly sql: string }
  | { readonly t: 'tx'; readonly id: number }
  | { readonly t: 'q'; readonly id: number; readonly tx: number; readonly op: 'all' | 'one' | 'run'; readonly sql: string; readonly params: readonly SqlValue[] }
  | { readonly t: 'end'; readonly id: number; readonly ok: boolean }
  | { readonly t: 'close' };

/** Messages from it. */
export type FromDbThread =
  | { readonly t: 'ready' }
  | { readonly t: 'open'; readonly id: number }
  | { readonly t: 'done'; readonly id: number; readonly value: unknown }
  | { readonly t: 'fail'; readonly id: number; readonly error: WireError }
  | { readonly t: 'crash'; readonly error: WireError }
  | { readonly t: 'closed' };

/**
 * Loads the worker's module; a `.ts` source (development, tests) first registers tsx's loader in the thread. Written
 * to run as a script or as a module (the thread inherits flags such as `--input-type=module`).
 */
const BOOT = `const { workerData } = process.getBuiltinModule('node:worker_threads');
const load = () => import(workerData.entry);
(workerData.entry.endsWith('.ts') ? import('tsx/esm/api').then((t) => { t.register(); return load(); }) : load()).catch((e) => { throw e; });`;

/** Requests sent together at most (`outbox`); replies come back in arrays of at most REPLY_CHUNK (sqlite-worker). */
const SEND_CHUNK = 4;

interface Waiter {
  readonly ok: (v: unknown) => void;
  readonly fail: (e: Error) => void;
  readonly open?: () => void;
}

export async function openSqliteThread(file: string): Promise<Db> {
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true });
  const entry = import.meta.url.replace(/sqlite-thread\.(ts|js)$/, 'sqlite-worker.$1');
  const worker = new Worker(BOOT, { eval: true, workerData: { file: path, entry } });
  const waiting = new Map<number, Waiter>();
  let nextId = 0;
  let broken: Error | null = null;
  let onReady: { ok: () => void; fail: (e: Error) => void } | null = null;
  let onClosed: (() => void) | null = null;
  /** Set once `close` begins: the thread's end is then expected, not fatal. */
  let closing = false;
  const fatal: ((e: Error) => void)[] = [];
  const ready = new Promise<void>((ok, fail) => (onReady = { ok, fail }));

  /** The thread is kept alive (and keeps the process alive) only while something waits for it. */
  const settled = (id: number): Waiter | undefined => {
    const w = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) worker.unref();
    return w;
  };
  const breakAll = (e: Error): void => {
    const first = broken === null;
    broken ??= e;
    onReady?.fail(e);
    for (const id of [...waiting.keys()]) settled(id)?.fail(e);
    onClosed?.();
    if (first && !closing && !onReady) for (const f of fatal.splice(0)) f(broken);
  };
  const receive = (m: FromDbThread): void => {
    switch (m.t) {
      case 'ready':
        onReady?.ok();
        onReady = null;
        return;
      case 'open':
        waiting.get(m.id)?.open?.();
        return;
      case 'done':
        settled(m.id)?.ok(m.value);
        return;
      case 'fail':
        settled(m.id)?.fail(fromWireError(m.error));
        return;
      case 'crash':
        breakAll(fromWireError(m.error));
        return;
      case 'closed':
        onClosed?.();
        return;
    }
  };
  worker.on('message', (ms: FromDbThread[]) => {
    for (const m of ms) receive(m);
  });
  worker.on('error', (e) => breakAll(e));
  worker.on('exit', (code) => breakAll(new Error(`the database thread exited (${code})`)));
  await ready;
  worker.unref();

  const post = outbox<ToDbThread>((ms) => worker.postMessage(ms), SEND_CHUNK);
  const send = (m: Exclude<ToDbThread, { t: 'close' }>, w: Waiter): void => {
    if (broken) return w.fail(broken);
    if (waiting.size === 0) worker.ref();
    waiting.set(m.id, w);
    post(m);
  };
  const ask = <T>(make: (id: number) => Exclude<ToDbThread, { t: 'close' }>): Promise<T> =>
    new Promise<T>((ok, fail) => send(make(++nextId), { ok: ok as (v: unknown) => void, fail }));

  // Reads on this thread: a connection that cannot write.
  const conn = new Database(path);
  conn.pragma('busy_timeout = 5000');
  conn.pragma('query_only = ON');
  const prep = statements(conn);

  const tx = <T>(fn: (q: Sql) => Promise<T>): Promise<T> =>
    new Promise<T>((ok, fail) => {
      const id = ++nextId;
      let value: T;
      let threw: { e: unknown } | null = null;
      const q: Sql = {
        kind: 'sqlite',
        all: <R extends Row>(sql: string, params: readonly SqlValue[] = []) => ask<R[]>((qid) => ({ t: 'q', id: qid, tx: id, op: 'all', sql, params })),
        one: <R extends Row>(sql: string, params: readonly SqlValue[] = []) => ask<R | undefined>((qid) => ({ t: 'q', id: qid, tx: id, op: 'one', sql, params })),
        run: (sql: string, params: readonly SqlValue[] = []) => ask<{ changes: number }>((qid) => ({ t: 'q', id: qid, tx: id, op: 'run', sql, params })),
      };
      send(
        { t: 'tx', id },
        {
          ok: () => (threw ? fail(threw.e) : ok(value)),
          fail: (e) => fail(threw ? threw.e : e),
          open: () => {
            fn(q).then(
              (v) => {
                value = v;
                post({ t: 'end', id, ok: true });
              },
              (e: unknown) => {
                threw = { e };
                post({ t: 'end', id, ok: false });
              },
            );
          },
        },
      );
    });

  return {
    kind: 'sqlite',
    where: `sqlite:${file}`,
    all: async <T extends Row>(sql: string, p: readonly SqlValue[] = []) => {
      const s = prep(sql);
      return s.readonly ? (s.all(...p) as T[]) : ask<T[]>((id) => ({ t: 'stmt', id, op: 'all', sql, params: p }));
    },
    one: async <T extends Row>(sql: string, p: readonly SqlValue[] = []) => {
      const s = prep(sql);
      return s.readonly ? (s.get(...p) as T | undefined) : ask<T | undefined>((id) => ({ t: 'stmt', id, op: 'one', sql, params: p }));
    },
    run: async (sql: string, p: readonly SqlValue[] = []) => {
      const s = prep(sql);
      // A pragma is "read-only" to SQLite but sets the connection it runs on: it goes to the writer's, outside any
      // transaction (`foreign_keys`, for instance, is ignored inside one).
      if (/^\s*PRAGMA/i.test(sql)) return ask<{ changes: number }>((id) => ({ t: 'pragma', id, sql }));
      if (s.readonly) {
        s.all(...p);
        return { changes: 0 };
      }
      return ask<{ changes: number }>((id) => ({ t: 'stmt', id, op: 'run', sql, params: p }));
    },
    tx,
    call: <A, R>(p: Procedure<A, R>, args: A) => ask<R>((id) => ({ t: 'call', id, module: p.module, name: p.name, args })),
    onLog: () => undefined,
    onFatal: (listener) => {
      if (broken && !closing) listener(broken);
      else fatal.push(listener);
    },
    close: async () => {
      closing = true;
      // Everything asked for is answered (committed or refused) before the thread closes.
      while (waiting.size > 0 && !broken) await new Promise((ok) => setTimeout(ok, 5));
      if (!broken) {
        const closed = new Promise<void>((ok) => (onClosed = ok));
        worker.ref();
        post({ t: 'close' });
        await closed;
      }
      await worker.terminate();
      conn.close();
    },
  };
}
