/**
 * @module games/roulette/simulate
 * Simulation through the real engine (src/wheel/simulate.ts): every round is a `RoundRunner` round, the pocket drawn
 * by the seeded generator, prison bets carried to the next round. One bettor per representative bet stakes the
 * bet's minimum every spin; zero choices follow the strategy (`half` by default, or `prison`).
 */
import type { AnyGame, GameAction, SimulationReport } from '../../core/contract.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { simulateRounds } from '../../wheel/simulate.js';
import type { PrisonChoice } from '../../wheel/prison.js';
import { amountRange, betShape, type BetShape } from './bets.js';
import { defaultRouletteTable, type RouletteProfile } from './profile.js';
import type { RouletteState } from './state.js';

export const SIMULATED_BETS = ['straight-17', 'split-17-20', 'street-16-17-18', 'corner-17-18-20-21', 'six-line-13-14-15-16-17-18', 'column-2', 'dozen-2', 'columns-1-2', 'dozens-1-2', 'red', 'black', 'even', 'odd', 'manque', 'passe', 'voisins-du-zero', 'tiers-du-cylindre', 'orphelins', 'jeu-zero', 'neighbours-0'];

export function simulateRoulette(
  game: AnyGame,
  profile: RouletteProfile,
  profileId: string,
  o: { rounds: number; seed: string; strategy?: string; onProgress?: (done: number) => void },
): SimulationReport {
  const policy: PrisonChoice = o.strategy === 'prison' ? 'prison' : 'half';
  const table = defaultRouletteTable(profile);
  const first = game.create({ profile, table, carry: null, rng: seededRng('amounts') }).state as RouletteState;
  const bets = SIMULATED_BETS.filter((id) => betShape(profile, id) !== null).map((bet) => ({ bet, amount: amountRange(first, bet, betShape(profile, bet) as BetShape, 'value').min }));
  const next = (state: unknown): GameAction | null => {
    const s = state as RouletteState;
    const d = s.phase === 'zero-choice' ? s.decisions.find((x) => x.choice === null) : undefined;
    return d ? ({ type: 'prison-choice', bet: d.line, choice: policy, by: { kind: 'player', player: d.bettor } } as GameAction) : null;
  };
  return simulateRounds(game, profile, profileId, table, { bets, dealer: [{ type: 'close-bets' }, { type: 'spin' }], next }, o, { strategy: policy });
}
