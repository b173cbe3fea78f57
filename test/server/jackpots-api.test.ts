/**
 * The jackpots over HTTP (docs/jackpots.md): the administrator creates one (refused whole if invalid; the seed paid in
 * by the house, in the pool's ledger account) and sets it out of order (003 §2.3.5), each with a staff-log line;
 * anyone reads the amounts for the displays; nobody else creates or changes one.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { http, login, startTestServer, type TestServer } from './helpers.js';

let s: TestServer;
let base: string;
before(async () => {
  s = await startTestServer();
  base = s.url;
});
after(async () => s.stop());

const DEF = { id: 'carib', name: 'Caribbean progressive', games: ['caribbean-stud'], share: { num: 7, den: 10 }, seed: 100_000, cite: '000 §11 VI.1' };

test('docs/jackpots.md: the administrator creates a jackpot, the house pays its seed into the pool, the display reads it; an invalid or duplicate one is refused whole; only the administrator may', async () => {
  const admin = await login(base, 'admin');
  const bad = await http<{ code: string; message: string }>(base, 'POST', '/api/jackpots', { ...DEF, share: { num: 11, den: 10 } }, admin);
  assert.equal(bad.status, 400);
  assert.equal(bad.body.code, 'jackpot/invalid');
  assert.equal((await http(base, 'POST', '/api/jackpots', DEF, await login(base, 'cashier'))).status, 403);
  assert.equal((await s.ctx.db.one<{ n: number }>('SELECT COUNT(*) AS n FROM jackpots'))?.n, 0, 'nothing was created');
  const made = await http<{ amount: number; status: string }>(base, 'POST', '/api/jackpots', DEF, admin);
  assert.equal(made.status, 200);
  assert.deepEqual([made.body.amount, made.body.status], [100_000, 'in-order']);
  assert.equal((await http<{ code: string }>(base, 'POST', '/api/jackpots', DEF, admin)).body.code, 'jackpot/exists');
  assert.equal(Number((await s.ctx.db.one<{ balance: number }>("SELECT balance FROM ledger_accounts WHERE id = 'pool:jackpot-carib'"))?.balance), 100_000);
  const list = await http<{ jackpots: { id: string; amount: number }[] }>(base, 'GET', '/api/jackpots');
  assert.deepEqual(list.body.jackpots.map((j) => [j.id, j.amount]), [['carib', 100_000]]);
});

test('003 §2.3.5: the administrator sets a jackpot out of order and back, each change in the staff log; an unknown one is a 404', async () => {
  const admin = await login(base, 'admin');
  const out = await http<{ status: string }>(base, 'POST', '/api/jackpots/carib/status', { status: 'out-of-order' }, admin);
  assert.equal(out.body.status, 'out-of-order');
  assert.equal((await http<{ jackpots: { status: string }[] }>(base, 'GET', '/api/jackpots')).body.jackpots[0]?.status, 'out-of-order');
  await http(base, 'POST', '/api/jackpots/carib/status', { status: 'in-order' }, admin);
  assert.equal((await http(base, 'POST', '/api/jackpots/nope/status', { status: 'in-order' }, admin)).status, 404);
  assert.equal((await http(base, 'POST', '/api/jackpots/carib/status', { status: 'in-order' }, await login(base, 'dealer'))).status, 403);
  const log = await s.ctx.db.all<{ action: string; target: string; details: string }>("SELECT action, target, details FROM staff_log WHERE action LIKE 'jackpot-%' ORDER BY id");
  assert.deepEqual(log.map((l) => [l.action, l.target, (JSON.parse(l.details) as { status?: string }).status ?? null]), [['jackpot-created', 'carib', 'in-order'], ['jackpot-status', 'carib', 'out-of-order'], ['jackpot-status', 'carib', 'in-order']]);
});

test('003 §4.5.2–3: the display reads a machine system as the floor shows it — its basis, its must-hit-by ceiling, and a car prize\'s item and value, not only a pool amount', async () => {
  const admin = await login(base, 'admin');
  const car = { id: 'car', name: 'Car jackpot', games: ['reel-slot'], share: { num: 1, den: 200 }, seed: 0, basis: 'stake', trigger: { kind: 'must-hit-by', ceiling: 2_000_000 }, prize: { kind: 'in-kind', item: 'Passenger car', value: 2_500_000 }, cite: '003 §4.5.3' };
  assert.equal((await http(base, 'POST', '/api/jackpots', car, admin)).status, 200);
  type Shown = { id: string; basis: string; trigger: unknown; prize: unknown };
  const shown = (await http<{ jackpots: Shown[] }>(base, 'GET', '/api/jackpots')).body.jackpots;
  assert.deepEqual(shown.map((j) => [j.id, j.basis, j.trigger, j.prize]).sort((a, b) => String(a[0]).localeCompare(String(b[0]))), [
    ['car', 'stake', { kind: 'must-hit-by', ceiling: 2_000_000 }, { item: 'Passenger car', value: 2_500_000 }],
    ['carib', 'jackpot-bet', null, null],
  ]);
});
