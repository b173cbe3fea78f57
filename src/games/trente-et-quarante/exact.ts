/**
 * @module games/trente-et-quarante/exact
 * The coup distribution as exact rationals: the same DP as math.ts, run in modular arithmetic for a set of primes
 * below 2^21, the results joined by the Chinese remainder theorem. A product of two residues is below 2^42, so a
 * cell can take the ≤ 31 × 31 contributions of one step before it is reduced and stay exact in a double. Every joint
 * probability is X / f(N, m), m the most cards a coup can use, X an integer below f(N, m); the primes' product
 * exceeds f(N, m), so X is recovered exactly. Check: the X sum to f(N, m). Opt-in (`croupier rtp
 * trente-et-quarante --opt fraction=exact`): one DP per 20 bits of f(N, m), 19 for six decks (m = 44).
 */
import { q, str, type Rational } from '../../math/rational.js';

const MAXS = 30;
const W = MAXS + 1;

function primesBelow(limit: number, count: number): number[] {
  const out: number[] = [];
  for (let n = limit - 1; out.length < count; n -= 2) {
    if (n % 2 === 0) n--;
    let prime = true;
    for (let d = 3; d * d <= n; d += 2)
      if (n % d === 0) {
        prime = false;
        break;
      }
    if (prime) out.push(n);
  }
  return out;
}

const fallB = (n: number, k: number): bigint => {
  let r = 1n;
  for (let i = 0; i < k; i++) r *= BigInt(n - i);
  return r;
};
const factB = (k: number): bigint => fallB(k, k);

/** (a · b) mod p for a, b < p < 2^21: exact in doubles. */
const mulmod = (a: number, b: number, p: number): number => (a * b) % p;

function powmod(a: number, e: number, p: number): number {
  let r = 1;
  let x = a % p;
  while (e > 0) {
    if (e & 1) r = mulmod(r, x, p);
    x = mulmod(x, x, p);
    e >>= 1;
  }
  return r;
}

/** One prime's run: the joint counts X[b][r] mod p, X = P · f(N, m). */
function runMod(c: readonly number[], m: number, p: number): number[][] {
  const N = c.reduce((a, b) => a + b, 0);
  const idx: number[] = [];
  for (let n = 0; n <= MAXS; n++) for (let s = n; s <= Math.min(MAXS, 10 * n); s++) idx.push(n * W + s);
  const G = W * W;
  const joint = Array.from({ length: 10 }, () => new Array<number>(10).fill(0));
  let cur = new Float64Array(G * G);
  let next = new Float64Array(G * G);
  const inv2 = powmod(2, p - 2, p);
  const active = new Int32Array(idx.length);
  const xs = new Float64Array(idx.length);
  const P = BigInt(p);
  // |P|! |Q|! f(N − n, m − n) mod p, and the step weights f(c_u, a + b + e) / (a! b!) mod p, computed once.
  const finalFactor: number[][] = Array.from({ length: W }, (_, nP) =>
    Array.from({ length: W }, (_, nQ) => (nP + nQ + 2 > m ? 0 : Number((factB(nP) * factB(nQ) * fallB(N - nP - nQ - 2, m - nP - nQ - 2)) % P))),
  );
  const coefs: Float64Array[][] = [[]];
  for (let u = 1; u <= 10; u++) {
    const cu = c[u] as number;
    const K = Math.floor(MAXS / u) + 1;
    coefs.push(
      [0, 1, 2].map((eu) => {
        const t = new Float64Array(K * K);
        for (let a = 0; a < K; a++) for (let b = 0; b < K; b++) t[a * K + b] = a + b + eu > cu ? 0 : Number((fallB(cu, a + b + eu) / (factB(a) * factB(b))) % P);
        return t;
      }),
    );
  }
  for (let v = 1; v <= 10; v++)
    for (let w = v; w <= 10; w++) {
      cur.fill(0);
      next.fill(0);
      cur[0] = 1;
      for (let u = 10; u >= 1; u--) {
        const eu = (u === v ? 1 : 0) + (u === w ? 1 : 0);
        const K = Math.floor(MAXS / u) + 1;
        const coef = (coefs[u] as Float64Array[])[eu] as Float64Array;
        const stride = W + u;
        for (let a = 0; a < idx.length; a++) {
          const iP = idx[a] as number;
          const rowStart = iP * G;
          let mm = 0;
          for (let b = a; b < idx.length; b++) {
            const j = idx[b] as number;
            const x = cur[rowStart + j] as number;
            if (x !== 0) {
              active[mm] = j;
              xs[mm++] = j === iP ? mulmod(x, inv2, p) : x;
              cur[rowStart + j] = 0;
              cur[j * G + iP] = 0;
            }
          }
          if (mm === 0) continue;
          const pm = ((MAXS - (iP % W)) / u) | 0;
          for (let pp = 0; pp <= pm; pp++) {
            const out = (iP + pp * stride) * G;
            const kRow = pp * K;
            for (let t = 0; t < mm; t++) {
              const iQ = active[t] as number;
              const x = xs[t] as number;
              const qm = ((MAXS - (iQ % W)) / u) | 0;
              let o = out + iQ;
              for (let qq = 0; qq <= qm; qq++, o += stride) next[o] = (next[o] as number) + x * (coef[kRow + qq] as number);
            }
          }
        }
        for (let a = 0; a < idx.length; a++) {
          const i = idx[a] as number;
          next[i * G + i] = (2 * ((next[i * G + i] as number) % p)) % p;
          for (let b = a + 1; b < idx.length; b++) {
            const j = idx[b] as number;
            const s2 = (((next[i * G + j] as number) % p) + ((next[j * G + i] as number) % p)) % p;
            next[i * G + j] = s2;
            next[j * G + i] = s2;
          }
        }
        [cur, next] = [next, cur];
      }
      for (const iP of idx) {
        const sP = iP % W;
        if (sP < 21) continue;
        for (const iQ of idx) {
          const sQ = iQ % W;
          const x = cur[iP * G + iQ] as number;
          if (sQ < 21 || x === 0) continue;
          const term = mulmod(x, (finalFactor[(iP - sP) / W] as number[])[(iQ - sQ) / W] as number, p);
          const add = (b: number, r: number): void => {
            const row = joint[b - 31] as number[];
            row[r - 31] = ((row[r - 31] as number) + term) % p;
          };
          if (sP + v >= 31 && sQ + w >= 31) add(sP + v, sQ + w);
          if (v !== w && sP + w >= 31 && sQ + v >= 31) add(sP + w, sQ + v);
        }
      }
    }
  return joint;
}

export interface ExactCoup {
  /** joint[b − 31][r − 31] as exact rationals. */
  readonly joint: Rational[][];
  readonly apres: Rational;
  readonly tie: Rational;
  readonly noir: Rational;
  readonly rouge: Rational;
  /** The common denominator f(N, m) and the primes used. */
  readonly denominator: bigint;
  readonly primes: number;
}

/**
 * `c[u]` cards of value u (u = 1 … 10). m, the most cards one coup can take: both prefixes sum to at most 60, so
 * they hold at most the aces plus (60 − aces) / 2 cards of 2 or more, plus the two last cards.
 */
export function exactCoup(c: readonly number[]): ExactCoup {
  const N = c.reduce((a, b) => a + b, 0);
  const aces = Math.min(c[1] ?? 0, 2 * MAXS);
  const m = Math.min(N, aces + Math.floor((2 * MAXS - aces) / 2) + 2);
  const D = fallB(N, m);
  const bits = D.toString(2).length + 1;
  const primes = primesBelow(2 ** 21, Math.ceil(bits / 20) + 1);
  const residues = primes.map((p) => runMod(c, m, p));
  const M = primes.reduce((a, p) => a * BigInt(p), 1n);
  const crt = (b: number, r: number): bigint => {
    let x = 0n;
    primes.forEach((p, i) => {
      const P = BigInt(p);
      const Mi = M / P;
      const inv = BigInt(powmod(Number(Mi % P), p - 2, p));
      x = (x + BigInt((residues[i] as number[][])[b]?.[r] as number) * Mi * inv) % M;
    });
    return x;
  };
  const X = Array.from({ length: 10 }, (_, b) => Array.from({ length: 10 }, (_, r) => crt(b, r)));
  const total = X.flat().reduce((a, b) => a + b, 0n);
  if (total !== D) throw new RangeError(`exact coup: the joint sums to ${total}, not ${D}`);
  let apres = 0n;
  let tie = 0n;
  let noir = 0n;
  let rouge = 0n;
  X.forEach((row, b) =>
    row.forEach((x, r) => {
      if (b === r) {
        if (b === 0) apres += x;
        else tie += x;
      } else if (b < r) noir += x;
      else rouge += x;
    }),
  );
  return { joint: X.map((row) => row.map((x) => q(x, D))), apres: q(apres, D), tie: q(tie, D), noir: q(noir, D), rouge: q(rouge, D), denominator: D, primes: primes.length };
}

export const show = str;
