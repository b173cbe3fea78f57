/**
 * @module games/house-poker/math/casino-holdem-exact
 * The exact optimal ante + call of Casino Texas Hold'em (issue 18), board by board: one pass over the 2,598,960
 * five-card boards instead of ≈10^12 dealt hands.
 * - For each board (flop, turn and river) every pair of the 47 cards left is valued once (1,081 seven-card values) and
 *   sorted; walking the sorted order gives, for each pair, how many pairs are below it and equal to it, globally and
 *   among the 46 pairs sharing each of its cards (per-card lists, filled in sorted order). The dealer holdings left
 *   to a player's pair h = (a, b) are the 990 pairs without a or b, so "below h" is the global count less the two
 *   per-card counts (h itself is never below itself; for "equal" it is counted three times and removed once more),
 *   and the same for "below the qualifier". No 1,081 × 990 loop.
 * - Those counts give the outcomes of a call (win, tie, lose against a qualifying dealer; an unqualified dealer below
 *   or above the player), each paid per unit of ante by the same per-outcome settlement `callEv` uses
 *   (`outcomeResult`), by the player's final hand.
 * - The board's value for h is added to each of its 10 flops (3 of its 5 cards): the row (flop) of an accumulator
 *   holds, per hole pair, the sum over the flop's 1,081 turn/river completions of the mean over the 990 dealer
 *   holdings, so row / 1,081 is exactly `callEv(hole, flop)`.
 * - The optimum calls where that value beats folding (−1 ante); the return is the mean of max(call, −1) over the
 *   25,989,600 (hole, flop) situations, all equally likely.
 * - Suit symmetry (`exactOptimum`): renaming the suits changes no value, so only the board least in its suit class is
 *   valued (134,459 of 2,598,960) and each distinct renaming of it is added, hole pairs renamed alike, into the rows
 *   of the canonical flops only (1,755 suit classes, weighted by their sizes at the end): ≈ 18.6 MB per profile, not
 *   the 234 MB of a row for every flop. Measured: 122 s CPU for `eus` and `ee-oc` together (bench/casino-holdem-exact.ts).
 */
import { ConfigError } from '../../../core/errors.js';
import { parseCard, type CardIndex } from '../../../poker-eval/cards.js';
import { evaluate7 } from '../../../poker-eval/high.js';
import { evaluate } from '../../../poker-eval/evaluate.js';
import { CATEGORY, CATEGORY_NAMES, categoryIdOf, isRoyal } from '../../../poker-eval/value.js';
import type { HoldemProfile } from '../holdem/profile.js';
import { RULES } from '../holdem/hands.js';
import { callsSimple, outcomeResult } from './casino-holdem.js';

export const HOLES = 1326;
export const FLOPS = 22100;
export const BOARDS = 2598960;
/** (hole, flop) situations: 22,100 flops × C(49, 2) holdings. */
export const SITUATIONS = FLOPS * 1176;

/** Index of a pair of cards a < b among the 1,326 (colex order). */
const PAIR = new Int16Array(52 * 52).fill(-1);
for (let b = 1, i = 0; b < 52; b++) for (let a = 0; a < b; a++, i++) PAIR[a * 52 + b] = PAIR[b * 52 + a] = i;
export const pairIndex = (a: CardIndex, b: CardIndex): number => PAIR[a * 52 + b] as number;

const C2 = (n: number): number => (n * (n - 1)) / 2;
const C3 = (n: number): number => (n * (n - 1) * (n - 2)) / 6;
/** Index of three cards a < b < c among the 22,100 (colex order). */
export const flopIndex = (a: CardIndex, b: CardIndex, c: CardIndex): number => C3(c) + C2(b) + a;
/** Index of five cards a < b < c < d < e among the 2,598,960 (colex order). */
export const boardIndex = (cards: readonly CardIndex[]): number => {
  const s = [...cards].sort((x, y) => x - y);
  const binom = (n: number, k: number): number => { let r = 1; for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1); return r; };
  return s.reduce((t, c, k) => t + binom(c, k + 1), 0);
};

/** The 10 ways to take 3 of a board's 5 cards (the flop; the other two are the turn and the river). */
const FLOP_OF_BOARD = [[0, 1, 2], [0, 1, 3], [0, 1, 4], [0, 2, 3], [0, 2, 4], [0, 3, 4], [1, 2, 3], [1, 2, 4], [1, 3, 4], [2, 3, 4]] as const;
const OUTCOMES = ['win', 'tie', 'lose', 'not-qualified', 'not-qualified-beaten'] as const;
export const ROYAL = 13;
export const ROW = 14;
const IDENTITY = Int32Array.from({ length: 52 }, (_, i) => i);
/** A seven-card value's category id, 13 for a royal flush (the rows of the per-category tables). */
export const finalCategory = (v: number): number => (categoryIdOf(v) === CATEGORY.STRAIGHT_FLUSH && isRoyal(v) ? ROYAL : categoryIdOf(v));

/** The result per unit of ante of each outcome (rows) by the player's final category id (13: a royal flush). */
function resultTable(p: HoldemProfile): Float64Array {
  const t = new Float64Array(OUTCOMES.length * ROW);
  OUTCOMES.forEach((o, k) => {
    for (let c = 0; c < ROW; c++) {
      const name = c === ROYAL ? 'royal-flush' : CATEGORY_NAMES[c];
      if (name) t[k * ROW + c] = outcomeResult(p, o, name);
    }
  });
  return t;
}

/** Where a board's values go: the row of a flop (1,326 entries by hole pair) or null to skip it. */
export type FlopRows = (flop: number) => { readonly data: Float64Array; readonly offset: number } | null;

/** Rows for the named flops only (a partial pass). */
export function someRows(flops: readonly number[]): { rows: FlopRows; row: (flop: number) => Float64Array } {
  const m = new Map(flops.map((f) => [f, new Float64Array(HOLES)]));
  return { row: (f) => m.get(f) as Float64Array, rows: (f) => { const d = m.get(f); return d ? { data: d, offset: 0 } : null; } };
}

/**
 * The board pass, shared by the games that settle a player's seven against a dealer's seven on one board (Casino
 * Hold'em here, Ultimate Texas Hold'em in ultimate-holdem-exact.ts): `valueBoard` values the 1,081 pairs of the 47
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
    this.valueBoard(board);
    this.deposit(IDENTITY, this.accumulators);
  }

  /**
   * Adds the board last valued, its cards renamed by `map` (a suit permutation: card → card), into the rows of its 10
   * flops: the value of the renamed hole on the renamed board is the value of the hole on the board.
   */
  deposit(map: Int32Array, accumulators: readonly FlopRows[]): void {
    const { pa, pb, holeValue: hv } = this;
    const cards = this.board.map((c) => map[c] as number).sort((x, y) => x - y);
    for (const [x, y, z] of FLOP_OF_BOARD) {
      const f = flopIndex(cards[x] as number, cards[y] as number, cards[z] as number);
      for (let ch = 0; ch < hv.length; ch++) {
        const r = (accumulators[ch] as FlopRows)(f);
        if (!r) continue;
        const d = r.data, o = r.offset, h = hv[ch] as Float64Array;
        for (let i = 0; i < 1081; i++) {
          const at = o + (PAIR[(map[pa[i] as number] as number) * 52 + (map[pb[i] as number] as number)] as number);
          d[at] = (d[at] as number) + (h[i] as number);
        }
      }
    }
  }
}

/**
 * Casino Hold'em's board pass: one channel per profile (all sharing one qualifier), the value of calling for each hole
 * pair: the outcomes of a call (win, tie, lose against a qualifying dealer; an unqualified dealer below or above the
 * player) from the counts, each paid per unit of ante by `outcomeResult`, by the player's final hand.
 */
export class BoardPass extends BoardCounts {
  private readonly tables: Float64Array[];

  constructor(profiles: readonly HoldemProfile[], accumulators: readonly FlopRows[]) {
    const q0 = profiles[0]?.qualifier.value;
    for (const p of profiles)
      if (p.qualifier.value !== q0) throw new ConfigError('house-poker/no-analysis', `${p.id}: one board pass serves profiles with one qualifier (${q0})`, { cite: p.qualifier.cite });
    super(evaluate((q0?.match(/../g) ?? []).map(parseCard), RULES), profiles.length, accumulators);
    this.tables = profiles.map(resultTable);
  }

  protected valuePairs(): void {
    const { tables, holeValue: hv, val, beaten, tied, unqualified, qv } = this;
    for (let i = 0; i < 1081; i++) {
      const v = val[i] as number, L = beaten[i] as number, E = tied[i] as number, Q = unqualified[i] as number;
      let win, tie, nq, nqb;
      if (v < qv) { win = 0; tie = 0; nq = L + E; nqb = Q - L - E; }
      else { win = L - Q; tie = E; nq = Q; nqb = 0; }
      const lose = 990 - win - tie - nq - nqb;
      const cat = finalCategory(v);
      for (let p = 0; p < tables.length; p++) {
        const t = tables[p] as Float64Array;
        (hv[p] as Float64Array)[i] = (win * (t[cat] as number) + tie * (t[ROW + cat] as number) + lose * (t[2 * ROW + cat] as number) +
          nq * (t[3 * ROW + cat] as number) + nqb * (t[4 * ROW + cat] as number)) / 990;
      }
    }
  }
}

/** The 24 renamings of the suits, each as a card → card map. */
export const SUIT_MAPS: readonly Int32Array[] = (() => {
  const out: Int32Array[] = [];
  const perms = (xs: number[]): number[][] => (xs.length ? xs.flatMap((x) => perms(xs.filter((y) => y !== x)).map((r) => [x, ...r])) : [[]]);
  for (const s of perms([0, 1, 2, 3])) out.push(Int32Array.from({ length: 52 }, (_, c) => (c & ~3) | (s[c & 3] as number)));
  return out;
})();

const sortedImage = (cards: readonly number[], m: Int32Array): number[] => cards.map((c) => m[c] as number).sort((x, y) => x - y);
/** The cards of a flop index (colex order). */
export const cardsOfFlop = (f: number): [number, number, number] => {
  let c = 2;
  while (C3(c + 1) <= f) c++;
  let b = 1;
  while (C2(b + 1) <= f - C3(c)) b++;
  return [f - C3(c) - C2(b), b, c];
};

/** The canonical flops (the least index of each suit class, 1,755) with their class sizes. */
export function canonicalFlops(): Map<number, number> {
  const out = new Map<number, number>();
  for (let f = 0; f < FLOPS; f++) {
    const cards = cardsOfFlop(f);
    const images = new Set(SUIT_MAPS.map((m) => { const [a, b, c] = sortedImage(cards, m) as [number, number, number]; return flopIndex(a, b, c); }));
    if (Math.min(...images) === f) out.set(f, images.size);
  }
  return out;
}

export interface FlopSum {
  /** Σ over the 1,176 holdings of max(call, fold) per ante. */
  readonly best: number;
  /** Holdings whose call beats folding. */
  readonly calls: number;
  /** Σ over the 1,176 holdings of the stated simple strategy's result (`callsSimple`), exactly. */
  readonly simple: number;
}

/** One flop's optimal decisions from its full row (per hole pair: the sum over its 1,081 completions). */
export function flopSum(row: Float64Array, flop: number): FlopSum {
  const [x, y, z] = cardsOfFlop(flop);
  let best = 0, calls = 0, simple = 0;
  for (let b = 1; b < 52; b++)
    for (let a = 0; a < b; a++) {
      if (a === x || a === y || a === z || b === x || b === y || b === z) continue;
      const ev = (row[PAIR[a * 52 + b] as number] as number) / 1081;
      if (ev > -1) { best += ev; calls++; } else best -= 1;
      simple += callsSimple([a, b], [x, y, z]) ? ev : -1;
    }
  return { best, calls, simple };
}

export interface ExactOptimum {
  /** The player's expectation per unit of ante on ante + call under the optimal call/fold. */
  readonly mean: number;
  /** The share of (holding, flop) situations called. */
  readonly callRate: number;
  /** The stated simple strategy's expectation per unit of ante, exactly (the same pass). */
  readonly simpleMean: number;
  /** The mean per unit wagered on average (ante + the average call): the element of risk. */
  readonly perWager: number;
  /** Per canonical flop index: its optimal sum and calls (the partial sums a partial re-run checks). */
  readonly flops: Record<string, FlopSum>;
}

/** From the canonical flops' sums to the figures, each flop weighted by its suit class. */
export function optimumOf(p: HoldemProfile, flops: Record<string, FlopSum>, classes: Map<number, number>): ExactOptimum {
  let sum = 0, calls = 0, simple = 0;
  for (const [f, w] of classes) {
    const s = flops[String(f)];
    if (!s) throw new ConfigError('house-poker/no-analysis', `${p.id}: no sum for flop ${f}`, { cite: p.antePays.cite });
    sum += w * s.best;
    calls += w * s.calls;
    simple += w * s.simple;
  }
  const mean = sum / SITUATIONS, callRate = calls / SITUATIONS;
  return { mean, callRate, simpleMean: simple / SITUATIONS, perWager: mean / (1 + callRate * p.callMultiple.value), flops };
}

/**
 * If the board is the least of its suit class: values it once and adds every distinct renaming of it (the whole
 * class) into the rows; true then, false (nothing done) otherwise.
 */
export function addBoardClass(pass: BoardCounts, board: readonly CardIndex[], accs: readonly FlopRows[]): boolean {
  const own = boardIndex(board);
  const images = new Map<number, Int32Array>();
  for (const m of SUIT_MAPS) {
    const i = boardIndex(sortedImage(board, m));
    if (i < own) return false;
    if (!images.has(i)) images.set(i, m);
  }
  pass.valueBoard(board);
  for (const m of images.values()) pass.deposit(m, accs);
  return true;
}

/**
 * The exact optimum over every board, using suit symmetry: only the boards least in their suit class (134,459 of
 * 2,598,960) are valued; each is renamed by every suit permutation giving a distinct board, and added into the rows of
 * the canonical flops only (1,755 rows per profile, ≈ 18.6 MB).
 */
export function exactOptimum(profiles: readonly HoldemProfile[], onProgress?: (valued: number, seen: number) => void): ExactOptimum[] {
  const classes = canonicalFlops();
  const rowsOf = profiles.map(() => new Map([...classes.keys()].map((f) => [f, new Float64Array(HOLES)])));
  const accs: FlopRows[] = rowsOf.map((m) => (f) => { const d = m.get(f); return d ? { data: d, offset: 0 } : null; });
  const pass = new BoardPass(profiles, accs);
  let valued = 0, seen = 0;
  const board = [0, 0, 0, 0, 0];
  for (let e = 4; e < 52; e++)
    for (let d = 3; d < e; d++)
      for (let c = 2; c < d; c++)
        for (let b = 1; b < c; b++)
          for (let a = 0; a < b; a++) {
            seen++;
            board[0] = a; board[1] = b; board[2] = c; board[3] = d; board[4] = e;
            if (!addBoardClass(pass, board, accs)) continue;
            valued++;
            if (onProgress && valued % 1000 === 0) onProgress(valued, seen);
          }
  return profiles.map((p, k) => {
    const flops: Record<string, FlopSum> = {};
    for (const [f, row] of rowsOf[k] as Map<number, Float64Array>) flops[String(f)] = flopSum(row, f);
    return optimumOf(p, flops, classes);
  });
}
