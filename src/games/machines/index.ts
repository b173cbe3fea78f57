/**
 * @module games/machines
 * Gaming machines (003 §4, 000-A4): one player against the operator, each machine a variant of data (its pay
 * table, class and declared return) and a small part per kind of game.
 */
import type { AnyGame } from '../../core/contract.js';
import { machineBingo } from './bingo/index.js';
import { electronicBlackjack } from './electronic-blackjack/index.js';
import { electronicRoulette } from './electronic-roulette/index.js';
import { hiLo } from './hi-lo/index.js';
import { keno } from './keno/index.js';
import { reelSlot } from './reels/index.js';
import { videoPokerGames } from './video-poker/index.js';

export const games: AnyGame[] = [...videoPokerGames, reelSlot, keno, electronicRoulette, electronicBlackjack, hiLo, machineBingo];
