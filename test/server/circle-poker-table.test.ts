/**
 * Circle poker at the table: the sitting-out limit (000 §17 IV: at most three hands; 001 §12 IV: two): a seated
 * player who sits out keeps the seat for the limit's hands; at the next deal the game gives the seat up, and the table
 * frees the box and cashes the stack out to the wallet (ledger `cash-out`); synthetic poker's re-buy range (000 §17.6 III).
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { seededRng } from '../../src/rng/seeded-rng.js';
import { createServer } from '../../src/server/app.js';
import { games as circle } from '../../src/games/circle-poker/index.js';
import type { TableRuntime } from '../../src/table/table-runtime.js';
import { tempDir } from './helpers.js';

const T = 'cp-sit-out';
const PLAYERS = ['p1', 'p2', 'p3', 'p4', 'p5'];

test('000 §17 IV: a player sitting out more than three hands loses the seat; the table frees the box and cashes his stack out to the wallet', async () => {
  const dir = tempDir();
  const holdem = circle.find((g) => g.id === 'texas-holdem');
  assert.ok(holdem);
  const s = await createServer({ port: 0, host: '127.0.0.1', db: join(dir, 'cp.db'), games: [holdem], demo: false, web: false, logger: false, timings: { bettingMs: 60_000, decisionMs: 60_000, graceMs: 600_000, outcomeMs: 0, resumeMs: 20 }, rng: () => seededRng('cp-sit-out') });
  try {
    for (const u of PLAYERS) {
      await s.ctx.accounts.create(u, { hash: 'x' }, ['player']);
      await s.ctx.accounts.cashier(u, 'credit', 100_000, `open-${u}`);
    }
    await s.ctx.catalog.create({ id: T, game: 'texas-holdem', profile: 'eus', name: T, config: {}, boxes: 10, maxBoxesPerPlayer: 1 });
    await s.ctx.host.tick();
    const rt = s.ctx.host.get(T) as TableRuntime;
    const bal = async (id: string): Promise<number> => Number((await s.ctx.db.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [id]))?.balance ?? 0);
    let k = 0;
    const send = async (u: string, action: Record<string, unknown>): Promise<void> => {
      const r = rt.roundFor('player', u);
      assert.ok(r, 'a round is in play');
      await rt.act({ username: u, as: 'player', key: `k${++k}`, round: r.id, version: r.version, action });
    };
    /** Plays hands until `n` have ended: whoever is awaited folds, or checks when he may. */
    const play = async (n: number): Promise<void> => {
      let ended = 0;
      let last = rt.roundFor('player', 'p1')?.no ?? 0;
      for (let guard = 0; guard < 400 && ended < n; guard++) {
        const r = rt.roundFor('player', 'p1');
        if (r && r.no !== last) {
          ended += r.no - last;
          last = r.no;
          if (ended >= n) break;
        }
        const who = r?.awaiting.find((a) => a.kind === 'player');
        if (!r || !who || who.kind !== 'player') {
          await new Promise((res) => setTimeout(res, 5));
          continue;
        }
        const legal = rt.roundFor('player', who.player)?.legal ?? [];
        const pick = legal.find((l) => l.type === 'check') ?? legal.find((l) => l.type === 'fold');
        assert.ok(pick, `${who.player} may check or fold`);
        await send(who.player, { type: pick.type });
      }
      assert.ok(ended >= n, `${n} hands played`);
    };
    // p5 sits and buys in first; the others after him (the fourth deals the first hand, p5 in it).
    for (const [i, u] of ['p5', 'p1', 'p2', 'p3', 'p4'].entries()) {
      rt.attach(u);
      await rt.sit(u, i + 1);
      await rt.buyIn(u, 20_000, `buy-${u}`);
    }
    // During the first hand p5 asks to sit out from the next deal.
    await send('p5', { type: 'sit-out' });
    await play(1);
    const left = await bal('stack:cp-sit-out:p5');
    assert.ok(left > 0);
    await play(3);
    assert.equal(rt.seats.holder(1), 'p5', 'three hands sat out: the seat is kept');
    await play(1);
    assert.equal(rt.seats.holder(1), null, 'at the fourth hand the seat is freed');
    assert.deepEqual([await bal('stack:cp-sit-out:p5'), await bal('wallet:p5')], [0, 80_000 + left], 'the stack went back to the wallet');
  } finally {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('000 §17.6 III: synthetic poker checks the first stack at 10–200× the table minimum and a re-buy to an empty stack at 5–100×', async () => {
  const dir = tempDir();
  const synthetic = circle.find((g) => g.id === 'synthetic-poker');
  assert.ok(synthetic);
  const s = await createServer({ port: 0, host: '127.0.0.1', db: join(dir, 'cp.db'), games: [synthetic], demo: false, web: false, logger: false, timings: { bettingMs: 60_000, decisionMs: 60_000, graceMs: 600_000, outcomeMs: 0, resumeMs: 20 }, rng: () => seededRng('cp-rebuy') });
  try {
    await s.ctx.accounts.create('ann', { hash: 'x' }, ['player']);
    await s.ctx.accounts.cashier('ann', 'credit', 100_000, 'open-ann');
    await s.ctx.catalog.create({ id: 'cp-rebuy', game: 'synthetic-poker', profile: 'eus', name: 'cp-rebuy', config: {}, boxes: 10, maxBoxesPerPlayer: 1 });
    await s.ctx.host.tick();
    const rt = s.ctx.host.get('cp-rebuy') as TableRuntime;
    rt.attach('ann');
    await rt.sit('ann', 1);
    // The table minimum is 2.00: a first stack of 20.00 to 400.00, a re-buy of 10.00 to 200.00.
    await assert.rejects(rt.buyIn('ann', 1_000, 'b1'), { code: 'table/buy-in-under-minimum' }, 'a first stack under 10×');
    await rt.buyIn('ann', 40_000, 'b2');
    await rt.cashOut('ann', 'c1');
    await assert.rejects(rt.buyIn('ann', 30_000, 'b3'), { code: 'table/buy-in-over-maximum' }, 'a re-buy over 100×');
    const r = await rt.buyIn('ann', 1_000, 'b4');
    assert.equal(r.stack, 1_000, 'a re-buy of 5× the minimum');
  } finally {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
