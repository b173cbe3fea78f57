import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEALER, SYSTEM, player } from '../../core/ids.js';
import { RoundRunner, replayRound } from '../../core/round-runner.js';
import { verifyCommitment } from '../../rng/commitment.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { cardNumbers, generateSeries, type BingoCard } from './cards.js';
import { bingoRandomize, bingoReducer, bingoLegalActions, bingoView, createBingo, type BingoAction, type BingoEvent, type BingoState } from './game.js';
import { bingo90 } from './index.js';
import { ballsToPrizes, oneSeriesExact } from './math.js';
import { prizeAmount, shareOf } from './prizes.js';
import { bingoProfiles, defaultBingoTable, type BingoProfile, type BingoTable } from './profile.js';

const eus = bingoProfiles.get('eus');
const table = defaultBingoTable();
const SERIES_PRICE = table.cardPrice * 6;

function start(o: { balls?: number[]; profile?: BingoProfile; table?: BingoTable } = {}): BingoState {
  return createBingo('bingo', { profile: o.profile ?? eus, table: o.table ?? table, carry: null, rng: seededRng('bingo-game'), roundNo: 1, ...(o.balls ? { stack: { balls: o.balls } } : {}) }).state;
}
function act(s: BingoState, a: BingoAction): { state: BingoState; events: readonly BingoEvent[] } {
  const r = bingoReducer.apply(s, a);
  if (!r.ok) throw new Error(`${a.type}: ${r.rejection.code} ${r.rejection.message}`);
  return { state: r.state, events: r.events };
}
const refusal = (s: BingoState, a: BingoAction): string => {
  const r = bingoReducer.apply(s, a);
  assert.equal(r.ok, false, `${a.type} should be refused`);
  return r.ok ? '' : r.rejection.code;
};
const buy = (s: BingoState, who: string, series: BingoCard[][]): BingoState => act(s, { type: 'buy', amount: SERIES_PRICE * series.length, series, by: player(who) }).state;
const drawAll = (s: BingoState): BingoState => {
  let x = act(s, { type: 'close-sales', by: DEALER }).state;
  while (x.phase === 'drawing') x = act(x, { type: 'draw', by: SYSTEM }).state;
  return x;
};

/** Two lines, one on a card of each player's series, that share a number: drawn together they complete at one ball. */
function sharedLine(a: BingoCard[], b: BingoCard[]): { la: number[]; lb: number[]; x: number } {
  for (const ca of a) for (const la of ca.lines) for (const cb of b) for (const lb of cb.lines) {
    const common = la.filter((n) => lb.includes(n));
    if (common.length === 1) return { la: [...la], lb: [...lb], x: common[0] as number };
  }
  throw new Error('no shared line');
}

test('000-A3 para 1: the first line wins at the ball that completes it; the bingo when a card has all 15; the house keeps the rest', () => {
  const a = generateSeries(seededRng('alice'));
  const b = generateSeries(seededRng('bob'));
  const card = a[2] as BingoCard;
  const line0 = card.lines[0] as number[];
  // Alice's card 1-3: its first line, then the rest of the card.
  const balls = [...line0, ...cardNumbers(card).filter((n) => !line0.includes(n))];
  let s = start({ balls });
  s = buy(buy(s, 'alice', [a]), 'bob', [b]);
  s = drawAll(s);
  assert.equal(s.line?.ball, 5, 'the line at the fifth ball');
  assert.deepEqual(s.line?.cards, [{ card: '1-3', holder: 'alice' }]);
  assert.equal(s.bingo?.ball, 15, 'the bingo at the fifteenth');
  assert.deepEqual(s.bingo?.cards, [{ card: '1-3', holder: 'alice' }]);
  // Takings 1,200: line 10% = 120, bingo 55% = 660; the house keeps 420.
  assert.deepEqual(s.prizes, { line: 120, bingo: 660 });
  const lines = s.settlement?.lines ?? [];
  assert.deepEqual(
    lines.map((l) => [l.bettor, l.stake, l.returned, l.outcome]),
    [
      ['alice', 600, 780, 'line-and-bingo'],
      ['bob', 600, 0, 'lose'],
    ],
  );
  assert.equal(s.settlement?.houseNet, 420);
});

test('000-A3 para 1: simultaneous winners share a prize per winning card; the remainder of the sharing stays with the house', () => {
  const a = generateSeries(seededRng('share-a'));
  const b = generateSeries(seededRng('share-b'));
  const { la, lb, x } = sharedLine(a, b);
  const balls = [...new Set([...la, ...lb])].filter((n) => n !== x);
  balls.push(x);
  // 10.25% of 1,200 = 123: two winning cards get 61 each, 1 stays with the house.
  const profile = bingoProfiles.derive('eus', { prizes: { value: { line: { basisPoints: 1025, cap: null } } } });
  let s = start({ balls, profile });
  s = buy(buy(s, 'alice', [a]), 'bob', [b]);
  s = act(s, { type: 'close-sales', by: DEALER }).state;
  while (!s.line) s = act(s, { type: 'draw', by: SYSTEM }).state;
  assert.equal(s.line.ball, balls.length, 'both lines complete with the shared ball');
  assert.equal(s.line.cards.length, 2);
  assert.deepEqual([s.line.amount, s.line.share, s.line.remainder], [123, 61, 1]);
  while (s.phase === 'drawing') s = act(s, { type: 'draw', by: SYSTEM }).state;
  const line = Object.fromEntries((s.settlement?.lines ?? []).map((l) => [l.bettor, l.returned]));
  const bingoShare = (s.bingo?.share ?? 0) * (s.bingo?.cards.length ?? 0);
  assert.equal((line['alice'] ?? 0) + (line['bob'] ?? 0), 122 + bingoShare);
  assert.equal(s.settlement?.houseNet, 1200 - 122 - bingoShare, 'the house keeps the takings less the prizes paid (the 1 left over included)');
});

test('000-A3 para 1.a: a claim is good at the ball that completes the line, and refused once another ball has been drawn', () => {
  const a = generateSeries(seededRng('claim-a'));
  const line0 = (a[0] as BingoCard).lines[0] as number[];
  const other = (a[1] as BingoCard).lines[0] as number[];
  let s = start({ balls: [...line0, ...other] });
  s = buy(s, 'alice', [a]);
  s = buy(s, 'bob', [generateSeries(seededRng('claim-b'))]);
  s = act(s, { type: 'close-sales', by: DEALER }).state;
  for (let i = 0; i < 4; i++) s = act(s, { type: 'draw', by: SYSTEM }).state;
  assert.equal(refusal(s, { type: 'claim', card: '1-1', prize: 'line', by: player('alice') }), 'bingo/claim-not-complete');
  s = act(s, { type: 'draw', by: SYSTEM }).state;
  assert.equal(refusal(s, { type: 'claim', card: '1-1', prize: 'line', by: player('bob') }), 'bingo/not-your-card');
  assert.ok(bingoLegalActions(s, player('alice')).some((l) => l.type === 'claim' && l.card === '1-1'));
  const claimed = act(s, { type: 'claim', card: '1-1', prize: 'line', by: player('alice') });
  assert.deepEqual(claimed.events, [{ type: 'claim-confirmed', player: 'alice', card: '1-1', prize: 'line' }]);
  // Another ball, and the line was completed with an earlier one.
  for (let i = 0; i < 5; i++) s = act(s, { type: 'draw', by: SYSTEM }).state;
  assert.equal(refusal(s, { type: 'claim', card: '1-2', prize: 'line', by: player('alice') }), 'bingo/claim-late');
});

test('000-A3 para 6.b: at most 6 series per player in one game; 6.a: no more players than the hall category has machines', () => {
  let s = start({ table: { cardPrice: 100, category: 'third' } });
  const before = s;
  assert.equal(refusal(s, { type: 'buy', amount: SERIES_PRICE * 7, series: [], by: player('alice') }), 'bingo/series-limit');
  assert.equal(s, before, 'a refusal changes nothing');
  const rng = seededRng('limits');
  const six = Array.from({ length: 6 }, () => generateSeries(rng));
  s = buy(s, 'alice', six);
  assert.equal(refusal(s, { type: 'buy', amount: SERIES_PRICE, series: [generateSeries(rng)], by: player('alice') }), 'bingo/series-limit');
  assert.deepEqual(bingoLegalActions(s, player('alice')), [], 'no purchase is offered past the limit');
  for (let p = 2; p <= 6; p++) s = buy(s, `p${p}`, [generateSeries(rng)]);
  assert.equal(refusal(s, { type: 'buy', amount: SERIES_PRICE, series: [generateSeries(rng)], by: player('p7') }), 'bingo/machines-full');
  assert.equal(bingo90.tableSeats?.(eus, { cardPrice: 100, category: 'second' }).boxes, 8);
  assert.equal(refusal(s, { type: 'buy', amount: 350, series: [], by: player('p2') }), 'bingo/whole-series');
});

test('000-A3 para 1: the server fills a purchase with series from its RNG; a series that breaks a rule is refused', () => {
  const s = start();
  const a = bingoRandomize(s, { type: 'buy', amount: SERIES_PRICE * 2, by: player('alice') }, seededRng('fill'));
  assert.equal(a.type === 'buy' && a.series?.length, 2);
  const after = act(s, a).state;
  assert.equal(after.cards.length, 12);
  assert.deepEqual(
    after.cards.map((c) => c.id).slice(5, 8),
    ['1-6', '2-1', '2-2'],
    'each card named by its series and number (para 6)',
  );
  const bad = generateSeries(seededRng('bad')).map((c) => ({ lines: c.lines.map((l) => [...l]) }));
  (bad[0]?.lines[0] as number[])[0] = (bad[1]?.lines[0] as number[])[0] as number;
  assert.equal(refusal(s, { type: 'buy', amount: SERIES_PRICE, series: [bad], by: player('alice') }), 'bingo/bad-series');
  assert.equal(refusal(s, { type: 'buy', amount: SERIES_PRICE, by: player('alice') }), 'bingo/no-series');
});

test('the draw is committed before the first ball and revealed when the game ends; a player sees his own cards only', () => {
  const created = createBingo('bingo', { profile: eus, table, carry: null, rng: seededRng('commit'), roundNo: 1 });
  const commitment = (created.events[0] as { commitment: string }).commitment;
  let s = buy(created.state, 'alice', [generateSeries(seededRng('c-a'))]);
  s = buy(s, 'bob', [generateSeries(seededRng('c-b'))]);
  const v = bingoView(s, { kind: 'player', player: 'alice' }) as { cards: { holder: string }[]; urn: unknown };
  assert.ok(v.cards.length === 6 && v.cards.every((c) => c.holder === 'alice'));
  assert.deepEqual(v.urn, { commitment });
  assert.equal(JSON.stringify(bingoView(s, { kind: 'spectator' })).includes(s.urn.salt), false, 'the salt stays secret');
  s = act(s, { type: 'close-sales', by: DEALER }).state;
  let events: readonly BingoEvent[] = [];
  while (s.phase === 'drawing') ({ state: s, events } = act(s, { type: 'draw', by: SYSTEM }));
  const revealed = events.find((e) => e.type === 'shoe-revealed') as { shuffled: string[]; salt: string } | undefined;
  assert.ok(revealed, 'the urn is revealed with the bingo');
  assert.ok(verifyCommitment(commitment, revealed.shuffled, revealed.salt));
  assert.deepEqual(s.drawn, revealed.shuffled.slice(0, s.drawn.length).map(Number), 'the balls came out in the committed order');
});

test('prizes: a percentage of the takings through the rounding policy, capped where the profile caps it; shares never exceed the prize', () => {
  assert.equal(prizeAmount(eus, 'bingo', 1234), 678, '55% of 1,234 = 678.7, rounded down');
  const capped = bingoProfiles.derive('eus', { prizes: { value: { bingo: { basisPoints: 5500, cap: 500 } } } });
  assert.equal(prizeAmount(capped, 'bingo', 1234), 500);
  for (let prize = 0; prize < 300; prize++)
    for (let w = 1; w <= 7; w++) {
      const { share, remainder } = shareOf(eus, prize, w);
      assert.ok(remainder >= 0 && remainder < w && share * w + remainder === prize);
    }
});

test('the house share is exact by construction over 300 games through the engine: takings − paid = takings × 35% + the sharing remainders', () => {
  const d = ballsToPrizes(bingo90, eus, { games: 300, seed: 'house-share', players: 3, seriesEach: 2 });
  // Each game: 3 × 2 series × 600 = 3,600; line 10% = 360, bingo 55% = 1,980; the house 35% = 1,260 plus what is left over.
  assert.equal(d.takings, 300 * 3600);
  assert.equal(d.prizes, 300 * (360 + 1980));
  assert.equal(d.takings - d.paid, 300 * 1260 + d.remainders, 'the house keeps exactly 35% of the takings and the sharing remainders');
  assert.equal(d.houseNet, d.takings - d.paid, 'the settlements say the same');
});

test('balls to the first line and to the bingo, one series: the engine agrees with the exact distribution (Kolmogorov bound at 99%)', () => {
  const exact = oneSeriesExact();
  assert.ok(Math.abs((exact.line[90] as number) - 1) < 1e-9 && Math.abs((exact.bingo[90] as number) - 1) < 1e-9);
  assert.equal(exact.line[4], 0);
  const n = 1500;
  const d = ballsToPrizes(bingo90, eus, { games: n, seed: 'one-series', players: 1, seriesEach: 1 });
  const bound = 1.63 / Math.sqrt(n);
  for (const [name, counts, cdf] of [
    ['line', d.line, exact.line],
    ['bingo', d.bingo, exact.bingo],
  ] as const) {
    let cum = 0;
    let worst = 0;
    for (let k = 0; k <= 90; k++) {
      cum += counts[k] as number;
      worst = Math.max(worst, Math.abs(cum / n - (cdf[k] as number)));
    }
    assert.ok(worst < bound, `${name}: max |F_sim − F_exact| = ${worst.toFixed(4)} ≥ ${bound.toFixed(4)}`);
  }
});

test('a game replays from its initial state and recorded actions (each ball a recorded system step: what a restart resumes from)', () => {
  const rng = seededRng('replay');
  const run = new RoundRunner(bingo90, { profile: eus, profileId: 'eus', table, carry: null, rng, roundNo: 1 });
  run.act({ type: 'buy', amount: SERIES_PRICE, by: player('alice') } as BingoAction, rng);
  run.act({ type: 'buy', amount: SERIES_PRICE * 2, by: player('bob') } as BingoAction, rng);
  run.act({ type: 'close-sales', by: DEALER } as BingoAction, rng);
  for (let i = 0; i < 10; i++) run.act({ type: 'draw', by: SYSTEM } as BingoAction, rng);
  // Half-way through the draw (a crash): the record so far rebuilds the state exactly, and the game goes on from it.
  const mid = replayRound(bingo90, run.record.initial, run.record.actions);
  assert.deepEqual(mid.state, run.state);
  while (!run.over) run.act({ type: 'draw', by: SYSTEM } as BingoAction, rng);
  const end = replayRound(bingo90, run.record.initial, run.record.actions);
  assert.deepEqual(end.state, run.state);
  assert.ok(run.record.actions.every((a) => a.type !== 'buy' || (a as { series?: unknown[] }).series?.length), 'each purchase is recorded with its series');
});
