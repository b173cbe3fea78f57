/**
 * @module core/contract
 * The one shape every game has (blackjack first). A game is a plain object of pure functions over plain-JSON
 * state: create a round, list legal actions, apply an action (new state + events, or a rejection that changes
 * nothing), build views per audience from an allow-list, settle. Randomness enters only through `create`
 * (shuffling a shoe with the injected RNG, recorded in state) and `randomize` (the runtime fills a dealer action's
 * random result — a spin, a throw — before it is applied and recorded), so a round replays from its initial
 * state, or its seed, plus its action log.
 */
import type { ZodType } from 'zod';
import type { Actor, Audience, BoxId, PlayerId } from './ids.js';
import type { Rejection } from './errors.js';
import type { Settlement } from './settlement.js';
import type { Rng } from '../rng/rng.js';

/**
 * A game's jurisdiction profiles: typed, validated at load, overridable. Built by `profileSetFromDir`
 * (src/rules/profile-set.ts) from the JSON files beside the game.
 */
export interface ProfileSet<P> {
  readonly schema: ZodType<P>;
  /** Profile ids in a stable order (`eus`, `cv`, `gr`, `ee-oc-6d`, …). */
  ids(): string[];
  get(id: string): P;
  /** Validates any JSON value as a profile of this game (a `--profile-file`, an inline scenario profile). */
  parse(json: unknown, source?: string): P;
  /** A base profile with deep overrides applied, validated. */
  derive(baseId: string, overrides: unknown): P;
  jsonSchema(): unknown;
}

/** Every action names its type and its sender; the server overwrites `by` from the session. */
export interface GameAction {
  readonly type: string;
  readonly by: Actor;
}

/** Every event names its type; events are past tense (`card-dealt`, `bet-settled`). */
export interface GameEvent {
  readonly type: string;
}

/** Chips put at risk: the ledger moves `amount` from the bettor's wallet to the table. Every game emits these. */
export interface StakeEvent extends GameEvent {
  readonly type: 'stake';
  readonly bettor: PlayerId;
  readonly box?: BoxId;
  readonly bet: string;
  readonly amount: number;
  /** A jackpot bet: the jackpot it feeds (the server refuses it while that jackpot is out of order, 003 §2.3.5). */
  readonly jackpot?: string;
}

/** Chips taken back before they were at risk (a bet withdrawn while betting is open). */
export interface StakeWithdrawnEvent extends GameEvent {
  readonly type: 'stake-withdrawn';
  readonly bettor: PlayerId;
  readonly box?: BoxId;
  readonly bet: string;
  readonly amount: number;
}

export type ApplyResult<S, E extends GameEvent> =
  | { readonly ok: true; readonly state: S; readonly events: readonly E[] }
  | { readonly ok: false; readonly rejection: Rejection };

/** What a client may do now: the action's fixed fields, and the amount range when it takes one. */
export interface LegalAction {
  readonly type: string;
  readonly [field: string]: unknown;
  /**
   * A stake: the action puts chips at risk, within this range (minor units). A table reads "some player may still
   * stake" as "betting is open", and never takes an action with an amount by itself.
   */
  readonly amount?: { readonly min: number; readonly max: number; readonly step: number };
  /**
   * A step the table must never take by itself when the game awaits the dealer (an announcement, a limit change, an
   * irregularity): only a person sends it. The table's automatic step is the first listed dealer or system action
   * that is neither `optional` nor a stake (`Game.automaticStep` may choose otherwise).
   */
  readonly optional?: boolean;
}

/** A player as an actor (the sender of seating, consent and ready actions). */
export type PlayerActor = Extract<Actor, { kind: 'player' }>;

/** Chips from an earlier round still at risk in a carry: a craps point bet, a bet in prison. */
export interface StandingStake {
  readonly bettor: PlayerId;
  readonly bet: string;
  readonly amount: number;
}

/** What a game lacks to play a coup (`Game.playersNeeded`): `needed` seated players in each group of `seated`. */
export interface PlayersNeeded {
  readonly needed: number;
  readonly seated: readonly number[];
  readonly cite: string;
}

/** A committed shoe as the table needs it: to reveal it when it is abandoned, and to keep it out of every frame. */
export interface CommittedShoe {
  readonly shoeNo: number;
  readonly commitment: string;
  readonly shuffled: readonly string[];
  readonly salt: string;
  readonly cutOffset: number;
}

/**
 * How a table tells the game who is there. Each hook is optional; the table uses the ones a game declares:
 * - `sit` / `leave`: the game seats box holders itself (blackjack, baccarat seats). When the game lists the action
 *   for a box's holder, the table applies it as the holder's own action: on `sit`, and at each new round; `leave`
 *   when the box is given up.
 * - `consent`: the holder's consent to a bet behind on the box (002 §14.11), applied when listed, as the holder's.
 * - `present`: the table configuration of a round with these players present (seat holders and players with chips on
 *   the table; a player only watching is not one), for games that name the people at the table (craps' rail, chemin
 *   de fer's players). Called when a round is drawn up; a change of presence draws the round up again while nothing
 *   has been recorded in it.
 */
export interface TableSeating<T, A> {
  sit?(box: BoxId, by: PlayerActor): A;
  leave?(box: BoxId, by: PlayerActor): A;
  consent?(box: BoxId, bettor: PlayerId, by: PlayerActor): A;
  present?(table: T, players: readonly PlayerId[]): T;
  /**
   * Boxes the game gave up by itself in the round just ended (circle poker: a player sitting out beyond the limit,
   * 000 §17 IV), read from the round's carry: the table frees each box still held by that player and, at a table of
   * seat stacks, cashes the stack out.
   */
  freed?(carry: unknown): readonly { readonly box: BoxId; readonly player: PlayerId }[];
}

/** A bet the game offers under a profile, for `croupier games --json` and the lobby. */
export interface BetInfo {
  readonly id: string;
  readonly pays: string;
  readonly cite: string;
}

export interface RoundInput<P, T, C> {
  readonly profile: P;
  readonly table: T;
  /** What the previous round left (shoe in use, bets in prison, bank holder); null for a table's first round. */
  readonly carry: C | null;
  /** Used only inside `create` (e.g. to shuffle a new shoe); what it draws is recorded in the state. */
  readonly rng: Rng;
  /** A scenario's fixed randomness (a stacked shoe); the game documents its shape in docs/scenarios.md. */
  readonly stack?: unknown;
  readonly roundNo?: number;
  /** At a table that plays from seat stacks (`Game.money`), each seated player's stack when the round is drawn up. */
  readonly stacks?: Readonly<Record<PlayerId, number>>;
}

/**
 * Where the chips a game's players stake come from (docs/money.md). Without it, from each player's wallet.
 * - `stacks`: from a seat stack bought in at the table (circle poker): within the profile's buy-in range, topped up
 *   between hands (in multiples of `step` where the range gives one: a machine's denomination), cashed out when the
 *   player leaves or the table closes; stakes and awards move between the stack
 *   and the table, never through the wallet or the house.
 * - `tournament-chips`: chips that are not money; a round moves nothing in the ledger (a tournament's entry, fee and
 *   prizes are its only ledger entries).
 */
/**
 * How a table's players hold chips. `stacks`: the buy-in range; `rebuy` (optional) is the range of a buy-in to an
 * empty stack by a player who has had one at the table (000 §17.6 III: re-buys 5–100× the minimum, the first stack
 * 10–200×); without it every buy-in takes `min`–`max`. `step` (optional): a buy-in is a whole multiple of it (a machine's
 * credit in its denomination, 003 §4.2).
 */
export type TableMoney<P, T> = { readonly kind: 'stacks'; buyIn(profile: P, table: T): { readonly min: number; readonly max: number; readonly step?: number; readonly rebuy?: { readonly min: number; readonly max: number } } } | { readonly kind: 'tournament-chips' };

export interface Game<P = unknown, T = unknown, S = unknown, A extends GameAction = GameAction, E extends GameEvent = GameEvent, C = unknown> {
  /** Registry id, lowercase: `blackjack`, `triple-blackjack`, `roulette-french`. */
  readonly id: string;
  /** Folder / family: `blackjack`, `roulette`, `baccarat`. */
  readonly family: string;
  /** The jurisdiction profiles this game ships, validated at load. */
  readonly profiles: ProfileSet<P>;
  /** Table configuration (limits, boxes): validated on table creation. */
  readonly tableSchema: ZodType<T>;
  defaultTable(profile: P): T;
  /**
   * The seats (boxes) of a table, numbered 1…`boxes`, when the game's rules fix them (a numbering may leave one out,
   * which the game refuses): a table server gives the table that many boxes. Without it, the table configuration's
   * `boxes`, else 7.
   */
  tableSeats?(profile: P, table: T): { readonly boxes: number; readonly maxBoxesPerPlayer?: number };
  /** Actions as the wire sees them (without `by`), validated on receipt. */
  readonly actionSchema: ZodType<unknown>;
  bets(profile: P): readonly BetInfo[];
  /**
   * A machine's results a jackpot level may name (003 §4.5.5: the combination that wins it), as the game reports them
   * at its end: a level naming anything else is refused when the table is linked (`jackpot/unknown-combination`).
   * Absent: the game reports none.
   */
  jackpotCombinations?(profile: P): readonly string[];

  create(input: RoundInput<P, T, C>): { readonly state: S; readonly events: readonly E[] };
  legalActions(state: S, by: Actor): readonly LegalAction[];
  /** Pure: never mutates `state`; a rejection leaves it as it was. */
  apply(state: S, action: A): ApplyResult<S, E>;
  /** Fills the random result of a dealer action (spin, throw) before it is applied and recorded. */
  randomize?(state: S, action: A, rng: Rng): A;
  /**
   * A finished round's history in its family's standard format, from the round's initial state and recorded actions
   * (circle poker: PHH, PokerKit's hand history in TOML). Absent where no such format exists. `viewer`: a player's
   * copy, with what that player did not see withheld (others' unshown face-down cards); absent: the auditor's.
   */
  handHistory?(initial: S, actions: readonly A[], viewer?: PlayerId): string;
  /** The action a timer takes when the one to act does not (blackjack: stand). */
  timeoutAction?(state: S): A | null;
  /** Who must act now (for timers and the table view); empty when nobody is awaited. */
  awaiting(state: S): readonly Actor[];
  /** Built field by field from an allow-list; a new secret field stays hidden until added here. */
  view(state: S, audience: Audience): unknown;
  isOver(state: S): boolean;
  /** The settlement once the round is over, else null. */
  settlement(state: S): Settlement | null;
  /** What passes to the next round. */
  carry(state: S): C;
  /**
   * Chips staked in earlier rounds that are still at risk in `carry` (craps: a Win bet standing on its point; a bet
   * in prison), one entry per bet. Games that settle every bet in the round it was made omit it. For every round:
   * Σ settlement stakes = chips staked this round + Σ standing(carry before) − Σ standing(carry after).
   */
  standing?(carry: C | null): readonly StandingStake[];
  /**
   * What passes to the next round when this one is voided (a dealer's void, a broken invariant, a round that cannot be
   * rebuilt after a restart: then `state` is null). The round's own stakes go back to their bettors; what stood
   * before it began (`carryIn`) stands again, or is returned: every chip of `standing(carryIn)` that is not in
   * `standing(result)` goes back to its bettor from the table. Cards dealt in the voided round are not dealt again.
   * A game with `standing` must say it; without this hook the table keeps `carry(state)` (or starts afresh, null).
   */
  voidCarry?(carryIn: C | null, state: S | null): C | null;

  // ——— table conventions: how a table server drives the game (docs/server.md, "What the server expects of a game")
  /**
   * Fields of an action that `randomize` fills from the server's RNG (a spin's pocket, a throw's dice, a reshuffle's
   * order, cut and salt). A random result never comes from a client: an action from a person carrying any of them is
   * refused. (Replays and scenarios carry them: they are recorded results.)
   */
  readonly randomFields?: readonly string[];
  /**
   * Fields of a player's action that only he (and the auditor) may see afterwards, in the round's recall: a draw
   * poker player's discarded cards (000 §17 VII.13). Everyone else sees the action without them.
   */
  readonly privateFields?: readonly string[];
  /** How the table tells the game who is at it; absent for games that seat nobody (layout bets only). */
  readonly seating?: TableSeating<T, A>;
  /** The game's own "this player has finished betting" action, which the protocol's `ready` becomes. */
  readyAction?(by: PlayerActor): A;
  /** The shoes the state holds (revealed when a round is abandoned with them; never in a frame). */
  shoes?(state: S): readonly CommittedShoe[];
  /**
   * The dealer or system step a table takes by itself when the game awaits `by` and no player. Default
   * (`defaultAutomaticStep`): the first of `legal` that is neither `optional` nor a stake.
   */
  automaticStep?(state: S, legal: readonly LegalAction[], by: Actor): A | null;
  /**
   * The pause, in ms, a table of this game leaves between two steps it takes by itself within a round, unless the
   * table's configuration (table/pace `stepMs`) or the server says otherwise: a bingo hall calls its balls one by one.
   * Absent: none.
   */
  readonly stepPauseMs?: number;
  /**
   * A game that plays no coup with fewer seated players than its rules need (chemin de fer: four; deux tableaux: two
   * at each tableau) says so before anything is staked: how many it needs per group of seats, how many sit in each
   * group (one group, or one per tableau), and the rule. Null when enough sit. The table shows it and, while it holds,
   * opens no round (issue 17: the coup is not played only to be called off).
   */
  playersNeeded?(state: S): PlayersNeeded | null;
  /** Monotonic version, +1 per accepted action (stale-action check): the state's `v` on the reducer scaffold. */
  version(state: S): number;
  /**
   * The chips the state holds: bets, pots, stacks and bets standing from earlier rounds (core/reducer
   * `conservation`). After every accepted action they move by exactly the chips its events staked and withdrew; at a
   * round's end, the settlement's stakes are these chips less those left standing in the carry (nothing settled twice,
   * nothing left unsettled). Every game built on the reducer scaffold has it.
   */
  chips?(state: S): number;
  /** Where players' chips come from at this game's tables (`TableMoney`); the wallet when absent. */
  readonly money?: TableMoney<P, T>;
  /** Mathematics, simulation and terminal rendering, when the game has them (the CLI reaches them here). */
  readonly tools?: GameTools<P>;
  /** A game a player may set to play by itself, game after game ([Autoplay], 003 §4.1.2; table/autoplay). Absent: none. */
  readonly autoplay?: GameAutoplay<P, T>;
  /**
   * What the table announces when it is to close, and when the announced play is over (000 GP3.1.a: the last three
   * balls at roulette, the last shooter at craps, the last shoe at blackjack, the last three hands at the other card
   * tables). Without it the table closes after the round in progress.
   */
  closing?(profile: P): ClosingRule;
  /**
   * A rule on players away from the table once the cards are dealt (003 §2.1.9.2: away at least five minutes, the
   * box is handled as the text says), checked by the table on its own timer; null or absent where the profile has none.
   */
  absence?(profile: P): AbsenceRule<S, A> | null;
  /**
   * A step the table takes by itself when a period of play starts (circle poker's time charge: 000 §17 II.3 b per
   * session and half session, 003 §3.2.40 per 30 minutes), asked while the game awaits no player: null when none can
   * be taken now (no such rule, a hand under way, already taken before this round). Its due time comes from the last
   * period recorded in the state (carried from round to round), never from the process's memory.
   */
  periodic?(state: S): PeriodicStep<A> | null;
  /**
   * How long a seated player away from the table (no connection open) keeps the seat under this profile, instead of
   * the server's reconnection grace (003 §3.2.24 at circle poker: 15 minutes while the table's waiting list has anyone,
   * else 30 with the blinds taken), counted from when he went away (stored across a restart); then the table frees the
   * seat as after the grace (a seat stack cashed out). Null: the grace.
   */
  seatHeldAway?(profile: P): SeatHeldAway | null;
  /**
   * The citation of a rule that a player holds seats at one table of this game at a time (000 §08 IV, 001 §07 IV:
   * "a player may not occupy seats at more than one table"), or null; the server refuses a seat at a second table.
   */
  oneTableAtATime?(profile: P): string | null;
  /**
   * The citation of a rule that nobody but the players and the casino's staff may watch the table (000 §17 IV, 001 §12
   * VII.3.6: "nobody outside the game may watch, except authorised casino staff"), or null: the server then refuses
   * to let anyone join as a spectator, and the lobby offers no "watch".
   */
  staffOnlyWatching?(profile: P): string | null;
  /**
   * A kind of table the rules allow only so many of per casino (000 §09 V.2, 001 §08: one free-bank table), when a
   * table of this configuration is one: its kind, the limit, the rule and the code of the refusal. The server counts
   * the casino's other open tables of the game of that kind when a table is created or opened.
   */
  perCasino?(profile: P, table: T): PerCasinoLimit | null;
}

/** A limit on the tables of one kind in a casino (`Game.perCasino`). */
export interface PerCasinoLimit {
  readonly kind: string;
  readonly limit: number;
  readonly cite: string;
  readonly code: string;
}

/** How long a player away keeps the seat (`Game.seatHeldAway`): with a waiting list, and without one. */
export interface SeatHeldAway {
  readonly waitingListMs: number;
  readonly freeSeatsMs: number;
  readonly cite: string;
}

/** A step due when a period of play starts (`Game.periodic`). */
export interface PeriodicStep<A = GameAction> {
  /** When it falls due (epoch ms; -Infinity when it was never taken: at once). */
  readonly due: number;
  readonly cite: string;
  /** The step to take at `now` (at or after `due`), carrying the start of the period it opens. */
  step(now: number): A;
}

/**
 * A rule on a player away from the table after the deal (table/absence): once `dealt(state)` holds, a player who has
 * had no connection to the table for `afterMs` (counted from the deal, or from when the last connection dropped if
 * later) has the game's `steps` taken for them, as dealer steps the game lists.
 */
export interface AbsenceRule<S = unknown, A = GameAction> {
  readonly afterMs: number;
  readonly cite: string;
  /** The cards are out: the absence is counted from the step that made this hold. */
  dealt(state: S): boolean;
  /** The dealer's steps for `player`'s boxes still in play (empty when none). */
  steps(state: S, player: PlayerId): readonly A[];
}

/**
 * A closing announcement (000 GP3.1.a, seed 000 L2923–2925): the table plays on until it is over, then closes.
 * `start` takes a mark from the carry into the round in progress when the close is asked for (null: no round has
 * been played yet), `next` moves it on after each finished round and says whether the announced play is over. The
 * mark is plain data (a count, a shooter's name).
 */
export interface ClosingRule {
  /** What the croupier announces: `last-three-balls`, `last-shooter`, `last-shoe`, `last-three-hands`. */
  readonly announcement: string;
  readonly cite: string;
  start(carry: unknown): unknown;
  next(mark: unknown, carry: unknown): { readonly mark: unknown; readonly over: boolean };
}

/** The citation of a closing announcement: 000's own rule, or the same practice where the profile's text has none. */
export const closingCite = (seed: string): string => (seed === '000' ? '000 GP3.1.a' : 'croupier default (as 000 GP3.1.a: the text has no closing announcement)');

/** The closing rule of the games that announce a number of rounds (the last three balls, the last three hands). */
export function lastRounds(n: number, announcement: string, cite: string): ClosingRule {
  return {
    announcement,
    cite,
    start: () => 0,
    next: (mark) => {
      const played = (mark as number) + 1;
      return { mark: played, over: played >= n };
    },
  };
}

/** One bet's return, as `croupier rtp` prints it. houseEdge is a fraction of the initial bet. */
export interface BetReturn {
  readonly bet: string;
  readonly houseEdge: number;
  readonly rtp: number;
  readonly method: 'exact' | 'simulation';
  /**
   * The player's expectation per unit staked as an exact rational, where the game has one: `"-7/495"` (negative:
   * the house's edge). Every game prints it with this sign (`houseEdgeFraction`, where given, is its opposite).
   */
  readonly fraction?: string;
  readonly [extra: string]: unknown;
}
export interface RtpReport {
  readonly game: string;
  readonly profile: string;
  readonly bets: readonly BetReturn[];
  readonly [extra: string]: unknown;
}
export interface SimulatedBet {
  readonly bet: string;
  readonly rtp: number;
  /** 99% confidence interval of the RTP. */
  readonly ci99: readonly [number, number];
  readonly rounds: number;
  readonly [extra: string]: unknown;
}
export interface SimulationReport {
  readonly game: string;
  readonly profile: string;
  readonly seed: string;
  readonly rounds: number;
  readonly bets: readonly SimulatedBet[];
  readonly [extra: string]: unknown;
}

/** A question to `croupier equity` (poker/equity): each player's known cards, each board's, the dead cards. */
export interface EquityQuestion {
  /** Each player's known cards (`['Ah', 'Kh']`); fewer than `holeCards`: the rest are dealt from the deck. */
  readonly hands: readonly (readonly string[])[];
  /** Each board's known cards (one board unless the variant has two). */
  readonly boards?: readonly (readonly string[])[];
  /** Cards known to be out of play (folded, burned and shown). */
  readonly dead?: readonly string[];
}

export interface PlayerEquity {
  readonly cards: readonly string[];
  /** The exact share of the pot, `"n/d"` reduced. */
  readonly equity: string;
  readonly percent: number;
  /** Outcomes where the player takes the whole pot. */
  readonly scoops: number;
  /** Outcomes where the player takes part of it. */
  readonly splits: number;
}

export interface EquityResult {
  /** The outcomes enumerated (each equally likely). */
  readonly outcomes: number;
  readonly players: readonly PlayerEquity[];
}

/** What `croupier replay` reports: the game and profile, each player's result, and the file's results against it. */
export interface HistoryReplay {
  readonly game: string;
  readonly profile: string;
  readonly players: readonly string[];
  readonly finishingStacks: readonly number[];
  readonly houseCut: number;
  readonly checks: readonly { readonly field: string; readonly file: readonly number[]; readonly replayed: readonly number[]; readonly ok: boolean }[];
}

export interface GameTools<P> {
  /**
   * A hand history (PHH text) replayed through the family's engine; `lookup` finds the game the file names (any of
   * the family's). Throws a typed error naming the line that does not replay.
   */
  replay?(text: string, lookup: (id: string) => AnyGame | undefined): HistoryReplay;
  /** The exact all-in equity of given hands (circle poker: every variant's hand types). */
  equity?(profile: P, question: EquityQuestion): EquityResult;
  rtp?(profile: P, profileId: string, options: Readonly<Record<string, string>>): RtpReport;
  simulate?(profile: P, profileId: string, options: { rounds: number; seed: string; strategy?: string; onProgress?: (done: number) => void }): SimulationReport;
  strategy?(profile: P, options: Readonly<Record<string, string>>): string;
  /** Text rendering of a view for the terminal game (`croupier play`). */
  render?(view: unknown): string;
}

/** The table's automatic step when a game does not choose: the first listed action that is neither optional nor a stake. */
export function defaultAutomaticStep(legal: readonly LegalAction[], by: Actor): GameAction | null {
  const l = legal.find((x) => x.optional !== true && x.amount === undefined);
  if (!l) return null;
  const { optional: _o, ...fields } = l;
  return { ...fields, by } as GameAction;
}

/** Is `action` among `legal`: a listed action of its type whose every fixed field it matches (the sender aside)? */
export function isListed(legal: readonly LegalAction[], action: { readonly type: string }): boolean {
  const fields = action as unknown as Readonly<Record<string, unknown>>;
  return legal.some((l) => l.type === action.type && Object.keys(fields).every((k) => k === 'by' || k === 'type' || l[k] === fields[k]));
}

/** The chips standing in a carry: Σ of `Game.standing` (0 for games that settle every round). */
export function standingTotal(game: { standing?(carry: never): readonly StandingStake[] }, carry: unknown): number {
  if (carry === null || carry === undefined || !game.standing) return 0;
  let t = 0;
  for (const x of game.standing(carry as never)) t += x.amount;
  return t;
}

/** A game with its type parameters erased, as the registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any, any, any>;

/**
 * How a game is autoplayed (003 §4.1.2: [Autoplay], [Stop/Autoplay]; table/autoplay): the actions of one game as its
 * player sends them, for the stake and the choices the player gave once (keno's marks, a roulette spot, a reel
 * machine's lines), and the documented answer to any step the game still awaits from the player after them (a
 * double-up offer declined). A game whose play needs a decision the player must make (a hold, a hit) declares none.
 */
export interface GameAutoplay<P = unknown, T = unknown> {
  /** The player's choices repeated each game; absent: the game has none. */
  readonly choices?: ZodType<unknown>;
  /** The actions of one game, in order (without `by`): what the player would send. */
  actions(stake: number, choices: unknown, profile: P, table: T): readonly Record<string, unknown>[];
  /** The player's answer to a step the game awaits after those actions; null: no documented answer (autoplay stops). */
  step?(legal: readonly LegalAction[]): Record<string, unknown> | null;
  /** The game just ended won a feature (free games, a bonus): a stop condition the player may set. */
  feature?(state: unknown): boolean;
  /** The rule the default answers follow. */
  readonly cite: string;
}
