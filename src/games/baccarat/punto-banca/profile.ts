/**
 * @module games/baccarat/punto-banca/profile
 * The punto y banca profile: every rule of 000 §07 (with Mini and Midi), 001 §06, 003 §2.2.7 (Olympic Casino
 * baccarat) and 004 PB as a cited parameter. Table models (large, Mini, Midi, reduced) are profile data; a table
 * picks one (`table.model`).
 */
import { z } from 'zod';
import { cited } from '../../../rules/cited.js';
import { profileHeader } from '../../../rules/profile-set.js';
import { roundingPolicySchema } from '../../../money/rounding.js';
import { shoeProfileSchema } from '../core/shoe-setup.js';
import { bankTableSchema, puntoRuleSchema } from '../core/tableau.js';

export const bancaPaySchema = z.discriminatedUnion('mode', [
  /** Even money less `num/den` of the win (000 §07 V "up to 5%", 001 §06 V, 004 PB 5%, 003 §2.2.7.19 19:20). */
  z.object({ mode: z.literal('commission'), num: z.number().int().min(0), den: z.number().int().positive() }),
  /** 000 §07 V alternative: a 50% deduction when the banca wins with 6, every other win at even money. */
  z.object({ mode: z.literal('six-half') }),
]);
export type BancaPay = z.infer<typeof bancaPaySchema>;

export const tableModelSchema = z.object({
  id: z.string(),
  /** Seat (box) numbers in order; a number may be left out (000 §07 II.3: 13). */
  seats: z.array(z.number().int().positive()).min(1),
  /** Who draws the cards: the shoe passes among the seated players, or the croupier deals. */
  dealing: z.enum(['players', 'croupier']),
});

export const puntoBancaProfileSchema = z.object({
  ...profileHeader,
  shoe: shoeProfileSchema,
  puntoRule: cited(puntoRuleSchema),
  bankTable: cited(bankTableSchema),
  banca: cited(bancaPaySchema),
  /** A stake on banca must be a multiple of this many minor units (003 §2.2.7.8: divisible by 10). */
  bancaStakeMultiple: cited(z.number().int().positive()),
  tie: cited(z.object({ offered: z.boolean(), pays: z.number().int().positive() })),
  /** What a tie does to punto and banca stakes: returned (void coup). */
  tieEffect: cited(z.enum(['push'])),
  rounding: cited(roundingPolicySchema),
  /** The table maximum must be one of these multiples of the minimum (empty: any). */
  maxMultiples: cited(z.array(z.number().int().positive())),
  /** A bet over the maximum: refused, or accepted and paid only up to the maximum (003 §2.1.4). */
  overMax: cited(z.enum(['reject', 'pay-up-to-max'])),
  /** Which spots one player may cover in a coup (003 §2.2.7.7: one of banca/punto, plus the tie). */
  spotsPerPlayer: cited(z.enum(['any', 'one-side-plus-tie'])),
  standingBettors: cited(z.boolean()),
  models: cited(z.array(tableModelSchema).min(1)),
  shoeRotation: cited(
    z.object({
      /** The shoe passes when the banca hand loses (000 §07 IV, 001 §06 IV = a punto win, 004 PB). */
      passOn: z.literal('banca-loses'),
      /** A holder may "salute" (give up the shoe) at most once per shoe (001 §06 VII); null: no limit. */
      salutesPerShoe: z.number().int().positive().nullable(),
      /** A player who refuses the shoe this many times in a row leaves his seat (001 §06 VII); null: never. */
      refusalsToLeave: z.number().int().positive().nullable(),
    }),
  ),
  /** 003 §2.2.7.22–24: the Olympic Casino irregularity rules (extra cards, dealing before bets). */
  irregularities: cited(z.enum(['003', 'restore-only'])),
  /** 003 §2.2.7.25: the cards shuffled into an ordinary shoe when the mechanical shuffler fails mid-hand; none: no rule. */
  shufflerFailure: cited(z.enum(['reshuffle-with-discards', 'reshuffle-remaining', 'none'])),
  /**
   * A table dealing from a mechanical shuffler burns when it opens only (003 §2.2.7.6), or every shoe like a table
   * dealing from an ordinary shoe.
   */
  shufflerBurn: cited(z.enum(['table-opening', 'every-shoe'])),
});
export type PuntoBancaProfile = z.infer<typeof puntoBancaProfileSchema>;

export const puntoBancaTableSchema = z.object({
  model: z.string(),
  minBet: z.number().int().positive(),
  maxBet: z.number().int().positive(),
  tieMin: z.number().int().positive(),
  tieMax: z.number().int().positive(),
  /** Casino management may require bets in multiples of the table minimum (000 §07 V, 001 §06 V). */
  multiplesOfMin: z.boolean(),
  /** Seats taken when the table opens: seat number → player. */
  seats: z.record(z.string(), z.string()).default({}),
  /** People at the table; the game awaits them while betting is open (optional). */
  players: z.array(z.string().min(1)).default([]),
  /** The table deals from a mechanical shuffler (003 §2.2.7.5–6, .22–.25). */
  shuffler: z.boolean().default(false),
});
export type PuntoBancaTable = z.infer<typeof puntoBancaTableSchema>;
