/**
 * @module games/circle-poker/variants/texas-holdem
 * Texas Hold'em (000 §17.3.1, 003 §3.5.1): two hole cards face down, five community cards, the best five of seven,
 * any of them.
 */
import type { CircleVariant } from '../variant.js';
import { flopStreets } from './streets.js';

export const texasHoldem: CircleVariant = {
  id: 'texas-holdem', name: "Texas Hold'em", cite: '000 §17.3.1; 003 §3.5.1', ranks: '23456789TJQKA', boards: 1,
  streets: flopStreets(2), hands: [{ kind: 'high', ranking: 'standard', hole: 'any' }], forced: 'blinds', lowShowing: false,
};
