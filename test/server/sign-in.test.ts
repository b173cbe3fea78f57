/**
 * Sign-in (issue 15, item 7): throttling per account and per address with a back-off that grows and then caps, its
 * state in the database (shared by every process), the minimum password length, OWASP's scrypt cost with old hashes
 * rehashed at the next sign-in, and the failures in the staff log.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { ensureCoreAccounts } from '../../src/ledger/ledger-store.js';
import { costOf, DEFAULT_COST, hashPassword } from '../../src/server/auth/passwords.js';
import { backOff, DEFAULT_THROTTLE } from '../../src/server/auth/throttle.js';
import { openDb, type Db } from '../../src/server/db/db.js';
import { migrate } from '../../src/server/db/migrations.js';
import { AccountStore } from '../../src/server/store/account-store.js';
import { DEMO_PASSWORD as DEMO, TEST_COST } from '../fixtures/accounts.js';
import { freshPgDatabase, http, login, PG_SKIP, sleep, startTestServer, tempDir, type TestServer } from './helpers.js';

let s: TestServer;
let base: string;
before(async () => {
  s = await startTestServer();
  base = s.url;
});
after(async () => s.stop());

const PW = 'right-password';
type Body = { code?: string; details?: { retryAfterMs?: number } };
const signIn = (username: string, password: string, url = base) => http<Body & { token?: string }>(url, 'POST', '/api/login', { username, password });

test('60 wrong passwords, then the right one: after 5 failures every attempt is refused (429, Retry-After), the right one too', async () => {
  // The default policy's free failures, with a first block long enough that a slow machine cannot outlast it between
  // two attempts (the default's 1 s, 2 s, 4 s … are checked below, on `backOff`).
  const t = await startTestServer({ accounts: { throttle: { ...DEFAULT_THROTTLE, account: { ...DEFAULT_THROTTLE.account, baseMs: 120_000, capMs: 120_000 } } } });
  const base = t.url;
  try {
    await sixtyThenRight(t, base);
  } finally {
    await t.stop();
  }
});

async function sixtyThenRight(t: TestServer, base: string): Promise<void> {
  const cashier = await login(base, 'cashier');
  assert.equal((await http(base, 'POST', '/api/accounts', { username: 'victim', password: PW, roles: ['player'] }, cashier)).status, 200);
  const statuses: number[] = [];
  for (let i = 0; i < 60; i++) statuses.push((await signIn('victim', `guess-number-${i}`, base)).status);
  assert.deepEqual(statuses.slice(0, 6), [401, 401, 401, 401, 401, 401], 'five failures free, the sixth checked and counted');
  assert.ok(statuses.slice(6).every((x) => x === 429), `then throttled: ${statuses.slice(6).join(',')}`);
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'victim', password: PW }) });
  assert.equal(res.status, 429, 'the right password is not even checked while the account is blocked');
  const body = (await res.json()) as Body;
  assert.equal(body.code, 'auth/throttled');
  assert.ok((body.details?.retryAfterMs ?? 0) > 0);
  assert.ok(Number(res.headers.get('retry-after')) >= 1);
  const logged = await t.ctx.db.all<{ action: string }>("SELECT action FROM staff_log WHERE target = 'victim' AND action LIKE 'sign-in-%'");
  assert.equal(logged.filter((r) => r.action === 'sign-in-failed').length, 6, 'each checked failure is logged');
  assert.ok(logged.some((r) => r.action === 'sign-in-throttled'), 'and the block it set');
}

test('the back-off doubles from 1 s after the free failures and caps at 15 minutes', () => {
  const b = DEFAULT_THROTTLE.account;
  assert.deepEqual([5, 6, 7, 8, 9].map((n) => backOff(n, b)), [0, 1000, 2000, 4000, 8000]);
  assert.equal(backOff(16, b), 15 * 60_000);
  assert.equal(backOff(1_000, b), 15 * 60_000, 'capped: never longer, however many failures');
  assert.equal(DEFAULT_THROTTLE.address.free, 20);
});

test('a block ends after its back-off, and a right password then signs in and clears the account’s failures', async () => {
  const t = await startTestServer({ accounts: { throttle: { account: { free: 2, baseMs: 300, capMs: 600 }, address: { free: 1000, baseMs: 1000, capMs: 1000 }, forgetMs: 60_000 } } });
  try {
    for (let i = 0; i < 3; i++) assert.equal((await signIn('alice', 'wrong-password', t.url)).status, 401);
    assert.equal((await signIn('alice', DEMO, t.url)).status, 429);
    await sleep(350);
    assert.equal((await signIn('alice', DEMO, t.url)).status, 200, 'the block is over');
    for (let i = 0; i < 2; i++) assert.equal((await signIn('alice', 'wrong-password', t.url)).status, 401, 'the count starts again from zero');
  } finally {
    await t.stop();
  }
});

test('failures from one address across many accounts block the address; right passwords from it never do', async () => {
  const t = await startTestServer({ accounts: { throttle: { account: { free: 100, baseMs: 1000, capMs: 1000 }, address: { free: 3, baseMs: 60_000, capMs: 60_000 }, forgetMs: 60_000 } } });
  try {
    for (let i = 0; i < 10; i++) assert.equal((await signIn(i % 2 ? 'alice' : 'bob', DEMO, t.url)).status, 200, 'right passwords are never counted');
    for (const u of ['alice', 'bob', 'carol', 'dealer']) assert.equal((await signIn(u, 'wrong-password', t.url)).status, 401);
    const r = await signIn('cashier', DEMO, t.url);
    assert.equal(r.status, 429, 'the address is blocked, whatever the account');
    assert.equal(r.body.code, 'auth/throttled');
  } finally {
    await t.stop();
  }
});

/** Two account stores on one database, as two server processes are. */
async function sharedThrottle(a: Db, b: Db): Promise<void> {
  const policy = { account: { free: 2, baseMs: 60_000, capMs: 60_000 }, address: { free: 1000, baseMs: 1000, capMs: 1000 }, forgetMs: 60_000 };
  const one = new AccountStore(a, { cost: TEST_COST, throttle: policy });
  const two = new AccountStore(b, { cost: TEST_COST, throttle: policy });
  await one.create('shared', PW, ['player']);
  for (let i = 0; i < 3; i++) assert.deepEqual(await (i % 2 ? two : one).signIn('shared', 'wrong-password', `10.0.0.${i}`), { ok: false, reason: 'bad-credentials' });
  const r = await two.signIn('shared', PW, '10.0.0.9');
  assert.equal(r.ok, false);
  assert.equal(!r.ok && r.reason, 'throttled', 'the other process sees the failures: they are in the database');
}

test('the throttle is kept in the database: a second process sharing it sees the failures (SQLite)', async () => {
  const dir = tempDir();
  const a = await openDb(join(dir, 'shared.db'));
  await migrate(a);
  await a.tx((q) => ensureCoreAccounts(q));
  const b = await openDb(join(dir, 'shared.db'));
  try {
    await sharedThrottle(a, b);
  } finally {
    await b.close();
    await a.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the throttle is kept in the database: a second process sharing it sees the failures (PostgreSQL)', { skip: PG_SKIP }, async () => {
  const pg = await freshPgDatabase('throttle');
  const a = await openDb(pg.url);
  const b = await openDb(pg.url);
  try {
    await migrate(a);
    await a.tx((q) => ensureCoreAccounts(q));
    await sharedThrottle(a, b);
  } finally {
    await a.close();
    await b.close();
    await pg.drop();
  }
});

test('a new account or a password change needs at least 10 characters', async () => {
  const cashier = await login(base, 'cashier');
  for (const password of ['demo', 'secret', 'nine-char']) {
    const r = await http<Body>(base, 'POST', '/api/accounts', { username: `short-${password.length}`, password, roles: ['player'] }, cashier);
    assert.equal(r.status, 400, password);
  }
  assert.equal((await http(base, 'POST', '/api/accounts', { username: 'ten-chars', password: 'ten-chars!', roles: ['player'] }, cashier)).status, 200);
  const me = await login(base, 'ten-chars', 'ten-chars!');
  assert.equal((await http(base, 'POST', '/api/me/password', { current: 'ten-chars!', password: 'short' }, me)).status, 400);
  assert.equal((await http(base, 'POST', '/api/me/password', { current: 'not-it-at-all', password: 'a-new-password' }, me)).status, 401);
  const other = await login(base, 'ten-chars', 'ten-chars!');
  assert.equal((await http(base, 'POST', '/api/me/password', { current: 'ten-chars!', password: 'a-new-password' }, me)).status, 200);
  assert.equal((await http(base, 'GET', '/api/me', undefined, me)).status, 200, 'the session that changed it goes on');
  assert.equal((await http(base, 'GET', '/api/me', undefined, other)).status, 401, 'every other session of the account ends');
  assert.ok(await login(base, 'ten-chars', 'a-new-password'));
  assert.equal((await s.ctx.db.one<{ n: number }>("SELECT COUNT(*) AS n FROM staff_log WHERE action = 'password-changed' AND target = 'ten-chars'"))?.n, 1);
});

test('OWASP scrypt cost (N=2^17, r=8, p=1) by default; a hash at the old N=2^14 still signs in and is rehashed at the new cost', async () => {
  assert.deepEqual(DEFAULT_COST, { N: 131072, r: 8, p: 1 });
  const dir = tempDir();
  const db = await openDb(join(dir, 'rehash.db'));
  try {
    await migrate(db);
    await db.tx((q) => ensureCoreAccounts(q));
    const store = new AccountStore(db);
    const fresh = await hashPassword(PW);
    assert.deepEqual(costOf(fresh), DEFAULT_COST, 'new hashes at the default cost');
    const old = await hashPassword(PW, { N: 16384, r: 8, p: 1 });
    await db.run('INSERT INTO accounts (username, password_hash, roles, created_at) VALUES (?, ?, ?, ?)', ['old-timer', old, 'player', Date.now()]);
    const r = await store.signIn('old-timer', PW, '127.0.0.1');
    assert.equal(r.ok, true);
    const stored = await db.one<{ password_hash: string }>('SELECT password_hash FROM accounts WHERE username = ?', ['old-timer']);
    assert.deepEqual(costOf(stored?.password_hash ?? ''), DEFAULT_COST, 'rehashed at the next sign-in');
    assert.equal((await store.signIn('old-timer', PW, '127.0.0.1')).ok, true, 'and the new hash verifies');
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

