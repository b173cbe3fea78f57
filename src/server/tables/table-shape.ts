/**
 * @module server/tables/table-shape
 * How many boxes a new table has and how many one player may hold, read from the game's table configuration when
 * it names them (`boxes`, `maxBoxesPerPlayer`), else the blackjack layout's usual 7 boxes and 3 per player.
 */
export const DEFAULT_BOXES = 7;
export const DEFAULT_BOXES_PER_PLAYER = 3;

export function tableShape(config: unknown): { boxes: number; maxBoxesPerPlayer: number } {
  const c = (config ?? {}) as { boxes?: unknown; maxBoxesPerPlayer?: unknown };
  const boxes = typeof c.boxes === 'number' && Number.isInteger(c.boxes) && c.boxes >= 1 ? c.boxes : DEFAULT_BOXES;
  const per = typeof c.maxBoxesPerPlayer === 'number' && Number.isInteger(c.maxBoxesPerPlayer) && c.maxBoxesPerPlayer >= 1 ? c.maxBoxesPerPlayer : DEFAULT_BOXES_PER_PLAYER;
  return { boxes, maxBoxesPerPlayer: Math.min(per, boxes) };
}
