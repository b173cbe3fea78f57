/**
 * @module games/blackjack/profile
 * A blackjack rule profile: every parameter the five texts set, plus the rules no seed has (hole card and peek,
 * hitting soft 17, late surrender, 6:5, 1–8 decks, CSM) so users can model their own casino. Each parameter is
 * `cited(...)`: `{ value, cite, note? }`. Profiles live in `profiles/<id>.json` (`eus` = seed 000, `cv` = 001,
 * `gr` = 002, `ee-oc` = 003 six-deck table, `ee-oc-2d` = 003 two-deck table, `es` = 004).
 *
 * Fields (a ratio is `{ num, den }`: "3:2" is `{ num: 3, den: 2 }`; amounts are integer minor units):
 * - `cites`: the section of each procedure rule in the profile's text (`BJ_CITE_TOPICS`, src/rules/cites.ts).
 * - `casinoOptions`: the rules the text leaves to each casino (side-bet kinds, `surrender`); each is off unless the
 *   table switches it on (`table.options`, options.ts), and the fields below describe it as played when offered.
 * - `rounding`: the named rounding policy for every fractional payout (3:2 on odd stakes, half on insurance).
 * - `shoe.decks` 1–8; `shoe.backs` back colours (decks alternate); `shoe.mode` `cut-card` | `csm` (continuous
 *   shuffling machine, 002 §14.10); `shoe.reserve` cards left behind the cut card; `shoe.burn` cards burned unseen
 *   when a shoe starts; `shoe.csmBurnEachRound` burn again before every CSM round; `shoe.playerCut` a player makes
 *   the final cut; `shoe.cutWithShuffler` the cut is made in CSM mode too; `shoe.cutMinEachSide` cards the cut must leave on either side; `shoe.faceUpCard` what happens to
 *   a card found face up in the shoe (`burn` | `play-through`).
 * - `table.boxes` boxes on the layout by default; `table.maxBoxes`; `table.maxMultipliers` the allowed
 *   maximum/minimum ratios (null: any); `table.betsInMultiplesOfMinimum`; `table.tipBet` the tip bet (003, tip.ts).
 * - `seating.seatedCommands` the player seated at a box decides for it; `seating.emptyBoxCommand` who commands a
 *   box nobody sits at (`first-bettor` | `largest-bet`, 001); `seating.maxBetsPerBox` main bets on one box,
 *   the commander's included (null: no cap); `seating.backBetConsent` `owner` | `owner-or-inspector` | `none`;
 *   `seating.backBetMinimum` `table-minimum` | `none`; `seating.backBettorsIndependent` back-bettors decide
 *   surrender and even money for their own stake (003 §2.2.1.20), else the commander's choice binds the box.
 * - `dealer.holeCard` `none` (European: one card, the second after the players) | `peek-ace-ten` (US: hole card,
 *   peeks under an ace or ten) | `hole-no-peek`; `dealer.hitsSoft17`; `dealer.drawsWhenNoLiveHands` whether the
 *   dealer still completes his hand when every hand is busted, surrendered or already paid.
 * - `blackjack.pays` (3:2; 6:5 expressible); `blackjack.afterSplitCounts` a two-card 21 after a split is a
 *   blackjack; `blackjack.payImmediately` `never` | `when-dealer-cannot-have-blackjack` (dealer shows 2–9).
 * - `dealerBlackjackTakes` `all` (doubled and split stakes too) | `original-only`.
 * - `play.standOn21` no card may be drawn on 21 (soft or hard); `play.cardsFaceDown` players' cards are dealt face
 *   down and only their owner sees them until settlement (003 §2.2.2.8).
 * - `double.hardTotals` `any` or the list of two-card hard totals that may double; `double.softHands` `any` or
 *   the list of soft hands (`AA`, `A2` … `A9`) that may double; `double.initialAceCountsOne` an initial ace of a
 *   doubled hand counts 1 for good (000, 001); `double.afterSplit`; `double.onSplitAces`.
 * - `split.match` `value` (K+10 splits) | `rank`; `split.maxSplits` splits per initial hand (null: as many as
 *   equal cards come); `split.resplitAces`; `split.splitAcesOneCard`.
 * - `insurance.offered`; `insurance.pays` (2:1); `insurance.maxOfBet` (1:2 of the original bet);
 *   `insurance.minOfTableMinimum` / `insurance.stepOfTableMinimum` (null: none); `insurance.blackjackMayInsure`.
 * - `evenMoney` `none` | `immediate-before-third-cards` (000) | `at-par-ends-play` (001) | `offer-now-or-wait` (002).
 * - `surrender.mode` `none` | `late` | `early`; `surrender.vsAce`; `surrender.afterSplit`; `surrender.rounding`.
 * - `irregularities.exposedCard` an unrequested card exposed while dealing: `burn` | `offer-next-players`
 *   (002 §14.7) | `next-card-in-play` (003 §2.2.1.28).
 * - `sideBets.<kind>`: `offered`, `pays` (a pay table of ratios, N:1 as `{num: N, den: 1}`), limits as fractions
 *   of the table minimum, and kind-specific fields (see side-bets.ts).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { cited } from '../../rules/cited.js';
import { citesSchema } from '../../rules/cites.js';
import { profileHeader, profileSetFromDir, type ProfileSet } from '../../rules/profile-set.js';
import { roundingPolicySchema } from '../../money/rounding.js';

export const ratioSchema = z.object({ num: z.number().int().min(0), den: z.number().int().min(1) });
export type Ratio = z.infer<typeof ratioSchema>;

const int = z.number().int();
const payTable = (keys: readonly [string, ...string[]]) => z.object(Object.fromEntries(keys.map((k) => [k, ratioSchema])) as Record<string, typeof ratioSchema>);

export const SOFT_HANDS = ['AA', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9'] as const;
export type SoftHand = (typeof SOFT_HANDS)[number];

/** Limits of a side bet, as fractions of the table minimum; the maximum is summed over all bettors of a box. */
const sideLimits = {
  minOfTableMinimum: cited(ratioSchema),
  maxOfTableMinimum: cited(ratioSchema),
};

export const PAIRS_KEYS = ['perfect', 'colour', 'mixed'] as const;
export const SEVENS_KEYS = ['first-seven', 'two-sevens', 'two-sevens-suited', 'three-sevens'] as const;
export const PERFECT_PAIR_KEYS = ['suited', 'suited-blackjack', 'suited-king-queen'] as const;
export const GALAXY_KEYS = ['suited-trips', 'suited-pair', 'prime-pair', 'any-pair'] as const;
export const TOP3_KEYS = ['suited-trips', 'straight-flush', 'trips'] as const;
export const TWENTY_ONE_PLUS_3_KEYS = ['suited-trips', 'straight-flush', 'trips', 'straight', 'flush'] as const;

export const sideBetsSchema = z.object({
  /** 000 §03 V.1.e: first two cards a pair (perfect = same rank and suit, colour, mixed). */
  pairs: z.object({ offered: cited(z.boolean()), pays: cited(payTable(PAIRS_KEYS)), match: cited(z.enum(['rank', 'value'])), ...sideLimits }),
  /** 000 §03 V.1.f: the accumulated "sevens" bet; three suited sevens win the jackpot (≥ floor × stake). */
  sevens: z.object({ offered: cited(z.boolean()), pays: cited(payTable(SEVENS_KEYS)), jackpotFloor: cited(int.min(0)), ...sideLimits }),
  /** 001 §03 V.1.e: under / over 13 on the first two cards (ace = 1); exactly 13 loses both. */
  underOver13: z.object({ offered: cited(z.boolean()), pays: cited(ratioSchema), ...sideLimits }),
  /** 001 §03 V.2: the progressive, on the sevens table shape; the jackpot pays the pool (≥ floor × stake). */
  progressive: z.object({ offered: cited(z.boolean()), pays: cited(payTable(SEVENS_KEYS)), jackpotFloor: cited(int.min(0)), ...sideLimits }),
  /** 003 §2.2.1.25: "Perfect Pair" (a suited-cards bet); the top prize is a fixed amount shared equally. */
  perfectPair: z.object({ offered: cited(z.boolean()), pays: cited(payTable(PERFECT_PAIR_KEYS)), topPrize: cited(int.min(0)), ...sideLimits }),
  /** 003 §2.2.1.26: "Galaxy Bonus" (pairs; suited trips with the dealer's first card). */
  galaxy: z.object({ offered: cited(z.boolean()), pays: cited(payTable(GALAXY_KEYS)), ...sideLimits }),
  /** 003 §2.2.1.27: "TOP3" (player's two cards + dealer's first card); only with a 21+3 bet. */
  top3: z.object({ offered: cited(z.boolean()), pays: cited(payTable(TOP3_KEYS)), ...sideLimits }),
  /** 003 §2.2.1.27.3 names 21+3 without describing it: the usual three-card poker bet. */
  twentyOnePlus3: z.object({ offered: cited(z.boolean()), pays: cited(payTable(TWENTY_ONE_PLUS_3_KEYS)), ...sideLimits }),
});
export type SideBetsProfile = z.infer<typeof sideBetsSchema>;
export type SideBetKind = keyof SideBetsProfile;

/** The procedure rules every blackjack text writes (not parameters); each profile's `cites` gives their sections. */
export const BJ_CITE_TOPICS = {
  'bets-before-deal': 'Bets are placed before the cards are dealt.',
  limits: 'Every bet lies between the table minimum and maximum.',
  commander: 'The player who commands a box (the one seated there) decides for it; one player a box.',
  decisions: 'The hands are played in turn, box by box, each deciding when its turn comes.',
  insurance: 'Insurance is offered only when the dealer shows an ace, before any third card.',
  deal: 'The cards are dealt to the boxes that hold a bet.',
  'side-bets': 'Only players of a box may make its side bets.',
  'limit-change': 'New limits are announced with the last shoe under the old ones and apply from the next shoe.',
  'last-round': 'When the cut card comes out, the round in play is the last of the shoe.',
} as const;
export type BjCiteTopic = keyof typeof BJ_CITE_TOPICS;

/** The rules a text may leave to each casino (options.ts): a side bet by its kind, or surrender. */
export const CASINO_OPTIONS = ['pairs', 'sevens', 'underOver13', 'progressive', 'perfectPair', 'galaxy', 'top3', 'twentyOnePlus3', 'surrender'] as const;
export type CasinoOption = (typeof CASINO_OPTIONS)[number];

export const blackjackProfileSchema = z.object({
  ...profileHeader,
  /**
   * The rules the text leaves to each casino: off unless a table switches them on (`table.options`); the profile's
   * fields describe them as played when offered (000 §03 V.1.g; 003 §2.1.9.3).
   */
  casinoOptions: cited(z.array(z.enum(CASINO_OPTIONS))),
  cites: citesSchema(BJ_CITE_TOPICS),
  rounding: cited(roundingPolicySchema),
  shoe: z.object({
    decks: cited(int.min(1).max(8)),
    backs: cited(z.array(z.string().min(1)).min(1)),
    mode: cited(z.enum(['cut-card', 'csm'])),
    reserve: cited(int.min(0)),
    burn: cited(int.min(0)),
    csmBurnEachRound: cited(z.boolean()),
    playerCut: cited(z.boolean()),
    cutWithShuffler: cited(z.boolean()),
    cutMinEachSide: cited(int.min(0)),
    faceUpCard: cited(z.enum(['burn', 'play-through'])),
  }),
  table: z.object({
    boxes: cited(int.min(1).max(9)),
    /** The layouts the text allows, by number of boxes (001 §03 II.1: 7 or 9); null: any number up to `maxBoxes`. */
    boxModels: cited(z.array(int.min(1).max(9)).min(1).nullable()),
    maxBoxes: cited(int.min(1).max(9)),
    maxMultipliers: cited(z.array(int.min(1)).nullable()),
    /** A box's bets over the table maximum: refused, or accepted and paid only up to the maximum (003 §2.1.4). */
    overMaximum: cited(z.enum(['refuse', 'pay-up-to-max'])),
    betsInMultiplesOfMinimum: cited(z.boolean()),
    /**
     * A player may bet for the staff with his main bet (the tip bet, jootrahapanus: 003 §2.2.1.7, §2.1.9.3): it counts
     * in the box's maximum, plays as the box's first hand, is halved on surrender, and what it returns is the staff's.
     */
    tipBet: cited(z.boolean()),
  }),
  seating: z.object({
    seatedCommands: cited(z.boolean()),
    emptyBoxCommand: cited(z.enum(['first-bettor', 'largest-bet'])),
    maxBetsPerBox: cited(int.min(1).nullable()),
    backBetConsent: cited(z.enum(['owner', 'owner-or-inspector', 'none'])),
    backBetMinimum: cited(z.enum(['table-minimum', 'none'])),
    backBettorsIndependent: cited(z.boolean()),
  }),
  dealer: z.object({
    holeCard: cited(z.enum(['none', 'peek-ace-ten', 'hole-no-peek'])),
    hitsSoft17: cited(z.boolean()),
    drawsWhenNoLiveHands: cited(z.boolean()),
  }),
  blackjack: z.object({
    pays: cited(ratioSchema),
    afterSplitCounts: cited(z.boolean()),
    payImmediately: cited(z.enum(['never', 'when-dealer-cannot-have-blackjack'])),
  }),
  dealerBlackjackTakes: cited(z.enum(['all', 'original-only'])),
  play: z.object({
    standOn21: cited(z.boolean()),
    cardsFaceDown: cited(z.boolean()),
  }),
  double: z.object({
    hardTotals: cited(z.union([z.literal('any'), z.array(int.min(4).max(20))])),
    softHands: cited(z.union([z.literal('any'), z.array(z.enum(SOFT_HANDS))])),
    initialAceCountsOne: cited(z.boolean()),
    afterSplit: cited(z.boolean()),
    onSplitAces: cited(z.boolean()),
  }),
  split: z.object({
    match: cited(z.enum(['value', 'rank'])),
    maxSplits: cited(int.min(0).nullable()),
    resplitAces: cited(z.boolean()),
    splitAcesOneCard: cited(z.boolean()),
  }),
  insurance: z.object({
    offered: cited(z.boolean()),
    pays: cited(ratioSchema),
    maxOfBet: cited(ratioSchema),
    minOfTableMinimum: cited(ratioSchema.nullable()),
    stepOfTableMinimum: cited(ratioSchema.nullable()),
    blackjackMayInsure: cited(z.boolean()),
  }),
  evenMoney: cited(z.enum(['none', 'immediate-before-third-cards', 'at-par-ends-play', 'offer-now-or-wait'])),
  surrender: z.object({
    mode: cited(z.enum(['none', 'late', 'early'])),
    vsAce: cited(z.boolean()),
    afterSplit: cited(z.boolean()),
    rounding: cited(roundingPolicySchema),
  }),
  irregularities: z.object({
    exposedCard: cited(z.enum(['burn', 'offer-next-players', 'next-card-in-play'])),
    /**
     * The text lays down what follows the dealer's errors in the deal (003 §2.2.1.29–31: a box missed, an empty box
     * dealt to, his own card forgotten), so the dealer records them with `deal`; where it does not, such a deal is
     * refused.
     */
    dealErrors: cited(z.boolean()),
    /**
     * A player away from the table at least this many minutes after the cards were dealt has each box left as it
     * is, play moving on, a win set aside (003 §2.1.9.2: five minutes), checked by the table (table/absence).
     * Absent: the text has no such rule, and the dealer alone records an absence.
     */
    awayAfterDealMinutes: cited(int.min(1)).optional(),
  }),
  sideBets: sideBetsSchema,
});

export type BlackjackProfile = z.infer<typeof blackjackProfileSchema>;

/** Triple blackjack (000 §03.01): three boxes per position, the dealer redraws on his first card for boxes 2 and 3. */
export const tripleSectionSchema = z.object({
  /** Boxes per player position (000 §03.01: 1 to 3). */
  boxesPerPosition: cited(int.min(1).max(3)),
  /** A player blackjack is paid at the blackjack rate on boxes 2 and 3 as on box 1. */
  blackjackPaysOnAllBoxes: cited(z.boolean()),
  /** A dealer two-card 21 made on a redraw (boxes 2, 3) counts as a dealer blackjack. */
  dealerRedrawBlackjack: cited(z.boolean()),
  /** The jackpot bet in play with box 1 (the §03 V.1.f sevens bet) is offered. */
  jackpotBet: cited(z.boolean()),
});
export const tripleBlackjackProfileSchema = blackjackProfileSchema.extend({ triple: tripleSectionSchema });
export type TripleBlackjackProfile = z.infer<typeof tripleBlackjackProfileSchema>;

const here = dirname(fileURLToPath(import.meta.url));
export const PROFILES_DIR = join(here, 'profiles');
export const TRIPLE_PROFILES_DIR = join(here, 'profiles', 'triple');

let cache: ProfileSet<BlackjackProfile> | null = null;
/** The shipped blackjack profiles (`eus`, `cv`, `gr`, `ee-oc`, `ee-oc-2d`, `es`), validated at load. */
export function loadBlackjackProfiles(): ProfileSet<BlackjackProfile> {
  cache ??= profileSetFromDir(blackjackProfileSchema, PROFILES_DIR);
  return cache;
}

let tripleCache: ProfileSet<TripleBlackjackProfile> | null = null;
/** The triple-blackjack profiles (only `eus`: 000 §03.01 is the only text with the game). */
export function loadTripleBlackjackProfiles(): ProfileSet<TripleBlackjackProfile> {
  tripleCache ??= profileSetFromDir(tripleBlackjackProfileSchema, TRIPLE_PROFILES_DIR);
  return tripleCache;
}

/** Reads a profile file as raw JSON (tests compare the triple profile with its blackjack base). */
export const readProfileJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
