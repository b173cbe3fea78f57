/**
 * @module games/blackjack/math/triple-main-bet
 * Exact expected value of each box of triple blackjack (000 §03.01) from a full shoe, for the composition-dependent
 * optimal stand/draw player and for a total-dependent basic strategy.
 *
 * The player's one hand carries boxes 1–3; the dealer then plays hand 1, collects all but his first card, plays
 * hand 2, then hand 3. Each dealer hand starts after a stopping time of the same shuffled shoe (the player's draws,
 * the dealer's earlier hands), and what follows a stopping time of an exchangeable sequence is distributed as the
 * unseen cards themselves: so, given the player's final cards and the up-card, every dealer hand's final total has
 * exactly the distribution of one dealer hand drawn from the shoe less those cards (dealer.ts). Box k's value is
 * therefore one-box blackjack without a hole card (stand or draw only, a dealer two-card 21 taking the stake) with
 * box k's blackjack rules; the boxes differ only through `bjPays` and `dealerBjCounts`. One decision (stand or
 * draw) serves every box, so the strategy maximises Σ weight_k × value_k, and each box is reported at that strategy.
 *
 * Basic strategy is one decision per class: two-card hard totals (not pairs), two-card soft hands, pairs, and
 * three-or-more-card hard and soft totals; each class takes the action with the larger composition-weighted value
 * (compositions.ts), classes decided from the highest hard count down so every draw is valued with the chart's own
 * later decisions (a draw always raises the hard count).
 */
import { playerCompositions } from './compositions.js';
import { dealerCaches, OUT_BJ, OUT_BUST, type DealerCache } from './dealer.js';
import { fullShoe, KEY_W } from './shoe-model.js';
import type { TripleRules } from './triple-rules.js';

export type StandOrDraw = 'H' | 'S';
export type TripleStrategyName = 'optimal' | 'basic';

/** Vectors hold the value per unit on box 1, 2, 3 and, in slot 3, Σ weight × value. */
const SUM = 3;

export interface TripleAnalysis {
  readonly rules: TripleRules;
  readonly strategy: TripleStrategyName;
  /** Expected result per unit staked on box 1, 2, 3 (as many as the rules have). */
  readonly perBox: readonly number[];
  /** Σ weight × value / Σ weight: per unit staked over the boxes bet. */
  readonly perUnit: number;
  /** Sum of the initial-deal probabilities (1 up to rounding: a self-check). */
  readonly probabilitySum: number;
  /** Basic strategy: the chart, by up-card (1 = ace … 10) and class (see `classOf`). */
  readonly chart?: ReadonlyArray<ReadonlyMap<string, StandOrDraw>>;
  /** The strategy's decision for a hand (card values 1 … 10) against an up-card. */
  readonly decide: (values: readonly number[], up: number) => StandOrDraw;
}

/** The class of a hand for basic strategy: `H2:t`, `S2:x` (ace + x), `P:v` (pair), `MH:t`, `MS:t` (3+ cards). */
export function classOf(n: number, hard: number, aces: number, pairValue: number): string {
  if (n === 2) {
    if (pairValue > 0) return `P:${pairValue}`;
    return aces > 0 ? `S2:${hard - 1}` : `H2:${hard}`;
  }
  return aces > 0 && hard + 10 <= 21 ? `MS:${hard + 10}` : `MH:${hard}`;
}

const defaultAct = (total: number): StandOrDraw => (total >= 17 ? 'S' : 'H');

interface Ctx {
  readonly rules: TripleRules;
  readonly dealer: DealerCache;
  /** Shoe less the up-card. */
  readonly base: Int32Array;
  readonly NU: number;
  /** The player's cards (value counts). */
  readonly counts: Int32Array;
  readonly memo: Map<number, Float64Array>;
  readonly decisions: Map<number, StandOrDraw>;
  readonly wsum: number;
  policy?: (cls: string) => StandOrDraw;
}

const sign = (x: number): number => (x > 0 ? 1 : x < 0 ? -1 : 0);

function standVec(c: Ctx, key: number, total: number, blackjack: boolean): Float64Array {
  const d = c.dealer.get(key, c.counts);
  const out = new Float64Array(4);
  c.rules.boxes.forEach((b, k) => {
    let v: number;
    if (blackjack) v = b.dealerBjCounts ? (1 - (d[OUT_BJ] as number)) * b.bjPays : b.bjPays;
    else {
      v = d[OUT_BUST] as number;
      for (let t = 17; t <= 21; t++) v += (d[t - 17] as number) * sign(total - t);
      v += (d[OUT_BJ] as number) * (b.dealerBjCounts ? -1 : sign(total - 21));
    }
    out[k] = v;
    out[SUM]! += (c.rules.weights[k] ?? 0) * v;
  });
  return out;
}

function hitVec(c: Ctx, key: number, hard: number, aces: number, n: number): Float64Array {
  const out = new Float64Array(4);
  const rem = c.NU - n;
  const nb = c.rules.boxes.length;
  for (let v = 1; v <= 10; v++) {
    const left = (c.base[v] as number) - (c.counts[v] as number);
    if (left <= 0) continue;
    const p = left / rem;
    if (hard + v > 21) {
      for (let k = 0; k < nb; k++) out[k]! -= p;
      out[SUM]! -= p * c.wsum;
      continue;
    }
    c.counts[v]!++;
    const s = solve(c, key + (KEY_W[v] as number), hard + v, aces + (v === 1 ? 1 : 0), n + 1);
    c.counts[v]!--;
    for (let i = 0; i < 4; i++) out[i]! += p * (s[i] as number);
  }
  return out;
}

const pairOf = (c: Ctx, n: number, hard: number): number => (n === 2 && hard % 2 === 0 && c.counts[hard / 2] === 2 ? hard / 2 : 0);

/** Value of a non-blackjack hand (the cards in `c.counts`) played on by the strategy. */
function solve(c: Ctx, key: number, hard: number, aces: number, n: number): Float64Array {
  const hit = c.memo.get(key);
  if (hit) return hit;
  const total = aces > 0 && hard + 10 <= 21 ? hard + 10 : hard;
  const stand = standVec(c, key, total, false);
  let v = stand;
  if (total < 21 || !c.rules.standOn21) {
    let act: StandOrDraw;
    if (c.policy) {
      act = c.policy(classOf(n, hard, aces, pairOf(c, n, hard)));
      if (act === 'H') v = hitVec(c, key, hard, aces, n);
    } else {
      const h = hitVec(c, key, hard, aces, n);
      act = (h[SUM] as number) > (stand[SUM] as number) + 1e-15 ? 'H' : 'S';
      if (act === 'H') v = h;
    }
    c.decisions.set(key, act);
  }
  c.memo.set(key, v);
  return v;
}

const dealerSets = new Map<string, DealerCache[]>();
function dealersFor(r: TripleRules): DealerCache[] {
  const id = `${r.decks}:${r.hitsSoft17}`;
  let d = dealerSets.get(id);
  if (!d) {
    d = dealerCaches(r.hitsSoft17, fullShoe(r.decks));
    dealerSets.set(id, d);
  }
  return d;
}

/** Derives the basic-strategy classes for one up-card, leaving `c.policy` set to the chart. */
function deriveChart(c: Ctx): Map<string, StandOrDraw> {
  const chart = new Map<string, StandOrDraw>();
  c.policy = (cls) => chart.get(cls) ?? defaultAct(Number(cls.slice(cls.indexOf(':') + 1)));
  const groups = new Map<string, { hardCount: number; total: number; comps: ReturnType<typeof playerCompositions> }>();
  for (const comp of playerCompositions(c.base)) {
    if (comp.cards === 2 && comp.total === 21) continue; // a blackjack: no decision
    const pair = comp.pair ? (comp.values[0] as number) : 0;
    const cls = classOf(comp.cards, comp.hard, comp.counts[1] as number, pair);
    const g = groups.get(cls) ?? { hardCount: comp.hard, total: comp.total, comps: [] };
    g.comps.push(comp);
    groups.set(cls, g);
  }
  const order = [...groups.entries()].sort((a, b) => b[1].hardCount - a[1].hardCount);
  for (const [cls, g] of order) {
    if (g.total >= 21 && c.rules.standOn21) {
      chart.set(cls, 'S');
      continue;
    }
    let diff = 0;
    for (const comp of g.comps) {
      if (comp.weight === 0) continue;
      for (let v = 1; v <= 10; v++) c.counts[v] = comp.counts[v] as number;
      const s = standVec(c, comp.key, comp.total, false);
      const h = hitVec(c, comp.key, comp.hard, comp.counts[1] as number, comp.cards);
      diff += comp.weight * ((h[SUM] as number) - (s[SUM] as number));
    }
    c.counts.fill(0);
    chart.set(cls, diff > 1e-15 ? 'H' : diff < -1e-15 ? 'S' : defaultAct(g.total));
  }
  return chart;
}

function handParts(values: readonly number[]): { key: number; hard: number; aces: number; pair: number } {
  let key = 0;
  let hard = 0;
  let aces = 0;
  for (const v of values) {
    key += KEY_W[v] as number;
    hard += v;
    if (v === 1) aces++;
  }
  return { key, hard, aces, pair: values.length === 2 && values[0] === values[1] ? (values[0] as number) : 0 };
}

/** The exact analysis of the main bet of every box. */
export function analyseTriple(rules: TripleRules, strategy: TripleStrategyName): TripleAnalysis {
  const shoe = fullShoe(rules.decks);
  let N = 0;
  for (let v = 1; v <= 10; v++) N += shoe[v] as number;
  const dealers = dealersFor(rules);
  const nb = rules.boxes.length;
  const wsum = rules.weights.reduce((a, b) => a + b, 0);
  const perBox = new Array<number>(nb).fill(0);
  let sum = 0;
  let probabilitySum = 0;
  const charts: Array<Map<string, StandOrDraw>> = [];
  const decisions: Array<Map<number, StandOrDraw>> = [];
  for (let up = 1; up <= 10; up++) {
    const pUp = (shoe[up] as number) / N;
    const base = Int32Array.from(shoe);
    base[up]!--;
    const NU = N - 1;
    const c: Ctx = { rules, dealer: dealers[up] as DealerCache, base, NU, counts: new Int32Array(11), memo: new Map(), decisions: new Map(), wsum };
    if (strategy === 'basic') charts[up] = deriveChart(c);
    for (let c1 = 1; c1 <= 10; c1++) {
      for (let c2 = c1; c2 <= 10; c2++) {
        const n1 = base[c1] as number;
        const n2 = (base[c2] as number) - (c1 === c2 ? 1 : 0);
        if (n1 <= 0 || n2 <= 0) continue;
        const p = (pUp * (c1 === c2 ? 1 : 2) * n1 * n2) / (NU * (NU - 1));
        probabilitySum += p;
        c.counts[c1]!++;
        c.counts[c2]!++;
        const key = (KEY_W[c1] as number) + (KEY_W[c2] as number);
        const v = c1 === 1 && c2 === 10 ? standVec(c, key, 21, true) : solve(c, key, c1 + c2, (c1 === 1 ? 1 : 0) + (c2 === 1 ? 1 : 0), 2);
        c.counts[c1]!--;
        c.counts[c2]!--;
        for (let k = 0; k < nb; k++) perBox[k]! += p * (v[k] as number);
        sum += p * (v[SUM] as number);
      }
    }
    decisions[up] = c.decisions;
  }
  const decide = (values: readonly number[], up: number): StandOrDraw => {
    const h = handParts(values);
    if (strategy === 'basic') {
      const total = h.aces > 0 && h.hard + 10 <= 21 ? h.hard + 10 : h.hard;
      return charts[up]?.get(classOf(values.length, h.hard, h.aces, h.pair)) ?? defaultAct(total);
    }
    return decisions[up]?.get(h.key) ?? 'S';
  };
  return { rules, strategy, perBox, perUnit: wsum > 0 ? sum / wsum : 0, probabilitySum, decide, ...(strategy === 'basic' ? { chart: charts } : {}) };
}

const analyses = new Map<string, TripleAnalysis>();

/** `analyseTriple`, once per (rules, strategy) in a process. */
export function tripleAnalysisFor(rules: TripleRules, strategy: TripleStrategyName): TripleAnalysis {
  const id = `${strategy}:${JSON.stringify(rules)}`;
  let a = analyses.get(id);
  if (!a) {
    a = analyseTriple(rules, strategy);
    analyses.set(id, a);
  }
  return a;
}
