/**
 * @module server/tables/table-shape
 * How many boxes a new table has and how many one player may hold: the game's own seats when its rules fix them
 * (`Game.tableSeats`: the two tableaux of deux tableaux, the numbered seats of punto y banca), else the table
 * configuration's `boxes` / `maxBoxesPerPlayer`, else the blackjack layout's usual 7 boxes and 3 per player.
 */
import type { AnyGame } from '../../core/contract.js';
export const DEFAULT_BOXES = 7;
export const DEFAULT_BOXES_PER_PLAYER = 3;

export function tableShape(config: unknown, game?: AnyGame, profile?: unknown): { boxes: number; maxBoxesPerPlayer: number } {
  const fixed = game?.tableSeats && profile !== undefined ? game.tableSeats(profile, config) : null;
  const c = (fixed ?? config ?? {}) as { boxes?: unknown; maxBoxesPerPlayer?: unknown };
  const boxes = typeof c.boxes === 'number' && Number.isInteger(c.boxes) && c.boxes >= 1 ? c.boxes : DEFAULT_BOXES;
  const per = typeof c.maxBoxesPerPlayer === 'number' && Number.isInteger(c.maxBoxesPerPlayer) && c.maxBoxesPerPlayer >= 1 ? c.maxBoxesPerPlayer : DEFAULT_BOXES_PER_PLAYER;
  return { boxes, maxBoxesPerPlayer: Math.min(per, boxes) };
}
