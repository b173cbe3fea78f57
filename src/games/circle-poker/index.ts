/**
 * @module games/circle-poker
 * The circle-poker family: players against each other from seat stacks, the house taking its cut. One engine
 * (`game.ts`) and one data file per variant (`variants/`); docs/games/circle-poker.md.
 */
import type { AnyGame } from '../../core/contract.js';
import { circleGame } from './game.js';
import { doubleHoldem } from './variants/double-holdem.js';
import { fiveCardStud } from './variants/five-card-stud.js';
import { omaha } from './variants/omaha.js';
import { omaha5 } from './variants/five-card-omaha.js';
import { omahaHiLo } from './variants/omaha-hi-lo.js';
import { razz } from './variants/razz.js';
import { sevenCardStud } from './variants/seven-card-stud.js';
import { shortDeck } from './variants/short-deck.js';
import { texasHoldem } from './variants/texas-holdem.js';
import { courchevel } from './variants/courchevel.js';
import { soko } from './variants/soko.js';
import { studEight } from './variants/stud-eight.js';
import { fiveCardDraw } from './variants/five-card-draw.js';
import { crazyPineapple } from './variants/crazy-pineapple.js';
import { watermelon } from './variants/watermelon.js';
import { synthetic } from './variants/synthetic.js';
import { svitenSpecial } from './variants/sviten-special.js';

export const VARIANTS = [texasHoldem, omaha, omahaHiLo, omaha5, sevenCardStud, razz, shortDeck, doubleHoldem, fiveCardStud, studEight, courchevel, soko, fiveCardDraw, crazyPineapple, watermelon, synthetic, svitenSpecial] as const;
export const games: AnyGame[] = VARIANTS.map((v) => circleGame(v));
export { circleGame };
