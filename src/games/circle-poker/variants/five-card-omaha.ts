/**
 * @module games/circle-poker/variants/five-card-omaha
 * Five-card Omaha (000 §17.2.2, 003 §3.5.9): five hole cards face down, two of them and three of the board; at most
 * eight players (000 §17.2.2 II, in the profile's `seats`).
 */
import type { CircleVariant } from '../variant.js';
import { flopStreets } from './streets.js';

export const omaha5: CircleVariant = {
  id: 'five-card-omaha', name: 'Five-card Omaha', cite: '000 §17.2.2; 003 §3.5.9', ranks: '23456789TJQKA', boards: 1,
  streets: flopStreets(5), hands: [{ kind: 'high', ranking: 'standard', hole: 2 }], forced: 'blinds', lowShowing: false,
};
