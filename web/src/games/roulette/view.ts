/**
 * @module web/games/roulette/view
 * The roulette view as the engine builds it (`RouletteView` from src/protocol/views/roulette.ts, a type only: nothing
 * of the engine is bundled), a guard for it, and the wheel and cloth the client draws (the same standard orders
 * the engine documents in src/games/roulette/layout.ts).
 */
import type { RouletteView } from '../../../../src/protocol/views/roulette.js';

export type { RouletteView };

export function asView(v: unknown): RouletteView | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Partial<RouletteView>;
  return typeof o.game === 'string' && o.game.startsWith('roulette') && Array.isArray(o.bets) && typeof o.phase === 'string' ? (v as RouletteView) : null;
}

export const EUROPEAN = ['0', '32', '15', '19', '4', '21', '2', '25', '17', '34', '6', '27', '13', '36', '11', '30', '8', '23', '10', '5', '24', '16', '33', '1', '20', '14', '31', '9', '22', '18', '29', '7', '28', '12', '35', '3', '26'];
export const AMERICAN = ['0', '28', '9', '26', '30', '11', '7', '20', '32', '17', '5', '22', '34', '15', '3', '24', '36', '13', '1', '00', '27', '10', '25', '29', '12', '8', '19', '31', '18', '6', '21', '33', '16', '4', '23', '35', '14', '2'];
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export const colourOf = (label: string): 'red' | 'black' | 'green' => (label === '0' || label === '00' ? 'green' : RED.has(Number(label)) ? 'red' : 'black');

/** The cloth's three rows, top (3, 6, … 36) to bottom (1, 4, … 34). */
export const ROWS: readonly (readonly number[])[] = [3, 2, 1].map((r) => Array.from({ length: 12 }, (_, c) => 3 * c + r));
