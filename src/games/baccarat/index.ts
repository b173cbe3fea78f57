/**
 * @module games/baccarat
 * The baccarat family: punto y banca (the house banks), chemin de fer and baccarat à deux tableaux (players bank).
 */
import type { AnyGame } from '../../core/contract.js';
import { puntoBanca } from './punto-banca/game.js';
import { cheminDeFer } from './chemin-de-fer/game.js';
import { deuxTableaux } from './deux-tableaux/game.js';

export { puntoBanca, cheminDeFer, deuxTableaux };
export const games: AnyGame[] = [puntoBanca, cheminDeFer, deuxTableaux];
