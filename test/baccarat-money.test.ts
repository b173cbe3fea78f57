/**
 * Issue 16 item 3: chemin de fer and deux tableaux are games of players against a player's bank. Their coups settle
 * as a pot (docs/money.md): the chips go from the players who lost them to those who won them, and the cagnotte —
 * the house's only share — is its own ledger line to the house's revenue, naming its rule. No chip of a coup passes
 * through the house's account. The ledger lines of one coup of each game, from the scenario files' coups:
 * 001 §07 V (chemin de fer: the cagnotte on the banker's win) and 000 §09 VII (deux tableaux: on the net win).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { resultLines } from '../src/core/settlement.js';
import { settlementEntries } from '../src/ledger/postings.js';
import { getGame } from '../src/registry.js';
import { loadScenario, runScenario } from '../src/scenario/run-scenario.js';

const scenario = (name: string) => loadScenario(join(import.meta.dirname, '..', 'src', 'games', 'baccarat', 'scenarios', name));
const lines = (entries: ReturnType<typeof settlementEntries>): string[] => entries.flatMap((e) => e.postings.map((p) => `${e.kind} ${p.account} ${p.amount}${e.rule ? ` (${e.rule})` : ''}`));

test('001 §07 V: a chemin de fer coup pays the banker the punto stake less the cagnotte, which alone goes to the house, as revenue; the winnings stay in the bank, on the table', () => {
  const report = runScenario(scenario('cv-07-v-cagnotte-and-table.json'), getGame);
  const s = report.rounds[1]?.settlement;
  assert.ok(s);
  assert.equal(s.lines.length, 0, 'no line against the house');
  // bo put up a bank of 10000 when he took it and cy staked 1010; bo's bank runs on with 10000 + 1010 − 51 = 10959
  // (001 §07 V: "Las ganancias obtenidas por el banquero normalmente pasan a formar parte de la banca").
  assert.deepEqual(s.pots?.[0]?.kept, [
    { player: 'bo', box: 2, part: 'bank', amount: 1969 },
    { player: 'bo', box: 2, part: 'garage', amount: 8990 },
  ]);
  const entries = settlementEntries('cdf', s, 10000 + 1010, 0, 10959);
  assert.deepEqual(lines(entries), ['cut table:cdf -51 (cagnotte 001 §07 V)', 'cut revenue 51 (cagnotte 001 §07 V)']);
  assert.ok(!entries.some((e) => e.postings.some((p) => p.account === 'house')), 'no chip through the house');
  assert.equal(s.houseNet, 51);
  assert.deepEqual(
    resultLines(s).map((l) => [l.bettor, l.bet, l.stake, l.returned]),
    [
      ['cy', 'punto', 1010, 0],
      ['bo', 'bank', 1010, 1969],
      ['bo', 'garage', 8990, 8990],
    ],
    "each player's result: the bank's rows count what stays in it (the part no stake covered, not in play, as the garage)",
  );
});

test('000 §09 VII: a deux tableaux coup books the cagnotte on the banker’s net win as revenue; the rest moves between players, the bank’s winnings staying on the table', () => {
  const report = runScenario(scenario('eus-09-vii-cagnotte-on-net.json'), getGame);
  const s = report.rounds[0]?.settlement;
  assert.ok(s);
  // eve put up a bank of 50000 when the inspector named her; ana staked 2000, cy 1000. Her bank runs on with
  // 50000 + 2000 − 40 = 51960 (000 §09 V: the bank stays with the banker from coup to coup).
  const onTable = 50000 + 2000 + 1000;
  const entries = settlementEntries('dt', s, onTable, 0, 51960);
  assert.ok(!entries.some((e) => e.postings.some((p) => p.account === 'house')), 'no chip through the house');
  const cuts = entries.filter((e) => e.kind === 'cut');
  assert.deepEqual(cuts.map((e) => [e.rule, e.postings.find((p) => p.account === 'revenue')?.amount]), [['cagnotte 000 §09 V.3', 40]]);
  const paid = entries.filter((e) => e.kind === 'pot').flatMap((e) => e.postings).filter((p) => p.amount > 0).reduce((a, p) => a + p.amount, 0);
  assert.equal(paid + 40 + 51960, onTable, 'every chip put in goes to a player, is the cagnotte, or stays in the bank');
  assert.deepEqual(lines(entries.filter((e) => e.kind === 'pot')), ['pot table:dt -1000', 'pot wallet:cy 1000'], 'only cy’s push leaves the table');
});
