/**
 * @module games/bingo/profile
 * Ninety-ball bingo (000-A3): the hall's profile.
 * - `prizes`: the line and bingo prizes, each a share of the game's takings in basis points (1/100 of a percent) and
 *   an optional cap in minor units. 000-A3 leaves the percentages to "the development regulation": profile data.
 * - `machines`: the most auxiliary machines a hall of each category may install (000-A3 para 6.a: 12/12/8/6).
 * - `seriesPerPlayer`: the most series a player may play in one game on a machine (para 6.b: 6).
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
export const HALL_CATEGORIES = ['special', 'first', 'second', 'third'] as const;
export type HallCategory = (typeof HALL_CATEGORIES)[number];

export const bingoProfileSchema = z.object({
  ...profileHeader,
  rounding: cited(roundingPolicySchema),
  prizes: cited(z.object({ line: prize, bingo: prize }).refine((p) => p.line.basisPoints + p.bingo.basisPoints <= 10_000, 'the prizes cannot take more than the takings')),
  machines: cited(z.object({ special: int.min(1), first: int.min(1), second: int.min(1), third: int.min(1) })),
  seriesPerPlayer: cited(int.min(1)),
  /** What each machine must display for a game (para 6): documentation the view follows. */
  machineDisplay: cited(z.array(z.string())),
});
export type BingoProfile = z.infer<typeof bingoProfileSchema>;

export const bingoTableSchema = z.object({
  /** The price of one card, minor units; a series of six costs six times it. */
  cardPrice: int.min(1),
  /** The hall's category (000-A3 para 6.a), which sets how many machines (players) a game may have. */
  category: z.enum(HALL_CATEGORIES),
});
export type BingoTable = z.infer<typeof bingoTableSchema>;

export const defaultBingoTable = (): BingoTable => ({ cardPrice: 100, category: 'first' });

const here = dirname(fileURLToPath(import.meta.url));
export const bingoProfiles: ProfileSet<BingoProfile> = profileSetFromDir(bingoProfileSchema, join(here, 'profiles'));
