/**
 * The poker-room jackpots' arithmetic (003-CP-JP): the close of the casino day, the amount that counts, the drop out
 * of a pot, the Bad Beat's shares with the odd cent and the Royal Flush's 2,500.00 threshold, through the facility's
 * resolution (src/jackpots/resolve).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { JackpotAward } from '../core/settlement.js';
import { makeSettlement, netByBettor, settledChips } from '../core/settlement.js';
import { CriticalStateError } from '../core/errors.js';
import type { Entry } from '../ledger/postings.js';
import { walletAccount } from '../ledger/accounts.js';
import { jackpotDefinitionSchema } from './jackpot.js';
import { resolveJackpots, type PoolState } from './resolve.js';
import { amountThatCounts, lastDayClose, times } from './poker-room.js';

const def = jackpotDefinitionSchema.parse({ id: 'olympic', name: 'Olympic Poker Jackpot', games: ['texas-holdem'], share: { num: 1, den: 1 }, seed: 0, cite: '003 §3.3' });
const pools = (balance: number, dayClose: number): Record<string, PoolState> => ({ olympic: { def, balance, dayClose } });
const bb = { num: 60, den: 100 };
const award = (bettor: string, combination: string, share: { num: number; den: number }, order: number, max?: number): JackpotAward => ({
  jackpot: 'olympic', bettor, combination, share, order, basis: 'day-close', ...(max === undefined ? {} : { max }),
});
const paid = (entries: readonly Entry[]): Record<string, number> => {
  const m: Record<string, number> = {};
  for (const e of entries) if (e.kind === 'jackpot-award') for (const p of e.postings) if (p.amount > 0) m[p.account] = (m[p.account] ?? 0) + p.amount;
  return m;
};

test('003 §3.3.4: the casino day closes at 07:00 Tallinn — at 10:00 the amount that counts is this morning\'s, at 03:00 yesterday morning\'s (summer and winter time)', () => {
  // 27 Nov 2026 (EET, UTC+2): 07:00 local is 05:00 UTC.
  assert.equal(lastDayClose(Date.UTC(2026, 10, 27, 8)), Date.UTC(2026, 10, 27, 5));
  assert.equal(lastDayClose(Date.UTC(2026, 10, 27, 1)), Date.UTC(2026, 10, 26, 5));
  assert.equal(lastDayClose(Date.UTC(2026, 10, 27, 5)), Date.UTC(2026, 10, 27, 5), 'at the close itself');
  // 15 Jul 2026 (EEST, UTC+3): 07:00 local is 04:00 UTC.
  assert.equal(lastDayClose(Date.UTC(2026, 6, 15, 4, 30)), Date.UTC(2026, 6, 15, 4));
  assert.equal(lastDayClose(Date.UTC(2026, 6, 15, 3, 59)), Date.UTC(2026, 6, 14, 4));
  assert.equal(lastDayClose(Date.UTC(2026, 6, 15, 12), { hour: 6, timeZone: 'UTC' }), Date.UTC(2026, 6, 15, 6));
});

test('003 §3.3.4: the amount that counts leaves out the drops taken since the close, never more than the pool holds', () => {
  assert.equal(amountThatCounts(300_000, 4_000), 296_000);
  assert.equal(amountThatCounts(1_000, 4_000), 0);
  assert.equal(amountThatCounts(1_000, 0), 1_000);
});

test('003 §3.3.8: the Bad Beat pays 60% of the amount that counts — 30% to the loser, 15% to the winner, 15% shared by the table; the odd cents of the table\'s share stay in the pool', () => {
  // Counted 1,000.01 (the pool holds 1,012.01 with today's drops). Table's part: 15% = 150.0015 → 150.00, over 4: 37.50.
  const awards = [
    award('lo', 'bad-beat-loser', times(bb, { num: 50, den: 100 }), 0),
    award('wi', 'bad-beat-winner', times(bb, { num: 25, den: 100 }), 1),
    ...['t1', 't2', 't3', 't4'].map((p) => award(p, 'bad-beat-table', times(bb, { num: 25, den: 100 }), 2)),
  ];
  const r = resolveJackpots('tbl', { contributions: [], awards }, pools(101_201, 100_001), walletAccount);
  assert.deepEqual(paid(r.entries), { 'wallet:lo': 30_000, 'wallet:wi': 15_000, 'wallet:t1': 3_750, 'wallet:t2': 3_750, 'wallet:t3': 3_750, 'wallet:t4': 3_750 });
  assert.equal(r.balances.olympic, 101_201 - 60_000);
  // Three at the table: 150.00 / 3 = 50.00 each; seven: 21.42 each, 0.06 left in the pool.
  const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((p) => award(p, 'bad-beat-table', times(bb, { num: 25, den: 100 }), 2));
  const r7 = resolveJackpots('tbl', { contributions: [], awards: seven }, pools(100_000, 100_000), walletAccount);
  assert.equal(paid(r7.entries)['wallet:a'], 2_142);
  assert.equal(r7.balances.olympic, 100_000 - 7 * 2_142);
});

test('003 §3.3.6: two equal losing hands share the loser\'s part', () => {
  const r = resolveJackpots('tbl', { contributions: [], awards: [award('x', 'bad-beat-loser', times(bb, { num: 1, den: 2 }), 0), award('y', 'bad-beat-loser', times(bb, { num: 1, den: 2 }), 0)] }, pools(200_000, 200_000), walletAccount);
  assert.deepEqual(paid(r.entries), { 'wallet:x': 30_000, 'wallet:y': 30_000 });
});

test('003 §3.3.10: the Royal Flush pays 500.00 from a jackpot of 2,500.00 up and 20% below it', () => {
  const rf = (counted: number): number => {
    const r = resolveJackpots('tbl', { contributions: [], awards: [award('r', 'royal-flush', { num: 20, den: 100 }, 3, 50_000)] }, pools(counted + 10_000, counted), walletAccount);
    return paid(r.entries)['wallet:r'] ?? 0;
  };
  assert.equal(rf(1_000_000), 50_000);
  assert.equal(rf(250_000), 50_000, 'at exactly 2,500.00 both rules give 500.00');
  assert.equal(rf(249_999), 49_999);
  assert.equal(rf(100_000), 20_000);
});

test('003 §3.2.41–42: a drop out of the main pot is counted once — in the pot — and leaves the table for the pool whole; it is not the house\'s', () => {
  const pot = { pot: 'main', contributions: [{ player: 'a', amount: 600 }, { player: 'b', amount: 600 }], awards: [{ player: 'a', amount: 1050 }], cuts: [{ rule: 'rake', amount: 50, cite: '003 §3.2.39' }], outcome: 'showdown' };
  const drop = { jackpot: 'olympic', bettor: 'main', bet: 'drop', stake: 100, fromPot: 'main' };
  const s = makeSettlement([], [pot], { contributions: [drop], awards: [] });
  assert.equal(settledChips(s), 1200);
  assert.equal(s.houseNet, 50);
  assert.deepEqual(netByBettor(s), { a: 450, b: -600 });
  const r = resolveJackpots('tbl', s.jackpots as never, pools(0, 0), walletAccount);
  assert.deepEqual(r.entries.map((e) => [e.kind, e.postings]), [['jackpot-contribution', [{ account: 'table:tbl', amount: -100 }, { account: 'pool:jackpot-olympic', amount: 100 }]]]);
  // Without the drop the pot does not balance; a drop from a pot the round does not have is a broken game.
  assert.throws(() => makeSettlement([], [pot]), CriticalStateError);
  assert.throws(() => makeSettlement([], [pot], { contributions: [{ ...drop, fromPot: 'side-1' }], awards: [] }), CriticalStateError);
});
