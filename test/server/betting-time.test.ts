/**
 * Issue 17 ("the pace of a round"): trente et quarante's first coup of each shoe used to be dealt about 200 ms after
 * the first chip, because the dealer's cut of the new shoe — a dealer step taken before any bet could be placed —
 * counted as closing the bets. Now a dealer or system step closes the bets only when it is taken while they are open:
 * the first coup's betting runs its whole time (000 §05 V.3: "no more bets" is called when the croupier deals).
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { AnyGame } from '../../src/core/contract.js';
import { trenteEtQuarante } from '../../src/games/trente-et-quarante/index.js';
import { seededRng } from '../../src/rng/seeded-rng.js';
import { createServer } from '../../src/server/app.js';
import { tableShape } from '../../src/server/tables/table-shape.js';
import type { TableRuntime } from '../../src/table/table-runtime.js';
import { tempDir } from './helpers.js';

test('000 §05 V.3: the first coup of a new shoe keeps its whole betting time after the dealer’s cut', async () => {
  const game = trenteEtQuarante as AnyGame;
  const dir = tempDir();
  const bettingMs = 400;
  const s = await createServer({ port: 0, host: '127.0.0.1', db: join(dir, 'tq.db'), games: [game], demo: false, web: false, logger: false, timings: { bettingMs, decisionMs: 60_000, graceMs: 600_000 }, rng: () => seededRng('betting-time') });
  try {
    await s.ctx.accounts.create('alice', { hash: 'x' }, ['player']);
    await s.ctx.accounts.cashier('alice', 'credit', 1_000_000, 'open-alice');
    const config = game.tableSchema.parse(game.defaultTable(game.profiles.get('eus')));
    await s.ctx.catalog.create({ id: 'tq', game: game.id, profile: 'eus', name: 'tq', config, ...tableShape(config, game, game.profiles.get('eus')) });
    await s.ctx.host.tick();
    const rt = s.ctx.host.get('tq') as TableRuntime;
    rt.attach('alice');
    await rt.idle();
    const r = rt.roundFor('player', 'alice');
    assert.ok(r && r.legal.some((l) => l.type === 'place'), 'bets are open once the shoe is cut');
    const staked = Date.now();
    await rt.act({ username: 'alice', as: 'player', key: 'tq-1', round: r.id, version: r.version, action: { type: 'place', bet: 'rouge', amount: 1000 } });
    await new Promise((ok) => setTimeout(ok, bettingMs / 2));
    assert.equal(rt.last, null, 'not dealt half way through the betting time');
    assert.equal(rt.roundFor('player', 'alice')?.timer, 'betting');
    for (let i = 0; i < 300 && rt.last === null; i++) await new Promise((ok) => setTimeout(ok, 10));
    assert.ok(rt.last, 'dealt once the betting time ran out');
    assert.ok(Date.now() - staked >= bettingMs, `dealt after ${Date.now() - staked} ms`);
  } finally {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
