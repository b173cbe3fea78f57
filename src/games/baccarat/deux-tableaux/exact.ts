/**
 * @module games/baccarat/deux-tableaux/exact
 * Expectations of a coup of baccarat à deux tableaux off the top of a shoe, by enumerating the composition: three
 * two-card hands (unordered pairs of value classes), the tableaux's third cards by the punto rule (a fixed choice on
 * 5), and the banker's decision per information set — his two-card total and what each tableau shows (its third
 * card, "stood", or a natural). The banker plays his best response (or the table where it binds and best response
 * elsewhere). One unit is staked on each tableau; the cagnotte is taken on the banker's net win (or per tableau).
 *
 * **Exact.** A path that deals k cards has probability (product of the class counts it draws) / N(N−1)…(N−k+1). Every
 * information set fixes k (6 cards, plus one per tableau that drew; one more when the banker draws), so each
 * accumulator holds an integer numerator over one known denominator. The numerators (up to ~2^75) are summed in
 * three 14-bit limbs of double-precision integers: the pair-weight product P < 2^42 is split P = P0 + P1·2^14 +
 * P2·2^28 and each limb collects P_i × (a small integer), every partial sum staying an exact integer below 2^53
 * (checked from the number of terms each accumulator received). The limbs become BigInts once, per information set,
 * and the banker's decisions and the totals are exact rationals (src/math/rational.ts).
 */
import { add, mul, neg, num, ONE, q, sub, type Rational } from '../../../math/rational.js';
import { bankCell, puntoCell, type BankTable } from '../core/tableau.js';

export interface DtAnalysisInput {
  readonly counts: readonly number[];
  readonly puntoRule: string;
  readonly puntoFive: 'stand' | 'draw';
  readonly table: BankTable;
  readonly mustDraw: readonly number[];
  readonly naturalBeatsThreeCards: boolean;
  readonly levy: { readonly num: number; readonly den: number };
  readonly base: 'net' | 'gross';
  readonly policy: 'best-response' | 'table';
}

export interface DtExact {
  readonly bankerNet: Rational;
  readonly bankerAfterLevy: Rational;
  readonly levy: Rational;
  readonly tableau: readonly [Rational, Rational];
  readonly bankerWins: Rational;
  readonly tie: Rational;
}

export interface DtAnalysis {
  /** Expected banker result per coup (two units staked), before and after the cagnotte. */
  readonly bankerNet: number;
  readonly bankerAfterLevy: number;
  readonly levy: number;
  /** Expected result of one unit on tableau 1 and on tableau 2. */
  readonly tableau: readonly [number, number];
  readonly probabilities: { readonly tableauWins: number; readonly bankerWins: number; readonly tie: number };
  /** Information sets where the banker's decision differs from the table's advice (optional cells excluded). */
  readonly deviations: number;
  readonly infoSets: number;
  /** The banker's decision per information set, index ((bankTotal·13 + col1)·13 + col2): 1 draw, 0 stand. */
  readonly decisions: Uint8Array;
  /** The same figures as exact rationals. */
  readonly exact: DtExact;
}

export const COLS = 13; // third card 0–9, 10 stood, 11 natural 8, 12 natural 9

/** Quantities per information set and banker action: levy base, tableau 1's and 2's result, tableaux the banker beats, ties. */
const K = 5;
/** Limbs per quantity (base 2^14). */
const L = 3;
const LIMB = 16384;
const I = 8 * COLS * COLS;

interface Acc {
  readonly key: string;
  /** [stand, draw]: limb sums per (information set, quantity, limb). */
  readonly acc: readonly [Float64Array, Float64Array];
  /** The banker's natural: no decision; 6 cards. */
  readonly fixed: Float64Array;
  /** Leaves added to each information set (for the exactness bound). */
  readonly terms: Uint32Array;
  readonly seen: Uint8Array;
  readonly N: number;
  readonly maxCount: number;
}

let cache: Acc | null = null;
/** Drops the cached enumeration (benchmarks time it from scratch). */
export const clearDeuxCache = (): void => {
  cache = null;
};

/** The enumeration, shared by every cagnotte rate and banker policy of the same shoe and rules (one entry cached). */
function accumulate(inp: DtAnalysisInput): Acc {
  const key = JSON.stringify([inp.counts, inp.puntoRule, inp.puntoFive, inp.naturalBeatsThreeCards, inp.base]);
  if (cache?.key === key) return cache;
  const c = inp.counts.slice();
  const N = c.reduce((a, b) => a + b, 0);
  const stand = new Float64Array(I * K * L);
  const drawA = new Float64Array(I * K * L);
  const fixed = new Float64Array(K * L);
  const terms = new Uint32Array(I);
  const seen = new Uint8Array(I);
  // outcome of one tableau for the banker: +1 banker wins, −1 loses, 0 tie; as a table V[(tp·2 + tNat)·20 + bp·2 + bNat].
  const vs = (tp: number, tNat: boolean, bp: number, bNat: boolean) => {
    if (inp.naturalBeatsThreeCards && tNat !== bNat) return tNat ? -1 : 1;
    return bp > tp ? 1 : tp > bp ? -1 : 0;
  };
  const V = new Int8Array(400);
  for (let tp = 0; tp < 10; tp++) for (let tn = 0; tn < 2; tn++) for (let bp = 0; bp < 10; bp++) for (let bn = 0; bn < 2; bn++) V[(tp * 2 + tn) * 20 + bp * 2 + bn] = vs(tp, tn === 1, bp, bn === 1);
  const gross = inp.base === 'gross';
  const draws = (pt: number) => {
    const cell = puntoCell(inp.puntoRule, pt);
    return cell === 'T' || (cell === 'O' && inp.puntoFive === 'draw');
  };
  // The limbs of the pair-weight product of the present three hands.
  let P0 = 0;
  let P1 = 0;
  let P2 = 0;
  /** Adds limb products of `m` (a small integer) to quantity `k` at offset `o`. */
  const put = (arr: Float64Array, o: number, q0: number, q1: number, q2: number, m: number) => {
    if (!m) return;
    arr[o]! += q0 * m;
    arr[o + 1]! += q1 * m;
    arr[o + 2]! += q2 * m;
  };
  /** The branch where the banker stands on `bt` or draws (every z); `cc` = the tableaux's third-card counts. */
  const leaf = (cc: number, f1: number, n1: boolean, f2: number, n2: boolean, bt: number, info: number) => {
    const q0 = P0 * cc;
    const q1 = P1 * cc;
    const q2 = P2 * cc;
    const o = info * K * L;
    terms[info]!++;
    seen[info] = 1;
    const i1 = (f1 * 2 + +n1) * 20;
    const i2 = (f2 * 2 + +n2) * 20;
    const r1 = V[i1 + bt * 2]!;
    const r2 = V[i2 + bt * 2]!;
    const net = r1 + r2;
    put(stand, o, q0, q1, q2, gross ? +(r1 > 0) + +(r2 > 0) : net > 0 ? net : 0);
    put(stand, o + L, q0, q1, q2, -r1);
    put(stand, o + 2 * L, q0, q1, q2, -r2);
    put(stand, o + 3 * L, q0, q1, q2, +(r1 > 0) + +(r2 > 0));
    put(stand, o + 4 * L, q0, q1, q2, +(r1 === 0) + +(r2 === 0));
    let sb = 0, s1 = 0, s2 = 0, sw = 0, st = 0;
    for (let z = 0; z < 10; z++) {
      const w = c[z]!;
      if (!w) continue;
      const bf = ((bt + z) % 10) * 2;
      const a1 = V[i1 + bf]!;
      const a2 = V[i2 + bf]!;
      const n = a1 + a2;
      sb += w * (gross ? +(a1 > 0) + +(a2 > 0) : n > 0 ? n : 0);
      s1 -= w * a1;
      s2 -= w * a2;
      sw += w * (+(a1 > 0) + +(a2 > 0));
      st += w * (+(a1 === 0) + +(a2 === 0));
    }
    put(drawA, o, q0, q1, q2, sb);
    put(drawA, o + L, q0, q1, q2, s1);
    put(drawA, o + 2 * L, q0, q1, q2, s2);
    put(drawA, o + 3 * L, q0, q1, q2, sw);
    put(drawA, o + 4 * L, q0, q1, q2, st);
  };
  // Ordered-draw weight of an unordered pair of classes i ≤ j from the present counts.
  const pair = (i: number, j: number): number => (i === j ? c[i]! * (c[i]! - 1) : 2 * c[i]! * c[j]!);
  for (let a = 0; a < 10; a++)
    for (let b = a; b < 10; b++) {
      const p1 = pair(a, b);
      if (!p1) continue;
      c[a]!--;
      c[b]!--;
      for (let d = 0; d < 10; d++)
        for (let e = d; e < 10; e++) {
          const p2 = p1 * pair(d, e);
          if (!p2) continue;
          c[d]!--;
          c[e]!--;
          for (let f = 0; f < 10; f++)
            for (let g = f; g < 10; g++) {
              const p3 = p2 * pair(f, g); // < 2^42: exact
              if (!p3) continue;
              c[f]!--;
              c[g]!--;
              P0 = p3 % LIMB;
              P1 = Math.floor(p3 / LIMB) % LIMB;
              P2 = Math.floor(p3 / (LIMB * LIMB));
              const t1 = (a + b) % 10;
              const t2 = (d + e) % 10;
              const bt = (f + g) % 10;
              const n1 = t1 >= 8;
              const n2 = t2 >= 8;
              if (bt >= 8) {
                const r1 = vs(t1, n1, bt, true);
                const r2 = vs(t2, n2, bt, true);
                const net = r1 + r2;
                put(fixed, 0, P0, P1, P2, gross ? +(r1 > 0) + +(r2 > 0) : net > 0 ? net : 0);
                put(fixed, L, P0, P1, P2, -r1);
                put(fixed, 2 * L, P0, P1, P2, -r2);
                put(fixed, 3 * L, P0, P1, P2, +(r1 > 0) + +(r2 > 0));
                put(fixed, 4 * L, P0, P1, P2, +(r1 === 0) + +(r2 === 0));
              } else {
                const d1 = !n1 && draws(t1);
                const d2 = !n2 && draws(t2);
                for (let x1 = d1 ? 0 : -1; x1 < (d1 ? 10 : 0); x1++) {
                  const w1 = x1 < 0 ? 1 : c[x1]!;
                  if (!w1) continue;
                  if (x1 >= 0) c[x1]!--;
                  const f1 = x1 < 0 ? t1 : (t1 + x1) % 10;
                  const col1 = n1 ? 3 + t1 : x1 < 0 ? 10 : x1; // 11 = natural 8, 12 = natural 9
                  for (let x2 = d2 ? 0 : -1; x2 < (d2 ? 10 : 0); x2++) {
                    const w2 = x2 < 0 ? 1 : c[x2]!;
                    if (!w2) continue;
                    if (x2 >= 0) c[x2]!--;
                    const col2 = n2 ? 3 + t2 : x2 < 0 ? 10 : x2;
                    leaf(w1 * w2, f1, n1, x2 < 0 ? t2 : (t2 + x2) % 10, n2, bt, (bt * COLS + col1) * COLS + col2);
                    if (x2 >= 0) c[x2]!++;
                  }
                  if (x1 >= 0) c[x1]!++;
                }
              }
              c[f]!++;
              c[g]!++;
            }
          c[d]!++;
          c[e]!++;
        }
      c[a]!++;
      c[b]!++;
    }
  cache = { key, acc: [stand, drawA], fixed, terms, seen, N, maxCount: Math.max(...inp.counts) };
  checkExact(cache);
  return cache;
}

/** Every limb sum is an exact integer: the number of terms × the largest term stays below 2^53. */
function checkExact(a: Acc): void {
  const termMax = (LIMB - 1) * a.maxCount * a.maxCount * 2 * a.N;
  const most = Math.max(...a.terms);
  // The banker's naturals: at most 55³ terms of at most (2^14 − 1) × 2 each, far below 2^53.
  if (most * termMax >= 2 ** 53) throw new RangeError(`deux tableaux: ${most} terms of up to ${termMax} could leave exact double range`);
}

const limbsToBig = (arr: Float64Array, o: number): bigint => BigInt(arr[o]!) + (BigInt(arr[o + 1]!) << 14n) + (BigInt(arr[o + 2]!) << 28n);

/** N(N−1)…(N−k+1). */
const falling = (n: number, k: number): bigint => {
  let r = 1n;
  for (let i = 0; i < k; i++) r *= BigInt(n - i);
  return r;
};

export function analyseDeux(inp: DtAnalysisInput): DtAnalysis {
  const A = accumulate(inp);
  const rate = q(inp.levy.num, inp.levy.den);
  const ln = BigInt(inp.levy.num);
  const ld = BigInt(inp.levy.den);
  // Numerators grouped by the number of cards dealt (6–9): sums[k − 6][quantity].
  const sums: bigint[][] = [0, 1, 2, 3].map(() => new Array<bigint>(K).fill(0n));
  for (let k = 0; k < K; k++) sums[0]![k]! += limbsToBig(A.fixed, k * L);
  let deviations = 0;
  let infoSets = 0;
  const decisions = new Uint8Array(I);
  const colCell = (bt: number, col: number): 'T' | 'P' | 'O' | null => (col >= 11 ? null : bankCell(inp.table, bt, col === 10 ? null : col));
  const [S, D] = A.acc;
  for (let bt = 0; bt < 8; bt++)
    for (let c1 = 0; c1 < COLS; c1++)
      for (let c2 = 0; c2 < COLS; c2++) {
        const info = (bt * COLS + c1) * COLS + c2;
        if (!A.seen[info]) {
          decisions[info] = inp.mustDraw.includes(bt) ? 1 : 0;
          continue;
        }
        infoSets++;
        const o = info * K * L;
        const s = [0, 1, 2, 3, 4].map((k) => limbsToBig(S, o + k * L));
        const d = [0, 1, 2, 3, 4].map((k) => limbsToBig(D, o + k * L));
        const cards = 6 + (c1 < 10 ? 1 : 0) + (c2 < 10 ? 1 : 0);
        // Value to the banker: net − rate × base, net = −(tableau 1 + tableau 2); over den·N^(cards) (stand) or N^(cards+1) (draw).
        const val = (x: bigint[]) => -(x[1]! + x[2]!) * ld - ln * x[0]!;
        let draw = val(d) > val(s) * BigInt(A.N - cards);
        if (inp.mustDraw.includes(bt)) draw = true;
        else if (inp.policy === 'table') {
          const cells = [colCell(bt, c1), colCell(bt, c2)].filter((x): x is 'T' | 'P' | 'O' => x !== null);
          if (cells.length === 1) draw = cells[0] !== 'P';
          else if (cells.length === 2 && cells[0] === cells[1] && cells[0] !== 'O') draw = cells[0] === 'T';
        }
        const cells = [colCell(bt, c1), colCell(bt, c2)].filter((x) => x !== null);
        if (cells.length && cells.every((x) => x === cells[0]) && cells[0] !== 'O' && (cells[0] === 'T') !== draw) deviations++;
        decisions[info] = draw ? 1 : 0;
        const row = sums[cards - 6 + (draw ? 1 : 0)]!;
        const x = draw ? d : s;
        for (let k = 0; k < K; k++) row[k]! += x[k]!;
      }
  // Over the common denominator N^(9).
  const den = falling(A.N, 9);
  const total = [0, 1, 2, 3, 4].map((k) => q(sums.reduce((acc, row, j) => acc + row[k]! * falling(A.N - 6 - j, 3 - j), 0n), den));
  const [base, t1, t2, bw, ties] = total as [Rational, Rational, Rational, Rational, Rational];
  const bankerNet = neg(add(t1, t2));
  const levy = mul(rate, base);
  const half = q(1, 2);
  const exact: DtExact = { bankerNet, bankerAfterLevy: sub(bankerNet, levy), levy, tableau: [t1, t2], bankerWins: mul(bw, half), tie: mul(ties, half) };
  return {
    bankerNet: num(bankerNet),
    bankerAfterLevy: num(exact.bankerAfterLevy),
    levy: num(levy),
    tableau: [num(t1), num(t2)],
    probabilities: { bankerWins: num(exact.bankerWins), tie: num(exact.tie), tableauWins: num(sub(sub(ONE, exact.bankerWins), exact.tie)) },
    deviations,
    infoSets,
    decisions,
    exact,
  };
}
