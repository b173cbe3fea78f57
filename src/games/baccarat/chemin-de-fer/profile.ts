/**
 * @module games/baccarat/chemin-de-fer/profile
 * The chemin de fer profile (000 §08, 001 §07): players hold the bank; the house takes a cagnotte from the
 * banker's winnings. Every rule is a cited parameter; the drawing table is the reconstruction of 001 §07 VI.
 * `cites`: the section of each procedure rule in the profile's text (`CDF_CITE_TOPICS`, src/rules/cites.ts).
 */
import { z } from 'zod';
import { cited } from '../../../rules/cited.js';
import { citesSchema } from '../../../rules/cites.js';
import { profileHeader } from '../../../rules/profile-set.js';
import { roundingPolicySchema } from '../../../money/rounding.js';
import { shoeProfileSchema } from '../core/shoe-setup.js';
import { bankTableSchema, puntoRuleSchema } from '../core/tableau.js';

export { fractionSchema } from '../core/fraction.js';
import { fractionSchema } from '../core/fraction.js';

/** The procedure rules every chemin-de-fer text writes; each profile's `cites` gives their sections. */
export const CDF_CITE_TOPICS = {
  'waiting-list': 'Players without a seat put their names on a waiting list.',
  seats: 'Seats: one player a seat; during a shoe a vacant seat goes to the first on the waiting list; a player who takes or changes a seat during the shoe lets the hand pass ("salutes"); seat changes are served when the shoe ends; a player absent when offered the hand loses his seat.',
  bank: 'The bank: offered in turn, taken, auctioned, raised, joined by associates, passed; the punto stakes lie between the punto minimum and the bank; the banker’s associate never plays.',
  garage: 'Compulsory garage: the part of the bank the stakes do not cover is set aside.',
  play: 'The play of a coup: naturals are shown, the player holding the cards speaks, then the banker, who must draw on baccara.',
  stakes: 'The stakes against the bank and the deal: banco, banco avec la table, punto stakes, banco suivi, no more bets, the cards dealt, the stakes settled.',
  'general-irregularities': 'General irregularities: cards drawn before the betting time ends, stuck cards, a card on the floor.',
  'croupier-errors': 'The croupier’s errors: cards exposed in the deal, "card" announced when the punto said "no".',
  'banker-errors': 'The banker’s errors: a fifth card, too many cards, two cards given, a punto card in the basket, cards exposed, showing before the punto speaks (stakes may be withdrawn), a natural lost by giving a card.',
  'player-errors': 'The players’ errors: a wrong announcement, a natural not shown, cards thrown away unseen, advice from anyone but the croupier.',
} as const;
export type CdfCiteTopic = keyof typeof CDF_CITE_TOPICS;

export const cheminProfileSchema = z.object({
  ...profileHeader,
  cites: citesSchema(CDF_CITE_TOPICS),
  shoe: shoeProfileSchema,
  /** The punto's rule: `T` must draw, `P` must stand, `O` free, `N` natural. */
  puntoRule: cited(puntoRuleSchema),
  /** The croupier's advice to a punto on 5 who asks for it. */
  adviceAtFive: cited(z.enum(['stand', 'draw'])),
  /**
   * The croupier's advice on 5 binds the punto who asked for it (001 §07 VI: "éste le hará plantarse": the other word
   * is refused), or is advice only (000 §08 VI: "planto egiteko esango dio", he tells him to stand).
   */
  adviceBinding: cited(z.boolean()),
  /** A punto who went banco is free of the punto rule (only if the games director authorised it). */
  bancoFree: cited(z.boolean()),
  /** The bank's drawing table ("cuadro de jugadas de la banca"), binding once the banker asks for it. */
  bankTable: cited(bankTableSchema),
  /** Bank totals on which the banker must draw whatever he chooses (000 §08 VI: 0, "baccara"). */
  bankerMustDraw: cited(z.array(z.number().int().min(0).max(7))),
  /** The house levy on the banker's win of each coup. */
  cagnotte: cited(fractionSchema),
  /** Bank maximum as a multiple of the punto minimum; null: no maximum. */
  bankMaxMultiple: cited(z.number().int().positive().nullable()),
  /** Voluntary garage: winnings may be taken out of play once they exceed this multiple of the punto minimum. */
  garageMinMultiple: cited(z.number().int().positive()),
  /** "Banco avec la table": the share of the bank one player stakes. */
  avecLaTableShare: cited(fractionSchema),
  /** Players at the table needed to start and keep the game. */
  minPlayers: cited(z.number().int().min(2)),
  seats: cited(z.array(z.number().int().positive()).min(2)),
  standingPlayers: cited(z.boolean()),
  /** A player who refuses the hand this many times in a row gives up his seat; null: never. */
  refusalsToLeave: cited(z.number().int().positive().nullable()),
  rounding: cited(roundingPolicySchema),
  /** Refused by everyone, the bank goes back to the one who passed it, for the same sum, before the auction. */
  passerRetakes: cited(z.boolean()),
  /** The right to banco suivi let go in a coup that ends in a tie: recovered for the next coup, or lost. */
  bancoSuiviOnTie: cited(z.enum(['recovered', 'lost'])),
});
export type CheminProfile = z.infer<typeof cheminProfileSchema>;

export const cheminTableSchema = z.object({
  /** Minimum punto stake against the bank (000 §08 V). */
  puntoMin: z.number().int().positive(),
  /** Minimum bank (never below the punto minimum). */
  bankMin: z.number().int().positive(),
  /** The casino is authorised to play banks without maximum (000 §08 V). */
  unlimitedBank: z.boolean().default(false),
  seats: z.record(z.string(), z.string()).default({}),
  /** People at the table; the game awaits them while betting is open (optional). */
  players: z.array(z.string().min(1)).default([]),
});
export type CheminTable = z.infer<typeof cheminTableSchema>;
