/**
 * @module games/machines/bingo/profile
 * Machine bingo's profile (003 §4.6.5): a 3 × 3 card of nine numbered fields, five numbers drawn, paid by the lines the
 * drawn numbers complete and their positions (lines.ts). 003 gives neither the numbers' range, nor whether diagonals
 * count, nor the pay table: `numbers` (the card's fields and the draw take numbers 1…numbers), `diagonals` and
 * `payTable` are documented parameters; each field of a card is drawn on its own, so a number may stand on more than
 * one field (what makes three lines possible with five numbers, as 003 allows: "up to 3").
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { cited } from '../../../rules/cited.js';
import { profileHeader, profileSetFromDir, type ProfileSet } from '../../../rules/profile-set.js';
import { machineProfileParts } from '../machine-profile.js';
import { BINGO_CLASSES, type BingoClass } from './lines.js';
import { machineJackpotsSchema } from '../machine-jackpots.js';

const int = z.number().int();
export const bingoProfileSchema = z.object({
  ...profileHeader,
  ...machineProfileParts,
  /** The card's fields and the draw take numbers 1…numbers. */
  numbers: cited(int.min(6).max(99)),
  /** Numbers drawn (003 §4.6.5: 5). */
  drawn: cited(z.literal(5)),
  /** Whether a full diagonal is a line. */
  diagonals: cited(z.boolean()),
  /** The payout for 1 (the stake included) of each class of lines, whole numbers. */
  payTable: cited(z.object(Object.fromEntries(BINGO_CLASSES.map((c) => [c, int.min(0).max(1_000_000)])) as Record<BingoClass, z.ZodNumber>)),
});
export type BingoProfile = z.infer<typeof bingoProfileSchema>;

/** The coin and the most coins on a game (003 §4.2.1). */
/** `jackpots`: the jackpot systems the machine belongs to (003 §4.5; games/machines/machine-jackpots); absent: none. */
export const bingoTableSchema = z.object({ denomination: int.min(1), maxCoins: int.min(1).max(100), jackpots: machineJackpotsSchema.optional() });
export type BingoTable = z.infer<typeof bingoTableSchema>;
export const defaultBingoTable = (): BingoTable => ({ denomination: 100, maxCoins: 10 });

const here = dirname(fileURLToPath(import.meta.url));
export const bingoProfiles: ProfileSet<BingoProfile> = profileSetFromDir(bingoProfileSchema, join(here, 'profiles'));
