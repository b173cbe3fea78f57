/**
 * The poker-room jackpot's meter pushed to the poker tables (003-CP-JP, issue 19; docs/jackpots.md "At the table"):
 * every circle-poker table that drops into the room jackpot (`jackpot: { id }`) carries the jackpot's amount in its
 * table frames, and after a hand's drop at one table the watchers of another see the new amount at once, without
 * asking (the page used to poll GET /api/jackpots after each hand).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { games as circle } from '../../src/games/circle-poker/index.js';
import type { TableRuntime } from '../../src/table/table-runtime.js';
import { Client, http, login, startTestServer, type Frame } from './helpers.js';

const PASSWORD = 'poker-room-meter-1';
const PLAYERS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
const CONFIG = { jackpot: { id: 'olympic' } };
type Shown = { id: string; name: string; amount: number; status: string; stake?: number } | null | undefined;
const shown = (f: Frame): Shown => (f.table as { jackpot?: Shown }).jackpot;

test('003 §3.2.41: after a hand’s 1.00 drop at one poker table, the watcher of another table linked to the room jackpot is sent the new amount, with no stake shown', async () => {
  const holdem = circle.find((g) => g.id === 'texas-holdem');
  assert.ok(holdem);
  const s = await startTestServer({ demo: false, games: [holdem], timings: { bettingMs: 60_000, decisionMs: 60_000, graceMs: 600_000, outcomeMs: 0, stepMs: 0 } });
  const watcher = { c: null as Client | null };
  try {
    await s.ctx.accounts.create('admin', PASSWORD, ['admin']);
    await s.ctx.accounts.create('wendy', PASSWORD, ['player']);
    for (const u of PLAYERS) {
      await s.ctx.accounts.create(u, { hash: 'x' }, ['player']);
      await s.ctx.accounts.cashier(u, 'credit', 100_000, `open-${u}`);
    }
    const admin = await login(s.url, 'admin', PASSWORD);
    const jp = await http(s.url, 'POST', '/api/jackpots', { id: 'olympic', name: 'Olympic Poker Jackpot', games: ['texas-holdem'], share: { num: 1, den: 1 }, seed: 0, cite: '003 §3.2.41, §3.3' }, admin);
    assert.equal(jp.status, 200, JSON.stringify(jp.body));
    for (const id of ['cp-a', 'cp-b']) assert.equal((await http(s.url, 'POST', '/api/tables', { id, game: 'texas-holdem', profile: 'ee-oc', config: CONFIG }, admin)).status, 200);
    await s.ctx.host.tick();

    // wendy watches table B only.
    const c = await Client.connect(s.url, await login(s.url, 'wendy', PASSWORD));
    watcher.c = c;
    assert.equal((await c.request({ type: 'join', table: 'cp-b', as: 'spectator' })).type, 'ok');
    const before = await c.until((f) => f.type === 'table' && (f.table as { id: string }).id === 'cp-b' && !!shown(f));
    assert.deepEqual(shown(before), { id: 'olympic', name: 'Olympic Poker Jackpot', amount: 0, status: 'in-order' }, 'the meter is in table B’s frame, without a stake');

    // Six players at table A play to the showdown (calls and checks) until a hand is dealt to the six (the first is
    // dealt as soon as two have chips): 003 §3.2.41 drops 1.00 from it.
    const pool = async (): Promise<number> => Number((await s.ctx.db.one<{ balance: number }>("SELECT balance FROM ledger_accounts WHERE id = 'pool:jackpot-olympic'"))?.balance ?? 0);
    const rt = s.ctx.host.get('cp-a') as TableRuntime;
    for (const [i, u] of PLAYERS.entries()) {
      await rt.sit(u, i + 1);
      await rt.buyIn(u, 10_000, `buy-${u}`);
    }
    let k = 0;
    for (let guard = 0; guard < 600 && (await pool()) === 0; guard++) {
      const r = rt.roundFor('auditor', null);
      const who = r?.awaiting.find((a) => a.kind === 'player');
      if (!r || !who || who.kind !== 'player') {
        await rt.idle();
        await new Promise((ok) => setTimeout(ok, 5));
        continue;
      }
      const mine = rt.roundFor('player', who.player);
      // At a showdown in order (003 §3.1.3.6) every hand is tabled.
      const pick = mine?.legal.find((l) => l.type === 'call') ?? mine?.legal.find((l) => l.type === 'check') ?? mine?.legal.find((l) => l.type === 'show');
      assert.ok(mine && pick, `${who.player} may call, check or show`);
      await rt.act({ username: who.player, as: 'player', key: `k${++k}`, round: mine.id, version: mine.version, action: { type: pick.type } });
    }
    const after = await c.until((f) => f.type === 'table' && (f.table as { id: string }).id === 'cp-b' && shown(f)?.amount === 100);
    assert.equal(shown(after)?.amount, 100, 'table B’s watcher sees the drop of 1.00 at table A');
    assert.equal(await pool(), 100, 'as the pool holds it');
  } finally {
    watcher.c?.close();
    await s.stop();
  }
});
