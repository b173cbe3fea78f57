/**
 * @module games/circle-poker/variants/sviten-special
 * Sviten Special (003 §3.5.13): five cards to each player and 5 Card Omaha's board; after the flop each player may
 * exchange one to five of his cards, in turn from the button's left, a one-card exchange first offered the top card
 * face up (kept, or refused for the next card face down); the pot is shared between the best hand of the five cards
 * in hand alone and the best 5 Card Omaha hand (two hand cards and three of the board). The exchange is read as
 * after the flop's betting round, before the turn (the text says only "after the first three community cards");
 * betting rounds as in 5 Card Omaha. At most six players (the profile's `seats`).
 */
import type { CircleVariant } from '../variant.js';
import { flopStreets } from './streets.js';

const [pre, flop, turn, river] = flopStreets(5) as [ReturnType<typeof flopStreets>[number], ReturnType<typeof flopStreets>[number], ReturnType<typeof flopStreets>[number], ReturnType<typeof flopStreets>[number]];
export const svitenSpecial: CircleVariant = {
  id: 'sviten-special', name: 'Sviten Special', cite: '003 §3.5.13', ranks: '23456789TJQKA', boards: 1,
  streets: [pre, flop, { ...turn, draw: { min: 0, max: 5, replace: true, firstPass: null, offer: true, cite: '003 §3.5.13' } }, river],
  hands: [{ kind: 'high', ranking: 'standard', hole: 5 }, { kind: 'high', ranking: 'standard', hole: 2 }], forced: 'blinds', lowShowing: false,
};
