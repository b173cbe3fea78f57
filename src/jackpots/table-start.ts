/**
 * @module jackpots/table-start
 * The least a jackpot may hold for a table to be linked to it, as a multiple of the table's jackpot stake, where the
 * game's text sets one (000 §12 8.1, poker with discards: a) a fixed jackpot is at least 2,000 stakes; b) a progressive
 * starts at no less than 1,000 stakes). The multiples are the game's profile data (`jackpotStart`, cited): a profile
 * without it — a jurisdiction whose text has no such rule — has no minimum. Checked when a table is created or
 * configured (server/tables/jackpot-link), with the jackpot the link names: its starting amount, the `seed` (the
 * amount the pool starts at and is reset to), against the stake; refused with a typed error and nothing changed.
 * A jackpot that cannot grow — no share of the bets reaches its pool (`share` 0) or its cap is its seed — is the
 * text's fixed jackpot; any other is progressive.
 */
import { z } from 'zod';
import { CroupierError } from '../core/errors.js';
import type { JackpotDefinition } from './jackpot.js';
import type { JackpotLink } from './table-link.js';

const multiple = z.number().int().min(1);
/**
 * The profile's cited minimums: the starting amount of a progressive and the amount of a fixed jackpot, in stakes (the
 * game's profile schema writes the same shape: a game does not import src/jackpots).
 */
export const jackpotStartSchema = z.object({ progressive: multiple, fixed: multiple }).strict();
export type JackpotStart = z.infer<typeof jackpotStartSchema>;

/** The profile field as the link check reads it: `jackpotStart: { value, cite }` (null value: no minimum). */
const citedStart = z.object({ value: jackpotStartSchema.nullable(), cite: z.string().min(1) });

/** A table's link to a jackpot that holds less than its game's text requires for the table's stake. */
export class JackpotStartError extends CroupierError {
  constructor(jackpot: string, message: string, cite: string) {
    super('jackpot/start-too-low', message, { jackpot, cite });
  }
}

/** Whether a jackpot is the text's fixed kind: nothing of the bets reaches its pool, or its cap is its seed. */
export function isFixedJackpot(def: Pick<JackpotDefinition, 'share' | 'seed' | 'cap'>): boolean {
  // The cap is never below the seed (validated): at or below it, the pool cannot grow.
  return def.share.num === 0 || (def.cap !== null && def.cap <= def.seed);
}

/** The `jackpotStart` a game's profile carries, or null (absent, null, or not of this shape). */
export function profileJackpotStart(profile: unknown): { value: JackpotStart; cite: string } | null {
  if (typeof profile !== 'object' || profile === null) return null;
  const parsed = citedStart.safeParse((profile as { jackpotStart?: unknown }).jackpotStart);
  return parsed.success && parsed.data.value ? { value: parsed.data.value, cite: parsed.data.cite } : null;
}

/**
 * Refuses a link whose jackpot starts below the profile's minimum for the table's stake (`JackpotStartError`,
 * `jackpot/start-too-low`): a progressive's seed below `progressive` × stake, a fixed jackpot's below `fixed` × stake.
 * No rule, or no stake in the link: nothing to check.
 */
export function checkJackpotStart(rule: { value: JackpotStart; cite: string } | null, link: JackpotLink, def: Pick<JackpotDefinition, 'id' | 'share' | 'seed' | 'cap'>): void {
  if (!rule) return;
  const fixed = isFixedJackpot(def);
  const times = fixed ? rule.value.fixed : rule.value.progressive;
  const least = times * link.stake;
  if (def.seed >= least) return;
  const kind = fixed ? 'a fixed jackpot holds at least' : 'a progressive starts at no less than';
  throw new JackpotStartError(def.id, `jackpot ${def.id}: ${kind} ${times.toLocaleString('en')} jackpot stakes (${rule.cite}): ${least} for a stake of ${link.stake}; its seed is ${def.seed}`, rule.cite);
}
