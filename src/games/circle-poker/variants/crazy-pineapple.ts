/**
 * @module games/circle-poker/variants/crazy-pineapple
 * Crazy Pineapple (003 §3.5.7): Texas Hold'em with three hole cards; each player discards one of them before the turn
 * is opened — after the flop's betting round (the text says only "before the turn") — and plays on as in hold'em, the
 * best five of his two cards and the board.
 */
import type { CircleVariant } from '../variant.js';
import { flopStreets } from './streets.js';

const [pre, flop, turn, river] = flopStreets(3) as [ReturnType<typeof flopStreets>[number], ReturnType<typeof flopStreets>[number], ReturnType<typeof flopStreets>[number], ReturnType<typeof flopStreets>[number]];
export const crazyPineapple: CircleVariant = {
  id: 'crazy-pineapple', name: 'Crazy Pineapple', cite: '003 §3.5.7', ranks: '23456789TJQKA', boards: 1,
  streets: [pre, flop, { ...turn, draw: { min: 1, max: 1, replace: false, firstPass: null, cite: '003 §3.5.7' } }, river],
  hands: [{ kind: 'high', ranking: 'standard', hole: 'any' }], forced: 'blinds', lowShowing: false,
};
