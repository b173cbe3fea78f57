/**
 * @module tournaments/seating
 * Seats and tables (003 §3.1.2): the random two-step draw (a table, then a seat: §3.1.2.4), the button and blinds a
 * table's next hand will have (as the circle-poker engine moves them: the button to the next seated player), the
 * "worst position" a player moved to balance the tables takes (§3.1.2.5: the seat that pays the big blind soonest,
 * a single big blind if one is free, never the small blind nor the button), and whether a new seat lies where the
 * button would pass it before its blinds (such a player sits one hand out: §3.1.2.2, §3.1.2.4).
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

/** The next hand's button and blinds among `boxes` (the seats to be dealt in), the last hand's button being `prev`. */
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
 * The worst free seat for a player moved in (003 §3.1.2.5): among the empty boxes, the one whose holder would pay the
 * big blind soonest, never the small blind nor the button; null when every free seat is one of those.
 */
export function worstSeat(occupied: readonly number[], empty: readonly number[], prev: number | null): number | null {
  let best: { box: number; wait: number } | null = null;
  for (const e of [...empty].sort((a, b) => a - b)) {
    const pos = nextPositions([...occupied, e], prev);
    if (!pos) return e;
    if (e === pos.sb || e === pos.button) continue;
    const n = pos.order.length;
    const wait = (pos.order.indexOf(e) - pos.order.indexOf(pos.bb) + n) % n;
    if (!best || wait < best.wait) best = { box: e, wait };
  }
  return best?.box ?? null;
}

/** Would a player taking box `e` get the button before paying a blind (he then sits one hand out)? */
export function skipsBlinds(occupied: readonly number[], e: number, prev: number | null): boolean {
  if (prev === null) return false;
  const pos = nextPositions([...occupied, e], prev);
  return !!pos && pos.button === e;
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
