/**
 * @module games/wheel-of-fortune/profile
 * Wheel of fortune (000 §10, 001 §10): a vertical wheel of 54 divisions, each with a symbol tied to a bet box.
 * - `segments`: the symbol of each division in order round the wheel (the figure is missing: a parameter, with
 *   the usual 24/15/7/4/2 and two Jokers as default).
 * - `pays`: winnings per unit staked on each symbol's box (the stake returned on top, 000 §10 V.3, 001 §10 V.3).
 * - `betsPerPlayer`: `any` | `one` box per player and spin.
 * - `floatPerMinimum`: the table float's minimum as a multiple of the table minimum (000 Add.Prov. 6.2.a), or null.
 * - `cites`: the section of each procedure rule in the profile's text (`WOF_CITE_TOPICS`, src/rules/cites.ts).
 * A layout on which a bet would return more than its stake is refused (ConfigError).
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

/** The procedure rules every wheel-of-fortune text writes; each profile's `cites` gives their sections. */
export const WOF_CITE_TOPICS = {
  'no-more-bets': 'Bets are placed until the table head calls "no more"; a late bet is handed back; the wheel is spun after the call.',
  boxes: 'Bets go on the boxes of the layout, one for each symbol of the wheel.',
  limits: 'Every bet lies between the table minimum and maximum.',
} as const;
export type WofCiteTopic = keyof typeof WOF_CITE_TOPICS;

export const wofProfileSchema = z.object({
  ...profileHeader,
  cites: citesSchema(WOF_CITE_TOPICS),
  rounding: cited(roundingPolicySchema),
  segments: cited(z.array(z.string().regex(/^[a-z0-9-]{1,20}$/)).min(2)),
  pays: cited(z.record(z.string(), ratio)),
  betsPerPlayer: cited(z.enum(['any', 'one'])),
  floatPerMinimum: cited(int.min(0).nullable()),
  /** The equipment as the text describes it (documentation; not used by the engine). */
  equipment: cited(z.record(z.string(), z.union([z.number(), z.string(), z.boolean()]))),
  /** Staffing as the text sets it (documentation; not used by the engine). */
  staff: cited(z.record(z.string(), z.union([z.number(), z.string()]))),
});
export type WofProfile = z.infer<typeof wofProfileSchema>;

export const wofTableSchema = z.object({
  minimum: int.min(1),
  maximum: int.min(1),
  chipUnit: int.min(1),
  /** The table's float (minor units), checked against the profile's floor. */
  float: int.min(0),
});
export type WofTable = z.infer<typeof wofTableSchema>;

const here = dirname(fileURLToPath(import.meta.url));
export const wofProfiles: ProfileSet<WofProfile> = profileSetFromDir(wofProfileSchema, join(here, 'profiles'));

export const defaultWofTable = (p: WofProfile): WofTable => ({ minimum: 100, maximum: 20000, chipUnit: 100, float: 100 * (p.floatPerMinimum.value ?? 15000) });

/** The bet boxes: the symbols on the wheel, most divisions first (24, 15, 7, 4, 2, then the Jokers by name). */
export function symbolsOf(p: WofProfile): string[] {
  const count = (s: string): number => p.segments.value.filter((x) => x === s).length;
  return [...new Set(p.segments.value)].sort((a, b) => count(b) - count(a) || a.localeCompare(b));
}
