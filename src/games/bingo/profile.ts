/**
 * @module games/bingo/profile
 * Ninety-ball bingo (000-A3): the hall's profile.
 * - `prizes`: the line and bingo prizes, each a share of the game's takings in basis points (1/100 of a percent) and
 *   an optional cap in minor units. 000-A3 leaves the percentages to "the development regulation": profile data.
 *   Optional `ballOrder` prizes (para 3's other modes): the bingo's winners also take one when the bingo falls by its
 *   ball. All of them together never exceed the takings.
 * - `machines`: the most auxiliary machines a hall of each category may install (000-A3 para 6.a: 12/12/8/6).
 * - `seriesPerPlayer`: the most series a player may play in one game on a machine (para 6.b: 6).
 * - `linked`: the linked halls' prize (para 4): the share of each purchase that feeds the linked pool and the
 *   qualifying bingo (by ball `maxBall`); used only by a hall whose configuration names the pool.
 * - `rounding`: the rounding unit of prize shares (shares are always rounded down to it; the remainder stays with the
 *   house, docs/games/bingo.md).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { roundingPolicySchema } from '../../money/rounding.js';
import { cited } from '../../rules/cited.js';
import { profileHeader, profileSetFromDir, type ProfileSet } from '../../rules/profile-set.js';

const int = z.number().int();
const prize = z.object({ basisPoints: int.min(0).max(10_000), cap: int.min(1).nullable() });
/**
 * Another bingo mode (000-A3 para 3): a prize that depends on the order of the called ball — the bingo's winners take
 * it when the bingo falls on ball `maxBall` or earlier; a share of the takings like the others, in cash (a prize in kind
 * is not modelled). Not won, it stays with the house (no jackpot is carried: docs/games/bingo.md).
 */
const ballOrderPrize = z.object({ id: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/), maxBall: int.min(15).max(90), basisPoints: int.min(0).max(10_000), cap: int.min(1).nullable() });
export type BallOrderPrize = z.infer<typeof ballOrderPrize>;
/**
 * The linked prize (000-A3 para 4: halls interconnected "to give a prize other than each hall's own"): each buyer's
 * `basisPoints` of his cards' price go to the linked pool, and the pool goes to the cards that make a bingo on ball
 * `maxBall` or earlier (the condition is the authorisation's; para 3's "order of the called ball" is the model). It
 * applies only in a hall whose configuration names the pool (`linked: { id }`); the shares and the condition are the
 * same in every hall of one profile. docs/games/bingo.md, src/jackpots/linked-halls.
 */
const linkedPrize = z.object({ basisPoints: int.min(1).max(10_000), maxBall: int.min(15).max(90) });
export type LinkedPrize = z.infer<typeof linkedPrize>;
export const HALL_CATEGORIES = ['special', 'first', 'second', 'third'] as const;
export type HallCategory = (typeof HALL_CATEGORIES)[number];

export const bingoProfileSchema = z.object({
  ...profileHeader,
  rounding: cited(roundingPolicySchema),
  prizes: cited(
    z
      .object({ line: prize, bingo: prize, ballOrder: z.array(ballOrderPrize).max(5).default([]) })
      .refine((p) => p.line.basisPoints + p.bingo.basisPoints + p.ballOrder.reduce((a, x) => a + x.basisPoints, 0) <= 10_000, 'the prizes cannot take more than the takings')
      .refine((p) => new Set(p.ballOrder.map((x) => x.id)).size === p.ballOrder.length, 'each ball-order prize has its own id'),
  ),
  machines: cited(z.object({ special: int.min(1), first: int.min(1), second: int.min(1), third: int.min(1) })),
  seriesPerPlayer: cited(int.min(1)),
  /** What each machine must display for a game (para 6): documentation the view follows. */
  machineDisplay: cited(z.array(z.string())),
  /** The linked halls' prize (para 4), when the hall is linked; absent: a hall of this profile cannot be linked. */
  linked: cited(linkedPrize).optional(),
}).refine(
  (p) => p.prizes.value.line.basisPoints + p.prizes.value.bingo.basisPoints + p.prizes.value.ballOrder.reduce((a, x) => a + x.basisPoints, 0) + (p.linked?.value.basisPoints ?? 0) <= 10_000,
  { message: 'the prizes and the linked share cannot take more than the takings', path: ['linked'] },
);
export type BingoProfile = z.infer<typeof bingoProfileSchema>;

export const bingoTableSchema = z.object({
  /** The price of one card, minor units; a series of six costs six times it. */
  cardPrice: int.min(1),
  /** The hall's category (000-A3 para 6.a), which sets how many machines (players) a game may have. */
  category: z.enum(HALL_CATEGORIES),
  /** The linked pool this hall feeds and may win (000-A3 para 4; a jackpot the administrator created): absent, none. */
  linked: z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a jackpot id') }).optional(),
});
export type BingoTable = z.infer<typeof bingoTableSchema>;

export const defaultBingoTable = (): BingoTable => ({ cardPrice: 100, category: 'first' });

const here = dirname(fileURLToPath(import.meta.url));
export const bingoProfiles: ProfileSet<BingoProfile> = profileSetFromDir(bingoProfileSchema, join(here, 'profiles'));
