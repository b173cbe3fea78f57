/**
 * @module web/games/roulette
 * Roulette's web component (French and American): the cloth, the racetrack for the neighbours and series, the
 * dealer's steps (rien ne va plus, spin, no spin, last spin, limit change), the prison choice, the recall view and
 * the family's words.
 */
import { h } from 'preact';
import type { GameComponent } from '../types.js';
import { messages } from './messages.js';
import { RouletteRecall, RouletteTable } from './table.js';

export const roulette: GameComponent = {
  family: 'roulette',
  /** Played without boxes: anyone at the table bets on the layout, so the seats' strip is left out. */
  seatless: true,
  messages,
  /** The straight-up minimum and the straight-up maximum (per-spot tables) or the table maximum (003). */
  limits: (config) => {
    const c = (config ?? {}) as { minimum?: unknown; maximum?: unknown; maxMultipliers?: { straight?: unknown } };
    if (typeof c.minimum !== 'number') return null;
    const m = c.maxMultipliers?.straight;
    return { min: c.minimum, max: typeof m === 'number' ? m * c.minimum : typeof c.maximum === 'number' ? c.maximum : c.minimum };
  },
  Table: (p) => h(RouletteTable, p),
  Recall: (p) => h(RouletteRecall, p),
};
