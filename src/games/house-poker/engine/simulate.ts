/**
 * @module games/house-poker/engine/simulate
 * The loop every house-poker simulation shares (`croupier simulate`, the stored samples): rounds through the engine,
 * each a fresh round of the game on the table, all drawing from one rng seeded by `o.seed` (so a seed repeats its
 * run exactly); the game's `play` places the simulated player's bets on box 1, takes his decisions and tallies the
 * settlement. Progress every 1,000 rounds.
 */
import type { AnyGame, SimulationReport } from '../../../core/contract.js';
import { RoundRunner } from '../../../core/round-runner.js';
import { BetTally } from '../../../math/bet-tally.js';
import type { Rng } from '../../../rng/rng.js';
import { seededRng } from '../../../rng/seeded-rng.js';

/** The simulated player, and the dealer, as the actions name them. */
export const SIM_PLAYER = { kind: 'player' as const, player: 'sim' };
export const SIM_DEALER = { kind: 'dealer' as const };

/** The options of a simulation run. */
export interface SimOptions {
  readonly rounds: number;
  readonly seed: string;
  readonly onProgress?: (done: number) => void;
}

/**
 * Plays `o.rounds` rounds of `game` on `table` (`stack`: where given, each round's deck, drawn from the rng before the
 * round starts) and returns the tally `play` kept.
 */
export function simulateRounds(
  game: AnyGame,
  setup: { readonly profile: unknown; readonly profileId: string; readonly table: unknown; readonly stack?: (rng: Rng) => unknown },
  o: SimOptions,
  play: (run: RoundRunner, rng: Rng, tally: BetTally) => void,
): BetTally {
  const rng = seededRng(o.seed);
  const tally = new BetTally();
  for (let r = 1; r <= o.rounds; r++) {
    const run = new RoundRunner(game, { profile: setup.profile, profileId: setup.profileId, table: setup.table, carry: null, rng, roundNo: r, ...(setup.stack ? { stack: setup.stack(rng) } : {}) });
    play(run, rng, tally);
    if (o.onProgress && r % 1000 === 0) o.onProgress(r);
  }
  return tally;
}

/** A simulated bet as stored (`math/<id>-sim.json`, `pai-gow/sim.json`): the run's seed and rounds, the return, its standard deviation and 99.9% bounds. */
export interface StoredSim {
  readonly seed: string;
  readonly rounds: number;
  readonly rtp: number;
  readonly sd: number;
  readonly ci999: readonly [number, number];
}

/** The stored form of a simulation's bets, by bet. */
export const storedBets = (r: SimulationReport): Record<string, StoredSim> =>
  Object.fromEntries(r.bets.map((b) => [b.bet, { seed: r.seed, rounds: b.rounds, rtp: b.rtp, sd: b.sd as number, ci999: b.ci999 as [number, number] }]));
