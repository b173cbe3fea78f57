/**
 * @module web/games/blackjack/view
 * The blackjack view as the engine builds it (`BjView` from src/protocol/views/blackjack.ts, imported as a type only:
 * nothing of the engine is bundled), and a guard for the table component: between rounds or for a view that is
 * not a blackjack view the component draws an empty table instead of failing.
 */
import type { BjView } from '../../../../src/protocol/views/blackjack.js';

export type { BjView };
export type BoxView = BjView['boxes'][number];
export type HandView = BoxView['hands'][number];

/** The view if it has the shape of a blackjack view, else null. */
export function asView(v: unknown): BjView | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Partial<BjView>;
  return Array.isArray(o.boxes) && o.dealer && typeof o.phase === 'string' ? (v as BjView) : null;
}
