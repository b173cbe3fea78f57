/**
 * @module games/blackjack/math/split-ev
 * The expected value of splitting a pair P against an up-card, with resplits up to the rules' limit.
 *
 * Strategy class: every split hand is played by its own cards (its decisions are the optimal ones for the shoe
 * less the up-card and the two original pair cards, or a fixed policy such as basic strategy), and a pair card
 * arriving as a split hand's second card is resplit whenever the limit allows.
 *
 * Method (exact for that class). Cards drawn by agents whose stopping rules depend only on their own cards can be
 * dealt in any order without changing the joint distribution (the probability of a sequence depends only on its
 * multiset). So (1) the second cards of all split hands can be dealt first: this "second-card process" only
 * distinguishes pair cards (resplit, while hands < limit) from the rest, and its label sequence has probability
 * depending only on how many of each were drawn — a small dynamic programme over (pair cards drawn, others drawn);
 * (2) given those second cards, each hand's play and the dealer's draw ignore the other hands' later cards.
 * What remains is that the other hands' second cards are removed from the shoe: given the labels, the non-pair
 * ones are a uniform sample of the non-pair cards and the post-limit ones a uniform sample of what is left. For a
 * fixed strategy W(S) = Σ_y n_y W(S−y)/|S| (removing an unseen random card changes nothing), so uniform removals
 * vanish and a uniform non-pair removal is E[W(S−Y) | Y≠P] = (|S|·W(S) − a·W(S−P)) / (|S|−a); repeated, the
 * expectation becomes Σ_t c_t · W(S − tP). Hence only the hand values with t extra pair cards removed are needed,
 * t = 0, 1, 2 …: one policy evaluation of the split hand per t.
 *
 * Exact passes are run for t ≤ `exactDepth`; beyond (reached only after several resplits, i.e. with unlimited or
 * high resplit limits) the aggregates are extrapolated linearly and the error is bounded from the observed second
 * differences (reported as `bound`).
 *
 * "Original bets only" without a peek: a bust is collected at once, and a dealer blackjack then takes the original
 * bet from the one hand that carries it (the first hand; the other split hands carry none). All hands are valued
 * with nothing at risk to the blackjack, then the first hand's share is added: it is dealt and played before the
 * others, so its second card is the first non-pair card drawn (after j pair cards, each a resplit), from the shoe
 * less j pair cards, exactly; its extra loss is −P(it still stands and the dealer has blackjack).
 */
import type { DealerCache } from './dealer.js';
import type { Act, Policy } from './hand-ev.js';
import { HandPass } from './hand-ev.js';
import type { BjRules } from './rules.js';
import { originalOnly } from './rules.js';

export interface SplitResult {
  /** Expected total result of all split hands, per unit of the original bet (same formulation as the pass). */
  readonly ev: number;
  /** The split was rejected early against `rejectBelow` (then `ev` is only an estimate below it). */
  readonly rejected: boolean;
  /** Bound on the error of the extrapolated tail (0 when every needed pass was exact). */
  readonly bound: number;
  /** Decisions of the split hands (optimising), by hand key. */
  readonly decisions: ReadonlyMap<number, Act> | null;
  /** Expected number of hands. */
  readonly hands: number;
}

/** Coefficients c_t with E[W(S − J)] = Σ_t c_t W(S − tP), J a uniform sample of j non-pair cards of S (N cards, a pairs). */
export function removalCoefficients(N: number, a: number, j: number): number[] {
  if (j === 0) return [1];
  const prev = removalCoefficients(N - 1, a, j - 1);
  const out = new Array<number>(j + 1).fill(0);
  const den = N - a;
  prev.forEach((c, t) => {
    out[t] = (out[t] as number) + (c * (N - t)) / den;
    out[t + 1] = (out[t + 1] as number) - (c * (a - t)) / den;
  });
  return out;
}

export interface SplitInput {
  readonly rules: BjRules;
  readonly dealer: DealerCache;
  /** Value counts after the up-card is out (the dealer cache's shoe). */
  readonly shoe: Int32Array;
  readonly pair: number;
  readonly mode: 'joint' | 'total';
  /** Absent: optimise the split hands at t = 0 and evaluate those decisions for t ≥ 1. */
  readonly policy?: Policy;
  /** Exact passes for t = 0 … exactDepth. */
  readonly exactDepth?: number;
  /**
   * The best other action's value: after the passes t = 0 and 1, a split whose linear estimate is below it by a
   * wide margin (0.01 + 20 × the largest t = 0 → 1 change, against typical errors of the estimate near 1e-4) is
   * rejected without the remaining passes.
   */
  readonly rejectBelow?: number;
}

/** Hand limit for this pair under the rules (aces without resplitting: 2). */
export function maxHandsFor(rules: BjRules, pair: number): number {
  if (pair === 1 && !rules.split.resplitAces) return 2;
  return rules.split.maxHands;
}

/** An end of the second-card process: pD resplits, nN second cards drawn while resplitting was open (non-pair), nF after. */
interface Terminal {
  readonly pD: number;
  readonly nN: number;
  readonly nF: number;
  readonly prob: number;
}

/** The second-card process as a dynamic programme over (pair cards drawn, non-pair cards drawn). */
function secondCardProcess(N0: number, a: number, cap: number): Terminal[] {
  const nonP = N0 - a;
  const terms: Terminal[] = [];
  let level = new Map<number, number>([[0, 1]]); // pD·1000 + nN → probability; hands = 2 + pD, pending = hands − nN
  for (let step = 0; level.size; step++) {
    if (step > 4 * (a + 3)) throw new RangeError('split process does not terminate');
    const next = new Map<number, number>();
    const bump = (k: number, p: number): void => {
      next.set(k, (next.get(k) ?? 0) + p);
    };
    for (const [k, prob] of level) {
      const pD = Math.floor(k / 1000);
      const nN = k % 1000;
      const pending = 2 + pD - nN;
      if (pending === 0) terms.push({ pD, nN, nF: 0, prob });
      else if (2 + pD >= cap) terms.push({ pD, nN, nF: pending, prob });
      else {
        const rem = N0 - pD - nN;
        if (a - pD > 0) bump((pD + 1) * 1000 + nN, (prob * (a - pD)) / rem);
        if (nonP - nN > 0) bump(pD * 1000 + nN + 1, (prob * (nonP - nN)) / rem);
      }
    }
    level = next;
  }
  return terms;
}

/** Largest second difference of a sequence (the extrapolation's error scale). */
function secondDifference(arr: readonly number[]): number {
  let m = 0;
  for (let i = 2; i < arr.length; i++) m = Math.max(m, Math.abs((arr[i] as number) - 2 * (arr[i - 1] as number) + (arr[i - 2] as number)));
  return m;
}

/** arr[t], or its linear extrapolation from the last two values with the error in units of the second difference. */
function valueAt(arr: readonly number[], t: number): { v: number; err: number } {
  if (t < arr.length) return { v: arr[t] as number, err: 0 };
  const L = arr.length - 1;
  const slope = L >= 1 ? (arr[L] as number) - (arr[L - 1] as number) : 0;
  const k = t - L;
  return { v: (arr[L] as number) + k * slope, err: (k * (k + 1)) / 2 };
}

export function splitEv(inp: SplitInput): SplitResult {
  const { rules, dealer, shoe, pair: P, mode } = inp;
  const exactDepth = Math.max(2, inp.exactDepth ?? 4);
  const S0 = Int32Array.from(shoe);
  S0[P]! -= 2;
  let N0 = 0;
  for (let v = 1; v <= 10; v++) N0 += S0[v] as number;
  const a = S0[P] as number;
  const nonP = N0 - a;
  const cap = Math.min(maxHandsFor(rules, P), 2 + a);
  const obo = mode === 'total' && originalOnly(rules);

  // 1. The second-card process.
  const terms = secondCardProcess(N0, a, cap);
  let maxT = 0;
  let hands = 0;
  for (const tm of terms) {
    maxT = Math.max(maxT, tm.pD + tm.nN);
    hands += tm.prob * (2 + tm.pD);
  }

  // 2. Assembly from the per-t aggregates cons[t] = Σ_{x≠P} n_x V_x(t) and free[t] = Σ_x n_x V_x(t) / Σ_x n_x
  //    (counts of the shoe S0 − tP): constrained hands average over non-pair second cards, free ones over all.
  const assemble = (cons: readonly number[], free: readonly number[]): { ev: number; bound: number } => {
    const d2c = secondDifference(cons);
    const d2f = secondDifference(free);
    let ev = 0;
    let bound = 0;
    for (const tm of terms) {
      const s = tm.pD;
      let value = 0;
      let err = 0;
      if (tm.nN > 0) {
        removalCoefficients(N0 - s - 1, a - s, tm.nN - 1).forEach((c, t) => {
          const x = valueAt(cons, s + t);
          value += (tm.nN * c * x.v) / nonP;
          err += (tm.nN * Math.abs(c) * x.err * 10 * d2c) / nonP;
        });
      }
      if (tm.nF > 0) {
        removalCoefficients(N0 - s, a - s, tm.nN).forEach((c, t) => {
          const x = valueAt(free, s + t);
          value += tm.nF * c * x.v;
          err += tm.nF * Math.abs(c) * x.err * 10 * d2f;
        });
      }
      ev += tm.prob * value;
      bound += tm.prob * err;
    }
    return { ev, bound: cons.length > maxT ? 0 : bound };
  };

  // 3. Hand values per t (t extra pair cards out): an optimising pass at t = 0 unless a policy is given, then
  //    evaluations of those decisions.
  let decisions: ReadonlyMap<number, Act> | null = null;
  let policy: Policy | undefined = inp.policy;
  const valuesAt = (t: number, bjAtRisk: number | undefined, optimise: boolean): { v: number[]; pass: HandPass } => {
    const base = Int32Array.from(shoe);
    base[P]! -= 1 + t; // the other pair card and t extra pair cards
    const baseRemoved = new Int32Array(11);
    baseRemoved[P] = 1 + t;
    const pol = optimise ? undefined : policy;
    const pass = new HandPass({ rules, dealer, base, baseRemoved, mode, splitCard: P, ...(pol ? { policy: pol } : {}), ...(bjAtRisk !== undefined ? { bjAtRisk } : {}) });
    pass.add(P);
    const v: number[] = new Array<number>(11).fill(Number.NaN);
    for (let x = 1; x <= 10; x++) {
      if (pass.avail(x) <= 0) continue;
      pass.add(x);
      v[x] = pass.first();
      pass.remove(x);
    }
    return { v, pass };
  };
  const values: number[][] = [];
  const cons: number[] = [];
  const free: number[] = [];
  for (let t = 0; t <= Math.min(maxT, exactDepth, a); t++) {
    const { v, pass } = valuesAt(t, obo ? 0 : undefined, t === 0 && !inp.policy);
    let c = 0;
    let f = 0;
    let n = 0;
    for (let x = 1; x <= 10; x++) {
      const k = (S0[x] as number) - (x === P ? t : 0);
      if (k <= 0 || Number.isNaN(v[x] as number)) continue;
      if (x !== P) c += k * (v[x] as number);
      f += k * (v[x] as number);
      n += k;
    }
    values.push(v);
    cons.push(c);
    free.push(f / n);
    if (t === 0 && !inp.policy) {
      const d = pass.decisions;
      decisions = d;
      policy = (h, allowed) => {
        const act = d.get(h.key);
        if (act && act !== 'P') return act;
        return allowed & 2 ? 'H' : 'S';
      };
    }
    if (t === 1 && inp.rejectBelow !== undefined && maxT > 1) {
      // the split only needs deciding against: a linear estimate far below the alternative is decisive
      const est = assemble(cons, free).ev;
      const drift = Math.max(Math.abs((cons[1] as number) - (cons[0] as number)) / Math.max(1, nonP), Math.abs((free[1] as number) - (free[0] as number)));
      if (est + 0.01 + 20 * drift * hands < inp.rejectBelow) return { ev: est, rejected: true, bound: 0, decisions, hands };
    }
  }

  // 4. "Original bets only": the first hand's share (see the module note). Its extra loss is at most P(BJ) ≤ 1.
  let holder = 0;
  let holderBound = 0;
  if (obo) {
    let qP = 1; // probability that the first hand's first j cards were pair cards (resplits)
    for (let j = 0; j <= Math.min(cap - 2, a); j++) {
      const atCap = j === cap - 2;
      const q = atCap ? qP : (qP * nonP) / (N0 - j);
      if (q > 0) {
        if (j < values.length) {
          const v1 = valuesAt(j, 1, false).v;
          const v0 = values[j] as number[];
          let e = 0;
          let w = 0;
          for (let x = 1; x <= 10; x++) {
            const k = (S0[x] as number) - (x === P ? j : 0);
            if (k <= 0 || (x === P && !atCap) || Number.isNaN(v1[x] as number)) continue;
            e += k * ((v1[x] as number) - (v0[x] as number));
            w += k;
          }
          holder += (q * e) / w;
        } else holderBound += q;
      }
      qP *= (a - j) / (N0 - j);
    }
  }

  const { ev, bound } = assemble(cons, free);
  return { ev: ev + holder, rejected: false, bound: bound + holderBound, decisions, hands };
}
