/**
 * @module games/house-poker
 * The house-banked poker family (issue 18): games where each box plays its own hand against the dealer's, built on
 * one engine from variant data (engine/). Three-card poker / Tripoker; poker without discards (Caribbean type).
 * See docs/games/house-poker.md.
 */
import type { AnyGame } from '../../core/contract.js';
import { threeCard } from './three-card.js';
// caribbean
import { caribbean } from './caribbean.js';

export { threeCard, caribbean };
export const games: AnyGame[] = [threeCard, caribbean];
