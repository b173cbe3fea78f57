/**
 * @module games/baccarat/chemin-de-fer/exact
 * Exact expectations of a chemin de fer coup off the top of a shoe, for the punto's forced rule with a fixed
 * choice on 5, and a banker policy where he is free (000 §08 VI): his best response to the punto's rule, by his
 * two-card total and the punto's third card (or "stood"); or the table with the optional cells chosen by best
 * response; or the table drawing in the optional cases. Every count is an exact integer scaled to six cards.
 */
import { bankCell, puntoCell, type BankTable } from '../core/tableau.js';
import { falling, fallingBig, forEachFirstDeal } from '../core/composition.js';

export type BankerPolicy = 'best-response' | 'table' | 'table-draw';

export interface CdfAnalysisInput {
  readonly counts: readonly number[];
  readonly puntoRule: string;
  readonly puntoFive: 'stand' | 'draw';
  readonly table: BankTable;
  readonly mustDraw: readonly number[];
  readonly levy: { readonly num: number; readonly den: number };
  readonly policy: BankerPolicy;
}

export interface CdfAnalysis {
  readonly total: bigint;
  /** Scaled counts of banker wins, banker losses, ties. */
  readonly bankerWins: bigint;
  readonly bankerLosses: bigint;
  readonly ties: bigint;
  /** The banker's decision per info set: `decisions[bankTotal][third]`, third 0–9 or 10 = the punto stood. */
  readonly decisions: readonly (readonly ('T' | 'P')[])[];
}

const COLS = 11;

/** Per info set (bank total 0–7 × column), the scaled win/loss/tie counts of standing and of drawing. */
function accumulate(c: number[], inp: CdfAnalysisInput, N: number) {
  const scale = [0, 1, 2, 3, 4, 5, 6].map((k) => falling(N - k, 6 - k));
  const stand = new Float64Array(8 * COLS * 3);
  const draw = new Float64Array(8 * COLS * 3);
  const fixed = [0, 0, 0]; // naturals: banker wins, losses, ties
  const tally = (arr: Float64Array | number[], base: number, p: number, b: number, w: number) => {
    arr[base + (b > p ? 0 : p > b ? 1 : 2)]! += w;
  };
  forEachFirstDeal(c, (pt, bt, w4) => {
    if (pt >= 8 || bt >= 8) return tally(fixed, 0, pt, bt, w4 * scale[4]!);
    const cell = puntoCell(inp.puntoRule, pt);
    const drawsP = cell === 'T' || (cell === 'O' && inp.puntoFive === 'draw');
    const xs = drawsP ? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] : [-1];
    for (const x of xs) {
      const w5 = x < 0 ? w4 : w4 * c[x]!;
      if (!w5) continue;
      if (x >= 0) c[x]!--;
      const pf = x < 0 ? pt : (pt + x) % 10;
      const k = x < 0 ? 4 : 5;
      const base = (bt * COLS + (x < 0 ? 10 : x)) * 3;
      tally(stand, base, pf, bt, w5 * scale[k]!);
      for (let z = 0; z < 10; z++) {
        const w6 = w5 * c[z]!;
        if (w6) tally(draw, base, pf, (bt + z) % 10, w6 * scale[k + 1]!);
      }
      if (x >= 0) c[x]!++;
    }
  });
  return { stand, draw, fixed };
}

export function analyseChemin(inp: CdfAnalysisInput): CdfAnalysis {
  const c = inp.counts.slice();
  const N = c.reduce((a, b) => a + b, 0);
  if (falling(N, 6) > Number.MAX_SAFE_INTEGER) throw new RangeError('exact chemin de fer analysis is limited to 8 decks');
  const { stand, draw, fixed } = accumulate(c, inp, N);
  const { num, den } = inp.levy;
  // The banker's value of a branch, scaled by den: a win is worth (den − num), a loss −den.
  const value = (arr: Float64Array, i: number) => (den - num) * arr[i]! - den * arr[i + 1]!;
  const decisions: ('T' | 'P')[][] = [];
  let W = fixed[0]!;
  let L = fixed[1]!;
  let T = fixed[2]!;
  for (let b = 0; b < 8; b++) {
    decisions.push([]);
    for (let col = 0; col < COLS; col++) {
      const i = (b * COLS + col) * 3;
      const cell = bankCell(inp.table, b, col === 10 ? null : col);
      const best: 'T' | 'P' = value(draw, i) > value(stand, i) ? 'T' : 'P';
      let d: 'T' | 'P';
      if (inp.mustDraw.includes(b)) d = 'T';
      else if (inp.policy === 'best-response') d = best;
      else if (cell === 'O') d = inp.policy === 'table-draw' ? 'T' : best;
      else d = cell;
      decisions[b]!.push(d);
      const arr = d === 'T' ? draw : stand;
      W += arr[i]!;
      L += arr[i + 1]!;
      T += arr[i + 2]!;
    }
  }
  const total = fallingBig(N, 6);
  const out = { total, bankerWins: BigInt(W), bankerLosses: BigInt(L), ties: BigInt(T), decisions };
  if (out.bankerWins + out.bankerLosses + out.ties !== total) throw new RangeError('chemin de fer enumeration is not exhaustive');
  return out;
}
