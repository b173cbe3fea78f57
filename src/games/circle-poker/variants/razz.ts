/**
 * @module games/circle-poker/variants/razz
 * Razz (003 §3.5.11): seven-card stud for the lowest five-card hand, ace to five (straights and flushes do not
 * count); the highest up card brings it in and the lowest hand showing speaks first.
 */
import type { CircleVariant } from '../variant.js';
import { sevenStudStreets } from './streets.js';

export const razz: CircleVariant = {
  id: 'razz', name: 'Razz', cite: '003 §3.5.11', ranks: '23456789TJQKA', boards: 0,
  streets: sevenStudStreets('lowest-showing'), hands: [{ kind: 'low', low: 'a5', hole: 'any' }], forced: 'bring-in', lowShowing: true,
};
