/**
 * @module games/baccarat/deux-tableaux/profile
 * Baccarat à deux tableaux (000 §09, 001 §08): one banker against two tableaux, limited or free bank.
 */
import { z } from 'zod';
import { cited } from '../../../rules/cited.js';
import { profileHeader } from '../../../rules/profile-set.js';
import { roundingPolicySchema } from '../../../money/rounding.js';
import { shoeProfileSchema } from '../core/shoe-setup.js';
import { bankTableSchema, puntoRuleSchema } from '../core/tableau.js';
import { fractionSchema } from '../core/fraction.js';

export const deuxProfileSchema = z.object({
  ...profileHeader,
  shoe: shoeProfileSchema,
  puntoRule: cited(puntoRuleSchema),
  /** The player who goes banco is exempt from the punto rule. */
  bancoExempt: cited(z.boolean()),
  bankTable: cited(bankTableSchema),
  bankerMustDraw: cited(z.array(z.number().int().min(0).max(7))),
  /** A two-card 8 (and 9) beats any three-card hand. */
  naturalBeatsThreeCards: cited(z.boolean()),
  /** The cagnotte of each mode, on the banker's net win of the coup over both tableaux. */
  cagnotte: cited(z.object({ limited: fractionSchema, free: fractionSchema })),
  /** What the cagnotte is taken on: the net win over both tableaux, or each tableau's win. */
  cagnotteBase: cited(z.enum(['net', 'gross'])),
  /** Repeats of a void banco coup. */
  bancoRepeats: cited(z.number().int().min(0)),
  /** Players on each tableau needed to start. */
  minPlayersPerTableau: cited(z.number().int().min(1)),
  /** Seats per tableau (tableau 1 is numbered from 1, tableau 2 continues). */
  seatsPerTableau: cited(z.number().int().min(1)),
  /** Free bank: one table per casino, at most this many sessions a day and shoes per session. */
  freeBank: cited(z.object({ tablesPerCasino: z.number().int().positive(), sessionsPerDay: z.number().int().positive(), shoesPerSession: z.number().int().positive() })),
  rounding: cited(roundingPolicySchema),
});
export type DeuxProfile = z.infer<typeof deuxProfileSchema>;

export const deuxTableSchema = z.object({
  mode: z.enum(['limited', 'free']),
  minStake: z.number().int().positive(),
  /** Limited bank: the authorised maximum stake; a free bank has none (000 §09 V.2). */
  maxStake: z.number().int().positive(),
  bankMin: z.number().int().positive(),
  bankMax: z.number().int().positive(),
  /** The betting unit (a half of an odd number of units on the line between tableaux plays on tableau 1). */
  unit: z.number().int().positive(),
  seats: z.record(z.string(), z.string()).default({}),
  players: z.array(z.string().min(1)).default([]),
  /** Free bank: the casino's free-bank tables, this one included (000 §09 V.2: one per casino). */
  freeBankTables: z.number().int().positive().default(1),
  /** Free bank: the day the table's first session opens. */
  sessionDay: z.string().min(1).default('day-1'),
});
export type DeuxTable = z.infer<typeof deuxTableSchema>;
