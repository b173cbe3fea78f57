/**
 * @module tournaments/seating
 * Seats and tables (003 §3.1.2, §3.1.6): the random two-step draw (a table, then a seat: §3.1.2.4); the button and
 * blinds of a table's next hand under the dead button (§3.1.6.1: the big blind moves to the next player, the small
 * blind to the last big blind's seat — none when that seat is empty —, the button to the last small blind's seat —
 * dead when that seat is empty —; heads-up the button posts the small blind, §3.1.6.3); the "worst position" a player
 * moved to balance the tables takes (§3.1.2.5: the seat that pays the big blind soonest, a single big blind if one is
 * free, never the small blind nor the button); and whether a new seat lies between the button and the small blind
 * (such a player sits one hand out: §3.1.2.2, §3.1.2.4).
 */
import type { Rng } from '../rng/rng.js';

export interface Positions {
  readonly button: number;
  readonly sb: number;
  readonly bb: number;
  /** The seats clockwise from the first after the button (the button last). */
  readonly order: readonly number[];
}

const clockwise = (boxes: readonly number[], from: number): number[] => {
  const sorted = [...boxes].sort((a, b) => a - b);
  const i = sorted.findIndex((b) => b > from);
  return i < 0 ? sorted : [...sorted.slice(i), ...sorted.slice(0, i)];
};

/**
 * A moving button's next hand among `boxes` (the seats to be dealt in), the last hand's button being `prev`: the
 * button to the next player (a table's first hand, before the dead button has a last hand to follow).
 */
export function nextPositions(boxes: readonly number[], prev: number | null): Positions | null {
  if (boxes.length < 2) return null;
  const sorted = [...boxes].sort((a, b) => a - b);
  const button = prev === null ? (sorted[0] as number) : (sorted.find((b) => b > prev) ?? (sorted[0] as number));
  const order = clockwise(sorted, button);
  // Heads-up the button posts the small blind (003 §3.1.6.3).
  const heads = order.length === 2;
  return { button, sb: (heads ? order[1] : order[0]) as number, bb: (heads ? order[0] : order[1]) as number, order };
}

/**
 * A hand's button and blinds, as boxes (003 §3.1.6.1): the button's and the small blind's may be empty seats (a dead
 * button, a dead small blind: nobody posts it); the big blind's is always a player's.
 */
export interface Blinds {
  readonly button: number;
  readonly sb: number;
  readonly bb: number;
}

/** Is `x` strictly between `a` and `b`, going clockwise from `a`? */
export const between = (a: number, b: number, x: number): boolean => (a < b ? a < x && x < b : x > a || x < b);

/**
 * The next hand's button and blinds under the dead button (003 §3.1.6.1), `boxes` being the seats dealt in and `last`
 * the last hand's positions (null before the table's first hand: a moving button from the lowest seat, as a
 * prediction; the first hand's button is drawn). The big blind moves to the next player after the last big blind, so
 * nobody skips it and nobody pays it twice running; the small blind goes to the last big blind's seat and the button
 * to the last small blind's — when the small blind was knocked out the button goes to his empty seat; when the big
 * blind was, the next hand has no small blind and the one after a dead button. Heads-up the button posts the small
 * blind (003 §3.1.6.3), the big blind still moving on, so nobody has it twice in a row.
 */
export function nextBlinds(boxes: readonly number[], last: Blinds | null): Blinds | null {
  if (boxes.length < 2) return null;
  if (!last) {
    const pos = nextPositions(boxes, null) as Positions;
    return { button: pos.button, sb: pos.sb, bb: pos.bb };
  }
  const round = clockwise(boxes, last.bb);
  const bb = round[0] as number;
  if (boxes.length === 2) {
    const other = round[1] as number;
    return { button: other, sb: other, bb };
  }
  const sb = last.bb;
  const button = last.sb;
  // Button, small blind, big blind in clockwise order, the big blind the first player after the small blind's seat;
  // a table remade since (seats filled between them) falls back to the two seats before the big blind.
  if (button !== bb && between(button, bb, sb)) return { button, sb, bb };
  return { button: round[round.length - 2] as number, sb: round[round.length - 1] as number, bb };
}

/**
 * The worst free seat for a player moved in (003 §3.1.2.5): among the empty boxes, the one whose holder would pay the
 * big blind soonest (the big blind itself if it is free), never the small blind nor the button, nor a seat between
 * them (he would sit a hand out past the blinds); null when no free seat qualifies.
 */
export function worstSeat(occupied: readonly number[], empty: readonly number[], last: Blinds | null): number | null {
  let best: { box: number; wait: number } | null = null;
  for (const e of [...empty].sort((a, b) => a - b)) {
    const pos = nextBlinds([...occupied, e], last);
    if (!pos) return e;
    if (e === pos.sb || e === pos.button || between(pos.button, pos.sb, e)) continue;
    const order = clockwise([...occupied, e], pos.bb - 0.5);
    const wait = order.indexOf(e);
    if (!best || wait < best.wait) best = { box: e, wait };
  }
  return best?.box ?? null;
}

/**
 * Does a new seat lie between the button and the small blind of the next hand (003 §3.1.2.2, §3.1.2.4: such a
 * player is dealt in only once the button has passed him)? With a dead button the next button is the last small
 * blind's seat and the next small blind the last big blind's; a seat on either is dealt in (it may be the button or
 * a blind: §3.1.2.4 "including SB, BB or the button").
 */
export function skipsBlinds(e: number, last: Blinds | null): boolean {
  return !!last && between(last.sb, last.bb, e);
}

export interface TableSeats {
  readonly id: string;
  readonly boxes: readonly number[];
}

/** The two-step random draw (003 §3.1.2.4): a table among those with the fewest players and a free seat, then a seat. */
export function drawSeat(tables: readonly TableSeats[], seatsPerTable: number, rng: Rng): { table: string; box: number } | null {
  const open = tables.filter((t) => t.boxes.length < seatsPerTable);
  if (!open.length) return null;
  const fewest = Math.min(...open.map((t) => t.boxes.length));
  const candidates = open.filter((t) => t.boxes.length === fewest);
  const t = candidates[rng.int(candidates.length)] as TableSeats;
  const free = Array.from({ length: seatsPerTable }, (_, i) => i + 1).filter((b) => !t.boxes.includes(b));
  return { table: t.id, box: free[rng.int(free.length)] as number };
}
