/**
 * @module games/blackjack/testing
 * Helpers the blackjack tests share: play a round by choosing among `legalActions` with a list of numbers (so
 * fast-check shrinks failures), and every state and event met on the way.
 */
import type { AnyGame, GameAction, GameEvent, LegalAction } from '../../core/contract.js';
import type { Actor } from '../../core/ids.js';
import type { Rng } from '../../rng/rng.js';
import { RoundRunner } from '../../core/round-runner.js';

export interface Played {
  readonly runner: RoundRunner;
  readonly states: unknown[];
  readonly staked: number;
}

/** Chooses the actor, the action and its amount from `choices` (cycled), until the round is over or `maxSteps`. */
export function playRound(game: AnyGame, input: { profile: unknown; profileId: string; table: unknown; carry: unknown; rng: Rng; roundNo: number }, choices: readonly number[], maxSteps = 400): Played {
  const runner = new RoundRunner(game, input);
  const states: unknown[] = [runner.state];
  let staked = 0;
  let k = 0;
  const next = (): number => choices[k++ % Math.max(1, choices.length)] ?? 0;
  for (let step = 0; step < maxSteps && !runner.over; step++) {
    const awaiting = game.awaiting(runner.state) as Actor[];
    const pool: Actor[] = [...awaiting, { kind: 'dealer' }, { kind: 'system' }];
    // mostly the awaited actor; sometimes the dealer (irregularities) or the runtime (timeouts)
    const c = next();
    const actor = (c % 10 < 8 ? awaiting[c % Math.max(1, awaiting.length)] : pool[c % pool.length]) ?? { kind: 'dealer' };
    let legal = game.legalActions(runner.state, actor) as LegalAction[];
    let who = actor;
    if (legal.length === 0) {
      who = awaiting[0] ?? { kind: 'system' };
      legal = game.legalActions(runner.state, who) as LegalAction[];
    }
    if (legal.length === 0) {
      who = { kind: 'dealer' };
      legal = game.legalActions(runner.state, who) as LegalAction[];
    }
    if (legal.length === 0) throw new Error(`nobody can act in ${JSON.stringify((runner.state as { phase: string }).phase)}`);
    const pick = legal[next() % legal.length] as LegalAction;
    const { amount, ...fixed } = pick;
    const action = { ...fixed, by: who } as Record<string, unknown>;
    if (amount) {
      const steps = Math.floor((Math.min(amount.max, amount.min + 50 * amount.step) - amount.min) / amount.step);
      action.amount = amount.min + amount.step * (next() % (steps + 1));
    }
    if (action.type === 'announce-last-shoe') continue;
    const events = runner.act(action as unknown as GameAction, input.rng) as GameEvent[];
    for (const e of events as unknown as { type: string; amount?: number }[]) {
      if (e.type === 'stake') staked += e.amount ?? 0;
      if (e.type === 'stake-withdrawn') staked -= e.amount ?? 0;
    }
    states.push(runner.state);
  }
  return { runner, states, staked };
}
