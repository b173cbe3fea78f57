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
