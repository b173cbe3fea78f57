/**
 * @module games/baccarat/chemin-de-fer/handler
 * Each action is one check (used by legalActions and apply, STYLE §1) and one pure transition (core/handler.ts).
 */
import type { BacEvent, HandlerOf } from '../core/handler.js';
import type { CdfAction, CdfState } from './state.js';

export { NOT_CROUPIER, NOT_PLAYER, isCroupier, playerOf, wrongPhase } from '../core/handler.js';
export type CdfEvent = BacEvent;
export type Step = { readonly s: CdfState; readonly events: CdfEvent[] };
export type Handler<T extends CdfAction['type']> = HandlerOf<CdfState, CdfAction, T>;
