/**
 * @module tournaments/contract
 * What the server knows of a tournament (issue 20): a director above the tables, not a game. Its state is plain JSON,
 * its operations are pure — each action returns the new state, the events to publish and the ledger entries to write
 * with it (the draws' pattern, src/draws/draw-book.ts) — and a refused action throws a typed `TournamentError` and
 * changes nothing. Everything random (the seat draw, a new hand's deck, a table to break, a chip race) is filled into
 * the action by `randomize` from the RNG before it is applied and recorded, so a tournament replays exactly from its
 * bases and its recorded actions, and a crash resumes it where it stood (stacks, level, the time left on the clock).
 * Time enters only through the `at` of an action (milliseconds since the epoch): the clock never reads a wall clock.
 * Tournament chips are not money: only `register`, `unregister`, `rebuy`, `add-on`, `re-enter`, `cancel` and the
 * final payout move money, always between a wallet, the prize pool `pool:<id>`, the house's `revenue` (the fee) and
 * the ranking fund.
 */
import type { GameAction } from '../core/contract.js';
import type { Actor, Audience } from '../core/ids.js';
import type { Entry } from '../ledger/postings.js';
import type { Rng } from '../rng/rng.js';

export type TournamentStatus = 'registering' | 'running' | 'break' | 'paused' | 'finished' | 'cancelled';

/** One step of a tournament as the server commits it: the new state, what to publish, the money it moves. */
export interface TournamentStep<S> {
  readonly state: S;
  readonly events: readonly TournamentEvent[];
  /** Ledger entries written in the same transaction as the action (empty when no money moves). */
  readonly entries: readonly Entry[];
}

export interface TournamentEvent {
  readonly type: string;
  readonly [k: string]: unknown;
}

/**
 * Actions. `by` says who sends it (a player for his own registration and his hand's decisions, the tournament
 * director — a staff `dealer` actor — for start, pause, resume and cancel, `system` for the clock and the dealing).
 */
export type TournamentAction =
  | { readonly type: 'register'; readonly by: Actor; readonly at: number }
  | { readonly type: 'unregister'; readonly by: Actor; readonly at: number }
  | { readonly type: 're-enter' | 'rebuy' | 'add-on'; readonly by: Actor; readonly at: number }
  /** Starts play (a sit & go starts by itself when full: the server sends it when `due` says so). */
  | { readonly type: 'start'; readonly by: Actor; readonly at: number; readonly draw?: readonly number[] }
  /** The clock reached `at`: levels, breaks, the end of late registration (a recorded system action). */
  | { readonly type: 'tick'; readonly by: Actor; readonly at: number }
  | { readonly type: 'pause' | 'resume' | 'cancel'; readonly by: Actor; readonly at: number }
  /** A new hand at a table; `seed` (filled by `randomize`, never sent by a client) shuffles its deck. */
  | { readonly type: 'deal'; readonly by: Actor; readonly at: number; readonly table: string; readonly seed?: string }
  /** The floor's penalty rounds to a player (the tournament director; 003 §3.1.10.5): carried with him. */
  | { readonly type: 'penalty'; readonly by: Actor; readonly at: number; readonly player: string; readonly rounds: number }
  /** A player disqualified (the tournament director; 003 §3.1.10.5): out, his chips removed from play. */
  | { readonly type: 'disqualify'; readonly by: Actor; readonly at: number; readonly player: string }
  /** A decision in a table's hand, as the game's own action (fold, call, raise …). */
  | { readonly type: 'hand'; readonly by: Actor; readonly at: number; readonly table: string; readonly action: GameAction };

/** A row of the Sit & Go book (000 Art. 2bis ¶5): every tournament held, its entries, prize pool and results. */
export interface BookRow {
  readonly id: string;
  readonly name: string;
  readonly game: string;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  readonly entries: number;
  readonly entry: number;
  readonly fee: number;
  readonly prizePool: number;
  readonly results: readonly { readonly player: string; readonly place: number; readonly prize: number }[];
}

/** The director: every operation the server needs, implemented by src/tournaments/director.ts. */
export interface TournamentDirector<B, S> {
  /** Validates the bases (a typed error naming the field) and opens registration. */
  open(id: string, bases: B, at: number): S;
  /** Fills the random part of an action (seat draw, deck seed, chip race …); returns other actions unchanged. */
  randomize(state: S, action: TournamentAction, rng: Rng): TournamentAction;
  /** Pure; throws `TournamentError` on refusal and changes nothing. */
  apply(state: S, action: TournamentAction): TournamentStep<S>;
  /** The system actions due at `now` (a tick at a level's end, a sit & go full, a hand to deal, a player's time up). */
  due(state: S, now: number): readonly TournamentAction[];
  /** When `due` will next return something by the clock alone (null: nothing scheduled). */
  nextDeadline(state: S): number | null;
  /** What an audience may see: no hole card before it is shown, no seed, to anyone, staff included. */
  view(state: S, audience: Audience): unknown;
  status(state: S): TournamentStatus;
  book(state: S): BookRow;
}
