/**
 * @module games/house-poker/math/report
 * The one report builder of the house-banked poker games' `croupier rtp` and `croupier simulate` (docs/games/
 * house-poker.md "Mathematics"): each game computes its figures — an exact expectation per bet (a rational, by
 * enumeration), a simulated return with its 99.9% bounds, or a stored sample's mean — and hands them here, bet by
 * bet; this part builds every report the same way: the per-bet house edge and return (an exact bet with its
 * fractions, a simulated one from its return or its expectation), the game's extras (element of risk, strategy,
 * rates), the report's `method` and `basis`; and a simulation's 99.9% interval from its standard deviation. The CLI
 * (src/cli/math-commands) prints the text lines of every game from these fields.
 */
import type { BetReturn, RtpReport, SimulatedBet, SimulationReport } from '../../../core/contract.js';
import { neg, num, q, str, div, type Rational } from '../../../math/rational.js';

/**
 * The blind-hand line(s) of a profile that offers blind hands (engine/blind.ts; none otherwise): a blind box plays
 * without its cards being seen, so its return per unit of ante is the "always play" strategy's, by the same count as
 * the optimal line; one line per play multiple its continuation bet may take (`blind-hand` where there is one).
 */
export function blindHandBets(blind: { readonly value: unknown; readonly cite: string } | undefined, always: readonly { readonly multiple: number; readonly ev: Rational }[]): BetReturn[] {
  if (!blind?.value) return [];
  return always.map((a) =>
    exactBet(always.length > 1 ? `blind-hand-${a.multiple}x` : 'blind-hand', a.ev, {
      perWager: str(div(a.ev, q(1 + a.multiple))),
      elementOfRisk: -num(div(a.ev, q(1 + a.multiple))),
      strategy: `always play (the cards unseen), continuation bet ${a.multiple}× the ante`,
      cite: blind.cite,
    }),
  );
}

/** The 99.9% two-sided normal quantile: the bounds of every simulated figure. */
export const Z999 = 3.2905;

type Extra = Readonly<Record<string, unknown>>;

/** A bet's exact figure: the player's expectation per unit as a rational, with its decimal edge and return. */
export function exactBet(bet: string, ev: Rational, extra: Extra = {}): BetReturn {
  return { bet, houseEdge: -num(ev), rtp: 1 + num(ev), method: 'exact', fraction: str(ev), houseEdgeFraction: str(neg(ev)), ...extra };
}

/**
 * A bet's simulated figure: from its return (`rtp`: the edge is 1 − rtp) or from its expectation (`ev`, a stored
 * sample's mean: the edge is −ev), and the game's extras (rounds, seed, bounds, element of risk, strategy).
 */
export function simulatedBet(bet: string, figure: { readonly rtp: number } | { readonly ev: number }, extra: Extra = {}): BetReturn {
  const [houseEdge, rtp] = 'ev' in figure ? [-figure.ev, 1 + figure.ev] : [1 - figure.rtp, figure.rtp];
  return { bet, houseEdge, rtp, method: 'simulation', ...extra };
}

/** A simulated figure as it is stored and served: its return, the run that made it and its 99.9% interval. */
export interface BoundedFigure {
  readonly seed: string;
  readonly rounds: number;
  readonly rtp: number;
  readonly ci999: readonly [number, number];
}

/** A bet served from a simulation through the engine: its return, the rounds, the seed and the 99.9% interval. */
export function boundedBet(bet: string, f: BoundedFigure, extra: Extra = {}): BetReturn {
  return simulatedBet(bet, f, { rounds: f.rounds, seed: f.seed, ci999: f.ci999, ...extra });
}

/** The `method` of a report served from a simulation through the engine with its 99.9% interval. */
export function simulationMethod(f: Pick<BoundedFigure, 'rounds' | 'seed'>, how: string, notComputed: string): string {
  return `simulation through the engine (${f.rounds.toLocaleString('en')} rounds, seed ${f.seed})${how}, with its 99.9% interval; ${notComputed} (docs/games/house-poker.md)`;
}

/** The report `croupier rtp` prints: the bets in order, how they were found (`method`), per what (`basis`), and extras. */
export function rtpReport(game: string, profile: string, bets: readonly BetReturn[], method: string, basis: string, extra: Extra = {}): RtpReport {
  return { game, profile, bets, method, basis, ...extra };
}

/** Each simulated bet with its 99.9% interval (rtp ± Z999 · sd / √rounds), and the game's extras. */
export function withBounds(bets: readonly SimulatedBet[], extra: Extra = {}): SimulatedBet[] {
  return bets.map((b) => {
    const h = (Z999 * (b.sd as number)) / Math.sqrt(b.rounds);
    return { ...b, ci999: [b.rtp - h, b.rtp + h] as const, ...extra };
  });
}

/** The report `croupier simulate` prints: the run (seed, rounds), the game's extras (the strategy), the bets. */
export function simulationReport(game: string, profile: string, o: { readonly seed: string; readonly rounds: number }, bets: readonly SimulatedBet[], extra: Extra = {}): SimulationReport {
  return { game, profile, seed: o.seed, rounds: o.rounds, ...extra, bets };
}
