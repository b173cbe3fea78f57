/**
 * @module games/circle-poker/profile
 * A circle-poker table's rules under one text, every field cited:
 * - `structure`: no limit, pot limit, split limit (half the pot, 000 §17 VI.3.1) or fixed limit;
 * - `bet`: the minimum bet of the early (`small`) and later (`big`) rounds — the fixed limit's units, or the big
 *   blind under the other structures;
 * - `blinds` (blind games), `ante`, `bringIn` (stud); `tableMinimum` and `anteCap` (000 §17 VI.3: the ante at most
 *   50% of the table minimum, checked at load);
 * - `raiseCap`: raises allowed per player or per round, and whether heads-up play is uncapped (000 §17 VII.2);
 *   `reopenShare`: the share of a full raise a short all-in needs to reopen the betting (003 §3.1.8.8: 100 in no
 *   limit and pot limit, 50 in limit);
 * - `rake`: the house's cut (`poker/rake`); `oddChip`: the odd-chip rule and the smallest chip (003 §3.1.3.9);
 * - `showdown`: every hand still in shown at once (`all-show`: 000 §17 VII.3, 001 §12 VII.3) or one after another
 *   from the first to show, each after him showing or mucking unexposed (`in-order`: 003 §3.1.3.2–3.1.3.8; the
 *   first is the hand's last aggressor in a cash game, §3.2.26, or the last round's, §3.1.3.6; showdown.ts);
 * - `buyIn`, `seats`, `minPlayers` (000 §17 IV: four to start);
 * - table rules of a cash game (blind games): `straddle` (003 §3.2.17–18: live, `multiple` × the previous bet, from
 *   the seat after the big blind up to `lastSeat`), `newPlayer` (003 §3.2.13, §3.2.15, §3.2.27: the new player blind,
 *   waiting for the big blind, buying the button, the blind owed on coming back); null where the text has none;
 * - `deck` (optional): another deck the variant offers (000 §17.1 I: draw poker with 52 or 32 cards);
 * - `stackLimits` (optional): the first stack and the re-buys as multiples of the table minimum (000 §17.6 III);
 * - `runItTwice` (optional; 003 §3.2.32–36): the remaining board dealt twice when every player still in agrees — the
 *   smallest big blind it is offered at, and a crowded table's limit (5 Card Omaha, Courchevel: with more than
 *   `maxPlayers` dealt in, only from street `fromStreet` on); absent or null where the text has none;
 * - `streetPotLimit` (optional, pot limit): a street whose bet or raise is capped by a share of the pot as it stood
 *   when the street was dealt (000 §17.5 II.1 b: half the pot at the sixth card, the pot at the seventh);
 * - `sitOutLimit` (optional): the hands a player may sit out before losing the seat (000 §17 IV: three); null
 *   where the text counts none;
 * - `awayLimit` (optional; 003 §3.2.24): a player away keeps the seat so many minutes (15 with a waiting list, 30
 *   with free seats, his blinds taken meanwhile), then the seat is freed and the stack cashed out (`absence.ts`);
 * - `timeCharge`: the house's charge per period of play (000 §17 II.3 b session fee, 003 §3.2.40 time rake), taken
 *   from the seated players' stacks between hands, never from a pot; the session fee's `extraHands` (default 2) are
 *   the hands a session goes on for once its time is over (000 §17 II.3 b: "one hour of play plus the last two hands");
 * - `spectators` (optional): `staff-only` where the text lets nobody but the players and the staff watch (000 §17 IV,
 *   001 §12 VII.3.6); absent, anyone may watch (003 says nothing);
 * - `irregular`: the irregularities where 000 and 003 differ (irregular.ts: the misdeal's window and re-deal, a card
 *   exposed in the deal, a premature board card, an action out of turn; irregular-cards.ts: the button dealt short,
 *   a four-card or unburned flop or a card too many on another street, cards in contact; irregular-chips.ts: chips
 *   pushed out that are not the call, an ante not posted; undercalls.ts: the undercall the floor rules, chips of a
 *   prior bet);
 * - `shortBlindPot`: a short all-in blind counted full in the pot-limit maximum before the flop (003 §3.1.8.15), or
 *   as posted (000 §17 VI.3.2);
 * - `declarations`: what a player said (declarations.ts, 003 §3.1.8.5, §3.1.8.12, §3.1.8.15–16, §3.1.8.18; 000
 *   writes no verbal bet: `unwritten`);
 * - `roomJackpot` (optional): the poker-room jackpots (003-CP-JP: the drop, Bad Beat, Royal Flush; src/jackpots/
 *   poker-room), in play at a table whose configuration links the jackpot (`jackpot: { id }`).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { cited } from '../../rules/cited.js';
import { profileHeader, profileSetFromDir, type ProfileSet } from '../../rules/profile-set.js';
import { roomJackpotSchema } from '../../poker/room-jackpot.js';

const int = z.number().int();
const rakeSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('pot-percent'), percent: int.min(0).max(100), per: int.min(1), cap: int.min(0), noFlopNoDrop: z.boolean() }).strict(),
  z.object({ method: z.literal('player-fee'), amount: int.min(0) }).strict(),
  z.object({ method: z.literal('none') }).strict(),
]);

export const circleProfileSchema = z
  .object({
    ...profileHeader,
    structure: cited(z.enum(['no-limit', 'pot-limit', 'split-limit', 'fixed-limit'])),
    bet: cited(z.object({ small: int.min(1), big: int.min(1) })),
    blinds: cited(z.object({ small: int.min(0), big: int.min(1) }).nullable()),
    ante: cited(int.min(0)),
    bringIn: cited(int.min(1).nullable()),
    tableMinimum: cited(int.min(1)),
    anteCap: cited(int.min(0).max(100).nullable()),
    raiseCap: cited(z.object({ raises: int.min(1), per: z.enum(['player', 'round']), uncappedHeadsUp: z.boolean() }).nullable()),
    reopenShare: cited(int.min(1).max(100)),
    rake: cited(rakeSchema),
    oddChip: cited(z.object({ rule: z.enum(['left-of-button', 'high-card-by-suit']), unit: int.min(1) })),
    /**
     * The showdown (showdown.ts): `all-show`, every hand still in is shown (000 §17 VII.3); `in-order`, the first
     * shows and each other player in turn shows or mucks (003 §3.1.3.2–3.1.3.8), the first being the last aggressor of
     * the hand (`last-aggressor`, a cash game: 003 §3.2.26) or of the last betting round (`final-round-aggressor`, a
     * tournament: 003 §3.1.3.6), else the last round's first to act.
     */
    showdown: cited(
      z.discriminatedUnion('order', [
        z.object({ order: z.literal('all-show') }).strict(),
        z.object({ order: z.literal('in-order'), first: z.enum(['last-aggressor', 'final-round-aggressor']) }).strict(),
      ]),
    ),
    buyIn: cited(z.object({ min: int.min(1), max: int.min(1) })),
    seats: cited(int.min(2).max(10)),
    minPlayers: cited(int.min(2).max(10)),
    straddle: cited(z.object({ multiple: int.min(2), lastSeat: z.enum(['button']) }).strict().nullable()),
    timeCharge: cited(
      z
        .discriminatedUnion('method', [
          // `extraHands`: the hands a session goes on for once its time is over (000 §17 II.3 b: "plus the last two hands").
          z.object({ method: z.literal('session-fee'), percent: int.min(1).max(100), periodMinutes: int.min(1), extraHands: int.min(0).max(10).default(2) }).strict(),
          z.object({ method: z.literal('time-rake'), price: int.min(1), periodMinutes: int.min(1) }).strict(),
        ])
        .nullable(),
    ),
    newPlayer: cited(z.object({ blind: z.enum(['big']), mayWait: z.boolean(), buyButton: z.boolean(), missedBlinds: z.boolean() }).strict().nullable()),
    /** One of the variant's other decks (`decks`), e.g. 000 §17.1 I's 32 cards; the variant's own deck without it. */
    deck: cited(z.string().min(1)).optional(),
    /**
     * Stack limits as multiples of the table minimum (000 §17.6 III; 001 §12 IX): the first stack (`initial`, which
     * the buy-in range must equal) and each re-buy once the stack has run out (`rebuy`).
     */
    /** Fixed limit: a round plays at the higher limit when a live player's first two up cards pair (000 §17.5 II.1 a). */
    openPairBigBet: cited(z.boolean()).optional(),
    /** Run it twice (003 §3.2.32–36): offered from `minBigBlind`; `crowded` limits it at a full table (§3.2.34). */
    runItTwice: cited(
      z
        .object({ minBigBlind: int.min(1), crowded: z.object({ maxPlayers: int.min(2), fromStreet: int.min(1) }).strict().nullable() })
        .strict()
        .nullable(),
    ).optional(),
    /** Pot limit by street (000 §17.5 II.1 b): the raise at most `percent` of the pot when street `street` was dealt. */
    streetPotLimit: cited(z.array(z.object({ street: int.min(0), percent: int.min(1).max(100) }).strict()).max(10)).optional(),
    /** Sitting out (000 §17 IV): at most `hands` hands dealt while a player sits out; at the next deal he loses the seat. */
    sitOutLimit: cited(z.object({ hands: int.min(0) }).strict().nullable()).optional(),
    /** Absences in time (003 §3.2.24): the seat of a player away kept `waitingListMinutes` with a waiting list, else `freeSeatsMinutes` (blinds taken), then the stack removed. */
    awayLimit: cited(z.object({ waitingListMinutes: int.min(1), freeSeatsMinutes: int.min(1) }).strict().nullable()).optional(),
    stackLimits: cited(z.object({ initial: z.object({ min: int.min(1), max: int.min(1) }).strict(), rebuy: z.object({ min: int.min(1), max: int.min(1) }).strict() }).strict()).optional(),
    /** Who may watch the table (000 §17 IV, 001 §12 VII.3.6: the players and the casino's staff only); absent: anyone. */
    spectators: cited(z.enum(['anyone', 'staff-only'])).optional(),
    /**
     * The irregularities where 000 and 003 differ (irregular.ts): until when a misdeal may be declared, the re-run's
     * button, a card exposed in the deal, a premature board card, an action out of turn.
     */
    irregular: cited(
      z
        .object({
          misdealUntil: z.enum(['first-action', 'substantial-action']),
          redeal: z.enum(['same-button', 'next-button']),
          exposedInDeal: z.enum(['misdeal', 'first-two-or-second']),
          premature: z.enum(['void', 'reshuffle']),
          outOfTurn: z.enum(['valid-no-raise', 'binding-unless-changed']),
          buttonShort: z.enum(['until-he-plays', 'before-betting']),
          flop: z.enum(['scramble', 'first-cards-stand']),
          touching: z.enum(['both-dead', 'dead-unless-identifiable']),
          chips: z.enum(['call', 'chip-rules']),
          anteMissing: z.enum(['post-to-play', 'unwritten']),
        })
        .strict(),
    ),
    /**
     * The penalties where 000 and 003 differ (penalties.ts): a player's own cards exposed by mistake (000 §17 VIII.3 e:
     * the play stays valid; 003 §3.1.10.2: no longer the aggressor), penalty rounds (003 §3.1.10.5; 000 writes none),
     * and the disqualification with its own citation: 003 §3.1.10.5 (`chips-removed`: "a disqualified player's chips are
     * removed from play") or 000 §17 VIII.3 a, h (`excluded`: excluded from the game, removed from the table).
     */
    penalties: cited(z.object({ exposedOwn: z.enum(['plays-on', 'not-aggressor']), missHands: z.boolean(), disqualify: cited(z.enum(['chips-removed', 'excluded'])) }).strict()),
    /**
     * Verbal declarations (declarations.ts): "raise"/"bet" with no amount binding, "call" with no bet a check and
     * "check" facing a bet no raise (003 §3.1.8.12, §3.1.8.16), "raise" before a single chip (§3.1.8.5), "I bet the
     * pot" (§3.1.8.15), an amount of several meanings (§3.1.8.18); `unwritten` where the text writes none (000).
     */
    /** A short all-in blind before the flop: counted full in the pot-limit maximum (003 §3.1.8.15), or as posted (000 §17 VI.3.2). */
    shortBlindPot: cited(z.enum(['full-blind', 'as-posted'])),
    declarations: cited(
      z
        .object({
          verbal: z.enum(['binding', 'unwritten']),
          raiseChip: z.enum(['chip-value', 'unwritten']),
          potDeclared: z.enum(['valid-bet', 'unwritten']),
          unclear: z.enum(['largest-within-pot', 'unwritten']),
        })
        .strict(),
    ),
    /** The poker-room jackpots (003-CP-JP): the drop, the Bad Beat and Royal Flush prizes (src/jackpots/poker-room). */
    roomJackpot: cited(roomJackpotSchema).optional(),
  })
  .superRefine((p, ctx) => {
    if (p.anteCap.value !== null && p.ante.value * 100 > p.tableMinimum.value * p.anteCap.value)
      ctx.addIssue({ code: 'custom', path: ['ante'], message: `the ante ${p.ante.value} exceeds ${p.anteCap.value}% of the table minimum ${p.tableMinimum.value} (${p.anteCap.cite})` });
    if (p.buyIn.value.min > p.buyIn.value.max) ctx.addIssue({ code: 'custom', path: ['buyIn'], message: 'the minimum buy-in exceeds the maximum' });
    if (p.minPlayers.value > p.seats.value) ctx.addIssue({ code: 'custom', path: ['minPlayers'], message: 'more players needed than seats' });
    const limits = p.stackLimits?.value;
    if (limits && (p.buyIn.value.min !== limits.initial.min * p.tableMinimum.value || p.buyIn.value.max !== limits.initial.max * p.tableMinimum.value))
      ctx.addIssue({ code: 'custom', path: ['buyIn'], message: `the buy-in must be ${limits.initial.min} to ${limits.initial.max} times the table minimum ${p.tableMinimum.value} (${p.stackLimits?.cite})` });
  });
export type CircleProfile = z.infer<typeof circleProfileSchema>;

const here = dirname(fileURLToPath(import.meta.url));
/** The profiles of one variant: `profiles/<variant>/<jurisdiction>.json`. */
export const circleProfiles = (variant: string): ProfileSet<CircleProfile> => profileSetFromDir(circleProfileSchema, join(here, 'profiles', variant)) as ProfileSet<CircleProfile>;
