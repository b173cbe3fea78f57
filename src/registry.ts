/**
 * @module registry
 * The one file that imports every game family. The server and the CLI know games only through this list.
 * A family's `index.ts` exports `games: AnyGame[]`; add one import and one spread line per family.
 */
import type { AnyGame } from './core/contract.js';
import { ConfigError } from './core/errors.js';

const GAMES: readonly AnyGame[] = [
];

export const games = (): readonly AnyGame[] => GAMES;

export function getGame(id: string): AnyGame {
  const g = GAMES.find((x) => x.id === id);
  if (!g) throw new ConfigError('registry/unknown-game', `no game ${id}; have ${GAMES.map((x) => x.id).join(', ')}`, { id });
  return g;
}
