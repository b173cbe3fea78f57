/**
 * @module core/round-runner
 * Runs one round of any game: create, randomize-then-apply each action, record. The record (initial state, or
 * seed, plus the recorded actions) replays the round exactly: `replayRound` re-applies the actions to the
 * initial state and must reach the same state. No sockets, no clocks: part of the engine, shared by the table
 * runtime (src/table), the scenario runner, the CLI and the games' own simulations.
 */
import type { AnyGame, GameAction, GameEvent } from './contract.js';
import { IllegalActionError } from './errors.js';
import type { Rng } from '../rng/rng.js';

export interface RoundRecord {
  readonly game: string;
  readonly profileId: string;
  readonly roundNo: number;
  /** The state `create` returned: secret (shoe order); kept server-side, shown to auditors after the round. */
  readonly initial: unknown;
  /** Accepted actions in order, with random results filled in. */
  readonly actions: GameAction[];
  readonly events: GameEvent[];
}

export class RoundRunner {
  readonly record: RoundRecord;
  private current: unknown;

  constructor(
    readonly game: AnyGame,
    input: { profile: unknown; profileId: string; table: unknown; carry: unknown; rng: Rng; stack?: unknown; roundNo: number; stacks?: Readonly<Record<string, number>> },
  ) {
    const { state, events } = game.create({ profile: input.profile, table: input.table, carry: input.carry, rng: input.rng, stack: input.stack, roundNo: input.roundNo, ...(input.stacks ? { stacks: input.stacks } : {}) });
    this.current = state;
    this.record = { game: game.id, profileId: input.profileId, roundNo: input.roundNo, initial: state, actions: [], events: [...events] };
  }

  get state(): unknown {
    return this.current;
  }

  /** Applies an action (after filling its random result); throws IllegalActionError and changes nothing on rejection. */
  act(action: GameAction, rng: Rng): readonly GameEvent[] {
    const filled = this.game.randomize ? (this.game.randomize(this.current, action, rng) as GameAction) : action;
    const r = this.game.apply(this.current, filled);
    if (!r.ok) throw new IllegalActionError(r.rejection);
    this.current = r.state;
    this.record.actions.push(filled);
    this.record.events.push(...r.events);
    return r.events;
  }

  get over(): boolean {
    return this.game.isOver(this.current);
  }
}

/** Re-applies recorded actions to the recorded initial state; returns the final state and all events. */
export function replayRound(game: AnyGame, initial: unknown, actions: readonly GameAction[]): { state: unknown; events: GameEvent[] } {
  let s = initial;
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = game.apply(s, a);
    if (!r.ok) throw new IllegalActionError(r.rejection);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}
