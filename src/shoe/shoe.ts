/**
 * @module shoe/shoe
 * The shoe procedure as the regulations write it, as pure functions over a plain-JSON `ShoeState`:
 * build and shuffle the decks (with a published commitment), the player's cut with its constraint
 * (002 §14.3: at least one deck either side), the cut / separator card with a reserve behind it
 * (001 §03: at least 52 cards), burning the first N cards unseen (5 in blackjack), a card found face up is
 * burned, the cut card's appearance makes the round in progress the last, and the continuous shuffling machine
 * (002 §14.10: no cut card, burn 5, each round's cards go back into the machine).
 * `order` is never mutated: every step returns a new state sharing it, so drawing is cheap.
 */
import type { Card } from '../cards/card.js';
import { frenchDecks, type BackColour } from '../cards/decks.js';
import { shuffled, type Rng } from '../rng/rng.js';
import { commit } from '../rng/commitment.js';
import { IllegalActionError, reject } from '../core/errors.js';

export type ShoeMode = 'cut-card' | 'csm';

export interface ShoeState {
  readonly mode: ShoeMode;
  readonly shoeNo: number;
  /** The shuffled order as committed (before the player's cut). Secret until `reveal`. */
  readonly shuffled: readonly Card[];
  /** Dealing order: `shuffled` rotated by the cut. Secret. */
  readonly order: readonly Card[];
  /** Cards taken from the front by the player's cut (0 if none yet). Public. */
  readonly cutOffset: number;
  /** Index of the next card to come out. */
  readonly pos: number;
  /** The cut card sits just before `order[cutAt]`; null in CSM mode. */
  readonly cutAt: number | null;
  /** The cut card has come out: the round in progress is the shoe's last. */
  readonly cutCardOut: boolean;
  /** Indices of cards that will be found face up (irregularity; a scenario or an inspector marks them). */
  readonly faceUp: readonly number[];
  /** Cards burned so far in this shoe (unseen by players). */
  readonly burned: readonly Card[];
  readonly commitment: string;
  /** Secret until the shoe ends. */
  readonly salt: string;
  readonly backs: readonly BackColour[];
}

export interface ShoeConfig {
  readonly decks: number;
  readonly mode: ShoeMode;
  /** Cards left behind the cut card (001 §03: at least 52). */
  readonly reserve: number;
  /** Cards burned unseen at the start of the shoe (blackjack: 5). */
  readonly burn: number;
  /** Back colours of the decks (two colours alternate between shoes in most casinos). */
  readonly backs?: readonly BackColour[];
}

export type ShoeEvent =
  | { readonly type: 'shoe-shuffled'; readonly shoeNo: number; readonly commitment: string; readonly cards: number; readonly mode: ShoeMode }
  | { readonly type: 'shoe-cut'; readonly shoeNo: number; readonly offset: number }
  | { readonly type: 'cut-card-placed'; readonly shoeNo: number; readonly reserve: number }
  | { readonly type: 'cards-burned'; readonly count: number }
  | { readonly type: 'face-up-card-burned'; readonly card: Card }
  | { readonly type: 'cut-card-out'; readonly shoeNo: number }
  | { readonly type: 'shoe-revealed'; readonly shoeNo: number; readonly commitment: string; readonly shuffled: readonly Card[]; readonly salt: string; readonly cutOffset: number };

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A field-by-field copy of a shoe (a plain literal: cheaper than a spread on the hot path of `draw`). */
const copyOf = (s: ShoeState): Mutable<ShoeState> => ({
  mode: s.mode,
  shoeNo: s.shoeNo,
  shuffled: s.shuffled,
  order: s.order,
  cutOffset: s.cutOffset,
  pos: s.pos,
  cutAt: s.cutAt,
  cutCardOut: s.cutCardOut,
  faceUp: s.faceUp,
  burned: s.burned,
  commitment: s.commitment,
  salt: s.salt,
  backs: s.backs,
});

/** Shuffles a new shoe: the order is committed before any card is seen. */
export function newShoe(cfg: ShoeConfig, rng: Rng, shoeNo = 1): { shoe: ShoeState; events: ShoeEvent[] } {
  const { cards, backs } = frenchDecks(cfg.decks, cfg.backs ?? ['red']);
  return fromOrder(shuffled(cards, rng), rng.hex(32), cfg, shoeNo, backs);
}

/** A shoe in a fixed order (scenarios, replays of a revealed shoe). `cutAt` defaults to no cut card. */
export function stackedShoe(order: readonly Card[], opts: { cutAt?: number | null; mode?: ShoeMode; faceUp?: number[]; salt?: string; shoeNo?: number } = {}): ShoeState {
  const salt = opts.salt ?? '00';
  return {
    mode: opts.mode ?? 'cut-card',
    shoeNo: opts.shoeNo ?? 1,
    shuffled: order,
    order,
    cutOffset: 0,
    pos: 0,
    cutAt: opts.cutAt ?? null,
    cutCardOut: false,
    faceUp: opts.faceUp ?? [],
    burned: [],
    commitment: commit(order, salt),
    salt,
    backs: [],
  };
}

/** The distinct back colours, in order of first appearance. */
function distinct(backs: readonly BackColour[]): BackColour[] {
  const out: BackColour[] = [];
  for (const b of backs) if (!out.includes(b)) out.push(b);
  return out;
}

function fromOrder(order: Card[], salt: string, cfg: ShoeConfig, shoeNo: number, backs: readonly BackColour[]): { shoe: ShoeState; events: ShoeEvent[] } {
  const shoe: ShoeState = {
    mode: cfg.mode,
    shoeNo,
    shuffled: order,
    order,
    cutOffset: 0,
    pos: 0,
    cutAt: null,
    cutCardOut: false,
    faceUp: [],
    burned: [],
    commitment: commit(order, salt),
    salt,
    backs: distinct(backs),
  };
  return { shoe, events: [{ type: 'shoe-shuffled', shoeNo, commitment: shoe.commitment, cards: order.length, mode: cfg.mode }] };
}

/**
 * The player's cut: `offset` cards move from the front to the back. 002 §14.3: at least `minEachSide` cards
 * (one deck) must stay on either side of the cut. Rejected, with nothing changed, when outside the bounds.
 */
export function cutShoe(shoe: ShoeState, offset: number, minEachSide: number): { shoe: ShoeState; events: ShoeEvent[] } {
  const n = shoe.order.length;
  if (shoe.pos !== 0 || shoe.cutOffset !== 0) throw new IllegalActionError(reject('shoe/already-cut', 'the shoe is cut once, before any card is drawn'));
  if (!Number.isInteger(offset) || offset < minEachSide || offset > n - minEachSide)
    throw new IllegalActionError(reject('shoe/cut-out-of-bounds', `the cut must leave at least ${minEachSide} cards on either side`, '002 §14.3'));
  const order = shoe.order.slice(offset).concat(shoe.order.slice(0, offset)); // native copies: fastest here
  const cut = copyOf(shoe);
  cut.order = order;
  cut.cutOffset = offset;
  return { shoe: cut, events: [{ type: 'shoe-cut', shoeNo: shoe.shoeNo, offset }] };
}

/** Inserts the cut card so that `reserve` cards stay behind it (001 §03: at least 52). No-op in CSM mode. */
export function placeCutCard(shoe: ShoeState, reserve: number): { shoe: ShoeState; events: ShoeEvent[] } {
  if (shoe.mode === 'csm') return { shoe, events: [] };
  const placed = copyOf(shoe);
  placed.cutAt = Math.max(0, shoe.order.length - reserve);
  return { shoe: placed, events: [{ type: 'cut-card-placed', shoeNo: shoe.shoeNo, reserve }] };
}

/** Burns the next `n` cards unseen. */
export function burn(shoe: ShoeState, n: number): { shoe: ShoeState; events: ShoeEvent[] } {
  if (n <= 0) return { shoe, events: [] };
  if (shoe.pos + n > shoe.order.length) throw new IllegalActionError(reject('shoe/exhausted', 'not enough cards to burn'));
  const burnt = copyOf(shoe);
  burnt.pos = shoe.pos + n;
  burnt.burned = shoe.burned.concat(shoe.order.slice(shoe.pos, shoe.pos + n));
  return { shoe: burnt, events: [{ type: 'cards-burned', count: n }] };
}

/** Cards left to draw. */
export const remaining = (shoe: ShoeState): number => shoe.order.length - shoe.pos;

/**
 * Draws the next card face down. A card found face up is burned and the next one taken; the cut card's
 * appearance is reported once (the round in progress is then the last of the shoe).
 */
export function draw(shoe: ShoeState): { card: Card; shoe: ShoeState; events: ShoeEvent[] } {
  const events: ShoeEvent[] = [];
  const s = copyOf(shoe);
  for (;;) {
    if (s.cutAt !== null && !s.cutCardOut && s.pos >= s.cutAt) {
      s.cutCardOut = true;
      events.push({ type: 'cut-card-out', shoeNo: s.shoeNo });
    }
    if (s.pos >= s.order.length) throw new IllegalActionError(reject('shoe/exhausted', 'the shoe is empty'));
    const card = s.order[s.pos] as Card;
    s.pos++;
    if (s.faceUp.length > 0 && s.faceUp.includes(s.pos - 1)) {
      s.burned = s.burned.concat(card);
      events.push({ type: 'face-up-card-burned', card });
      continue;
    }
    return { card, shoe: s, events };
  }
}

/**
 * Continuous shuffling machine (002 §14.10): the round's cards go back into the machine, which mixes them with
 * the cards it still holds. Each re-mix is a new committed order; the previous one is revealed.
 */
export function csmReturn(shoe: ShoeState, used: readonly Card[], rng: Rng): { shoe: ShoeState; events: ShoeEvent[] } {
  const pool = shoe.order.slice(shoe.pos).concat(used, shoe.burned);
  const order = shuffled(pool, rng);
  const salt = rng.hex(32);
  const next: ShoeState = { ...shoe, shoeNo: shoe.shoeNo + 1, shuffled: order, order, pos: 0, cutOffset: 0, faceUp: [], burned: [], commitment: commit(order, salt), salt, cutCardOut: false };
  return { shoe: next, events: [reveal(shoe), { type: 'shoe-shuffled', shoeNo: next.shoeNo, commitment: next.commitment, cards: order.length, mode: 'csm' }] };
}

/** The reveal published when a shoe ends: anyone can recompute the commitment (docs/fairness.md). */
export const reveal = (shoe: ShoeState): ShoeEvent => ({ type: 'shoe-revealed', shoeNo: shoe.shoeNo, commitment: shoe.commitment, shuffled: shoe.shuffled, salt: shoe.salt, cutOffset: shoe.cutOffset });

/** What anyone may see of a shoe: never the order, the salt or the burned cards. */
export const publicShoe = (shoe: ShoeState): { shoeNo: number; commitment: string; remaining: number; cutCardOut: boolean; mode: ShoeMode } => ({
  shoeNo: shoe.shoeNo,
  commitment: shoe.commitment,
  remaining: remaining(shoe),
  cutCardOut: shoe.cutCardOut,
  mode: shoe.mode,
});

/** A plain-JSON object shaped like a `ShoeState` (states are plain JSON: a shoe is known by its shape). */
export const isShoe = (x: Record<string, unknown>): boolean =>
  typeof x.commitment === 'string' && typeof x.salt === 'string' && typeof x.shoeNo === 'number' && Array.isArray(x.shuffled) && Array.isArray(x.order) && typeof x.cutOffset === 'number';

/**
 * Every shoe held anywhere in a plain-JSON game state (the contract's states are plain JSON, so a shoe is found by
 * its shape). Used when a round is abandoned together with its shoe (a round that cannot be continued after a
 * restart): the table reveals each one, so the commitments it published can still be checked (docs/fairness.md).
 */
export function shoesIn(state: unknown): ShoeState[] {
  const found = new Map<string, ShoeState>();
  const walk = (x: unknown, depth: number): void => {
    if (depth > 12 || x === null || typeof x !== 'object') return;
    if (Array.isArray(x)) {
      // A card list holds strings only: nothing to find inside.
      if (typeof x[0] !== 'object') return;
      for (const y of x) walk(y, depth + 1);
      return;
    }
    const o = x as Record<string, unknown>;
    if (isShoe(o)) {
      found.set(o.commitment as string, o as unknown as ShoeState);
      return;
    }
    for (const k in o) walk(o[k], depth + 1);
  };
  walk(state, 0);
  return [...found.values()];
}
