/**
 * @module games/house-poker/trijoker/profile
 * The Trijoker profile (000 §13; docs/games/house-poker.md): each rule a cited parameter.
 * - `boxes`: player spaces (seven); `limitRatios`: the maximum of each of a player's three bets is the minimum × one of
 *   these (the minimum and maximum apply to each box, V.2–V.3).
 * - `payTable`: what every bet still in play wins by the final five cards (3 + the 2 community cards); `pairMinimum`:
 *   the lowest pair that pays (J: "a pair of Jacks or better").
 * - `voidExposedFrom`: a community card exposed by mistake voids the whole hand when it is of this rank or higher (J);
 *   below it the hand goes on (V.4).
 * - `timeout`: what the timer does for a player who has not decided on bet 1 or 2 (the bet stays: leaving it needs no
 *   act).
 */
import { z } from 'zod';
import { roundingPolicySchema } from '../../../money/rounding.js';
import { cited } from '../../../rules/cited.js';
import { profileHeader } from '../../../rules/profile-set.js';
import { payTableSchema } from '../engine/profile.js';

const int = z.number().int();
const rank = z.enum(['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A']);

export const trijokerProfileSchema = z.object({
  ...profileHeader,
  rounding: cited(roundingPolicySchema),
  boxes: cited(int.min(1).max(7)),
  limitRatios: cited(z.array(int.min(1)).min(1).nullable()),
  payTable: cited(payTableSchema),
  pairMinimum: cited(rank),
  voidExposedFrom: cited(rank),
  timeout: cited(z.enum(['let-ride', 'take-back'])),
  cites: z.object({ deal: z.string().min(1), first: z.string().min(1), second: z.string().min(1), settle: z.string().min(1), ranking: z.string().min(1), bets: z.string().min(1) }),
});
export type TrijokerProfile = z.infer<typeof trijokerProfileSchema>;

export const trijokerTableSchema = z.object({ minimum: int.min(1), maximum: int.min(1), chipUnit: int.min(1), boxes: int.min(1).max(7) });
export type TrijokerTable = z.infer<typeof trijokerTableSchema>;

export const defaultTrijokerTable = (p: TrijokerProfile): TrijokerTable => ({ minimum: 100, maximum: 100 * (p.limitRatios.value?.[0] ?? 10), chipUnit: 100, boxes: p.boxes.value });
