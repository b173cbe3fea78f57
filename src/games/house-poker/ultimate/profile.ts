/**
 * @module games/house-poker/ultimate/profile
 * The profile of Ultimate Texas Hold'em (003 §2.2.9): each rule a cited parameter (docs/games/house-poker.md).
 * - `boxes`, `limitRatios`, `rounding`, `qualifier` (the dealer's lowest game: a pair of twos, `2c2d3h4s5c`): as
 *   the other board games.
 * - `preflop`, `flop`, `river`: the PLAY bet's allowed multiples of the ANTE at each decision (3× or 4× before the
 *   flop, 2× after it, 1× after the river); before the river the other choice is to check, at the river to fold.
 * - `blind`: the BLIND's pay table when the player beats the dealer (only a straight or better: every line is a
 *   straight or above; a lower winning hand leaves the BLIND untouched, §2.2.9.29, .32).
 * - `trips`: the TRIPS side bet's table on the player's best five of seven (three of a kind or better, §2.2.9.33), or
 *   null where not offered; `foldLosesTrips`: a fold loses the TRIPS too, or leaves it settled on the cards.
 * - `blindHands` (optional): blind hands (§2.2.9.5–8, .12; holdem/blind.ts): offered, the boxes adjacent, the PLAY's
 *   multiples placed before the deal (1× to 4×, §2.2.9.8); absent: not offered.
 * 003 prints neither table (§2.2.9.34: "shown on the table"): the shipped ones are the common published tables, cited
 * as croupier defaults; a profile whose tables give the player the edge is refused at load (ultimate-holdem.ts).
 */
import { z } from 'zod';
import { roundingPolicySchema } from '../../../money/rounding.js';
import { cited } from '../../../rules/cited.js';
import { profileHeader } from '../../../rules/profile-set.js';
import { payTableSchema } from '../engine/profile.js';
import { blindHandsSchema } from '../holdem/blind.js';

const int = z.number().int();
const multiples = z.array(int.min(1).max(4)).min(1);
const ABOVE_STRAIGHT = ['royal-flush', 'straight-flush', 'four-of-a-kind', 'full-house', 'flush', 'straight'];
const ABOVE_TRIPS = [...ABOVE_STRAIGHT, 'three-of-a-kind'];
const only = (keys: readonly string[], what: string) => payTableSchema.refine((t) => Object.keys(t).every((k) => keys.includes(k)), `${what}`);

export const uthProfileSchemaBase = z.object({
  ...profileHeader,
  rounding: cited(roundingPolicySchema),
  boxes: cited(int.min(1).max(9)),
  limitRatios: cited(z.array(int.min(1)).min(1).nullable()),
  qualifier: cited(z.string().regex(/^([2-9TJQKA][cdhs]){5}$/)),
  preflop: cited(multiples),
  flop: cited(multiples),
  river: cited(multiples),
  blind: cited(only(ABOVE_STRAIGHT, 'the BLIND pays only a straight or better (003 §2.2.9.29, .32)')),
  trips: cited(only(ABOVE_TRIPS, 'TRIPS pays only three of a kind or better (003 §2.2.9.33)').nullable()),
  foldLosesTrips: cited(z.boolean()),
  blindHands: cited(blindHandsSchema).optional(),
  /** Where each procedure step is written (documentation and rejection citations). */
  cites: z.object({
    deal: z.string().min(1),
    flop: z.string().min(1),
    turnRiver: z.string().min(1),
    decide: z.string().min(1),
    showdown: z.string().min(1),
    ranking: z.string().min(1),
    bets: z.string().min(1),
    fold: z.string().min(1),
  }),
});
export type UthProfile = z.infer<typeof uthProfileSchemaBase>;
