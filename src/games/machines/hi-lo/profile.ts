/**
 * @module games/machines/hi-lo/profile
 * The Hi/Lo machine's profile (003 §4.6.7): how many reels show a number and the numbers a reel carries (003 gives
 * neither), the return R every call is paid towards (the prize ⌊100·R·n/k⌋/100 times what is at stake: math.ts),
 * what equal numbers do (003 does not say: they lose), the cap on calls in one game (playing a win on), the rounding
 * of a played-on win to the cent, and the parts every machine has (games/machines/machine-profile).
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
export const hiLoProfileSchema = z.object({
  ...profileHeader,
  ...machineProfileParts,
  /** Reels side by side, each showing a number; a call is made on one of them (003 §4.6.7). */
  reels: cited(int.min(1).max(5)),
  /** A reel carries the numbers 1…numbers, each equally likely. */
  numbers: cited(int.min(3).max(100)),
  /** The return every call is paid towards, before the prize is cut down to the hundredth (a fraction, at most 1). */
  callReturn: cited(z.number().gt(0).max(1)),
  /** Equal numbers: the call loses. */
  equal: cited(z.literal('lose')),
  /** The most calls in one game: the first, then as many wins played on (a win at the cap is paid). */
  maxCalls: cited(int.min(1).max(20)),
  /** A played-on win times the prize, to the cent. */
  rounding: cited(roundingPolicySchema),
});
export type HiLoProfile = z.infer<typeof hiLoProfileSchema>;

/** The coin and the most coins on a first call (003 §4.2.1: the stake is chosen among the denominations). */
/** `jackpots`: the jackpot systems the machine belongs to (003 §4.5; games/machines/machine-jackpots); absent: none. */
export const hiLoTableSchema = z.object({ denomination: int.min(1), maxCoins: int.min(1).max(100), jackpots: machineJackpotsSchema.optional() });
export type HiLoTable = z.infer<typeof hiLoTableSchema>;
export const defaultHiLoTable = (): HiLoTable => ({ denomination: 100, maxCoins: 10 });

/** R in hundred-thousandths, as math.ts takes it. */
export const rOf = (p: HiLoProfile): number => Math.round(p.callReturn.value * 100_000);

const here = dirname(fileURLToPath(import.meta.url));
export const hiLoProfiles: ProfileSet<HiLoProfile> = profileSetFromDir(hiLoProfileSchema, join(here, 'profiles'));
