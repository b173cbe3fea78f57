/**
 * Crash test on SQLite: SIGKILL the server at seeded random moments while scripted players play, restart, check
 * that nothing is lost or paid twice (test/server/crash-scenario).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { test } from 'node:test';
import { games as registered } from '../../src/registry.js';
import { crashScenario } from './crash-scenario.js';
import { tempDir } from './helpers.js';

test('crash: SIGKILL at random moments on SQLite loses nothing and pays nothing twice', { timeout: 240_000 }, async () => {
  const dir = tempDir();
  try {
    const r = await crashScenario(join(dir, 'crash.db'), 'crash-sqlite-1', { kills: 6, minMs: 400, maxMs: 2500 });
    console.log(`sqlite crash test: ${JSON.stringify(r)}`);
    assert.equal(r.kills, 6);
    assert.ok(r.acked > 50, `only ${r.acked} actions acknowledged`);
    assert.ok(r.settled >= 10, `only ${r.settled} rounds settled`);
    if (registered().some((g) => g.id === 'craps')) assert.ok((r.byGame.craps ?? 0) >= 3, `only ${r.byGame.craps ?? 0} craps rounds settled`);
    // 000 §08 VII, §09 VII: with four at the table, coups are played, not only cancelled.
    for (const g of ['chemin-de-fer', 'baccarat-deux-tableaux']) if (registered().some((x) => x.id === g)) assert.ok((r.decidedByGame[g] ?? 0) >= 1, `no ${g} coup was decided`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
