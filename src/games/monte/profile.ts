/**
 * @module games/monte/profile
 * Monte o Banca (001 §13): the profile as cited data. Every payout, deduction, limit and the four decisions the text
 * leaves open (docs/games/monte.md) are parameters:
 * - `pays`: Vista Hermosa 32, Camo/Anti/Viudo 11 in Primeras and 5 in Segundas, Salto 3, Cartas 1 (§13 VI.1);
 * - `odds`: "32 veces" / "11 veces" read as N **to** 1 (the stake returned on top) or N **for** 1 (the stake included);
 * - `points`: the points taken off Vista Hermosa per doubled, tripled or burned card and off Camo/Anti/Viudo per doubled
 *   card (§13 VI.1, VI.4), and whether the Segundas payout loses them too;
 * - `firstCardDeduction`: the 10% off winning bets when the first card turned up after the bets matches a laid-out card
 *   (§13 V): of the winnings or of the whole return, in Primeras only or in both phases;
 * - `carry`: what a Cartas bet whose cards were not decided in Primeras does (carries into Segundas or is returned);
 * - `fourthMatchesThird`: a fourth card of the third card's value (burned and replaced, or the round void);
 * - `diagonals`: whether a doubled or tripled top card cancels on the diagonal Cartas bets (as written: no);
 * - `playerEdge`: what the load check does with a bet whose exact return is over 100% (warn or refuse);
 * - `limits`: each bet's maximum as a multiple of the table minimum (§13 VI.2).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ConfigError } from '../../core/errors.js';
import { roundingPolicySchema } from '../../money/rounding.js';
import { cited } from '../../rules/cited.js';
import { citesSchema } from '../../rules/cites.js';
import { profileHeader, profileSetFromDir, type ProfileSet } from '../../rules/profile-set.js';
import { checkPlayerEdge } from './edge.js';

const int = z.number().int();

/** The procedure rules of Monte; each profile's `cites` gives their sections. */
export const MONTE_CITE_TOPICS = {
  layout: 'The croupier lays out four cards: first top-left, second top-right, third bottom-left, fourth bottom-right.',
  'no-more-bets': 'Bets open with "hagan juego" and close with "no va más", in Primeras and again in Segundas.',
  primeras: 'Cards are turned up until one wins against the laid-out cards; losing bets are collected and winners paid.',
  segundas: 'Segundas is played with the horizontal cards still laid out; Salto is not offered in Segundas.',
  doubles: 'Doubled, tripled and burned cards, and the bets they cancel.',
  void: 'All four cards of one of the first two cards seen before the layout is complete void the round.',
  limits: 'Each bet lies between the table minimum and its maximum, a multiple of the minimum.',
} as const;
export type MonteCiteTopic = keyof typeof MONTE_CITE_TOPICS;

const monteProfileFields = z.object({
  ...profileHeader,
  cites: citesSchema(MONTE_CITE_TOPICS),
  rounding: cited(roundingPolicySchema),
  /** The two packs, used one per round in turn (their back colours). */
  decks: cited(z.array(z.string().min(1)).min(1)),
  pays: cited(z.object({ vis: int.min(1), camoPrimeras: int.min(1), camoSegundas: int.min(1), salto: int.min(1), cartas: int.min(1) })),
  odds: cited(z.enum(['to-one', 'for-one'])),
  points: cited(z.object({ visPerCard: int.min(0), camoPerDoubledCard: int.min(0), segundas: z.boolean() })),
  firstCardDeduction: cited(z.object({ percent: int.min(0).max(100), of: z.enum(['winnings', 'return']), phases: z.enum(['primeras', 'both']), exceptVis: z.boolean() })),
  carry: cited(z.enum(['carry', 'return'])),
  fourthMatchesThird: cited(z.enum(['burn', 'void'])),
  /** The diagonal Cartas bets against a doubled or tripled top card: only what the text names, or cancelled like the card beside it. */
  diagonals: cited(z.enum(['as-written', 'cancel'])),
  /** A bet whose exact return is over 100%: the profile loads with a warning, or is refused. */
  playerEdge: cited(z.enum(['warn', 'refuse'])),
  limits: cited(z.object({ cartas: int.min(1), vis: int.min(1), camoPrimeras: int.min(1), camoSegundas: int.min(1), salto: int.min(1) })),
  /** Staffing and equipment as the text sets them (documentation; not used by the engine). */
  staff: cited(z.record(z.string(), z.union([z.number(), z.string()]))),
});
export type MonteProfile = z.infer<typeof monteProfileFields>;

/** The profile as loaded: the fields, then the load check of the bets' exact returns (a bet over 100% warns or refuses). */
export const monteProfileSchema = monteProfileFields.superRefine((p, ctx) => {
  try {
    checkPlayerEdge(p);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    ctx.addIssue({ code: 'custom', message: `${e.code}: ${e.message}`, path: ['playerEdge'] });
  }
});

export const monteTableSchema = z.object({
  minimum: int.min(1),
  chipUnit: int.min(1),
});
export type MonteTable = z.infer<typeof monteTableSchema>;

const here = dirname(fileURLToPath(import.meta.url));
export const monteProfiles: ProfileSet<MonteProfile> = profileSetFromDir(monteProfileSchema, join(here, 'profiles'));

export const defaultMonteTable = (): MonteTable => ({ minimum: 100, chipUnit: 100 });
