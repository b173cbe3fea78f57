/**
 * @module games/circle-poker/variants/omaha
 * Omaha (000 §17.2.1, 003 §3.5.3): four hole cards face down, five community cards; the hand uses exactly two hole
 * cards and three of the board.
 */
import type { CircleVariant } from '../variant.js';
import { flopStreets } from './streets.js';

export const omaha: CircleVariant = {
  id: 'omaha', name: 'Omaha', cite: '000 §17.2.1; 003 §3.5.3', ranks: '23456789TJQKA', boards: 1,
  streets: flopStreets(4), hands: [{ kind: 'high', ranking: 'standard', hole: 2 }], forced: 'blinds', lowShowing: false,
};
