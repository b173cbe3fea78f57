/**
 * @module games/trente-et-quarante/exact
 * The coup distribution as exact rationals: the DP of coup-dp.ts (as math.ts), run modulo a set of primes
 * below 2^21, the results joined by the Chinese remainder theorem. A product of two residues is below 2^42, so a
 * cell can take the ≤ 31 × 31 contributions of one step before it is reduced and stay exact in a double. Every joint
 * probability is X / f(N, m), m the most cards a coup can use, X an integer below f(N, m); the primes' product
 * exceeds f(N, m), so X is recovered exactly. Check: the X sum to f(N, m). Opt-in (`croupier rtp
 * trente-et-quarante --opt fraction=exact`): one DP per 20 bits of f(N, m), 19 for six decks (m = 44).
 */
import { q, str, type Rational } from '../../math/rational.js';
import { coupJoint, MAXS, outcomesOf, W } from './coup-dp.js';

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
  return coupJoint({
    modulus: p,
    half: powmod(2, p - 2, p),
    coef: (u, eu) => (coefs[u] as Float64Array[])[eu] as Float64Array,
    term: (x, nP, nQ) => mulmod(x, (finalFactor[nP] as number[])[nQ] as number, p),
    plus: (cell, t) => (cell + t) % p,
  });
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
  const { apres, tie, noir, rouge, total } = outcomesOf(X, (a, b) => a + b, 0n);
  if (total !== D) throw new RangeError(`exact coup: the joint sums to ${total}, not ${D}`);
  return { joint: X.map((row) => row.map((x) => q(x, D))), apres: q(apres, D), tie: q(tie, D), noir: q(noir, D), rouge: q(rouge, D), denominator: D, primes: primes.length };
}

export const show = str;
