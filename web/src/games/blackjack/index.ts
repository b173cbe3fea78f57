/**
 * @module web/games/blackjack
 * Blackjack's web component (blackjack and triple blackjack): the table, the recall view and the family's words.
 */
import { h } from 'preact';
import type { GameComponent } from '../types.js';
import { messages } from './messages.js';
import { BlackjackRecall, BlackjackTable } from './table.js';

export const blackjack: GameComponent = {
  family: 'blackjack',
  doneBetting: 'done-betting',
  messages,
  /** The table config's `minimum` and `maximum` (games/blackjack/table.ts). */
  limits: (config) => {
    const c = (config ?? {}) as { minimum?: unknown; maximum?: unknown };
    return typeof c.minimum === 'number' && typeof c.maximum === 'number' ? { min: c.minimum, max: c.maximum } : null;
  },
  Table: (p) => h(BlackjackTable, p),
  Recall: (p) => h(BlackjackRecall, p),
};
