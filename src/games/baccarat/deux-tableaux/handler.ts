/**
 * @module games/baccarat/deux-tableaux/handler
 * One check and one transition per action (STYLE §1; core/handler.ts).
 */
import type { BacEvent, HandlerOf } from '../core/handler.js';
import type { DtAction, DtState } from './state.js';

export type DtEvent = BacEvent;
export type DtStep = { readonly s: DtState; readonly events: DtEvent[] };
export type DtHandler<T extends DtAction['type']> = HandlerOf<DtState, DtAction, T>;
