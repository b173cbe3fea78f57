/**
 * @module games/monte/simulate
 * Simulation through the real engine: each round every Primeras bet is staked by its own bettor (named after the bet),
 * the croupier closes and turns; then every Segundas bet on the pair in play is staked by its own bettor
 * (`segundas/<bet>`), closed and turned. A bet's return per round is what its bettor's lines return (a carried Cartas
 * bet's Segundas line included). Segundas bets are counted only in the rounds where their boxes are in play.
 */
import { BetTally } from '../../math/bet-tally.js';
import type { AnyGame, GameAction, SimulationReport } from '../../core/contract.js';
import { RoundRunner } from '../../core/round-runner.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { betsOffered } from './layout.js';
import { defaultMonteTable, type MonteProfile } from './profile.js';
import type { MonteState } from './state.js';


export function simulateMonte(game: AnyGame, p: MonteProfile, profileId: string, o: { rounds: number; seed: string; onProgress?: (done: number) => void }): SimulationReport {
  const rng = seededRng(o.seed);
  const table = defaultMonteTable();
  const amount = table.minimum;
  const tally = new BetTally();
  const dealer = { kind: 'dealer' } as const;
  const add = (bet: string, x: number): void => tally.add(bet, x);
  for (let round = 1; round <= o.rounds; round++) {
    const run = new RoundRunner(game, { profile: p, profileId, table, carry: null, rng, roundNo: round });
    run.act({ type: 'lay-out', by: dealer } as GameAction, rng);
    if (run.over) continue;
    const primeras = betsOffered('primeras', [1, 2, 3, 4]);
    for (const bet of primeras) run.act({ type: 'place', bet, amount, by: { kind: 'player', player: bet } } as GameAction, rng);
    run.act({ type: 'close-bets', by: dealer } as GameAction, rng);
    run.act({ type: 'turn', by: dealer } as GameAction, rng);
    const segundas = betsOffered('segundas', (run.state as MonteState).inPlay);
    for (const bet of segundas) run.act({ type: 'place', bet, amount, by: { kind: 'player', player: `segundas/${bet}` } } as GameAction, rng);
    run.act({ type: 'close-bets', by: dealer } as GameAction, rng);
    run.act({ type: 'turn', by: dealer } as GameAction, rng);
    const back: Record<string, number> = {};
    for (const l of game.settlement(run.state)?.lines ?? []) back[l.bettor] = (back[l.bettor] ?? 0) + l.returned;
    for (const bet of primeras) add(bet, (back[bet] ?? 0) / amount);
    for (const bet of segundas) add(`segundas/${bet}`, (back[`segundas/${bet}`] ?? 0) / amount);
    if (o.onProgress && round % 1000 === 0) o.onProgress(round);
  }
  const bets = tally.results();
  return { game: game.id, profile: profileId, seed: o.seed, rounds: o.rounds, bets };
}
