/**
 * @module games/circle-poker/variants/five-card-stud
 * Five Card Stud (000 §17.4): 32 cards (sevens to aces; a flush beats a full house, A-7-8-9-10 is a straight: the
 * `stud-32` ranking); one card down and one up, then three more up, four betting rounds; the highest combination
 * showing speaks first on every round. Antes only.
 */
import type { CircleVariant } from '../variant.js';

const up = { burn: 0, hole: ['up'] as const, board: 0, opener: 'best-showing' as const };
export const fiveCardStud: CircleVariant = {
  id: 'five-card-stud', name: 'Five Card Stud', cite: '000 §17.4', ranks: '789TJQKA', boards: 0,
  streets: [{ burn: 0, hole: ['down', 'up'], board: 0, opener: 'best-showing', bigBet: false }, { ...up, bigBet: false }, { ...up, bigBet: true }, { ...up, bigBet: true }],
  hands: [{ kind: 'high', ranking: 'stud-32', hole: 'any' }], forced: 'antes', lowShowing: false,
};
