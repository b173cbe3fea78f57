/**
 * @module games/machines/reels/math
 * A reel machine's exact mathematics by enumeration over every stop of the reels (the product of the strip lengths),
 * all equally likely: the return per unit staked with every line played (and for one line), the hit frequency, the
 * standard deviation of a paid game's base win, the contribution of each pay line, and the free games. Free games
 * are played at the same stake and may award more: with f the expected free games one game awards, a paid game is
 * followed by f + f² + … = f / (1 − f) free games on average, each worth the base game's mean win, so
 * return = mean base win × (1 + f / (1 − f)) / stake (f < 1, or the machine is refused).
 */
import type { RtpReport } from '../../../core/contract.js';
import { ConfigError } from '../../../core/errors.js';
import { q, str, sub } from '../../../math/rational.js';
import { linePay, resultAt, windowAt, type ReelMachine } from './machine.js';

export interface ReelAnalysis {
  readonly stops: number;
  readonly linesPlayed: number;
  /** Mean win of a base game per unit of line stake (lines and scatter). */
  readonly meanWin: number;
  readonly freePerGame: number;
  readonly rtp: number;
  /** The return exactly: Σ wins / ((stops − Σ free games awarded) × lines), as numerator and denominator. */
  readonly exact: { readonly num: number; readonly den: number };
  readonly hitFrequency: number;
  readonly baseSd: number;
  readonly byPattern: readonly number[];
  readonly triggerChance: number;
}

export function analyseReels(m: ReelMachine, linesPlayed = m.lines.length): ReelAnalysis {
  const lens = m.reels.map((r) => r.length);
  const total = lens.reduce((a, b) => a * b, 1);
  const stops = new Array<number>(lens.length).fill(0);
  let sum = 0;
  let sumSq = 0;
  let hits = 0;
  let free = 0;
  let triggers = 0;
  // Σ pays per pay-table line (all lines played), then the scatter's, per unit of line stake.
  const byPattern = new Array<number>(m.pays.length + 1).fill(0);
  for (let i = 0; i < total; i++) {
    let x = i;
    for (let r = lens.length - 1; r >= 0; r--) {
      stops[r] = x % (lens[r] as number);
      x = Math.floor(x / (lens[r] as number));
    }
    const w = windowAt(m, stops);
    let win = 0;
    for (const rows of m.lines.slice(0, linesPlayed)) {
      const lp = linePay(m, rows.map((row, r) => (w[r] as string[])[row] as string));
      if (lp.pattern !== null) byPattern[lp.pattern] = (byPattern[lp.pattern] as number) + lp.pays;
      win += lp.pays;
    }
    const res = resultAt(m, stops, 0);
    win += res.scatterPays * linesPlayed;
    byPattern[m.pays.length] = (byPattern[m.pays.length] as number) + res.scatterPays * linesPlayed;
    sum += win;
    sumSq += win * win;
    if (win > 0 || res.freeGames > 0) hits++;
    free += res.freeGames;
    if (res.freeGames) triggers++;
  }
  const meanWin = sum / total;
  const f = free / total;
  if (f >= 1) throw new ConfigError('reels/endless-free-games', `a game awards ${f.toFixed(3)} free games on average: the free games would never end`);
  const boost = 1 + f / (1 - f);
  const rtp = (meanWin * boost) / linesPlayed;
  return {
    stops: total,
    linesPlayed,
    meanWin,
    freePerGame: f,
    rtp,
    exact: { num: sum, den: (total - free) * linesPlayed },
    hitFrequency: hits / total,
    baseSd: Math.sqrt(sumSq / total - meanWin * meanWin) / linesPlayed,
    byPattern: byPattern.map((x) => (x / total / linesPlayed) * boost),
    triggerChance: triggers / total,
  };
}

export function reelsRtp(m: ReelMachine, profileId: string, game: string, declared: number): RtpReport {
  const all = analyseReels(m);
  const one = analyseReels(m, 1);
  return {
    game,
    profile: profileId,
    bets: [
      { bet: `${m.lines.length}-lines`, houseEdge: 1 - all.rtp, rtp: all.rtp, method: 'exact', fraction: str(sub(q(all.exact.num, all.exact.den), q(1))), hitFrequency: all.hitFrequency, standardDeviation: all.baseSd, freeGamesPerGame: all.freePerGame, triggerChance: all.triggerChance },
      { bet: '1-line', houseEdge: 1 - one.rtp, rtp: one.rtp, method: 'exact', fraction: str(sub(q(one.exact.num, one.exact.den), q(1))), hitFrequency: one.hitFrequency, standardDeviation: one.baseSd },
    ],
    payTable: m.pays.map((p, i) => ({ pattern: p.pattern.join(' '), pays: p.pays, contribution: all.byPattern[i] })).concat(m.scatter ? [{ pattern: `${m.scatter.symbol} scatter`, pays: 0, contribution: all.byPattern[m.pays.length] }] : []),
    method: `exact: every one of the ${all.stops.toLocaleString('en')} stops of the reels, equally likely; free games by their expectation f/(1 − f)`,
    declared,
    strips: m.reels.map((r) => r.length),
  };
}
