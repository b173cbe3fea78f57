/**
 * @module jackpots/jackpot
 * A progressive jackpot as operator data (docs/jackpots.md): the money the server holds for it lives in one ledger
 * account, `pool:jackpot-<id>`; this record says how that money moves.
 * - `games`: the games whose jackpot bets may feed it (a table names the jackpot in its configuration: the link);
 * - `share`: the part of each jackpot bet that goes to the pool after the casino's deduction (000 §11 VI.1: "after the
 *   deduction authorised in the casino's favour"); the rest goes to the house's revenue;
 * - `seed`: the starting amount and the amount the pool is reset to after a prize leaves it below (000 §12 8.1 b: a
 *   progressive starts at ≥ 1,000 jackpot stakes), funded by `seedFrom` (the house);
 * - `cap`: the pool grows no further (the share beyond it is deducted too), or null;
 * - `rounding`: how a share of a bet or of the pool is rounded (src/money/rounding; the remainder stays where it was);
 * - `status`: `in-order`, or `out-of-order` (003 §2.3.5: no jackpot bet is taken);
 * - `cite`: the authorisation the figures come from;
 * - `basis`, `trigger`, `prize`: the machines' jackpots (jackpots/machine-jackpot): a share of every stake, a random
 *   trigger, a prize in kind; the defaults are a table's jackpot bet.
 * - `dayClose` (optional): when the casino day closes, for prizes paid on the amount at the previous close (003
 *   §3.3.4, the poker-room jackpots: src/jackpots/poker-room; 07:00 Tallinn when absent).
 * The prize table belongs to the game's profile (the text writes it per game: 000 §11 VI.1, §12 8.1, 001 §11 V.5).
 */
import { z } from 'zod';
import { DEFAULT_ROUNDING, roundingPolicySchema } from '../money/rounding.js';
import { poolAccount } from '../ledger/accounts.js';
import { jackpotTriggerSchema, prizeInKindSchema } from './machine-jackpot.js';
import { dayCloseSchema } from './poker-room.js';

export const JACKPOT_STATUSES = ['in-order', 'out-of-order'] as const;
export type JackpotStatus = (typeof JACKPOT_STATUSES)[number];

export const jackpotIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lowercase letters, digits and dashes, at most 40');

const int = z.number().int();
export const jackpotDefinitionSchema = z
  .object({
    id: jackpotIdSchema,
    name: z.string().trim().min(1).max(80),
    games: z.array(z.string().min(1)).min(1),
    share: z.object({ num: int.min(0), den: int.min(1) }).refine((r) => r.num <= r.den, 'the pool takes at most the whole jackpot bet'),
    seed: int.min(0).max(Number.MAX_SAFE_INTEGER),
    seedFrom: z.enum(['house']).default('house'),
    cap: int.min(1).max(Number.MAX_SAFE_INTEGER).nullable().default(null),
    rounding: roundingPolicySchema.default(DEFAULT_ROUNDING),
    status: z.enum(JACKPOT_STATUSES).default('in-order'),
    cite: z.string().trim().min(1).max(200),
    /** What feeds the pool: a jackpot bet (the tables), or a share of every stake (the machines, 003 §4.5.4). */
    basis: z.enum(['jackpot-bet', 'stake']).default('jackpot-bet'),
    /** The machines' random trigger (003 §4.5.2; jackpots/machine-jackpot), or null: won by a combination only. */
    trigger: jackpotTriggerSchema.nullable().default(null),
    /** A prize in kind (the car, 003 §4.5.3) instead of the pool's money, or null. */
    prize: prizeInKindSchema.nullable().default(null),
    dayClose: dayCloseSchema.optional(),
  })
  .refine((d) => d.cap === null || d.cap >= d.seed, { message: 'the cap is below the seed', path: ['cap'] })
  .refine((d) => d.trigger?.kind !== 'must-hit-by' || (d.trigger.ceiling > d.seed && (d.cap === null || d.cap >= d.trigger.ceiling)), { message: 'a must-hit-by ceiling lies above the seed and at or below the cap', path: ['trigger'] });
export type JackpotDefinition = z.infer<typeof jackpotDefinitionSchema>;
export type JackpotInput = z.input<typeof jackpotDefinitionSchema>;

/** The ledger account that holds a jackpot's money. */
export const jackpotAccount = (id: string): string => poolAccount(`jackpot-${id}`);
