/**
 * @module games/bingo/math
 * The mathematics of a bingo game.
 * - Exact, for one series of six cards (its 18 lines of 5 and its 6 cards of 15 partition 1–90): the chance that
 *   the first line, or the bingo, has come by the k-th ball, by inclusion–exclusion over disjoint sets — m given
 *   numbers are all among the first k balls with probability Π_{i<m} (k−i)/(90−i).
 * - By simulation through the engine, for any number of series: the distribution of the number of balls to the first
 *   line and to the bingo (`ballsToPrizes`), and the return of the cards (`bingoSimulation`), which is exact by
 *   construction: the prizes are fixed shares of the takings, so the house keeps takings − prizes (less nothing, plus
 *   the sharing remainders).
 */
import type { AnyGame, RtpReport, SimulationReport } from '../../core/contract.js';
import { ConfigError } from '../../core/errors.js';
import { DEALER, SYSTEM, player } from '../../core/ids.js';
import { RoundRunner } from '../../core/round-runner.js';
import { seededRng } from '../../rng/seeded-rng.js';
import type { BingoAction, BingoState } from './game.js';
import { machinesOf } from './game.js';
import { ballOrderAmounts, prizeAmount, shareOf } from './prizes.js';
import { defaultBingoTable, type BingoProfile, type BingoTable } from './profile.js';

/** P(m given numbers are all among the first k of 90 balls). */
export function allAmongFirst(m: number, k: number): number {
  if (m > k) return 0;
  let p = 1;
  for (let i = 0; i < m; i++) p *= (k - i) / (90 - i);
  return p;
}

const choose = (n: number, r: number): bigint => {
  if (r < 0 || r > n) return 0n;
  let x = 1n;
  for (let i = 1; i <= r; i++) x = (x * BigInt(n - r + i)) / BigInt(i);
  return x;
};

/** An exact rational as the nearest double (the quotient to 2^-64, then one division). */
const toNumber = (num: bigint, den: bigint): number => Number((num << 64n) / den) / 2 ** 64;

/**
 * P(at least one of `sets` disjoint sets of `size` numbers is complete by ball k), exactly: inclusion–exclusion over
 * the first k balls as a k-subset of 90, j given sets all among them in C(90 − j·size, k − j·size) of the C(90, k).
 * Returns the numerator over C(90, k).
 */
export function anyCompleteByCount(sets: number, size: number, k: number): bigint {
  let n = 0n;
  for (let j = 1; j <= sets && j * size <= k; j++) n += (j % 2 ? 1n : -1n) * choose(sets, j) * choose(90 - j * size, k - j * size);
  return n;
}

/** P(at least one of `sets` disjoint sets of `size` numbers is complete by ball k) (exact, then rounded to a double). */
export function anyCompleteBy(sets: number, size: number, k: number): number {
  return toNumber(anyCompleteByCount(sets, size, k), choose(90, k));
}

/** The exact chance the prize falls on ball k, the difference of two rationals: (a_k·C(90,k−1) − a_{k−1}·C(90,k)) / (C(90,k)·C(90,k−1)). */
function exactPmf(sets: number, size: number): number[] {
  return Array.from({ length: 91 }, (_, k) => {
    if (k === 0) return 0;
    const num = anyCompleteByCount(sets, size, k) * choose(90, k - 1) - anyCompleteByCount(sets, size, k - 1) * choose(90, k);
    return toNumber(num, choose(90, k) * choose(90, k - 1));
  });
}

/** One series of six cards: P(first line by ball k) (18 disjoint lines) and P(bingo by ball k) (6 disjoint cards), k = 0…90. */
export function oneSeriesExact(): { line: number[]; bingo: number[] } {
  const ks = Array.from({ length: 91 }, (_, k) => k);
  return { line: ks.map((k) => anyCompleteBy(18, 5, k)), bingo: ks.map((k) => anyCompleteBy(6, 15, k)) };
}

/** One series: the chance that the first line, and the bingo, fall on ball k (each an exact rational, as a double). */
export function oneSeriesExactPmf(): { line: number[]; bingo: number[] } {
  return { line: exactPmf(18, 5), bingo: exactPmf(6, 15) };
}

export interface BallsDistribution {
  readonly games: number;
  readonly players: number;
  readonly seriesEach: number;
  /** counts[k]: games in which the prize was won at ball k. */
  readonly line: number[];
  readonly bingo: number[];
  /** winners[k]: games in which k cards won the prize at once. */
  readonly lineWinners: number[];
  readonly bingoWinners: number[];
  readonly meanLine: number;
  readonly meanBingo: number;
  /** Money: takings, prizes paid and the house's share over all games (minor units). */
  readonly takings: number;
  readonly paid: number;
  /** The prizes as set at the close of sale, what their sharing left over, and the settlements' house net, summed. */
  readonly prizes: number;
  readonly remainders: number;
  readonly houseNet: number;
  /** The ball-order prizes (000-A3 para 3) paid to the bingo's cards, summed, and the games in which each was won. */
  readonly modesPaid: number;
  readonly modesWon: Readonly<Record<string, number>>;
}

/** Plays `games` games through the engine (players × series each, seeded) and counts the ball of each prize. */
export function ballsToPrizes(
  g: AnyGame,
  profile: BingoProfile,
  o: { games: number; seed: string; players: number; seriesEach: number; split?: readonly number[]; table?: BingoTable; onProgress?: (done: number) => void },
): BallsDistribution {
  const rng = seededRng(o.seed);
  const table = o.table ?? defaultBingoTable();
  // How many series each player buys: `split` where given, else `players` × `seriesEach`.
  const split = o.split ?? new Array<number>(o.players).fill(o.seriesEach);
  const line = new Array<number>(91).fill(0);
  const bingo = new Array<number>(91).fill(0);
  const lineWinners: number[] = [0];
  const bingoWinners: number[] = [0];
  const tally = (a: number[], k: number): void => {
    while (a.length <= k) a.push(0);
    a[k] = (a[k] as number) + 1;
  };
  let takings = 0;
  let paid = 0;
  let prizes = 0;
  let remainders = 0;
  let houseNet = 0;
  let modesPaid = 0;
  const modesWon: Record<string, number> = {};
  for (let i = 0; i < o.games; i++) {
    const run = new RoundRunner(g, { profile, profileId: profile.id, table, carry: null, rng, roundNo: i + 1 });
    const act = (a: BingoAction): void => void run.act(a, rng);
    split.forEach((n, p) => act({ type: 'buy', amount: table.cardPrice * 6 * n, by: player(`p${p + 1}`) }));
    act({ type: 'close-sales', by: DEALER });
    while (!run.over) act({ type: 'draw', by: SYSTEM });
    const s = run.state as BingoState;
    line[s.line?.ball ?? 0] = (line[s.line?.ball ?? 0] as number) + 1;
    bingo[s.bingo?.ball ?? 0] = (bingo[s.bingo?.ball ?? 0] as number) + 1;
    tally(lineWinners, s.line?.cards.length ?? 0);
    tally(bingoWinners, s.bingo?.cards.length ?? 0);
    prizes += (s.prizes?.line ?? 0) + (s.prizes?.bingo ?? 0);
    remainders += (s.line?.remainder ?? 0) + (s.bingo?.remainder ?? 0);
    houseNet += s.settlement?.houseNet ?? 0;
    for (const m of s.modesWon ?? []) {
      modesPaid += m.share * m.cards.length;
      remainders += m.remainder;
      modesWon[m.id] = (modesWon[m.id] ?? 0) + 1;
    }
    for (const l of s.settlement?.lines ?? []) {
      takings += l.stake;
      paid += l.returned;
    }
    if (o.onProgress && (i + 1) % 100 === 0) o.onProgress(i + 1);
  }
  const mean = (c: number[]): number => c.reduce((a, n, k) => a + n * k, 0) / o.games;
  return { games: o.games, players: split.length, seriesEach: o.seriesEach, line, bingo, lineWinners, bingoWinners, modesPaid, modesWon, meanLine: mean(line), meanBingo: mean(bingo), takings, paid, prizes, remainders, houseNet };
}

/** `croupier simulate bingo`: four players with one series each; the return of the cards and the balls to each prize. */
export function bingoSimulation(g: AnyGame, p: BingoProfile, profileId: string, o: { rounds: number; seed: string; onProgress?: (done: number) => void }): SimulationReport {
  const d = ballsToPrizes(g, p, { games: o.rounds, seed: o.seed, players: 4, seriesEach: 1, ...(o.onProgress ? { onProgress: o.onProgress } : {}) });
  const rtp = d.paid / d.takings;
  const declared = (p.prizes.value.line.basisPoints + p.prizes.value.bingo.basisPoints) / 10_000;
  return {
    game: g.id,
    profile: profileId,
    seed: o.seed,
    rounds: o.rounds,
    // The return is fixed by construction (prizes are shares of the takings): the interval is the point itself.
    bets: [{ bet: 'cards', rtp, ci99: [rtp, rtp], rounds: o.rounds, declared }],
    meanBallsToLine: d.meanLine,
    meanBallsToBingo: d.meanBingo,
  };
}

/** The chances of one game with `series` series sold: exact for one series, else by simulation through the engine. */
export interface BingoChances {
  readonly series: number;
  readonly takings: number;
  /** The prizes as the sale's close fixes them (the profile's percentages, rounding and caps). */
  readonly prizes: { readonly line: number; readonly bingo: number };
  readonly method: 'exact' | 'simulation';
  /** Simulation only: games played and the 99% bound on every cumulative chance (Dvoretzky–Kiefer–Wolfowitz). */
  readonly games: number | null;
  readonly bound: number | null;
  /** pmf[k]: the chance the prize falls on ball k (k = 0…90); cdf[k]: by ball k. */
  readonly line: { readonly pmf: readonly number[]; readonly cdf: readonly number[]; readonly mean: number };
  readonly bingo: { readonly pmf: readonly number[]; readonly cdf: readonly number[]; readonly mean: number };
  /** winners[k]: the chance that k cards win the prize at once. */
  readonly lineWinners: readonly number[];
  readonly bingoWinners: readonly number[];
  /** The ball-order prizes (000-A3 para 3): amount, last ball, the chance the bingo wins it, its expected payout. */
  readonly modes: readonly { readonly id: string; readonly maxBall: number; readonly amount: number; readonly chance: number; readonly expected: number }[];
  /** The expected sharing remainders (kept by the house) and the expected payout, per game, minor units. */
  readonly expectedRemainder: number;
  readonly expectedPaid: number;
}

const meanOf = (pmf: readonly number[]): number => pmf.reduce((a, p, k) => a + p * k, 0);
const cumulative = (pmf: readonly number[]): number[] => {
  let c = 0;
  return pmf.map((p) => (c += p));
};

/** The expected remainder of sharing `prize` among k winners, over a distribution of k. */
const expectedRemainderOf = (p: BingoProfile, prize: number, winners: readonly number[]): number => winners.reduce((a, q, k) => a + (k ? q * shareOf(p, prize, k).remainder : 0), 0);

/** The most series one game can sell: the hall's machines × the series a player may play (000-A3 para 6). */
export const maxSeries = (p: BingoProfile, t: BingoTable): number => machinesOf(p, t) * p.seriesPerPlayer.value;

/**
 * The chances of a game with `series` series sold.
 * - One series: exact. Its 18 lines (and its 6 cards) are disjoint, so inclusion–exclusion gives the ball of each
 *   prize exactly, and the ball that completes the first line lies on exactly one line: one winner, always.
 * - More series: lines of different series overlap at random, and P(no line by ball k) = E_D[q(D)^N] where q depends
 *   on how many of the k balls D fell in each column (a uniform series is symmetric within a column only): billions of
 *   column profiles, each a count over series; not computed. The games are played through the engine instead
 *   (series dealt as a hall sells them: six a machine), and every cumulative chance is within ±√(ln(2/0.01)/(2n)) of
 *   the true one with probability 99% (Dvoretzky–Kiefer–Wolfowitz), n the games played.
 */
export function bingoChances(g: AnyGame, profile: BingoProfile, o: { series: number; games?: number; seed?: string; table?: BingoTable }): BingoChances {
  const table = o.table ?? defaultBingoTable();
  const limit = maxSeries(profile, table);
  if (!Number.isInteger(o.series) || o.series < 1 || o.series > limit)
    throw new ConfigError('bingo/bad-series-count', `series sold must be a whole number from 1 to ${limit} (${machinesOf(profile, table)} machines × ${profile.seriesPerPlayer.value} series, 000-A3 para 6)`);
  const takings = o.series * 6 * table.cardPrice;
  const prizes = { line: prizeAmount(profile, 'line', takings), bingo: prizeAmount(profile, 'bingo', takings) };
  if (o.series === 1) {
    const exact = oneSeriesExact();
    const { line, bingo } = oneSeriesExactPmf();
    // One bingo winner: a ball-order prize is paid whole with the chance the bingo falls by its ball (exact).
    const modes = ballOrderAmounts(profile, takings).map((m) => ({ ...m, chance: exact.bingo[m.maxBall] as number, expected: m.amount * (exact.bingo[m.maxBall] as number) }));
    return {
      series: 1,
      takings,
      prizes,
      method: 'exact',
      games: null,
      bound: null,
      line: { pmf: line, cdf: exact.line, mean: meanOf(line) },
      bingo: { pmf: bingo, cdf: exact.bingo, mean: meanOf(bingo) },
      lineWinners: [0, 1],
      bingoWinners: [0, 1],
      modes,
      expectedRemainder: 0,
      expectedPaid: prizes.line + prizes.bingo + modes.reduce((a, m) => a + m.expected, 0),
    };
  }
  const games = o.games ?? 2000;
  if (!Number.isInteger(games) || games < 1) throw new ConfigError('bingo/bad-games', 'games must be a positive whole number');
  const per = profile.seriesPerPlayer.value;
  const split = Array.from({ length: Math.ceil(o.series / per) }, (_, i) => Math.min(per, o.series - i * per));
  const d = ballsToPrizes(g, profile, { games, seed: o.seed ?? 'bingo-chances', players: split.length, seriesEach: per, split, table });
  const share = (c: readonly number[]): number[] => c.map((x) => x / games);
  const line = share(d.line);
  const bingo = share(d.bingo);
  const lineWinners = share(d.lineWinners);
  const bingoWinners = share(d.bingoWinners);
  const bingoCdf = cumulative(bingo);
  // A ball-order prize's payout, simulated with the game's (its sharing included): the chance and the mean paid.
  const modeIds = new Set(profile.prizes.value.ballOrder.map((m) => m.id));
  const modes = ballOrderAmounts(profile, takings).map((m) => ({ ...m, chance: bingoCdf[m.maxBall] as number, expected: 0 }));
  const modesMean = modeIds.size ? d.modesPaid / games : 0;
  const modesFull = modes.reduce((a, m) => a + m.amount * m.chance, 0);
  const expectedRemainder = expectedRemainderOf(profile, prizes.line, lineWinners) + expectedRemainderOf(profile, prizes.bingo, bingoWinners) + (modesFull - modesMean);
  return {
    series: o.series,
    takings,
    prizes,
    method: 'simulation',
    games,
    bound: Math.sqrt(Math.log(2 / 0.01) / (2 * games)),
    line: { pmf: line, cdf: cumulative(line), mean: meanOf(line) },
    bingo: { pmf: bingo, cdf: bingoCdf, mean: meanOf(bingo) },
    lineWinners,
    bingoWinners,
    modes: modes.map((m) => ({ ...m, expected: m.amount * m.chance })),
    expectedRemainder,
    expectedPaid: prizes.line + prizes.bingo + modesFull - expectedRemainder,
  };
}

const gcd = (a: bigint, b: bigint): bigint => (b ? gcd(b, a % b) : a < 0n ? -a : a);

/** One series' player expectation per unit staked, exact: (line + bingo + Σ amount·a_m/C(90, m) − takings) / takings. */
function exactFraction(c: BingoChances): string {
  let num = BigInt(c.prizes.line + c.prizes.bingo - c.takings);
  let den = 1n;
  for (const m of c.modes) {
    const a = anyCompleteByCount(6, 15, m.maxBall);
    const d = choose(90, m.maxBall);
    num = num * d + BigInt(m.amount) * a * den;
    den *= d;
  }
  den *= BigInt(c.takings);
  const g = gcd(num, den);
  return `${num / g}/${den / g}`;
}
const pct = (x: number, d = 4): string => `${(x * 100).toFixed(d)}%`;

/** The report's text: the prizes against the takings, each ball's chances, the simultaneous winners. */
function chancesText(c: BingoChances, p: BingoProfile): string[] {
  const declared = (p.prizes.value.line.basisPoints + p.prizes.value.bingo.basisPoints) / 10_000;
  const out = [
    `series sold ${c.series} (${c.series * 6} cards), takings ${c.takings}; prizes: line ${c.prizes.line}, bingo ${c.prizes.bingo} (the profile's ${pct(p.prizes.value.line.basisPoints / 10_000, 2)} + ${pct(p.prizes.value.bingo.basisPoints / 10_000, 2)} = ${pct(declared, 2)}; ${p.prizes.cite})`,
    `expected payout per game ${c.expectedPaid.toFixed(4)} = ${pct(c.expectedPaid / c.takings)} of the takings (the sharing remainders ${c.expectedRemainder.toFixed(4)} stay with the house)`,
    c.method === 'exact'
      ? 'method: exact (one series: 18 disjoint lines and 6 disjoint cards, inclusion–exclusion; one winner of each prize, always)'
      : `method: simulation through the engine, ${c.games} games; every cumulative chance within ±${(c.bound as number).toFixed(4)} at 99% (DKW)`,
    ...c.modes.map((m) => `ball-order prize ${m.id} (000-A3 para 3): ${m.amount} if the bingo falls by ball ${m.maxBall}, chance ${c.method === 'exact' ? m.chance.toPrecision(6) : m.chance.toFixed(4)}, expected ${m.expected.toFixed(4)}`),
    `mean ball of the line ${c.line.mean.toFixed(4)}, of the bingo ${c.bingo.mean.toFixed(4)}`,
    `winners at once, line: ${c.lineWinners.map((q, k) => (k && q ? `${k} ${pct(q, 3)}` : '')).filter(Boolean).join(', ')}`,
    `winners at once, bingo: ${c.bingoWinners.map((q, k) => (k && q ? `${k} ${pct(q, 3)}` : '')).filter(Boolean).join(', ')}`,
    'ball  line on   line by   bingo on  bingo by',
  ];
  for (let k = 1; k <= 90; k++) {
    if (!c.line.pmf[k] && !c.bingo.pmf[k] && !(c.line.cdf[k] as number) && !(c.bingo.cdf[k] as number)) continue;
    const f = (x: number | undefined): string => (x && x < 1e-4 ? x.toExponential(3) : (x ?? 0).toFixed(6)).padStart(9);
    out.push(`${String(k).padStart(4)} ${f(c.line.pmf[k])} ${f(c.line.cdf[k])} ${f(c.bingo.pmf[k])} ${f(c.bingo.cdf[k])}`);
  }
  return out;
}

/**
 * `croupier rtp bingo [--series N]`: the return of the cards (the prizes' expected payout over the takings) and the
 * chances of the game (one series when N is not given: exact). Options: `series`, `games`, `seed`, `cardPrice`.
 */
export function bingoRtp(g: AnyGame, p: BingoProfile, profileId: string, options: Readonly<Record<string, string>>): RtpReport {
  const num = (k: string): number | undefined => (options[k] === undefined ? undefined : Number(options[k]));
  const table: BingoTable = { ...defaultBingoTable(), ...(options.cardPrice === undefined ? {} : { cardPrice: num('cardPrice') as number }) };
  if (!Number.isInteger(table.cardPrice) || table.cardPrice < 1) throw new ConfigError('bingo/bad-card-price', 'cardPrice must be a positive whole number of minor units');
  const games = num('games');
  const c = bingoChances(g, p, { series: num('series') ?? 1, table, ...(games === undefined ? {} : { games }), ...(options.seed ? { seed: options.seed } : {}) });
  const rtp = c.expectedPaid / c.takings;
  // One series: the payout is the two prizes and each ball-order prize times its exact chance, a rational of the takings.
  const fraction = c.method === 'exact' ? exactFraction(c) : undefined;
  return {
    game: g.id,
    profile: profileId,
    bets: [{ bet: 'cards', rtp, houseEdge: 1 - rtp, method: c.method, ...(fraction ? { fraction } : {}) }],
    chances: c,
    text: chancesText(c, p),
  };
}
