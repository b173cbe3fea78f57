/**
 * Every circle-poker scenario file (scenarios/*.json): a stacked deck, the seat stacks and scripted actions, each
 * citing its section — the forced bets, the rake of 003 and 000, three all-ins' side pots, a hi/lo split's odd chip
 * and each irregularity — run through the real engine (the scenario runner), each round's net per player and the
 * house's cut as the file says, and every chip accounted for.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { resultLines } from '../../core/settlement.js';
import { gameIn, loadScenario, runScenario } from '../../scenario/run-scenario.js';
import { games } from './index.js';

const dir = join(import.meta.dirname, 'scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

test('circle poker has a scenario for each forced bet, each rake rule, three all-ins, a hi/lo odd chip and each irregularity', () => {
  const types = new Set(files.flatMap((f) => loadScenario(join(dir, f)).rounds.flatMap((r) => r.actions.map((a) => a.type))));
  for (const t of ['straddle', 'misdeal', 'exposed-card', 'boxed-card', 'wrong-count', 'premature-card', 'out-of-turn', 'string-bet', 'button-short', 'four-card-flop', 'unburned-flop', 'cards-touching', 'cards-mixed', 'foreign-card', 'deck-removed', 'chips-pushed', 'ante-missing', 'extra-board-card', 'undercall-ruling', 'prior-chips']) assert.ok(types.has(t), `a scenario takes ${t}`);
  assert.ok(files.length >= 20, `${files.length} files`);
});

for (const file of files) {
  const sc = loadScenario(join(dir, file));
  test(`${sc.cite}: ${sc.name} (${file})`, () => {
    const report = runScenario(sc, gameIn(games));
    assert.deepEqual(report.rounds.flatMap((r, i) => r.failures.map((f) => `round ${i + 1}: ${f}`)), []);
    for (const r of report.rounds) {
      assert.ok(r.settlement, 'every round ends');
      assert.equal(resultLines(r.settlement).reduce((t, l) => t + l.net, 0) + r.settlement.houseNet, 0, 'the players\' nets and the house\'s cut sum to zero');
    }
  });
}
