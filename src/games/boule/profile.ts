/**
 * @module games/boule/profile
 * Boule (000 §04, 001 §04): a ball in a dish of 18 holes numbered 1–9, black 1, 3, 6, 8, red 2, 4, 7, 9, the 5
 * neither (yellow). Two kinds of bet only: a number (7 to 1) and the simple chances (1 to 1), which all lose on 5.
 *
 * - `holes`: the numbers of the dish's holes in order round the dish (the figure is missing: docs/decisions/boule.md).
 * - `numberPays`, `simplePays`: winnings per unit staked, the stake returned on top.
 * - `limits.numberMaximum` / `limits.simpleMaximum`: the bands the authorisation picks from, as multiples of the
 *   authorised minimum ([40, 100], [200, 500]); `limits.clothMinimumFactors`: a cloth may open at these multiples
 *   of the authorised minimum (1 or 2).
 * - `cites`: the section of each procedure rule in the profile's text (`BOULE_CITE_TOPICS`, src/rules/cites.ts).
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
const band = z.tuple([int.min(1), int.min(1)]);

/** The procedure rules every boule text writes; each profile's `cites` gives their sections. */
export const BOULE_CITE_TOPICS = {
  'no-more-bets': 'Bets are placed until the croupier calls "no more"; a late bet is handed back; the ball is launched after the call.',
  bets: 'The only bets are the numbers and the simple chances.',
  limits: 'Every bet lies between the cloth minimum and the maxima per player and spot.',
} as const;
export type BouleCiteTopic = keyof typeof BOULE_CITE_TOPICS;

export const bouleProfileSchema = z.object({
  ...profileHeader,
  cites: citesSchema(BOULE_CITE_TOPICS),
  rounding: cited(roundingPolicySchema),
  holes: cited(z.array(int.min(1).max(9)).min(9)),
  numberPays: cited(ratio),
  simplePays: cited(ratio),
  fiveRule: cited(z.enum(['simple-chances-lose'])),
  /** The equipment as the text describes it (documentation; not used by the engine). */
  equipment: cited(z.record(z.string(), z.union([z.number(), z.string(), z.boolean()]))),
  /** Staffing as the text sets it (documentation; not used by the engine). */
  staff: cited(z.record(z.string(), z.union([z.number(), z.string()]))),
  limits: z.object({
    numberMaximum: cited(band),
    simpleMaximum: cited(band),
    clothMinimumFactors: cited(z.array(int.min(1)).min(1)),
  }),
});
export type BouleProfile = z.infer<typeof bouleProfileSchema>;

export const bouleTableSchema = z.object({
  /** The minimum in the authorisation (minor units). */
  authorisedMinimum: int.min(1),
  /** This cloth's minimum: the authorised minimum or twice it. */
  minimum: int.min(1),
  /** Maxima per player per spot, as multiples of the authorised minimum, within the profile's bands. */
  numberMaximum: int.min(1),
  simpleMaximum: int.min(1),
  chipUnit: int.min(1),
});
export type BouleTable = z.infer<typeof bouleTableSchema>;

const here = dirname(fileURLToPath(import.meta.url));
export const bouleProfiles: ProfileSet<BouleProfile> = profileSetFromDir(bouleProfileSchema, join(here, 'profiles'));

export const defaultBouleTable = (p: BouleProfile): BouleTable => ({
  authorisedMinimum: 200,
  minimum: 200,
  numberMaximum: p.limits.numberMaximum.value[0],
  simpleMaximum: p.limits.simpleMaximum.value[0],
  chipUnit: 100,
});
