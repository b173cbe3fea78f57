/**
 * @module games/circle-poker/variants/omaha-hi-lo
 * Omaha Hi&Low (000 §17.2.3, 003 §3.5.4): Omaha's deal; the pot is shared between the best high hand and the best
 * low of five different ranks from ace to eight, two hole cards and three of the board; without a qualifying low
 * the high hand takes the whole pot (003 §3.5.4.3).
 */
import type { CircleVariant } from '../variant.js';
import { flopStreets } from './streets.js';

export const omahaHiLo: CircleVariant = {
  id: 'omaha-hi-lo', name: 'Omaha Hi/Lo', cite: '000 §17.2.3; 003 §3.5.4', ranks: '23456789TJQKA', boards: 1,
  streets: flopStreets(4),
  hands: [{ kind: 'high', ranking: 'standard', hole: 2 }, { kind: 'low', low: 'eight-or-better', hole: 2 }],
  forced: 'blinds', lowShowing: false,
};
