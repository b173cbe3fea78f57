import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEALER, SYSTEM, player } from '../../core/ids.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { cardNumbers, generateSeries, type BingoCard } from './cards.js';
import { bingoReducer, createBingo, type BingoAction, type BingoEvent, type BingoState } from './game.js';
import { bingo90 } from './index.js';
import { anyCompleteByCount, ballsToPrizes, bingoChances, bingoRtp, oneSeriesExact } from './math.js';
import { bingoProfiles, defaultBingoTable, type BingoProfile } from './profile.js';

const table = defaultBingoTable();
const withModes = (ballOrder: { id: string; maxBall: number; basisPoints: number; cap: number | null }[], line = 1000): BingoProfile =>
  bingoProfiles.derive('eus', { prizes: { value: { line: { basisPoints: line, cap: null }, ballOrder } } });

function act(s: BingoState, a: BingoAction): { state: BingoState; events: readonly BingoEvent[] } {
  const r = bingoReducer.apply(s, a);
  if (!r.ok) throw new Error(`${a.type}: ${r.rejection.code} ${r.rejection.message}`);
  return { state: r.state, events: r.events };
}

/** Two cards of two series with exactly one number in common: drawn together, both are complete at that ball. */
function sharedCard(a: BingoCard[], b: BingoCard[]): { balls: number[] } {
  for (const ca of a)
    for (const cb of b) {
      const na = cardNumbers(ca);
      const nb = cardNumbers(cb);
      const common = na.filter((n) => nb.includes(n));
      if (common.length === 1) return { balls: [...new Set([...na, ...nb])].filter((n) => n !== common[0]).concat(common) };
    }
  throw new Error('no such pair');
}

test('000-A3 para 3: a ball-order prize goes with the bingo when it falls by its ball, shared per winning card, rounded down; the rest stays with the house', () => {
  const a = generateSeries(seededRng('mode-a'));
  const b = generateSeries(seededRng('mode-b'));
  const { balls } = sharedCard(a, b);
  // Takings 1,200: "early" 5.25% = 63 by ball 40 (two cards: 31 + 31, 1 left); "late" 1% = 12 by ball 20, not won.
  const profile = withModes([
    { id: 'early', maxBall: 40, basisPoints: 525, cap: null },
    { id: 'late', maxBall: 20, basisPoints: 100, cap: null },
  ]);
  let s = createBingo('bingo', { profile, table, carry: null, rng: seededRng('g'), roundNo: 1, stack: { balls } }).state;
  s = act(s, { type: 'buy', amount: 600, series: [a], by: player('alice') }).state;
  s = act(s, { type: 'buy', amount: 600, series: [b], by: player('bob') }).state;
  const closed = act(s, { type: 'close-sales', by: DEALER });
  assert.deepEqual(closed.events[0], { type: 'sales-closed', takings: 1200, cards: 12, prizes: { line: 120, bingo: 660 }, modes: [{ id: 'early', maxBall: 40, amount: 63 }, { id: 'late', maxBall: 20, amount: 12 }] });
  s = closed.state;
  const events: BingoEvent[] = [];
  while (s.phase === 'drawing') {
    const r = act(s, { type: 'draw', by: SYSTEM });
    events.push(...r.events);
    s = r.state;
  }
  assert.equal(s.bingo?.ball, balls.length, 'both cards complete with the shared ball');
  assert.ok(balls.length > 20 && balls.length <= 40, `the bingo at ball ${balls.length}`);
  assert.equal(s.bingo?.cards.length, 2);
  assert.deepEqual(
    (s.modesWon ?? []).map((m) => [m.id, m.amount, m.share, m.remainder]),
    [['early', 63, 31, 1]],
  );
  assert.deepEqual(
    events.filter((e) => e.type === 'mode-prize-won').map((e) => (e as { prize: { id: string } }).prize.id),
    ['early'],
  );
  const paid = (s.settlement?.lines ?? []).reduce((t, l) => t + l.returned, 0);
  const lineShare = (s.line?.share ?? 0) * (s.line?.cards.length ?? 0);
  assert.equal(paid, lineShare + 330 * 2 + 31 * 2);
  assert.equal(s.settlement?.houseNet, 1200 - paid, 'the house keeps the late prize (not won), the early remainder and the 35%');
});

test('000-A3 para 3: ball-order prizes with the line and bingo above the takings, or two with one id, are refused at load', () => {
  assert.throws(() => withModes([{ id: 'x', maxBall: 50, basisPoints: 3600, cap: null }]), /takings/);
  assert.throws(() => withModes([{ id: 'x', maxBall: 50, basisPoints: 10, cap: null }, { id: 'x', maxBall: 60, basisPoints: 10, cap: null }]), /own id/);
  assert.throws(() => withModes([{ id: 'x', maxBall: 14, basisPoints: 10, cap: null }]));
});

test('croupier rtp bingo with a ball-order prize: one series exact (the prize times P(bingo by its ball), as a rational); the engine agrees within the DKW bound', () => {
  const profile = withModes([{ id: 'by-60', maxBall: 60, basisPoints: 1000, cap: null }]);
  const r = bingoRtp(bingo90, profile, 'eus', {});
  const p60 = oneSeriesExact().bingo[60] as number;
  assert.ok(Math.abs((r.bets[0]?.rtp as number) - (0.65 + 0.1 * p60)) < 1e-12);
  // The fraction: (390 + 60·a/C(90,60) − 600) / 600, a the inclusion–exclusion count.
  const [n, d] = (r.bets[0]?.fraction as string).split('/').map(BigInt) as [bigint, bigint];
  let c = 1n;
  for (let i = 1n; i <= 60n; i++) c = (c * (30n + i)) / i;
  assert.equal(n * 600n * c, (-210n * c + 60n * anyCompleteByCount(6, 15, 60)) * d);
  const games = 400;
  const sim = ballsToPrizes(bingo90, profile, { games, seed: 'mode-sim', players: 1, seriesEach: 1 });
  const bound = Math.sqrt(Math.log(200) / (2 * games));
  assert.ok(Math.abs((sim.modesWon['by-60'] ?? 0) / games - p60) < bound, `${sim.modesWon['by-60']} of ${games} against ${p60}`);
  assert.equal(sim.modesPaid, 60 * (sim.modesWon['by-60'] ?? 0), 'one series: one bingo card, the prize paid whole');
  const two = bingoChances(bingo90, profile, { series: 2, games: 60, seed: 'mode-two' });
  assert.equal(two.modes[0]?.amount, 120);
  assert.ok(Math.abs(two.expectedPaid - (two.prizes.line + two.prizes.bingo + 120 * (two.modes[0]?.chance as number) - two.expectedRemainder)) < 1e-9);
});
