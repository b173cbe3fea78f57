/**
 * @module core/reducer
 * The one reducer scaffold every game family is built on (STYLE §1–2: validate → handler → derived rules →
 * invariants). A family gives, per action type, one **check** (the reason an action is refused, or null) and one
 * **run** (the transition: a new state and past-tense events, never mutating the old state); the scaffold
 * - `apply`: finds the action's rule, runs the family's gate and the rule's check (a refusal changes nothing), runs the
 *   transition, the family's derived rules (`after`), moves the version on (`v`, the one version field of every
 *   state), then runs the **invariants** on (before, after, events): a violation throws `CriticalStateError`, which
 *   freezes the table rather than letting the round settle;
 * - `check`: the same gate and check, for `legalActions` (each listed action passes the check `apply` runs, so a
 *   button the client greys out and a refusal the server sends have one reason);
 * - `legal`: the family's candidate actions for an actor, kept when their check passes.
 * The first invariant is **chip conservation** (`conservation`): the chips the state holds (its bets, pots, stacks
 * and standing bets, as the game's `chips` counts them) change by exactly the chips the events say moved in
 * (`stake`) or out (`stake-withdrawn`). It is cheap and runs after every accepted action, in tests and in production.
 * The terminal phase of every family is `over`.
 */
import type { ApplyResult, GameAction, GameEvent, LegalAction, StakeEvent, StakeWithdrawnEvent } from './contract.js';
import { CriticalStateError, reject, type Rejection } from './errors.js';
import type { Actor } from './ids.js';

/** Every state built on the scaffold carries its version as `v`: +1 per accepted action. */
export interface Versioned {
  readonly v: number;
}

/** A transition's result: the new state (its version not yet moved on) and the events it caused. */
export interface Step<S, E> {
  readonly state: S;
  readonly events: readonly E[];
}

/** One action type's rule: the check `legalActions` and `apply` share, and the transition. */
export interface Rule<S, A, E> {
  check(s: S, a: A): Rejection | null;
  run(s: S, a: A): Step<S, E>;
}

/** A family's rules, one per action type. */
export type Rules<S, A extends { readonly type: string }, E> = { readonly [T in A['type']]: Rule<S, Extract<A, { type: T }>, E> };

/**
 * An invariant over an accepted action: null when it holds, else what broke. It sees the state before, the state after
 * (version moved on) and the events.
 */
export type Invariant<S, E> = (before: S, after: S, events: readonly E[]) => string | null;

export interface ReducerSpec<S extends Versioned, A extends GameAction, E extends GameEvent> {
  readonly rules: Rules<S, A, E>;
  /** The refusal of an action type the family does not have (`<family>/unknown-action`). */
  readonly unknown: (type: string) => Rejection;
  /** A check every action passes before its own (a phase that refuses everything, a table that is closed). */
  gate?(s: S, a: A): Rejection | null;
  /** Rules derived after a transition (who must say ready again when the round moves on). */
  after?(before: S, after: S, a: A): S;
  /** Checked after every accepted action (after `conservation`, which every family has). */
  readonly invariants?: readonly Invariant<S, E>[];
  /** The chips the state holds: bets, pots, stacks, standing bets (for `conservation`). */
  chips(s: S): number;
}

export interface Reducer<S extends Versioned, A extends GameAction, E extends GameEvent> {
  /** Pure: a rejection leaves the state as it was; an invariant violation throws `CriticalStateError`. */
  apply(s: S, a: A): ApplyResult<S, E>;
  /** The reason `a` would be refused now, or null. */
  check(s: S, a: A): Rejection | null;
  /** The candidates `by` may take now: each kept when its check passes (`amount` ranges are the family's own). */
  legal(s: S, by: Actor, candidates: readonly LegalAction[], sample?: (l: LegalAction) => A): LegalAction[];
  /** The chips the state holds. */
  chips(s: S): number;
  /** Runs every invariant over an accepted action (the property test calls it too). */
  invariants(before: S, after: S, events: readonly E[]): string[];
}

/** Chips that came onto the table (stakes) less those taken back (withdrawals), by the events. */
export function netStakes(events: readonly GameEvent[]): number {
  let n = 0;
  for (const e of events) {
    if (e.type === 'stake') n += (e as StakeEvent).amount;
    else if (e.type === 'stake-withdrawn') n -= (e as StakeWithdrawnEvent).amount;
  }
  return n;
}

/** Chip conservation: the chips the state holds move by exactly what the events staked and withdrew. */
export const conservation =
  <S, E extends GameEvent>(chips: (s: S) => number): Invariant<S, E> =>
  (before, after, events) => {
    const moved = netStakes(events);
    const d = chips(after) - chips(before);
    return d === moved ? null : `chips not conserved: the state's chips moved by ${d}, the events by ${moved}`;
  };

export function makeReducer<S extends Versioned, A extends GameAction, E extends GameEvent>(spec: ReducerSpec<S, A, E>): Reducer<S, A, E> {
  const all: readonly Invariant<S, E>[] = [conservation<S, E>(spec.chips), ...(spec.invariants ?? [])];
  const ruleOf = (type: string): Rule<S, A, E> | undefined => (spec.rules as unknown as Record<string, Rule<S, A, E> | undefined>)[type];
  const check = (s: S, a: A): Rejection | null => {
    const rule = ruleOf(a.type);
    if (!rule) return spec.unknown(a.type);
    return spec.gate?.(s, a) ?? rule.check(s, a);
  };
  const invariants = (before: S, after: S, events: readonly E[]): string[] => {
    const out: string[] = [];
    for (const inv of all) {
      const broke = inv(before, after, events);
      if (broke) out.push(broke);
    }
    return out;
  };
  return {
    check,
    chips: spec.chips,
    invariants,
    apply(s, a) {
      const rejection = check(s, a);
      if (rejection) return { ok: false, rejection };
      const step = (ruleOf(a.type) as Rule<S, A, E>).run(s, a);
      const derived = spec.after ? spec.after(s, step.state, a) : step.state;
      const next = { ...derived, v: s.v + 1 };
      const broken = invariants(s, next, step.events);
      if (broken.length) throw new CriticalStateError('core/invariant', `${a.type}: ${broken.join('; ')}`, { action: a.type, broken });
      return { ok: true, state: next, events: step.events };
    },
    legal(s, by, candidates, sample) {
      const toAction = sample ?? ((l: LegalAction) => ({ ...l, by }) as unknown as A);
      return candidates.filter((l) => check(s, toAction(l)) === null);
    },
  };
}

/** The rejection of an action type a family does not have. */
export const unknownAction = (family: string) => (type: string): Rejection => reject(`${family}/unknown-action`, `no action ${type}`);
