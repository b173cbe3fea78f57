/**
 * @module games/circle-poker/variants/soko
 * Sökö, Five Card Stud (003 §3.5.5): 52 cards; one card down and one up, then three more up, four betting rounds;
 * the best hand of the five cards, with the four-card straight and the four-card flush between one pair and two
 * pairs (the `soko` ranking of poker-eval). The text names no forced bets for it: the stud bring-in of 003 §3.1.5.1,
 * the best hand showing speaking first on the later rounds.
 */
import type { CircleVariant } from '../variant.js';

const up = { burn: 0, hole: ['up'] as const, board: 0, opener: 'best-showing' as const };
export const soko: CircleVariant = {
  id: 'soko', name: 'Sökö (Five Card Stud)', cite: '003 §3.5.5', ranks: '23456789TJQKA', boards: 0,
  streets: [{ burn: 0, hole: ['down', 'up'], board: 0, opener: 'after-bring-in', bigBet: false }, { ...up, bigBet: false }, { ...up, bigBet: true }, { ...up, bigBet: true }],
  hands: [{ kind: 'high', ranking: 'soko', hole: 'any' }], forced: 'bring-in', lowShowing: false,
};
