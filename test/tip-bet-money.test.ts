/**
 * Issue 17 item 3: blackjack's tip bet (jootrahapanus, 003 §2.2.1.7, §2.1.9.3) is the staff's: its settlement line
 * is paid to the `tips` account (`SettlementLine.paidTo`), the house pays its winnings or keeps what it loses, and
 * the player who placed it gets nothing back from it. Each ledger entry balances. The lines come from the scenario
 * file's rounds (ee-oc-2.2.1.7-tip-bet.json).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { netByBettor } from '../src/core/settlement.js';
import { settlementEntries } from '../src/ledger/postings.js';
import { getGame } from '../src/registry.js';
import { loadScenario, runScenario } from '../src/scenario/run-scenario.js';

const report = runScenario(loadScenario(join(import.meta.dirname, '..', 'src', 'games', 'blackjack', 'scenarios', 'ee-oc-2.2.1.7-tip-bet.json')), getGame);
const lines = (entries: ReturnType<typeof settlementEntries>): string[] => entries.flatMap((e) => e.postings.map((p) => `${e.kind} ${p.account} ${p.amount}`));

test('003 §2.1.9.3: a surrendered tip bet is halved in the player’s favour: half to the staff’s tips, half to the house; the player’s bet half back to her', () => {
  const s = report.rounds[0]?.settlement;
  assert.ok(s);
  assert.deepEqual(lines(settlementEntries('bj', s, 30)), ['partial table:bj -25', 'partial wallet:ana 13', 'partial house 12', 'tip table:bj -5', 'tip tips 3', 'tip house 2']);
  assert.deepEqual(netByBettor(s), { ana: -17 }, 'the tip bet is gone from the player in full');
});

test('003 §2.2.1.7: a tip bet on a blackjack is paid 3:2 by the house, and all it returns goes to the tips, none to the player', () => {
  const s = report.rounds[1]?.settlement;
  assert.ok(s);
  assert.deepEqual(lines(settlementEntries('bj', s, 110)), ['payout table:bj -100', 'payout wallet:ana 250', 'payout house -150', 'tip table:bj -10', 'tip tips 25', 'tip house -15']);
  for (const e of settlementEntries('bj', s, 110)) assert.equal(e.postings.reduce((a, p) => a + p.amount, 0), 0);
});
