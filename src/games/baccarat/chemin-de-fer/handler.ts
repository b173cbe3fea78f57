/**
 * @module games/baccarat/chemin-de-fer/handler
 * Each action is one rule on the reducer scaffold (core/reducer.ts): a check (used by legalActions and apply,
 * STYLE §1) and one pure transition.
 */
import type { Rule, Step as StepOf } from '../../../core/reducer.js';
import type { BacEvent } from '../core/handler.js';
import type { CdfAction, CdfState } from './state.js';

export { NOT_CROUPIER, NOT_PLAYER, isCroupier, playerOf, wrongPhase } from '../core/handler.js';
export type CdfEvent = BacEvent;
export type Step = StepOf<CdfState, CdfEvent>;
export type Handler<T extends CdfAction['type']> = Rule<CdfState, Extract<CdfAction, { type: T }>, CdfEvent>;
