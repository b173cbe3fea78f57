/**
 * @module tournaments/legal
 * What a player may do now at his tournament table: the decisions of his hand (fold, check, call, bet, raise, a
 * draw, show or muck at the showdown — 003 §3.1.3.6), as the circle-poker game lists them for him — never the cash table's own actions (sitting out, leaving,
 * straddling, a new player's entry, a time charge), which a tournament does not have. The page draws its buttons from
 * this list; the director refuses anything else (`DECISIONS`).
 */
import type { LegalAction } from '../core/contract.js';
import type { TState } from './director.js';
import { gameOf } from './hands.js';

/** The actions a tournament player takes in a hand; the rest of the circle-poker table's actions do not apply. */
export const DECISIONS: ReadonlySet<string> = new Set(['fold', 'check', 'call', 'bet', 'raise', 'draw', 'discard', 'bring-in', 'complete', 'show', 'muck']);

/** The player's table and decisions now, or null when he has none (not seated, no hand, not his turn). */
export function legalFor(s: TState, player: string): { readonly table: string; readonly legal: readonly LegalAction[] } | null {
  if (s.status !== 'running' && s.status !== 'break' && s.status !== 'paused') return null;
  const p = s.players.find((x) => x.player === player);
  const t = p?.table ? s.tables.find((x) => x.id === p.table) : undefined;
  if (!t?.hand || t.hand.phase === 'over') return null;
  const legal = gameOf(s.bases).legalActions(t.hand, { kind: 'player', player }).filter((a) => DECISIONS.has(a.type));
  return legal.length ? { table: t.id, legal } : null;
}
