/**
 * @module games/blackjack/round
 * A round's creation and what it hands to the next one. The shoe crosses rounds in `carry`: it continues until the
 * cut card has come out (that round is the shoe's last: 000 §03 V.3, 002 §14.8), a reshuffle was decided, or the
 * table emptied (002 §14.9); then a new shoe is shuffled (committed first), cut by a player within the profile's
 * bounds (002 §14.3), given its cut card (the reserve behind it) and its burn (5 cards: 000 §03 V.3, 002 §14.6).
 * A continuous shuffling machine takes each round's cards back (002 §14.10). A new minimum announced with the last
 * shoe (000 §03 V.2.a) starts with the new shoe. `randomize` fills a reshuffle's order and cut.
 */
import { isFrenchCard, type Card } from '../../cards/card.js';
import type { RoundInput } from '../../core/contract.js';
import { ConfigError } from '../../core/errors.js';
import type { PlayerId } from '../../core/ids.js';
import { shuffled, type Rng } from '../../rng/rng.js';
import { citeOf } from '../../rules/cites.js';
import { burn, csmReturn, cutShoe, newShoe, placeCutCard, stackedShoe, type ShoeState } from '../../shoe/shoe.js';
import type { BjAction } from './actions.js';
import type { BjEvent } from './draft.js';
import { reshufflePool } from './irregularities.js';
import type { BlackjackProfile } from './profile.js';
import { playedProfile } from './options.js';
import { emptyBox, tableCards, type BjState, type Box } from './state.js';
import { checkTable, type BjTable, type Limits } from './table.js';

export interface BjCarry {
  /** The shoe in use. */
  readonly shoe: ShoeState;
  /** The next round starts a new shoe. */
  readonly newShoe: boolean;
  /** CSM: the cards of the round, which go back into the machine. */
  readonly used: readonly Card[];
  readonly limits: Limits;
  /** Limits announced with the last shoe, applied when the new shoe starts. */
  readonly nextLimits: Limits | null;
  readonly cutCardUnnoticed: boolean;
  /** Who sits where (players stay seated between rounds). */
  readonly seats: readonly (PlayerId | null)[];
  readonly roundNo: number;
}

/** A scenario's stacked shoe: the cards come out in exactly this order (docs/games/blackjack.md, "Scenario stack"). */
export interface BjStack {
  readonly cards: readonly Card[];
  /** Index of the card the cut card sits before; no cut card if absent. */
  readonly cutAt?: number;
  /** Indices of cards that will be found face up in the shoe. */
  readonly faceUp?: readonly number[];
  /** Run the new-shoe procedure on the stack: the first `burn` cards are burned. */
  readonly newShoe?: boolean;
  /** The cut card already came out in an earlier round and nobody noticed (003 §2.2.1.32–34). */
  readonly cutCardUnnoticed?: boolean;
}

function parseStack(x: unknown): BjStack {
  const s = x as BjStack;
  if (!s || !Array.isArray(s.cards) || !s.cards.every((c) => typeof c === 'string' && isFrenchCard(c))) throw new ConfigError('blackjack/bad-stack', 'a blackjack stack is { "cards": ["Ah", "Kd", …], "cutAt"?, "faceUp"?, "newShoe"?, "cutCardUnnoticed"? }');
  return s;
}

/** The new-shoe procedure: shuffle (committed), the player's cut, the cut card, the burn. */
export function startShoe(p: BlackjackProfile, rng: Rng, shoeNo: number): { shoe: ShoeState; events: BjEvent[] } {
  const sp = p.shoe;
  const events: BjEvent[] = [];
  const created = newShoe({ decks: sp.decks.value, mode: sp.mode.value, reserve: sp.reserve.value, burn: sp.burn.value, backs: sp.backs.value }, rng, shoeNo);
  let shoe = created.shoe;
  for (const e of created.events) events.push(e);
  const n = shoe.order.length;
  const min = sp.cutMinEachSide.value;
  if (sp.playerCut.value && (sp.mode.value === 'cut-card' || sp.cutWithShuffler.value) && n - 2 * min >= 0) {
    const r = cutShoe(shoe, min + rng.int(n - 2 * min + 1), min);
    shoe = r.shoe;
    for (const e of r.events) events.push(e);
  }
  const c = placeCutCard(shoe, sp.reserve.value);
  shoe = c.shoe;
  for (const e of c.events) events.push(e);
  const b = burn(shoe, sp.burn.value);
  for (const e of b.events) events.push(e);
  return { shoe: b.shoe, events };
}

function stackShoe(p: BlackjackProfile, st: BjStack): { shoe: ShoeState; events: BjEvent[] } {
  let shoe = stackedShoe(st.cards, { mode: p.shoe.mode.value, ...(st.cutAt !== undefined && p.shoe.mode.value === 'cut-card' ? { cutAt: st.cutAt } : {}), faceUp: [...(st.faceUp ?? [])] });
  const events: BjEvent[] = [{ type: 'shoe-stacked', shoeNo: shoe.shoeNo, commitment: shoe.commitment, cards: st.cards.length }];
  if (st.cutCardUnnoticed) shoe = { ...shoe, cutAt: 0, cutCardOut: true };
  if (st.newShoe) {
    const b = burn(shoe, p.shoe.burn.value);
    shoe = b.shoe;
    for (const e of b.events) events.push(e);
  }
  return { shoe, events };
}

/**
 * A round's boxes before any bet: the same objects every round for the same seat (built once, shared between
 * states as any unchanged part of a state is; a bounded cache, so changing players cannot grow it).
 */
const emptyBoxes = new Map<PlayerId | null, Box[]>();
function initialBox(id: number, seated: PlayerId | null): Box {
  let byId = emptyBoxes.get(seated);
  if (!byId) {
    if (emptyBoxes.size >= 1024) emptyBoxes.clear();
    byId = [];
    emptyBoxes.set(seated, byId);
  }
  let b = byId[id];
  if (!b) {
    // not frozen: frozen arrays take V8's slow element paths (every loop over a box's bets, hands or side bets
    // would pay for it, and mixing frozen and unfrozen boxes makes those loops polymorphic); nothing mutates a state
    b = emptyBox(id, seated);
    byId[id] = b;
  }
  return b;
}

function initialBoxes(n: number, seats: readonly (PlayerId | null)[]): Box[] {
  const out: Box[] = [];
  for (let i = 0; i < n; i++) out.push(initialBox(i + 1, seats[i] ?? null));
  return out;
}

/** A new shoe: the limits announced with the last shoe apply from now (000 §03 V.2.a). */
function freshLimits(profile: BlackjackProfile, carry: BjCarry | undefined | null, limits: Limits, events: BjEvent[]): Limits {
  if (!carry?.nextLimits) return limits;
  const next = carry.nextLimits;
  events.push({ type: 'limits-changed', ...next, cite: citeOf(profile, 'limit-change') });
  return next;
}

export function createRound(game: BjState['game'], input: RoundInput<BlackjackProfile, BjTable, BjCarry>): { state: BjState; events: BjEvent[] } {
  const { table, carry, rng } = input;
  checkTable(input.profile, table);
  // The profile as this table plays it: the casino's options it does not offer are off (000 §03 V.1.g).
  const profile = playedProfile(input.profile, table.options ?? []);
  const events: BjEvent[] = [];
  let limits: Limits = carry?.limits ?? { minimum: table.minimum, maximum: table.maximum };
  let shoe: ShoeState;
  let cutCardUnnoticed = false;
  if (input.stack !== undefined) {
    const st = parseStack(input.stack);
    const r = stackShoe(profile, st);
    shoe = r.shoe;
    for (const e of r.events) events.push(e);
    cutCardUnnoticed = st.cutCardUnnoticed === true;
    limits = freshLimits(profile, carry, limits, events);
  } else if (carry && !carry.newShoe) {
    cutCardUnnoticed = carry.cutCardUnnoticed;
    if (carry.shoe.mode === 'csm') {
      const r = csmReturn(carry.shoe, carry.used, rng);
      shoe = r.shoe;
      for (const e of r.events) events.push(e);
      if (profile.shoe.csmBurnEachRound.value) {
        const b = burn(shoe, profile.shoe.burn.value);
        shoe = b.shoe;
        for (const e of b.events) events.push(e);
      }
    } else shoe = carry.shoe;
  } else {
    const r = startShoe(profile, rng, (carry?.shoe.shoeNo ?? 0) + 1);
    shoe = r.shoe;
    for (const e of r.events) events.push(e);
    limits = freshLimits(profile, carry, limits, events);
  }
  const seats = carry?.seats ?? [];
  const state: BjState = {
    game,
    v: 0,
    roundNo: input.roundNo ?? (carry ? carry.roundNo + 1 : 1),
    profile,
    table,
    limits,
    phase: 'betting',
    shoe,
    front: [],
    exposedNext: 0,
    boxes: initialBoxes(table.boxes, seats),
    dealer: { cards: [], holeHidden: false, rounds: [], final: false },
    turn: null,
    doneBetting: [],
    pending: null,
    flags: { newShoeNext: false, nextLimits: carry?.nextLimits && !carry.newShoe && input.stack === undefined ? carry.nextLimits : null, cutCardUnnoticed, decisionMade: false, shufflerFailed: false, dealerCardMissing: false },
    roundStart: shoe.pos,
    burnedThisRound: [],
  };
  return { state, events };
}

export function carryOf(s: BjState): BjCarry {
  return {
    shoe: s.shoe,
    newShoe: s.flags.newShoeNext || s.flags.shufflerFailed,
    used: tableCards(s),
    limits: s.limits,
    nextLimits: s.flags.nextLimits,
    cutCardUnnoticed: s.flags.cutCardUnnoticed && !s.flags.newShoeNext,
    seats: s.boxes.map((b) => b.seated),
    roundNo: s.roundNo,
  };
}

/** Fills a reshuffle's random result (the new order of the cards being mixed, and the player's cut). */
export function randomize(s: BjState, a: BjAction, rng: Rng): BjAction {
  if (a.type !== 'notice-cut-card' && a.type !== 'reshuffle-discards' && a.type !== 'replace-shuffler') return a;
  if (a.order) return a;
  if (a.type === 'notice-cut-card' && s.flags.decisionMade) return a;
  const pool = reshufflePool(s, a.type);
  const order = shuffled(pool, rng);
  const min = Math.min(s.profile.shoe.cutMinEachSide.value, Math.floor(order.length / 2));
  const cutOffset = order.length > 2 * min ? min + rng.int(order.length - 2 * min + 1) : 0;
  return { ...a, order, cutOffset, salt: rng.hex(32) };
}
