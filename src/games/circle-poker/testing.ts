/**
 * @module games/circle-poker/testing
 * A scripted table for the family's tests: seats players with given stacks, stacks the deck (the named cards first,
 * the rest of the variant's deck after them), deals with a chosen button, and applies actions, failing loudly on a
 * rejection.
 */
import type { Actor } from '../../core/ids.js';
import { IllegalActionError } from '../../core/errors.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { deckOf } from './game.js';
import { games } from './index.js';
import type { CircleProfile } from './profile.js';
import type { CpAction, CpCarry, CpEvent, CpState } from './state.js';
import type { AnyGame } from '../../core/contract.js';

export interface Scripted {
  game: AnyGame;
  state: CpState;
  /** Every event since the table was created, in order. */
  events: CpEvent[];
  /** The state the table was created in, and every action applied since (what the recall keeps). */
  initial: CpState;
  actions: CpAction[];
  /** The carry for the next hand. */
  carry(): CpCarry;
  act(player: string | 'dealer' | 'system', type: string, extra?: Record<string, unknown>): void;
  refused(player: string, type: string, extra?: Record<string, unknown>): string;
  /** Deals every street left (the dealer's steps) while nobody is to act; then `showAll`. */
  runOut(): void;
  /** At a showdown in order (showdown.ts): every player to choose shows, in turn (the hands the test reads). */
  showAll(): void;
}

export function gameOf(id: string): AnyGame {
  const g = games.find((x) => x.id === id);
  if (!g) throw new Error(`no game ${id}`);
  return g;
}

const actor = (who: string): Actor => (who === 'dealer' ? { kind: 'dealer' } : who === 'system' ? { kind: 'system' } : { kind: 'player', player: who });

/** Actions taken before the deal: `[player, type, extra?]`. */
export type Before = readonly (readonly [string, string, Record<string, unknown>?])[];

/**
 * A hand at `gameId` under `profile` with the named cards on top. Without `carry`, players sit at boxes 1…n in the
 * order of `stacks` (or at `boxes`) and the button is `button`; with `carry` (the last hand's), the seats and button
 * carry over. `before`: actions taken between hands, before the deal (sit, straddle, entry, …); `table`: the
 * table's configuration (a poker-room jackpot's link).
 */
export function scripted(gameId: string, profile: CircleProfile | string, stacks: Readonly<Record<string, number>>, top: readonly string[], button: number | null, opts: { carry?: CpCarry; boxes?: readonly number[]; before?: Before; table?: Record<string, unknown> } = {}): Scripted {
  const game = gameOf(gameId);
  const p = typeof profile === 'string' ? game.profiles.get(profile) : profile;
  const rest = deckOf((game.create({ profile: p, table: {}, carry: null, rng: seededRng('deck') }).state as CpState).variant).filter((c) => !top.includes(c));
  let state = game.create({ profile: p, table: opts.table ?? {}, carry: opts.carry ?? null, rng: seededRng('s'), stack: [...top, ...rest], stacks }).state as CpState;
  const events: CpEvent[] = [];
  const initial = state;
  const actions: CpAction[] = [];
  const apply = (a: CpAction): void => {
    const r = game.apply(state, a);
    if (!r.ok) throw new IllegalActionError(r.rejection);
    actions.push(a);
    state = r.state as CpState;
    events.push(...(r.events as CpEvent[]));
  };
  if (!opts.carry) Object.keys(stacks).forEach((player, i) => apply({ type: 'sit', box: opts.boxes?.[i] ?? i + 1, by: actor(player) } as CpAction));
  for (const [who, type, extra] of opts.before ?? []) apply({ type, ...extra, by: actor(who) } as unknown as CpAction);
  apply({ type: 'deal', ...(button === null ? {} : { button }), by: actor('dealer') } as CpAction);
  const s: Scripted = {
    game,
    get state() {
      return state;
    },
    events,
    initial,
    actions,
    carry: () => game.carry(state) as CpCarry,
    act(who, type, extra = {}) {
      apply({ type, ...extra, by: actor(who) } as unknown as CpAction);
    },
    refused(who, type, extra = {}) {
      const r = game.apply(state, { type, ...extra, by: actor(who) } as unknown as CpAction);
      if (r.ok) throw new Error(`${type} by ${who} was accepted`);
      return r.rejection.code;
    },
    runOut() {
      while (state.phase === 'dealing') apply({ type: 'next', by: actor('dealer') } as CpAction);
      s.showAll();
    },
    showAll() {
      while (state.phase === 'showdown' && state.toAct !== null) apply({ type: 'show', by: actor((state.hand[state.toAct] as { player: string }).player) } as CpAction);
    },
  } as Scripted;
  return s;
}

/** Each player's chips after the hand: the stack behind plus what the pots award. */
export function finalStacks(s: CpState): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of s.hand) out[p.player] = p.stack;
  for (const pot of s.result?.pots ?? []) for (const a of pot.awards) out[a.player] = (out[a.player] ?? 0) + a.amount;
  return out;
}
export const rakeOf = (s: CpState): number => (s.result?.pots ?? []).reduce((t, p) => t + p.rake, 0);
