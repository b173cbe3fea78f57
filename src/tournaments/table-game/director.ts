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
 */
import type { GameAction, LegalAction, StakeEvent, StakeWithdrawnEvent } from '../../core/contract.js';
import { defaultAutomaticStep, isListed } from '../../core/contract.js';
import type { Actor, Audience } from '../../core/ids.js';
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
  return { id, bases: r.bases, status: 'registering', v: 0, openedAt: at, startedAt: null, finishedAt: null, entrants: [], pool: 0, round: null, rounds: [], carry: null, results: null };
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

function deal(s: TableTournamentState, by: Actor, seed: string | undefined): TournamentStep<TableTournamentState> {
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
  const round: RoundInPlay = { no, seed: seed as string, state, actions, players: players.map((e) => e.player), chipsBefore, betting: {}, bettingClosed: false };
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
  if (s.bases.excludedActions.includes(action.type)) refuse('action-excluded', `${action.type} is not allowed in this tournament (bases)`, { action: action.type });
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
  // Betting closes with the game's `bets-closed` (rien ne va plus, the deal), or once nobody dealt in may stake.
  if (!bettingClosed && (res.events.some((e) => e.type === 'bets-closed') || !bettingOpen(r, round, res.state))) {
    const short = round.players.filter((pl) => (betting[pl] ?? 0) < s.bases.minBet);
    if (short.length) refuse('minimum-bet', `betting cannot close: ${short.join(', ')} staked less than the minimum of ${s.bases.minBet}`, { players: short, minBet: s.bases.minBet });
    bettingClosed = true;
  }
  const entrants = s.entrants.map((e) => ({ ...e, chips: chips[e.player] ?? e.chips }));
  const next: RoundInPlay = { ...round, state: res.state, actions: [...round.actions, sent], betting, bettingClosed };
  const events: TournamentEvent[] = [{ type: 'round-action', round: round.no, action: sent.type }];
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
  const after: TableTournamentState = { ...s, entrants, round: null, carry, rounds: [...s.rounds, summary] };
  const out: TournamentEvent[] = [...events, { type: 'round-settled', round: round.no, chips, houseNet: settlement.houseNet }];
  const canPlay = entrants.some((e) => e.chips >= s.bases.minBet);
  if (after.rounds.length < s.bases.rounds && canPlay) return step(after, out);
  return finish(after, out, at);
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
      return deal(s, a.by, a.seed);
    case 'hand':
      if (a.table !== TABLE) refuse('no-table', `no table ${a.table}`);
      return hand(s, a.by, a.action, a.at);
    case 'cancel':
      return cancel(s, a.by, a.at);
    default:
      // No clock (rounds are counted, not timed), no re-entry, rebuy or add-on in these bases.
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
 * The system's steps due now: the next round, and the game's own dealer or system step when it awaits one (not while
 * betting is open and a player has yet to stake the minimum).
 */
export function due(s: TableTournamentState, now: number): readonly TournamentAction[] {
  if (s.status !== 'running') return [];
  if (!s.round) return [{ type: 'deal', by: { kind: 'system' }, at: now, table: TABLE }];
  const g = ctx(s).game;
  // While betting is open and a player has not staked the minimum, the dealer's step waits for him.
  const round = s.round;
  if (!round.bettingClosed && round.players.some((p) => (round.betting[p] ?? 0) < s.bases.minBet)) return [];
  for (const by of g.awaiting(s.round.state) as Actor[]) {
    if (by.kind === 'player') continue;
    const legal = (g.legalActions(s.round.state, by) as LegalAction[]).filter((l) => !s.bases.excludedActions.includes(l.type));
    const a = g.automaticStep ? (g.automaticStep(s.round.state, legal, by) as GameAction | null) : defaultAutomaticStep(legal, by);
    if (a) return [{ type: 'hand', by, at: now, table: TABLE, action: a }];
  }
  return [];
}

/** What an audience sees: the tournament, the chips, and the round through the game's own view (no seed, no shoe). */
export function view(s: TableTournamentState, audience: Audience): unknown {
  const r = ctx(s);
  return {
    id: s.id,
    name: s.bases.name,
    game: s.bases.game,
    profile: s.bases.profile,
    status: s.status,
    bases: { entry: s.bases.entry, fee: s.bases.fee, currency: s.bases.currency, startingChips: s.bases.startingChips, rounds: s.bases.rounds, minBet: s.bases.minBet, maxBet: s.bases.maxBet, prizes: s.bases.prizes, ties: s.bases.ties, cite: s.bases.cite },
    pool: s.pool,
    roundsPlayed: s.rounds.length,
    entrants: s.entrants.map((e) => ({ player: e.player, box: e.box, chips: e.chips })),
    round: s.round ? { no: s.round.no, players: s.round.players, bettingClosed: s.round.bettingClosed, table: r.game.view(s.round.state, audience) } : null,
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
  nextDeadline: () => null,
  view,
  status: (s) => s.status,
  book,
};

