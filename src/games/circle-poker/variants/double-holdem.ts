/**
 * @module games/circle-poker/variants/double-holdem
 * Double Hold'em (000 §17.3.2): two hole cards, two rows of community cards dealt together after one burn card per
 * street; the pot is divided in two, one half for the best hand with each row (a player may win both).
 */
import type { CircleVariant } from '../variant.js';
import { flopStreets } from './streets.js';

export const doubleHoldem: CircleVariant = {
  id: 'double-holdem', name: "Double Hold'em", cite: '000 §17.3.2', ranks: '23456789TJQKA', boards: 2,
  streets: flopStreets(2),
  hands: [{ kind: 'high', ranking: 'standard', hole: 'any', board: 0 }, { kind: 'high', ranking: 'standard', hole: 'any', board: 1 }],
  forced: 'blinds', lowShowing: false,
};
