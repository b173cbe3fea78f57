/**
 * @module games/machines/electronic-blackjack/profile
 * The electronic blackjack's profile (003 §4.6.3): the dealer's drawing rule (003 does not give it: `dealerSoft17`,
 * by default the dealer stands on every 17), the machine's cards (each card drawn independently from a full pack, an
 * infinite deck), and the parts every machine has.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { cited } from '../../../rules/cited.js';
import { profileHeader, profileSetFromDir, type ProfileSet } from '../../../rules/profile-set.js';
import { machineProfileParts } from '../machine-profile.js';
import { machineJackpotsSchema } from '../machine-jackpots.js';

const int = z.number().int();
export const ebjProfileSchema = z.object({
  ...profileHeader,
  ...machineProfileParts,
  /** `stand`: the dealer stands on every 17; `hit`: the dealer hits a soft 17. */
  dealerSoft17: cited(z.enum(['stand', 'hit'])),
  /** Each card is drawn independently from a full pack of 52 (an infinite deck). */
  cards: cited(z.literal('infinite-deck')),
});
export type EbjProfile = z.infer<typeof ebjProfileSchema>;
/** `jackpots`: the jackpot systems the machine belongs to (003 §4.5; games/machines/machine-jackpots); absent: none. */
export const ebjTableSchema = z.object({ denomination: int.min(1), maxCoins: int.min(1).max(100), jackpots: machineJackpotsSchema.optional() });
export type EbjTable = z.infer<typeof ebjTableSchema>;
export const defaultEbjTable = (): EbjTable => ({ denomination: 100, maxCoins: 10 });

const here = dirname(fileURLToPath(import.meta.url));
export const ebjProfiles: ProfileSet<EbjProfile> = profileSetFromDir(ebjProfileSchema, join(here, 'profiles'));
