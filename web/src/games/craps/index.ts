/**
 * @module web/games/craps
 * Craps' web component: the layout with the point puck, the shooter's throw, every bet of 000 §06 / 001 §09 as a
 * spot on the cloth, the recall view and the family's words.
 */
import { h } from 'preact';
import type { GameComponent } from '../types.js';
import { messages } from './messages.js';
import { CrapsRecall, CrapsTable } from './table.js';

export const craps: GameComponent = {
  family: 'craps',
  /** Played without boxes: anyone at the table bets on the layout, so the seats' strip is left out. */
  seatless: true,
  doneBetting: 'done-betting',
  messages,
  /** The table config's minimum and simple-chance maximum (src/games/craps/table.ts). */
  limits: (config) => {
    const c = (config ?? {}) as { min?: unknown; simpleMax?: unknown };
    return typeof c.min === 'number' && typeof c.simpleMax === 'number' ? { min: c.min, max: c.simpleMax } : null;
  },
  Table: (p) => h(CrapsTable, p),
  Recall: (p) => h(CrapsRecall, p),
};
