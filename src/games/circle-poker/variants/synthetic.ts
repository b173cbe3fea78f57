/**
 * @module games/circle-poker/variants/synthetic
 * Synthetic poker (000 §17.6; 001 §12 IX): 28 cards, aces to eights (the ace low before the eight, so A-8-9-10-J is
 * the lowest straight; the flush beats the full house with fewer than 52 cards, 000 §17 VI.1, 001 §12 VI.1: the
 * `synthetic-28` ranking). Antes; two cards face down to each player and the first of five community cards; a betting
 * round after each community card (five), the first opened by the Hand (the first seat left of the button), the
 * later ones by the player who made the highest bet. The hand is the two hole cards and three of the board. No burn
 * card (neither text burns one).
 */
import type { CircleVariant, Street } from '../variant.js';

const later: Street = { burn: 0, hole: [], board: 1, opener: 'highest-bettor', bigBet: false };
export const synthetic: CircleVariant = {
  id: 'synthetic-poker', name: 'Synthetic poker', cite: '000 §17.6; 001 §12 IX', ranks: '89TJQKA', boards: 1,
  streets: [{ burn: 0, hole: ['down', 'down'], board: 1, opener: 'left-of-button', bigBet: false }, later, later, later, later],
  hands: [{ kind: 'high', ranking: 'synthetic-28', hole: 2 }], forced: 'antes', lowShowing: false,
};
