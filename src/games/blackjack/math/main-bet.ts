/**
 * @module games/blackjack/math/main-bet
 * The main bet's exact expected value from a full shoe, for the composition-dependent "optimal" player (after a
 * split: composition-dependent per hand, not the global optimum; docs/math/blackjack.md) or for
 * total-dependent basic strategy, and the decision tables a simulated player follows.
 *
 * For every up-card and every initial two-card hand (probabilities by removal from the full shoe) the value of
 * each open action is computed by hand-ev.ts (stand, hit, double, surrender) and split-ev.ts (split with
 * resplits). Peek games are valued jointly with "no dealer blackjack" and the round's −P(dealer BJ) is added
 * once; games without a peek value every hand against the blackjack (whole stakes, or the original bet only).
 */
import { chartPolicy, deriveBasicStrategy, type BasicStrategy } from './basic-strategy.js';
import { dealerCaches, type DealerCache } from './dealer.js';
import type { Act, Policy } from './hand-ev.js';
import { HandPass } from './hand-ev.js';
import type { BjRules } from './rules.js';
import { originalOnly, peeks } from './rules.js';
import { fullShoe, keyOf } from './shoe-model.js';
import { splitEv } from './split-ev.js';

export type StrategyName = 'optimal' | 'basic';

/** What a simulated optimal player looks up: decisions by up-card and hand key. */
export interface OptimalTables {
  /** Two-card hands (key) → first decision, including 'P'. */
  readonly root: ReadonlyArray<ReadonlyMap<number, Act>>;
  /** Non-split hands of three or more cards (key) → 'H' | 'S'. */
  readonly later: ReadonlyArray<ReadonlyMap<number, Act>>;
  /** Split hands by up-card and pair value: hand key → decision. */
  readonly split: ReadonlyArray<ReadonlyArray<ReadonlyMap<number, Act> | null>>;
}

export interface MainBetAnalysis {
  readonly rules: BjRules;
  readonly strategy: StrategyName;
  /** Expected result per unit of the initial bet (negative: the house edge). */
  readonly ev: number;
  /** Bound on the error of the split tail extrapolation, in units of the initial bet (0 when exact). */
  readonly bound: number;
  /** Contribution of each up-card (index 1…10) to `ev`. */
  readonly byUp: readonly number[];
  /** Sum of the initial-deal probabilities (1 up to rounding: a self-check). */
  readonly probabilitySum: number;
  /** Pairs split by the strategy against some up-card (for the rank-match check of tens). */
  readonly tensSplit: boolean;
  readonly tables?: OptimalTables;
  readonly basic?: BasicStrategy;
  readonly dealerEvaluations: number;
}

export interface AnalyseOptions {
  /** Exact split passes (see split-ev.ts). */
  readonly exactDepth?: number;
  /** Keep the optimal decision tables (for simulation). */
  readonly keepTables?: boolean;
  /** Use this chart instead of deriving one. */
  readonly basic?: BasicStrategy;
  /** Dealer caches of the same rules to reuse (from `dealerCaches`). */
  readonly dealers?: readonly DealerCache[];
}

/** Probability that two ten-value cards dealt after up-card `up` have the same rank (for rank-match splitting). */
function sameRankTens(rules: BjRules, up: number): number {
  const d4 = 4 * rules.decks;
  const n = 4 * d4;
  if (up !== 10) return (4 * d4 * (d4 - 1)) / (n * (n - 1));
  return (3 * d4 * (d4 - 1) + (d4 - 1) * (d4 - 2)) / ((n - 1) * (n - 2));
}

export function analyseMainBet(rules: BjRules, strategy: StrategyName, opts: AnalyseOptions = {}): MainBetAnalysis {
  const shoe = fullShoe(rules.decks);
  let N = 0;
  for (let v = 1; v <= 10; v++) N += shoe[v] as number;
  const mode = peeks(rules) ? 'joint' : 'total';
  const bjAtRisk = originalOnly(rules) ? 1 : undefined;
  const caches = opts.dealers ?? dealerCaches(rules.hitsSoft17, shoe);
  const evaluationsBefore = caches.reduce((s, d) => s + (d ? d.evaluations : 0), 0);
  const basic = strategy === 'basic' ? (opts.basic ?? deriveBasicStrategy(rules, caches)) : undefined;
  const policy: Policy | undefined = basic ? chartPolicy(basic) : undefined;
  const byUp: number[] = new Array<number>(11).fill(0);
  const root: Array<Map<number, Act>> = [];
  const later: Array<Map<number, Act>> = [];
  const split: Array<Array<ReadonlyMap<number, Act> | null>> = [];
  let ev = 0;
  let bound = 0;
  let probabilitySum = 0;
  let tensSplit = false;
  let dealerEvaluations = 0;

  for (let up = 1; up <= 10; up++) {
    const pUp = (shoe[up] as number) / N;
    const shoeU = Int32Array.from(shoe);
    shoeU[up]!--;
    const NU = N - 1;
    const dealer = caches[up] as DealerCache;
    const pass = new HandPass({ rules, dealer, base: shoeU, baseRemoved: new Int32Array(11), mode, splitCard: 0, ...(policy ? { policy } : {}), ...(bjAtRisk !== undefined ? { bjAtRisk } : {}) });
    const rootUp = new Map<number, Act>();
    const splitUp: Array<ReadonlyMap<number, Act> | null> = new Array<ReadonlyMap<number, Act> | null>(11).fill(null);
    let upEv = 0;
    for (let c1 = 1; c1 <= 10; c1++) {
      for (let c2 = c1; c2 <= 10; c2++) {
        const n1 = shoeU[c1] as number;
        const n2 = (shoeU[c2] as number) - (c1 === c2 ? 1 : 0);
        if (n1 <= 0 || n2 <= 0) continue;
        const pHand = ((c1 === c2 ? 1 : 2) * n1 * n2) / (NU * (NU - 1));
        probabilitySum += pUp * pHand;
        pass.add(c1);
        pass.add(c2);
        const pBj = pass.pBj();
        let v: number;
        if (c1 === 1 && c2 === 10) {
          v = rules.blackjackPays * (1 - pBj);
        } else {
          let best = pass.first();
          let act: Act | undefined = policy ? undefined : pass.decisions.get(pass.key);
          if (c1 === c2 && rules.split.maxHands >= 2) {
            const wantSplit = basic ? (basic.byUp[up]?.pairs[c1]?.split ?? false) : true;
            if (wantSplit) {
              const sp = splitEv({ rules, dealer, shoe: shoeU, pair: c1, mode, ...(policy ? { policy } : { rejectBelow: best }), ...(opts.exactDepth !== undefined ? { exactDepth: opts.exactDepth } : {}) });
              const useSplit = basic ? true : !sp.rejected && sp.ev > best;
              if (useSplit) {
                if (c1 === 10 && rules.split.match === 'rank') {
                  const f = sameRankTens(rules, up);
                  best = f * sp.ev + (1 - f) * best;
                } else best = sp.ev;
                act = 'P';
                bound += pUp * pHand * sp.bound;
                if (c1 === 10) tensSplit = true;
                if (!policy) splitUp[c1] = sp.decisions;
              }
            }
          }
          if (act) rootUp.set(pass.key, act);
          v = mode === 'joint' ? best - pBj : best;
        }
        pass.remove(c2);
        pass.remove(c1);
        upEv += pHand * v;
      }
    }
    byUp[up] = pUp * upEv;
    ev += pUp * upEv;
    if (opts.keepTables && !policy) {
      root[up] = rootUp;
      const lat = new Map<number, Act>();
      for (const [k, a] of pass.decisions) if (!rootUp.has(k)) lat.set(k, a);
      later[up] = lat;
      split[up] = splitUp;
    }
  }
  dealerEvaluations = caches.reduce((s, d) => s + (d ? d.evaluations : 0), 0) - evaluationsBefore;
  return {
    rules,
    strategy,
    ev,
    bound,
    byUp,
    probabilitySum,
    tensSplit,
    dealerEvaluations,
    ...(opts.keepTables && !policy ? { tables: { root, later, split } } : {}),
    ...(basic ? { basic } : {}),
  };
}

/** Key of a hand given as values, for table look-ups. */
export const handKey = keyOf;
