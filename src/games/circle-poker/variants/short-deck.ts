/**
 * @module games/circle-poker/variants/short-deck
 * Short Deck Hold'em (003 §3.5.2): hold'em with a 36-card deck (twos to fives removed); a flush beats a full house
 * and A-6-7-8-9 is a straight (the `short-deck` ranking of poker-eval).
 */
import type { CircleVariant } from '../variant.js';
import { flopStreets } from './streets.js';

export const shortDeck: CircleVariant = {
  id: 'short-deck', name: "Short Deck Hold'em", cite: '003 §3.5.2', ranks: '6789TJQKA', boards: 1,
  streets: flopStreets(2), hands: [{ kind: 'high', ranking: 'short-deck', hole: 'any' }], forced: 'blinds', lowShowing: false,
};
