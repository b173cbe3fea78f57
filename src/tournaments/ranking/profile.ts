/**
 * @module tournaments/ranking/profile
 * The club-poker ranking's profile (003-CP-RANK, 003 §3.4): the three factor tables of §3.4.6, the TOP 9 scored
 * (§3.4.4), the TOP 10 paid (§3.4.5), the fund's percentage (§3.4.3), the excluded kinds (§3.4.2), every value cited.
 * A blank cell of the source is `null`: the profile loads, and a ranking that needs that factor is refused
 * (`ranking/missing-factor`, naming the band). Profiles are JSON files in `profiles/`, validated at their first `get`.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { cited } from '../../rules/cited.js';
import { profileHeader, profileSetFromDir, type ProfileSet } from '../../rules/profile-set.js';

/** A factor with at most two decimals (2,5; 3,5), so points are exact in millionths. */
const factor = z
  .number()
  .positive()
  .refine((f) => Math.abs(Math.round(f * 100) - f * 100) < 1e-9, 'a factor has at most two decimals');

/** One band of a factor table: `from`…`to` inclusive (whole units), `to` null for the open last band. */
const band = z.object({ from: z.number().int().min(0), to: z.number().int().min(0).nullable(), factor: factor.nullable() });
export type FactorBand = z.infer<typeof band>;

/** Bands that tile the line: ascending, each starting one after the previous ends, the last one open. */
const bands = (first: number) =>
  z
    .array(band)
    .min(1)
    .superRefine((bs, ctx) => {
      bs.forEach((b, i) => {
        const prev = bs[i - 1];
        if (i === 0 && b.from !== first) ctx.addIssue({ code: 'custom', path: [i, 'from'], message: `the first band starts at ${first}` });
        if (prev && prev.to !== null && b.from !== prev.to + 1) ctx.addIssue({ code: 'custom', path: [i, 'from'], message: `band ${i + 1} starts at ${prev.to + 1}, one after the previous band ends` });
        if (b.to !== null && b.to < b.from) ctx.addIssue({ code: 'custom', path: [i, 'to'], message: 'a band ends at or after its start' });
        if (i < bs.length - 1 && b.to === null) ctx.addIssue({ code: 'custom', path: [i, 'to'], message: 'only the last band is open' });
        if (i === bs.length - 1 && b.to !== null) ctx.addIssue({ code: 'custom', path: [i, 'to'], message: 'the last band is open (to: null)' });
      });
    });

export const TOURNAMENT_KINDS = ['open', 'satellite', 'international', 'private', 'restricted'] as const;
export type TournamentKind = (typeof TOURNAMENT_KINDS)[number];

export const rankingProfileSchema = z
  .object({
    ...profileHeader,
    currency: cited(z.object({ code: z.string().regex(/^[A-Z]{3}$/), minorPerUnit: z.number().int().positive() })),
    fundPercent: cited(z.number().min(0).max(100)),
    scoredPlaces: cited(z.number().int().positive()),
    paidPlayers: cited(z.number().int().positive()),
    positionFactors: cited(z.array(factor).min(1)),
    entryFeeFactors: cited(bands(0)),
    fieldFactors: cited(bands(1)),
    excludedKinds: cited(z.array(z.enum(TOURNAMENT_KINDS))),
    rounding: cited(z.object({ mode: z.literal('down'), unit: z.number().int().positive() }).describe('Only `down`: the quarterly shares never add up to more than the fund.')),
  })
  .superRefine((p, ctx) => {
    if (p.positionFactors.value.length !== p.scoredPlaces.value)
      ctx.addIssue({ code: 'custom', path: ['positionFactors', 'value'], message: `one position factor for each of the ${p.scoredPlaces.value} scored places` });
  });
export type RankingProfile = z.infer<typeof rankingProfileSchema>;

const here = dirname(fileURLToPath(import.meta.url));
export const rankingProfiles: ProfileSet<RankingProfile> = profileSetFromDir(rankingProfileSchema, join(here, 'profiles'));

/** A band as people read it: `35–59 EUR`, `500+ EUR`, `151+ participants`. */
export const bandLabel = (b: FactorBand, unit: string): string => (b.to === null ? `${b.from}+ ${unit}` : b.from === 0 ? `up to ${b.to} ${unit}` : `${b.from}–${b.to} ${unit}`);
