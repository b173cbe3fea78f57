/**
 * @module server/db/sqlite
 * The embedded store on the caller's thread: the database thread (`sqlite-worker`) runs it, and so do `:memory:`
 * databases and CROUPIER_SQLITE_THREAD=0. One better-sqlite3 connection in WAL mode (synchronous=NORMAL: durable across a process
 * crash, which is what SIGKILL is; a power cut may lose the last commits, never corrupt). better-sqlite3 is
 * synchronous, so statements and transactions are serialised with a promise queue, never interleaved; transactions
 * asked for together are group-committed (see `runBatch`). WAL
 * checkpoints (which fsync) run every second in a worker thread on a connection of its own, so a commit never stalls
 * the event loop behind a disk flush.
 */

/**
 * Checkpoints the WAL every second from its own thread (PASSIVE: never blocks the writer), and tells the writer when
 * the WAL still holds `restartFrames` frames or more after a pass (see `catchUp`). Runs as a script or a module.
 */
const CHECKPOINTER = `
const { workerData, parentPort } = process.getBuiltinModule('node:worker_threads');
const Database = process.getBuiltinModule('node:module').createRequire(workerData.module)(workerData.module);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 100');
const t = setInterval(() => {
  try {
    const [r] = db.pragma('wal_checkpoint(PASSIVE)');
    if (r && r.log >= workerData.restartFrames) parentPort.postMessage('catch-up');
  } catch {}
}, workerData.everyMs);
parentPort.on('message', () => { clearInterval(t); try { db.pragma('wal_checkpoint(PASSIVE)'); db.close(); } catch {} parentPort.close(); });
`;

/** How often the checkpointer runs, and the WAL length (in pages) from which the writer finishes its work. */
export interface CheckpointOptions {
  readonly everyMs?: number;
  readonly restartFrames?: number;
}
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db, Row, Sql, SqlValue } from './db.js';

/** How long follow-up batches may run back to back before the event loop turns (see `followUp`). */
const FOLLOW_UP_MS = 5;

/** A connection's prepared statements, each prepared once. */
export function statements(conn: Database.Database): (sql: string) => Database.Statement {
  const cache = new Map<string, Database.Statement>();
  return (sql) => {
    let s = cache.get(sql);
    if (!s) {
      s = conn.prepare(sql);
      cache.set(sql, s);
    }
    return s;
  };
}

export function openSqlite(file: string, o: CheckpointOptions = {}): Db {
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
  const conn = new Database(file);
  conn.pragma('journal_mode = WAL');
  conn.pragma('synchronous = NORMAL');
  conn.pragma('foreign_keys = ON');
  conn.pragma('busy_timeout = 5000');
  // Each transaction of a group-committed batch runs in a savepoint, and SQLite keeps the pages a savepoint changes
  // in a sub-journal so it can roll back to it: in memory, not a temporary file with a write syscall per page (in
  // bench/table-engine that file took well over half of all write syscalls, and an action 20% more CPU). Durability
  // is the WAL's business; a sub-journal never outlives its transaction.
  conn.pragma('temp_store = MEMORY');
  // A WAL restarted after a burst is cut back to this size, so its disk space is returned.
  conn.pragma(`journal_size_limit = ${64 * 1024 * 1024}`);
  let checkpointer: Worker | null = null;
  if (file !== ':memory:') {
    conn.pragma('wal_autocheckpoint = 0');
    checkpointer = new Worker(CHECKPOINTER, {
      eval: true,
      workerData: { file: resolve(file), module: createRequire(import.meta.url).resolve('better-sqlite3'), everyMs: o.everyMs ?? 1000, restartFrames: o.restartFrames ?? 16_384 },
    });
    checkpointer.unref();
    checkpointer.on('error', () => {
      // Without the worker, SQLite checkpoints in the writer again.
      conn.pragma('wal_autocheckpoint = 1000');
    });
    checkpointer.on('message', () => catchUp());
  }
  const prep = statements(conn);
  const sql: Sql = {
    kind: 'sqlite',
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
  const savepoint = conn.prepare('SAVEPOINT job');
  const release = conn.prepare('RELEASE job');
  const undo = conn.prepare('ROLLBACK TO job');
  /**
   * Group commit: the transactions asked for while the previous batch ran are run one after another inside one
   * SQLite transaction, each in a savepoint of its own (a failing one is rolled back alone), then committed
   * together. Each caller's promise settles only after that COMMIT: nothing is visible or acknowledged before it
   * is durable, as with one commit each, but the pages shared by many transactions (ledger accounts, index tails)
   * are written to the WAL once per batch instead of once per transaction.
   */
  interface Job {
    readonly fn: (q: Sql) => Promise<unknown>;
    readonly ok: (v: unknown) => void;
    readonly fail: (e: unknown) => void;
  }
  let pending: Job[] = [];
  const runBatch = async (): Promise<void> => {
    const jobs = pending;
    pending = [];
    // Already run (by `close`, which does not wait for the scheduled turn).
    if (jobs.length === 0) return;
    const done: { job: Job; ok: boolean; value: unknown }[] = [];
    try {
      begin.run();
    } catch (e) {
      for (const job of jobs) job.fail(e);
      return;
    }
    try {
      for (let i = 0; i < jobs.length; i++) {
        const job = jobs[i] as Job;
        savepoint.run();
        try {
          const value = await job.fn(sql);
          release.run();
          done.push({ job, ok: true, value });
        } catch (e) {
          if (!conn.inTransaction) {
            // SQLite rolled the whole transaction back (disk full, I/O error): every job so far is undone;
            // the rest run in a batch of their own.
            for (const d of done) d.job.fail(d.ok ? e : d.value);
            job.fail(e);
            requeue(jobs.slice(i + 1));
            return;
          }
          undo.run();
          release.run();
          done.push({ job, ok: false, value: e });
        }
      }
      commit.run();
    } catch (e) {
      if (conn.inTransaction) rollback.run();
      for (const job of jobs) job.fail(e);
      return;
    }
    for (const d of done) (d.ok ? d.job.ok : d.job.fail)(d.value);
    followUp();
  };
  /**
   * Hearing "done" lets each caller go on at once — a table's next command, queued behind the one just committed,
   * asks for its own transaction. Those are run as a follow-up batch as soon as the promise continuations have run
   * (a `nextTick` runs once the microtask queue is empty), not a whole turn of the event loop later: commands queued
   * at one table (several players answering one frame) would otherwise wait a turn each. Follow-ups stop after
   * FOLLOW_UP_MS, so sockets and timers are served between them.
   */
  let chainStart = 0;
  /** One batch at a time waits for the next turn of the event loop; the chain of follow-ups is timed from it. */
  let scheduled = false;
  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      chainStart = performance.now();
      void serial(runBatch);
    });
  };
  const followUp = (): void => {
    process.nextTick(() => {
      if (pending.length === 0) return;
      if (performance.now() - chainStart > FOLLOW_UP_MS) schedule();
      else void serial(runBatch);
    });
  };
  const requeue = (jobs: Job[]): void => {
    if (jobs.length === 0) return;
    const start = pending.length === 0;
    pending = [...jobs, ...pending];
    if (start) schedule();
  };
  /**
   * The checkpointer thread never catches up with a writer that commits without pause: the frames appended while it
   * copies are left over, SQLite restarts the WAL only once every frame has been copied, and the WAL grows without
   * end (1.8 GB in one run of bench/server-load). So when it reports a long WAL, the writer copies the rest itself,
   * between two batches: only the frames appended since the checkpointer's pass, plus its syncs. The next write
   * then starts the WAL over from its beginning.
   */
  let catchingUp = false;
  const catchUp = (): void => {
    if (catchingUp) return;
    catchingUp = true;
    void serial(async () => {
      try {
        conn.pragma('wal_checkpoint(PASSIVE)');
      } finally {
        catchingUp = false;
      }
    }).catch(() => undefined);
  };
  const tx = <T>(fn: (q: Sql) => Promise<T>): Promise<T> =>
    new Promise<T>((ok, fail) => {
      pending.push({ fn, ok: ok as (v: unknown) => void, fail });
      // The first job of a batch queues the batch for after this turn's I/O callbacks; jobs asked for until
      // then join it (under load, one per table with an action in flight).
      if (pending.length === 1) schedule();
    });
  return {
    kind: 'sqlite',
    where: `sqlite:${file}`,
    all: <T extends Row>(q: string, p?: readonly SqlValue[]) => serial(() => sql.all<T>(q, p)),
    one: <T extends Row>(q: string, p?: readonly SqlValue[]) => serial(() => sql.one<T>(q, p)),
    run: (q: string, p?: readonly SqlValue[]) => serial(() => sql.run(q, p)),
    tx,
    call: (p, args) => tx((q) => p.run(q, args)),
    // Failures here are per request (the thread that asked gets the error); nothing else can take the database away.
    onFatal: () => undefined,
    // One writer: nothing waits for a lock, nothing is run again.
    onLog: () => undefined,
    close: async () => {
      // Transactions asked for but not yet started run (and commit) before the connection closes.
      if (pending.length > 0) await serial(runBatch);
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
