/**
 * @module games/craps/profile
 * The craps profile: every price, limit and procedural choice of 000 §06 (eus) and 001 §09 (cv), each cited.
 * Prices are net winnings per unit staked: `[num, den]` means "num to den" (the stake comes back on top);
 * the multiple chances' "N times" are one integer N whose reading (`timesReading`) is a cited parameter.
 * `cites`: the section of each procedure rule in the profile's text (`CRAPS_CITE_TOPICS`, src/rules/cites.ts).
 */
import { z } from 'zod';
import { cited } from '../../rules/cited.js';
import { citesSchema } from '../../rules/cites.js';
import { profileHeader } from '../../rules/profile-set.js';
import { roundingPolicySchema } from '../../money/rounding.js';
import { MULTIPLE_SPOTS, OFFABLE, POINTS, WITHDRAWABLE, type MultipleSpot, type PointNo } from './spots.js';

const total = z.number().int().min(2).max(12);
const point = z.union(POINTS.map((n) => z.literal(n)) as [z.ZodLiteral<4>, z.ZodLiteral<5>, z.ZodLiteral<6>, z.ZodLiteral<8>, z.ZodLiteral<9>, z.ZodLiteral<10>]);
/** A price `[num, den]`: net winnings num for every den staked. */
const price = z.tuple([z.number().int().positive(), z.number().int().positive()]);
const perPoint = <S extends z.ZodType>(s: S) => z.object({ '4': s, '5': s, '6': s, '8': s, '9': s, '10': s });
const pct = z.number().int().positive();

/** The procedure rules every craps text writes; each profile's `cites` gives their sections. */
export const CRAPS_CITE_TOPICS = {
  procedure: 'The play of a throw: bets until «no more bets», only the shooter throws, when the dice may be changed, void throws, the staff’s calls.',
  limits: 'Every bet lies between the table minimum and its maximum (simple chances, multiple chances, odds, place bets).',
} as const;
export type CrapsCiteTopic = keyof typeof CRAPS_CITE_TOPICS;

const multiples = z.object(Object.fromEntries(MULTIPLE_SPOTS.map((s) => [s, cited(z.number().int().positive())])) as Record<MultipleSpot, ReturnType<typeof cited<z.ZodNumber>>>);

export const crapsProfileSchema = z.object({
  ...profileHeader,
  /** Where the catalogue's craps section is (`000 §06`), for messages. */
  section: z.string(),
  cites: citesSchema(CRAPS_CITE_TOPICS),
  rounding: cited(roundingPolicySchema),
  /** Group A: simple chances paid at par; the field's double on 2 and 12. */
  field: cited(z.object({ wins: z.array(total), doubleOn: z.array(total), doublePays: z.number().int().positive() })),
  /** The simple chances the catalogue offers (paid at par, limited by the simple maximum); a profile may drop one. */
  simpleChances: cited(z.array(z.enum(['win', 'dont-win', 'come', 'dont-come', 'field', 'big-6', 'big-8', 'under-7', 'over-7']))),
  /** Group B: each multiple chance's "N times". */
  multiples,
  /** How "N times the stake" reads: `to-one` = N won plus the stake back; `for-one` = N back in all. */
  timesReading: cited(z.enum(['to-one', 'for-one'])),
  /** Group C: odds prices by point. */
  oddsPays: cited(perPoint(price)),
  dontOddsPays: cited(perPoint(price)),
  /** Group D: place bets. */
  placeNumbers: cited(z.array(point).min(1)),
  rightPays: cited(perPoint(price)),
  wrongPays: cited(perPoint(price)),
  /** Don't Win / Don't Come on a come-out 12: the bet stands undecided, or is settled as a push. */
  barTwelve: cited(z.enum(['stays', 'push'])),
  /** Bets not working on a come-out throw (nothing, as both texts are written). */
  offOnComeOut: cited(z.array(z.enum(OFFABLE))),
  /** Bets a player may take down while undecided (besides retracting a bet before it has been at risk). */
  withdrawable: cited(z.array(z.enum(WITHDRAWABLE))),
  limits: z.object({
    /** Simple-chance maximum, as multiples of the table minimum. */
    simpleMaxTimesMin: cited(z.object({ min: z.number().int().positive(), max: z.number().int().positive() })),
    /** A multiple chance's maximum win, as multiples of the win the simple maximum allows. */
    multipleWinTimesSimpleMax: cited(z.object({ min: z.number().positive(), max: z.number().positive() })),
    /** Odds maxima as percentages of the player's own flat bet. */
    winOddsMaxPct: cited(perPoint(pct)),
    dontOddsMaxPct: cited(perPoint(pct)),
    /** Place maxima as percentages of the table's simple-chance maximum. */
    rightMaxPct: cited(perPoint(pct)),
    wrongMaxPct: cited(perPoint(pct)),
  }),
  shooter: z.object({
    /** The shooter must have a Win or Don't Win bet before a come-out throw. */
    mustBetLine: cited(z.boolean()),
    /** Invalid throws (throwing faults) after which the head may take the dice away. */
    repeatedFaults: cited(z.number().int().min(1)),
  }),
  equipment: cited(z.object({ diceSideMm: z.object({ min: z.number(), max: z.number() }), dicePerSession: z.number().int(), diceInPlay: z.number().int() })),
  staff: cited(
    z.object({
      full: z.object({ heads: z.number().int(), croupiersMin: z.number().int(), croupiersMax: z.number().int(), stickmen: z.number().int() }),
      /** Half table / small craps table, where the text allows one. */
      small: z.object({ croupierStickmenMin: z.number().int() }).nullable(),
    }),
  ),
  /** null = unlimited. */
  maxPlayers: cited(z.number().int().positive().nullable()),
  /** The stickman's announcements in the text's words, by language. */
  announcements: cited(z.object({ 'no-more-bets': z.record(z.string(), z.string()), 'no-roll': z.record(z.string(), z.string()), 'dice-change': z.record(z.string(), z.string()) })),
});

export type CrapsProfile = z.infer<typeof crapsProfileSchema>;
export type Price = readonly [number, number];

export const priceAt = (table: { readonly [k: string]: Price }, n: PointNo): Price => table[String(n)] as Price;
export const pctAt = (table: { readonly [k: string]: number }, n: PointNo): number => table[String(n)] as number;
