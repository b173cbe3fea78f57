/**
 * @module games/trente-et-quarante/math
 * The exact distribution of one coup dealt from a full shoe (six decks by default), by dynamic programming over
 * the composition — no simulation. The probability of a sequence of card values drawn without replacement depends
 * only on how many of each value it holds: Π f(c_u, k_u) / f(N, n) (falling factorials). A coup is: the noir row's
 * prefix P (sum ≤ 30, in any order), its last card v (sum reaches 31–40), the rouge row's prefix Q and last card
 * w. For each pair {v, w} a DP over the ten values carries (|P|, ΣP, |Q|, ΣQ) with the weight
 * Π_u f(c_u, p_u + q_u + e_u) / (p_u! q_u!), e_u counting v and w; the orderings of P and Q add |P|! |Q|!.
 * The colour of the noir row's first card is red with probability exactly 1/2 whatever the values (every value has
 * as many red cards as black), so couleur and inverse split the decisive coups evenly, as noir and rouge do.
 * Floating point (double) throughout: terms are all positive, the total checks to 1 within 1e−12.
 */
import type { BetReturn, RtpReport } from '../../core/contract.js';
import { evenChanceReturn } from '../../wheel/prison.js';
import { mul, neg, num, q, str, sub, type Rational } from '../../math/rational.js';
import { exactCoup } from './exact.js';
import { evenChanceReturn as evenExact } from '../../wheel/prison.js';
import type { TqProfile } from './profile.js';

const MAXS = 30;

export interface CoupDistribution {
  readonly decks: number;
  /** joint[b − 31][r − 31] = P(noir row ends on b, rouge row on r). */
  readonly joint: number[][];
  readonly apres: number;
  readonly tie: number;
  readonly noir: number;
  readonly rouge: number;
  readonly total: number;
}

const cache = new Map<number, CoupDistribution>();

const W = MAXS + 1;

/** The dense indices n·31 + s of every (count, sum) a row prefix can have (sum ≤ 30). */
function prefixIndices(): Int32Array {
  const out: number[] = [];
  for (let n = 0; n <= MAXS; n++) for (let s = n; s <= Math.min(MAXS, 10 * n); s++) out.push(n * W + s);
  return Int32Array.from(out);
}

/**
 * One value's step of the DP: every state (P, Q) goes to (P + p cards of u, Q + q cards of u) with the weight
 * coef[p][q]. The state is symmetric in the rows (cur[P][Q] = cur[Q][P]), so only sources P ≤ Q are walked (the
 * diagonal at half weight) and the result is folded with its transpose.
 */
function step(cur: Float64Array, next: Float64Array, idx: Int32Array, active: Int32Array, scratch: Float64Array, u: number, coef: Float64Array, kmax: number): void {
  const G = W * W;
  const stride = W + u;
  const K = kmax + 1;
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
      x0[t] = j === iP ? (cur[rowStart + j] as number) / 2 : (cur[rowStart + j] as number);
      // `cur` is left all zero, ready to be the next step's output.
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
}

const bump = (joint: number[][], b: number, r: number, x: number): void => {
  const row = joint[b - 31] as number[];
  row[r - 31] = (row[r - 31] as number) + x;
};

/** The distribution of a coup from a full shoe of `decks` French decks (cached). */
export function coupDistribution(decks = 6): CoupDistribution {
  const hit = cache.get(decks);
  if (hit) return hit;
  const out = { ...coupDistributionOf([0, ...Array.from({ length: 9 }, () => 4 * decks), 16 * decks]), decks };
  cache.set(decks, out);
  return out;
}

/**
 * The distribution of a coup dealt from a shoe holding `c[u]` cards of value u (u = 1 … 10; c[0] unused). The shoe
 * must hold enough cards to finish both rows whatever comes (a full shoe does).
 */
export function coupDistributionOf(c: readonly number[]): CoupDistribution {
  const N = c.reduce((a, b) => a + b, 0);
  const fact = [1];
  for (let i = 1; i <= 2 * W; i++) fact.push((fact[i - 1] as number) * i);
  const fall = (n: number, k: number): number => {
    let r = 1;
    for (let i = 0; i < k; i++) r *= n - i;
    return r;
  };
  const fallN = Array.from({ length: 2 * W + 2 }, (_, k) => fall(N, k));
  const idx = prefixIndices();
  const G = W * W;
  const joint = Array.from({ length: 10 }, () => new Array<number>(10).fill(0));
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
        const cu = c[u] as number;
        const eu = (u === v ? 1 : 0) + (u === w ? 1 : 0);
        const kmax = Math.floor(MAXS / u);
        const coef = new Float64Array((kmax + 1) * (kmax + 1));
        for (let p = 0; p <= kmax; p++)
          for (let qq = 0; qq <= kmax; qq++) coef[p * (kmax + 1) + qq] = p + qq + eu > cu ? 0 : fall(cu, p + qq + eu) / ((fact[p] as number) * (fact[qq] as number));
        step(cur, next, idx, active, scratch, u, coef, kmax);
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
          const nQ = (iQ - sQ) / W;
          const pr = (x * (fact[nP] as number) * (fact[nQ] as number)) / (fallN[nP + nQ + 2] as number);
          if (sP + v >= 31 && sQ + w >= 31) bump(joint, sP + v, sQ + w, pr);
          if (v !== w && sP + w >= 31 && sQ + v >= 31) bump(joint, sP + w, sQ + v, pr);
        }
      }
    }
  let apres = 0;
  let tie = 0;
  let noir = 0;
  let rouge = 0;
  let total = 0;
  joint.forEach((row, b) =>
    row.forEach((x, r) => {
      total += x;
      if (b === r) {
        if (b === 0) apres += x;
        else tie += x;
      } else if (b < r) noir += x;
      else rouge += x;
    }),
  );
  return { decks: N / 52, joint, apres, tie, noir, rouge, total };
}

/** A double as a rational with a power-of-two denominator (exact for the double, not for the game). */
const fromDouble = (x: number): Rational => q(BigInt(Math.round(x * 2 ** 52)), 2n ** 52n);

/**
 * `options.fraction = 'exact'` adds the exact rationals (src/games/trente-et-quarante/exact.ts: some 30 s of CPU for
 * six decks); by default the report is exact in double precision only.
 */
export function tqRtp(p: TqProfile, profileId: string, game: string, options: Readonly<Record<string, string>> = {}): RtpReport {
  const d = coupDistribution(p.shoe.decks.value);
  const decks = p.shoe.decks.value;
  const rule = p.apres.value;
  const exact = options.fraction === 'exact' ? exactCoup([0, ...Array.from({ length: 9 }, () => 4 * decks), 16 * decks]) : null;
  const fractionOf = (policy: 'half' | 'prison'): Record<string, string> => {
    if (!exact) return {};
    // A chance wins on half the decisive coups (noir and rouge alike; couleur and inverse alike).
    const pWin = q(exact.noir.n * exact.rouge.d + exact.rouge.n * exact.noir.d, 2n * exact.noir.d * exact.rouge.d);
    const ev = sub(evenExact(pWin, exact.apres, exact.tie, rule, policy), q(1));
    return { fraction: str(ev), houseEdgeFraction: str(neg(ev)) };
  };
  const win = (d.noir + d.rouge) / 2;
  const entry = (bet: string, rtp: number, extra: Record<string, unknown>): BetReturn => ({ bet, houseEdge: 1 - rtp, rtp, method: 'exact', ...extra });
  const even = (policy: 'half' | 'prison'): number => num(evenChanceReturn(fromDouble(win), fromDouble(d.apres), fromDouble(d.tie), rule, policy));
  const bets: BetReturn[] = [];
  for (const chance of ['rouge', 'noir', 'couleur', 'inverse']) {
    if (rule === 'prison-or-half') {
      bets.push(entry(`${chance} (half back on 31–31)`, even('half'), { pays: '1:1', cite: p.apres.cite, ...fractionOf('half') }));
      bets.push(entry(`${chance} (en prison on 31–31)`, even('prison'), { pays: '1:1', cite: p.apres.cite, ...fractionOf('prison') }));
    } else bets.push(entry(chance, even('half'), { pays: '1:1', cite: p.apres.cite, ...fractionOf('half') }));
    if (p.insurance.offered.value) {
      const prem = p.insurance.premium.value.num / p.insurance.premium.value.den;
      // Per unit of the insured bet: the bet itself is fair (31–31 leaves it whole); the premium is lost unless the coup is void.
      const insured = exact ? sub(q(0), mul(q(p.insurance.premium.value.num, p.insurance.premium.value.den), sub(q(1), exact.tie))) : null;
      bets.push(entry(`${chance} (insured)`, 1 - prem * (1 - d.tie), { pays: '1:1', ...(insured ? { fraction: str(insured), houseEdgeFraction: str(neg(insured)) } : {}), premium: `${p.insurance.premium.value.num}/${p.insurance.premium.value.den} of the bet`, basis: 'per unit of the insured bet; the premium is lost unless the coup is void', cite: p.insurance.premium.cite }));
    }
  }
  return {
    game,
    profile: profileId,
    bets,
    decks: d.decks,
    probabilities: { apres: d.apres, tieOtherThan31: d.tie, noirWins: d.noir, rougeWins: d.rouge, couleurWins: win, inverseWins: win, total: d.total },
    ...(exact ? { exact: { apres: str(exact.apres), tieOtherThan31: str(exact.tie), noirWins: str(exact.noir), rougeWins: str(exact.rouge), primes: exact.primes } } : {}),
    joint: d.joint.map((row, b) => Object.fromEntries(row.map((x, r) => [`${b + 31}-${r + 31}`, x]))),
    basis: `one coup dealt from a full shoe, exact by dynamic programming over the composition (${exact ? 'exact rationals by modular arithmetic and CRT' : 'floating point; --opt fraction=exact for exact rationals'}); in prison, later coups are taken with the same distribution; void coups (ties other than 31–31) return the bet; fraction = the bettor’s expectation per unit staked`,
  };
}
