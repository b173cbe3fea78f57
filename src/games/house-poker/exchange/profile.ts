/**
 * @module games/house-poker/exchange/profile
 * The profile of the exchange games of 003 (Russian poker 003 §2.2.8, Oasis poker 003 §2.2.4): five cards against the
 * dealer's, a paid exchange of cards before the BET, buying the dealer a game when he has none. Each rule a cited
 * parameter (docs/games/house-poker.md):
 * - `boxes`: boxes at the table; `betMultiple`: the BET as a multiple of the ANTE (003: "kahekordne", 2).
 * - `qualifier`: the dealer's lowest game, as cards (`AcKd4h3s2c`: ace-king).
 * - `exchange`: how many cards a box may exchange (`min`–`max`) and the fee in ANTEs, `flat` (one fee whatever the
 *   count, 003 §2.2.8.18), `per-card` (003 §2.2.4.18) or `free` (003 §2.2.6.20); `sixthCard`: a sixth card may be bought
 *   for one ANTE instead.
 * - `dealerDraw`: the dealer draws by fixed rules before he is judged (Draw poker, 003 §2.2.6.23–27; dealer-draw.ts),
 *   with the reading the text leaves open: no pair beside four to a straight or flush (`noPairWithDraw`: one card,
 *   §2.2.6.25, or his two lowest, §2.2.6.23); absent where the dealer keeps his five (Russian, Oasis).
 * - `payTable`: what the BET wins against a qualifying dealer by the player's combination (`ace-king` the lowest line);
 *   `antePays`: what the ANTE wins then (Russian: 0, "ANTE panust välja ei maksta", returned); `anteWhenNotQualified`.
 * - `twoCombinations`: at most two combinations paid per box (003 §2.2.8.40–41), the total capped at `maxPayout`
 *   times the BET at the table maximum (§2.2.8.42); null where only the best hand is paid.
 * - `buyGame`: the player may buy the dealer a game for one ANTE when he has none (003 §2.2.8.34, §2.2.4.30), or null;
 *   `redrawSameRank`: a replacement of the removed card's rank is thrown again unless it gives him a game (§2.2.8.36).
 * - `insurance`: against the dealer having no game, on a combination of at least `from` (null: not offered).
 * - `jackpot` (optional): the Poker Progressive Jackpot's prize table (003 §2.2.4.35, §2.2.6.37, §2.3; exchange/jackpot.ts),
 *   each combination of the five cards as dealt a `share` of the pool or `times` the JP stake, or null.
 * - `blindHands` (optional): a player on several boxes plays one open hand and the rest blind, their BET placed before
 *   the deal (exchange/blind.ts): `adjacent` (his boxes side by side), whether a blind box may `exchange` (positions
 *   chosen unseen), buy a `sixthCard`, `insure` (one ANTE, returned when its combination is below the insurance's);
 *   absent or null: no blind hands, a BET before the deal is refused.
 * - `timeout`: what the timers decide (the first decision: fold; the purchase of a game: take the ANTE).
 */
import { z } from 'zod';
import { roundingPolicySchema } from '../../../money/rounding.js';
import { cited } from '../../../rules/cited.js';
import { profileHeader } from '../../../rules/profile-set.js';
import { jackpotPrizesSchema, payRatioSchema } from '../engine/profile.js';

const int = z.number().int();
/** Pay-table lines: the poker-eval categories, the royal flush, and the ace-king high hand (003 §2.2.8.31, §2.2.8.38). */
export const EX_PAY_KEYS = ['royal-flush', 'straight-flush', 'four-of-a-kind', 'full-house', 'flush', 'straight', 'three-of-a-kind', 'two-pair', 'pair', 'ace-king'] as const;
export type ExPayKey = (typeof EX_PAY_KEYS)[number];
export const exPayTableSchema = z.partialRecord(z.enum(EX_PAY_KEYS), payRatioSchema);
export type ExPayTable = z.infer<typeof exPayTableSchema>;

export const exchangeProfileSchema = z.object({
  ...profileHeader,
  rounding: cited(roundingPolicySchema),
  boxes: cited(int.min(1).max(7)),
  betMultiple: cited(int.min(1).max(4)),
  qualifier: cited(z.string().regex(/^([2-9TJQKA][cdhs]){5}$/)),
  exchange: cited(z.object({ min: int.min(1).max(5), max: int.min(1).max(5), fee: z.enum(['flat', 'per-card', 'free']) }).refine((e) => e.min <= e.max, 'min ≤ max')),
  sixthCard: cited(z.boolean()),
  payTable: cited(exPayTableSchema),
  antePays: cited(payRatioSchema),
  anteWhenNotQualified: cited(payRatioSchema),
  twoCombinations: cited(z.object({ maxPayout: int.min(1) }).nullable()),
  buyGame: cited(z.object({ redrawSameRank: z.boolean() }).nullable()),
  insurance: cited(z.object({ from: z.enum(['three-of-a-kind', 'straight', 'flush', 'full-house', 'four-of-a-kind']), pays: payRatioSchema, whenDealerWins: z.enum(['returned', 'lost']) }).nullable()),
  dealerDraw: cited(z.object({ noPairWithDraw: z.enum(['draw-one', 'draw-two']) }).nullable()).optional(),
  jackpot: cited(jackpotPrizesSchema.nullable()).optional(),
  blindHands: cited(z.object({ adjacent: z.boolean(), exchange: z.boolean(), sixthCard: z.boolean(), insure: z.boolean() }).nullable()).optional(),
  cites: z.object({ deal: z.string().min(1), first: z.string().min(1), second: z.string().min(1), showdown: z.string().min(1), buy: z.string().min(1), bets: z.string().min(1), ranking: z.string().min(1) }),
});
export type ExchangeProfile = z.infer<typeof exchangeProfileSchema>;

export const exchangeTableSchema = z.object({
  minimum: int.min(1),
  maximum: int.min(1),
  chipUnit: int.min(1),
  boxes: int.min(1).max(7),
  /** The jackpot this table feeds (an id the server holds) and the JP bet's one stake (003 §2.3.2); absent or null: none. */
  jackpot: z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/), stake: int.min(1) }).nullable().optional(),
});
export type ExchangeTable = z.infer<typeof exchangeTableSchema>;

export const defaultExchangeTable = (p: ExchangeProfile): ExchangeTable => ({ minimum: 100, maximum: 5_000, chipUnit: 100, boxes: p.boxes.value });
