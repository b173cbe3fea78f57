/**
 * Runs every scenario file under src/games/<family>/scenarios/ through the real engine.
 * Each test is titled with the scenario's citation and name, so a failure names the rule it checks.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { jackpotChips, resultLines, type Settlement } from '../src/core/settlement.js';
import { loadScenario, runScenario } from '../src/scenario/run-scenario.js';
import { getGame } from '../src/registry.js';

const gamesDir = join(import.meta.dirname, '..', 'src', 'games');
const files: string[] = [];
if (existsSync(gamesDir))
  for (const fam of readdirSync(gamesDir)) {
    const d = join(gamesDir, fam, 'scenarios');
    if (existsSync(d)) for (const f of readdirSync(d).filter((n) => n.endsWith('.json')).sort()) files.push(join(d, f));
  }

for (const file of files) {
  const sc = loadScenario(file);
  test(`${sc.cite}: ${sc.name} (${file.split('/src/games/')[1]})`, () => {
    const report = runScenario(sc, getGame);
    const failures = report.rounds.flatMap((r, i) => r.failures.map((f) => `round ${i + 1}: ${f}`));
    assert.deepEqual(failures, []);
    // Every participant's result — banked lines and pot shares (resultLines) — and the house's net sum to zero, once
    // the chips that left for a jackpot's pool (less what it paid) are counted (a linked bingo hall's share, docs/jackpots.md).
    const toPools = (s: Settlement): number => jackpotChips(s) - (s.jackpots?.awards ?? []).reduce((a, w) => a + (w.amount ?? 0), 0);
    for (const r of report.rounds) if (r.settlement) assert.equal(resultLines(r.settlement).reduce((s, l) => s + l.net, 0) + r.settlement.houseNet + toPools(r.settlement), 0, 'chips sum to zero with the house and the jackpot pools');
  });
}
