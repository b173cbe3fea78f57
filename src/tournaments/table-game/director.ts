/**
 * @module tournaments/table-game/director
 * A table-game tournament (000 Art. 2bis; 003 §1.5): players pay the entry and fee, start with equal tournament
 * chips at one blackjack or roulette table, play the bases' number of rounds, and are classified by their chips; the
 * pool pays the prize table. The director has the contract's shape (src/tournaments/contract.ts): plain-JSON state,
 * pure `apply` returning the state, events and ledger entries, random parts filled by `randomize` (the seat draw, each
 * round's seed, the game's own random results: a spin, a shoe), so the recorded actions replay the tournament exactly.
 *
 * Each round is a round of the registry's game, run as `RoundRunner` runs it (create from the seed and the previous
 * round's carry, then randomize-and-apply each action): the players' tournament chips are their stakes. Chips never
 * touch a wallet: a round writes no ledger entry; the director counts each player's chips from the game's `stake`
 * and `stake-withdrawn` events and the settlement's returns. Money moves only at `register` (entry to the pool, fee to
 * the house's revenue), `unregister` and `cancel` (refunds), and the finish (the prizes, from the pool to the wallets).
 *
 * Rules of play the director adds to the game's: a player stakes only his own free chips; while a round's betting is
 * open (some player may stake) he stakes at most `maxBet`; the step that closes betting is refused while a player
 * with at least `minBet` chips has staked less than `minBet`. A player with fewer than `minBet` chips when a round is
 * drawn up sits it out. The tournament ends after the last round, or when nobody can meet the minimum.
 *
 * Timers (the server's clock through `due` and `nextDeadline`; time enters only through actions' `at`): betting is
 * open `BET_MS` from the round's deal, and closes earlier once every player dealt in has staked the minimum and said
 * he is ready (the game's own ready action, or the tournament's `ready` where the game has none). At the betting
 * deadline the game's closing step is taken by the clock: a player short of the minimum plays what he staked (he has
 * timed out, event `timed-out`), and a round where nobody staked anything ends unplayed (counted, no chip moves). A
 * player awaited after betting gets the game's `timeoutAction` after `DECISION_MS` (blackjack: stand). The next round
 * is dealt `OUTCOME_MS` after the last one settled. A pause (the server's crash resume) keeps every time left.
 */
import type { GameAction, LegalAction, StakeEvent, StakeWithdrawnEvent } from '../../core/contract.js';
import { defaultAutomaticStep, isListed } from '../../core/contract.js';
import { SYSTEM, type Actor, type Audience } from '../../core/ids.js';
import { resultLines } from '../../core/settlement.js';
import type { Entry } from '../../ledger/postings.js';
import { buyEntries, prizeEntry, refundEntries } from '../money.js';
import { seededRng } from '../../rng/seeded-rng.js';
import type { Rng } from '../../rng/rng.js';
import type { BookRow, TournamentAction, TournamentDirector, TournamentEvent, TournamentStatus, TournamentStep } from '../contract.js';
import { resolveBases, type ResolvedBases, type TableGameBases } from './bases.js';
import { TableTournamentError } from './errors.js';
import { classify, type Classified } from './prizes.js';

/** The one table of a table-game tournament (the `table` of `deal` and `hand` actions). */
export const TABLE = 'main';
/** How long betting stays open after a round is dealt. */
export const BET_MS = 30_000;
/** How long a player awaited after betting (a blackjack decision) has before the game's time-out action. */
export const DECISION_MS = 20_000;
/** How long a settled round's outcome stays on the table before the next round is dealt. */
export const OUTCOME_MS = 4_000;
/** The bases' timers, ms (bases stored before the timers were fields: the defaults above). */
const seconds = (v: number | undefined, d: number): number => (v === undefined ? d : v * 1000);
const betMs = (s: TableTournamentState): number => seconds(s.bases.bettingSeconds as number | undefined, BET_MS);
const decisionMs = (s: TableTournamentState): number => seconds(s.bases.decisionSeconds as number | undefined, DECISION_MS);
const outcomeMs = (s: TableTournamentState): number => seconds(s.bases.pauseSeconds as number | undefined, OUTCOME_MS);

/** The tournament's own "I have finished betting", for games without one (roulette). */
export const READY = 'ready';

export interface Entrant {
  readonly player: string;
  readonly registeredAt: number;
  /** The box drawn at the start (seated games), else null. */
  readonly box: number | null;
  /** Free tournament chips: not staked in the round in progress. */
  readonly chips: number;
}

export interface RoundInPlay {
  readonly no: number;
  readonly seed: string;
  /** The game's state (secret: its shoe; never in a view). */
  readonly state: unknown;
  /** Every action applied to the round, random results filled in (the `RoundRecord` of core/round-runner). */
  readonly actions: readonly GameAction[];
  /** Players dealt into the round. */
  readonly players: readonly string[];
  /** Each player's free chips when the round was drawn up. */
  readonly chipsBefore: Readonly<Record<string, number>>;
  /** Net chips each player staked while betting was open (the minimum and maximum apply to these). */
  readonly betting: Readonly<Record<string, number>>;
  readonly bettingClosed: boolean;
  /** When the round was dealt, and when its last action was taken (the timers run from these). */
  readonly openedAt: number;
  readonly lastActionAt: number;
  /** Players who said they have finished betting (games without their own ready action). */
  readonly ready: readonly string[];
}

/** The last settled round as it ended, for the page (its outcome) and for recall (tournament hand recall). */
export interface FinishedRound {
  readonly no: number;
  readonly players: readonly string[];
  readonly state: unknown;
  readonly settledAt: number;
}

/** A finished round, as recalled: who played, their chips before and after, the house's net. */
export interface RoundSummary {
  readonly no: number;
  readonly chipsBefore: Readonly<Record<string, number>>;
  readonly chipsAfter: Readonly<Record<string, number>>;
  /** Chips the game still holds for later rounds (a bet in prison) before and after the round. */
  readonly standingBefore: number;
  readonly standingAfter: number;
  readonly houseNet: number;
  readonly actions: number;
}

export interface TableTournamentState {
  readonly id: string;
  readonly bases: TableGameBases;
  readonly status: TournamentStatus;
  readonly v: number;
  readonly openedAt: number;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  readonly entrants: readonly Entrant[];
  /** Money in the prize pool, minor units. */
  readonly pool: number;
  readonly round: RoundInPlay | null;
  readonly rounds: readonly RoundSummary[];
  readonly carry: unknown;
  readonly results: readonly Classified[] | null;
  readonly lastRound: FinishedRound | null;
  /** While paused: when the pause began (resume moves every timer on by the pause's length). */
  readonly pausedAt: number | null;
}

const resolved = new WeakMap<TableGameBases, ResolvedBases>();
/** The bases' game, profile and table (resolved through the registry once per bases object). */
function ctx(s: TableTournamentState): ResolvedBases {
  let r = resolved.get(s.bases);
  if (!r) {
    r = resolveBases(s.bases);
    resolved.set(s.bases, r);
  }
  return r;
}

const refuse = (code: string, message: string, context: Record<string, unknown> = {}): never => {
  throw new TableTournamentError(code, message, context);
};
const playerOf = (by: Actor): string | null => (by.kind === 'player' ? by.player : null);
const isStaff = (by: Actor): boolean => by.kind === 'dealer' || by.kind === 'system';

function standingOf(r: ResolvedBases, carry: unknown): { total: number; by: Record<string, number> } {
  const by: Record<string, number> = {};
  let total = 0;
  if (carry !== null && carry !== undefined && r.game.standing)
    for (const x of r.game.standing(carry)) {
      by[x.bettor] = (by[x.bettor] ?? 0) + x.amount;
      total += x.amount;
    }
  return { total, by };
}

/** Opens registration: the bases validated whole (a typed error names the field). */
export function open(id: string, input: unknown, at: number): TableTournamentState {
  const r = resolveBases(input);
  if (r.bases.id !== id) refuse('bad-bases', `bases: id: the bases are ${r.bases.id}, not ${id}`, { field: 'id' });
  resolved.set(r.bases, r);
  return { id, bases: r.bases, status: 'registering', v: 0, openedAt: at, startedAt: null, finishedAt: null, entrants: [], pool: 0, round: null, rounds: [], carry: null, results: null, lastRound: null, pausedAt: null };
}

const step = (state: TableTournamentState, events: TournamentEvent[], entries: Entry[] = []): TournamentStep<TableTournamentState> => ({ state: { ...state, v: state.v + 1 }, events, entries });

function register(s: TableTournamentState, by: Actor, at: number): TournamentStep<TableTournamentState> {
  const p = playerOf(by) ?? refuse('not-a-player', 'a player registers himself');
  if (s.status !== 'registering') refuse('registration-closed', `registration for ${s.bases.name} is closed`);
  if (s.entrants.some((e) => e.player === p)) refuse('already-registered', `${p} is already registered`);
  if (s.entrants.length >= s.bases.maxPlayers) refuse('full', `${s.bases.name} is full (${s.bases.maxPlayers} players)`);
  const { entry: e, fee } = s.bases;
  return step({ ...s, entrants: [...s.entrants, { player: p, registeredAt: at, box: null, chips: 0 }], pool: s.pool + e }, [{ type: 'registered', player: p }], buyEntries(s.id, p, e, fee, 'registration'));
}

const refundEntry = (s: TableTournamentState, p: string, why: string): Entry[] => refundEntries(s.id, p, s.bases.entry, s.bases.fee, why);

function unregister(s: TableTournamentState, by: Actor): TournamentStep<TableTournamentState> {
  const p = playerOf(by) ?? refuse('not-a-player', 'a player unregisters himself');
  if (s.status !== 'registering') refuse('registration-closed', 'unregistration is possible only before the start');
  if (!s.entrants.some((e) => e.player === p)) refuse('not-registered', `${p} is not registered`);
  return step({ ...s, entrants: s.entrants.filter((e) => e.player !== p), pool: s.pool - s.bases.entry }, [{ type: 'unregistered', player: p }], refundEntry(s, p, 'unregistered: entry and fee refunded'));
}

function start(s: TableTournamentState, by: Actor, at: number, draw: readonly number[] | undefined): TournamentStep<TableTournamentState> {
  if (!isStaff(by)) refuse('not-staff', 'the tournament director starts the tournament');
  if (s.status !== 'registering') refuse('not-registering', `${s.bases.name} has already started`);
  if (s.entrants.length < s.bases.minPlayers) refuse('too-few-players', `${s.entrants.length} registered; ${s.bases.name} needs ${s.bases.minPlayers}`);
  const r = ctx(s);
  let boxes: (number | null)[] = s.entrants.map(() => null);
  if (r.boxes !== null) {
    const n = r.boxes;
    const ok = draw !== undefined && draw.length === s.entrants.length && new Set(draw).size === draw.length && draw.every((b) => Number.isInteger(b) && b >= 1 && b <= n);
    if (!ok) refuse('bad-draw', `the seat draw gives each of the ${s.entrants.length} players a different box 1…${n}`);
    boxes = [...(draw as readonly number[])];
  }
  const entrants = s.entrants.map((e, i) => ({ ...e, box: boxes[i] ?? null, chips: s.bases.startingChips }));
  return step({ ...s, status: 'running', startedAt: at, entrants }, [{ type: 'started', players: entrants.map((e) => ({ player: e.player, box: e.box })), chips: s.bases.startingChips }]);
}

function deal(s: TableTournamentState, by: Actor, seed: string | undefined, at: number): TournamentStep<TableTournamentState> {
  if (!isStaff(by)) refuse('not-staff', 'the dealer or the system opens a round');
  if (s.status !== 'running') refuse('not-running', `${s.bases.name} is not running`);
  if (s.round) refuse('round-in-play', `round ${s.round.no} is still in play`);
  if (!seed) refuse('no-seed', 'a round is opened with the seed randomize fills');
  const r = ctx(s);
  const players = s.entrants.filter((e) => e.chips >= s.bases.minBet);
  if (players.length === 0) refuse('nobody-can-bet', 'no player has the minimum bet');
  const no = s.rounds.length + 1;
  const table = r.boxes !== null ? { ...(r.table as object), players: players.map((e) => e.player) } : r.table;
  let state = r.game.create({ profile: r.profile, table, carry: s.carry, rng: seededRng(seed as string), roundNo: no }).state;
  const actions: GameAction[] = [];
  // Seated games: each player takes the box drawn for him.
  for (const e of players)
    if (e.box !== null && r.game.seating?.sit) {
      const by: Actor = { kind: 'player', player: e.player };
      const a = r.game.seating.sit(e.box, by) as GameAction;
      // As the table runtime does: only when the game lists it (a carry may already seat him there).
      if (!isListed(r.game.legalActions(state, by) as LegalAction[], a)) continue;
      const res = r.game.apply(state, a);
      if (!res.ok) refuse('seat-refused', `${e.player} cannot sit at box ${e.box}: ${res.rejection.message}`);
      else state = res.state;
      actions.push(a);
    }
  const chipsBefore = Object.fromEntries(s.entrants.map((e) => [e.player, e.chips]));
  const round: RoundInPlay = { no, seed: seed as string, state, actions, players: players.map((e) => e.player), chipsBefore, betting: {}, bettingClosed: false, openedAt: at, lastActionAt: at, ready: [] };
  return step({ ...s, round }, [{ type: 'round-opened', round: no, of: s.bases.rounds, players: round.players }]);
}

/** Some player dealt into the round may still stake: a listed action with an amount. */
const bettingOpen = (r: ResolvedBases, round: RoundInPlay, state: unknown): boolean =>
  round.players.some((p) => (r.game.legalActions(state, { kind: 'player', player: p }) as LegalAction[]).some((l) => l.amount !== undefined));

function hand(s: TableTournamentState, by: Actor, action: GameAction, at: number): TournamentStep<TableTournamentState> {
  if (s.status !== 'running' || !s.round) refuse('no-round', 'no round is in play');
  const round = s.round as RoundInPlay;
  const r = ctx(s);
  const p = playerOf(by);
  if (p !== null && !round.players.includes(p)) refuse('not-in-round', `${p} is not playing this round`);
  // A random result (a spin's pocket) is the server's to fill, never a player's to send.
  const forged = p === null ? [] : (r.game.randomFields ?? []).filter((f) => f in action);
  if (forged.length) refuse('random-field', `a player's action carries no ${forged.join(', ')}: the server draws it`, { fields: forged });
  if (s.bases.excludedActions.includes(action.type)) refuse('action-excluded', `${action.type} is not allowed in this tournament (bases)`, { action: action.type });
  if (action.type === READY) {
    // The game's own ready action where it has one (blackjack's done-betting), else the tournament's.
    if (p === null) refuse('not-a-player', 'a player says he is ready');
    if (r.game.readyAction) action = r.game.readyAction({ kind: 'player', player: p as string }) as GameAction;
    else {
      if (round.bettingClosed) refuse('betting-closed', 'betting is closed');
      if (round.ready.includes(p as string)) refuse('already-ready', `${p} has already said he is ready`);
      return step({ ...s, round: { ...round, ready: [...round.ready, p as string], lastActionAt: at } }, [{ type: 'ready', round: round.no, player: p }]);
    }
  }
  const sent = { ...action, by } as GameAction;
  const res = r.game.apply(round.state, sent);
  if (!res.ok) return refuse('game-refused', res.rejection.message, { rejection: res.rejection });
  // Chips move from and back to the players' free chips, by the game's own events.
  const chips: Record<string, number> = Object.fromEntries(s.entrants.map((e) => [e.player, e.chips]));
  const betting: Record<string, number> = { ...round.betting };
  for (const e of res.events) {
    if (e.type !== 'stake' && e.type !== 'stake-withdrawn') continue;
    const x = e as StakeEvent | StakeWithdrawnEvent;
    if (!round.players.includes(x.bettor)) refuse('not-in-round', `${x.bettor} is not playing this round`);
    const d = x.type === 'stake' ? x.amount : -x.amount;
    chips[x.bettor] = (chips[x.bettor] ?? 0) - d;
    if (!round.bettingClosed) betting[x.bettor] = (betting[x.bettor] ?? 0) + d;
  }
  for (const [player, c] of Object.entries(chips)) if (c < 0) refuse('not-enough-chips', `${player} has not the free tournament chips for this stake (${c} after it)`, { player });
  for (const [player, b] of Object.entries(betting))
    if (b > s.bases.maxBet) refuse('maximum-bet', `${player} would stake ${b} this round; the bases allow at most ${s.bases.maxBet}`, { player, maxBet: s.bases.maxBet });
  let bettingClosed = round.bettingClosed;
  const events: TournamentEvent[] = [{ type: 'round-action', round: round.no, action: sent.type }];
  // Betting closes with the game's `bets-closed` (rien ne va plus, the deal), or once nobody dealt in may stake.
  if (!bettingClosed && (res.events.some((e) => e.type === 'bets-closed') || !bettingOpen(r, round, res.state))) {
    const short = round.players.filter((pl) => (betting[pl] ?? 0) < s.bases.minBet);
    // Before the betting deadline nobody is left short; at it, a player short of the minimum has timed out.
    if (short.length && at < round.openedAt + betMs(s)) refuse('minimum-bet', `betting cannot close: ${short.join(', ')} staked less than the minimum of ${s.bases.minBet}`, { players: short, minBet: s.bases.minBet });
    if (short.length) events.push({ type: 'timed-out', round: round.no, players: short });
    bettingClosed = true;
  }
  const entrants = s.entrants.map((e) => ({ ...e, chips: chips[e.player] ?? e.chips }));
  const next: RoundInPlay = { ...round, state: res.state, actions: [...round.actions, sent], betting, bettingClosed, lastActionAt: at };
  if (!r.game.isOver(res.state)) return step({ ...s, entrants, round: next }, events);
  return settle({ ...s, entrants, round: next }, events, at);
}

/** The round is over: its returns go back to the players' chips; after the last round, the classification and prizes. */
function settle(s: TableTournamentState, events: TournamentEvent[], at: number): TournamentStep<TableTournamentState> {
  const r = ctx(s);
  const round = s.round as RoundInPlay;
  const settlement = r.game.settlement(round.state);
  if (!settlement) return refuse('no-settlement', `round ${round.no} ended without a settlement`);
  const chips: Record<string, number> = Object.fromEntries(s.entrants.map((e) => [e.player, e.chips]));
  for (const l of resultLines(settlement)) chips[l.bettor] = (chips[l.bettor] ?? 0) + l.returned;
  const carry = r.game.carry(round.state);
  const summary: RoundSummary = { no: round.no, chipsBefore: round.chipsBefore, chipsAfter: chips, standingBefore: standingOf(r, s.carry).total, standingAfter: standingOf(r, carry).total, houseNet: settlement.houseNet, actions: round.actions.length };
  const entrants = s.entrants.map((e) => ({ ...e, chips: chips[e.player] ?? e.chips }));
  const lastRound: FinishedRound = { no: round.no, players: round.players, state: round.state, settledAt: at };
  const after: TableTournamentState = { ...s, entrants, round: null, carry, rounds: [...s.rounds, summary], lastRound };
  const out: TournamentEvent[] = [...events, { type: 'round-settled', round: round.no, chips, houseNet: settlement.houseNet }];
  return next(after, out, at);
}

/** After a round: the next one, or the finish (the last round played, or nobody can stake the minimum). */
function next(after: TableTournamentState, out: TournamentEvent[], at: number): TournamentStep<TableTournamentState> {
  const s = after;
  const canPlay = s.entrants.some((e) => e.chips >= s.bases.minBet);
  if (after.rounds.length < s.bases.rounds && canPlay) return step(after, out);
  return finish(after, out, at);
}

/**
 * The clock at the betting deadline of a round where the game has no closing step (nobody staked anything): the round
 * ends unplayed — it counts as one of the bases' rounds, no chip moves, and what the game carried stands as it was.
 */
function tick(s: TableTournamentState, at: number): TournamentStep<TableTournamentState> {
  const round = s.round;
  if (s.status !== 'running' || !round || round.bettingClosed) return refuse('not-due', 'nothing is timed now');
  if (at < round.openedAt + betMs(s)) refuse('not-due', `betting is open until ${new Date(round.openedAt + betMs(s)).toISOString()}`);
  if (closingStep(s, round)) refuse('not-due', 'the round has stakes: the game closes its betting');
  const r = ctx(s);
  const chips: Record<string, number> = Object.fromEntries(s.entrants.map((e) => [e.player, e.chips]));
  const standing = standingOf(r, s.carry).total;
  const summary: RoundSummary = { no: round.no, chipsBefore: round.chipsBefore, chipsAfter: chips, standingBefore: standing, standingAfter: standing, houseNet: 0, actions: round.actions.length };
  const after: TableTournamentState = { ...s, round: null, rounds: [...s.rounds, summary], lastRound: { no: round.no, players: round.players, state: round.state, settledAt: at } };
  return next(after, [{ type: 'round-unplayed', round: round.no, players: round.players }], at);
}

function pause(s: TableTournamentState, by: Actor, at: number): TournamentStep<TableTournamentState> {
  if (!isStaff(by)) refuse('not-staff', 'the tournament director pauses a tournament');
  if (s.status !== 'running') refuse('not-now', `cannot pause while ${s.status}`);
  return step({ ...s, status: 'paused', pausedAt: at }, [{ type: 'paused' }]);
}

/** Resumes play: every timer (betting, a decision, the next deal) moves on by the pause's length. */
function resume(s: TableTournamentState, by: Actor, at: number): TournamentStep<TableTournamentState> {
  if (!isStaff(by)) refuse('not-staff', 'the tournament director resumes a tournament');
  if (s.status !== 'paused' || s.pausedAt === null) return refuse('not-paused', 'the tournament is not paused');
  const shift = Math.max(0, at - s.pausedAt);
  const round = s.round ? { ...s.round, openedAt: s.round.openedAt + shift, lastActionAt: s.round.lastActionAt + shift } : null;
  const lastRound = s.lastRound ? { ...s.lastRound, settledAt: s.lastRound.settledAt + shift } : null;
  return step({ ...s, status: 'running', pausedAt: null, round, lastRound }, [{ type: 'resumed', after: shift }]);
}

/** Has every player dealt in said he is ready (the game's own way where it has one: it no longer awaits him)? */
function allReady(r: ResolvedBases, round: RoundInPlay): boolean {
  if (!r.game.readyAction) return round.players.every((p) => round.ready.includes(p));
  const waiting = (r.game.awaiting(round.state) as Actor[]).map(playerOf);
  return round.players.every((p) => !waiting.includes(p));
}

/** The step that closes betting (the game's time-out step, else the awaited dealer's), or null when there is none. */
function closingStep(s: TableTournamentState, round: RoundInPlay): GameAction | null {
  const g = ctx(s).game;
  const t = g.timeoutAction?.(round.state) as GameAction | null | undefined;
  if (t && t.by?.kind !== 'player' && !s.bases.excludedActions.includes(t.type)) return t;
  return automatic(s, round);
}

/** The dealer's or the system's own step when the game awaits it, or null. */
function automatic(s: TableTournamentState, round: RoundInPlay): GameAction | null {
  const g = ctx(s).game;
  for (const by of g.awaiting(round.state) as Actor[]) {
    if (by.kind === 'player') continue;
    const legal = (g.legalActions(round.state, by) as LegalAction[]).filter((l) => !s.bases.excludedActions.includes(l.type));
    const a = g.automaticStep ? (g.automaticStep(round.state, legal, by) as GameAction | null) : defaultAutomaticStep(legal, by);
    if (a) return a;
  }
  return null;
}

/** A player's time-out step once he has been awaited `DECISION_MS` (after betting), or null. */
function decisionTimeout(s: TableTournamentState, round: RoundInPlay): GameAction | null {
  const g = ctx(s).game;
  if (!round.bettingClosed || !(g.awaiting(round.state) as Actor[]).some((a) => a.kind === 'player')) return null;
  const t = g.timeoutAction?.(round.state) as GameAction | null | undefined;
  return t ?? null;
}

function finish(s: TableTournamentState, events: TournamentEvent[], at: number): TournamentStep<TableTournamentState> {
  const r = ctx(s);
  // A bet the game still holds (a bet in prison) when the tournament ends goes back to its player at its stake.
  const standing = standingOf(r, s.carry).by;
  const entrants = s.entrants.map((e) => ({ ...e, chips: e.chips + (standing[e.player] ?? 0) }));
  const results = classify(entrants, s.pool, s.bases.prizes.map((p) => p.share), s.bases.prizeUnit, s.bases.ties);
  const entries = results
    .filter((x) => x.prize > 0)
    .map((x) => prizeEntry(s.id, x.player, x.prize, x.place));
  const paid = results.reduce((t, x) => t + x.prize, 0);
  return step({ ...s, entrants, carry: null, status: 'finished', finishedAt: at, results, pool: s.pool - paid }, [...events, { type: 'finished', results }], entries);
}

function cancel(s: TableTournamentState, by: Actor, at: number): TournamentStep<TableTournamentState> {
  if (!isStaff(by)) refuse('not-staff', 'the tournament director cancels a tournament');
  if (s.status === 'finished' || s.status === 'cancelled') refuse('over', `${s.bases.name} is already ${s.status}`);
  const entries = s.entrants.flatMap((e) => refundEntry(s, e.player, 'cancelled: entry and fee refunded'));
  return step({ ...s, status: 'cancelled', finishedAt: at, round: null, pool: 0 }, [{ type: 'cancelled' }], entries);
}

/** Pure: the new state, its events and ledger entries; a refused action throws `TableTournamentError` and changes nothing. */
export function apply(s: TableTournamentState, a: TournamentAction): TournamentStep<TableTournamentState> {
  switch (a.type) {
    case 'register':
      return register(s, a.by, a.at);
    case 'unregister':
      return unregister(s, a.by);
    case 'start':
      return start(s, a.by, a.at, a.draw);
    case 'deal':
      if (a.table !== TABLE) refuse('no-table', `no table ${a.table}`);
      return deal(s, a.by, a.seed, a.at);
    case 'hand':
      if (a.table !== TABLE) refuse('no-table', `no table ${a.table}`);
      return hand(s, a.by, a.action, a.at);
    case 'cancel':
      return cancel(s, a.by, a.at);
    case 'tick':
      return tick(s, a.at);
    case 'pause':
      return pause(s, a.by, a.at);
    case 'resume':
      return resume(s, a.by, a.at);
    default:
      // No re-entry, rebuy or add-on in these bases.
      return refuse('not-supported', `a table-game tournament has no ${a.type}`);
  }
}

/** Fills the seat draw at the start, a round's seed, and the game's own random results (a spin, a reshuffle). */
export function randomize(s: TableTournamentState, a: TournamentAction, rng: Rng): TournamentAction {
  if (a.type === 'start' && s.status === 'registering' && s.entrants.length > 0) {
    const n = ctx(s).boxes;
    if (n === null || n < s.entrants.length) return a;
    const boxes = Array.from({ length: n }, (_, i) => i + 1);
    for (let i = n - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [boxes[i], boxes[j]] = [boxes[j] as number, boxes[i] as number];
    }
    return { ...a, draw: boxes.slice(0, s.entrants.length) };
  }
  if (a.type === 'deal') return { ...a, seed: rng.hex(16) };
  if (a.type === 'hand' && s.round) {
    const g = ctx(s).game;
    const sent = { ...a.action, by: a.by } as GameAction;
    return g.randomize ? { ...a, action: g.randomize(s.round.state, sent, rng) as GameAction } : a;
  }
  return a;
}

/**
 * The system's steps due at `now`: the next round (once the last outcome has been shown); while betting is open, the
 * closing step once every player dealt in has staked the minimum and said he is ready, or at the betting deadline (a
 * `tick` when nobody staked: the round ends unplayed); after betting, the game's dealer or system steps at once and
 * an awaited player's time-out step after `DECISION_MS`.
 */
export function due(s: TableTournamentState, now: number): readonly TournamentAction[] {
  if (s.status !== 'running') return [];
  const round = s.round;
  if (!round) return now >= (s.lastRound ? s.lastRound.settledAt + outcomeMs(s) : 0) ? [{ type: 'deal', by: SYSTEM, at: now, table: TABLE }] : [];
  const handAction = (a: GameAction): TournamentAction => ({ type: 'hand', by: a.by ?? SYSTEM, at: now, table: TABLE, action: a });
  if (!round.bettingClosed) {
    const deadline = now >= round.openedAt + betMs(s);
    const short = round.players.some((p) => (round.betting[p] ?? 0) < s.bases.minBet);
    if (!deadline && (short || !allReady(ctx(s), round))) return [];
    const c = closingStep(s, round);
    if (c) return [handAction(c)];
    return deadline ? [{ type: 'tick', by: SYSTEM, at: now }] : [];
  }
  const a = automatic(s, round);
  if (a) return [handAction(a)];
  const t = decisionTimeout(s, round);
  return t && now >= round.lastActionAt + decisionMs(s) ? [handAction(t)] : [];
}

/** When `due` next returns something by the clock alone: the next deal, the betting deadline, a player's time. */
export function nextDeadline(s: TableTournamentState): number | null {
  if (s.status !== 'running') return null;
  const round = s.round;
  if (!round) return s.lastRound ? s.lastRound.settledAt + outcomeMs(s) : null;
  if (!round.bettingClosed) return round.openedAt + betMs(s);
  return decisionTimeout(s, round) ? round.lastActionAt + decisionMs(s) : null;
}

/** Is the player in this tournament now (registered, or playing)? He may not also sit at a cash table (003 §3.2.7). */
export function playingIn(s: TableTournamentState, player: string): boolean {
  return (s.status === 'registering' || s.status === 'running' || s.status === 'paused') && s.entrants.some((e) => e.player === player);
}

/** The player's table and what he may do now (the game's actions less the bases' exclusions; `ready`), or null. */
export function legalFor(s: TableTournamentState, player: string): { readonly table: string; readonly legal: readonly LegalAction[] } | null {
  const round = s.round;
  if (s.status !== 'running' || !round || !round.players.includes(player)) return null;
  const g = ctx(s).game;
  const legal = (g.legalActions(round.state, { kind: 'player', player }) as LegalAction[]).filter((l) => !s.bases.excludedActions.includes(l.type));
  const ready = !g.readyAction && !round.bettingClosed && !round.ready.includes(player) ? [{ type: READY } as LegalAction] : [];
  return legal.length + ready.length ? { table: TABLE, legal: [...legal, ...ready] } : null;
}

/** The timer the page counts down: betting open until, or a player's time (null between rounds, or paused). */
function timerOf(s: TableTournamentState): { readonly kind: 'betting' | 'decision'; readonly endsAt: number } | null {
  const round = s.round;
  if (s.status !== 'running' || !round) return null;
  if (!round.bettingClosed) return { kind: 'betting', endsAt: round.openedAt + betMs(s) };
  return decisionTimeout(s, round) ? { kind: 'decision', endsAt: round.lastActionAt + decisionMs(s) } : null;
}

/** What an audience sees: the tournament, the chips, and the round through the game's own view (no seed, no shoe). */
export function view(s: TableTournamentState, audience: Audience): unknown {
  const r = ctx(s);
  return {
    id: s.id,
    name: s.bases.name,
    game: s.bases.game,
    profile: s.bases.profile,
    format: 'table-game',
    family: r.game.family,
    status: s.status,
    bases: { entry: s.bases.entry, fee: s.bases.fee, minPlayers: s.bases.minPlayers, maxPlayers: s.bases.maxPlayers, currency: s.bases.currency, startingChips: s.bases.startingChips, rounds: s.bases.rounds, minBet: s.bases.minBet, maxBet: s.bases.maxBet, prizes: s.bases.prizes, ties: s.bases.ties, cite: s.bases.cite, bettingSeconds: betMs(s) / 1000, decisionSeconds: decisionMs(s) / 1000, pauseSeconds: outcomeMs(s) / 1000 },
    pool: s.pool,
    // The lobby's row, in the poker view's words: players registered and left, the prize pool (the entries).
    registered: s.entrants.length,
    playersLeft: s.entrants.length,
    prizePool: s.entrants.length * s.bases.entry,
    roundsPlayed: s.rounds.length,
    entrants: s.entrants.map((e) => ({ player: e.player, box: e.box, chips: e.chips })),
    round: s.round ? { no: s.round.no, players: s.round.players, bettingClosed: s.round.bettingClosed, ready: s.round.ready, table: r.game.view(s.round.state, audience) } : null,
    lastRound: s.lastRound ? { no: s.lastRound.no, players: s.lastRound.players, table: r.game.view(s.lastRound.state, audience) } : null,
    timer: timerOf(s),
    results: s.results,
  };
}

export function book(s: TableTournamentState): BookRow {
  return {
    id: s.id,
    name: s.bases.name,
    game: s.bases.game,
    startedAt: s.startedAt,
    finishedAt: s.status === 'finished' ? s.finishedAt : null,
    entries: s.entrants.length,
    entry: s.bases.entry,
    fee: s.bases.fee,
    prizePool: s.entrants.length * s.bases.entry,
    results: (s.results ?? []).map((x) => ({ player: x.player, place: x.place, prize: x.prize })),
  };
}

/** The director in the contract's shape. */
export const tableGameDirector: TournamentDirector<unknown, TableTournamentState> = {
  open,
  randomize,
  apply,
  due,
  nextDeadline,
  view,
  status: (s) => s.status,
  book,
};

