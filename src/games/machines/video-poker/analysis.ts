/**
 * @module games/machines/video-poker/analysis
 * The exact return of a video poker pay table over every deal and every hold, with the optimal hold of each deal.
 *
 * Method (counting, not dealing): every five-card hand of the deck is classified once; for every smaller set of
 * cards S, N(S, r) counts the five-card hands containing S in category r. For a deal D and a hold H ⊆ D, the draws
 * that end in category r are the five-card hands containing H and none of the discards D \ H:
 *   n(H, r) = Σ_{T ⊆ D\H} (−1)^|T| N(H ∪ T, r)
 * which, over the 32 holds of one deal, is a superset Möbius transform of the 32 rows N(S, ·), S ⊆ D (80 row
 * subtractions). Deals are taken once per class under the permutations of the four suits (134,459 classes of the
 * 2,598,960 deals of 52 cards), each weighted by the size of its class. Exact: every count is an integer; the
 * return is a ratio of integers computed in doubles (below 2^53 throughout).
 */
import type { HandKind } from './hand-kinds.js';

/** C(n, k) for n ≤ 53, k ≤ 5. */
const BINOM: number[][] = Array.from({ length: 54 }, (_, n) => Array.from({ length: 6 }, (_, k) => choose(n, k)));
function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return Math.round(r);
}
const binom = (n: number, k: number): number => (BINOM[n] as number[])[k] as number;

/** The colex index of a set of cards given in ascending order. */
function colex(cards: readonly number[]): number {
  let i = 0;
  for (let j = 0; j < cards.length; j++) i += binom(cards[j] as number, j + 1);
  return i;
}

/** N(S, r) for every set S of 0–4 cards, and the category of every five-card hand. */
export interface CountTables {
  readonly kind: HandKind;
  /** By size k (0–4): counts at [colex(S) × R + r]. */
  readonly bySize: readonly Int32Array[];
  /** Category of each five-card hand, by colex index. */
  readonly hand: Uint8Array;
}

const POPCOUNT = Array.from({ length: 32 }, (_, m) => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1) + ((m >> 4) & 1));

/** Classifies every hand and fills the subset counts (one pass over the C(n, 5) hands). */
export function countTables(kind: HandKind): CountTables {
  const n = kind.deckSize;
  const R = kind.categories.length;
  const bySize = [0, 1, 2, 3, 4].map((k) => new Int32Array(binom(n, k) * R));
  const hand = new Uint8Array(binom(n, 5));
  const c = [0, 0, 0, 0, 0];
  for (let e = 4; e < n; e++)
    for (let d = 3; d < e; d++)
      for (let b3 = 2; b3 < d; b3++)
        for (let b2 = 1; b2 < b3; b2++)
          for (let a = 0; a < b2; a++) {
            c[0] = a;
            c[1] = b2;
            c[2] = b3;
            c[3] = d;
            c[4] = e;
            const r = kind.category(a, b2, b3, d, e);
            hand[binom(a, 1) + binom(b2, 2) + binom(b3, 3) + binom(d, 4) + binom(e, 5)] = r;
            for (let m = 0; m < 31; m++) {
              let idx = 0;
              let j = 0;
              for (let bit = 0; bit < 5; bit++) if (m & (1 << bit)) idx += binom(c[bit] as number, ++j);
              const row = bySize[POPCOUNT[m] as number] as Int32Array;
              row[idx * R + r] = (row[idx * R + r] as number) + 1;
            }
          }
  return { kind, bySize, hand };
}

/** Each hold's outcome counts for one deal (ascending cards): counts[h × R + r], h a 5-bit mask of the cards held. */
export function holdCounts(t: CountTables, deal: readonly number[], out = new Float64Array(32 * t.kind.categories.length)): Float64Array {
  const R = t.kind.categories.length;
  for (let m = 0; m < 32; m++) {
    const base = m * R;
    if (m === 31) {
      out.fill(0, base, base + R);
      out[base + (t.hand[colex(deal)] as number)] = 1;
      continue;
    }
    const held: number[] = [];
    for (let bit = 0; bit < 5; bit++) if (m & (1 << bit)) held.push(deal[bit] as number);
    const row = t.bySize[held.length] as Int32Array;
    const at = colex(held) * R;
    for (let r = 0; r < R; r++) out[base + r] = row[at + r] as number;
  }
  // Superset Möbius transform: n(H) = Σ_{S ⊇ H} (−1)^|S \ H| N(S).
  for (let bit = 1; bit < 32; bit <<= 1)
    for (let m = 0; m < 32; m++)
      if (!(m & bit)) {
        const x = m * R;
        const y = (m | bit) * R;
        for (let r = 0; r < R; r++) out[x + r] = (out[x + r] as number) - (out[y + r] as number);
      }
  return out;
}

/** The value of each hold of a deal under a pay table (payout per category, for one unit staked). */
export function holdValues(t: CountTables, deal: readonly number[], pays: readonly number[]): number[] {
  const R = t.kind.categories.length;
  const n = t.kind.deckSize;
  const counts = holdCounts(t, deal);
  const out: number[] = [];
  for (let m = 0; m < 32; m++) {
    let v = 0;
    for (let r = 0; r < R; r++) v += (pays[r] as number) * (counts[m * R + r] as number);
    out.push(v / binom(n - 5, 5 - (POPCOUNT[m] as number)));
  }
  return out;
}

/**
 * The best hold of a deal: the highest value; among equal values, the hold that keeps more cards, then the lower
 * mask (a fixed, documented tie rule, so the strategy is a function).
 */
export function bestHold(values: readonly number[]): number {
  let best = 0;
  for (let m = 1; m < 32; m++) {
    const v = values[m] as number;
    const b = values[best] as number;
    if (v > b + 1e-12 || (Math.abs(v - b) <= 1e-12 && (POPCOUNT[m] as number) > (POPCOUNT[best] as number))) best = m;
  }
  return best;
}

/** The deals taken once per class under suit permutations, with each class's size. */
export function dealClasses(deckSize: number): { deal: number[]; weight: number }[] {
  const classes = new Map<number, { deal: number[]; weight: number }>();
  const joker = deckSize === 53 ? 52 : -1;
  const masks = [0, 0, 0, 0];
  for (let e = 4; e < deckSize; e++)
    for (let d = 3; d < e; d++)
      for (let c = 2; c < d; c++)
        for (let b = 1; b < c; b++)
          for (let a = 0; a < b; a++) {
            masks[0] = masks[1] = masks[2] = masks[3] = 0;
            let hasJoker = 0;
            for (const k of [a, b, c, d, e]) {
              if (k === joker) hasJoker = 1;
              else masks[k & 3] = (masks[k & 3] as number) | (1 << (k >> 2));
            }
            const sorted = [...masks].sort((x, y) => y - x) as [number, number, number, number];
            const key = ((((hasJoker * 8192 + sorted[0]) * 8192 + sorted[1]) * 8192 + sorted[2]) * 8192) + sorted[3];
            const hit = classes.get(key);
            if (hit) hit.weight++;
            else {
              const deal: number[] = [];
              sorted.forEach((m, s) => {
                for (let r = 0; r < 13; r++) if (m & (1 << r)) deal.push(r * 4 + s);
              });
              if (hasJoker) deal.push(52);
              classes.set(key, { deal: deal.sort((x, y) => x - y), weight: 1 });
            }
          }
  return [...classes.values()];
}

export interface PayTableAnalysis {
  /** Expected return per unit staked under optimal play (e.g. 0.995439 for 9/6 jacks or better). */
  readonly return: number;
  /** The same, exactly: numerator and denominator (not reduced). */
  readonly exact: { readonly num: bigint; readonly den: bigint };
  /** Probability of each final category under optimal play. */
  readonly probabilities: readonly number[];
  /** Σ over deals of (best value × class size), and C(n, 5): the return is their ratio. */
  readonly deals: number;
  readonly classes: number;
}

/** The exact return of a pay table under optimal holds, over every deal. */
export function analyse(t: CountTables, pays: readonly number[], progress?: (done: number, of: number) => void): PayTableAnalysis {
  const n = t.kind.deckSize;
  const R = t.kind.categories.length;
  const classes = dealClasses(n);
  const probs = new Float64Array(R);
  let total = 0;
  const buf = new Float64Array(32 * R);
  // Exactly: every hold's value has the denominator C(n − 5, 5 − held); over their common multiple L, a deal's best
  // value is an integer, and the return is Σ (that integer × class size) / (L × C(n, 5)).
  const dens = [0, 1, 2, 3, 4, 5].map((k) => BigInt(binom(n - 5, k)));
  const gcdB = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcdB(b, a % b));
  const L = dens.reduce((a, b) => (a * b) / gcdB(a, b), 1n);
  let exactSum = 0n;
  classes.forEach(({ deal, weight }, i) => {
    const counts = holdCounts(t, deal, buf);
    let best = 0;
    let bestV = -1;
    for (let m = 0; m < 32; m++) {
      let v = 0;
      for (let r = 0; r < R; r++) v += (pays[r] as number) * (counts[m * R + r] as number);
      v /= binom(n - 5, 5 - (POPCOUNT[m] as number));
      if (v > bestV + 1e-12 || (Math.abs(v - bestV) <= 1e-12 && (POPCOUNT[m] as number) > (POPCOUNT[best] as number))) {
        best = m;
        bestV = v;
      }
    }
    total += bestV * weight;
    let paid = 0;
    for (let r = 0; r < R; r++) paid += (pays[r] as number) * (counts[best * R + r] as number);
    exactSum += BigInt(Math.round(paid)) * (L / (dens[5 - (POPCOUNT[best] as number)] as bigint)) * BigInt(weight);
    const div = binom(n - 5, 5 - (POPCOUNT[best] as number));
    for (let r = 0; r < R; r++) probs[r] = (probs[r] as number) + ((counts[best * R + r] as number) * weight) / div;
    if (progress && i % 10_000 === 0) progress(i, classes.length);
  });
  const deals = binom(n, 5);
  return { return: total / deals, exact: { num: exactSum, den: L * BigInt(deals) }, probabilities: [...probs].map((p) => p / deals), deals, classes: classes.length };
}
