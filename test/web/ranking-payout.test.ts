/**
 * The quarterly ranking's payout screen (003 §3.4.5, issue 20 "Ranking"): which quarter it opens on, the rows it
 * draws from the server's answer, and when the cashier's pay button is offered.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { payState, previousQuarter, quarterOfDate, rankingRows, type RankingScreenData } from '../../web/src/views/ranking-payout.js';

const screen = (over: Partial<RankingScreenData> = {}): RankingScreenData => ({
  ranking: { quarter: '2026-Q3', standings: [{ rank: 1, player: 'ann', points: 12.5 }, { rank: 2, player: 'bob', points: 7.5 }, { rank: 11, player: 'cy', points: 0.5 }] },
  payout: { fund: 10_001, pointValue: 500, paid: 10_000, remainder: 1, payouts: [{ rank: 1, player: 'ann', amount: 6_250 }, { rank: 2, player: 'bob', amount: 3_750 }] },
  endsAt: Date.UTC(2026, 9, 1),
  paidOut: null,
  ...over,
});

test('003 §3.4.5: the screen opens on the quarter before this one (a quarter is paid after it ends)', () => {
  assert.equal(quarterOfDate(new Date(2026, 10, 27)), '2026-Q4');
  assert.equal(previousQuarter('2026-Q4'), '2026-Q3');
  assert.equal(previousQuarter('2026-Q1'), '2025-Q4');
});

test('003 §3.4.5: every standing is a row with its payout; a player outside the TOP 10 is paid nothing', () => {
  assert.deepEqual(rankingRows(screen()), [
    { rank: 1, player: 'ann', points: 12.5, amount: 6_250 },
    { rank: 2, player: 'bob', points: 7.5, amount: 3_750 },
    { rank: 11, player: 'cy', points: 0.5, amount: 0 },
  ]);
});

test('003 §3.4.5: the pay button only once the quarter has ended, with something to pay, and never twice', () => {
  const s = screen();
  assert.equal(payState(s, s.endsAt - 1), 'open');
  assert.equal(payState(s, s.endsAt), 'ready');
  assert.equal(payState(screen({ payout: { ...s.payout, paid: 0, payouts: [] } }), s.endsAt), 'nothing');
  assert.equal(payState(screen({ paidOut: { at: s.endsAt + 5, by: 'cash', amount: 10_000 } }), s.endsAt + 10), 'paid');
});
