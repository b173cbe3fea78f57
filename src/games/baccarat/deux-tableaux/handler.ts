/**
 * @module games/baccarat/deux-tableaux/handler
 * One rule per action on the reducer scaffold (core/reducer.ts): a check and a transition (STYLE §1).
 */
import type { Rule, Step } from '../../../core/reducer.js';
import type { BacEvent } from '../core/handler.js';
import type { DtAction, DtState } from './state.js';

export type DtEvent = BacEvent;
export type DtStep = Step<DtState, DtEvent>;
export type DtHandler<T extends DtAction['type']> = Rule<DtState, Extract<DtAction, { type: T }>, DtEvent>;
