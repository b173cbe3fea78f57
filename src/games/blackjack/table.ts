/**
 * @module games/blackjack/table
 * A blackjack table's configuration: the limits (minimum, and the maximum as one of the multiples the profile
 * allows), the boxes on the layout, the players present, side-bet limit overrides, the current jackpot pools and the
 * casino's options the table offers (options.ts).
 * Validated when the table is created; `tableLimits` checks it against the profile.
 */
import { z } from 'zod';
import { ConfigError } from '../../core/errors.js';
import { CASINO_OPTIONS, type BlackjackProfile, type SideBetKind } from './profile.js';
import { checkOptions } from './options.js';
import { ratio } from '../../money/rounding.js';

const minor = z.number().int().min(0);

export const bjTableSchema = z.object({
  /** Table minimum per box, in minor units (002 §14.16: set by the casino). */
  minimum: z.number().int().positive(),
  /** Table maximum per box, summed over every bettor of the box (000 §03 V.2). */
  maximum: z.number().int().positive(),
  /** Boxes on the layout: one of the profile's models where it names them (001 §03 II.1: 7 or 9), else up to its maximum. */
  boxes: z.number().int().min(1).max(9),
  /** People at the table; the game awaits them while betting is open (optional). */
  players: z.array(z.string().min(1)).default([]),
  /** Side-bet limits that override the profile's fractions of the minimum, per kind. */
  sideBetLimits: z.record(z.string(), z.object({ min: minor, max: minor })).default({}),
  /** Current jackpot pools (the sevens bet, 000 §03 V.1.f; the progressive, 001 §03 V.2), in minor units. */
  jackpots: z.object({ sevens: minor.default(0), progressive: minor.default(0) }).default({ sevens: 0, progressive: 0 }),
  /** The casino's options this table offers (the profile's `casinoOptions`, 000 §03 V.1.g); absent or empty: the base game. */
  options: z.array(z.enum(CASINO_OPTIONS)).optional(),
});
export type BjTable = z.infer<typeof bjTableSchema>;

export function defaultTable(profile: BlackjackProfile): BjTable {
  const mult = profile.table.maxMultipliers.value?.[0] ?? 100;
  return { minimum: 1000, maximum: 1000 * mult, boxes: profile.table.boxes.value, players: [], sideBetLimits: {}, jackpots: { sevens: 0, progressive: 0 }, options: [] };
}

export interface Limits {
  readonly minimum: number;
  readonly maximum: number;
}

/** Validates a table's limits against the profile (000 §03 V.2: the maximum is 25, 50, 100 or 200 × the minimum). */
export function checkTable(profile: BlackjackProfile, t: BjTable): void {
  const allowed = profile.table.maxMultipliers.value;
  if (t.maximum < t.minimum) throw new ConfigError('blackjack/bad-limits', `maximum ${t.maximum} is below the minimum ${t.minimum}`);
  if (allowed && !allowed.some((m) => m * t.minimum === t.maximum))
    throw new ConfigError('blackjack/bad-maximum', `the maximum must be ${allowed.join(', ')} × the minimum (${profile.table.maxMultipliers.cite})`, { cite: profile.table.maxMultipliers.cite });
  if (t.boxes > profile.table.maxBoxes.value) throw new ConfigError('blackjack/too-many-boxes', `at most ${profile.table.maxBoxes.value} boxes (${profile.table.maxBoxes.cite})`);
  const models = profile.table.boxModels;
  if (models.value && !models.value.includes(t.boxes))
    throw new ConfigError('blackjack/box-model', `the table has ${models.value.join(' or ')} boxes, not ${t.boxes} (${models.cite})`, { cite: models.cite });
  checkOptions(profile, t.options ?? []);
}

/** A side bet's limits at this table: the table's override, else the profile's fractions of the minimum. */
export function sideLimits(profile: BlackjackProfile, t: BjTable, limits: Limits, kind: SideBetKind): { min: number; max: number } {
  const o = t.sideBetLimits[kind];
  if (o) return o;
  const p = profile.sideBets[kind];
  const down = { mode: 'down', unit: 1 } as const;
  const up = { mode: 'up', unit: 1 } as const;
  return { min: Math.max(1, ratio(limits.minimum, p.minOfTableMinimum.value.num, p.minOfTableMinimum.value.den, up)), max: ratio(limits.minimum, p.maxOfTableMinimum.value.num, p.maxOfTableMinimum.value.den, down) };
}
