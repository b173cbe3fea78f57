/**
 * 000 §14 VI, V: a player holding the Pai Gow Bank plays the boxes as a pot between players (docs/money.md): the chips
 * go from the players who lost them to those who won them, never through the house's account; the house's share is
 * the commission — on each winning box's win and on the banker's net win — each its own cut to revenue. The
 * croupier's hand against the Bank is the house's own wager: a line against the house. From the scenario file's coup
 * (eus-14-vi-player-bank-wins-and-loses.json, round 1).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { settlementEntries } from '../src/ledger/postings.js';
import { getGame } from '../src/registry.js';
import { loadScenario, runScenario } from '../src/scenario/run-scenario.js';

const file = join(import.meta.dirname, '..', 'src', 'games', 'house-poker', 'scenarios', 'eus-14-vi-player-bank-wins-and-loses.json');

test('000 §14 VI, V: a player’s Pai Gow Bank books the boxes as a pot between players and the commissions as revenue; only the croupier’s wager touches the house', () => {
  const s = runScenario(loadScenario(file), getGame).rounds[0]?.settlement;
  assert.ok(s);
  // On the table: p1's Bank (60.00), p2's 10.00 and p3's 30.00 (p1's own 20.00 went back when he took the Bank).
  const entries = settlementEntries('pg', s, 6000 + 1000 + 3000);
  const rows = entries.flatMap((e) => e.postings.map((p) => `${e.kind} ${p.account} ${p.amount}${e.rule ? ` (${e.rule})` : ''}`));
  const house = entries.filter((e) => e.postings.some((p) => p.account === 'house'));
  assert.equal(house.length, 1, 'one entry touches the house: the croupier’s wager against the Bank');
  assert.deepEqual(house[0]?.postings.map((p) => [p.account, p.amount]).sort(), [['house', -2000], ['table:pg', -2000], ['wallet:p1', 4000]].sort());
  const cuts = rows.filter((r) => r.startsWith('cut revenue'));
  assert.deepEqual(cuts.length, 2, `the commissions, each its own cut: ${cuts.join('; ')}`);
  assert.equal(entries.filter((e) => e.kind === 'cut').flatMap((e) => e.postings).filter((p) => p.account === 'revenue').reduce((a, p) => a + p.amount, 0), 250, '0.50 from p2’s win, 2.00 from p1’s net win');
  const pot = entries.filter((e) => e.kind === 'pot').flatMap((e) => e.postings);
  assert.deepEqual(pot.filter((p) => p.amount > 0).map((p) => [p.account, p.amount]).sort(), [['wallet:p1', 5800], ['wallet:p2', 1950]].sort(), 'p1 gets his Bank back with p3’s 30.00 less p2’s 10.00 and his commission; p2 his win less the commission');
});
