/**
 * @module games/machines/reels/profile
 * A reel machine's profile (003 §4.6.2: "3 or more reels", symbols, winning lines chosen by the player, free games
 * and special prizes "as the pay table shows"): the machine's reels, rows, paylines, pay table and scatter as data
 * (games/machines/reels/machine), with the parts every machine has. 003 prints no machine: the shipped one is a
 * croupier default, a classic three-reel, five-line machine whose exact return is computed.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { cited } from '../../../rules/cited.js';
import { profileHeader, profileSetFromDir, type ProfileSet } from '../../../rules/profile-set.js';
import { machineProfileParts } from '../machine-profile.js';
import { doubleUpRuleSchema } from '../double-up/feature.js';
import type { ReelMachine } from './machine.js';
import { machineJackpotsSchema } from '../machine-jackpots.js';

const int = z.number().int();
const symbol = z.string().regex(/^[a-z0-9-]{1,20}$/);

export const reelsProfileSchema = z.object({
  ...profileHeader,
  ...machineProfileParts,
  machine: cited(
    z.object({
      reels: z.array(z.array(symbol).min(3)).min(3).max(6),
      rows: int.min(1).max(5),
      lines: z.array(z.array(int.min(0))).min(1),
      groups: z.record(symbol, z.array(symbol)),
      pays: z.array(z.object({ pattern: z.array(z.string()), pays: int.min(1) })),
      scatter: z.object({ symbol, pays: z.record(z.string().regex(/^\d+$/), int.min(0)), freeGames: z.record(z.string().regex(/^\d+$/), int.min(0)) }).nullable(),
    }),
  ),
  /** The double-up feature after a win (003 §4.6.2: "some games allow doubling the win"; §4.1.3); absent or null: none. */
  doubleUp: doubleUpRuleSchema.optional(),
});
export type ReelsProfile = z.infer<typeof reelsProfileSchema>;

export const reelsTableSchema = z.object({ denomination: int.min(1), maxCoins: int.min(1).max(10), jackpots: machineJackpotsSchema.optional() });
export type ReelsTable = z.infer<typeof reelsTableSchema>;
export const defaultReelsTable = (): ReelsTable => ({ denomination: 10, maxCoins: 5 });

const here = dirname(fileURLToPath(import.meta.url));
export const reelsProfiles: ProfileSet<ReelsProfile> = profileSetFromDir(reelsProfileSchema, join(here, 'profiles'));

export const machineOf = (p: ReelsProfile): ReelMachine => p.machine.value;
