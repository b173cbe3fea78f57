import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { bingo90 } from './index.js';
import { bingoChances, bingoRtp, oneSeriesExact } from './math.js';
import { shareOf } from './prizes.js';
import { bingoProfiles, defaultBingoTable, type BingoProfile } from './profile.js';

const eus = bingoProfiles.get('eus');

test('croupier rtp bingo, one series: exact — the ball of each prize by inclusion–exclusion, one winner always, the payout 10% + 55% = 65% of the takings (−7/20)', () => {
  const r = bingoRtp(bingo90, eus, 'eus', {});
  const c = r.chances as ReturnType<typeof bingoChances>;
  assert.equal(c.method, 'exact');
  assert.deepEqual(r.bets[0], { bet: 'cards', rtp: 0.65, houseEdge: 0.35, method: 'exact', fraction: '-7/20' });
  assert.deepEqual(c.line.cdf, oneSeriesExact().line);
  assert.deepEqual(c.bingo.cdf, oneSeriesExact().bingo);
  for (const d of [c.line, c.bingo]) {
    assert.ok(Math.abs(d.pmf.reduce((a, p) => a + p, 0) - 1) < 1e-12);
    assert.ok(d.pmf.every((p) => p >= -1e-15));
    // The mean ball is Σ_k P(not yet by k): the same figure two ways.
    assert.ok(Math.abs(d.mean - d.cdf.slice(0, 90).reduce((a, f) => a + 1 - f, 0)) < 1e-9);
  }
  assert.equal(c.line.pmf[4], 0, 'no line before the fifth ball');
  assert.equal(c.bingo.pmf[14], 0, 'no bingo before the fifteenth ball');
  // A series' lines (and cards) are disjoint: the ball that completes the first line lies on exactly one.
  assert.deepEqual(c.lineWinners, [0, 1]);
  assert.deepEqual(c.bingoWinners, [0, 1]);
  assert.deepEqual(c.prizes, { line: 60, bingo: 330 });
  assert.ok((r.text as string[]).some((l) => l.startsWith('series sold 1 (6 cards), takings 600')));
});

test('croupier rtp bingo --series 2: by simulation through the engine, the stated DKW bound; more series bring the line sooner; the expected payout counts the sharing remainders', () => {
  // The line at 10.25% of 1,200 = 123: two winners share 61 + 61 and leave 1, three leave 0, four leave 3.
  const odd: BingoProfile = { ...eus, prizes: { ...eus.prizes, value: { line: { basisPoints: 1025, cap: null }, bingo: { basisPoints: 5500, cap: null }, ballOrder: [] } } };
  const games = 150;
  const c = bingoChances(bingo90, odd, { series: 2, games, seed: 'two-series' });
  assert.equal(c.method, 'simulation');
  assert.equal(c.games, games);
  assert.equal(c.bound, Math.sqrt(Math.log(200) / (2 * games)));
  assert.deepEqual(c.prizes, { line: 123, bingo: 660 });
  for (const w of [c.lineWinners, c.bingoWinners]) assert.ok(Math.abs(w.reduce((a, p) => a + p, 0) - 1) < 1e-12);
  const remainder = c.lineWinners.reduce((a, q, k) => a + (k ? q * shareOf(odd, 123, k).remainder : 0), 0) + c.bingoWinners.reduce((a, q, k) => a + (k ? q * shareOf(odd, 660, k).remainder : 0), 0);
  assert.ok(Math.abs(c.expectedRemainder - remainder) < 1e-12);
  assert.ok(Math.abs(c.expectedPaid - (123 + 660 - remainder)) < 1e-9);
  // Two series hold every line of one: the first line comes no later, so their chance by each ball is at least one series' (within the bound).
  const one = oneSeriesExact().line;
  for (let k = 0; k <= 90; k++) assert.ok((c.line.cdf[k] as number) >= (one[k] as number) - (c.bound as number), `ball ${k}`);
  const r = bingoRtp(bingo90, odd, 'eus', { series: '2', games: String(games), seed: 'two-series' });
  assert.equal(r.bets[0]?.method, 'simulation');
  assert.equal(r.bets[0]?.fraction, undefined);
  assert.ok(Math.abs((r.bets[0]?.rtp as number) - c.expectedPaid / 1200) < 1e-12);
});

test('000-A3 para 6: the series of one game are at most the machines × 6; a count outside 1…72 (first category) is refused with a typed error', () => {
  for (const series of [0, 73, 1.5, Number.NaN])
    assert.throws(
      () => bingoChances(bingo90, eus, { series, games: 1, table: defaultBingoTable() }),
      (e: unknown) => (e as { code?: string }).code === 'bingo/bad-series-count',
    );
  assert.throws(
    () => bingoRtp(bingo90, eus, 'eus', { cardPrice: '0' }),
    (e: unknown) => (e as { code?: string }).code === 'bingo/bad-card-price',
  );
});

test('`croupier rtp bingo --series 2` prints the return, the method with its bound, the winners and each ball', () => {
  const root = join(import.meta.dirname, '../../..');
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'src/cli/main.ts'), 'rtp', 'bingo', '--series', '2', '--opt', 'games=20'], { cwd: root, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /cards +house edge 35\.0000% +RTP 65\.0000% +\(simulation\)/);
  assert.match(r.stdout, /series sold 2 \(12 cards\), takings 1200; prizes: line 120, bingo 660/);
  assert.match(r.stdout, /simulation through the engine, 20 games; every cumulative chance within ±0\.3639 at 99% \(DKW\)/);
  assert.match(r.stdout, /winners at once, line: 1 /);
  assert.match(r.stdout, /^ {2}90 /m);
});
