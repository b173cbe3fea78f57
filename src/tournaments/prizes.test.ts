import { test } from 'node:test';
import assert from 'node:assert/strict';
import { columnFor, payouts, PRIZE_TABLE, sharePrizes } from './prizes.js';

test('every column of the prize table sums to 100% (003 §3.6)', () => {
  for (const c of PRIZE_TABLE.columns) assert.equal(c.shares.reduce((t, x) => t + x, 0), 10_000, `column up to ${c.upTo}`);
  assert.deepEqual(PRIZE_TABLE.columns.map((c) => c.shares.length), [2, 3, 4, 5, 6, 8, 10, 12, 14]);
});

test('the 51–70 column pays 8 places, jumping from 6 (003 §3.6)', () => {
  assert.equal(columnFor(50).shares.length, 6);
  assert.equal(columnFor(51).shares.length, 8);
  assert.equal(columnFor(70).shares.length, 8);
  assert.equal(columnFor(71).shares.length, 10);
});

test('beyond 160 players the last column pays (bases: last-column)', () => {
  assert.equal(columnFor(161).shares.length, 14);
  assert.equal(columnFor(1000).upTo, 160);
});

test('a pool pays out to the cent: the ranking fund first, prizes rounded to the unit, the remainder to first place (003 §3.4.3, §3.6)', () => {
  const pool = 123_457; // 1,234.57
  for (const entries of [3, 9, 15, 27, 45, 60, 88, 120, 150, 200])
    for (const unit of [1, 100])
      for (const fundPercent of [null, 2]) {
        const r = payouts(pool, entries, { unit, fundPercent });
        assert.equal(r.rankingFund + r.prizes.reduce((t, x) => t + x, 0), pool);
        for (const p of r.prizes.slice(1)) assert.equal(p % unit, 0);
        for (let i = 1; i < r.prizes.length; i++) assert.ok((r.prizes[i - 1] as number) >= (r.prizes[i] as number));
      }
  // 50 entries of 50.00 with the 2% fund: 2,500.00 → 50.00 to the fund, 2,450.00 shared 34/23/16.5/11.9/8/6.6%, each rounded down to the euro: 833.00 + 2.00 of remainders to first place.
  assert.deepEqual(payouts(250_000, 50, { unit: 100, fundPercent: 2 }), { rankingFund: 5_000, prizes: [83_500, 56_300, 40_400, 29_100, 19_600, 16_100] });
  assert.deepEqual(payouts(18_000, 9, { unit: 1, fundPercent: null }), { rankingFund: 0, prizes: [9_000, 5_400, 3_600] });
});

test('hand-for-hand: 3 out in one hand at 52 left with 50 paid share the 50th place\'s prize equally (003 §3.1.9.5)', () => {
  const prizes = Array.from({ length: 50 }, (_, i) => 10_000 - i * 100); // 50th: 5,100
  const placed = [
    ...Array.from({ length: 49 }, (_, i) => ({ player: `w${i + 1}`, place: i + 1, group: 100 + i })),
    { player: 'a', place: 50, group: 1 },
    { player: 'b', place: 51, group: 1 },
    { player: 'c', place: 52, group: 1 },
  ];
  const got = sharePrizes(prizes, placed);
  assert.equal(got.get('a'), 1_700);
  assert.equal(got.get('b'), 1_700);
  assert.equal(got.get('c'), 1_700);
  assert.equal(got.get('w49'), prizes[48]);
  assert.equal([...got.values()].reduce((t, x) => t + x, 0), prizes.reduce((t, x) => t + x, 0));
});

test('players out in one hand with equal chips share the prizes of the places they cover; the cents left go to first place', () => {
  const got = sharePrizes([6_000, 3_001, 999], [
    { player: 'x', place: 1, group: 3 },
    { player: 'y', place: 2, group: 2 },
    { player: 'z', place: 2, group: 2 },
  ]);
  assert.deepEqual([got.get('y'), got.get('z'), got.get('x')], [2_000, 2_000, 6_000]);
});
