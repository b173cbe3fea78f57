/**
 * Issue 17, "Administrator: staff accounts … closed from a page": the administrator closes a cashier's or dealer's
 * account; its sessions end at once (its sockets close with 4001, its token is refused), it cannot sign in again
 * (403 `auth/account-closed`, even with the right password), and its history is kept (the account row, its staff-log
 * lines and the closing itself in the staff log). On SQLite, and on PostgreSQL where CROUPIER_TEST_PG is set.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Client, freshPgDatabase, http, login, PG_SKIP, startTestServer, type TestServer } from './helpers.js';
import { DEMO_PASSWORD } from '../../src/server/demo.js';

const closed = (c: Client, ms = 5000): Promise<{ code: number; reason: string }> =>
  new Promise((ok, fail) => {
    const t = setTimeout(() => fail(new Error(`the socket is still open after ${ms} ms`)), ms);
    c.ws.once('close', (code: number, reason: Buffer) => (clearTimeout(t), ok({ code, reason: reason.toString() })));
  });

async function closesAStaffAccount(s: TestServer): Promise<void> {
  const admin = await login(s.url, 'admin');
  const cashier = await login(s.url, 'cashier');
  // The cashier works before: a line of the staff log under his name.
  assert.equal((await http(s.url, 'POST', '/api/cashier/wallets/alice', { op: 'credit', amount: 500, key: 'before-closing' }, cashier)).status, 200);
  const socket = await Client.connect(s.url, cashier);
  const gone = closed(socket);
  const r = await http<{ username: string; closedAt: string }>(s.url, 'POST', '/api/accounts/cashier/close', undefined, admin);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.equal(r.body.username, 'cashier');
  assert.deepEqual(await gone, { code: 4001, reason: 'session ended' }, 'his sockets close at once');
  assert.equal((await http(s.url, 'GET', '/api/me', undefined, cashier)).status, 401, 'his token is refused at once');
  const again = await http<{ code: string }>(s.url, 'POST', '/api/login', { username: 'cashier', password: DEMO_PASSWORD });
  assert.equal(again.status, 403, 'the right password does not open a closed account');
  assert.equal(again.body.code, 'auth/account-closed');
  const wrong = await http<{ code: string }>(s.url, 'POST', '/api/login', { username: 'cashier', password: 'not-the-password' });
  assert.equal(wrong.body.code, 'auth/bad-credentials', 'a wrong password says nothing of the closing');
  // History kept: the account, its work and the closing are all still there.
  assert.ok(await s.ctx.db.one('SELECT username FROM accounts WHERE username = ?', ['cashier']), 'the account row stays');
  const log = await s.ctx.db.all<{ actor: string | null; action: string; target: string | null }>('SELECT actor, action, target FROM staff_log ORDER BY id');
  assert.ok(log.some((l) => l.actor === 'cashier' && l.action === 'cashier-credit'), 'his staff-log lines stay');
  assert.ok(log.some((l) => l.actor === 'admin' && l.action === 'account-closed' && l.target === 'cashier'), 'the closing is logged');
  // Refusals, each changing nothing: twice, his own, a player's.
  assert.equal((await http<{ code: string }>(s.url, 'POST', '/api/accounts/cashier/close', undefined, admin)).body.code, 'auth/account-closed');
  assert.equal((await http(s.url, 'POST', '/api/accounts/admin/close', undefined, admin)).status, 403);
  assert.equal((await http(s.url, 'POST', '/api/accounts/alice/close', undefined, admin)).status, 403, 'a player’s account is not closed here');
  assert.equal((await http(s.url, 'POST', '/api/accounts/dealer/close', undefined, await login(s.url, 'dealer'))).status, 403, 'only the administrator closes accounts');
  assert.equal((await http(s.url, 'GET', '/api/me', undefined, await login(s.url, 'dealer'))).status, 200, 'the dealer’s account is open still');
}

test('the administrator closes a cashier’s account: its sessions end at once, it signs in no more, its history is kept (SQLite)', async () => {
  const s = await startTestServer();
  try {
    await closesAStaffAccount(s);
  } finally {
    await s.stop();
  }
});

test('PostgreSQL: the administrator closes a cashier’s account, as on SQLite', { skip: PG_SKIP, timeout: 60_000 }, async () => {
  const pg = await freshPgDatabase('close-account');
  const s = await startTestServer({ db: pg.url });
  try {
    await closesAStaffAccount(s);
  } finally {
    await s.stop();
    await pg.drop();
  }
});
