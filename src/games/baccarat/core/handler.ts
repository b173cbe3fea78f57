/**
 * @module games/baccarat/core/handler
 * The handler scaffolding chemin de fer and deux tableaux share: each action is one check (used by `legalActions`
 * and `apply`, STYLE §1) and one pure transition; `applyByTable` runs them, resets who is "ready" when the round
 * moves on, and counts the version. Also the common rejections (codes kept as first published: `chemin/…`).
 */
import type { ApplyResult, GameEvent } from '../../../core/contract.js';
import { reject, type Rejection } from '../../../core/errors.js';
import type { Actor, PlayerId } from '../../../core/ids.js';

export type BacEvent = GameEvent & Readonly<Record<string, unknown>>;

/** Who sends an action. */
export type By = { readonly by: Actor };
/** Taking and leaving a numbered seat, as the table runtime mirrors them. */
export type SeatAction = { readonly type: 'sit'; readonly box: number } | { readonly type: 'leave'; readonly box?: number };

export interface HandlerOf<S, A extends { readonly type: string }, T extends A['type']> {
  check(s: S, a: Extract<A, { type: T }>): Rejection | null;
  run(s: S, a: Extract<A, { type: T }>): { readonly s: S; readonly events: BacEvent[] };
}
export type HandlerTable<S, A extends { readonly type: string }> = { [T in A['type']]: HandlerOf<S, A, T> };

export const playerOf = (by: Actor): PlayerId | null => (by.kind === 'player' ? by.player : null);
export const isCroupier = (by: Actor): boolean => by.kind === 'dealer' || by.kind === 'system';
export const NOT_PLAYER = reject('chemin/players-only', 'only a player may do this');
export const NOT_CROUPIER = reject('chemin/croupier-only', 'only the croupier or inspector may do this');
export const wrongPhase = (what: string): Rejection => reject('chemin/not-now', `not now: ${what}`);

interface Versioned {
  readonly v: number;
  readonly ready: readonly PlayerId[];
}

/**
 * `apply` by a handler table: an optional gate first, then the action's check and its transition. Everyone is
 * awaited again (`ready` emptied) when `movedOn(before, after)` says the round reached a new step.
 */
export function applyByTable<S extends Versioned, A extends { readonly type: string }>(
  table: HandlerTable<S, A>,
  s: S,
  a: A,
  unknownCode: string,
  movedOn: (before: S, after: S) => boolean,
  gate?: (s: S, a: A) => Rejection | null,
): ApplyResult<S, BacEvent> {
  const h = (table as unknown as Record<string, HandlerOf<S, A, A["type"]> | undefined>)[a.type];
  if (!h) return { ok: false, rejection: { code: unknownCode, message: `no action ${a.type}` } };
  const r = gate?.(s, a) ?? h.check(s, a as never);
  if (r) return { ok: false, rejection: r };
  const step = h.run(s, a as never);
  const ready = movedOn(s, step.s) ? [] : step.s.ready;
  return { ok: true, state: { ...step.s, ready, v: s.v + 1 }, events: step.events };
}
