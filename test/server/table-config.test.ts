/**
 * Issue 17 ("A rejected limit change leaves the table as it was"): a dealer's new configuration is validated whole —
 * by the table schema and by the game's own rules on a table (the maxima its profile allows) — before anything
 * changes. A refused one leaves the round in play and the configuration as they were; the refusal carries the rule.
 * Checked on trente et quarante, whose maximum must be one of the multiples of the minimum its text allows (000 §05 V.2).
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

test('000 §05 V.2: a limit change the game refuses leaves the table as it was, still playing', async () => {
  const game = trenteEtQuarante as AnyGame;
  const dir = tempDir();
  const s = await createServer({ port: 0, host: '127.0.0.1', db: join(dir, 'config.db'), games: [game], demo: false, web: false, logger: false, timings: { bettingMs: 60_000, decisionMs: 60_000, graceMs: 600_000 }, rng: () => seededRng('config') });
  try {
    const profile = 'eus';
    const config = game.tableSchema.parse(game.defaultTable(game.profiles.get(profile)));
    await s.ctx.catalog.create({ id: 'tq', game: game.id, profile, name: 'tq', config, ...tableShape(config, game, game.profiles.get(profile)) });
    await s.ctx.host.tick();
    const rt = s.ctx.host.get('tq') as TableRuntime;
    const before = { round: rt.current?.id, config: JSON.stringify(rt.table.config), status: rt.status };
    await assert.rejects(rt.dealer({ kind: 'configure', config: { ...(config as object), maximumMultiplier: 7 } }), (e: { code?: string; message?: string }) => e.code === 'table/invalid-config' && /000 §05/.test(e.message ?? ''));
    assert.deepEqual({ round: rt.current?.id, config: JSON.stringify(rt.table.config), status: rt.status }, before, 'nothing changed');
    assert.equal(rt.table.pendingConfig, null);
    assert.equal(rt.frozen, null);
    const stored = await s.ctx.db.one<{ pending_config: string | null }>('SELECT pending_config FROM game_tables WHERE id = ?', ['tq']);
    assert.equal(stored?.pending_config, null);
    // A valid change is taken: for the next round (the coup in play, its shoe cut, keeps its own).
    await rt.dealer({ kind: 'configure', config: { ...(config as object), minimum: 2000 } });
    assert.equal(((rt.table.pendingConfig ?? rt.table.config) as { minimum: number }).minimum, 2000);
  } finally {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('issue 17: a table whose stored configuration no longer validates loads frozen with the reason, and a dealer fixes it', async () => {
  const game = trenteEtQuarante as AnyGame;
  const dir = tempDir();
  const options = { port: 0, host: '127.0.0.1', db: join(dir, 'stored.db'), games: [game], demo: false, web: false, logger: false, timings: { bettingMs: 60_000, decisionMs: 60_000, graceMs: 600_000 }, rng: () => seededRng('stored') } as const;
  const profile = 'eus';
  const config = game.tableSchema.parse(game.defaultTable(game.profiles.get(profile))) as Record<string, unknown>;
  let s = await createServer(options);
  try {
    await s.ctx.catalog.create({ id: 'tq', game: game.id, profile, name: 'tq', config, ...tableShape(config, game, game.profiles.get(profile)) });
    // As after an upgrade whose schema the stored row no longer meets.
    await s.ctx.db.run('UPDATE game_tables SET config = ? WHERE id = ?', [JSON.stringify({ ...config, minimum: 'ten' }), 'tq']);
    await s.close();
    s = await createServer(options);
    await s.ctx.host.tick();
    const rt = s.ctx.host.get('tq') as TableRuntime;
    assert.ok(rt, 'the table loads');
    await rt.idle();
    if (rt.current) await rt.dealer({ kind: 'void-round', reason: 'the next round draws up under the stored configuration' });
    assert.equal(rt.current, null, 'no round under a configuration that does not validate');
    assert.match(rt.frozen ?? '', /stored table configuration is not valid \(minimum: /);
    // The dealer's valid configuration lifts the freeze and the table plays again.
    await rt.dealer({ kind: 'configure', config });
    assert.equal(rt.frozen, null);
    assert.ok(rt.current, 'a round is drawn up');
    assert.equal((rt.table.config as { minimum: number }).minimum, config.minimum);
  } finally {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
