/**
 * Two server processes on one PostgreSQL database, each running one table linked to the same jackpot (docs/jackpots.md
 * "At the table"): a jackpot bet settled at the table one process runs moves the meter of the table the other runs,
 * through the pub/sub (LISTEN/NOTIFY); an administrator's status change made on one process shows on the other's
 * tables (003 §2.3.5). Skipped without CROUPIER_TEST_PG.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { caribbean } from '../../src/games/house-poker/caribbean.js';
import { Client, freshPgDatabase, http, login, PG_SKIP, startTestServer, type Frame, type TestServer } from './helpers.js';

const PASSWORD = 'jackpot-processes-1';
const CONFIG = { ...caribbean.defaultTable(caribbean.profiles.get('eus')), jackpot: { id: 'carib', stake: 100 } };
type Info = { id: string; jackpot?: { amount: number; status: string } | null };
const showing = (c: Client, table: string, pred: (j: { amount: number; status: string }) => boolean): Promise<Frame> =>
  c.until((f) => f.type === 'table' && (f.table as Info).id === table && !!(f.table as Info).jackpot && pred((f.table as Info).jackpot as { amount: number; status: string }), 0, 8000);

test('003-TJP: a jackpot bet settled at a table of one process moves the meter of the linked table another process runs; out of order shows there too (003 §2.3.5)', { skip: PG_SKIP }, async () => {
  const db = await freshPgDatabase('jackpot_processes');
  const timings = { bettingMs: 3_000, decisionMs: 150, graceMs: 60_000, outcomeMs: 0, stepMs: 0 };
  let one: TestServer | null = null;
  let two: TestServer | null = null;
  try {
    one = await startTestServer({ db: db.url, demo: false, games: [caribbean], timings });
    two = await startTestServer({ db: db.url, demo: false, games: [caribbean], timings });
    for (const [u, role] of [['admin', 'admin'], ['alice', 'player'], ['bob', 'player']] as const) {
      await one.ctx.accounts.create(u, PASSWORD, [role]);
      if (role === 'player') await one.ctx.accounts.cashier(u, 'credit', 100_000, `fund-${u}`);
    }
    const admin = await login(one.url, 'admin', PASSWORD);
    assert.equal((await http(one.url, 'POST', '/api/jackpots', { id: 'carib', name: 'Caribbean progressive', games: ['caribbean-stud'], share: { num: 7, den: 10 }, seed: 50_000, cite: '000 §11 VI.1' }, admin)).status, 200);
    // Each process creates (and so runs) one table.
    assert.equal((await http(one.url, 'POST', '/api/tables', { id: 'car-1', game: 'caribbean-stud', profile: 'eus', config: CONFIG }, admin)).status, 200);
    assert.equal((await http(two.url, 'POST', '/api/tables', { id: 'car-2', game: 'caribbean-stud', profile: 'eus', config: CONFIG }, await login(two.url, 'admin', PASSWORD))).status, 200);
    assert.ok(one.ctx.host.get('car-1') && two.ctx.host.get('car-2') && !one.ctx.host.get('car-2'));
    const bob = await Client.connect(two.url, await login(two.url, 'bob', PASSWORD));
    const alice = await Client.connect(one.url, await login(one.url, 'alice', PASSWORD));
    try {
      assert.equal((await bob.request({ type: 'join', table: 'car-2', as: 'spectator' })).type, 'ok');
      await showing(bob, 'car-2', (j) => j.amount === 50_000);
      assert.equal((await alice.request({ type: 'join', table: 'car-1' })).type, 'ok');
      assert.equal((await alice.request({ type: 'sit', table: 'car-1', box: 1 })).type, 'ok');
      const open = await alice.until((f) => f.type === 'table' && (f.table as Info).id === 'car-1' && !!(f.round as { legal: { spot?: string }[] } | null)?.legal.some((l) => l.spot === 'ante'));
      const round = open.round as { id: number; version: number };
      const ante = await alice.request({ type: 'act', table: 'car-1', key: 'jackpot-processes-1', round: round.id, version: round.version, action: { type: 'bet', box: 1, spot: 'ante', amount: CONFIG.minimum } });
      assert.equal(ante.type, 'ok');
      const jp = await alice.request({ type: 'act', table: 'car-1', key: 'jackpot-processes-2', round: round.id, version: (ante.result as { version: number }).version, action: { type: 'bet', box: 1, spot: 'jackpot', amount: 100 } });
      assert.equal(jp.type, 'ok', JSON.stringify(jp));
      // Done betting: the round goes on without waiting out the betting time.
      assert.equal((await alice.request({ type: 'ready', table: 'car-1' })).type, 'ok');
      // Settled on process one; shown on process two's table.
      await showing(bob, 'car-2', (j) => j.amount === 50_070);
      assert.equal((await http(one.url, 'POST', '/api/jackpots/carib/status', { status: 'out-of-order' }, admin)).status, 200);
      await showing(bob, 'car-2', (j) => j.status === 'out-of-order' && j.amount === 50_070);
    } finally {
      await alice.close();
      await bob.close();
    }
  } finally {
    await two?.stop();
    await one?.stop();
    await db.drop();
  }
});
