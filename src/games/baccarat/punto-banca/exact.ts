/**
 * @module games/baccarat/punto-banca/exact
 * Exact outcome probabilities of a punto y banca coup dealt off the top of a shoe of known composition, by
 * enumerating every ordered sequence of value classes (punto, banca, punto, banca, then the third cards by the
 * forced rules). Each leaf is weighted by its ordered count scaled to six cards, so every sum is an exact integer
 * below N(N−1)…(N−5), which stays under 2^53 up to 8 decks (416 cards); larger shoes are summed in BigInt.
 */
import { bankCell, puntoCell, type BankTable } from '../core/tableau.js';
import { falling, fallingBig, forEachFirstDeal } from '../core/composition.js';

/** Counts of each final result, all scaled to the common denominator `total`. */
export interface PbOutcomeCounts {
  readonly total: bigint;
  readonly punto: bigint;
  readonly banca: bigint;
  readonly tie: bigint;
  /** Banca wins with a point of 6 (000 §07 V: the 50% deduction mode). */
  readonly banca6: bigint;
  /** Per final point pair, `[puntoPoint][bancaPoint]`, for the per-outcome breakdown. */
  readonly byPoints: readonly (readonly bigint[])[];
}

export function puntoBancaOutcomes(counts: readonly number[], table: BankTable, puntoRule: string): PbOutcomeCounts {
  const c = counts.slice();
  const N = c.reduce((a, b) => a + b, 0);
  if (N < 6) throw new RangeError('a coup needs at least six cards in the shoe');
  const useBig = falling(N, 6) > Number.MAX_SAFE_INTEGER;
  // acc[p*10+b]: scaled counts per final point pair; Number while safe, else BigInt.
  const accN = new Array<number>(100).fill(0);
  const accB = new Array<bigint>(100).fill(0n);
  const scale: number[] = [0, 1, 2, 3, 4, 5, 6].map((k) => falling(N - k, 6 - k));
  const scaleB: bigint[] = [0, 1, 2, 3, 4, 5, 6].map((k) => fallingBig(N - k, 6 - k));
  const add = (p: number, b: number, w: number, k: number) => {
    if (useBig) accB[p * 10 + b]! += BigInt(w) * scaleB[k]!;
    else accN[p * 10 + b]! += w * scale[k]!;
  };
  forEachFirstDeal(c, (pt, bt, w4) => {
    if (pt >= 8 || bt >= 8) return add(pt, bt, w4, 4);
    if (puntoCell(puntoRule, pt) === 'T') {
      for (let x = 0; x < 10; x++) {
        const w5 = w4 * c[x]!;
        if (!w5) continue;
        c[x]!--;
        const pf = (pt + x) % 10;
        if (bankCell(table, bt, x) === 'T') {
          for (let z = 0; z < 10; z++) {
            const w6 = w5 * c[z]!;
            if (w6) add(pf, (bt + z) % 10, w6, 6);
          }
        } else add(pf, bt, w5, 5);
        c[x]!++;
      }
    } else if (bankCell(table, bt, null) === 'T') {
      for (let z = 0; z < 10; z++) {
        const w5 = w4 * c[z]!;
        if (w5) add(pt, (bt + z) % 10, w5, 5);
      }
    } else add(pt, bt, w4, 4);
  });
  const acc: bigint[] = useBig ? accB : accN.map((x) => BigInt(x));
  let punto = 0n;
  let banca = 0n;
  let tie = 0n;
  let banca6 = 0n;
  const byPoints: bigint[][] = [];
  for (let p = 0; p < 10; p++) {
    byPoints.push([]);
    for (let b = 0; b < 10; b++) {
      const v = acc[p * 10 + b]!;
      byPoints[p]!.push(v);
      if (p > b) punto += v;
      else if (b > p) {
        banca += v;
        if (b === 6) banca6 += v;
      } else tie += v;
    }
  }
  return { total: fallingBig(N, 6), punto, banca, tie, banca6, byPoints };
}
