/**
 * @module games/machines/video-poker/profile
 * A video poker machine's profile (003 §4.6.1): the kind of game (a hand kind: jacks or better, deuces wild, joker
 * poker), its pay table — what each final hand returns for one unit staked, the stake included ("for 1"), the same
 * for every number of coins (no bonus for the maximum bet, so the declared return holds at every stake) — and the
 * machine parts every machine has (games/machines/machine-profile). 003 prints no pay table ("the winning
 * combinations are shown on the machine"): the shipped tables are the common published ones, each cited.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { machineJackpotsSchema } from '../machine-jackpots.js';
import { ConfigError } from '../../../core/errors.js';
import { cited } from '../../../rules/cited.js';
import { profileHeader, profileSetFromDir, type ProfileSet } from '../../../rules/profile-set.js';
import { doubleUpRuleSchema } from '../double-up/feature.js';
import { machineProfileParts } from '../machine-profile.js';
import type { HandKind } from './hand-kinds.js';

const int = z.number().int();

export const vpProfileSchema = z.object({
  ...profileHeader,
  ...machineProfileParts,
  /** The hand kind, which must be the game's. */
  kind: z.string(),
  /** Returned per unit staked for each final hand, by category name (every category of the kind; 0 for none). */
  payTable: cited(z.record(z.string(), int.min(0))),
  /** The cards a machine uses (one deck: 003 §4.6.1 "Mängitakse ühe kaardipakiga"). */
  decks: cited(z.literal(1)),
  /** The double-up feature after a win (003 §4.1.3): the variants offered and the cap on doublings; absent or null: none. */
  doubleUp: doubleUpRuleSchema.optional(),
});
export type VpProfile = z.infer<typeof vpProfileSchema>;

export const vpTableSchema = z.object({
  /** The value of one coin (credit), in minor units: the stake is 1…maxCoins coins (003 §4.2.1 denominations). */
  denomination: int.min(1),
  maxCoins: int.min(1).max(10),
  /** The jackpot systems the machine belongs to (003 §4.5; games/machines/machine-jackpots); absent: none. */
  jackpots: machineJackpotsSchema.optional(),
});
export type VpTable = z.infer<typeof vpTableSchema>;

export const defaultVpTable = (): VpTable => ({ denomination: 100, maxCoins: 5 });

const here = dirname(fileURLToPath(import.meta.url));
export const vpProfiles = (kind: HandKind): ProfileSet<VpProfile> => profileSetFromDir(vpProfileSchema, join(here, 'profiles', kind.id));

/** The pay table as payouts by category index, checked to name every category of the kind and nothing else. */
export function paysOf(p: VpProfile, kind: HandKind): number[] {
  if (p.kind !== kind.id) throw new ConfigError('video-poker/wrong-kind', `${p.id}: a ${p.kind} profile for a ${kind.id} machine`);
  const names = Object.keys(p.payTable.value);
  const unknown = names.filter((n) => !kind.categories.includes(n));
  if (unknown.length) throw new ConfigError('video-poker/unknown-hand', `${p.id}: no hand ${unknown.join(', ')} in ${kind.id} (${kind.categories.join(', ')})`, { cite: p.payTable.cite });
  const missing = kind.categories.filter((c) => !(c in p.payTable.value));
  if (missing.length) throw new ConfigError('video-poker/missing-hand', `${p.id}: the pay table must give ${missing.join(', ')} (0 for no payout)`, { cite: p.payTable.cite });
  return kind.categories.map((c) => p.payTable.value[c] as number);
}
