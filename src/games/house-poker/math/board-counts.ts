/**
 * @module games/house-poker/math/board-counts
 * The one board pass of the games that settle a player's seven cards against a dealer's seven on one board (Casino
 * Hold'em, casino-holdem-exact.ts; Ultimate Texas Hold'em, ultimate-holdem-exact.ts), over the boards of
 * canonical-boards.ts:
 * - for each board (flop, turn and river) every pair of the 47 cards left is valued once (1,081 seven-card values) and
 *   sorted; walking the sorted order gives, for each pair, how many pairs are below it and equal to it, globally and
 *   among the 46 pairs sharing each of its cards (per-card lists, filled in sorted order). The dealer holdings left
 *   to a player's pair h = (a, b) are the 990 pairs without a or b, so "below h" is the global count less the two
 *   per-card counts (h itself is never below itself; for "equal" it is counted three times and removed once more),
 *   and the same for "below the qualifier". No 1,081 × 990 loop.
 * - the game (`valuePairs`) turns those counts into each pair's values, one per channel; each channel's values are
 *   added into the rows of the board's 10 flops (3 of its 5 cards): a row (flop) holds, per hole pair, the sum over
 *   the flop's 1,081 turn/river completions, so row / 1,081 is the mean over the turn and river.
 * - `passEveryBoard`: every board, its suit class valued once (at its least member) and added renamed into each
 *   member; `passFlops`: every completion of some flops, each board valued directly (a partial re-run).
 */
import type { CardIndex } from '../../../poker-eval/cards.js';
import { evaluate7 } from '../../../poker-eval/high.js';
import { CATEGORY, categoryIdOf, isRoyal } from '../../../poker-eval/value.js';
import { boardClass, boardIndex, flopCompletions, flopIndex, forEachCanonicalBoard, HOLES, pairIndex } from './canonical-boards.js';

/** The 10 ways to take 3 of a board's 5 cards (the flop; the other two are the turn and the river). */
const FLOP_OF_BOARD = [[0, 1, 2], [0, 1, 3], [0, 1, 4], [0, 2, 3], [0, 2, 4], [0, 3, 4], [1, 2, 3], [1, 2, 4], [1, 3, 4], [2, 3, 4]] as const;
export const ROYAL = 13;
export const ROW = 14;
const IDENTITY = Int32Array.from({ length: 52 }, (_, i) => i);
/** A seven-card value's category id, 13 for a royal flush (the rows of the per-category tables). */
export const finalCategory = (v: number): number => (categoryIdOf(v) === CATEGORY.STRAIGHT_FLUSH && isRoyal(v) ? ROYAL : categoryIdOf(v));

/** Where a board's values go: the row of a flop (1,326 entries by hole pair) or null to skip it. */
export type FlopRows = (flop: number) => { readonly data: Float64Array; readonly offset: number } | null;

/** Rows for the named flops only (all the canonical flops, or a partial pass's few). */
export function someRows(flops: Iterable<number>): { rows: FlopRows; row: (flop: number) => Float64Array } {
  const m = new Map([...flops].map((f) => [f, new Float64Array(HOLES)]));
  return { row: (f) => m.get(f) as Float64Array, rows: (f) => { const d = m.get(f); return d ? { data: d, offset: 0 } : null; } };
}

/**
 * The board pass (see the module header): `valueBoard` values the 1,081 pairs of the 47
 * cards left and counts, for each, the dealer holdings of the 990 without its cards strictly below it (`beaten`), equal
 * to it (`tied`) and below the qualifier (`unqualified`); `valuePairs` (the game's) turns those counts into each pair's
 * values, one per channel (`holeValue`), which `deposit` adds into the rows of the board's 10 flops.
 */
export abstract class BoardCounts {
  protected readonly qv: number;
  private readonly rest = new Int32Array(47);
  protected readonly pa = new Int32Array(1081);
  protected readonly pb = new Int32Array(1081);
  protected readonly val = new Int32Array(1081);
  private readonly keys = new Float64Array(1081);
  private readonly order = new Int32Array(1081);
  private readonly below = new Int32Array(1081);
  private readonly equal = new Int32Array(1081);
  /** Per pair: dealer holdings (of the 990 without its cards) strictly below it, equal to it, below the qualifier. */
  protected readonly beaten = new Int32Array(1081);
  protected readonly tied = new Int32Array(1081);
  protected readonly unqualified = new Int32Array(1081);
  private readonly cardBelow = new Int32Array(52);
  private readonly cardEqual = new Int32Array(52);
  private readonly cardQ = new Int32Array(52);
  /** Per pair, for each of its two cards: the card's pairs below it and equal to it. */
  private readonly cBelow = new Int32Array(2162);
  private readonly cEqual = new Int32Array(2162);
  /** Per channel, per pair of the board last valued: its value. */
  protected readonly holeValue: Float64Array[];
  private board: number[] = [];

  /** `qualifier`: the dealer's lowest qualifying value; `channels`: values per pair, one accumulator each. */
  constructor(qualifier: number, channels: number, protected readonly accumulators: readonly FlopRows[]) {
    this.qv = qualifier;
    this.holeValue = Array.from({ length: channels }, () => new Float64Array(1081));
  }

  /** From `beaten`, `tied`, `unqualified` and `val` (the board last counted) to `holeValue`, channel by channel. */
  protected abstract valuePairs(): void;

  /** Values one board (five distinct cards 0…51): each channel's value for each hole pair of the 47 cards left. */
  valueBoard(board: readonly CardIndex[]): void {
    const [c0, c1, c2, c3, c4] = board as [number, number, number, number, number];
    const { rest, pa, pb, val, keys, below, equal, qv } = this;
    let n = 0;
    for (let c = 0; c < 52; c++) if (c !== c0 && c !== c1 && c !== c2 && c !== c3 && c !== c4) rest[n++] = c;
    let k = 0;
    for (let i = 0; i < 47; i++)
      for (let j = i + 1; j < 47; j++, k++) {
        const a = rest[i] as number, b = rest[j] as number;
        pa[k] = a;
        pb[k] = b;
        const v = evaluate7(a, b, c0, c1, c2, c3, c4);
        val[k] = v;
        keys[k] = v * 2048 + k;
      }
    keys.sort();
    const order = this.order;
    for (let s = 0; s < 1081; s++) order[s] = (keys[s] as number) - Math.floor((keys[s] as number) / 2048) * 2048;
    // Walk the runs of equal values in ascending order: for each pair, the pairs strictly below it and equal to it,
    // globally and among the pairs holding each of its cards (a card's count before the run, its pairs in the run).
    const { cardBelow, cardEqual, cardQ, cBelow, cEqual } = this;
    cardBelow.fill(0);
    cardQ.fill(0);
    let gQ = 0;
    for (let s = 0; s < 1081; ) {
      const v = val[order[s] as number] as number;
      let e = s;
      while (e < 1081 && (val[order[e] as number] as number) === v) e++;
      for (let t = s; t < e; t++) {
        const idx = order[t] as number;
        const a = pa[idx] as number, b = pb[idx] as number;
        below[idx] = s;
        equal[idx] = e - s;
        cBelow[idx * 2] = cardBelow[a] as number;
        cBelow[idx * 2 + 1] = cardBelow[b] as number;
        cardEqual[a] = 0;
        cardEqual[b] = 0;
      }
      for (let t = s; t < e; t++) {
        const idx = order[t] as number;
        const a = pa[idx] as number, b = pb[idx] as number;
        cardEqual[a] = (cardEqual[a] as number) + 1;
        cardEqual[b] = (cardEqual[b] as number) + 1;
      }
      for (let t = s; t < e; t++) {
        const idx = order[t] as number;
        cEqual[idx * 2] = cardEqual[pa[idx] as number] as number;
        cEqual[idx * 2 + 1] = cardEqual[pb[idx] as number] as number;
      }
      for (let t = s; t < e; t++) {
        const idx = order[t] as number;
        const a = pa[idx] as number, b = pb[idx] as number;
        cardBelow[a] = (cardBelow[a] as number) + 1;
        cardBelow[b] = (cardBelow[b] as number) + 1;
        if (v < qv) { cardQ[a] = (cardQ[a] as number) + 1; cardQ[b] = (cardQ[b] as number) + 1; }
      }
      if (v < qv) gQ += e - s;
      s = e;
    }
    const { beaten, tied, unqualified } = this;
    for (let i = 0; i < 1081; i++) {
      const a = pa[i] as number, b = pb[i] as number;
      beaten[i] = (below[i] as number) - (cBelow[i * 2] as number) - (cBelow[i * 2 + 1] as number);
      tied[i] = (equal[i] as number) - (cEqual[i * 2] as number) - (cEqual[i * 2 + 1] as number) + 1;
      unqualified[i] = gQ - (cardQ[a] as number) - (cardQ[b] as number) + ((val[i] as number) < qv ? 1 : 0);
    }
    this.valuePairs();
    this.board = [c0, c1, c2, c3, c4].sort((x, y) => x - y);
  }

  /** Adds one board (five distinct cards 0…51) into the rows of its 10 flops. */
  addBoard(board: readonly CardIndex[]): void {
    this.addRenamed(board, [IDENTITY]);
  }

  /** Values one board and adds it into the rows renamed by each of `members` (suit maps: the members of its class). */
  addRenamed(board: readonly CardIndex[], members: readonly Int32Array[]): void {
    this.valueBoard(board);
    for (const m of members) this.deposit(m);
  }

  /**
   * Adds the board last valued, its cards renamed by `map` (a suit permutation: card → card), into the rows of its 10
   * flops: the value of the renamed hole on the renamed board is the value of the hole on the board.
   */
  private deposit(map: Int32Array): void {
    const { pa, pb, holeValue: hv, accumulators } = this;
    const cards = this.board.map((c) => map[c] as number).sort((x, y) => x - y);
    for (const [x, y, z] of FLOP_OF_BOARD) {
      const f = flopIndex(cards[x] as number, cards[y] as number, cards[z] as number);
      for (let ch = 0; ch < hv.length; ch++) {
        const r = (accumulators[ch] as FlopRows)(f);
        if (!r) continue;
        const d = r.data, o = r.offset, h = hv[ch] as Float64Array;
        for (let i = 0; i < 1081; i++) {
          const at = o + pairIndex(map[pa[i] as number] as number, map[pb[i] as number] as number);
          d[at] = (d[at] as number) + (h[i] as number);
        }
      }
    }
  }
}

/**
 * The pass over every board, using suit symmetry: only the boards least in their suit class (134,459 of 2,598,960)
 * are valued; each is added renamed as every distinct board of its class. `limit`: stop once that many boards are
 * enumerated (false then: the rows are partial); `onProgress` every 1,000 boards valued.
 */
export function passEveryBoard(pass: BoardCounts, o: { onProgress?: (valued: number, seen: number) => void; limit?: number } = {}): boolean {
  let valued = 0;
  return forEachCanonicalBoard((board, members, seen) => {
    pass.addRenamed(board, members);
    valued++;
    if (o.onProgress && valued % 1000 === 0) o.onProgress(valued, seen);
  }, o.limit);
}

/** The direct pass (no symmetry) over every completion of some flops, each board once: their rows complete. */
export function passFlops(pass: BoardCounts, flops: readonly (readonly number[])[]): void {
  const seen = new Set<number>();
  for (const f of flops) for (const b of flopCompletions(f)) if (!seen.has(boardIndex(b)) && seen.add(boardIndex(b))) pass.addBoard(b);
}

/** True if the board is the least of its suit class; then it is valued and added into every member of the class. */
export function addBoardClass(pass: BoardCounts, board: readonly CardIndex[]): boolean {
  const members = boardClass(board);
  if (members) pass.addRenamed(board, members);
  return members !== null;
}
