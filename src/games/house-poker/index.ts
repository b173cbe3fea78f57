/**
 * @module games/house-poker
 * The house-banked poker family (issue 18): games where each box plays its own hand against the dealer's, built on
 * one engine from variant data (engine/). Games: three-card poker / Tripoker; poker without discards (Caribbean type);
 * poker with discards (the engine's discard step); Casino Texas Hold'em / Texas poker (the community-card engine,
 * holdem/); Trijoker (three bets, two taken back, no dealer hand: trijoker/). See docs/games/house-poker.md.
 */
import type { AnyGame } from '../../core/contract.js';
import { casinoHoldem } from './casino-holdem.js';
import { threeCard } from './three-card.js';
// caribbean
import { caribbean } from './caribbean.js';
import { pokerWithDiscards } from './poker-with-discards.js';
import { trijoker } from './trijoker.js';
import { paiGow } from './pai-gow.js';
import { russianPoker } from './russian.js';
import { oasisPoker } from './oasis.js';
import { drawPoker } from './draw-poker.js';
import { ultimateHoldem } from './ultimate-holdem.js';

export { casinoHoldem, threeCard, caribbean, pokerWithDiscards, trijoker, paiGow, russianPoker, oasisPoker, drawPoker, ultimateHoldem };
export const games: AnyGame[] = [threeCard, caribbean, pokerWithDiscards, trijoker, casinoHoldem, ultimateHoldem, paiGow, russianPoker, oasisPoker, drawPoker];
