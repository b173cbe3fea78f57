/**
 * Separation of duties (issue 15, item 3): who opens which accounts, the roles no account may hold together (refused
 * at creation, and at sign-in for accounts stored before the rule), no staff member acting at a table where they
 * play, and the staff audit log — every staff action in the transaction that makes it, append-only, read by the
 * auditor newest first.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { hashPassword } from '../../src/server/auth/passwords.js';
import { TEST_COST } from '../fixtures/accounts.js';
import { http, login, startTestServer, type TestServer } from './helpers.js';

let s: TestServer;
let base: string;
before(async () => {
  s = await startTestServer();
  base = s.url;
});
after(async () => s.stop());

const PW = 'a-long-password';
type Body = { code?: string; message?: string; username?: string; roles?: string[] };
const open = (token: string, username: string, roles: string[]) => http<Body>(base, 'POST', '/api/accounts', { username, password: PW, roles }, token);

/** An account stored with roles the rules now forbid (as a database from before them may hold). */
async function legacy(username: string, roles: string[]): Promise<void> {
  await s.ctx.db.run('INSERT INTO accounts (username, password_hash, roles, created_at) VALUES (?, ?, ?, ?)', [username, await hashPassword(PW, TEST_COST), roles.join(','), Date.now()]);
  if (roles.includes('player')) await s.ctx.db.run("INSERT INTO ledger_accounts (id, kind, balance) VALUES (?, 'wallet', 0)", [`wallet:${username}`]);
}

test('the cashier opens player accounts only; staff accounts are opened by the administrator alone', async () => {
  const cashier = await login(base, 'cashier');
  for (const roles of [['dealer'], ['auditor'], ['cashier'], ['admin'], ['cashier', 'player']]) {
    const r = await open(cashier, `by-cashier-${roles.join('-')}`, roles);
    assert.equal(r.status, 403, `the cashier opened a ${roles.join('+')} account`);
    assert.equal(r.body.code, 'auth/forbidden');
  }
  assert.equal((await open(cashier, 'new-player', ['player'])).status, 200);
  const admin = await login(base, 'admin');
  assert.equal((await open(admin, 'admin-player', ['player'])).status, 403, 'the administrator opens staff accounts, not players');
  for (const role of ['dealer', 'cashier', 'auditor', 'admin']) assert.equal((await open(admin, `new-${role}`, [role])).status, 200, role);
  for (const who of ['alice', 'dealer', 'auditor']) assert.equal((await open(await login(base, who), `by-${who}`, ['player'])).status, 403, who);
});

test('roles that may not be held together are refused when an account is opened: auth/roles-incompatible', async () => {
  const admin = await login(base, 'admin');
  for (const roles of [['cashier', 'auditor'], ['dealer', 'auditor'], ['admin', 'auditor']]) {
    const r = await open(admin, `combo-${roles.join('-')}`, roles);
    assert.equal(r.status, 400, roles.join('+'));
    assert.equal(r.body.code, 'auth/roles-incompatible');
  }
  // An account allowed to give both staff and player roles still cannot put them on one account.
  assert.equal((await open(admin, 'front-desk', ['admin', 'cashier'])).status, 200);
  const both = await login(base, 'front-desk', PW);
  for (const roles of [['player', 'dealer'], ['player', 'cashier'], ['player', 'auditor'], ['player', 'admin']]) {
    const r = await open(both, `combo-${roles.join('-')}`, roles);
    assert.equal(r.status, 400, roles.join('+'));
    assert.equal(r.body.code, 'auth/roles-incompatible');
  }
  assert.equal((await s.ctx.db.one<{ n: number }>("SELECT COUNT(*) AS n FROM accounts WHERE username LIKE 'combo-%'"))?.n, 0, 'nothing was created');
});

test('an account stored with a forbidden combination cannot sign in and its sessions stop; the administrator reduces its roles', async () => {
  await legacy('mallory', ['cashier', 'player']);
  await legacy('trudy', ['player', 'dealer']);
  for (const who of ['mallory', 'trudy']) {
    const r = await http<Body>(base, 'POST', '/api/login', { username: who, password: PW });
    assert.equal(r.status, 403, who);
    assert.equal(r.body.code, 'auth/roles-incompatible');
  }
  // A session opened before the rule is worthless too: no self-credit, no voiding of one's own hand.
  const token = await s.ctx.accounts.startSession('mallory');
  assert.equal((await http(base, 'POST', '/api/cashier/wallets/mallory', { op: 'credit', amount: 100_000, key: 'self-credit-001' }, token)).status, 401);
  assert.equal(await s.ctx.accounts.balance('mallory'), 0);
  const admin = await login(base, 'admin');
  assert.equal((await http(base, 'PUT', '/api/accounts/mallory/roles', { roles: ['player', 'cashier'] }, admin)).status, 400);
  const fixed = await http<Body>(base, 'PUT', '/api/accounts/mallory/roles', { roles: ['player'] }, admin);
  assert.equal(fixed.status, 200);
  assert.deepEqual(fixed.body.roles, ['player']);
  assert.ok(await login(base, 'mallory', PW));
  assert.equal((await http(base, 'PUT', '/api/accounts/admin/roles', { roles: ['admin', 'cashier'] }, admin)).status, 403, 'not their own roles');
  assert.equal((await http(base, 'PUT', '/api/accounts/bob/roles', { roles: ['dealer'] }, await login(base, 'cashier'))).status, 403, 'the administrator alone');
});

test('a cashier never operates on a wallet of their own', async () => {
  const cashier = await login(base, 'cashier');
  const r = await http<Body>(base, 'POST', '/api/cashier/wallets/cashier', { op: 'credit', amount: 100, key: 'own-wallet-01' }, cashier);
  assert.equal(r.status, 403);
  assert.equal(r.body.code, 'auth/forbidden');
});

test('staff do not act at a table where they play: a dealer holding a seat cannot run its commands', async () => {
  const rt = s.ctx.host.get('high-card-big');
  assert.ok(rt);
  await rt.sit('dealer', 1);
  try {
    const r = await http<Body>(base, 'POST', '/api/tables/high-card-big/command', { key: 'void-own-hand-1', command: { kind: 'void-round', reason: 'my hand lost' } }, await login(base, 'dealer'));
    assert.equal(r.status, 403);
    assert.equal(r.body.code, 'auth/forbidden');
  } finally {
    await rt.stand('dealer', 1);
  }
});

test('the administrator creates, opens and closes tables; the other table commands are the dealer’s', async () => {
  const admin = await login(base, 'admin');
  const t = await http<{ id: string }>(base, 'POST', '/api/tables', { game: 'high-card', profile: 'test', id: 'sep-table' }, admin);
  assert.equal(t.status, 200);
  assert.equal((await http(base, 'POST', '/api/tables/sep-table/command', { key: 'sep-configure', command: { kind: 'configure', config: { min: 100, max: 500, boxes: 3 } } }, admin)).status, 403);
  const closed = await http<{ result: { status: string } }>(base, 'POST', '/api/tables/sep-table/command', { key: 'sep-close-01', command: { kind: 'close' } }, admin);
  assert.equal(closed.status, 200);
  assert.equal(closed.body.result.status, 'closed');
});

interface Entry {
  id: number;
  actor: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
}

test('the staff log holds every staff action and sign-in failure; the auditor reads it newest first, page by page', async () => {
  const admin = await login(base, 'admin');
  const cashier = await login(base, 'cashier');
  const dealer = await login(base, 'dealer');
  assert.equal((await open(admin, 'log-dealer', ['dealer'])).status, 200);
  assert.equal((await open(cashier, 'log-player', ['player'])).status, 200);
  assert.equal((await http(base, 'POST', '/api/cashier/wallets/log-player', { op: 'credit', amount: 2_500, key: 'log-credit-01' }, cashier)).status, 200);
  assert.equal((await http(base, 'POST', '/api/cashier/wallets/log-player', { op: 'debit', amount: 500, key: 'log-debit-01' }, cashier)).status, 200);
  assert.equal((await http(base, 'POST', '/api/tables', { game: 'high-card', profile: 'test', id: 'log-table' }, admin)).status, 200);
  assert.equal((await http(base, 'POST', '/api/tables/log-table/command', { key: 'log-close-01', command: { kind: 'close' } }, dealer)).status, 200);
  assert.equal((await http(base, 'POST', '/api/login', { username: 'log-player', password: 'not-the-password' })).status, 401);

  const auditor = await login(base, 'auditor');
  for (const who of [admin, cashier, dealer]) assert.equal((await http(base, 'GET', '/api/audit/staff-log', undefined, who)).status, 403);
  const all = await http<{ entries: Entry[]; next: number | null }>(base, 'GET', '/api/audit/staff-log?limit=200', undefined, auditor);
  assert.equal(all.status, 200);
  const ids = all.body.entries.map((e) => e.id);
  assert.deepEqual(ids, [...ids].sort((a, b) => b - a), 'newest first');
  const mine = all.body.entries.filter((e) => e.target?.startsWith('log-')).map((e) => `${e.actor} ${e.action} ${e.target}`);
  assert.deepEqual(mine.reverse(), [
    'admin account-created log-dealer',
    'cashier account-created log-player',
    'cashier cashier-credit log-player',
    'cashier cashier-debit log-player',
    'admin table-created log-table',
    'dealer dealer-command log-table',
    'null sign-in-failed log-player',
  ]);
  const credit = all.body.entries.find((e) => e.action === 'cashier-credit' && e.target === 'log-player');
  assert.equal(credit?.details.amount, 2_500);
  // Pages: `next` is the `before` of the following page.
  const p1 = await http<{ entries: Entry[]; next: number }>(base, 'GET', '/api/audit/staff-log?limit=3', undefined, auditor);
  const p2 = await http<{ entries: Entry[]; next: number }>(base, 'GET', `/api/audit/staff-log?limit=3&before=${p1.body.next}`, undefined, auditor);
  assert.deepEqual([...p1.body.entries, ...p2.body.entries].map((e) => e.id), ids.slice(0, 6));
  const onlyCredits = await http<{ entries: Entry[] }>(base, 'GET', '/api/audit/staff-log?action=cashier-credit&actor=cashier', undefined, auditor);
  assert.ok(onlyCredits.body.entries.length >= 1 && onlyCredits.body.entries.every((e) => e.action === 'cashier-credit' && e.actor === 'cashier'));
});

test('a staff action that fails leaves no entry: the log is written in the action’s own transaction', async () => {
  const cashier = await login(base, 'cashier');
  const before = await s.ctx.db.one<{ n: number }>('SELECT COUNT(*) AS n FROM staff_log');
  const r = await http<Body>(base, 'POST', '/api/cashier/wallets/bob', { op: 'debit', amount: 999_999_999, key: 'too-much-debit' }, cashier);
  assert.equal(r.body.code, 'ledger/insufficient-funds');
  assert.deepEqual(await s.ctx.db.one<{ n: number }>('SELECT COUNT(*) AS n FROM staff_log'), before);
});

test('the staff log is append-only: the database refuses to change or delete an entry', async () => {
  const row = await s.ctx.db.one<{ id: number }>('SELECT id FROM staff_log ORDER BY id LIMIT 1');
  assert.ok(row);
  await assert.rejects(s.ctx.db.run("UPDATE staff_log SET actor = 'nobody' WHERE id = ?", [row.id]), /append-only/);
  await assert.rejects(s.ctx.db.run('DELETE FROM staff_log WHERE id = ?', [row.id]), /append-only/);
  assert.ok(await s.ctx.db.one('SELECT id FROM staff_log WHERE id = ?', [row.id]));
});
