/**
 * @module registry
 * The one file that imports every game family. The server and the CLI know games only through this list.
 * A family's `index.ts` exports `games: AnyGame[]`; add one import and one spread line per family.
 */
import type { AnyGame } from './core/contract.js';
import { ConfigError } from './core/errors.js';
import { games as baccaratGames } from './games/baccarat/index.js';
import { games as blackjackGames } from './games/blackjack/index.js';
import { games as crapsGames } from './games/craps/index.js';
import { games as rouletteGames } from './games/roulette/index.js';
import { games as bouleGames } from './games/boule/index.js';
import { games as wheelOfFortuneGames } from './games/wheel-of-fortune/index.js';
import { games as trenteEtQuaranteGames } from './games/trente-et-quarante/index.js';
import { games as machineGames } from './games/machines/index.js';
import { games as housePokerGames } from './games/house-poker/index.js';
import { games as circlePokerGames } from './games/circle-poker/index.js';
import { games as bingoGames } from './games/bingo/index.js';
import { games as monteGames } from './games/monte/index.js';

const GAMES: readonly AnyGame[] = [
  ...blackjackGames,
  ...crapsGames,
  ...baccaratGames,
  ...rouletteGames,
  ...bouleGames,
  ...wheelOfFortuneGames,
  ...trenteEtQuaranteGames,
  ...machineGames,
  ...housePokerGames,
  ...circlePokerGames,
  ...bingoGames,
  ...monteGames,
];

export const games = (): readonly AnyGame[] => GAMES;

export function getGame(id: string): AnyGame {
  const g = GAMES.find((x) => x.id === id);
  if (!g) throw new ConfigError('registry/unknown-game', `no game ${id}; have ${GAMES.map((x) => x.id).join(', ')}`, { id });
  return g;
}
