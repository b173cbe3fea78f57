/**
 * @module tournaments/director
 * The poker tournament director (issue 20): a plain-JSON state and pure steps implementing `TournamentDirector`
 * (./contract.ts). Registration and unregistration (refunded) before the start; a sit & go starts when full; the
 * random two-step seat draw; each hand a circle-poker round created through the registry at the level's blinds with
 * the players' tournament chips; eliminations and their places; levels and breaks on recorded ticks, pause and
 * resume; late registration, re-entry, rebuy and add-on; balancing and breaking tables (003 §3.1.2.5); hand-for-hand
 * near the money (003 §3.1.9.5); the chip race at a colour-up (003 §3.1.4.2); the finish, paid by the prize table
 * with the ranking fund's share. Every random part comes from the action `randomize` filled: the start's `draw`
 * (the tournament's secret, from which every later seat draw and chip race is derived) and each deal's `seed`.
 * docs/tournaments.md.
 */
import type { GameAction } from '../core/contract.js';
import { DEALER, SYSTEM, type Actor, type Audience } from '../core/ids.js';
import type { Entry } from '../ledger/postings.js';
import type { Rng } from '../rng/rng.js';
import { seededRng } from '../rng/seeded-rng.js';
import { validateBases, type Bases, type Level } from './bases.js';
import { advance, breakAfter, runClock, startClock, stopClock, type Clock } from './clock.js';
import type { BookRow, TournamentAction, TournamentDirector, TournamentEvent, TournamentStatus, TournamentStep } from './contract.js';
import { TournamentError } from './errors.js';
import { DECISIONS } from './legal.js';
import { chipsAfter, dealHand, gameOf, handAction, runOut, type HandView, type SeatAt } from './hands.js';
import { buyEntries, fundEntry, prizeEntry, refundEntries } from './money.js';
import { columnFor, payouts, sharePrizes } from './prizes.js';
import { drawSeat, nextBlinds, skipsBlinds, worstSeat, type Blinds } from './seating.js';
import { addPenalty, checkPenalty, chipsRemoved, disqualifiedPlace, owedAtDeal, penaltiesOf, servedAtDeal, type PenaltyCarry } from './penalties.js';

/** A tournament player; the floor's penalties (penalty hands, a disqualification) are carried with him (./penalties.ts). */
export interface TPlayer extends PenaltyCarry {
  readonly player: string;
  status: 'registered' | 'playing' | 'out';
  chips: number;
  table: string | null;
  box: number | null;
  /** Money paid in, minor units: entries (to the pool) and fees (to the house). */
  paidEntry: number;
  paidFee: number;
  entries: number;
  rebuys: number;
  addOns: number;
  place: number | null;
  /** The elimination this player went out in (players out in one hand, or one hand-for-hand round, share one). */
  group: number | null;
  /** Chips at the start of the hand he went out in (orders a group: 003 §3.1.9.5, TDA). */
  outWith: number | null;
  prize: number;
}

export interface TTable {
  readonly id: string;
  seats: SeatAt[];
  /** The last hand's button; null before the table's first hand (then drawn). With a dead button, an empty seat's box. */
  button: number | null;
  /** The last hand's button and blinds, as boxes, empty seats included (003 §3.1.6.1); null before the first hand. */
  blinds: Blinds | null;
  /** The button drawn for the next hand (the final table's redraw); null: the deal draws it, or the button moves. */
  buttonDrawn: number | null;
  handNo: number;
  /** The hand in progress, or the last one (over); null before the first. Secret: never in a view whole. */
  hand: HandView | null;
  /** Chips each dealt-in player had when the hand began. */
  startChips: Record<string, number>;
  /** Players who sit the next hand out: their new seat is where the button would pass before their blinds. */
  waiting: string[];
  /** Players moved in with no free seat but the small blind's or the button's: dealt in when the big blind reaches them. */
  waitBB: string[];
  /** When the hand last moved (for the player's time: 003 §3.1.4.7). */
  turnAt: number;
}

export interface TState {
  readonly v: number;
  readonly id: string;
  readonly bases: Bases;
  status: TournamentStatus;
  /** The status a pause interrupted. */
  pausedFrom: 'running' | 'break' | null;
  readonly openedAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  players: TPlayer[];
  tables: TTable[];
  nextTable: number;
  clock: Clock;
  /** The tournament's secret, from the start's draw: every later seat draw and chip race derives from it. Never shown. */
  secret: string | null;
  draws: number;
  /** Money: the prize pool (entries) and the house's fees, minor units; `buyIns`: entries, re-entries, rebuys, add-ons. */
  pool: number;
  fees: number;
  buyIns: number;
  groups: number;
  /** Hand-for-hand (003 §3.1.9.5): the tables that have dealt this round and the players out in it. */
  h4h: { dealt: string[]; out: string[] } | null;
  finalTable: boolean;
  /** The final table has formed and its seats are to be drawn again once it is between hands (`finalTableRedraw`). */
  redrawDue: boolean;
  rankingFund: number;
}

const MIN = 60_000;
/** A player's time before the system acts for him (003 §3.1.4.7: 25 seconds and a 5-second countdown): the default. */
export const ACT_MS = 30_000;
/** Hand-for-hand: each round advances the stopped clock by two minutes (003 §3.1.9.5): the default. */
export const H4H_MS = 2 * MIN;
/** The bases' decision time and hand-for-hand advance (bases stored before they were fields: the defaults). */
const actMs = (b: Bases): number => (b.decisionSeconds as number | undefined) !== undefined ? b.decisionSeconds * 1000 : ACT_MS;
const h4hMs = (b: Bases): number => (b.handForHandSeconds as number | undefined) !== undefined ? b.handForHandSeconds * 1000 : H4H_MS;

// ——— helpers

function draft(s: TState): TState {
  return {
    ...s,
    players: s.players.map((p) => ({ ...p })),
    tables: s.tables.map((t) => ({ ...t, seats: [...t.seats], waiting: [...t.waiting], waitBB: [...t.waitBB], startChips: { ...t.startChips } })),
    h4h: s.h4h ? { dealt: [...s.h4h.dealt], out: [...s.h4h.out] } : null,
  };
}

const playerOf = (s: TState, player: string): TPlayer | undefined => s.players.find((p) => p.player === player);
const tableOf = (s: TState, id: string): TTable => {
  const t = s.tables.find((x) => x.id === id);
  if (!t) throw new TournamentError('no-such-table', `no table ${id}`);
  return t;
};
const inHand = (t: TTable): boolean => !!t.hand && t.hand.phase !== 'over';
const alive = (s: TState): TPlayer[] => s.players.filter((p) => p.status === 'playing');
const levelOf = (s: TState): Level => s.bases.levels[s.clock.level] as Level;
const playerOnly = (by: Actor): string => {
  if (by.kind !== 'player') throw new TournamentError('players-only', 'a player registers, buys and plays for himself');
  return by.player;
};
const staffOnly = (by: Actor): void => {
  if (by.kind === 'player') throw new TournamentError('director-only', 'the tournament director does that', { cite: '003 §3.1.1.1' });
};

/** A random stream derived from the tournament's secret, one per use. */
function rngFor(s: TState, label: string): Rng {
  if (!s.secret) throw new TournamentError('not-started', 'the tournament has not started');
  s.draws += 1;
  return seededRng(`${s.secret}:${s.draws}:${label}`);
}

/** The field counted for the prize table: entries and re-entries (003 §3.6 "players"); rebuys and add-ons add money only. */
const field = (s: TState): number => s.players.reduce((t, p) => t + p.entries, 0);
/** Paid places for the field so far (never more than the players who took part). */
const paidPlaces = (s: TState): number => Math.min(columnFor(Math.max(1, field(s)), s.bases.beyondTable).shares.length, s.players.length);

const levelNo = (s: TState): number => s.clock.level + 1;
const lateOpen = (s: TState): boolean => !!s.bases.lateRegistration && (s.status === 'running' || s.status === 'break' || s.status === 'paused') && levelNo(s) <= s.bases.lateRegistration.untilLevel && !s.finalTable;

// ——— seats and tables

function seat(s: TState, p: TPlayer, tableId: string, box: number, events: TournamentEvent[], why: string): void {
  const t = tableOf(s, tableId);
  t.seats.push({ box, player: p.player });
  p.table = tableId;
  p.box = box;
  if (why !== 'moved' && skipsBlinds(box, t.blinds ?? null)) t.waiting.push(p.player);
  events.push({ type: 'player-seated', player: p.player, table: tableId, box, why });
}

function unseat(s: TState, p: TPlayer): void {
  if (p.table) {
    const t = tableOf(s, p.table);
    t.seats = t.seats.filter((x) => x.player !== p.player);
    t.waiting = t.waiting.filter((x) => x !== p.player);
    t.waitBB = t.waitBB.filter((x) => x !== p.player);
  }
  p.table = null;
  p.box = null;
}

function newTable(s: TState): TTable {
  s.nextTable += 1;
  const t: TTable = { id: `t${s.nextTable}`, seats: [], button: null, blinds: null, buttonDrawn: null, handNo: 0, hand: null, startChips: {}, waiting: [], waitBB: [], turnAt: 0 };
  s.tables.push(t);
  return t;
}

/** A new or returning player's seat: the two-step random draw (003 §3.1.2.2, §3.1.2.4); a new table if all are full. */
function drawIn(s: TState, p: TPlayer, events: TournamentEvent[], why: string): void {
  const rng = rngFor(s, 'seat');
  const got = drawSeat(s.tables.map((t) => ({ id: t.id, boxes: t.seats.map((x) => x.box) })), s.bases.seatsPerTable, rng);
  if (got) return seat(s, p, got.table, got.box, events, why);
  const t = newTable(s);
  events.push({ type: 'table-opened', table: t.id });
  seat(s, p, t.id, 1 + rng.int(s.bases.seatsPerTable), events, why);
}

/** The boxes of the players to be dealt the table's next hand (with chips, not sitting a hand out). */
const dealtNext = (t: TTable, s: TState): number[] => t.seats.filter((x) => (playerOf(s, x.player)?.chips ?? 0) > 0 && !t.waiting.includes(x.player) && !t.waitBB.includes(x.player)).map((x) => x.box);

/** The player who would post the next big blind at a table between hands (its first seat before any hand). */
function nextBigBlind(t: TTable, s: TState): string {
  const pos = nextBlinds(dealtNext(t, s), t.blinds ?? null);
  const box = pos ? pos.bb : Math.min(...t.seats.map((x) => x.box));
  return (t.seats.find((x) => x.box === box) as SeatAt).player;
}

/**
 * Balancing and breaking (003 §3.1.2.5), between hands: a table emptied is closed; when the players fit in one table
 * fewer, the highest-numbered table breaks (a set procedure) and its players are drawn to new seats; while two tables
 * differ by two players or more, the player next to be big blind at the fullest table between hands moves to the
 * worst position at the shortest.
 */
function rebalance(s: TState, events: TournamentEvent[]): void {
  const per = s.bases.seatsPerTable;
  for (let guard = 0; guard < 10_000; guard++) {
    for (const t of s.tables.filter((x) => x.seats.length === 0 && !inHand(x))) events.push({ type: 'table-closed', table: t.id });
    s.tables = s.tables.filter((x) => x.seats.length > 0 || inHand(x));
    if (s.tables.length <= 1) break;
    const total = s.tables.reduce((n, t) => n + t.seats.length, 0);
    if (total <= (s.tables.length - 1) * per) {
      const breaking = [...s.tables].reverse().find((t) => !inHand(t));
      if (!breaking) break;
      events.push({ type: 'table-broken', table: breaking.id, cite: '003 §3.1.2.5' });
      const moving = [...breaking.seats].sort((a, b) => a.box - b.box).map((x) => playerOf(s, x.player) as TPlayer);
      s.tables = s.tables.filter((x) => x !== breaking);
      for (const p of moving) {
        p.table = null;
        drawIn(s, p, events, 'table-broken');
      }
      continue;
    }
    const counts = s.tables.map((t) => t.seats.length);
    const max = Math.max(...counts);
    const min = Math.min(...counts);
    if (max - min < 2) break;
    // Both tables between hands: the seat is chosen by the next hand's button and blinds, which a hand in progress
    // (its eliminations) could still change.
    const from = s.tables.find((t) => t.seats.length === max && !inHand(t));
    const to = s.tables.find((t) => t.seats.length === min && !inHand(t));
    if (!from || !to) break;
    const p = playerOf(s, nextBigBlind(from, s)) as TPlayer;
    const empty = Array.from({ length: per }, (_, i) => i + 1).filter((b) => !to.seats.some((x) => x.box === b));
    const occupied = dealtNext(to, s);
    const worst = worstSeat(occupied, empty, to.blinds ?? null);
    const box = worst ?? (empty[0] as number);
    const fromId = from.id;
    unseat(s, p);
    seat(s, p, to.id, box, events, 'moved');
    // No free seat but the small blind's or the button's: he waits for the big blind to reach him.
    if (worst === null) to.waitBB.push(p.player);
    events.push({ type: 'player-moved', player: p.player, from: fromId, to: to.id, box, cite: '003 §3.1.2.5' });
  }
  if (s.tables.length === 1 && !s.finalTable && s.status !== 'registering') {
    s.finalTable = true;
    s.redrawDue = s.bases.finalTableRedraw !== false;
    events.push({ type: 'final-table', table: (s.tables[0] as TTable).id, players: (s.tables[0] as TTable).seats.length, redraw: s.redrawDue });
  }
  redrawIfDue(s, events);
}

/**
 * The final table's redraw (bases `finalTableRedraw`; 003 is silent, docs/tournaments.md), once it is between hands:
 * every player a seat drawn at random (003 §3.1.2.4's draw, one table), then the button drawn among them (the card
 * drawn for the button); the blinds follow from it. Derived from the tournament's secret: recorded and replayable.
 */
function redrawIfDue(s: TState, events: TournamentEvent[]): void {
  const t = s.tables[0];
  if (!s.redrawDue || s.tables.length !== 1 || !t || inHand(t)) return;
  s.redrawDue = false;
  const rng = rngFor(s, 'final-table');
  const boxes = Array.from({ length: s.bases.seatsPerTable }, (_, i) => i + 1);
  for (let k = boxes.length - 1; k > 0; k--) {
    const j = rng.int(k + 1);
    [boxes[k], boxes[j]] = [boxes[j] as number, boxes[k] as number];
  }
  t.seats = [...t.seats]
    .sort((a, b) => a.box - b.box)
    .map((x, i) => ({ box: boxes[i] as number, player: x.player }))
    .sort((a, b) => a.box - b.box);
  for (const x of t.seats) (playerOf(s, x.player) as TPlayer).box = x.box;
  t.waiting = [];
  t.waitBB = [];
  t.blinds = null;
  t.button = null;
  const withChips = t.seats.filter((x) => (playerOf(s, x.player)?.chips ?? 0) > 0);
  t.buttonDrawn = withChips.length ? (withChips[rng.int(withChips.length)] as SeatAt).box : null;
  events.push({ type: 'final-table-drawn', table: t.id, seats: t.seats.map((x) => ({ box: x.box, player: x.player })), button: t.buttonDrawn, cite: '003 §3.1.2.4' });
}

/** A hand whose board waits: all in and called during hand-for-hand (003 §3.1.9.5). */
const held = (t: TTable): boolean => !!t.hand && t.hand.phase === 'dealing';

/**
 * Hand-for-hand (003 §3.1.9.5): an all-in and call is not run out at once; the boards wait until every other table
 * has finished its hand of the round (or cannot deal), then they are dealt and the hands end, table by table.
 */
function releaseHeld(s: TState, at: number, events: TournamentEvent[]): void {
  const waiting = s.tables.filter(held);
  if (!waiting.length) return;
  const h = s.h4h;
  const others = s.tables.filter((t) => !held(t));
  if (h && !others.every((t) => !inHand(t) && (h.dealt.includes(t.id) || t.seats.length < 2 || halted(s, t)))) return;
  for (const t of waiting) {
    t.hand = runOut(s.bases, t.hand as HandView);
    events.push({ type: 'board-released', table: t.id, cite: '003 §3.1.9.5' });
    events.push({ type: 'hand-over', table: t.id, handNo: t.hand.handNo });
    handOver(s, t, at, events);
  }
}

/** Play halts at a table 3 or more players short of the fullest (003 §3.1.2.5: full-table events). */
const halted = (s: TState, t: TTable): boolean => s.tables.length > 1 && Math.max(...s.tables.map((x) => x.seats.length)) - t.seats.length >= 3;

/** Can this table deal its next hand now? */
function canDeal(s: TState, t: TTable): boolean {
  if (s.status !== 'running' || inHand(t)) return false;
  if (t.seats.filter((x) => (playerOf(s, x.player)?.chips ?? 0) > 0).length < 2) return false;
  if (halted(s, t)) return false;
  if (s.h4h && s.h4h.dealt.includes(t.id)) return false;
  return true;
}

// ——— eliminations, places, hand-for-hand

/** Places for players out together: by the chips they began the hand with, the most first; equal chips, equal place. */
function placeGroup(s: TState, out: readonly TPlayer[], events: TournamentEvent[]): void {
  if (!out.length) return;
  s.groups += 1;
  const left = alive(s).length;
  const sorted = [...out].sort((a, b) => (b.outWith ?? 0) - (a.outWith ?? 0) || a.player.localeCompare(b.player));
  sorted.forEach((p, i) => {
    const firstEqual = sorted.findIndex((q) => q.outWith === p.outWith);
    p.place = left + 1 + (firstEqual < 0 ? i : firstEqual);
    p.group = s.groups;
    events.push({ type: 'player-eliminated', player: p.player, place: p.place, startedWith: p.outWith, cite: '003 §3.1.9.5' });
  });
}

/** Hand-for-hand while the money is two eliminations away or less, with more than one table (003 §3.1.9.5). */
function updateH4h(s: TState, at: number, events: TournamentEvent[]): void {
  if (!s.bases.handForHand || s.status === 'finished' || s.status === 'cancelled') return;
  const left = alive(s).length;
  const paid = paidPlaces(s);
  const on = s.tables.length > 1 && left > paid && left <= paid + 2;
  if (on && !s.h4h) {
    s.h4h = { dealt: s.tables.filter(inHand).map((t) => t.id), out: [] };
    if (s.status === 'running') s.clock = stopClock(s.clock, at);
    events.push({ type: 'hand-for-hand', on: true, left, paid, cite: '003 §3.1.9.5' });
  } else if (!on && s.h4h && s.h4h.dealt.every((id) => !s.tables.some((t) => t.id === id && inHand(t)))) {
    s.h4h = null;
    if (s.status === 'running') s.clock = runClock(s.clock, at);
    events.push({ type: 'hand-for-hand', on: false, left, paid, cite: '003 §3.1.9.5' });
  }
}

/** A hand-for-hand round is over when every table that may deal has dealt in it and no hand is in progress: its eliminations are placed together, the clock moves two minutes. */
function closeH4hRound(s: TState, at: number, events: TournamentEvent[]): void {
  const h = s.h4h;
  // A table that may not deal (too few players, or halted 3 short) does not hold the round up.
  if (!h || s.tables.some(inHand) || !s.tables.every((t) => h.dealt.includes(t.id) || t.seats.length < 2 || halted(s, t))) return;
  placeGroup(
    s,
    h.out.map((x) => playerOf(s, x) as TPlayer),
    events,
  );
  h.out = [];
  h.dealt = [];
  events.push({ type: 'hand-for-hand-round', cite: '003 §3.1.9.5' });
  const left = (s.clock.left ?? 0) - h4hMs(s.bases);
  const last = s.clock.level >= s.bases.levels.length - 1 && !s.clock.onBreak;
  // The stopped clock moves only while play runs (not during a pause, nor a break the clock times itself).
  if (s.status !== 'running' || s.clock.left === null) void 0;
  else if (left > 0 || last) s.clock = { ...s.clock, left: Math.max(left, 0) };
  else {
    const next = advance(s.bases, s.clock, at);
    s.clock = next.clock;
    if (next.breakStarted) {
      // A break is taken whole, by the clock: its end is a tick.
      s.status = 'break';
      s.clock = runClock(s.clock, at);
      events.push({ type: 'break-started', afterLevel: next.breakStarted.afterLevel, minutes: next.breakStarted.minutes, colourUp: next.breakStarted.colourUp });
    } else {
      s.clock = { ...s.clock, left: Math.max(1, (s.clock.left ?? 0) + left) };
      events.push({ type: 'level-started', level: s.clock.level + 1, blinds: levelOf(s), cite: '003 §3.1.4.1' });
    }
  }
  rebalance(s, events);
  updateH4h(s, at, events);
}

/** A finished hand: chips, eliminations and places, then the tables balanced, then the finish. */
function handOver(s: TState, t: TTable, at: number, events: TournamentEvent[]): void {
  const hand = t.hand as HandView;
  const after = chipsAfter(hand);
  t.handNo = hand.handNo;
  t.button = hand.button;
  const out: TPlayer[] = [];
  for (const [player, chips] of Object.entries(after)) {
    const p = playerOf(s, player) as TPlayer;
    if (p.disqualified) {
      removeFromPlay(s, p, chips, events);
      continue;
    }
    p.chips = chips;
    if (chips === 0) {
      p.status = 'out';
      p.outWith = t.startChips[player] ?? 0;
      unseat(s, p);
      out.push(p);
    }
  }
  if (s.h4h) {
    s.h4h.out.push(...out.map((p) => p.player));
    closeH4hRound(s, at, events);
  } else {
    placeGroup(s, out, events);
    rebalance(s, events);
    updateH4h(s, at, events);
  }
  redrawIfDue(s, events);
  finishIfDone(s, at, events);
}

// ——— the floor's penalties (./penalties.ts)

/** A player still playing (the one a penalty or a disqualification names). */
function playingNow(s: TState, player: string): TPlayer {
  if (s.status === 'registering') throw new TournamentError('not-started', 'the tournament has not started');
  const p = playerOf(s, player);
  if (!p || p.status !== 'playing' || !p.table) throw new TournamentError('not-playing', `${player} is not playing in this tournament`);
  return p;
}

/** A disqualified player's chips leave play (003 §3.1.10.5): nobody receives them, and his seat is emptied. */
function removeFromPlay(s: TState, p: TPlayer, chips: number, events: TournamentEvent[]): void {
  events.push(chipsRemoved(p.player, chips, penaltiesOf(s.bases).value.disqualify.cite));
  p.chips = 0;
  unseat(s, p);
}

/**
 * A disqualification (003 §3.1.10.5): he is out and placed at once (the worst place not yet given); a live hand of
 * his is dead at once (the engine's own `disqualify`: what he put in stays in the pot) and his chips leave play when
 * it ends; not in a hand, they leave play now and the tables are balanced.
 */
function disqualify(s: TState, p: TPlayer, at: number, events: TournamentEvent[]): void {
  const t = tableOf(s, p.table as string);
  const dealt = inHand(t) ? (t.hand as HandView).hand.find((x) => x.player === p.player) : undefined;
  const cite = penaltiesOf(s.bases).value.disqualify.cite;
  // The engine refuses a record that would leave nobody in the hand (the person in charge decides): checked first.
  const hand = dealt ? handAction(s.bases, t.hand as HandView, { type: 'disqualify', box: dealt.box, by: DEALER } as GameAction, !!s.h4h).hand : null;
  p.disqualified = true;
  p.status = 'out';
  p.outWith = dealt ? (t.startChips[p.player] ?? p.chips) : p.chips;
  s.groups += 1;
  p.group = s.groups;
  p.place = disqualifiedPlace(s.players);
  events.push({ type: 'player-disqualified', player: p.player, table: t.id, place: p.place, cite });
  if (hand) {
    t.hand = hand;
    t.turnAt = at;
    if (hand.phase === 'over') {
      events.push({ type: 'hand-over', table: t.id, handNo: hand.handNo });
      handOver(s, t, at, events);
    } else if (held(t)) events.push({ type: 'board-held', table: t.id, cite: '003 §3.1.9.5' });
    releaseHeld(s, at, events);
    return;
  }
  removeFromPlay(s, p, p.chips, events);
  if (!s.h4h) rebalance(s, events);
  updateH4h(s, at, events);
  redrawIfDue(s, events);
  finishIfDone(s, at, events);
}

// ——— colour-up

/**
 * The chip race at a colour-up (003 §3.1.4.2): each player's chips below the smallest chip left are raced off from
 * seat 1 (a random order stands in for the cards); as many of the smallest chip as the odd chips make, rounded to the
 * nearer, go one each to the first in the order. Nobody is eliminated: a player left with nothing gets one chip.
 */
function chipRace(s: TState, colour: { remove: number; smallest: number }, events: TournamentEvent[]): void {
  const rng = rngFor(s, 'chip-race');
  const racers = alive(s)
    .filter((p) => p.chips % colour.smallest !== 0)
    .sort((a, b) => (a.table ?? '').localeCompare(b.table ?? '', 'en', { numeric: true }) || (a.box ?? 0) - (b.box ?? 0));
  const odd = racers.reduce((t, p) => t + (p.chips % colour.smallest), 0);
  const wins = Math.floor((odd + colour.smallest / 2) / colour.smallest);
  const order = racers.map((p) => p.player);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [order[i], order[j]] = [order[j] as string, order[i] as string];
  }
  const winners = new Set(order.slice(0, wins));
  for (const p of racers) {
    const before = p.chips;
    p.chips = Math.floor(p.chips / colour.smallest) * colour.smallest + (winners.has(p.player) ? colour.smallest : 0);
    if (p.chips === 0) p.chips = colour.smallest;
    events.push({ type: 'chip-race', player: p.player, before, after: p.chips, cite: '003 §3.1.4.2' });
  }
}

// ——— the finish

/** Each player's prize (./prizes.ts `sharePrizes`), the ranking fund's share first. */
function prizesByPlayer(s: TState): { rankingFund: number; prizes: Map<string, number> } {
  const { rankingFund, prizes } = payouts(s.pool, Math.max(1, field(s)), { unit: s.bases.prizeUnit, fundPercent: s.bases.rankingFundPercent, beyond: s.bases.beyondTable, paidAtMost: s.players.length });
  const placed = s.players.filter((p) => p.place !== null).map((p) => ({ player: p.player, place: p.place as number, group: p.group ?? 0 }));
  return { rankingFund, prizes: sharePrizes(prizes, placed) };
}

function finishIfDone(s: TState, at: number, events: TournamentEvent[]): void {
  if (s.status === 'finished' || s.status === 'cancelled' || s.status === 'registering') return;
  const left = alive(s);
  if (left.length > 1 || s.tables.some(inHand)) return;
  if (s.h4h?.out.length) placeGroup(s, s.h4h.out.map((x) => playerOf(s, x) as TPlayer), events);
  s.h4h = null;
  const winner = left[0];
  if (winner) {
    winner.place = 1;
    s.groups += 1;
    winner.group = s.groups;
  }
  s.status = 'finished';
  s.finishedAt = at;
  s.clock = stopClock(s.clock, at);
  events.push({ type: 'tournament-finished', winner: winner?.player ?? null });
}

function payoutEntries(s: TState): Entry[] {
  const { rankingFund, prizes } = prizesByPlayer(s);
  s.rankingFund = rankingFund;
  const out: Entry[] = [];
  if (rankingFund > 0) out.push(fundEntry(s.id, rankingFund));
  for (const p of [...s.players].sort((a, b) => (a.place ?? 1e9) - (b.place ?? 1e9))) {
    const amount = prizes.get(p.player) ?? 0;
    p.prize = amount;
    if (amount > 0) out.push(prizeEntry(s.id, p.player, amount, p.place as number));
  }
  return out;
}

// ——— the start

function start(s: TState, at: number, draw: readonly number[] | undefined, events: TournamentEvent[]): void {
  if (!draw || draw.length < 4 || draw.some((x) => !Number.isInteger(x))) throw new TournamentError('not-randomized', 'the seat draw is filled by the server (randomize), never sent');
  const n = s.players.length;
  if (n < s.bases.minPlayers) throw new TournamentError('too-few-players', `${n} registered; the bases need ${s.bases.minPlayers}`, { cite: '000 Art. 2bis 1.b' });
  s.secret = draw.map((x) => (x >>> 0).toString(16).padStart(8, '0')).join('');
  const rng = rngFor(s, 'start');
  const per = s.bases.seatsPerTable;
  const tables = Math.ceil(n / per);
  // Two steps (003 §3.1.2.4): each player's table, then his seat at it; the tables differ by one player at most.
  const sizes = Array.from({ length: tables }, (_, i) => Math.floor(n / tables) + (i < n % tables ? 1 : 0));
  const slots: { table: number; box: number }[] = [];
  for (let i = 0; i < tables; i++) {
    const boxes = Array.from({ length: per }, (_, b) => b + 1);
    for (let k = boxes.length - 1; k > 0; k--) {
      const j = rng.int(k + 1);
      [boxes[k], boxes[j]] = [boxes[j] as number, boxes[k] as number];
    }
    for (const box of boxes.slice(0, sizes[i])) slots.push({ table: i, box });
  }
  const order = s.players.map((p) => p.player);
  for (let k = order.length - 1; k > 0; k--) {
    const j = rng.int(k + 1);
    [order[k], order[j]] = [order[j] as string, order[k] as string];
  }
  const made = Array.from({ length: tables }, () => newTable(s));
  order.forEach((player, i) => {
    const p = playerOf(s, player) as TPlayer;
    const slot = slots[i] as { table: number; box: number };
    p.status = 'playing';
    p.chips = s.bases.startingStack;
    seat(s, p, (made[slot.table] as TTable).id, slot.box, events, 'draw');
  });
  for (const t of s.tables) t.seats.sort((a, b) => a.box - b.box);
  s.status = 'running';
  s.startedAt = at;
  s.clock = startClock(s.bases, at);
  events.push({ type: 'tournament-started', players: n, tables, level: 1, blinds: levelOf(s) });
  if (s.tables.length === 1) {
    s.finalTable = true;
    events.push({ type: 'final-table', table: (s.tables[0] as TTable).id, players: n });
  }
  updateH4h(s, at, events);
}

// ——— the tick

function tick(s: TState, at: number, events: TournamentEvent[]): void {
  if (s.status !== 'running' && s.status !== 'break') throw new TournamentError('clock-stopped', `the clock does not run while ${s.status}`);
  if (s.clock.endsAt === null || at < s.clock.endsAt) throw new TournamentError('not-due', 'the level has not ended');
  if (s.clock.onBreak && s.tables.some(inHand)) throw new TournamentError('hands-in-progress', 'the break ends once every hand is over');
  const lateBefore = lateOpen(s);
  const next = advance(s.bases, s.clock, s.clock.endsAt);
  s.clock = next.clock;
  if (next.breakStarted) {
    s.status = 'break';
    events.push({ type: 'break-started', afterLevel: next.breakStarted.afterLevel, minutes: next.breakStarted.minutes, colourUp: next.breakStarted.colourUp });
  } else {
    s.status = 'running';
    if (next.breakEnded?.colourUp) chipRace(s, next.breakEnded.colourUp, events);
    events.push({ type: 'level-started', level: s.clock.level + 1, blinds: levelOf(s), cite: '003 §3.1.4.1' });
  }
  if (lateBefore && !lateOpen(s)) events.push({ type: 'registration-closed', cite: '003 §3.1.2.2' });
  // A running clock during hand-for-hand is a level that began on a tick: stop it again.
  if (s.h4h && s.status === 'running') s.clock = stopClock(s.clock, at);
}

// ——— the director

function open(id: string, input: Bases, at: number): TState {
  const bases = validateBases(input);
  const game = gameOf(bases);
  const p = game.profiles.get(bases.profile) as { blinds: { value: unknown } };
  if (p.blinds.value === null) throw new TournamentError('bad-bases', `bases.game: ${bases.game} is not a blind game (levels are blinds)`, { field: 'game' });
  if (!/^[a-z0-9-]+$/.test(id)) throw new TournamentError('bad-id', `a tournament id is lowercase letters, digits and dashes: ${id}`);
  return {
    v: 0, id, bases, status: 'registering', pausedFrom: null, openedAt: at, startedAt: null, finishedAt: null, players: [], tables: [], nextTable: 0,
    clock: { level: 0, onBreak: false, endsAt: null, left: null }, secret: null, draws: 0, pool: 0, fees: 0, buyIns: 0, groups: 0, h4h: null, finalTable: false, redrawDue: false, rankingFund: 0,
  };
}

function randomize(s: TState, a: TournamentAction, rng: Rng): TournamentAction {
  if (a.type === 'start') return { ...a, draw: [rng.uint32(), rng.uint32(), rng.uint32(), rng.uint32()] };
  if (a.type === 'deal') return { ...a, seed: rng.hex(16) };
  return a;
}

function apply(state: TState, a: TournamentAction): TournamentStep<TState> {
  const s = draft(state);
  const events: TournamentEvent[] = [];
  let entries: Entry[] = [];
  const b = s.bases;
  const ended = s.status === 'finished' || s.status === 'cancelled';
  if (ended && a.type !== 'hand') throw new TournamentError('over', `the tournament is ${s.status}`);
  switch (a.type) {
    case 'register': {
      const player = playerOnly(a.by);
      const late = lateOpen(s);
      if (s.status !== 'registering' && !late) throw new TournamentError('registration-closed', 'registration is closed', { cite: '003 §3.1.2.2' });
      const known = playerOf(s, player);
      if (known) throw new TournamentError('registered', known.status === 'out' ? 'you are out: re-enter where the bases allow it' : 'you are registered already');
      if (s.players.length >= b.maxPlayers) throw new TournamentError('full', `the tournament takes ${b.maxPlayers} players`);
      const p: TPlayer = { player, status: 'registered', chips: 0, table: null, box: null, paidEntry: b.entry, paidFee: b.fee, entries: 1, rebuys: 0, addOns: 0, place: null, group: null, outWith: null, prize: 0 };
      s.players.push(p);
      s.pool += b.entry;
      s.fees += b.fee;
      s.buyIns += 1;
      entries = buyEntries(s.id, player, b.entry, b.fee, 'entry');
      events.push({ type: 'player-registered', player, late: s.status !== 'registering' });
      if (s.status !== 'registering') {
        p.status = 'playing';
        p.chips = b.startingStack;
        drawIn(s, p, events, 'late-registration');
        rebalance(s, events);
      }
      break;
    }
    case 'unregister': {
      const player = playerOnly(a.by);
      if (s.status !== 'registering') throw new TournamentError('started', 'unregistration ends at the start');
      const p = playerOf(s, player);
      if (!p) throw new TournamentError('not-registered', 'you are not registered');
      s.players = s.players.filter((x) => x !== p);
      s.pool -= p.paidEntry;
      s.fees -= p.paidFee;
      s.buyIns -= 1;
      entries = refundEntries(s.id, player, p.paidEntry, p.paidFee, 'unregistered');
      events.push({ type: 'player-unregistered', player });
      break;
    }
    case 're-enter':
    case 'rebuy':
    case 'add-on': {
      const player = playerOnly(a.by);
      const p = playerOf(s, player);
      const rule = a.type === 're-enter' ? b.reEntry : a.type === 'rebuy' ? b.rebuy : b.addOn;
      if (!rule) throw new TournamentError('not-allowed', `the bases allow no ${a.type}`, { cite: '000 Art. 2bis 1.b' });
      if (!p) throw new TournamentError('not-registered', 'you are not in this tournament');
      const used = a.type === 're-enter' ? p.entries - 1 : a.type === 'rebuy' ? p.rebuys : p.addOns;
      if (used >= rule.max) throw new TournamentError('limit', `at most ${rule.max} ${a.type} per player`);
      if (s.status === 'registering' || s.finalTable) throw new TournamentError('not-now', `no ${a.type} now`);
      if (a.type === 're-enter') {
        if (p.disqualified) throw new TournamentError('disqualified', 'a disqualified player does not re-enter', { cite: penaltiesOf(b).value.disqualify.cite });
        if (p.status !== 'out' || levelNo(s) > rule.untilLevel) throw new TournamentError('not-now', p.status !== 'out' ? 'only a player out of chips re-enters' : `re-entry closed after level ${rule.untilLevel}`, { cite: '003 §3.1.2.2' });
        p.status = 'playing';
        p.chips = rule.chips;
        p.entries += 1;
        p.place = null;
        p.group = null;
        p.outWith = null;
        drawIn(s, p, events, 're-entry');
        rebalance(s, events);
      } else {
        const t = p.table ? tableOf(s, p.table) : null;
        if (p.status !== 'playing' || !t) throw new TournamentError('not-playing', 'you are not playing');
        if (inHand(t) && t.hand?.hand.some((x) => x.player === player)) throw new TournamentError('in-hand', 'chips are bought between hands', { cite: '003 §3.1.4.5' });
        if (a.type === 'rebuy' && (levelNo(s) > rule.untilLevel || p.chips > b.startingStack)) throw new TournamentError('not-now', `a rebuy is for a stack at most the starting stack, until level ${rule.untilLevel}`, { cite: '003 §3.1.4.5' });
        if (a.type === 'add-on' && !(s.status === 'break' || (s.status === 'paused' && s.pausedFrom === 'break')) || (a.type === 'add-on' && s.clock.level + 1 !== rule.untilLevel)) throw new TournamentError('not-now', `the add-on is taken at the break after level ${rule.untilLevel}`);
        p.chips += rule.chips;
        if (a.type === 'rebuy') p.rebuys += 1;
        else p.addOns += 1;
      }
      s.pool += rule.entry;
      s.fees += rule.fee;
      s.buyIns += 1;
      p.paidEntry += rule.entry;
      p.paidFee += rule.fee;
      entries = buyEntries(s.id, player, rule.entry, rule.fee, a.type);
      events.push({ type: `player-${a.type === 're-enter' ? 're-entered' : a.type === 'rebuy' ? 'rebought' : 'added-on'}`, player, chips: rule.chips });
      break;
    }
    case 'start': {
      if (s.status !== 'registering') throw new TournamentError('started', 'the tournament has started');
      if (a.by.kind === 'player') throw new TournamentError('director-only', 'the tournament director starts it');
      if (a.by.kind === 'system' && !startDue(s, a.at)) throw new TournamentError('not-due', 'the start is not due');
      start(s, a.at, a.draw, events);
      break;
    }
    case 'tick':
      if (a.by.kind === 'player') throw new TournamentError('director-only', 'the clock is the system’s');
      tick(s, a.at, events);
      break;
    case 'pause':
      staffOnly(a.by);
      if (s.status !== 'running' && s.status !== 'break') throw new TournamentError('not-now', `cannot pause while ${s.status}`);
      s.pausedFrom = s.status;
      s.status = 'paused';
      s.clock = stopClock(s.clock, a.at);
      events.push({ type: 'paused', left: s.clock.left });
      break;
    case 'resume':
      staffOnly(a.by);
      if (s.status !== 'paused') throw new TournamentError('not-paused', 'the tournament is not paused');
      s.status = s.pausedFrom ?? 'running';
      s.pausedFrom = null;
      if (!s.h4h || s.status === 'break') s.clock = runClock(s.clock, a.at);
      events.push({ type: 'resumed', endsAt: s.clock.endsAt });
      break;
    case 'cancel': {
      staffOnly(a.by);
      for (const p of s.players) entries.push(...refundEntries(s.id, p.player, p.paidEntry, p.paidFee, 'cancelled'));
      s.pool = 0;
      s.fees = 0;
      s.status = 'cancelled';
      s.finishedAt = a.at;
      s.clock = stopClock(s.clock, a.at);
      events.push({ type: 'tournament-cancelled', refunds: s.players.length });
      break;
    }
    case 'penalty': {
      staffOnly(a.by);
      const p = playingNow(s, a.player);
      checkPenalty(b, a.rounds);
      // One hand for each player at his table, himself included, times the rounds (003 §3.1.10.5).
      addPenalty(p, p.table as string, tableOf(s, p.table as string).seats.length, a.rounds, events);
      break;
    }
    case 'disqualify':
      staffOnly(a.by);
      disqualify(s, playingNow(s, a.player), a.at, events);
      break;
    case 'deal': {
      if (a.by.kind === 'player') throw new TournamentError('dealer-only', 'the dealer deals');
      if (!a.seed) throw new TournamentError('not-randomized', 'the deck is shuffled by the server (randomize), never sent');
      const t = tableOf(s, a.table);
      if (!canDeal(s, t)) throw new TournamentError('cannot-deal', halted(s, t) ? 'play halts at a table 3 or more players short (003 §3.1.2.5)' : `table ${t.id} cannot deal now`, { cite: halted(s, t) ? '003 §3.1.2.5' : '003 §3.1.4.1' });
      const chips: Record<string, number> = {};
      for (const x of t.seats) chips[x.player] = (playerOf(s, x.player) as TPlayer).chips;
      // A player waiting for the big blind comes in on the hand it reaches his seat.
      const base = dealtNext(t, s);
      const stillWaiting = t.waitBB.filter((player) => {
        const box = t.seats.find((x) => x.player === player)?.box as number;
        return nextBlinds([...base, box], t.blinds ?? null)?.bb !== box;
      });
      const comingIn = t.waitBB.filter((x) => !stillWaiting.includes(x)).map((x) => t.seats.find((y) => y.player === x)?.box as number);
      // The dead button (003 §3.1.6.1) from the table's second hand; its first hand's button is drawn.
      const fixed = t.blinds ? nextBlinds([...base, ...comingIn], t.blinds) : null;
      const penalties = owedAtDeal(s.players, t.seats.map((x) => x.player));
      const { hand, events: ev, blinds } = dealHand(b, levelOf(s), t.seats, [...t.waiting, ...stillWaiting], t.button, t.handNo, chips, a.seed, fixed, { drawn: t.buttonDrawn ?? null, hold: !!s.h4h, penalties });
      servedAtDeal(s.players, hand);
      t.hand = hand;
      t.blinds = blinds;
      t.buttonDrawn = null;
      t.waiting = [];
      t.waitBB = stillWaiting.filter((x) => !hand.hand.some((h) => h.player === x));
      t.turnAt = a.at;
      t.startChips = {};
      for (const x of hand.hand) t.startChips[x.player] = chips[x.player] ?? 0;
      if (s.h4h) s.h4h.dealt.push(t.id);
      const at = (box: number): string | null => hand.hand.find((x) => x.box === box)?.player ?? null;
      events.push({ type: 'hand-dealt', table: t.id, handNo: hand.handNo, button: hand.button, smallBlind: at(blinds.sb), bigBlind: at(blinds.bb), deadButton: at(blinds.button) === null, level: s.clock.level + 1, players: hand.hand.map((x) => x.player), cite: '003 §3.1.6.1' });
      const mucked = hand.hand.filter((x) => penalties[x.player]).map((x) => x.player);
      if (mucked.length) events.push({ type: 'penalty-hands-mucked', table: t.id, players: mucked, cite: '003 §3.1.10.5' });
      void ev;
      if (hand.phase === 'over') handOver(s, t, a.at, events);
      else if (held(t)) events.push({ type: 'board-held', table: t.id, cite: '003 §3.1.9.5' });
      releaseHeld(s, a.at, events);
      break;
    }
    case 'hand': {
      const t = tableOf(s, a.table);
      if (!inHand(t)) throw new TournamentError('no-hand', `no hand in progress at ${t.id}`);
      if (a.by.kind === 'dealer') throw new TournamentError('players-only', 'a decision is the player’s (or the clock’s)');
      // Only a hand's decisions: a cash table's own actions (leave, sit out, straddle, entry, time charge) do not apply.
      if (!DECISIONS.has(a.action.type)) throw new TournamentError('not-a-decision', `${a.action.type} is not a decision in a tournament hand`);
      if (held(t)) throw new TournamentError('board-held', 'all in and called: the board waits for the other tables (hand-for-hand)', { cite: '003 §3.1.9.5' });
      const { hand } = handAction(b, t.hand as HandView, { ...(a.action as GameAction), by: a.by }, !!s.h4h);
      t.hand = hand;
      t.turnAt = a.at;
      events.push({ type: 'hand-action', table: t.id, action: { ...a.action, by: a.by } });
      if (hand.phase === 'over') {
        events.push({ type: 'hand-over', table: t.id, handNo: hand.handNo });
        handOver(s, t, a.at, events);
      } else if (held(t)) events.push({ type: 'board-held', table: t.id, cite: '003 §3.1.9.5' });
      releaseHeld(s, a.at, events);
      break;
    }
  }
  if (s.status === 'finished' && state.status !== 'finished') entries = [...entries, ...payoutEntries(s)];
  return { state: { ...s, v: state.v + 1 }, events, entries };
}

/** Is the start due at `now` (a sit & go full; a scheduled tournament at its time with enough players)? */
function startDue(s: TState, now: number): boolean {
  if (s.status !== 'registering') return false;
  const b = s.bases;
  if (b.kind === 'sit-and-go') return s.players.length >= b.maxPlayers;
  return b.startsAt !== null && now >= b.startsAt && s.players.length >= b.minPlayers;
}

function due(s: TState, now: number): TournamentAction[] {
  const out: TournamentAction[] = [];
  if (s.status === 'registering') {
    if (startDue(s, now)) out.push({ type: 'start', by: SYSTEM, at: now });
    return out;
  }
  if (s.status === 'finished' || s.status === 'cancelled') return out;
  if ((s.status === 'running' || s.status === 'break') && s.clock.endsAt !== null && now >= s.clock.endsAt && !(s.clock.onBreak && s.tables.some(inHand))) out.push({ type: 'tick', by: SYSTEM, at: now });
  const g = gameOf(s.bases);
  for (const t of s.tables) {
    if (canDeal(s, t)) out.push({ type: 'deal', by: SYSTEM, at: now, table: t.id });
    else if (inHand(t) && !held(t) && now >= t.turnAt + actMs(s.bases) && g.timeoutAction) {
      const act = g.timeoutAction(t.hand) as GameAction | null;
      if (act && act.type !== 'next' && act.type !== 'deal') out.push({ type: 'hand', by: SYSTEM, at: now, table: t.id, action: { ...act, by: SYSTEM } });
    }
  }
  return out;
}

function nextDeadline(s: TState): number | null {
  if (s.status === 'registering') return s.bases.kind === 'scheduled' ? s.bases.startsAt : null;
  if (s.status !== 'running' && s.status !== 'break') return null;
  const times = [s.clock.endsAt, ...s.tables.filter((t) => inHand(t) && !held(t)).map((t) => t.turnAt + actMs(s.bases))].filter((x): x is number => x !== null);
  return times.length ? Math.min(...times) : null;
}

/**
 * A hand's spectator view, built once per hand state: the states are copied on write, so a table whose hand did not
 * change keeps the same hand object, and a view of a large field rebuilds only the tables that changed (issue 20's
 * speed). Views are never changed after they are built.
 */
const spectatorViews = new WeakMap<object, unknown>();
function spectatorView(g: ReturnType<typeof gameOf>, hand: NonNullable<TTable['hand']>): unknown {
  let v = spectatorViews.get(hand);
  if (v === undefined) {
    v = g.view(hand, { kind: 'spectator' });
    spectatorViews.set(hand, v);
  }
  return v;
}

/** What an audience sees, field by field: no hole card before it is shown (a player sees his own), no seed, no secret. */
function view(s: TState, audience: Audience): unknown {
  const g = gameOf(s.bases);
  const left = alive(s);
  const level = levelOf(s);
  const chipsOf = new Map(s.players.map((p) => [p.player, p.chips]));
  const penaltyOf = new Map(s.players.map((p) => [p.player, p.penalty ?? 0]));
  const projected = s.status === 'registering' || s.status === 'cancelled' ? [] : payouts(s.pool, Math.max(1, field(s)), { unit: s.bases.prizeUnit, fundPercent: s.bases.rankingFundPercent, beyond: s.bases.beyondTable, paidAtMost: s.players.length }).prizes;
  return {
    id: s.id,
    name: s.bases.name,
    game: s.bases.game,
    kind: s.bases.kind,
    status: s.status,
    bases: s.bases,
    level: { no: s.clock.level + 1, small: level.small, big: level.big, ante: level.ante, onBreak: s.clock.onBreak, endsAt: s.clock.endsAt, left: s.clock.left, next: s.bases.levels[s.clock.level + 1] ?? null, breakAfter: breakAfter(s.bases, s.clock.level) },
    registered: s.players.length,
    playersLeft: s.status === 'registering' ? s.players.length : left.length,
    averageStack: left.length ? Math.round(left.reduce((t, p) => t + p.chips, 0) / left.length) : 0,
    prizePool: s.pool,
    payouts: projected,
    lateRegistration: lateOpen(s),
    handForHand: !!s.h4h,
    finalTable: s.finalTable,
    // A penalty's hands left and a disqualification are public (003 §3.1.10.5: the player is away from the table).
    standings: s.players.map((p) => ({ player: p.player, status: p.status, chips: p.status === 'playing' ? p.chips : 0, table: p.table, box: p.box, place: p.place, prize: p.prize, entries: p.entries, ...(p.penalty ? { penalty: p.penalty } : {}), ...(p.disqualified ? { disqualified: true } : {}) })),
    tables: s.tables.map((t) => {
      const seatedHere = audience.kind === 'player' && !!t.hand && t.hand.hand.some((x) => x.player === audience.player);
      return {
        id: t.id,
        seats: t.seats.map((x) => ({ box: x.box, player: x.player, chips: chipsOf.get(x.player) ?? 0, waiting: t.waiting.includes(x.player), ...(penaltyOf.get(x.player) ? { penalty: penaltyOf.get(x.player) } : {}) })),
        button: t.button,
        handNo: t.hand?.handNo ?? t.handNo,
        halted: halted(s, t),
        hand: t.hand ? (seatedHere ? g.view(t.hand, audience) : spectatorView(g, t.hand)) : null,
      };
    }),
  };
}

function book(s: TState): BookRow {
  return {
    id: s.id,
    name: s.bases.name,
    game: s.bases.game,
    startedAt: s.startedAt,
    finishedAt: s.finishedAt,
    entries: s.buyIns,
    entry: s.bases.entry,
    fee: s.bases.fee,
    prizePool: s.pool,
    results: s.players
      .filter((p) => p.place !== null)
      .sort((a, b) => (a.place as number) - (b.place as number))
      .map((p) => ({ player: p.player, place: p.place as number, prize: p.prize })),
  };
}

/** Is the player in this tournament now (registered, or playing)? A player may not also sit at a cash table (003 §3.2.7). */
export function playingIn(s: TState, player: string): boolean {
  if (s.status === 'finished' || s.status === 'cancelled') return false;
  const p = playerOf(s, player);
  return !!p && p.status !== 'out';
}

export const director: TournamentDirector<Bases, TState> = {
  open: (id, bases, at) => open(id, bases, at),
  randomize,
  apply,
  due,
  nextDeadline,
  view,
  status: (s) => s.status,
  book,
};

