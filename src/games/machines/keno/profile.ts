/**
 * @module games/machines/keno/profile
 * A keno machine's profile (003 §4.6.4): 80 numbered balls, 20 drawn; the player marks numbers and "the more of the
 * player's numbers are drawn, the higher the win". 003 gives neither how many numbers may be marked nor the pay table:
 * the shipped pay table (1 to 10 numbers marked) is a croupier default, each spot count's return computed exactly.
 * Payouts are "for 1" (the stake included), with up to two decimals (3.75 for 1), rounded by the profile's policy.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ConfigError } from '../../../core/errors.js';
import { roundingPolicySchema } from '../../../money/rounding.js';
import { cited } from '../../../rules/cited.js';
import { profileHeader, profileSetFromDir, type ProfileSet } from '../../../rules/profile-set.js';
import { machineJackpotsSchema } from '../machine-jackpots.js';
import { machineProfileParts } from '../machine-profile.js';

const int = z.number().int();
/** A payout for 1, to the hundredth. */
const pay = z.number().min(0).refine((x) => Number.isInteger(Math.round(x * 100)) && Math.abs(x * 100 - Math.round(x * 100)) < 1e-9, 'a payout has at most two decimals');

export const kenoProfileSchema = z.object({
  ...profileHeader,
  ...machineProfileParts,
  balls: cited(z.literal(80)),
  drawn: cited(z.literal(20)),
  /** Spot count → hits → payout for 1; a spot count absent cannot be played. */
  payTable: cited(z.record(z.string().regex(/^([1-9]|10)$/), z.record(z.string().regex(/^\d+$/), pay))),
  rounding: cited(roundingPolicySchema),
});
export type KenoProfile = z.infer<typeof kenoProfileSchema>;

/** `jackpots`: the jackpot systems the machine belongs to (003 §4.5; games/machines/machine-jackpots); absent: none. */
export const kenoTableSchema = z.object({ denomination: int.min(1), maxCoins: int.min(1).max(100), jackpots: machineJackpotsSchema.optional() });
export type KenoTable = z.infer<typeof kenoTableSchema>;
export const defaultKenoTable = (): KenoTable => ({ denomination: 100, maxCoins: 10 });

const here = dirname(fileURLToPath(import.meta.url));
export const kenoProfiles: ProfileSet<KenoProfile> = profileSetFromDir(kenoProfileSchema, join(here, 'profiles'));

/** The spot counts a player may mark, ascending. */
export const spotCounts = (p: KenoProfile): number[] => Object.keys(p.payTable.value).map(Number).sort((a, b) => a - b);

/** The payout for 1, in hundredths, of `hits` among `spots` marked (0 when the line is not paid). */
export function payHundredths(p: KenoProfile, spots: number, hits: number): number {
  const row = p.payTable.value[String(spots)];
  if (!row) throw new ConfigError('keno/spots-not-paid', `${spots} numbers marked is not a game of this machine`, { cite: p.payTable.cite });
  for (const k of Object.keys(row)) if (Number(k) > spots) throw new ConfigError('keno/bad-pay-table', `${spots} numbers marked cannot catch ${k}`, { cite: p.payTable.cite });
  return Math.round((row[String(hits)] ?? 0) * 100);
}
