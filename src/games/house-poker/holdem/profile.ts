/**
 * @module games/house-poker/holdem/profile
 * The profile of the community-card house games (Casino Texas Hold'em, 003 §2.2.10; Texas poker, 000 §16): each rule
 * a cited parameter (docs/games/house-poker.md).
 * - `boxes`, `limitRatios`: as the three-card engine (the table maximum = the minimum × one of the ratios, or null).
 * - `qualifier`: the dealer's lowest qualifying five-card hand, as cards (`4c4d5h3s2c`: a pair of fours).
 * - `callMultiple`: the call (BET / 2nd bet) as a multiple of the ante.
 * - `antePays`: the ante's pay table on the player's final hand (every category listed; `royal-flush` may have its
 *   own line); `playPays`: what the call wins against a qualifying dealer.
 * - `anteAgainstUnqualified`: a dealer without a qualifying hand pays the ante per the table (`paid`), or does so
 *   unless his hand beats the player's (`paid-unless-beaten`, 003 §2.2.10.30); the call is then left unchanged.
 * - `bonus`: the side bet's table on the player's two cards and the flop (or null); `bonusPairMinimum`: the lowest
 *   pair that pays (a rank letter, or null); `bonusHoleCards`: per category, how many of the player's two cards must
 *   be among the cards making the combination (a five-card combination uses both).
 * - `foldLosesBonus`: a fold loses the side bet too, or leaves it to be settled on the cards.
 * - `timeout`: the decision a timer takes for a player who has not chosen.
 * - `jackpotSystem` (optional): Casino Hold'em's jackpot system (003 §2.2.10.21, 003-TJP; holdem/jackpot.ts): at a
 *   table whose configuration links a jackpot (`jackpot: { id, stake }`), the side `spot` that is the JP bet (one stake,
 *   dropped into the box whole even when it wins) and the jackpot's prize table on that spot's combination (each line a
 *   `share` of the pool or `times` the stake, paid from the pool); null or absent: no jackpot system.
 * - `blindHands` (optional): blind hands (003 §2.2.10.6–7, .9, .13; holdem/blind.ts): offered, the boxes adjacent,
 *   the BET's multiples (absent: the call's); absent: not offered (000 has none).
 */
import { z } from 'zod';
import { roundingPolicySchema } from '../../../money/rounding.js';
import { cited } from '../../../rules/cited.js';
import { profileHeader } from '../../../rules/profile-set.js';
import { blindHandsSchema } from './blind.js';
import { jackpotPrizesSchema, PAY_KEYS, payRatioSchema, payTableSchema } from '../engine/profile.js';

const int = z.number().int();

/** The jackpot system's part of a profile: the side spot that is the JP bet, and the prizes on its combination. */
export const holdemJackpotSystemSchema = z.object({ spot: z.string().regex(/^[a-z-]{1,20}$/), prizes: jackpotPrizesSchema.shape.prizes }).strict();
export type HoldemJackpotSystem = z.infer<typeof holdemJackpotSystemSchema>;

export const holdemProfileShape = {
  ...profileHeader,
  rounding: cited(roundingPolicySchema),
  boxes: cited(int.min(1).max(9)),
  limitRatios: cited(z.array(int.min(1)).min(1).nullable()),
  qualifier: cited(z.string().regex(/^([2-9TJQKA][cdhs]){5}$/)),
  callMultiple: cited(int.min(1).max(4)),
  antePays: cited(payTableSchema.refine((t) => PAY_KEYS.every((k) => k === 'royal-flush' || t[k] !== undefined), 'the ante table lists every hand category')),
  playPays: cited(payRatioSchema),
  anteAgainstUnqualified: cited(z.enum(['paid', 'paid-unless-beaten'])),
  bonus: cited(payTableSchema.nullable()),
  bonusPairMinimum: cited(z.enum(['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A']).nullable()),
  bonusHoleCards: cited(z.partialRecord(z.enum(PAY_KEYS), int.min(0).max(2))),
  foldLosesBonus: cited(z.boolean()),
  timeout: cited(z.enum(['fold'])),
  jackpotSystem: cited(holdemJackpotSystemSchema.nullable()).optional(),
  blindHands: cited(blindHandsSchema).optional(),
  /** Where each procedure step is written (documentation and rejection citations). */
  cites: z.object({ deal: z.string().min(1), flop: z.string().min(1), decide: z.string().min(1), showdown: z.string().min(1), ranking: z.string().min(1), bets: z.string().min(1) }),
};
export const holdemProfileSchema = z.object(holdemProfileShape);
export type HoldemProfile = z.infer<typeof holdemProfileSchema>;

export const holdemTableSchema = z.object({
  minimum: int.min(1),
  maximum: int.min(1),
  chipUnit: int.min(1),
  boxes: int.min(1).max(9),
  sideMinimum: int.min(1),
  sideMaximum: int.min(1),
  /** The jackpot this table feeds (an id the server holds) and the JP bet's one stake (003 §2.3.2); absent or null: none. */
  jackpot: z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/), stake: int.min(1) }).nullable().optional(),
});
export type HoldemTable = z.infer<typeof holdemTableSchema>;

export const defaultHoldemTable = (p: { readonly boxes: { readonly value: number }; readonly limitRatios: { readonly value: readonly number[] | null } }): HoldemTable => ({
  minimum: 100,
  maximum: 100 * (p.limitRatios.value?.[0] ?? 50),
  chipUnit: 100,
  boxes: p.boxes.value,
  sideMinimum: 100,
  sideMaximum: 100 * (p.limitRatios.value?.[0] ?? 50),
});
