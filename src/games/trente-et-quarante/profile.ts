/**
 * @module games/trente-et-quarante/profile
 * Trente et quarante (000 §05, 001 §05): six decks without indices, two rows dealt face up until each reaches 31
 * or more (noir first, then rouge); the row nearer 31 wins; couleur wins when the winning row is the colour of the
 * first card of the noir row, else inverse; equal rows void the coup, except 31–31 ("après"), which follows the
 * roulette zero rule; a red card before the last five cards voids the coup in progress.
 *
 * - `shoe.decks`, `shoe.redCardReserve` (cards behind the red card), `shoe.cutMinimum` (cards left either side of
 *   the cut), `shoe.redCardVoidsCoup`.
 * - `apres`: the zero rule (`prison-or-half`), `prison.*` as in roulette (src/wheel/prison.ts).
 * - `insurance`: offered, the premium (1%), the least stake that may be insured, as a multiple of the minimum.
 * - `limits.maxima`: the maximum as a multiple of the minimum (the table picks one).
 * - `cites`: the section of each procedure rule in the profile's text (`TQ_CITE_TOPICS`, src/rules/cites.ts).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { roundingPolicySchema } from '../../money/rounding.js';
import { cited } from '../../rules/cited.js';
import { citesSchema } from '../../rules/cites.js';
import { profileHeader, profileSetFromDir, type ProfileSet } from '../../rules/profile-set.js';

const int = z.number().int();
const ratio = z.object({ num: int.min(0), den: int.min(1) });

/** The procedure rules every trente-et-quarante text writes; each profile's `cites` gives their sections. */
export const TQ_CITE_TOPICS = {
  procedure: 'A new shoe is cut once before play; bets are placed until "no more bets"; then the two rows are dealt.',
  chances: 'The only chances are rouge, noir, couleur and inverse.',
} as const;
export type TqCiteTopic = keyof typeof TQ_CITE_TOPICS;

export const tqProfileSchema = z.object({
  ...profileHeader,
  cites: citesSchema(TQ_CITE_TOPICS),
  rounding: cited(roundingPolicySchema),
  shoe: z.object({
    decks: cited(int.min(1).max(8)),
    redCardReserve: cited(int.min(1)),
    cutMinimum: cited(int.min(1)),
    redCardVoidsCoup: cited(z.boolean()),
  }),
  apres: cited(z.enum(['prison-or-half', 'half', 'lose'])),
  /** The equipment as the text describes it (documentation; not used by the engine). */
  equipment: cited(z.record(z.string(), z.union([z.number(), z.string(), z.boolean()]))),
  /** Staffing as the text sets it (documentation; not used by the engine). */
  staff: cited(z.record(z.string(), z.union([z.number(), z.string()]))),
  prison: z.object({
    belowMinimum: cited(z.enum(['forced-prison', 'none'])),
    lastCoup: cited(z.enum(['refund-residual', 'none'])),
    timeoutChoice: cited(z.enum(['half', 'prison'])),
  }),
  insurance: z.object({
    offered: cited(z.boolean()),
    premium: cited(ratio),
    minStakeFactor: cited(int.min(1)),
  }),
  limits: z.object({ maxima: cited(z.array(int.min(1)).min(1)) }),
});
export type TqProfile = z.infer<typeof tqProfileSchema>;

export const tqTableSchema = z.object({
  minimum: int.min(1),
  /** The maximum as a multiple of the minimum: one of the profile's `limits.maxima`. */
  maximumMultiplier: int.min(1),
  chipUnit: int.min(1),
});
export type TqTable = z.infer<typeof tqTableSchema>;

const here = dirname(fileURLToPath(import.meta.url));
export const tqProfiles: ProfileSet<TqProfile> = profileSetFromDir(tqProfileSchema, join(here, 'profiles'));
export const defaultTqTable = (p: TqProfile): TqTable => ({ minimum: 1000, maximumMultiplier: p.limits.maxima.value[0] as number, chipUnit: 100 });
