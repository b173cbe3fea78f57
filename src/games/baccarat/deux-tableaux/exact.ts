/**
 * @module games/baccarat/deux-tableaux/exact
 * Expectations of a coup of baccarat à deux tableaux off the top of a shoe, by enumerating the composition: three
 * two-card hands (unordered pairs of value classes), the tableaux's third cards by the punto rule (a fixed choice on
 * 5), and the banker's decision per information set — his two-card total and what each tableau shows (its third
 * card, "stood", or a natural). The banker plays his best response (or the table where it binds and best response
 * elsewhere). One unit is staked on each tableau; the cagnotte is taken on the banker's net win (or per tableau).
 * Sums are in double precision: about 10^8 exact terms, relative error below 10^-13.
 */
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
}

export const COLS = 13; // third card 0–9, 10 stood, 11 natural 8, 12 natural 9

let cache: { key: string; acc: Float64Array[]; fixed: Float64Array } | null = null;
/** Drops the cached enumeration (benchmarks time it from scratch). */
export const clearDeuxCache = (): void => {
  cache = null;
};

/** The enumeration, shared by every cagnotte rate and banker policy of the same shoe and rules (one entry cached). */
function accumulate(inp: DtAnalysisInput): { acc: Float64Array[]; fixed: Float64Array } {
  const key = JSON.stringify([inp.counts, inp.puntoRule, inp.puntoFive, inp.naturalBeatsThreeCards, inp.base]);
  if (cache?.key === key) return cache;
  const c = inp.counts.slice();
  const N = c.reduce((a, b) => a + b, 0);
  const I = 8 * COLS * COLS;
  // Per information set and action: Σ p·net, Σ p·levy base, Σ p·(tableau 1 result), Σ p·(tableau 2 result), Σ p·(banker wins on a tableau), Σ p·ties.
  const K = 6;
  const acc = [new Float64Array(I * K), new Float64Array(I * K)]; // [stand, draw]
  const fixed = new Float64Array(K);
  // outcome of one tableau for the banker: +1 banker wins, −1 loses, 0 tie.
  const vs = (tp: number, tNat: boolean, bp: number, bNat: boolean) => {
    if (inp.naturalBeatsThreeCards && tNat !== bNat) return tNat ? -1 : 1;
    return bp > tp ? 1 : tp > bp ? -1 : 0;
  };
  // vs as a table: V[(tp·2 + tNat)·20 + bp·2 + bNat]
  const V = new Int8Array(400);
  for (let tp = 0; tp < 10; tp++) for (let tn = 0; tn < 2; tn++) for (let bp = 0; bp < 10; bp++) for (let bn = 0; bn < 2; bn++) V[(tp * 2 + tn) * 20 + bp * 2 + bn] = vs(tp, tn === 1, bp, bn === 1);
  const add = (arr: Float64Array, o: number, p: number, r1: number, r2: number) => {
    const net = r1 + r2;
    arr[o]! += p * net;
    arr[o + 1]! += p * (inp.base === 'net' ? Math.max(net, 0) : (r1 > 0 ? 1 : 0) + (r2 > 0 ? 1 : 0));
    arr[o + 2]! += p * -r1;
    arr[o + 3]! += p * -r2;
    arr[o + 4]! += p * ((r1 > 0 ? 1 : 0) + (r2 > 0 ? 1 : 0));
    arr[o + 5]! += p * ((r1 === 0 ? 1 : 0) + (r2 === 0 ? 1 : 0));
  };
  const draws = (pt: number) => {
    const cell = puntoCell(inp.puntoRule, pt);
    return cell === 'T' || (cell === 'O' && inp.puntoFive === 'draw');
  };
  const gross = inp.base === 'gross';
  /** Adds the branch where the banker's final point is fixed by `bp` (stand) or drawn (every z), weight q. */
  const leaf = (q: number, f1: number, n1: boolean, f2: number, n2: boolean, bt: number, o: number) => {
    const s = acc[0]!;
    const i1 = (f1 * 2 + +n1) * 20;
    const i2 = (f2 * 2 + +n2) * 20;
    const r1 = V[i1 + bt * 2]!;
    const r2 = V[i2 + bt * 2]!;
    const net = r1 + r2;
    s[o]! += q * net;
    s[o + 1]! += q * (gross ? +(r1 > 0) + +(r2 > 0) : net > 0 ? net : 0);
    s[o + 2]! -= q * r1;
    s[o + 3]! -= q * r2;
    s[o + 4]! += q * (+(r1 > 0) + +(r2 > 0));
    s[o + 5]! += q * (+(r1 === 0) + +(r2 === 0));
    let sn = 0, sb = 0, s1 = 0, s2 = 0, sw = 0, st = 0;
    for (let z = 0; z < 10; z++) {
      const w = c[z]!;
      if (!w) continue;
      const bf = ((bt + z) % 10) * 2;
      const a1 = V[i1 + bf]!;
      const a2 = V[i2 + bf]!;
      const n = a1 + a2;
      sn += w * n;
      sb += w * (gross ? +(a1 > 0) + +(a2 > 0) : n > 0 ? n : 0);
      s1 -= w * a1;
      s2 -= w * a2;
      sw += w * (+(a1 > 0) + +(a2 > 0));
      st += w * (+(a1 === 0) + +(a2 === 0));
    }
    const d = acc[1]!;
    const k = q / R;
    d[o]! += k * sn;
    d[o + 1]! += k * sb;
    d[o + 2]! += k * s1;
    d[o + 3]! += k * s2;
    d[o + 4]! += k * sw;
    d[o + 5]! += k * st;
  };
  let R = N;
  const pair = (i: number, j: number): number => {
    const w = i === j ? c[i]! * (c[i]! - 1) : 2 * c[i]! * c[j]!;
    return w / (R * (R - 1));
  };
  for (let a = 0; a < 10; a++)
    for (let b = a; b < 10; b++) {
      const p1 = pair(a, b);
      if (!p1) continue;
      c[a]!--;
      c[b]!--;
      R -= 2;
      for (let d = 0; d < 10; d++)
        for (let e = d; e < 10; e++) {
          const p2 = p1 * pair(d, e);
          if (!p2) continue;
          c[d]!--;
          c[e]!--;
          R -= 2;
          for (let f = 0; f < 10; f++)
            for (let g = f; g < 10; g++) {
              const p3 = p2 * pair(f, g);
              if (!p3) continue;
              c[f]!--;
              c[g]!--;
              R -= 2;
              const t1 = (a + b) % 10;
              const t2 = (d + e) % 10;
              const bt = (f + g) % 10;
              const n1 = t1 >= 8;
              const n2 = t2 >= 8;
              if (bt >= 8) add(fixed, 0, p3, vs(t1, n1, bt, true), vs(t2, n2, bt, true));
              else {
                const d1 = !n1 && draws(t1);
                const d2 = !n2 && draws(t2);
                for (let x1 = d1 ? 0 : -1; x1 < (d1 ? 10 : 0); x1++) {
                  const q1 = x1 < 0 ? p3 : (p3 * c[x1]!) / R;
                  if (!q1) continue;
                  if (x1 >= 0) {
                    c[x1]!--;
                    R--;
                  }
                  const f1 = x1 < 0 ? t1 : (t1 + x1) % 10;
                  const col1 = n1 ? 3 + t1 : x1 < 0 ? 10 : x1; // 11 = natural 8, 12 = natural 9
                  for (let x2 = d2 ? 0 : -1; x2 < (d2 ? 10 : 0); x2++) {
                    const q2 = x2 < 0 ? q1 : (q1 * c[x2]!) / R;
                    if (!q2) continue;
                    if (x2 >= 0) {
                      c[x2]!--;
                      R--;
                    }
                    const col2 = n2 ? 3 + t2 : x2 < 0 ? 10 : x2;
                    leaf(q2, f1, n1, x2 < 0 ? t2 : (t2 + x2) % 10, n2, bt, ((bt * COLS + col1) * COLS + col2) * K);
                    if (x2 >= 0) {
                      c[x2]!++;
                      R++;
                    }
                  }
                  if (x1 >= 0) {
                    c[x1]!++;
                    R++;
                  }
                }
              }
              c[f]!++;
              c[g]!++;
              R += 2;
            }
          c[d]!++;
          c[e]!++;
          R += 2;
        }
      c[a]!++;
      c[b]!++;
      R += 2;
    }
  cache = { key, acc, fixed };
  return cache;
}

export function analyseDeux(inp: DtAnalysisInput): DtAnalysis {
  const { acc, fixed } = accumulate(inp);
  const rate = inp.levy.num / inp.levy.den;
  const I = 8 * COLS * COLS;
  const K = 6;
  const total = Array.from(fixed);
  let deviations = 0;
  let infoSets = 0;
  const decisions = new Uint8Array(I);
  const colCell = (bt: number, col: number): 'T' | 'P' | 'O' | null => (col >= 11 ? null : bankCell(inp.table, bt, col === 10 ? null : col));
  for (let bt = 0; bt < 8; bt++)
    for (let c1 = 0; c1 < COLS; c1++)
      for (let c2 = 0; c2 < COLS; c2++) {
        const o = ((bt * COLS + c1) * COLS + c2) * K;
        const s = acc[0]!;
        const d = acc[1]!;
        if (s[o + 4]! + s[o + 5]! === 0 && s[o]! === 0 && s[o + 2]! === 0) {
          decisions[o / K] = inp.mustDraw.includes(bt) ? 1 : 0;
          continue;
        }
        infoSets++;
        const val = (arr: Float64Array) => arr[o]! - rate * arr[o + 1]!;
        let draw = val(d) > val(s);
        if (inp.mustDraw.includes(bt)) draw = true;
        else if (inp.policy === 'table') {
          const cells = [colCell(bt, c1), colCell(bt, c2)].filter((x): x is 'T' | 'P' | 'O' => x !== null);
          if (cells.length === 1) draw = cells[0] !== 'P';
          else if (cells.length === 2 && cells[0] === cells[1] && cells[0] !== 'O') draw = cells[0] === 'T';
        }
        const cells = [colCell(bt, c1), colCell(bt, c2)].filter((x) => x !== null);
        if (cells.length && cells.every((x) => x === cells[0]) && cells[0] !== 'O' && (cells[0] === 'T') !== draw) deviations++;
        decisions[o / K] = draw ? 1 : 0;
        const arr = draw ? d : s;
        for (let k = 0; k < K; k++) total[k]! += arr[o + k]!;
      }
  const [net, base, r1, r2, bw, ties] = total as [number, number, number, number, number, number];
  return {
    bankerNet: net,
    bankerAfterLevy: net - rate * base,
    levy: rate * base,
    tableau: [r1, r2],
    probabilities: { bankerWins: bw / 2, tie: ties / 2, tableauWins: 1 - bw / 2 - ties / 2 },
    deviations,
    infoSets,
    decisions,
  };
}
