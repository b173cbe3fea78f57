/**
 * @module games/baccarat/chemin-de-fer/handler
 * Each action is one check (used by legalActions and apply, STYLE §1) and one pure transition.
 */
import type { GameEvent } from '../../../core/contract.js';
import { reject, type Rejection } from '../../../core/errors.js';
import type { Actor, PlayerId } from '../../../core/ids.js';
import type { CdfAction, CdfState } from './state.js';

export type CdfEvent = GameEvent & Readonly<Record<string, unknown>>;
export type Step = { readonly s: CdfState; readonly events: CdfEvent[] };

export interface Handler<T extends CdfAction['type']> {
  check(s: CdfState, a: Extract<CdfAction, { type: T }>): Rejection | null;
  run(s: CdfState, a: Extract<CdfAction, { type: T }>): Step;
}

export const playerOf = (by: Actor): PlayerId | null => (by.kind === 'player' ? by.player : null);
export const isCroupier = (by: Actor): boolean => by.kind === 'dealer' || by.kind === 'system';
export const NOT_PLAYER = reject('chemin/players-only', 'only a player may do this');
export const NOT_CROUPIER = reject('chemin/croupier-only', 'only the croupier or inspector may do this');
export const wrongPhase = (what: string): Rejection => reject('chemin/not-now', `not now: ${what}`);
