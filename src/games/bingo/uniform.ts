/**
 * @module games/bingo/uniform
 * Counting the valid bingo series (and loose cards) exactly, and drawing one uniformly from the RNG module.
 *
 * The argument (docs/games/bingo.md, "Counting the series"). A card shape has R lines of P numbers and columns of
 * sizes s_0…s_{C−1} (the 90-ball card: R = 3, P = 5, sizes 9, 10 × 7, 11); a card holds 1…R numbers of every column,
 * one number per line and column, and a column's numbers on a card run down it in ascending order. A series of n
 * cards covers every number once (n = 6); a loose card (n = 1, not covering) takes any of each column's numbers.
 * A series is then exactly the triple
 *   K — how many numbers each card takes from each column (an n × C matrix of entries 1…R, each card's row summing
 *       to R·P, each column summing to s_c for a series, at most s_c for loose cards),
 *   for each card its layout — which lines hold its numbers of each column (an R × C 0/1 matrix with column sums
 *       K_i and line sums P; their number L(K_i) depends only on the multiset of K_i's entries), and
 *   for each column which of its numbers go to which card (an ordered partition: s_c! / (Π_i K_ic! · (s_c − Σ_i K_ic)!)
 *       ways, the last factor only for loose cards);
 * and different triples give different series (the ascending order fixes where each number sits). So
 *   #series = Σ_K Π_c multinomial(s_c; K_·c) · Π_i L(K_i).
 * A dynamic programme over the columns computes the sum: its state is, for each card, how many of its columns so far
 * hold 1, 2, … R numbers (a histogram, which fixes both the card's total and L at the end); cards are exchangeable, so
 * the memo is keyed by the sorted histograms. Drawing: K column by column, each column's choice with probability its
 * weight (multinomial × completions) over the state's count, by a uniform rank below that count (BigInt, from
 * `Rng.uint32` words by rejection); then each card's layout uniformly (its own small programme over the columns, by
 * rank); then each column's numbers shuffled (Fisher–Yates) and dealt in order. Each series has probability
 * (weight(K)/N) · Π_i 1/L(K_i) · Π_c 1/multinomial_c = 1/N: uniform.
 */
import type { Rng } from '../../rng/rng.js';
import { shuffled } from '../../rng/rng.js';

/** A card shape and how many cards are drawn together. `cover`: the cards hold every number once (a series). */
export interface CardShape {
  readonly rows: number;
  readonly perRow: number;
  /** Column sizes; the numbers are 1…Σ, column c the next s_c of them. */
  readonly columns: readonly number[];
  readonly cards: number;
  readonly cover: boolean;
}

/** The 90-ball series: six cards of 3 lines of 5, columns 1–9, 10–19, …, 70–79, 80–90, covering 1–90 once. */
export const NINETY_SERIES: CardShape = { rows: 3, perRow: 5, columns: [9, 10, 10, 10, 10, 10, 10, 10, 11], cards: 6, cover: true };
/** A loose 90-ball card (any valid card, not part of a series). */
export const NINETY_CARD: CardShape = { ...NINETY_SERIES, cards: 1, cover: false };

/** A card drawn: its lines, each ascending. */
export interface DrawnCard {
  readonly lines: number[][];
}

const FACT: bigint[] = [1n];
const fact = (n: number): bigint => {
  for (let i = FACT.length; i <= n; i++) FACT.push((FACT[i - 1] as bigint) * BigInt(i));
  return FACT[n] as bigint;
};

/** A uniform BigInt in [0, n): n's bit length of 32-bit words from the RNG, rejecting a draw ≥ n. */
export function uniformBigInt(rng: Rng, n: bigint): bigint {
  if (n <= 0n) throw new RangeError('uniformBigInt needs n ≥ 1');
  if (n === 1n) return 0n;
  const bits = (n - 1n).toString(2).length;
  const words = Math.ceil(bits / 32);
  for (;;) {
    let x = 0n;
    for (let w = 0; w < words; w++) x = (x << 32n) | BigInt(rng.uint32() >>> 0);
    x >>= BigInt(32 * words - bits); // uniform on [0, 2^bits), 2^bits < 2n: fewer than two tries on average
    if (x < n) return x;
  }
}

/** Every subset of the lines 0…R−1 with `k` members, ascending (lines in ascending order within each). */
const subsets = (rows: number, k: number): number[][] => {
  const out: number[][] = [];
  const rec = (start: number, acc: number[]): void => {
    if (acc.length === k) return void out.push([...acc]);
    for (let r = start; r < rows; r++) rec(r + 1, [...acc, r]);
  };
  rec(0, []);
  return out;
};

/** Layouts of one card: R × C 0/1 matrices with column sums `counts` and every line sum P, counted column by column. */
class Layouts {
  private readonly memo = new Map<string, number>();
  private readonly subs: number[][][];
  constructor(
    private readonly rows: number,
    private readonly perRow: number,
    private readonly counts: readonly number[],
  ) {
    this.subs = Array.from({ length: rows + 1 }, (_, k) => subsets(rows, k));
  }
  /** Completions from column c with these line sums. */
  count(c: number, sums: readonly number[]): number {
    if (c === this.counts.length) return sums.every((x) => x === this.perRow) ? 1 : 0;
    const key = `${c}:${sums.join(',')}`;
    const hit = this.memo.get(key);
    if (hit !== undefined) return hit;
    let t = 0;
    for (const sub of this.choices(c, sums)) t += this.count(c + 1, this.next(sums, sub));
    this.memo.set(key, t);
    return t;
  }
  private choices(c: number, sums: readonly number[]): number[][] {
    return (this.subs[this.counts[c] as number] as number[][]).filter((sub) => sub.every((r) => (sums[r] as number) < this.perRow));
  }
  private next(sums: readonly number[], sub: readonly number[]): number[] {
    const n = [...sums];
    for (const r of sub) n[r] = (n[r] as number) + 1;
    return n;
  }
  /** A layout drawn uniformly: for each column, its lines. */
  draw(rng: Rng): number[][] {
    let sums = new Array<number>(this.rows).fill(0);
    const out: number[][] = [];
    for (let c = 0; c < this.counts.length; c++) {
      let r = rng.int(this.count(c, sums));
      for (const sub of this.choices(c, sums)) {
        const w = this.count(c + 1, this.next(sums, sub));
        if (r < w) {
          out.push(sub);
          sums = this.next(sums, sub);
          break;
        }
        r -= w;
      }
    }
    return out;
  }
}

/** The number of layouts of a card whose columns hold `counts` numbers (depends only on their multiset). */
export function layoutCount(rows: number, perRow: number, counts: readonly number[]): number {
  return new Layouts(rows, perRow, counts).count(0, new Array<number>(rows).fill(0));
}

/** A card's state in the column programme: how many of its columns so far hold 1…R numbers. */
type Hist = readonly number[];

/** The exact count of a shape's draws and the memo the uniform draw walks. */
export class SeriesCounter {
  private readonly memo = new Map<string, bigint>();
  private readonly layoutMemo = new Map<string, bigint>();
  private readonly choiceMemo = new Map<number, number[][]>();
  readonly target: number;
  constructor(readonly shape: CardShape) {
    this.target = shape.rows * shape.perRow;
    const { rows, perRow, columns } = shape;
    if (perRow > columns.length || columns.length > rows * perRow) throw new RangeError('no card of this shape exists');
  }

  /** The number of valid draws (series, or loose cards): the sum over K of the weights. */
  get total(): bigint {
    return this.count(0, Array.from({ length: this.shape.cards }, () => new Array<number>(this.shape.rows).fill(0)));
  }

  private layouts(h: Hist): bigint {
    const key = h.join(',');
    const hit = this.layoutMemo.get(key);
    if (hit !== undefined) return hit;
    const counts = h.flatMap((n, j) => new Array<number>(n).fill(j + 1));
    const l = BigInt(layoutCount(this.shape.rows, this.shape.perRow, counts));
    this.layoutMemo.set(key, l);
    return l;
  }

  private total_(h: Hist): number {
    return h.reduce((a, n, j) => a + n * (j + 1), 0);
  }

  /** Every vector of per-card counts (1…R each) a column of size `size` may take (Σ = size for a series, ≤ for loose cards). */
  private choices(size: number): number[][] {
    const hit = this.choiceMemo.get(size);
    if (hit) return hit;
    const out: number[][] = [];
    const { cards, rows, cover } = this.shape;
    const rec = (acc: number[], sum: number): void => {
      if (acc.length === cards) {
        if (cover ? sum === size : sum <= size) out.push([...acc]);
        return;
      }
      for (let k = 1; k <= rows && sum + k <= size; k++) rec([...acc, k], sum + k);
    };
    rec([], 0);
    this.choiceMemo.set(size, out);
    return out;
  }

  /** The multinomial weight of a column's choice: which of its numbers go to which card (and which to none). */
  private weight(size: number, ks: readonly number[]): bigint {
    let d = fact(size - ks.reduce((a, k) => a + k, 0));
    for (const k of ks) d *= fact(k);
    return fact(size) / d;
  }

  /** The next states after column c gives `ks`, or null where a card can no longer reach R·P numbers. */
  private step(c: number, hs: readonly Hist[], ks: readonly number[]): Hist[] | null {
    const left = this.shape.columns.length - c - 1;
    const out: Hist[] = [];
    for (let i = 0; i < hs.length; i++) {
      const h = [...(hs[i] as Hist)];
      h[(ks[i] as number) - 1] = (h[(ks[i] as number) - 1] as number) + 1;
      const t = this.total_(h);
      if (t + left > this.target || t + left * this.shape.rows < this.target) return null;
      out.push(h);
    }
    return out;
  }

  /** Weighted completions from column c with the cards in states `hs`. */
  count(c: number, hs: readonly Hist[]): bigint {
    const { columns } = this.shape;
    if (c === columns.length) {
      let p = 1n;
      for (const h of hs) p *= this.total_(h) === this.target ? this.layouts(h) : 0n;
      return p;
    }
    const key = `${c}|${hs
      .map((h) => h.join(','))
      .sort()
      .join('|')}`;
    const hit = this.memo.get(key);
    if (hit !== undefined) return hit;
    let t = 0n;
    const size = columns[c] as number;
    for (const ks of this.choices(size)) {
      const next = this.step(c, hs, ks);
      if (next) t += this.weight(size, ks) * this.count(c + 1, next);
    }
    this.memo.set(key, t);
    return t;
  }

  /** The exact probability of each choice of the first column's counts (card by card), as weight / total. */
  firstColumn(): { ks: number[]; weight: bigint }[] {
    const start = Array.from({ length: this.shape.cards }, () => new Array<number>(this.shape.rows).fill(0));
    const size = this.shape.columns[0] as number;
    return this.choices(size).flatMap((ks) => {
      const next = this.step(0, start, ks);
      return next ? [{ ks, weight: this.weight(size, ks) * this.count(1, next) }] : [];
    });
  }

  /**
   * The exact weight of each final histogram of the first card (how many of its columns hold 1…R numbers; for the
   * 90-ball card, how many columns hold three): the same programme with the first card kept apart in the memo's key.
   * Each weight over `total` is that histogram's probability under the uniform draw.
   */
  firstCardHistograms(): Map<string, bigint> {
    const memo = new Map<string, Map<string, bigint>>();
    const { columns } = this.shape;
    const rec = (c: number, hs: readonly Hist[]): Map<string, bigint> => {
      if (c === columns.length) {
        let p = 1n;
        for (const h of hs) p *= this.total_(h) === this.target ? this.layouts(h) : 0n;
        return p ? new Map([[(hs[0] as Hist).join(','), p]]) : new Map();
      }
      const key = `${c}|${(hs[0] as Hist).join(',')}|${hs
        .slice(1)
        .map((h) => h.join(','))
        .sort()
        .join('|')}`;
      const hit = memo.get(key);
      if (hit) return hit;
      const out = new Map<string, bigint>();
      const size = columns[c] as number;
      for (const ks of this.choices(size)) {
        const next = this.step(c, hs, ks);
        if (!next) continue;
        const w = this.weight(size, ks);
        for (const [h, v] of rec(c + 1, next)) out.set(h, (out.get(h) ?? 0n) + w * v);
      }
      memo.set(key, out);
      return out;
    };
    return rec(
      0,
      Array.from({ length: this.shape.cards }, () => new Array<number>(this.shape.rows).fill(0)),
    );
  }

  /** K drawn with probability weight(K) / total: column by column, by a uniform rank below the state's count. */
  private drawCounts(rng: Rng): number[][] {
    let hs: Hist[] = Array.from({ length: this.shape.cards }, () => new Array<number>(this.shape.rows).fill(0));
    const K: number[][] = Array.from({ length: this.shape.cards }, () => []);
    this.shape.columns.forEach((size, c) => {
      let r = uniformBigInt(rng, this.count(c, hs));
      for (const ks of this.choices(size)) {
        const next = this.step(c, hs, ks);
        if (!next) continue;
        const w = this.weight(size, ks) * this.count(c + 1, next);
        if (r < w) {
          ks.forEach((k, i) => (K[i] as number[]).push(k));
          hs = next;
          return;
        }
        r -= w;
      }
      throw new RangeError('bingo count: rank beyond the total');
    });
    return K;
  }

  /** One draw, uniform over every valid series (or loose card) of the shape. */
  draw(rng: Rng): DrawnCard[] {
    const { rows, perRow, columns } = this.shape;
    const K = this.drawCounts(rng);
    const layouts = K.map((counts) => new Layouts(rows, perRow, counts).draw(rng));
    const cards: DrawnCard[] = K.map(() => ({ lines: Array.from({ length: rows }, () => []) }));
    let first = 1;
    columns.forEach((size, c) => {
      const pool = shuffled(
        Array.from({ length: size }, (_, i) => first + i),
        rng,
      );
      first += size;
      let at = 0;
      K.forEach((counts, i) => {
        const k = counts[c] as number;
        const nums = pool.slice(at, at + k).sort((a, b) => a - b);
        at += k;
        // The column's numbers run down the card in ascending order, in the lines its layout chose.
        ((layouts[i] as number[][])[c] as number[]).forEach((line, j) => ((cards[i] as DrawnCard).lines[line] as number[]).push(nums[j] as number));
      });
    });
    for (const card of cards) for (const line of card.lines) line.sort((a, b) => a - b);
    return cards;
  }
}

const counters = new Map<CardShape, SeriesCounter>();
/** The counter of a shape, built once (the 90-ball series programme is computed at the first draw). */
export function counterOf(shape: CardShape): SeriesCounter {
  let c = counters.get(shape);
  if (!c) counters.set(shape, (c = new SeriesCounter(shape)));
  return c;
}
