/**
 * The SQLite adapter's group commit (src/server/db/sqlite.ts): transactions asked for together share one COMMIT,
 * each in its own savepoint. Issue 3: "each accepted action is appended … before its effects are visible" and a
 * refused one "changes nothing" — so a failing transaction must be rolled back alone, and no caller may hear
 * "done" before the batch is durable. The first tests run on both adapters: on the caller's thread (`sqlite`) and
 * on a database thread of its own (`sqlite-thread`, the default for a file), which runs the same group commit.
 */
import assert from 'node:assert/strict';
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { openDb, type OpenOptions } from '../../src/server/db/db.js';
import { openSqlite } from '../../src/server/db/sqlite.js';
import { tempDir, withTempDb } from './helpers.js';

const IN_THREAD: OpenOptions = { thread: false };
const ADAPTERS: [string, OpenOptions][] = [
  ['in-thread', IN_THREAD],
  ['database thread', { thread: true }],
];

for (const [name, o] of ADAPTERS) {
  test(`issue 3 (${name}): transactions asked for together commit together; a failing one is rolled back alone`, async () => {
    const dir = tempDir();
    const file = join(dir, 'g.db');
    const db = await openDb(file, o);
    try {
      await db.run('CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER NOT NULL)');
      const jobs = Array.from({ length: 50 }, (_, i) =>
        db.tx(async (q) => {
          await q.run('INSERT INTO t (k, v) VALUES (?, ?)', [`k${i}`, i]);
          // Every tenth transaction writes, then fails: its row must not survive.
          if (i % 10 === 3) {
            await q.run('INSERT INTO t (k, v) VALUES (?, ?)', [`extra${i}`, i]);
            throw new Error(`refused ${i}`);
          }
          return i;
        }),
      );
      const settled = await Promise.allSettled(jobs);
      const refused = settled.flatMap((s, i) => (s.status === 'rejected' ? [i] : []));
      assert.deepEqual(refused, [3, 13, 23, 33, 43]);
      // Another connection (another process would see the same) reads what was committed.
      const other = new Database(file, { readonly: true });
      try {
        const rows = other.prepare('SELECT k FROM t ORDER BY v').all() as { k: string }[];
        assert.equal(rows.length, 45);
        assert.ok(!rows.some((r) => r.k.startsWith('extra') || ['k3', 'k13', 'k23', 'k33', 'k43'].includes(r.k)));
      } finally {
        other.close();
      }
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test(`issue 3 (${name}): a transaction is acknowledged only once its batch is committed and visible to other connections`, async () => {
    const dir = tempDir();
    const file = join(dir, 'g.db');
    const db = await openDb(file, o);
    const other = new Database(file, { readonly: true, fileMustExist: false });
    try {
      await db.run('CREATE TABLE t (k TEXT PRIMARY KEY)');
      const seen: number[] = [];
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          db.tx((q) => q.run('INSERT INTO t (k) VALUES (?)', [`k${i}`])).then(() => {
            const n = (other.prepare('SELECT COUNT(*) AS n FROM t WHERE k = ?').get(`k${i}`) as { n: number }).n;
            seen.push(n);
          }),
        ),
      );
      assert.deepEqual(seen, Array.from({ length: 20 }, () => 1));
    } finally {
      other.close();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test(`issue 3 (${name}): closing the store first commits the transactions already asked for`, async () => {
    const dir = tempDir();
    const file = join(dir, 'g.db');
    try {
      const db = await openDb(file, o);
      await db.run('CREATE TABLE t (k TEXT PRIMARY KEY)');
      // Asked for, not awaited: the batch has not started when close is called.
      const asked = db.tx((q) => q.run('INSERT INTO t (k) VALUES (?)', ['last']));
      await db.close();
      assert.deepEqual(await asked, { changes: 1 });
      const other = new Database(file, { readonly: true });
      try {
        assert.equal((other.prepare('SELECT COUNT(*) AS n FROM t').get() as { n: number }).n, 1);
      } finally {
        other.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

test('issue 3: closing an in-memory store (no checkpointer to wait for) still runs what was asked for', async () => {
  const db = await openDb(':memory:');
  await db.run('CREATE TABLE t (k TEXT PRIMARY KEY)');
  const asked = db.tx((q) => q.run('INSERT INTO t (k) VALUES (?)', ['last']));
  await db.close();
  assert.deepEqual(await asked, { changes: 1 });
});

test('issue 3: a transaction asked for right after another one committed does not wait a turn of the event loop', async () => {
  // The in-thread adapter; the database thread runs the same adapter (sqlite-worker).
  await withTempDb(async (db) => {
    await db.run('CREATE TABLE t (k INTEGER)');
    // Count the turns of the event loop while one caller commits 20 transactions one after another (a table's
    // queued commands): without follow-up batches each would wait a turn.
    let turns = 0;
    let counting = true;
    const tick = (): void => {
      turns++;
      if (counting) setImmediate(tick);
    };
    setImmediate(tick);
    for (let i = 0; i < 20; i++) await db.tx((q) => q.run('INSERT INTO t (k) VALUES (?)', [i]));
    counting = false;
    assert.ok(turns < 10, `20 sequential transactions took ${turns} turns of the event loop`);
    assert.equal((await db.one<{ n: number }>('SELECT COUNT(*) AS n FROM t'))?.n, 20);
  }, IN_THREAD);
});

test('issue 3: follow-up batches never starve timers and sockets', async () => {
  await withTempDb(async (db) => {
    await db.run('CREATE TABLE t (k INTEGER)');
    let running = true;
    let n = 0;
    // 50 callers committing as fast as they can: every one always has its next transaction ready.
    const loops = Array.from({ length: 50 }, async () => {
      while (running) {
        await db.tx((q) => q.run('INSERT INTO t (k) VALUES (?)', [n]));
        n++;
      }
    });
    const t0 = performance.now();
    await new Promise((ok) => setTimeout(ok, 200));
    const late = performance.now() - t0 - 200;
    running = false;
    await Promise.all(loops);
    assert.ok(n > 50, 'the callers made progress');
    // A follow-up chain lasts at most 5 ms (plus one batch) before the loop turns; allow a loaded machine 100 ms.
    assert.ok(late < 100, `a 200 ms timer fired ${late.toFixed(0)} ms late`);
  }, IN_THREAD);
});

test('issue 3: under writes without pause the WAL still starts over (the writer finishes the checkpointer’s work)', async () => {
  // A checkpointer pass every 50 ms; the writer catches up once 256 frames are left after one. No timing is assumed:
  // the writers go on until the writer has caught up three times and the rows written since the widest gap between
  // two catch-ups (or before the first, while the checkpointer’s thread starts) are at most a sixth of all rows (a catch-up racing a pass may leave the WAL to the next one) —
  // however late a loaded machine runs the passes. Without the catch-up they stop at 4,000 rows.
  for (const [restartFrames, bounded] of [
    [256, true],
    [Number.MAX_SAFE_INTEGER, false],
  ] as const) {
    const dir = tempDir();
    const file = join(dir, 'w.db');
    let written = 0;
    let catchUps = 0;
    let lastAt = 0;
    let widest = 0;
    const db = openSqlite(file, {
      everyMs: 50,
      restartFrames,
      onCatchUp: () => {
        catchUps++;
        widest = Math.max(widest, written - lastAt);
        lastAt = written;
      },
    });
    const enough = (): boolean => written >= 4000 && (!bounded || (catchUps >= 3 && 6 * Math.max(widest, written - lastAt) <= written));
    const deadline = performance.now() + 120_000;
    try {
      await db.run('CREATE TABLE t (k INTEGER PRIMARY KEY, v TEXT NOT NULL)');
      const pad = 'x'.repeat(3000);
      // Four writers committing back to back, as tables under load do: the WAL never sees a quiet moment.
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (!enough() && performance.now() < deadline) {
            await db.tx((q) => q.run('INSERT INTO t (v) VALUES (?)', [pad]));
            written++;
          }
        }),
      );
      // The WAL file only grows (and is cut back to 64 MB when the WAL restarts): its size is the most frames it held.
      const frames = Math.floor(statSync(`${file}-wal`).size / 4120);
      console.log(`WAL test (${bounded ? 'with' : 'without'} the catch-up): ${written} rows, ${catchUps} catch-ups, ${frames} frames at most`);
      // Each row takes a page of its own: without a restart the WAL holds at least one frame per row written.
      if (bounded) {
        assert.ok(catchUps >= 3, `the writer caught up ${catchUps} times in two minutes`);
        assert.ok(frames < written / 2, `the WAL held ${frames} frames for ${written} rows`);
      } else {
        assert.equal(catchUps, 0);
        assert.ok(frames >= written, `without the writer's catch-up the WAL keeps every row: ${frames} frames for ${written} rows`);
      }
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
});
