/**
 * @module games/house-poker
 * The house-banked poker family (issue 18): games where each box plays its own hand against the dealer's, built on
 * one engine from variant data (engine/). First game: three-card poker / Tripoker. See docs/games/house-poker.md.
 */
import type { AnyGame } from '../../core/contract.js';
import { threeCard } from './three-card.js';

export { threeCard };
export const games: AnyGame[] = [threeCard];
