/**
 * @module games/baccarat/deux-tableaux/handler
 * One check and one transition per action (STYLE §1).
 */
import type { GameEvent } from '../../../core/contract.js';
import type { Rejection } from '../../../core/errors.js';
import type { DtAction, DtState } from './state.js';

export type DtEvent = GameEvent & Readonly<Record<string, unknown>>;
export type DtStep = { readonly s: DtState; readonly events: DtEvent[] };
export interface DtHandler<T extends DtAction['type']> {
  check(s: DtState, a: Extract<DtAction, { type: T }>): Rejection | null;
  run(s: DtState, a: Extract<DtAction, { type: T }>): DtStep;
}
