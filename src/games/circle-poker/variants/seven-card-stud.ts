/**
 * @module games/circle-poker/variants/seven-card-stud
 * Seven Card Stud (000 §17.5, 003 §3.5.6): antes and a bring-in; two cards down and one up, three more up, the last
 * down; the best five of seven. The best hand showing speaks first after the first round.
 */
import type { CircleVariant } from '../variant.js';
import { sevenStudStreets } from './streets.js';

export const sevenCardStud: CircleVariant = {
  id: 'seven-card-stud', name: 'Seven Card Stud', cite: '000 §17.5; 003 §3.5.6', ranks: '23456789TJQKA', boards: 0,
  streets: sevenStudStreets('best-showing'), hands: [{ kind: 'high', ranking: 'standard', hole: 'any' }], forced: 'bring-in', lowShowing: false,
};
