/**
 * @module games/circle-poker/variants/courchevel
 * Courchevel (003 §3.5.8): Omaha with five hole cards; the first card of the flop is dealt face up with the hole
 * cards, without a burn, before the first betting round; the dealer then burns one card and completes the flop with
 * two, and the turn and river follow as in Omaha. Two hole cards and three of the board; at most eight players (the
 * profile's `seats`).
 */
import type { CircleVariant } from '../variant.js';
import { flopStreets } from './streets.js';

const [first, , turn, river] = flopStreets(5) as [ReturnType<typeof flopStreets>[number], unknown, ReturnType<typeof flopStreets>[number], ReturnType<typeof flopStreets>[number]];
export const courchevel: CircleVariant = {
  id: 'courchevel', name: 'Courchevel', cite: '003 §3.5.8', ranks: '23456789TJQKA', boards: 1,
  streets: [{ ...first, board: 1 }, { burn: 1, hole: [], board: 2, opener: 'left-of-button', bigBet: false }, turn, river],
  hands: [{ kind: 'high', ranking: 'standard', hole: 2 }], forced: 'blinds', lowShowing: false,
};
