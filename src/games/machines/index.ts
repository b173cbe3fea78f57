/**
 * @module games/machines
 * Gaming machines (003 §4, 000-A4): one player against the operator, each machine a variant of data (its pay
 * table, class and declared return) and a small part per kind of game.
 */
import type { AnyGame } from '../../core/contract.js';
import { electronicRoulette } from './electronic-roulette/index.js';
import { keno } from './keno/index.js';
import { reelSlot } from './reels/index.js';
import { videoPokerGames } from './video-poker/index.js';

/**
 * Keno and the electronic roulette are built and tested (their own tests import them) but not registered yet: both
 * need a table flow in which the player is awaited once the game has started (keno: the stake first, then the marks;
 * the roulette: the spin on a timer), so that a table runs them to the end (test/server/every-game).
 */
export const unregistered: AnyGame[] = [keno, electronicRoulette];

export const games: AnyGame[] = [...videoPokerGames, reelSlot];
