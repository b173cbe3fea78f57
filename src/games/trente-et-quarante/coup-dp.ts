/**
 * @module games/trente-et-quarante/coup-dp
 * The dynamic programme over the shoe's composition that gives the joint distribution of a coup's two row totals,
 * run by math.ts in doubles and by exact.ts modulo primes (its results joined by the Chinese remainder theorem).
 * For each pair {v, w} of last cards, the DP walks the ten values u = 10 … 1 carrying the noir row's prefix P and
 * the rouge row's prefix Q as (|P|, ΣP) and (|Q|, ΣQ), sums ≤ 30, with the weight of p cards of u in P and q in Q
 * (`coef`); the prefixes that end between 21 and 30 are then finished with v and w (either way round) and weighed
 * (`term`) into the joint cell of the totals they reach (31–40 each).
 */

/** The largest sum of a row's prefix (a row stops once it passes 30). */
export const MAXS = 30;
/** A prefix (n cards, sum s) sits at the dense index n·W + s. */
export const W = MAXS + 1;

/**
 * How a run counts. In doubles: `modulus` Infinity (nothing is reduced; x % Infinity is x) and `half` 0.5. Modulo
 * a prime p < 2^21: `modulus` p, `half` the inverse of 2 mod p; the weights and the cells stay below p, so a product
 * is below 2^42 and a cell can take the ≤ 31 × 31 contributions of one step before it is reduced.
 */
export interface DpArithmetic {
  readonly modulus: number;
  readonly half: number;
  /** coef[a·K + b] (K = ⌊30 / u⌋ + 1): the weight of a cards of value u in P and b in Q, `eu` of v and w being of value u too. */
  coef(u: number, eu: number): Float64Array;
  /** The weight of a finished pair of prefixes, `x` the DP's cell, `nP` and `nQ` their sizes. */
  term(x: number, nP: number, nQ: number): number;
  /** A joint cell with a term added. */
  plus(cell: number, term: number): number;
}

/** The dense indices n·31 + s of every (count, sum) a row prefix can have (sum ≤ 30), in increasing order. */
function prefixIndices(): Int32Array {
  const out: number[] = [];
  for (let n = 0; n <= MAXS; n++) for (let s = n; s <= Math.min(MAXS, 10 * n); s++) out.push(n * W + s);
  return Int32Array.from(out);
}

/** Every cell of the (P, Q) grid, reduced modulo p. */
function reduceAll(next: Float64Array, idx: Int32Array, p: number): void {
  const G = W * W;
  for (const i of idx) for (const j of idx) next[i * G + j] = (next[i * G + j] as number) % p;
}

/**
 * One value's step of the DP: every state (P, Q) goes to (P + p cards of u, Q + q cards of u) with the weight
 * coef[p][q]. The state is symmetric in the rows (cur[P][Q] = cur[Q][P]), so only sources P ≤ Q are walked (the
 * diagonal at half weight) and the result is folded with its transpose. `cur` is left all zero.
 */
function step(cur: Float64Array, next: Float64Array, idx: Int32Array, active: Int32Array, scratch: Float64Array, u: number, coef: Float64Array, modulus: number, half: number): void {
  const G = W * W;
  const stride = W + u;
  const K = Math.floor(MAXS / u) + 1;
  const L = idx.length;
  for (let a = 0; a < L; a++) {
    const iP = idx[a] as number;
    const rowStart = iP * G;
    let m = 0;
    for (let b = a; b < L; b++) {
      const j = idx[b] as number;
      if (cur[rowStart + j] !== 0) active[m++] = j;
    }
    if (m === 0) continue;
    const x0 = scratch;
    for (let t = 0; t < m; t++) {
      const j = active[t] as number;
      x0[t] = j === iP ? ((cur[rowStart + j] as number) * half) % modulus : (cur[rowStart + j] as number);
      cur[rowStart + j] = 0;
      cur[j * G + iP] = 0;
    }
    const pm = ((MAXS - (iP % W)) / u) | 0;
    for (let p = 0; p <= pm; p++) {
      const out = (iP + p * stride) * G;
      const kRow = p * K;
      for (let t = 0; t < m; t++) {
        const iQ = active[t] as number;
        const x = x0[t] as number;
        const qm = ((MAXS - (iQ % W)) / u) | 0;
        let o = out + iQ;
        for (let qq = 0; qq <= qm; qq++, o += stride) next[o] = (next[o] as number) + x * (coef[kRow + qq] as number);
      }
    }
  }
  const reduce = modulus !== Infinity;
  if (reduce) reduceAll(next, idx, modulus);
  for (let a = 0; a < L; a++) {
    const i = idx[a] as number;
    next[i * G + i] = 2 * (next[i * G + i] as number);
    for (let b = a + 1; b < L; b++) {
      const j = idx[b] as number;
      const s2 = (next[i * G + j] as number) + (next[j * G + i] as number);
      next[i * G + j] = s2;
      next[j * G + i] = s2;
    }
  }
  if (reduce) reduceAll(next, idx, modulus);
}

/** The joint distribution joint[b − 31][r − 31] (noir row ends on b, rouge row on r), counted as `arith` says. */
export function coupJoint(arith: DpArithmetic): number[][] {
  const idx = prefixIndices();
  const G = W * W;
  const joint = Array.from({ length: 10 }, () => new Array<number>(10).fill(0));
  const add = (b: number, r: number, t: number): void => {
    const row = joint[b - 31] as number[];
    row[r - 31] = arith.plus(row[r - 31] as number, t);
  };
  let cur = new Float64Array(G * G);
  let next = new Float64Array(G * G);
  const active = new Int32Array(idx.length);
  const scratch = new Float64Array(idx.length);
  for (let v = 1; v <= 10; v++)
    for (let w = v; w <= 10; w++) {
      cur.fill(0);
      next.fill(0);
      cur[0] = 1;
      for (let u = 10; u >= 1; u--) {
        const eu = (u === v ? 1 : 0) + (u === w ? 1 : 0);
        step(cur, next, idx, active, scratch, u, arith.coef(u, eu), arith.modulus, arith.half);
        [cur, next] = [next, cur];
      }
      for (let a = 0; a < idx.length; a++) {
        const iP = idx[a] as number;
        const sP = iP % W;
        if (sP < 21) continue;
        const nP = (iP - sP) / W;
        for (let b = 0; b < idx.length; b++) {
          const iQ = idx[b] as number;
          const sQ = iQ % W;
          const x = cur[iP * G + iQ] as number;
          if (sQ < 21 || x === 0) continue;
          const t = arith.term(x, nP, (iQ - sQ) / W);
          if (sP + v >= 31 && sQ + w >= 31) add(sP + v, sQ + w, t);
          if (v !== w && sP + w >= 31 && sQ + v >= 31) add(sP + w, sQ + v, t);
        }
      }
    }
  return joint;
}

/** The joint's cells summed by outcome: après (31–31), other ties, noir wins (the lower total), rouge wins; and all. */
export function outcomesOf<T>(joint: readonly (readonly T[])[], plus: (a: T, b: T) => T, zero: T): { apres: T; tie: T; noir: T; rouge: T; total: T } {
  let apres = zero;
  let tie = zero;
  let noir = zero;
  let rouge = zero;
  let total = zero;
  joint.forEach((row, b) =>
    row.forEach((x, r) => {
      total = plus(total, x);
      if (b === r) {
        if (b === 0) apres = plus(apres, x);
        else tie = plus(tie, x);
      } else if (b < r) noir = plus(noir, x);
      else rouge = plus(rouge, x);
    }),
  );
  return { apres, tie, noir, rouge, total };
}
