/**
 * The routes the staff pages read (issue 17): the accounts by name — every account for the administrator, the
 * players with their wallets for the cashier — and the cashier's cash movements of a period with its totals.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { http, login, startTestServer, type TestServer } from './helpers.js';

let s: TestServer;
let base: string;
before(async () => {
  s = await startTestServer();
  base = s.url;
});
after(async () => s.stop());

type Accounts = { accounts: { username: string; roles: string[]; createdAt: string; balance: number | null }[]; truncated: boolean };
type Movements = { since: string; until: string; movements: { tx: number; at: string; username: string; op: string; amount: number; memo: string | null; by: string | null }[]; credits: number; debits: number; count: number; truncated: boolean };

test('issue 17: the administrator lists every account with its roles, searched by part of the name, without wallet balances', async () => {
  const admin = await login(base, 'admin');
  const all = await http<Accounts>(base, 'GET', '/api/accounts', undefined, admin);
  assert.equal(all.status, 200);
  assert.deepEqual(all.body.accounts.map((a) => a.username), ['admin', 'alice', 'auditor', 'bob', 'carol', 'cashier', 'dave', 'dealer', 'erin']);
  assert.deepEqual(all.body.accounts.find((a) => a.username === 'dealer')?.roles, ['dealer']);
  assert.ok(all.body.accounts.every((a) => a.balance === null), 'a wallet balance is not the administrator’s to see');
  const staff = await http<Accounts>(base, 'GET', '/api/accounts?role=cashier', undefined, admin);
  assert.deepEqual(staff.body.accounts.map((a) => a.username), ['cashier']);
  // `_` is a username character, not a wildcard.
  assert.equal((await http<Accounts>(base, 'POST', '/api/accounts', { username: 'ab_cd', password: 'long-enough-password', roles: ['dealer'] }, admin)).status, 200);
  assert.equal((await http<Accounts>(base, 'POST', '/api/accounts', { username: 'abxcd', password: 'long-enough-password', roles: ['dealer'] }, admin)).status, 200);
  assert.deepEqual((await http<Accounts>(base, 'GET', '/api/accounts?q=b_c', undefined, admin)).body.accounts.map((a) => a.username), ['ab_cd']);
  assert.deepEqual((await http<Accounts>(base, 'GET', '/api/accounts?q=ca', undefined, admin)).body.accounts.map((a) => a.username), ['carol', 'cashier']);
  const bad = await http<{ code: string }>(base, 'GET', '/api/accounts?q=%25', undefined, admin);
  assert.equal(bad.status, 400);
  assert.equal(bad.body.code, 'protocol/invalid-message');
});

test('issue 17: the cashier finds players only, with their wallets; other roles are refused', async () => {
  const cashier = await login(base, 'cashier');
  const found = await http<Accounts>(base, 'GET', '/api/accounts?q=al', undefined, cashier);
  assert.equal(found.status, 200);
  assert.deepEqual(found.body.accounts.map((a) => [a.username, a.balance]), [['alice', 100_000]]);
  const players = await http<Accounts>(base, 'GET', '/api/accounts', undefined, cashier);
  assert.ok(players.body.accounts.every((a) => a.roles.includes('player')), 'no staff account in the cashier’s list');
  assert.equal((await http<{ code: string }>(base, 'GET', '/api/accounts?role=dealer', undefined, cashier)).status, 403);
  for (const who of ['alice', 'dealer', 'auditor']) assert.equal((await http(base, 'GET', '/api/accounts', undefined, await login(base, who))).status, 403, who);
  assert.equal((await http(base, 'GET', '/api/accounts')).status, 401);
});

test("issue 17: the day's cash movements list each credit and debit with its cashier, newest first, and the period's totals", async () => {
  const cashier = await login(base, 'cashier');
  const start = new Date().toISOString();
  const op = (user: string, o: 'credit' | 'debit', amount: number, key: string) => http(base, 'POST', `/api/cashier/wallets/${user}`, { op: o, amount, key }, cashier);
  assert.equal((await op('bob', 'credit', 2_550, 'staff-test-1')).status, 200);
  assert.equal((await op('carol', 'debit', 1_000, 'staff-test-2')).status, 200);
  assert.equal((await op('bob', 'credit', 2_550, 'staff-test-1')).status, 200, 'a repeated key is the same movement');
  const day = await http<Movements>(base, 'GET', `/api/cashier/movements?since=${encodeURIComponent(start)}`, undefined, cashier);
  assert.equal(day.status, 200);
  assert.deepEqual(day.body.movements.map((m) => [m.username, m.op, m.amount, m.by]), [['carol', 'debit', 1_000, 'cashier'], ['bob', 'credit', 2_550, 'cashier']]);
  assert.equal(day.body.credits, 2_550);
  assert.equal(day.body.debits, 1_000);
  assert.equal(day.body.count, 2);
  assert.equal(day.body.truncated, false);
  // The demo's opening balances are cashier entries of no cashier; the default period (the last 24 h) has them.
  const last = await http<Movements>(base, 'GET', '/api/cashier/movements', undefined, await login(base, 'auditor'));
  assert.equal(last.status, 200);
  assert.deepEqual(last.body.movements.filter((m) => m.by === null).map((m) => [m.username, m.amount]).sort(), [['alice', 100_000], ['bob', 100_000], ['carol', 100_000], ['dave', 100_000], ['erin', 100_000]]);
  const bob = await http<Movements>(base, 'GET', '/api/cashier/movements?player=bob', undefined, cashier);
  assert.ok(bob.body.movements.every((m) => m.username === 'bob'));
  assert.equal(bob.body.credits, 102_550);
});

test('issue 17: cash movements refuse a bad period and non-cashiers', async () => {
  const cashier = await login(base, 'cashier');
  const backwards = await http<{ code: string; message: string }>(base, 'GET', '/api/cashier/movements?since=2026-01-02T00:00:00Z&until=2026-01-01T00:00:00Z', undefined, cashier);
  assert.equal(backwards.status, 400);
  assert.match(backwards.body.message, /before/);
  assert.equal((await http(base, 'GET', '/api/cashier/movements?since=yesterday', undefined, cashier)).status, 400);
  assert.equal((await http(base, 'GET', '/api/cashier/movements?since=2026-01-01T00:00:00Z&until=2026-03-01T00:00:00Z', undefined, cashier)).status, 400);
  for (const who of ['alice', 'dealer', 'admin']) assert.equal((await http(base, 'GET', '/api/cashier/movements', undefined, await login(base, who))).status, 403, who);
});

test('issue 17: a rule profile is given whole, each parameter with its citation; an unknown game or profile is a 404', async () => {
  const games = await http<{ games: { id: string; profiles: { id: string }[] }[] }>(base, 'GET', '/api/games');
  const game = games.body.games[0]?.id as string;
  const profile = games.body.games[0]?.profiles[0]?.id as string;
  const whole = await http<{ game: string; profile: Record<string, unknown> }>(base, 'GET', `/api/games/${game}/profiles/${profile}`);
  assert.equal(whole.status, 200);
  assert.equal(whole.body.game, game);
  assert.equal(whole.body.profile.id, profile);
  const noGame = await http<{ code: string }>(base, 'GET', `/api/games/no-such-game/profiles/${profile}`);
  assert.deepEqual([noGame.status, noGame.body.code], [404, 'registry/unknown-game']);
  const noProfile = await http<{ code: string }>(base, 'GET', `/api/games/${game}/profiles/nope`);
  assert.deepEqual([noProfile.status, noProfile.body.code], [404, 'rules/unknown-profile']);
});
