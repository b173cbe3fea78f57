/**
 * @module games/house-poker/math/caribbean
 * Exact analysis of poker without discards (five cards each against the dealer's five, one 52-card deck: 000 §11,
 * 001 §11) by counting every deal: 2,598,960 player hands × 1,533,939 dealer hands of the 47 cards left
 * (3,986,646,103,440 deals), without visiting each pair.
 * - Player hands are taken up to a permutation of the suits (134,459 classes, each with its weight): the counts
 *   below depend on the hand only through its ranks in each suit.
 * - The dealer hands disjoint from a player hand are counted by rank multiset (6,175 of them): a multiset with c_r
 *   cards of rank r can be dealt in Π_r C(4 − m_r, c_r) ways, m_r the player's cards of that rank, all of one value
 *   but for the flushes: for five distinct ranks, the hands of one suit s are flushes (or straight flushes), one per
 *   suit in which the player holds none of those ranks; they are moved from the plain value to the flush value.
 * - Each dealer hand is classed against the qualifier and the player's hand: not qualified, beaten, equal, higher.
 * The decision is taken per player hand (not on the dealer's up card): raise (the play bet at an allowed multiple) when
 * its exact expectation beats a fold's (−1 ante). This is the best strategy among those that do not look at the up
 * card; the true optimum also reads the up card (a 47-fold larger decision table) and is not computed here
 * (docs/games/house-poker.md). Every figure is an exact rational.
 */
import { q, type Rational } from '../../../math/rational.js';
import { evaluate } from '../../../poker-eval/evaluate.js';
import type { RankingRules } from '../../../poker-eval/rules.js';
import type { HandValue } from '../../../poker-eval/value.js';
import { payLine, qualifierValue } from '../engine/hands.js';
import { commonDenominator, type HousePokerProfile, type PayRatio, type PayTable } from '../engine/profile.js';

export const PLAYER_HANDS = 2598960; // C(52, 5)
export const DEALER_HANDS = 1533939; // C(47, 5)
const C = [
  [1, 0, 0, 0, 0],
  [1, 1, 0, 0, 0],
  [1, 2, 1, 0, 0],
  [1, 3, 3, 1, 0],
  [1, 4, 6, 4, 1],
]; // C[n][k], n ≤ 4

interface Multiset {
  readonly ranks: Int8Array;
  readonly counts: Int8Array;
  /** The value of the hand when not a flush. */
  readonly plain: HandValue;
  /** Five distinct ranks: their mask and the value of the flush (or straight flush) of these ranks. */
  readonly mask: number;
  readonly flush: HandValue;
}

interface Tables {
  readonly multisets: readonly Multiset[];
  /** The multisets of five distinct ranks: their masks, plain values and flush values. */
  readonly dMask: Int32Array;
  readonly dPlain: Int32Array;
  readonly dFlush: Int32Array;
  /** Canonical player hands: suit masks (4 per class, sorted descending), weight, a representative hand, its value. */
  readonly masks: Int32Array;
  readonly weights: Int32Array;
  readonly reps: Int8Array;
  readonly values: Int32Array;
  /** Canonical key (four sorted 13-bit suit masks) → class index. */
  readonly index: Map<number, number>;
}
const cache = new Map<string, Tables>();

/** The canonical key of a hand up to a permutation of the suits: its four suit masks in descending order. */
export function canonicalKey(cards: readonly number[]): number {
  let [a, b, c, d] = [0, 0, 0, 0];
  for (const x of cards) {
    const bit = 1 << (x >> 2);
    const s = x & 3;
    if (s === 0) a |= bit;
    else if (s === 1) b |= bit;
    else if (s === 2) c |= bit;
    else d |= bit;
  }
  // sort the four masks, largest first (a five-comparison network)
  if (a < b) [a, b] = [b, a];
  if (c < d) [c, d] = [d, c];
  if (a < c) [a, c] = [c, a];
  if (b < d) [b, d] = [d, b];
  if (b < c) [b, c] = [c, b];
  return ((a * 8192 + b) * 8192 + c) * 8192 + d;
}

function tables(rules: RankingRules): Tables {
  const hit = cache.get(rules.id);
  if (hit) return hit;
  const multisets: Multiset[] = [];
  const counts = new Array<number>(13).fill(0);
  const walk = (r: number, left: number): void => {
    if (r === 13) {
      if (left) return;
      const ranks: number[] = [];
      const cs: number[] = [];
      const plainCards: number[] = [];
      counts.forEach((c, rank) => {
        if (!c) return;
        ranks.push(rank);
        cs.push(c);
        for (let s = 0; s < c; s++) plainCards.push(rank * 4 + s);
      });
      const distinct = ranks.length === 5;
      // five distinct ranks: one card of another suit makes the plain hand
      if (distinct) plainCards[0] = (ranks[0] as number) * 4 + 1;
      const mask = distinct ? ranks.reduce((m, x) => m | (1 << x), 0) : 0;
      multisets.push({
        ranks: Int8Array.from(ranks),
        counts: Int8Array.from(cs),
        plain: evaluate(plainCards, rules),
        mask,
        flush: distinct ? evaluate(ranks.map((x) => x * 4), rules) : 0,
      });
      return;
    }
    for (let c = 0; c <= Math.min(4, left); c++) {
      counts[r] = c;
      walk(r + 1, left - c);
    }
    counts[r] = 0;
  };
  walk(0, 5);
  const index = new Map<number, number>();
  const masks: number[] = [];
  const weights: number[] = [];
  const reps: number[] = [];
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++)
        for (let d = c + 1; d < 52; d++)
          for (let e = d + 1; e < 52; e++) {
            const key = canonicalKey([a, b, c, d, e]);
            const i = index.get(key);
            if (i !== undefined) {
              weights[i] = (weights[i] as number) + 1;
              continue;
            }
            index.set(key, weights.length);
            weights.push(1);
            reps.push(a, b, c, d, e);
            masks.push(Math.floor(key / 8192 ** 3), Math.floor(key / 8192 ** 2) % 8192, Math.floor(key / 8192) % 8192, key % 8192);
          }
  const values = new Int32Array(weights.length);
  for (let i = 0; i < weights.length; i++) values[i] = evaluate(reps.slice(i * 5, i * 5 + 5), rules);
  const distinct = multisets.filter((m) => m.mask);
  const t: Tables = { multisets, dMask: Int32Array.from(distinct, (m) => m.mask), dPlain: Int32Array.from(distinct, (m) => m.plain), dFlush: Int32Array.from(distinct, (m) => m.flush), masks: Int32Array.from(masks), weights: Int32Array.from(weights), reps: Int8Array.from(reps), values, index };
  cache.set(rules.id, t);
  return t;
}

/** The dealer hands disjoint from a player hand, by outcome: not qualified, beaten by it, equal, higher. */
export interface Outcomes {
  readonly notQualified: number;
  readonly win: number;
  readonly tie: number;
  readonly lose: number;
}

function outcomes(t: Tables, i: number, qv: number, plainCache: Map<string, Int32Array>): Outcomes {
  const pv = t.values[i] as number;
  const m = new Int8Array(13);
  const suitMasks = [t.masks[i * 4] as number, t.masks[i * 4 + 1] as number, t.masks[i * 4 + 2] as number, t.masks[i * 4 + 3] as number];
  for (const sm of suitMasks) for (let r = 0; r < 13; r++) if (sm & (1 << r)) m[r] = (m[r] as number) + 1;
  const cls = (x: number): number => (x < qv ? 0 : x < pv ? 1 : x === pv ? 2 : 3);
  const key = `${m.join('')}:${pv}`;
  let acc = plainCache.get(key);
  if (!acc) {
    acc = new Int32Array(4);
    for (const ms of t.multisets) {
      let n = 1;
      for (let k = 0; k < ms.ranks.length && n; k++) n *= (C[4 - (m[ms.ranks[k] as number] as number)] as number[])[ms.counts[k] as number] as number;
      if (n) acc[cls(ms.plain)] = (acc[cls(ms.plain)] as number) + n;
    }
    plainCache.set(key, acc);
  }
  const out = Int32Array.from(acc);
  const [s0, s1, s2, s3] = suitMasks as [number, number, number, number];
  const { dMask, dPlain, dFlush } = t;
  for (let k = 0; k < dMask.length; k++) {
    const mask = dMask[k] as number;
    // the suits in which the player holds none of these five ranks: one dealer flush each
    const free = (mask & s0 ? 0 : 1) + (mask & s1 ? 0 : 1) + (mask & s2 ? 0 : 1) + (mask & s3 ? 0 : 1);
    if (!free) continue;
    const x = dPlain[k] as number;
    const y = dFlush[k] as number;
    const cp = x < qv ? 0 : x < pv ? 1 : x === pv ? 2 : 3;
    const cf = y < qv ? 0 : y < pv ? 1 : y === pv ? 2 : 3;
    if (cp === cf) continue;
    out[cp] = (out[cp] as number) - free;
    out[cf] = (out[cf] as number) + free;
  }
  return { notQualified: out[0] as number, win: out[1] as number, tie: out[2] as number, lose: out[3] as number };
}


export interface CaribbeanAnalysis {
  /** The player's expectation on ante + play per unit of ante under the strategy (negative: the house's edge). */
  readonly antePlay: Rational;
  /** The same per unit wagered on average (the element of risk). */
  readonly antePlayPerWager: Rational;
  /** A blind bet (engine/blind.ts): every hand raised unseen, per unit of ante, one entry per play multiple. */
  readonly alwaysPlay: readonly { readonly multiple: number; readonly ev: Rational }[];
  readonly insurance: Rational | null;
  readonly raiseProbability: Rational;
  /** Raise or fold per canonical class (1: raise), looked up by `decide`. */
  readonly raise: Uint8Array;
  readonly multiple: number;
  /** The lowest hand raised, and the hands at or above it folded all the same (card removal). */
  readonly lowestRaised: HandValue;
  readonly foldedAbove: number;
  /** The highest hand folded. */
  readonly highestFolded: HandValue;
  readonly classes: number;
  readonly deals: bigint;
  readonly decide: (cards: readonly number[]) => boolean;
}

const analyses = new Map<string, CaribbeanAnalysis>();

/** What the ante and second bet's analysis depends on: the ranking, qualifier, play sizes and pay tables. */
export const analysisKey = (p: HousePokerProfile, rules: RankingRules): string =>
  JSON.stringify([rules.id, p.qualifier.value, p.playMultiples.value, p.antePays.value, p.anteWhenNotQualified.value, p.playPays.value, p.playTable?.value, p.anteBonus.value]);
/** What the insurance's analysis depends on, or null without insurance. */
export const insuranceKey = (p: HousePokerProfile, rules: RankingRules): string | null => (p.insurance?.value ? JSON.stringify([rules.id, p.insurance.value]) : null);

/** The exact analysis of a profile's pay tables and qualifier (cached by the rules that matter). */
export function analyseCaribbean(p: HousePokerProfile, rules: RankingRules): CaribbeanAnalysis {
  const key = analysisKey(p, rules);
  const hit = analyses.get(key);
  if (hit) return { ...hit, insurance: insurance(p, rules) };
  const t = tables(rules);
  const ratios: PayRatio[] = [p.antePays.value, p.anteWhenNotQualified.value, p.playPays.value, ...Object.values(p.playTable?.value ?? {}), ...Object.values(p.anteBonus.value)].filter((x): x is PayRatio => !!x);
  const D = commonDenominator(ratios);
  const u = (r: PayRatio): number => (r.num * D) / r.den;
  const pay = (v: HandValue, table: PayTable | null | undefined): number => {
    const l = payLine(v, table ?? null);
    return l ? u(l.pay) : 0;
  };
  const qv = qualifierValue(p.qualifier.value, rules) ?? 0;
  const aW = u(p.antePays.value);
  const aNQ = u(p.anteWhenNotQualified.value);
  const plainCache = new Map<string, Int32Array>();
  const n = t.weights.length;
  const raise = new Uint8Array(n);
  let total = 0n;
  const always = p.playMultiples.value.map(() => 0n);
  let wager = 0n;
  let raised = 0;
  let multiple = p.playMultiples.value[0] as number;
  for (let i = 0; i < n; i++) {
    const o = outcomes(t, i, qv, plainCache);
    if (o.notQualified + o.win + o.tie + o.lose !== DEALER_HANDS) throw new Error('caribbean enumeration: counts do not add up');
    const pv = t.values[i] as number;
    const w = BigInt(t.weights[i] as number);
    const byHand = payLine(pv, p.playTable?.value ?? null);
    const pW = byHand ? u(byHand.pay) : u(p.playPays.value);
    const anteEv = o.notQualified * aNQ + o.win * aW - o.lose * D;
    const playUnit = o.win * pW - o.lose * D;
    const bonus = pay(pv, p.anteBonus.value) * DEALER_HANDS;
    let best = -DEALER_HANDS * D;
    let m = 0;
    p.playMultiples.value.forEach((mm, j) => {
      const ev = anteEv + mm * playUnit + bonus;
      always[j] = (always[j] as bigint) + BigInt(ev) * w;
      if (ev > best) [best, m] = [ev, mm];
    });
    total += BigInt(best) * w;
    wager += w * BigInt(1 + m);
    if (m) {
      raise[i] = 1;
      raised += t.weights[i] as number;
      multiple = m;
    }
  }
  let lowest = Number.MAX_SAFE_INTEGER;
  let highestFolded = 0;
  for (let i = 0; i < n; i++) {
    const v = t.values[i] as number;
    if (raise[i]) lowest = Math.min(lowest, v);
    else highestFolded = Math.max(highestFolded, v);
  }
  let foldedAbove = 0;
  for (let i = 0; i < n; i++) if (!raise[i] && (t.values[i] as number) >= lowest) foldedAbove += t.weights[i] as number;
  const out: CaribbeanAnalysis = {
    antePlay: q(total, BigInt(PLAYER_HANDS) * BigInt(DEALER_HANDS) * BigInt(D)),
    antePlayPerWager: q(total, wager * BigInt(DEALER_HANDS) * BigInt(D)),
    alwaysPlay: p.playMultiples.value.map((multiple, j) => ({ multiple, ev: q(always[j] as bigint, BigInt(PLAYER_HANDS) * BigInt(DEALER_HANDS) * BigInt(D)) })),
    insurance: null,
    raiseProbability: q(raised, PLAYER_HANDS),
    raise,
    multiple,
    lowestRaised: lowest,
    foldedAbove,
    highestFolded,
    classes: n,
    deals: BigInt(PLAYER_HANDS) * BigInt(DEALER_HANDS),
    decide: (cards) => raise[t.index.get(canonicalKey(cards)) as number] === 1,
  };
  analyses.set(key, out);
  return { ...out, insurance: insurance(p, rules) };
}

/** The insurance bet's expectation per unit: its table on the player's five cards, the stake lost on any other hand. */
const insurances = new Map<string, Rational>();
export function insurance(p: HousePokerProfile, rules: RankingRules): Rational | null {
  const table = p.insurance?.value;
  const key = insuranceKey(p, rules);
  if (!table || !key) return null;
  const hit = insurances.get(key);
  if (hit) return hit;
  const t = tables(rules);
  const D = commonDenominator(Object.values(table) as PayRatio[]);
  let sum = 0;
  for (let i = 0; i < t.weights.length; i++) {
    const l = payLine(t.values[i] as number, table);
    sum += (t.weights[i] as number) * (l ? (l.pay.num * D) / l.pay.den : -D);
  }
  const out = q(BigInt(sum), BigInt(PLAYER_HANDS) * BigInt(D));
  insurances.set(key, out);
  return out;
}
