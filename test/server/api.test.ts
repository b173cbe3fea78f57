/**
 * HTTP API: sign-in, roles, the lobby, the cashier's idempotent wallet operations, recall permissions, the auditor's
 * checks, and the OpenAPI document.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { openApiDocument } from '../../src/server/openapi.js';
import { Client, http, login, revealShoes, sleep, startTestServer, type TestServer } from './helpers.js';
import { DEMO_PASSWORD } from '../fixtures/accounts.js';


let s: TestServer;
let base: string;
before(async () => {
  s = await startTestServer();
  base = s.url;
});
after(async () => s.stop());

test('login: demo accounts sign in with the demo password; a wrong password or unknown user is refused alike', async () => {
  const ok = await http<{ token: string; roles: string[]; balance: number }>(base, 'POST', '/api/login', { username: 'alice', password: DEMO_PASSWORD });
  assert.equal(ok.status, 200);
  assert.deepEqual(ok.body.roles, ['player']);
  assert.equal(ok.body.balance, 100_000);
  assert.ok(ok.body.token.length >= 40);
  const bad = await http<{ code: string }>(base, 'POST', '/api/login', { username: 'alice', password: 'nope' });
  const ghost = await http<{ code: string }>(base, 'POST', '/api/login', { username: 'ghost', password: DEMO_PASSWORD });
  assert.equal(bad.status, 401);
  assert.equal(bad.body.code, 'auth/bad-credentials');
  assert.deepEqual(ghost.body, bad.body);
  const malformed = await http<{ code: string }>(base, 'POST', '/api/login', '{"username":');
  assert.equal(malformed.status, 400);
});

test('demo mode: /api/info lists the demo sign-ins, each of which works; without demo mode nothing is listed', async () => {
  const info = await http<{ demo?: { username: string; password: string; roles: string[] }[] }>(base, 'GET', '/api/info');
  assert.deepEqual(
    info.body.demo?.map((d) => d.username),
    ['alice', 'bob', 'carol', 'dave', 'erin', 'dealer', 'cashier', 'auditor', 'admin'],
  );
  for (const d of info.body.demo ?? []) assert.equal((await http(base, 'POST', '/api/login', { username: d.username, password: d.password })).status, 200);
  const plain = await startTestServer({ demo: false });
  try {
    const none = await http<Record<string, unknown>>(plain.url, 'GET', '/api/info');
    assert.equal(none.status, 200);
    assert.equal('demo' in none.body, false);
    assert.equal((await http(plain.url, 'POST', '/api/login', { username: 'alice', password: DEMO_PASSWORD })).status, 401);
  } finally {
    await plain.stop();
  }
});

test('sessions: /api/me needs a token; logout ends it', async () => {
  assert.equal((await http(base, 'GET', '/api/me')).status, 401);
  const t = await login(base, 'bob');
  const me = await http<{ username: string; balance: number }>(base, 'GET', '/api/me', undefined, t);
  assert.equal(me.body.username, 'bob');
  assert.equal((await http(base, 'POST', '/api/logout', undefined, t)).status, 200);
  assert.equal((await http(base, 'GET', '/api/me', undefined, t)).status, 401);
});

test('passwords are stored as salted scrypt hashes, tokens only as their SHA-256', async () => {
  const rows = await s.ctx.db.all<{ username: string; password_hash: string }>('SELECT username, password_hash FROM accounts');
  for (const r of rows) assert.match(r.password_hash, /^scrypt\$\d+\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
  assert.equal(new Set(rows.map((r) => r.password_hash)).size, rows.length, 'every hash has its own salt');
  const t = await login(base, 'carol');
  const sessions = await s.ctx.db.all<{ token_hash: string }>('SELECT token_hash FROM sessions');
  assert.ok(sessions.every((x) => x.token_hash !== t && /^[0-9a-f]{64}$/.test(x.token_hash)));
});

test('lobby: games with profiles and bets; a demo table per game and profile', async () => {
  const g = await http<{ games: { id: string; profiles: { id: string; bets: unknown[] }[] }[] }>(base, 'GET', '/api/games');
  assert.deepEqual(g.body.games.map((x) => x.id), ['high-card']);
  assert.deepEqual(g.body.games[0]?.profiles.map((p) => p.id).sort(), ['big', 'test']);
  const t = await http<{ tables: { id: string; free: number; boxes: number; status: string; owner: string }[] }>(base, 'GET', '/api/tables');
  assert.deepEqual(t.body.tables.map((x) => x.id).sort(), ['high-card-big', 'high-card-test']);
  for (const x of t.body.tables) {
    assert.equal(x.status, 'open');
    assert.equal(x.free, x.boxes);
    assert.equal(x.owner, s.ctx.processId);
  }
  assert.equal((await http(base, 'GET', '/api/tables/nope')).status, 404);
});

test('roles: a player cannot use cashier, auditor or dealer endpoints', async () => {
  const t = await login(base, 'alice');
  for (const [m, p, b] of [
    ['GET', '/api/cashier/wallets', undefined],
    ['POST', '/api/cashier/wallets/alice', { op: 'credit', amount: 100, key: 'self-credit-01' }],
    ['GET', '/api/audit/ledger', undefined],
    ['POST', '/api/audit/rounds/1/verify', undefined],
    ['POST', '/api/tables', { game: 'high-card', profile: 'test' }],
    ['POST', '/api/tables/high-card-test/command', { key: 'close-by-player', command: { kind: 'close' } }],
  ] as const) {
    const r = await http<{ code: string }>(base, m, p, b, t);
    assert.equal(r.status, 403, `${m} ${p}`);
    assert.equal(r.body.code, 'auth/forbidden');
  }
  assert.equal((await http(base, 'GET', '/api/audit/ledger')).status, 401);
});

test('000 GP9: the cashier credits and debits idempotently; a debit beyond the balance is refused', async () => {
  const c = await login(base, 'cashier');
  const credit = await http<{ balance: number; duplicate: boolean; tx: number }>(base, 'POST', '/api/cashier/wallets/carol', { op: 'credit', amount: 5_000, key: 'carol-credit-0001' }, c);
  assert.equal(credit.status, 200);
  assert.equal(credit.body.balance, 105_000);
  const again = await http<{ balance: number; duplicate: boolean; tx: number }>(base, 'POST', '/api/cashier/wallets/carol', { op: 'credit', amount: 5_000, key: 'carol-credit-0001' }, c);
  assert.equal(again.body.duplicate, true);
  assert.equal(again.body.balance, 105_000);
  assert.equal(again.body.tx, credit.body.tx);
  const over = await http<{ code: string; cite: string }>(base, 'POST', '/api/cashier/wallets/carol', { op: 'debit', amount: 1_000_000, key: 'carol-debit-0001' }, c);
  assert.equal(over.status, 409);
  assert.equal(over.body.code, 'ledger/insufficient-funds');
  assert.equal(over.body.cite, '000 GP9');
  for (const amount of [-5, 0, 1.5, '10'])
    assert.equal((await http(base, 'POST', '/api/cashier/wallets/carol', { op: 'credit', amount, key: `bad-amount-${String(amount)}` }, c)).status, 400, String(amount));
  const debit = await http<{ balance: number }>(base, 'POST', '/api/cashier/wallets/carol', { op: 'debit', amount: 5_000, key: 'carol-debit-0002' }, c);
  assert.equal(debit.body.balance, 100_000);
  assert.equal((await http(base, 'POST', '/api/cashier/wallets/nobody', { op: 'credit', amount: 1, key: 'nobody-credit-1' }, c)).status, 404);
});

test('the cashier creates player accounts; new players start with an empty wallet', async () => {
  const c = await login(base, 'cashier');
  const r = await http<{ username: string; balance: number }>(base, 'POST', '/api/accounts', { username: 'frank', password: 'frank-secret-1', roles: ['player'] }, c);
  assert.equal(r.status, 200);
  assert.equal(r.body.balance, 0);
  assert.equal((await http(base, 'POST', '/api/accounts', { username: 'frank', password: 'frank-secret-1', roles: ['player'] }, c)).status, 409);
  assert.ok(await login(base, 'frank', 'frank-secret-1'));
});

test('recall: players see their own rounds only; auditors see any round in full and verify it', async () => {
  const ta = await login(base, 'alice');
  const c = await Client.connect(base, ta);
  await c.request({ type: 'join', table: 'high-card-test' });
  await c.request({ type: 'sit', table: 'high-card-test', box: 2 });
  const f = c.lastTable('high-card-test') ?? (await c.next((x) => x.type === 'table'));
  const round = f.round as { id: number; version: number };
  assert.equal((await c.request({ type: 'act', table: 'high-card-test', key: 'alice-recall-bet', round: round.id, version: round.version, action: { type: 'bet', box: 2, amount: 300 } })).type, 'ok');
  const mark = c.frames.length;
  await c.request({ type: 'ready', table: 'high-card-test' });
  const decide = await c.until((x) => x.type === 'table' && ((x.round as { awaiting: { player?: string }[] } | null)?.awaiting ?? []).some((a) => a.player === 'alice'), mark);
  const r2 = decide.round as { id: number; version: number };
  await c.request({ type: 'act', table: 'high-card-test', key: 'alice-recall-stay', round: r2.id, version: r2.version, action: { type: 'stay', box: 2 } });
  await c.until((x) => x.type === 'table' && (x.last as { id: number } | null)?.id === round.id, mark);
  await c.close();

  const mine = await http<{ rounds: { id: number; status: string; players: { player: string; balanceBefore: number; balanceAfter: number; staked: number }[] }[] }>(base, 'GET', '/api/recall', undefined, ta);
  const played = mine.body.rounds.find((r) => r.id === round.id);
  assert.ok(played);
  assert.equal(played.status, 'settled');
  assert.equal(played.players[0]?.player, 'alice');
  assert.equal(played.players[0]?.staked, 300);
  assert.equal(played.players[0]?.balanceBefore, 100_000);
  assert.equal((await http(base, 'GET', '/api/recall?player=bob', undefined, ta)).status, 403);
  const tb = await login(base, 'bob');
  assert.equal((await http(base, 'GET', `/api/rounds/${round.id}`, undefined, tb)).status, 403);
  const detail = await http<{ actions: { by: { kind: string } }[]; initial?: unknown }>(base, 'GET', `/api/rounds/${round.id}`, undefined, ta);
  assert.equal(detail.status, 200);
  assert.ok(detail.body.actions.every((a) => a.by.kind === 'player'));
  assert.equal(detail.body.initial, undefined);

  const au = await login(base, 'auditor');
  // The shoe is still being dealt: verification waits for its reveal (test/server/sealed-shoes.test.ts).
  assert.equal((await http<{ code: string }>(base, 'POST', `/api/audit/rounds/${round.id}/verify`, undefined, au)).body.code, 'audit/shoe-not-revealed');
  await revealShoes(s.ctx.db, round.id);
  const full = await http<{ initial: unknown; events: unknown[]; postings: unknown[] }>(base, 'GET', `/api/rounds/${round.id}`, undefined, au);
  assert.ok(full.body.initial && full.body.events.length > 0 && full.body.postings.length > 0);
  const v = await http<{ ok: boolean; checks: { name: string; ok: boolean }[] }>(base, 'POST', `/api/audit/rounds/${round.id}/verify`, undefined, au);
  assert.equal(v.body.ok, true, JSON.stringify(v.body.checks));
  assert.ok(v.body.checks.some((x) => x.name === 'final-state'));
  const ledger = await http<{ ok: boolean; total: number }>(base, 'GET', '/api/audit/ledger', undefined, au);
  assert.deepEqual([ledger.body.ok, ledger.body.total], [true, 0]);
  const shoes = await http<{ shoes: { verified: boolean | null; commitment: string }[] }>(base, 'GET', '/api/audit/shoes', undefined, au);
  // Only rounds in which something happened are recorded (issue 15 item 9): the played table's shoe is listed.
  assert.ok(shoes.body.shoes.length >= 1);
  assert.ok(shoes.body.shoes.every((x) => x.verified !== false));
});

test('the auditor detects a tampered round', async () => {
  const au = await login(base, 'auditor');
  const rounds = await http<{ rounds: { id: number; status: string }[] }>(base, 'GET', '/api/recall?limit=100', undefined, au);
  const settled = rounds.body.rounds.find((r) => r.status === 'settled');
  assert.ok(settled);
  await revealShoes(s.ctx.db, settled.id);
  const row = await s.ctx.db.one<{ settlement: string }>('SELECT settlement FROM rounds WHERE id = ?', [settled.id]);
  const forged = JSON.parse(row?.settlement ?? '{}') as { lines: { returned: number }[] };
  (forged.lines[0] as { returned: number }).returned += 100;
  await s.ctx.db.run('UPDATE rounds SET settlement = ? WHERE id = ?', [JSON.stringify(forged), settled.id]);
  const v = await http<{ ok: boolean; checks: { name: string; ok: boolean }[] }>(base, 'POST', `/api/audit/rounds/${settled.id}/verify`, undefined, au);
  assert.equal(v.body.ok, false);
  assert.equal(v.body.checks.find((c) => c.name === 'settlement')?.ok, false);
  await s.ctx.db.run('UPDATE rounds SET settlement = ? WHERE id = ?', [row?.settlement ?? null, settled.id]);
});

test('the administrator creates tables; dealers run table commands over HTTP, idempotently', async () => {
  const d = await login(base, 'dealer');
  const admin = await login(base, 'admin');
  assert.equal((await http(base, 'POST', '/api/tables', { game: 'high-card', profile: 'test' }, d)).status, 403, 'a dealer does not create tables');
  const t = await http<{ id: string; status: string }>(base, 'POST', '/api/tables', { game: 'high-card', profile: 'test', config: { min: 200, max: 2000, boxes: 3 } }, admin);
  assert.equal(t.status, 200);
  assert.equal(t.body.id, 'high-card-test-2');
  assert.equal((await http(base, 'POST', '/api/tables', { game: 'high-card', profile: 'test', config: { min: 5000, max: 20, boxes: 3 } }, admin)).status, 400);
  const close = await http<{ result: { status: string }; duplicate: boolean }>(base, 'POST', `/api/tables/${t.body.id}/command`, { key: 'close-new-table', command: { kind: 'close' } }, d);
  assert.equal(close.body.result.status, 'closed');
  const again = await http<{ duplicate: boolean }>(base, 'POST', `/api/tables/${t.body.id}/command`, { key: 'close-new-table', command: { kind: 'close' } }, d);
  assert.equal(again.body.duplicate, true);
  await sleep(10);
  const lobby = await http<{ tables: { id: string; status: string }[] }>(base, 'GET', '/api/tables');
  assert.equal(lobby.body.tables.find((x) => x.id === t.body.id)?.status, 'closed');
});

test('health: 200 while the database answers through its write path; no sign-in needed, nothing private in it', async () => {
  const h = await http<Record<string, unknown>>(base, 'GET', '/api/health');
  assert.equal(h.status, 200);
  assert.equal(h.body.status, 'ok');
  assert.equal(h.body.process, s.ctx.processId);
  assert.equal(h.body.tables, s.ctx.host.all().length);
  assert.equal(typeof h.body.databaseMs, 'number');
  assert.deepEqual(Object.keys(h.body).sort(), ['connections', 'databaseMs', 'process', 'status', 'tables']);
});

test('OpenAPI: served at /openapi.json and identical to docs/openapi.json', async () => {
  const served = await http<Record<string, unknown>>(base, 'GET', '/openapi.json');
  assert.equal(served.status, 200);
  assert.equal(served.body.openapi, '3.1.0');
  const doc = openApiDocument();
  assert.deepEqual(served.body, JSON.parse(JSON.stringify(doc)));
  const file = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')) as unknown;
  assert.deepEqual(file, JSON.parse(JSON.stringify(doc)), 'docs/openapi.json is stale: regenerate it with `npx tsx -e "import(\'./src/server/openapi.ts\').then(m=>console.log(JSON.stringify(m.openApiDocument(),null,2)))" > docs/openapi.json`');
});
