/**
 * @module games/circle-poker/variants/five-card-draw
 * Five-card covered poker with a discard (000 §17.1): five cards face down; a betting round; one draw of none to four
 * cards ("aski" for none), a player discarding four getting three and then the fourth after the others; a second
 * betting round (the text writes only the first: the second is the usual draw game's, before the showdown). "Figures"
 * (five cards of aces to jacks) ranks between three of a kind and two pair (000 §17 VI.1 h). 52 cards, or 32 (aces to
 * sevens, 000 §17.4) where the profile names the `32` deck: then the flush beats the full house and A-7-8-9-10 is a
 * straight (000 §17 VI.1). The Hand and the second Hand post the table minimum and its double (the blinds); the
 * "itsua" straddles follow (the profile's `straddle`). No burn: the text burns a card only after a re-cut (IV).
 */
import type { CircleVariant } from '../variant.js';

export const fiveCardDraw: CircleVariant = {
  id: 'five-card-draw', name: 'Five-card draw', cite: '000 §17.1', ranks: '23456789TJQKA', boards: 0,
  streets: [
    { burn: 0, hole: ['down', 'down', 'down', 'down', 'down'], board: 0, opener: 'after-blinds', bigBet: false },
    { burn: 0, hole: [], board: 0, opener: 'left-of-button', bigBet: false, draw: { min: 0, max: 4, replace: true, firstPass: 3, cite: '000 §17.1 III' } },
  ],
  hands: [{ kind: 'high', ranking: 'draw-52-figures', hole: 'any' }], forced: 'blinds', lowShowing: false,
  decks: { '32': { ranks: '789TJQKA', hands: [{ kind: 'high', ranking: 'draw-32-figures', hole: 'any' }] } },
};
