/**
 * @module web/games/craps/view
 * The craps view as the engine builds it (`CrapsView` from src/protocol/views/craps.ts, a type only: nothing of the
 * engine is bundled), a guard for it, and what the stickman calls after a throw, read from the view.
 */
import type { CrapsView } from '../../../../src/protocol/views/craps.js';

export type { CrapsView };
export type CrapsBetView = CrapsView['bets'][number];

/** The view if it has the shape of a craps view, else null (between rounds, another game). */
export function asView(v: unknown): CrapsView | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Partial<CrapsView>;
  return o.game === 'craps' && Array.isArray(o.bets) && typeof o.phase === 'string' ? (v as CrapsView) : null;
}

/** The stickman's call for the last throw, as a message key and its parameters (none before a throw). */
export function callOf(v: CrapsView): { key: string; params: Record<string, number> } | null {
  const th = v.lastThrow;
  if (!th) return null;
  const n = th.total;
  if (th.comeOut) {
    if (n === 7 || n === 11) return { key: 'craps.call.natural', params: { n } };
    if (n === 2 || n === 3 || n === 12) return { key: 'craps.call.craps', params: { n } };
    return { key: 'craps.call.point', params: { n } };
  }
  if (n === 7) return { key: 'craps.call.seven-out', params: { n } };
  if (v.point === null) return { key: 'craps.call.point-made', params: { n } };
  return { key: th.hard && n % 2 === 0 && n >= 4 && n <= 10 ? 'craps.call.hard' : 'craps.call.total', params: { n } };
}
