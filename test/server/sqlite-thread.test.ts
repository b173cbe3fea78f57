/**
 * SQLite with its writes on a database thread (src/server/db/sqlite-thread.ts, the default for a file): issue 3's
 * speed work moves the table work's SQL off the event loop's thread. What must not change: a transaction is all or
 * nothing and acknowledged only once committed, errors come back as the same classes with the same codes (the table
 * runtime tells a refused action from a lost table by class, the account store a duplicate by code), and the thread
 * never keeps an idle process alive nor lets it exit while a reply is awaited.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { threadId } from 'node:worker_threads';
import { CroupierError } from '../../src/core/errors.js';
import { isUniqueViolation, procedure } from '../../src/server/db/db.js';
import { endThread, FixtureRefusal, insertRow, refuseOddly } from '../fixtures/db-procedures.js';
import { http, startTestServer, withTempDb } from './helpers.js';
import { DEMO_PASSWORD } from '../fixtures/accounts.js';

test('issue 3: a procedure runs on the database thread; on the caller’s thread with the in-thread adapter', async () => {
  await withTempDb(async (db) => {
    await db.run('CREATE TABLE t (k TEXT PRIMARY KEY)');
    const r = await db.call(insertRow, { k: 'a' });
    assert.notEqual(r.thread, threadId);
    assert.deepEqual(await db.all('SELECT k FROM t'), [{ k: 'a' }]);
  });
  await withTempDb(
    async (db) => {
      await db.run('CREATE TABLE t (k TEXT PRIMARY KEY)');
      assert.equal((await db.call(insertRow, { k: 'a' })).thread, threadId);
    },
    { thread: false },
  );
});

test('issue 3: a refused procedure comes back as its own class with its code and context, and changes nothing', async () => {
  await withTempDb(async (db) => {
    await db.run('CREATE TABLE t (k TEXT PRIMARY KEY)');
    // Asked for together: one batch on the database thread, the refused one rolled back alone.
    const out = await Promise.allSettled(['a', 'b', 'c'].map((k) => db.call(insertRow, { k, refuse: k === 'b' })));
    assert.deepEqual(out.map((o) => o.status), ['fulfilled', 'rejected', 'fulfilled']);
    const e = (out[1] as PromiseRejectedResult).reason as FixtureRefusal;
    assert.ok(e instanceof FixtureRefusal && e instanceof CroupierError);
    assert.equal(e.code, 'fixture/refused');
    assert.deepEqual(e.context, { k: 'b' });
    assert.match(e.message, /refused b/);
    assert.deepEqual(await db.all('SELECT k FROM t ORDER BY k'), [{ k: 'a' }, { k: 'c' }]);
    // A context that cannot be cloned as it is still comes back as the error, with what JSON keeps of it.
    await assert.rejects(db.call(refuseOddly, { k: 'z' }), (e) => e instanceof CroupierError && e.code === 'fixture/odd-context' && JSON.stringify(e.context) === '{"k":"z"}');
    assert.equal((await db.call(insertRow, { k: 'd' })).thread !== threadId, true);
  });
});

test('issue 3: driver errors keep their code; a transaction whose body catches one still commits the rest', async () => {
  await withTempDb(async (db) => {
    await db.run('CREATE TABLE t (k TEXT PRIMARY KEY)');
    await db.run('INSERT INTO t (k) VALUES (?)', ['x']);
    await assert.rejects(db.run('INSERT INTO t (k) VALUES (?)', ['x']), (e) => isUniqueViolation(e));
    const caught = await db.tx(async (q) => {
      await q.run('INSERT INTO t (k) VALUES (?)', ['y']);
      try {
        await q.run('INSERT INTO t (k) VALUES (?)', ['x']);
        return false;
      } catch (e) {
        return isUniqueViolation(e);
      }
    });
    assert.equal(caught, true);
    // A body that throws rolls its transaction back, and its caller gets the body's own error.
    await assert.rejects(
      db.tx(async (q) => {
        await q.run('INSERT INTO t (k) VALUES (?)', ['z']);
        throw new RangeError('body failed');
      }),
      (e) => e instanceof RangeError && e.message === 'body failed',
    );
    assert.deepEqual(await db.all('SELECT k FROM t ORDER BY k'), [{ k: 'x' }, { k: 'y' }]);
    // A write asked for through a read method goes to the database thread too.
    assert.deepEqual(await db.one('INSERT INTO t (k) VALUES (?) RETURNING k', ['w']), { k: 'w' });
    assert.equal((await db.one<{ n: number }>('SELECT COUNT(*) AS n FROM t'))?.n, 3);
  });
});

test('issue 3: an unknown procedure or module is refused with a clear error, and the store goes on', async () => {
  await withTempDb(async (db) => {
    await db.run('CREATE TABLE t (k TEXT PRIMARY KEY)');
    const ghost = { ...procedure(import.meta.url, 'ghost', async () => 1), name: 'not-registered' };
    await assert.rejects(db.call(ghost, {}), /no procedure not-registered/);
    await assert.rejects(db.call({ ...insertRow, module: new URL('./no-such-module.ts', import.meta.url).href }, { k: 'x' }), /no-such-module/);
    assert.equal((await db.call(insertRow, { k: 'after' })).thread !== threadId, true);
    assert.deepEqual(await db.all('SELECT k FROM t'), [{ k: 'after' }]);
  });
});

test('issue 3: the database thread keeps the process alive while a reply is awaited, and not once idle', () => {
  const dir = join(process.cwd(), 'test', 'fixtures');
  const script = `import { openDb } from '../../src/server/db/db.ts';
const db = await openDb(process.argv[1]);
await db.run('CREATE TABLE t (k TEXT PRIMARY KEY)');
await db.run("INSERT INTO t (k) VALUES ('a')");
console.log('rows', (await db.all('SELECT k FROM t')).length);
// Not closed: the process must still end on its own.`;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, join(dir, `.thread-${process.pid}.db`)], { cwd: dir, encoding: 'utf8', timeout: 30_000 });
  spawnSync('sh', ['-c', `rm -f ${join(dir, `.thread-${process.pid}.db`)}*`]);
  assert.equal(r.signal, null, 'the process ended on its own');
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /rows 1/);
});

test('issue 3: the database thread’s death is fatal: onFatal once with the cause, every request refused; a close is not fatal', async () => {
  await withTempDb(async (db) => {
    const seen: Error[] = [];
    db.onFatal((e) => seen.push(e));
    await db.run('CREATE TABLE t (k TEXT PRIMARY KEY)');
    await db.call(insertRow, { k: 'before' });
    // One request in flight with the one that ends the thread: both refused, with the same cause.
    const pending = db.call(insertRow, { k: 'pending' });
    await assert.rejects(db.call(endThread, { code: 7 }), /the database thread exited \(7\)/);
    await assert.rejects(pending, /exited \(7\)/);
    await assert.rejects(db.call(insertRow, { k: 'after' }), /exited \(7\)/);
    await assert.rejects(db.run("INSERT INTO t (k) VALUES ('after')"), /exited \(7\)/);
    assert.equal(seen.length, 1);
    assert.match(seen[0]?.message ?? '', /exited \(7\)/);
    // A listener that comes late still hears of it.
    let late: Error | null = null;
    db.onFatal((e) => (late = e));
    assert.equal(late, seen[0]);
    // Reads keep working on the event loop's thread's own connection: what was committed is still there.
    assert.deepEqual(await db.all('SELECT k FROM t'), [{ k: 'before' }]);
  });
  const seen: Error[] = [];
  await withTempDb(async (db) => {
    db.onFatal((e) => seen.push(e));
    await db.run('CREATE TABLE t (k TEXT PRIMARY KEY)');
  });
  assert.deepEqual(seen, [], 'closing the store is not a loss');
});

test('issue 3: `croupier serve` exits with status 1 when the database thread dies, after a fatal log line', () => {
  const dir = join(process.cwd(), 'test', 'fixtures');
  const file = join(dir, `.fatal-${process.pid}.db`);
  const script = `import { startServer } from '../../src/server/start.ts';
import { endThread } from './db-procedures.ts';
const s = await startServer({ port: 0, host: '127.0.0.1', db: process.argv[1], demo: false });
console.log('STARTED');
await s.ctx.db.call(endThread, { code: 9 }).catch(() => undefined);
await new Promise((ok) => setTimeout(ok, 10_000));
console.log('STILL RUNNING');`;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, file], { cwd: dir, encoding: 'utf8', timeout: 60_000, env: { ...process.env, CROUPIER_LOG: 'info' } });
  spawnSync('sh', ['-c', `rm -f ${file}*`]);
  assert.match(r.stdout, /STARTED/, r.stderr);
  assert.doesNotMatch(r.stdout, /STILL RUNNING/);
  assert.equal(r.status, 1, r.stderr);
  const fatal = r.stdout.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { level: number; msg: string; err?: { message: string } }).find((l) => l.level === 60);
  assert.ok(fatal, 'a fatal log line');
  assert.match(fatal.msg, /the database is lost/);
  assert.match(fatal.err?.message ?? '', /exited \(9\)/);
});

test('issue 3: a server whose database thread died says so on /api/health (503, with the cause) and refuses writes', async () => {
  const s = await startTestServer();
  try {
    assert.equal((await http(s.url, 'GET', '/api/health')).status, 200);
    const cashier = await http<{ token: string }>(s.url, 'POST', '/api/login', { username: 'cashier', password: DEMO_PASSWORD });
    await assert.rejects(s.ctx.db.call(endThread, { code: 5 }), /exited \(5\)/);
    const h = await http<{ status: string; reason: string; databaseMs: number | null }>(s.url, 'GET', '/api/health');
    assert.equal(h.status, 503);
    assert.equal(h.body.status, 'unavailable');
    assert.match(h.body.reason, /the database is lost: .*exited \(5\)/);
    assert.equal(h.body.databaseMs, null);
    const credit = await http<{ code: string }>(s.url, 'POST', '/api/cashier/wallets/alice', { op: 'credit', amount: 100, key: 'after-loss-1' }, cashier.body.token);
    assert.equal(credit.status >= 500, true, `a write after the loss is refused (${credit.status})`);
  } finally {
    await s.stop();
  }
});
