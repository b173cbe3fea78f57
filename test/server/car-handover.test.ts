/**
 * The car's hand-over at the cashier (issue 22; 003 §4.5.3 the car prize, §1.2.5 "handed over within at most 2
 * weeks"; server/store/prize-in-kind-store, server/http/prize-routes): a car won at a reel machine is listed for the
 * cashier with its date (the win's day + 14); the cashier records its hand-over once — who, when, to whom — and the
 * ledger clears the liability (`prize-handover`: pool:prizes-in-kind → external, to the cent); a second hand-over, an
 * unknown prize, a bad request and a player are refused, each writing nothing; a car handed over after its date is
 * listed overdue before and recorded late.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { reelSlot } from '../../src/games/machines/reels/index.js';
import { auditLedger } from '../../src/ledger/ledger-store.js';
import { seededRng } from '../../src/rng/seeded-rng.js';
import type { PrizeInKind } from '../../src/server/store/prize-in-kind-store.js';
import { systemClock, type Clock } from '../../src/table/table-port.js';
import type { TableRuntime } from '../../src/table/table-runtime.js';
import { seatAtLinkedReelMachine, spinOnce } from '../fixtures/machine-spin.js';
import { http, login, startTestServer, type TestServer } from './helpers.js';

const DAY = 86_400_000;
let offset = 0;
const clock: Clock = { now: () => systemClock.now() + offset, setTimeout: systemClock.setTimeout, clearTimeout: systemClock.clearTimeout };
const CAR = 2_500_000;

let s: TestServer;
let cashier: string;
let rt: TableRuntime;
before(async () => {
  s = await startTestServer({ games: [reelSlot], clock, rng: () => seededRng('car-handover'), timings: { bettingMs: 60_000, decisionMs: 60_000, graceMs: 600_000, outcomeMs: 0, stepMs: 0 } });
  cashier = await login(s.url, 'cashier');
  rt = await seatAtLinkedReelMachine(s.ctx, { table: 'car-m1', profile: 'eus', kind: 'car', player: 'alice', credit: 5_000, jackpot: { id: 'car', name: 'Car jackpot', games: ['reel-slot'], share: { num: 1, den: 100 }, seed: 0, cite: '003 §4.5.3', basis: 'stake', trigger: { kind: 'chance', num: 1, den: 1 }, prize: { kind: 'in-kind', item: 'passenger car', value: CAR } } });
});
after(async () => s.stop());

const bal = async (account: string): Promise<number> => Number((await s.ctx.db.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [account]))?.balance ?? 0);
const snapshot = async (): Promise<string> => JSON.stringify([await s.ctx.db.all('SELECT COUNT(*) AS n FROM ledger_tx'), await s.ctx.db.all('SELECT id, balance FROM ledger_accounts ORDER BY id'), await s.ctx.db.all('SELECT COUNT(*) AS n FROM staff_log')]);
const list = async (q = ''): Promise<PrizeInKind[]> => (await http<{ prizes: PrizeInKind[] }>(s.url, 'GET', `/api/cashier/prizes-in-kind${q}`, undefined, cashier)).body.prizes;

/** One spin of alice's (the car is won on every stake: a chance of 1); a double-up offer collected. */
const spin = (): Promise<void> => spinOnce(rt, 'alice');

test('003 §4.5.3, §1.2.5: the car won is listed with its date (14 days); its hand-over is recorded once, the liability cleared to the cent; every refusal writes nothing', async () => {
  const owed0 = await bal('pool:prizes-in-kind');
  const wonAt = clock.now();
  await spin();
  assert.equal(await bal('pool:prizes-in-kind'), owed0 + CAR, 'the car’s value at cost is owed');
  const [car] = await list('?awaiting=1');
  assert.ok(car, 'the car awaits its hand-over');
  assert.deepEqual([car.player, car.machine, car.item, car.value, car.jackpot, car.overdue, car.handedOver], ['alice', 'car-m1', 'passenger car', CAR, 'car', false, null]);
  assert.equal(car.handOverBy, new Date(wonAt + 14 * DAY).toISOString().slice(0, 10), '003 §1.2.5: within two weeks');

  const external0 = await bal('external');
  const quiet = await snapshot();
  const alice = await login(s.url, 'alice');
  const refusals: [string, string | undefined, object, number, string][] = [
    [`/api/cashier/prizes-in-kind/${car.id}/hand-over`, alice, { to: 'Alice A., ID 38001010000' }, 403, 'auth/forbidden'],
    ['/api/cashier/prizes-in-kind/999999/hand-over', cashier, { to: 'Alice A., ID 38001010000' }, 404, 'prizes/unknown'],
    ['/api/cashier/prizes-in-kind/x/hand-over', cashier, { to: 'Alice A., ID 38001010000' }, 400, 'prizes/bad-id'],
    [`/api/cashier/prizes-in-kind/${car.id}/hand-over`, cashier, { to: '' }, 400, 'prizes/bad-request'],
    [`/api/cashier/prizes-in-kind/${car.id}/hand-over`, cashier, { to: 'Alice', extra: 1 }, 400, 'prizes/bad-request'],
  ];
  for (const [path, token, body, status, code] of refusals) {
    const r = await http<{ code: string }>(s.url, 'POST', path, body, token);
    assert.deepEqual([r.status, r.body.code], [status, code], path);
  }
  assert.equal(await snapshot(), quiet, 'a refused hand-over writes nothing');

  const done = await http<{ prize: PrizeInKind }>(s.url, 'POST', `/api/cashier/prizes-in-kind/${car.id}/hand-over`, { to: 'Alice A., ID 38001010000' }, cashier);
  assert.equal(done.status, 200, JSON.stringify(done.body));
  const h = done.body.prize.handedOver;
  assert.ok(h);
  assert.deepEqual([h.by, h.to, h.late], ['cashier', 'Alice A., ID 38001010000', false]);
  assert.ok(h.at >= wonAt);
  assert.deepEqual([await bal('pool:prizes-in-kind'), await bal('external')], [owed0, external0 + CAR], 'the liability cleared: the car left the casino, to the cent');
  const tx = await s.ctx.db.one<{ kind: string; idem_key: string }>("SELECT kind, idem_key FROM ledger_tx WHERE kind = 'prize-handover'");
  assert.deepEqual(tx, { kind: 'prize-handover', idem_key: `prize-in-kind:${car.id}` });
  const line = await s.ctx.db.one<{ actor: string; details: string }>("SELECT actor, details FROM staff_log WHERE action = 'prize-in-kind-handed-over'");
  assert.equal(line?.actor, 'cashier');
  assert.equal(JSON.parse(line?.details as string).to, 'Alice A., ID 38001010000');

  const once = await snapshot();
  const again = await http<{ code: string }>(s.url, 'POST', `/api/cashier/prizes-in-kind/${car.id}/hand-over`, { to: 'Someone else' }, cashier);
  assert.deepEqual([again.status, again.body.code], [409, 'prizes/already-handed-over'], 'a prize is handed over once');
  assert.equal(await snapshot(), once);
  assert.deepEqual(await list('?awaiting=1'), [], 'nothing awaits');
  assert.equal((await auditLedger(s.ctx.db)).ok, true);
});

test('003 §1.2.5: a car not handed over within two weeks is listed overdue, and its hand-over is recorded late', async () => {
  await spin();
  const [car] = await list('?awaiting=1');
  assert.ok(car);
  assert.equal(car.overdue, false);
  offset += 15 * DAY;
  try {
    const [late] = await list('?awaiting=1');
    assert.equal(late?.overdue, true, 'past its date');
    const done = await http<{ prize: PrizeInKind }>(s.url, 'POST', `/api/cashier/prizes-in-kind/${car.id}/hand-over`, { to: 'Alice A., ID 38001010000' }, cashier);
    assert.equal(done.status, 200);
    assert.equal(done.body.prize.handedOver?.late, true);
    assert.equal(done.body.prize.overdue, false, 'handed over: no longer overdue');
    const auditor = await login(s.url, 'auditor');
    const seen = await http<{ prizes: PrizeInKind[] }>(s.url, 'GET', '/api/cashier/prizes-in-kind', undefined, auditor);
    assert.equal(seen.status, 200, 'the auditor reads the list');
    assert.equal(seen.body.prizes.length, 2);
  } finally {
    offset = 0;
  }
});
