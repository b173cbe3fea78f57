/**
 * @module web/games/baccarat
 * The baccarat family's web component: punto y banca, chemin de fer and baccarat à deux tableaux.
 * Register it with one line in web/src/games/index.ts (`import { baccarat } from './baccarat/index.js'`).
 */
import { h } from 'preact';
import type { GameComponent } from '../types.js';
import { messages } from './messages.js';
import { BaccaratRecall, BaccaratTable, baccaratSeats } from './table.js';

export const baccarat: GameComponent = {
  family: 'baccarat',
  doneBetting: 'done',
  messages,
  /** Punto y banca `minBet`/`maxBet`, chemin de fer `puntoMin` (the bank is the maximum), deux tableaux `minStake`/`maxStake`. */
  limits: (config) => {
    const c = (config ?? {}) as Record<string, unknown>;
    const num = (k: string) => (typeof c[k] === 'number' ? (c[k] as number) : null);
    const min = num('minBet') ?? num('puntoMin') ?? num('minStake');
    const max = num('maxBet') ?? num('maxStake') ?? (num('puntoMin') !== null ? 100 * (num('puntoMin') as number) : null);
    return min !== null && max !== null ? { min, max } : null;
  },
  Table: (p) => h(BaccaratTable, p),
  Recall: (p) => h(BaccaratRecall, p),
  seats: baccaratSeats,
};
