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
import type { AnyGame, SimulationReport } from '../../core/contract.js';
import { DEALER, SYSTEM, player } from '../../core/ids.js';
import { RoundRunner } from '../../core/round-runner.js';
import { seededRng } from '../../rng/seeded-rng.js';
import type { BingoAction, BingoState } from './game.js';
import { defaultBingoTable, type BingoProfile } from './profile.js';

/** P(m given numbers are all among the first k of 90 balls). */
export function allAmongFirst(m: number, k: number): number {
  if (m > k) return 0;
  let p = 1;
  for (let i = 0; i < m; i++) p *= (k - i) / (90 - i);
  return p;
}

const binom = (n: number, r: number): number => {
  let x = 1;
  for (let i = 1; i <= r; i++) x = (x * (n - r + i)) / i;
  return x;
};

/** P(at least one of `sets` disjoint sets of `size` numbers is complete by ball k): inclusion–exclusion. */
export function anyCompleteBy(sets: number, size: number, k: number): number {
  let p = 0;
  for (let j = 1; j <= sets && j * size <= k; j++) p += (j % 2 ? 1 : -1) * binom(sets, j) * allAmongFirst(j * size, k);
  return p;
}

/** One series of six cards: P(first line by ball k) (18 disjoint lines) and P(bingo by ball k) (6 disjoint cards), k = 0…90. */
export function oneSeriesExact(): { line: number[]; bingo: number[] } {
  const ks = Array.from({ length: 91 }, (_, k) => k);
  return { line: ks.map((k) => anyCompleteBy(18, 5, k)), bingo: ks.map((k) => anyCompleteBy(6, 15, k)) };
}

export interface BallsDistribution {
  readonly games: number;
  readonly players: number;
  readonly seriesEach: number;
  /** counts[k]: games in which the prize was won at ball k. */
  readonly line: number[];
  readonly bingo: number[];
  readonly meanLine: number;
  readonly meanBingo: number;
  /** Money: takings, prizes paid and the house's share over all games (minor units). */
  readonly takings: number;
  readonly paid: number;
  /** The prizes as set at the close of sale, what their sharing left over, and the settlements' house net, summed. */
  readonly prizes: number;
  readonly remainders: number;
  readonly houseNet: number;
}

/** Plays `games` games through the engine (players × series each, seeded) and counts the ball of each prize. */
export function ballsToPrizes(g: AnyGame, profile: BingoProfile, o: { games: number; seed: string; players: number; seriesEach: number; onProgress?: (done: number) => void }): BallsDistribution {
  const rng = seededRng(o.seed);
  const table = defaultBingoTable();
  const line = new Array<number>(91).fill(0);
  const bingo = new Array<number>(91).fill(0);
  let takings = 0;
  let paid = 0;
  let prizes = 0;
  let remainders = 0;
  let houseNet = 0;
  for (let i = 0; i < o.games; i++) {
    const run = new RoundRunner(g, { profile, profileId: profile.id, table, carry: null, rng, roundNo: i + 1 });
    const act = (a: BingoAction): void => void run.act(a, rng);
    for (let p = 0; p < o.players; p++) act({ type: 'buy', amount: table.cardPrice * 6 * o.seriesEach, by: player(`p${p + 1}`) });
    act({ type: 'close-sales', by: DEALER });
    while (!run.over) act({ type: 'draw', by: SYSTEM });
    const s = run.state as BingoState;
    line[s.line?.ball ?? 0] = (line[s.line?.ball ?? 0] as number) + 1;
    bingo[s.bingo?.ball ?? 0] = (bingo[s.bingo?.ball ?? 0] as number) + 1;
    prizes += (s.prizes?.line ?? 0) + (s.prizes?.bingo ?? 0);
    remainders += (s.line?.remainder ?? 0) + (s.bingo?.remainder ?? 0);
    houseNet += s.settlement?.houseNet ?? 0;
    for (const l of s.settlement?.lines ?? []) {
      takings += l.stake;
      paid += l.returned;
    }
    if (o.onProgress && (i + 1) % 100 === 0) o.onProgress(i + 1);
  }
  const mean = (c: number[]): number => c.reduce((a, n, k) => a + n * k, 0) / o.games;
  return { games: o.games, players: o.players, seriesEach: o.seriesEach, line, bingo, meanLine: mean(line), meanBingo: mean(bingo), takings, paid, prizes, remainders, houseNet };
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
