/**
 * @module games/circle-poker/variants/stud-eight
 * Eight-or-better high-low stud (003 §3.5.12): Seven Card Stud's deal and betting; the pot is shared between the best
 * high hand and the best low of five cards from ace to eight, any five of the seven; without a qualifying low the high
 * hand takes the whole pot (read from Omaha Hi/Lo, 003 §3.5.4.3: the text does not say it for stud).
 */
import type { CircleVariant } from '../variant.js';
import { sevenStudStreets } from './streets.js';

export const studEight: CircleVariant = {
  id: 'stud-eight', name: 'Seven Card Stud Hi/Lo (eight or better)', cite: '003 §3.5.12', ranks: '23456789TJQKA', boards: 0,
  streets: sevenStudStreets('best-showing'),
  hands: [{ kind: 'high', ranking: 'standard', hole: 'any' }, { kind: 'low', low: 'eight-or-better', hole: 'any' }],
  forced: 'bring-in', lowShowing: false,
};
