/**
 * @module games/baccarat/deux-tableaux/profile
 * Baccarat à deux tableaux (000 §09, 001 §08): one banker against two tableaux, limited or free bank.
 * `cites`: the section of each procedure rule in the profile's text (`DT_CITE_TOPICS`, src/rules/cites.ts).
 */
import { z } from 'zod';
import { cited } from '../../../rules/cited.js';
import { citesSchema } from '../../../rules/cites.js';
import { profileHeader } from '../../../rules/profile-set.js';
import { roundingPolicySchema } from '../../../money/rounding.js';
import { shoeProfileSchema } from '../core/shoe-setup.js';
import { bankTableSchema, puntoRuleSchema } from '../core/tableau.js';
import { fractionSchema } from '../core/fraction.js';

/** The procedure rules every baccarat-à-deux-tableaux text writes; each profile's `cites` gives their sections. */
export const DT_CITE_TOPICS = {
  'banker-seat': 'The banker sits facing the croupier.',
  'banco-lot': 'Equal bancos: the lot picks the one who plays.',
  bank: 'The bank: taken, auctioned, left after the first coup, redeposited; a banker who won and withdrew may not bank again in the shoe.',
  'bank-offer': 'The bank is offered for a sum at the start of the game.',
  'bank-jumped': 'A bank that has lost everything "jumps".',
  'bank-covers': 'Stakes beyond the bank: the banker covers them.',
  'stake-limits': 'Every stake lies between the table minimum and maximum.',
  play: 'The play of a coup: the tableaux speak and the banker after them; naturals shown; banco; the bank’s table.',
  stakes: 'The stakes on the tableaux: where they may be placed, no more bets, the stakes settled.',
  deal: 'The deal: tableau 1, tableau 2, the banker, twice.',
  'general-irregularities': 'General irregularities: cards drawn early, stuck cards, a card on the floor, cards taken by the wrong player.',
  'banker-errors': 'The banker’s errors in the deal: cards lost unseen, a tableau’s cards exposed.',
  'restored-coups': 'Restored coups: a card given to the wrong tableau.',
  'player-errors': 'The players’ errors: a wrong announcement, the right to show lost.',
  'other-irregularities': 'Other irregularities: cards thrown into the basket unseen, a banker who announces a wrong point.',
} as const;
export type DtCiteTopic = keyof typeof DT_CITE_TOPICS;

export const deuxProfileSchema = z.object({
  ...profileHeader,
  cites: citesSchema(DT_CITE_TOPICS),
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
