/**
 * @module web/games
 * The per-game component registry. One import and one entry per family; the table page looks components up by
 * `Game.family` and falls back to the generic component.
 */
import type { GameComponent } from './types.js';
import { blackjack } from './blackjack/index.js';
import { baccarat } from './baccarat/index.js';
import { craps } from './craps/index.js';
import { roulette } from './roulette/index.js';
import { boule } from './boule/index.js';
import { wheelOfFortune } from './wheel-of-fortune/index.js';
import { trenteEtQuarante } from './trente-et-quarante/index.js';
import { machines } from './machines/index.js';
import { housePoker } from './house-poker/index.js';
import { circlePoker } from './circle-poker/index.js';
import { bingo } from './bingo/index.js';
import { generic } from './generic/index.js';
import { monte } from './monte/index.js';

const COMPONENTS: readonly GameComponent[] = [
  blackjack,
  baccarat,
  craps,
  roulette,
  boule,
  wheelOfFortune,
  trenteEtQuarante,
  machines,
  housePoker,
  circlePoker,
  bingo,
  monte,
];

export const gameComponents = (): readonly GameComponent[] => COMPONENTS;

/** The component for a game family, or the generic one. */
export const componentFor = (family: string): GameComponent => COMPONENTS.find((c) => c.family === family) ?? generic;
