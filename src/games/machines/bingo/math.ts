/**
 * @module games/machines/bingo/math
 * Machine bingo's exact return by enumeration. A card's nine fields each take a number of 1…N on their own; which
 * fields share a number is a set partition of the nine fields (21,147 of them), and a partition into k blocks is
 * N·(N−1)·…·(N−k+1) of the N⁹ cards. Five of N numbers are drawn: a given j of the card's k numbers are drawn and the
 * other k − j not in C(N−k, 5−j) of the C(N, 5) draws. The fields covered are the union of the drawn blocks; every
 * subset of blocks of every partition is classed (lines.ts), and P(class) = Σ count·N^(k)·C(N−k, 5−j) / (N⁹·C(N, 5)),
 * an exact rational.
 */
import type { BetReturn, RtpReport } from '../../../core/contract.js';
import { add, mul, neg, num, q, str, sub, ZERO, type Rational } from '../../../math/rational.js';
import { BINGO_BET, BINGO_CLASSES, classTable, type BingoClass } from './lines.js';
import type { BingoProfile } from './profile.js';

const choose = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};
const falling = (n: number, k: number): bigint => {
  let r = 1n;
  for (let i = 0; i < k; i++) r *= BigInt(n - i);
  return r;
};

/** counts[k][j][class index]: (partition into k blocks, j of them drawn) pairs whose covered fields make the class. */
function tally(diagonals: boolean): number[][][] {
  const classes = classTable(diagonals);
  const counts = Array.from({ length: 10 }, () => Array.from({ length: 10 }, () => new Array<number>(BINGO_CLASSES.length).fill(0)));
  const block = new Array<number>(9).fill(0);
  const visit = (field: number, k: number): void => {
    if (field === 9) {
      const masks = block.slice(0, k);
      for (let sub = 0; sub < 1 << k; sub++) {
        let covered = 0;
        let j = 0;
        for (let b = 0; b < k; b++)
          if (sub & (1 << b)) {
            covered |= masks[b] as number;
            j++;
          }
        const c = classes[covered];
        if (c) (counts[k] as number[][])[j]![BINGO_CLASSES.indexOf(c)]! += 1;
      }
      return;
    }
    for (let b = 0; b <= k; b++) {
      block[b] = (block[b] as number) | (1 << field);
      visit(field + 1, Math.max(k, b + 1));
      block[b] = (block[b] as number) & ~(1 << field);
    }
  };
  visit(0, 0);
  return counts;
}

/** The exact chance of each class of lines, for numbers 1…n and five drawn. */
export function classChances(n: number, diagonals: boolean, drawn = 5): Record<BingoClass, Rational> {
  const counts = tally(diagonals);
  const den = BigInt(n) ** 9n * choose(n, drawn);
  const out = Object.fromEntries(BINGO_CLASSES.map((c) => [c, ZERO])) as Record<BingoClass, Rational>;
  BINGO_CLASSES.forEach((c, ci) => {
    let numer = 0n;
    for (let k = 1; k <= 9; k++) for (let j = 0; j <= Math.min(k, drawn); j++) numer += BigInt((counts[k] as number[][])[j]![ci]!) * falling(n, k) * choose(n - k, drawn - j);
    out[c] = q(numer, den);
  });
  return out;
}

/** The machine's exact return: Σ P(class) × its payout for 1. */
export function bingoReturnExact(p: BingoProfile): Rational {
  const ch = classChances(p.numbers.value, p.diagonals.value, p.drawn.value);
  return BINGO_CLASSES.reduce((r, c) => add(r, mul(ch[c], q(p.payTable.value[c]))), ZERO);
}

export function bingoRtp(p: BingoProfile, profileId: string, game: string): RtpReport {
  const ch = classChances(p.numbers.value, p.diagonals.value, p.drawn.value);
  const rtp = bingoReturnExact(p);
  const ev = sub(rtp, q(1));
  const hit = BINGO_CLASSES.reduce((r, c) => (p.payTable.value[c] > 0 ? add(r, ch[c]) : r), ZERO);
  const bet: BetReturn = {
    bet: BINGO_BET,
    houseEdge: -num(ev),
    rtp: num(rtp),
    method: 'exact',
    fraction: str(ev),
    houseEdgeFraction: str(neg(ev)),
    hitFrequency: num(hit),
    classes: BINGO_CLASSES.map((c) => ({ class: c, probability: num(ch[c]), fraction: str(ch[c]), pays: p.payTable.value[c], contribution: num(mul(ch[c], q(p.payTable.value[c]))) })),
  };
  return { game, profile: profileId, bets: [bet], method: 'exact: enumeration of the set partitions of the nine fields (which share a number) and the subsets of the card’s numbers drawn', machineReturn: num(rtp) };
}
