/**
 * @module games/machines/electronic-roulette/profile
 * The electronic roulette's profile (003 §4.6.6): one or two zeros (003 does not say: one by default), the bets as
 * the text lists them, the rounding of the one fractional payout (an eight: 7 to 2), and the parts every machine has.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { roundingPolicySchema } from '../../../money/rounding.js';
import { cited } from '../../../rules/cited.js';
import { profileHeader, profileSetFromDir, type ProfileSet } from '../../../rules/profile-set.js';
import { machineProfileParts } from '../machine-profile.js';
import { machineJackpotsSchema } from '../machine-jackpots.js';

const int = z.number().int();
export const egProfileSchema = z.object({
  ...profileHeader,
  ...machineProfileParts,
  zeros: cited(z.union([z.literal(1), z.literal(2)])),
  bets: cited(z.literal('1-2-4-6-8-12-18')),
  rounding: cited(roundingPolicySchema),
});
export type EgProfile = z.infer<typeof egProfileSchema>;
/** `maxTotal`: the most a spin may carry in all (a machine's maximum bet, 003 §4.2.1 "the stake can be raised or lowered"). */
/** `jackpots`: the jackpot systems the machine belongs to (003 §4.5; games/machines/machine-jackpots); absent: none. */
export const egTableSchema = z.object({ denomination: int.min(1), maxPerBet: int.min(1), maxTotal: int.min(1), jackpots: machineJackpotsSchema.optional() });
export type EgTable = z.infer<typeof egTableSchema>;
export const defaultEgTable = (): EgTable => ({ denomination: 100, maxPerBet: 2_000, maxTotal: 2_000 });

const here = dirname(fileURLToPath(import.meta.url));
export const egProfiles: ProfileSet<EgProfile> = profileSetFromDir(egProfileSchema, join(here, 'profiles'));
