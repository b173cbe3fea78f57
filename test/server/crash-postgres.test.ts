/**
 * Crash test on PostgreSQL (runs when CROUPIER_TEST_PG is set; fails when CROUPIER_REQUIRE_PG=1 and it is not).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { games as registered } from '../../src/registry.js';
import { crashScenario } from './crash-scenario.js';
import { freshPgDatabase, PG_SKIP } from './helpers.js';

test('crash: SIGKILL at random moments on PostgreSQL loses nothing and pays nothing twice', { skip: PG_SKIP, timeout: 240_000 }, async () => {
  const db = await freshPgDatabase('crash');
  try {
    const r = await crashScenario(db.url, 'crash-postgres-1', { kills: 6, minMs: 400, maxMs: 2500 });
    console.log(`postgres crash test: ${JSON.stringify(r)}`);
    assert.equal(r.kills, 6);
    assert.ok(r.acked > 50, `only ${r.acked} actions acknowledged`);
    assert.ok(r.settled >= 10, `only ${r.settled} rounds settled`);
    if (registered().some((g) => g.id === 'craps')) assert.ok((r.byGame.craps ?? 0) >= 3, `only ${r.byGame.craps ?? 0} craps rounds settled`);
    // 000 §08 VII, §09 VII: with four at the table, coups are played, not only cancelled.
    for (const g of ['chemin-de-fer', 'baccarat-deux-tableaux']) if (registered().some((x) => x.id === g)) assert.ok((r.decidedByGame[g] ?? 0) >= 1, `no ${g} coup was decided`);
  } finally {
    await db.drop();
  }
});
