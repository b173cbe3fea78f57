/**
 * @module games/baccarat/core/handler
 * What the rules of chemin de fer and deux tableaux share on the reducer scaffold (core/reducer.ts: one check and one
 * pure transition per action type, STYLE §1): who acts, the common rejections (codes kept as first published:
 * `chemin/…`), and the derived rule that everyone is awaited again (`ready` emptied) when the round moves on.
 */
import type { GameEvent } from '../../../core/contract.js';
import { reject, type Rejection } from '../../../core/errors.js';
import type { Actor, PlayerId } from '../../../core/ids.js';

export type BacEvent = GameEvent & Readonly<Record<string, unknown>>;

/** Who sends an action. */
export type By = { readonly by: Actor };
/** Taking and leaving a numbered seat, as the table runtime mirrors them. */
export type SeatAction = { readonly type: 'sit'; readonly box: number } | { readonly type: 'leave'; readonly box?: number };

export const playerOf = (by: Actor): PlayerId | null => (by.kind === 'player' ? by.player : null);
export const isCroupier = (by: Actor): boolean => by.kind === 'dealer' || by.kind === 'system';
export const NOT_PLAYER = reject('chemin/players-only', 'only a player may do this');
export const NOT_CROUPIER = reject('chemin/croupier-only', 'only the croupier or inspector may do this');
export const wrongPhase = (what: string): Rejection => reject('chemin/not-now', `not now: ${what}`);

/**
 * The scaffold's `after` (derived rules): everyone is awaited again (`ready` emptied) when `movedOn(before, after)`
 * says the round reached a new step.
 */
export const awaitAgainWhen =
  <S extends { readonly ready: readonly PlayerId[] }>(movedOn: (before: S, after: S) => boolean) =>
  (before: S, after: S): S =>
    movedOn(before, after) ? { ...after, ready: [] } : after;
