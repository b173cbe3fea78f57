/**
 * @module games/circle-poker/variants/watermelon
 * Watermelon (003 §3.5.10): Crazy Pineapple with four hole cards; each player discards one "before the flop is
 * opened" and another "before the turn is opened" — read, as in Crazy Pineapple, as after the betting round before
 * each (the text does not say which side of it) — and plays on as in hold'em, the best five of his two cards and the
 * board. Two `draw` streets without replacement.
 */
import type { CircleVariant, DrawRule } from '../variant.js';
import { flopStreets } from './streets.js';

const discardOne: DrawRule = { min: 1, max: 1, replace: false, firstPass: null, cite: '003 §3.5.10' };
const [pre, flop, turn, river] = flopStreets(4) as [ReturnType<typeof flopStreets>[number], ReturnType<typeof flopStreets>[number], ReturnType<typeof flopStreets>[number], ReturnType<typeof flopStreets>[number]];
export const watermelon: CircleVariant = {
  id: 'watermelon', name: 'Watermelon', cite: '003 §3.5.10', ranks: '23456789TJQKA', boards: 1,
  streets: [pre, { ...flop, draw: discardOne }, { ...turn, draw: discardOne }, river],
  hands: [{ kind: 'high', ranking: 'standard', hole: 'any' }], forced: 'blinds', lowShowing: false,
};
