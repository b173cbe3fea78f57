/**
 * @module games/roulette/profile
 * A roulette rule profile. French roulette ships `eus` (000 §01) and `cv` (001 §01); American single-zero roulette
 * ships `eus` (000 §02), `cv` (001 §02) and `ee-oc` (Olympic Casino American roulette, 003 §2.2.3). Every parameter
 * is `{ value, cite, note? }`.
 *
 * - `wheel`: `single` (37 pockets) | `double` (38, with 00).
 * - `spotKinds`: the kinds of spot the cloth offers (003 §2.2.3.13 has no two dozens / two columns).
 * - `zeroRule`: on zero the even chances `prison-or-half` (the player's choice, French), `half` (half lost, American),
 *   `lose` (003: nothing written). `prison.belowMinimum`, `prison.lastSpin`, `prison.timeoutChoice` (docs/decisions).
 * - `announced`: neighbours (and how many either side), the series offered, and whether an announced bet's chip
 *   must be a multiple of the table minimum (003 §2.2.3.5).
 * - `limits.mode`: `per-spot` (a maximum per spot kind as a multiple of the minimum, per player) | `player-total`
 *   (003 §2.2.3.10: one player's bets together at most the table maximum). `limits.maxima`: the multipliers the
 *   text allows per kind (the table picks one). `limits.simpleMinimumFactor`: the simple-chance minimum may be up
 *   to this many times the straight-up minimum. `limits.multiples`: `all` (every bet a multiple of its minimum),
 *   `simple-optional` (the casino may require it of simple chances: a table switch), `oval` (only announced chips),
 *   `none`. `limits.changeAnnouncedBalls`: balls announced under the old limit when the limit changes.
 *   `limits.overMaximum`: `refuse` a bet over the maximum, or `pay-pro-rata` (003 §2.1.4: paid only up to the
 *   maximum; every winning bet of the player's is paid on maximum ÷ his total of its stake, docs/decisions/roulette.md).
 * - `payment.order`: the classes of winning bets in paying order (groups paid together); `payment.together`:
 *   a player's several winning combinations are paid at once (`all`, `except-simple`, `none`).
 * - `colourChips`: offered, and at most how many colours.
 * - `spin`: the wheel turns the other way each spin; `minBallTurns` (003: fewer than 4 = no spin);
 *   `voidSpinReopensBetting` (000: "you may change your bets").
 * - `absentWinner`: `grid-bets-ride` (003 §2.1.9.1) | `none`.
 * - `cites`: the section of each procedure rule in the profile's text (`ROULETTE_CITE_TOPICS`, src/rules/cites.ts).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { cited } from '../../rules/cited.js';
import { citesSchema } from '../../rules/cites.js';
import { profileHeader, profileSetFromDir, type ProfileSet } from '../../rules/profile-set.js';
import { roundingPolicySchema } from '../../money/rounding.js';
import { SERIES } from './announced.js';
import { EVEN_CHANCES, SPOT_KINDS } from './spots.js';

const int = z.number().int();
export const PAYMENT_CLASSES = [...SPOT_KINDS.filter((k) => k !== 'even-chance'), ...EVEN_CHANCES] as const;

/** The procedure rules every roulette text writes; each profile's `cites` gives their sections. */
export const ROULETTE_CITE_TOPICS = {
  'no-more-bets': 'Bets are placed until the croupier calls "rien ne va plus"; the ball drops after the call.',
  minimum: 'Every bet is at least the table minimum for its kind.',
  'colour-chips': 'Colour chips: bought at the table, one colour per player, a bet is wholly in colour or in value chips.',
  'value-chips': 'The inspector may forbid new bets in value chips.',
} as const;
export type RouletteCiteTopic = keyof typeof ROULETTE_CITE_TOPICS;

export const rouletteProfileSchema = z.object({
  ...profileHeader,
  cites: citesSchema(ROULETTE_CITE_TOPICS),
  rounding: cited(roundingPolicySchema),
  wheel: cited(z.enum(['single', 'double'])),
  spotKinds: cited(z.array(z.enum(SPOT_KINDS)).min(1)),
  zeroRule: cited(z.enum(['prison-or-half', 'half', 'lose'])),
  prison: z.object({
    belowMinimum: cited(z.enum(['forced-prison', 'none'])),
    lastSpin: cited(z.enum(['refund-residual', 'none'])),
    timeoutChoice: cited(z.enum(['half', 'prison'])),
  }),
  announced: z.object({
    neighbours: cited(z.boolean()),
    neighboursEachSide: cited(int.min(1).max(8)),
    series: cited(z.array(z.enum(SERIES))),
    chipMultipleOfMinimum: cited(z.boolean()),
  }),
  limits: z.object({
    mode: cited(z.enum(['per-spot', 'player-total'])),
    maxima: cited(z.partialRecord(z.enum(SPOT_KINDS), z.array(int.min(1)).min(1))),
    simpleMinimumFactor: cited(int.min(1)),
    multiples: cited(z.enum(['all', 'simple-optional', 'oval', 'none'])),
    changeAnnouncedBalls: cited(int.min(0)),
    /**
     * A bet over the maximum: `refuse` it, or accept it and pay it only up to the maximum (003 §2.1.4) with the
     * player's winnings scaled by maximum ÷ his total (`pay-pro-rata`, player-total mode only).
     */
    overMaximum: cited(z.enum(['refuse', 'pay-pro-rata'])),
  }),
  payment: z.object({
    order: cited(z.array(z.array(z.enum(PAYMENT_CLASSES)).min(1))),
    together: cited(z.enum(['none', 'all', 'except-simple'])),
  }),
  colourChips: z.object({
    offered: cited(z.boolean()),
    maxColours: cited(int.min(0).max(20)),
  }),
  spin: z.object({
    alternateDirection: cited(z.boolean()),
    minBallTurns: cited(int.min(1).nullable()),
    voidSpinReopensBetting: cited(z.boolean()),
  }),
  absentWinner: cited(z.enum(['none', 'grid-bets-ride'])),
  /** The equipment as the text describes it (documentation; not used by the engine). */
  equipment: cited(z.record(z.string(), z.union([z.number(), z.string(), z.boolean()]))),
  /** Staffing as the text sets it (documentation; not used by the engine). */
  staff: cited(z.record(z.string(), z.union([z.number(), z.string()]))),
});
export type RouletteProfile = z.infer<typeof rouletteProfileSchema>;

export const rouletteTableSchema = z.object({
  /** Straight-up (table) minimum, minor units. */
  minimum: int.min(1),
  /** Simple-chance minimum (000 §01 IV.2.A.a: up to 5 × the straight-up minimum). */
  simpleMinimum: int.min(1),
  /** Per-spot mode: the maximum of each kind as a multiple of the minimum (one of the profile's alternatives). */
  maxMultipliers: z.partialRecord(z.enum(SPOT_KINDS), int.min(1)),
  /** Player-total mode: the table maximum (003 §2.1.1). */
  maximum: int.min(1),
  /** Minima the inspector may change the table to (the change is announced: 000 §01 IV.2.B). */
  allowedMinimums: z.array(int.min(1)),
  /** The smallest chip: bets are multiples of it where no "multiple of the minimum" rule applies. */
  chipUnit: int.min(1),
  /** Simple-chance bets must be multiples of the simple minimum (000 §01 IV.2.A.a, the casino's option). */
  simpleMultiples: z.boolean(),
  /** Colour-chip compartments at this table (≤ the profile's maximum). */
  colours: int.min(0),
});
export type RouletteTable = z.infer<typeof rouletteTableSchema>;

const here = dirname(fileURLToPath(import.meta.url));
export const frenchProfiles: ProfileSet<RouletteProfile> = profileSetFromDir(rouletteProfileSchema, join(here, 'profiles', 'french'));
export const americanProfiles: ProfileSet<RouletteProfile> = profileSetFromDir(rouletteProfileSchema, join(here, 'profiles', 'american'));

/** A table at the lowest level of each limit the profile allows. */
export function defaultRouletteTable(p: RouletteProfile): RouletteTable {
  const minimum = p.limits.mode.value === 'player-total' ? 100 : 500;
  const maxMultipliers = Object.fromEntries(Object.entries(p.limits.maxima.value).map(([k, v]) => [k, (v as number[])[0] as number]));
  return { minimum, simpleMinimum: minimum, maxMultipliers, maximum: 500 * minimum, allowedMinimums: [minimum, 2 * minimum], chipUnit: 100, simpleMultiples: false, colours: p.colourChips.offered.value ? Math.min(8, p.colourChips.maxColours.value) : 0 };
}

/** Reads a profile file's raw JSON (for docs and tests). */
export const rawProfile = (variant: 'french' | 'american', id: string): unknown => JSON.parse(readFileSync(join(here, 'profiles', variant, `${id}.json`), 'utf8'));
