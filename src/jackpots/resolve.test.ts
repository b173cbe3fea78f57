import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { JackpotAward, JackpotContribution } from '../core/settlement.js';
import { makeSettlement, netByBettor, resultLines, settledChips } from '../core/settlement.js';
import { CriticalStateError } from '../core/errors.js';
import type { Entry } from '../ledger/postings.js';
import { walletAccount } from '../ledger/accounts.js';
import { UnknownJackpotError } from './errors.js';
import { jackpotDefinitionSchema, type JackpotInput } from './jackpot.js';
import { resolveJackpots, type PoolState } from './resolve.js';

const def = (o: Partial<JackpotInput> = {}) => jackpotDefinitionSchema.parse({ id: 'j', name: 'J', games: ['caribbean-stud'], share: { num: 7, den: 10 }, seed: 1000, cite: '000 §11 VI.1', ...o });
const pools = (balance: number, o: Partial<JackpotInput> = {}): Record<string, PoolState> => ({ j: { def: def(o), balance } });
const c = (bettor: string, stake: number, box = 1): JackpotContribution => ({ jackpot: 'j', bettor, box, bet: 'jackpot', stake });
const royal = (bettor: string, order = 0, box = 1): JackpotAward => ({ jackpot: 'j', bettor, box, combination: 'royal-flush', share: { num: 1, den: 1 }, order });
const straightFlush = (bettor: string, order = 1, box = 2): JackpotAward => ({ jackpot: 'j', bettor, box, combination: 'straight-flush', share: { num: 1, den: 10 }, order });

/** Per account, the sum of every posting. */
function sums(entries: readonly Entry[]): Record<string, number> {
  const m: Record<string, number> = {};
  for (const e of entries) for (const p of e.postings) m[p.account] = (m[p.account] ?? 0) + p.amount;
  return m;
}

test('000 §11 VI.1: a jackpot bet leaves the table whole, the share to the pool and the deduction to revenue, not a cent lost', () => {
  const r = resolveJackpots('t1', { contributions: [c('ana', 55), c('bo', 50, 2)], awards: [] }, pools(1000, { share: { num: 1, den: 3 } }), walletAccount);
  // 55 / 3 = 18.33 → 18 to the pool (rounded down), 37 deducted; 50 / 3 → 16, 34 deducted.
  assert.deepEqual(sums(r.entries), { 'table:t1': -105, 'pool:jackpot-j': 34, revenue: 71 });
  assert.equal(r.balances.j, 1034);
  assert.ok(r.entries.every((e) => e.kind === 'jackpot-contribution' && e.rule === 'jackpot deduction 000 §11 VI.1'));
});

test('the cap stops the pool: the share beyond it is deducted, the bet still leaves the table whole', () => {
  const r = resolveJackpots('t1', { contributions: [c('ana', 100)], awards: [] }, pools(990, { share: { num: 1, den: 2 }, cap: 1000 }), walletAccount);
  assert.deepEqual(sums(r.entries), { 'table:t1': -100, 'pool:jackpot-j': 10, revenue: 90 });
});

test('000 §11 VI.1 / §12 8.1: the highest hand is paid first, the straight flush takes 10% of what remains, then the pool is reset to its seed by the house', () => {
  const r = resolveJackpots('t1', { contributions: [c('ana', 100), c('bo', 100, 2)], awards: [royal('ana'), straightFlush('bo')] }, pools(50_000), walletAccount);
  // 50,000 + 2 × 70 = 50,140: the royal flush takes it all; 10% of nothing is nothing; the house puts the seed back.
  assert.deepEqual(r.awards.map((a) => a.amount), [50_140, 0]);
  assert.deepEqual(sums(r.entries), { 'table:t1': -200, 'pool:jackpot-j': 140 - 50_140 + 1000, revenue: 60, 'wallet:ana': 50_140, house: -1000 });
  assert.equal(r.balances.j, 1000);
  assert.deepEqual(r.entries.map((e) => e.kind), ['jackpot-contribution', 'jackpot-contribution', 'jackpot-award', 'jackpot-seed']);
});

test('000 §12 8.1: a straight flush then a four of a kind: 10% of the pool, then 5% of the remainder, each share rounded down', () => {
  const four: JackpotAward = { jackpot: 'j', bettor: 'cy', box: 3, combination: 'four-of-a-kind', share: { num: 1, den: 20 }, order: 2 };
  const r = resolveJackpots('t1', { contributions: [], awards: [straightFlush('bo'), four] }, pools(12_345), walletAccount);
  // 10% of 12,345 = 1,234.5 → 1,234; 5% of 11,111 = 555.55 → 555; 10,556 stay.
  assert.deepEqual(r.awards.map((a) => a.amount), [1234, 555]);
  assert.equal(r.balances.j, 10_556);
  assert.deepEqual(sums(r.entries), { 'pool:jackpot-j': -1789, 'wallet:bo': 1234, 'wallet:cy': 555 });
});

test('000 §12 8.1: equal royal flushes share the pool equally; the odd cent stays in the pool, then the reset', () => {
  const r = resolveJackpots('t1', { contributions: [], awards: [royal('ana', 0, 1), royal('bo', 0, 2)] }, pools(10_001), walletAccount);
  assert.deepEqual(r.awards.map((a) => a.amount), [5000, 5000]);
  assert.deepEqual(sums(r.entries), { 'pool:jackpot-j': -10_000 + 999, 'wallet:ana': 5000, 'wallet:bo': 5000, house: -999 });
  assert.equal(r.balances.j, 1000);
});

test('001 §11 V.5: a guaranteed minimum the pool cannot cover is made up by the house first: the pool never goes below zero', () => {
  const fixed: JackpotAward = { jackpot: 'j', bettor: 'ana', box: 1, combination: 'royal-flush', fixed: 12_000, order: 0 };
  const r = resolveJackpots('t1', { contributions: [], awards: [fixed] }, pools(5_000, { seed: 0 }), walletAccount);
  assert.deepEqual(r.entries.map((e) => e.kind), ['jackpot-seed', 'jackpot-award']);
  assert.deepEqual(sums(r.entries), { house: -7_000, 'pool:jackpot-j': 7_000 - 12_000, 'wallet:ana': 12_000 });
  assert.equal(r.balances.j, 0);
  let bal = 5_000;
  for (const e of r.entries) for (const p of e.postings) if (p.account === 'pool:jackpot-j') assert.ok((bal += p.amount) >= 0, 'the pool never below zero');
});

test('a jackpot nobody created refuses the whole resolution (typed), and unequal prizes in one order are refused', () => {
  assert.throws(() => resolveJackpots('t1', { contributions: [{ ...c('ana', 10), jackpot: 'nope' }], awards: [] }, pools(0), walletAccount), UnknownJackpotError);
  assert.throws(() => resolveJackpots('t1', { contributions: [], awards: [royal('ana', 0), straightFlush('bo', 0)] }, pools(100), walletAccount), UnknownJackpotError);
});

test('a settlement counts its jackpot bets among the chips it takes off the table, and the result lines show the bet and the prize', () => {
  const s = makeSettlement([{ bettor: 'ana', box: 1, bet: 'ante', stake: 100, returned: 0, net: -100, outcome: 'lose' }], [], { contributions: [c('ana', 50)], awards: [royal('ana')] });
  assert.equal(settledChips(s), 150);
  assert.equal(s.houseNet, 100);
  const paid = { ...s, jackpots: { contributions: s.jackpots?.contributions ?? [], awards: [{ ...royal('ana'), amount: 9000 }] } };
  assert.deepEqual(resultLines(paid).find((l) => l.bet === 'jackpot'), { bettor: 'ana', box: 1, bet: 'jackpot', stake: 50, returned: 9000, net: 8950, outcome: 'royal-flush' });
  assert.deepEqual(netByBettor(paid), { ana: 8850 });
  assert.throws(() => makeSettlement([], [], { contributions: [c('ana', 0)], awards: [] }), CriticalStateError);
  assert.throws(() => makeSettlement([], [], { contributions: [], awards: [{ ...royal('ana'), fixed: 5 }] }), CriticalStateError);
});
