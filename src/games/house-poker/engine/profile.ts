/**
 * @module games/house-poker/engine/profile
 * The profile every house-banked poker variant reads (docs/games/house-poker.md): each rule a cited parameter.
 * - `boxes`: betting boxes at the table; `limitRatios`: the table maximum must be the minimum × one of these (or null).
 * - `qualifier`: the dealer's lowest qualifying hand, as cards (`Qc3d2h`: queen high); `null`: the dealer always plays.
 * - `playMultiples`: the play (raise) bet as allowed multiples of the ante.
 * - `antePays` / `playPays`: what the ante and the play bet win against a qualifying dealer; `anteWhenNotQualified`
 *   what the ante wins when the dealer does not qualify (the play bet is then left unchanged).
 * - `playTable` (optional): what the play bet wins against a qualifying dealer by the player's hand (poker without
 *   discards, 000 §11 V.1); where it is absent, or does not name the hand, the play bet wins `playPays`.
 * - `anteBonus`: paid on the ante of a played hand whatever the dealer holds; `pairPlus`: the side bet's table (or null).
 * - `insurance` (optional): a side bet paid on the box's first cards by this table (000 §11 VI.2), or null;
 *   `sideLimit` (optional): a side bet's maximum as a fraction of the table minimum (000 §11 V.2: half).
 *   Pay tables map a category (`royal-flush`, `straight-flush`, … `pair`) to winnings per unit (stake returned on top).
 * - `foldLosesSideBets`: a fold also loses the side bet (003 §2.2.5.16) or leaves it to be settled on the cards.
 * - `timeout`: the decision a timer takes for a player who has not chosen.
 * - `blindHands` (optional): blind hands / blind bets (003 §2.2.5.6, .9, .17; 000 §11 IV.3; engine/blind.ts): a box whose
 *   player places the continuation bet before the deal plays blind, one open hand per player; `adjacent`: his boxes
 *   next to each other; `mayPass`: a blind box may still pass after the deal. Absent or null: none (the BET before
 *   the deal is refused).
 * - `buyCard` (optional): buying a card (000 §11 VI.3): at his decision, before going on or passing, a box's player
 *   sets one card aside and pays `price` × his ante to the house for the next card of the deck, dealt face up; once a
 *   box; the side bets named in `forfeits` that the box holds are lost by the purchase. Absent or null: not offered.
 * - `jackpot` (optional): the jackpot bet's prize table (000 §11 VI.1, 001 §11 V.5), each combination a `share` of the
 *   pool or `times` the jackpot stake (a guaranteed sum), or null; the table's `jackpot: { id, stake }` links it to a
 *   jackpot the server holds (src/jackpots) and fixes the stake (within `sideLimit` where the text limits it).
 * - `jackpotStart` (optional): the least the linked jackpot must hold, in jackpot stakes: a progressive's start and a
 *   fixed jackpot's amount (000 §12 8.1: 1,000 and 2,000); refused at the link (src/jackpots/table-start). Absent or
 *   null: the text sets no minimum.
 */
import { z } from 'zod';
import { roundingPolicySchema } from '../../../money/rounding.js';
import { cited } from '../../../rules/cited.js';
import { profileHeader } from '../../../rules/profile-set.js';

const int = z.number().int();
export const payRatioSchema = z.object({ num: int.min(0), den: int.min(1) });
export type PayRatio = z.infer<typeof payRatioSchema>;
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
/** The least common denominator of pay ratios (1 for none): the unit 1/D in which the exact analyses count winnings. */
export const commonDenominator = (ratios: Iterable<PayRatio>): number => [...ratios].reduce((d, r) => (d / gcd(d, r.den)) * r.den, 1);
/** The hand categories a pay table may name (the poker-eval category names, and the royal flush). */
export const PAY_KEYS = ['royal-flush', 'straight-flush', 'four-of-a-kind', 'full-house', 'flush', 'straight', 'three-of-a-kind', 'two-pair', 'pair', 'high-card'] as const;
export const payTableSchema = z.partialRecord(z.enum(PAY_KEYS), payRatioSchema);
export type PayTable = z.infer<typeof payTableSchema>;

const jackpotPrizeSchema = z.union([z.object({ share: payRatioSchema.refine((r) => r.num > 0 && r.num <= r.den, 'a share of the pool in (0, 1]') }).strict(), z.object({ times: int.min(1) }).strict()]);
export const jackpotPrizesSchema = z.object({ prizes: z.partialRecord(z.enum(PAY_KEYS), jackpotPrizeSchema), withDiscards: z.partialRecord(z.enum(PAY_KEYS), jackpotPrizeSchema).optional() });
export type JackpotPrizes = z.infer<typeof jackpotPrizesSchema>;

export const housePokerProfileShape = {
  ...profileHeader,
  rounding: cited(roundingPolicySchema),
  boxes: cited(int.min(1).max(7)),
  limitRatios: cited(z.array(int.min(1)).min(1).nullable()),
  qualifier: cited(z.string().regex(/^([2-9TJQKA][cdhs]){3,5}$/).nullable()),
  playMultiples: cited(z.array(int.min(1).max(4)).min(1)),
  antePays: cited(payRatioSchema),
  anteWhenNotQualified: cited(payRatioSchema),
  playPays: cited(payRatioSchema),
  playTable: cited(payTableSchema).optional(),
  anteBonus: cited(payTableSchema),
  pairPlus: cited(payTableSchema.nullable()),
  insurance: cited(payTableSchema.nullable()).optional(),
  sideLimit: cited(payRatioSchema).optional(),
  foldLosesSideBets: cited(z.boolean()),
  jackpot: cited(jackpotPrizesSchema.nullable()).optional(),
  jackpotStart: cited(z.object({ progressive: int.min(1), fixed: int.min(1) }).strict().nullable()).optional(),
  buyCard: cited(z.object({ price: int.min(1), forfeits: z.array(z.enum(['insurance', 'jackpot'])) }).strict().nullable()).optional(),
  timeout: cited(z.enum(['fold'])),
  blindHands: cited(z.object({ adjacent: z.boolean(), mayPass: z.boolean() }).strict().nullable()).optional(),
  /** Where each procedure step is written (documentation and rejection citations). */
  cites: z.object({ deal: z.string().min(1), decide: z.string().min(1), showdown: z.string().min(1), ranking: z.string().min(1), bets: z.string().min(1) }),
};
export const housePokerProfileSchema = z.object(housePokerProfileShape);
export type HousePokerProfile = z.infer<typeof housePokerProfileSchema>;

export const housePokerTableSchema = z.object({
  minimum: int.min(1),
  maximum: int.min(1),
  chipUnit: int.min(1),
  boxes: int.min(1).max(7),
  sideMinimum: int.min(1),
  sideMaximum: int.min(1),
  /** The jackpot this table feeds (an id the server holds) and the jackpot bet's one stake; absent or null: none. */
  jackpot: z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/), stake: int.min(1) }).nullable().optional(),
});
export type HousePokerTable = z.infer<typeof housePokerTableSchema>;

/** The default table: minimum 100 (200 where side bets are limited to half the minimum, so one chip of 100 fits). */
export function defaultHousePokerTable(p: HousePokerProfile): HousePokerTable {
  const lim = p.sideLimit?.value;
  const minimum = lim ? 100 * Math.max(1, Math.ceil(lim.den / lim.num)) : 100;
  return {
    minimum,
    maximum: minimum * (p.limitRatios.value?.[0] ?? 50),
    chipUnit: 100,
    boxes: p.boxes.value,
    sideMinimum: 100,
    sideMaximum: lim ? Math.floor((minimum * lim.num) / lim.den) : 100 * (p.limitRatios.value?.[0] ?? 50),
  };
}
