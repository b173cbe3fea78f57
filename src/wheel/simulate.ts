/**
 * @module wheel/simulate
 * Simulation of a betting game through the real engine, for the tables where one round is: bets placed, bets
 * closed, one dealer step with a random result (a spin, a deal), optional decisions, settlement. Each bet is
 * staked by its own bettor every round; a bet's return in a round includes whatever its bettor's lines return
 * (prison releases from earlier rounds too). The confidence interval uses the per-round returns (normal
 * approximation; the rounds of a prison game are nearly independent).
 */
import type { AnyGame, GameAction, SimulatedBet, SimulationReport } from '../core/contract.js';
import { seededRng } from '../rng/seeded-rng.js';
import { RoundRunner } from '../core/round-runner.js';

export interface SimulationPlan {
  /** Bets and the amount each bettor stakes on his bet every round (the bettor's id is the bet's id). */
  readonly bets: readonly { readonly bet: string; readonly amount: number }[];
  /** The dealer's steps after the bets, in order: `[{ type: 'close-bets' }, { type: 'spin' }]`. */
  readonly dealer: readonly { readonly type: string; readonly [k: string]: unknown }[];
  /** Decisions the players still owe after the dealer's steps (e.g. prison choices); null when none. */
  readonly next?: (state: unknown) => GameAction | null;
  /** Steps before the bets (e.g. cutting a new shoe); null when none. */
  readonly prepare?: (state: unknown) => GameAction | null;
}

interface Acc {
  n: number;
  sum: number;
  sumSq: number;
}

export function simulateRounds(
  game: AnyGame,
  profile: unknown,
  profileId: string,
  table: unknown,
  plan: SimulationPlan,
  o: { rounds: number; seed: string; onProgress?: (done: number) => void },
  extra: Record<string, unknown> = {},
): SimulationReport {
  const rng = seededRng(o.seed);
  const acc: Record<string, Acc> = Object.fromEntries(plan.bets.map((b) => [b.bet, { n: 0, sum: 0, sumSq: 0 }]));
  let carry: unknown = null;
  for (let round = 1; round <= o.rounds; round++) {
    const runner = new RoundRunner(game, { profile, profileId, table, carry, rng, roundNo: round });
    for (let a = plan.prepare?.(runner.state); a; a = plan.prepare?.(runner.state)) runner.act(a, rng);
    for (const b of plan.bets) runner.act({ type: 'place', bet: b.bet, amount: b.amount, by: { kind: 'player', player: b.bet } } as GameAction, rng);
    for (const d of plan.dealer) runner.act({ ...d, by: { kind: 'dealer' } } as GameAction, rng);
    for (let a = plan.next?.(runner.state); a; a = plan.next?.(runner.state)) runner.act(a, rng);
    const back: Record<string, number> = {};
    for (const l of game.settlement(runner.state)?.lines ?? []) back[l.bettor] = (back[l.bettor] ?? 0) + l.returned;
    for (const b of plan.bets) {
      const a = acc[b.bet] as Acc;
      const x = (back[b.bet] ?? 0) / b.amount;
      a.n++;
      a.sum += x;
      a.sumSq += x * x;
    }
    carry = game.carry(runner.state);
    if (o.onProgress && round % 1000 === 0) o.onProgress(round);
  }
  const bets: SimulatedBet[] = plan.bets.map((b) => {
    const a = acc[b.bet] as Acc;
    const mean = a.sum / a.n;
    const sd = Math.sqrt(Math.max(0, a.sumSq / a.n - mean * mean));
    const h = (2.5758 * sd) / Math.sqrt(a.n);
    return { bet: b.bet, rtp: mean, ci99: [mean - h, mean + h] as const, rounds: a.n, sd };
  });
  return { game: game.id, profile: profileId, seed: o.seed, rounds: o.rounds, bets, ...extra };
}
