import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { JackpotAward, JackpotContribution } from '../core/settlement.js';
import { makeSettlement, netByBettor, resultLines, settledChips } from '../core/settlement.js';
import type { Entry } from '../ledger/postings.js';
import { walletAccount } from '../ledger/accounts.js';
import { UnknownJackpotError } from './errors.js';
import { jackpotDefinitionSchema, type JackpotInput } from './jackpot.js';
import { contributionShare, DRAW_RANGE, drawHits, hitChance, PRIZES_IN_KIND } from './machine-jackpot.js';
import { resolveJackpots, jackpotAccounts, type PoolState } from './resolve.js';
import { checkLinkedReturn, linkedReturn } from './machine-return.js';

const def = (o: Partial<JackpotInput> = {}) =>
  jackpotDefinitionSchema.parse({ id: 'm', name: 'Mystery', games: ['reel-slot'], share: { num: 1, den: 100 }, seed: 10_000, cite: '003 §4.5', basis: 'stake', trigger: { kind: 'must-hit-by', ceiling: 20_000 }, ...o });
const pool = (balance: number, o: Partial<JackpotInput> = {}, id = 'm'): Record<string, PoolState> => ({ [id]: { def: def({ id, ...o }), balance } });
const share = (bettor: string, stake: number, jackpot = 'm'): JackpotContribution => ({ jackpot, bettor, bet: '5-lines', stake, basis: 'stake' });
const mystery = (bettor: string, draw: number, jackpot = 'm'): JackpotAward => ({ jackpot, bettor, combination: 'mystery', share: { num: 1, den: 1 }, order: 0, draw });

function sums(entries: readonly Entry[]): Record<string, number> {
  const m: Record<string, number> = {};
  for (const e of entries) for (const p of e.postings) m[p.account] = (m[p.account] ?? 0) + p.amount;
  return m;
}

test('003 §4.5.4: a share of every stake goes to the pool, paid by the house out of its take; no chip leaves the table for it', () => {
  // 1% of 250 = 2.5 → 2 (rounded down, the default policy); the stake stays on its line.
  const r = resolveJackpots('m1', { contributions: [share('ana', 250)], awards: [] }, pool(10_000), walletAccount);
  assert.deepEqual(sums(r.entries), { house: -2, 'pool:jackpot-m': 2 });
  assert.equal(r.entries[0]?.kind, 'jackpot-contribution');
  assert.equal(r.balances.m, 10_002);
});

test('the share of a stake goes through the jackpot’s rounding policy', () => {
  const up = resolveJackpots('m1', { contributions: [share('ana', 250)] , awards: [] }, pool(10_000, { rounding: { mode: 'half-up', unit: 1 } }), walletAccount);
  assert.equal(up.balances.m, 10_003);
  const even = resolveJackpots('m1', { contributions: [share('ana', 250)], awards: [] }, pool(10_000, { rounding: { mode: 'half-even', unit: 1 } }), walletAccount);
  assert.equal(even.balances.m, 10_002);
});

test('a share of a stake and a jackpot bet do not mix: each jackpot takes the basis its definition names', () => {
  assert.throws(() => resolveJackpots('m1', { contributions: [share('ana', 100)], awards: [] }, pool(0, { basis: 'jackpot-bet', trigger: null }), walletAccount), UnknownJackpotError);
  assert.throws(() => resolveJackpots('m1', { contributions: [{ jackpot: 'm', bettor: 'ana', bet: 'jackpot', stake: 100 }], awards: [] }, pool(0), walletAccount), UnknownJackpotError);
});

test('003 §4.5.2 must-hit-by: a contribution c to a pool at b hits with chance c / (ceiling − b), exactly on 32-bit draws; at the ceiling always', () => {
  // 100 of the 10,000 left to the ceiling: 1%. The threshold draw is 2^32 / 100 = 42,949,672.96.
  assert.equal(drawHits({ kind: 'must-hit-by', ceiling: 20_000 }, 42_949_672, 10_000, 100, 10_000), true);
  assert.equal(drawHits({ kind: 'must-hit-by', ceiling: 20_000 }, 42_949_673, 10_000, 100, 10_000), false);
  assert.equal(drawHits({ kind: 'must-hit-by', ceiling: 20_000 }, DRAW_RANGE - 1, 19_950, 50, 5_000), true);
  assert.equal(drawHits({ kind: 'must-hit-by', ceiling: 20_000 }, 0, 10_000, 0, 0), false, 'nothing contributed: no chance');
  assert.equal(hitChance({ kind: 'must-hit-by', ceiling: 20_000 }, 10_000, 100, 10_000), 0.01);
  // A chance per minor unit staked: 1 in 1,000,000 per cent, 500 cents staked → 1/2000.
  assert.equal(drawHits({ kind: 'chance', num: 1, den: 1_000_000 }, Math.floor(DRAW_RANGE / 2000), 0, 0, 500), true);
  assert.equal(drawHits({ kind: 'chance', num: 1, den: 1_000_000 }, Math.ceil(DRAW_RANGE / 2000), 0, 0, 500), false);
  assert.equal(drawHits(null, 0, 0, 100, 100), false, 'a level without a trigger is won by a combination only');
});

test('the must-hit-by law: over a seeded run of stakes the hit points fall uniformly between the seed and the ceiling', () => {
  // The chance per stake is c / (ceiling − b): the pool's first hit is uniform on (seed, ceiling]. Mean: 15,000.
  let x = 12345;
  const next = (): number => (x = (Math.imul(x, 1103515245) + 12345) >>> 0);
  const hits: number[] = [];
  for (let run = 0; run < 2000; run++) {
    let b = 10_000;
    for (;;) {
      if (drawHits({ kind: 'must-hit-by', ceiling: 20_000 }, next(), b, 10, 1000)) break;
      b += 10;
    }
    hits.push(b + 10);
  }
  const mean = hits.reduce((a, h) => a + h, 0) / hits.length;
  assert.ok(Math.abs(mean - 15_005) < 200, `mean hit ${mean}`);
  assert.ok(Math.max(...hits) <= 20_000 && Math.min(...hits) > 10_000);
});

test('003 §4.5.2, §4.4.4: a draw that hits pays the whole pool (this stake’s share included) to the player who staked, then the reset to the seed', () => {
  const r = resolveJackpots('m1', { contributions: [share('ana', 1000)], awards: [mystery('ana', 0)] }, pool(15_000), walletAccount);
  assert.deepEqual(r.awards.map((a) => [a.bettor, a.amount]), [['ana', 15_010]]);
  assert.deepEqual(sums(r.entries), { house: -10 - 10_000, 'pool:jackpot-m': 10 - 15_010 + 10_000, 'wallet:ana': 15_010 });
  assert.equal(r.balances.m, 10_000);
  const miss = resolveJackpots('m1', { contributions: [share('ana', 1000)], awards: [mystery('ana', DRAW_RANGE - 1)] }, pool(15_000), walletAccount);
  assert.deepEqual(miss.awards, [], 'a draw that misses is no award');
  assert.equal(miss.balances.m, 15_010);
});

test('003 §4.5.4: a machine on a multi-level system feeds each level its own share; each level is drawn on its own pool', () => {
  const pools = { ...pool(10_000, { share: { num: 1, den: 200 } }, 'mini'), ...pool(50_000, { share: { num: 3, den: 1000 }, seed: 50_000, trigger: { kind: 'must-hit-by', ceiling: 100_000 } }, 'major') };
  const r = resolveJackpots('m1', { contributions: [share('ana', 1000, 'mini'), share('ana', 1000, 'major')], awards: [mystery('ana', 0, 'mini'), mystery('ana', DRAW_RANGE - 1, 'major')] }, pools, walletAccount);
  assert.deepEqual(r.awards.map((a) => [a.jackpot, a.amount]), [['mini', 10_005]]);
  assert.deepEqual({ mini: r.balances.mini, major: r.balances.major }, { mini: 10_000, major: 50_003 });
  assert.equal(contributionShare([pools.mini!.def, pools.major!.def]), 0.008);
});

test('a must-hit-by ceiling lies above the seed and within the cap', () => {
  assert.equal(jackpotDefinitionSchema.safeParse({ id: 'm', name: 'M', games: ['reel-slot'], share: { num: 1, den: 100 }, seed: 10_000, cite: 'c', basis: 'stake', trigger: { kind: 'must-hit-by', ceiling: 10_000 } }).success, false);
  assert.equal(jackpotDefinitionSchema.safeParse({ id: 'm', name: 'M', games: ['reel-slot'], share: { num: 1, den: 100 }, seed: 10_000, cap: 15_000, cite: 'c', basis: 'stake', trigger: { kind: 'must-hit-by', ceiling: 20_000 } }).success, false);
  // Today's definitions read as before: a jackpot bet, no trigger, no prize in kind.
  const old = jackpotDefinitionSchema.parse({ id: 'j', name: 'J', games: ['caribbean-stud'], share: { num: 7, den: 10 }, seed: 1000, cite: 'c' });
  assert.deepEqual([old.basis, old.trigger, old.prize], ['jackpot-bet', null, null]);
});

test('out of order, a machine’s jackpot takes no share and pays no prize: the machine plays on without it', () => {
  const r = resolveJackpots('m1', { contributions: [share('ana', 1000)], awards: [mystery('ana', 0)] }, pool(15_000, { status: 'out-of-order' }), walletAccount);
  assert.deepEqual([r.entries, r.awards, r.balances.m], [[], [], 15_000]);
});

test('003 §4.5.3, §1.2.5: a car won pays no money to the player: its value at cost is owed in prizes in kind, from the pool and the house', () => {
  const car = { kind: 'in-kind' as const, item: 'passenger car', value: 2_500_000 };
  const r = resolveJackpots('m1', { contributions: [share('ana', 1000)], awards: [mystery('ana', 0)] }, pool(1_000_000, { prize: car, seed: 0, trigger: { kind: 'chance', num: 1, den: 1000 } }), walletAccount, Date.UTC(2026, 10, 27));
  assert.deepEqual(sums(r.entries), { house: -10 - 1_499_990, 'pool:jackpot-m': 10 - 1_000_010, [PRIZES_IN_KIND]: 2_500_000 });
  assert.deepEqual(r.awards.map((a) => [a.bettor, a.amount]), [['ana', 0]]);
  const award = r.entries.find((e) => e.kind === 'jackpot-award') as Entry;
  assert.match(award.memo ?? '', /passenger car won by ana .* hand over by 2026-12-11 \(003 §1\.2\.5\)/);
  assert.ok(!Object.keys(sums(r.entries)).includes('wallet:ana'));
});

test('a settlement counts no chip for a share of a stake, and shows only the prizes the transaction found won', () => {
  const line = { bettor: 'ana', bet: '5-lines', stake: 100, returned: 0, net: -100, outcome: 'lose' };
  const s = makeSettlement([line], [], { contributions: [share('ana', 100)], awards: [mystery('ana', 5)] });
  assert.equal(settledChips(s), 100);
  assert.deepEqual(resultLines(s), [line], 'an undecided draw is no line');
  const won = { ...s, jackpots: { contributions: s.jackpots?.contributions ?? [], awards: [{ ...mystery('ana', 5), amount: 15_000 }] } };
  assert.deepEqual(netByBettor(won), { ana: 14_900 });
  assert.ok(jackpotAccounts('m1', s.jackpots!, walletAccount).includes('house'), 'the house is locked: it pays the share');
});

test('003 §1.2.6: the return with the jackpots is the pay table’s plus each stake-basis share; a link past 100% or not above the minimum is refused', () => {
  const report = { game: 'reel-slot', profile: 'ee-oc', bets: [{ bet: '5-lines', houseEdge: 0.08, rtp: 0.92, method: 'exact' as const }] };
  const bet = jackpotDefinitionSchema.parse({ id: 'j', name: 'J', games: ['caribbean-stud'], share: { num: 7, den: 10 }, seed: 1000, cite: 'c' });
  const r = linkedReturn(report, [def({ share: { num: 3, den: 200 } }), bet]);
  assert.equal(r.contributionShare, 0.015, 'a jackpot bet’s jackpot is not fed by the stake');
  assert.ok(Math.abs((r.bets[0]?.with ?? 0) - 0.935) < 1e-12);
  checkLinkedReturn(r, 0.8);
  assert.throws(() => checkLinkedReturn(linkedReturn(report, [def({ share: { num: 8, den: 100 } })]), 0.8), (e: Error & { code?: string }) => e.code === 'jackpot/return-above-stakes');
  assert.throws(() => checkLinkedReturn(linkedReturn({ ...report, bets: [{ ...report.bets[0]!, rtp: 0.75 }] }, [def()]), 0.8), (e: Error & { code?: string }) => e.code === 'jackpot/return-below-minimum');
});
