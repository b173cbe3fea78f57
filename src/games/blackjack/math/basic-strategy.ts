/**
 * @module games/blackjack/math/basic-strategy
 * Total-dependent basic strategy: one decision per (hand total, soft or hard, up-card) for hands of three or more
 * cards, one per two-card hard total, soft hand and pair, chosen to maximise the expected value summed over every
 * composition with that total, weighted by how likely each composition is (see compositions.ts). Decisions are
 * taken from the highest totals down, so every hit is valued with the chart's own later decisions; the chart is
 * then evaluated exactly (main-bet.ts).
 */
import { dealerCaches, type DealerCache } from './dealer.js';
import type { Act, HandInfo, Policy } from './hand-ev.js';
import { A_D, A_H, A_R, A_S, HandPass } from './hand-ev.js';
import { playerCompositions, type Composition } from './compositions.js';
import type { BjRules } from './rules.js';
import { originalOnly, peeks } from './rules.js';
import { fullShoe } from './shoe-model.js';
import { splitEv } from './split-ev.js';

/** A two-card cell: the first choice, and hit or stand when that choice is not open (e.g. no double after a split). */
export interface Cell {
  readonly act: Act;
  readonly fallback: 'H' | 'S';
}

export interface UpChart {
  /** Two-card hard totals 5…19 (no ace, not a pair). */
  readonly hard2: Record<number, Cell>;
  /** Two-card soft hands A+2 … A+9, by the other card. */
  readonly soft2: Record<number, Cell>;
  /** Pairs by value (1 = aces): split or not, and the action when not split. */
  readonly pairs: Record<number, { readonly split: boolean; readonly alt: Cell }>;
  /** Three or more cards: hit or stand by hard total (4…21). */
  readonly multiHard: Record<number, 'H' | 'S'>;
  /** Three or more cards: hit or stand by soft total (13…21). */
  readonly multiSoft: Record<number, 'H' | 'S'>;
}

export interface BasicStrategy {
  readonly rules: BjRules;
  /** Indexed by up-card value 1…10. */
  readonly byUp: readonly UpChart[];
}

const better = (a: number, b: number): boolean => a > b + 1e-15;

/** The action the chart names for a hand, among the allowed ones. */
export function chartAction(up: UpChart, h: HandInfo, allowed: number): Act {
  const pick = (c: Cell): Act => {
    const bit = c.act === 'D' ? A_D : c.act === 'R' ? A_R : c.act === 'H' ? A_H : A_S;
    if (allowed & bit) return c.act;
    return c.fallback === 'H' && allowed & A_H ? 'H' : 'S';
  };
  if (h.cards >= 3) {
    const a = (h.soft ? up.multiSoft[h.total] : up.multiHard[h.total]) ?? (h.total >= 17 ? 'S' : 'H');
    return a === 'H' && allowed & A_H ? 'H' : 'S';
  }
  const c1 = firstValue(h.counts);
  const pair = c1 > 0 && (h.counts[c1] as number) === 2;
  if (pair) {
    const p = up.pairs[c1];
    if (p) return pick(p.alt);
  }
  if ((h.counts[1] as number) > 0) {
    const other = h.hard - 1;
    const c = up.soft2[other];
    return c ? pick(c) : 'S';
  }
  const c = up.hard2[h.hard];
  return c ? pick(c) : h.total >= 17 ? 'S' : 'H';
}

function firstValue(counts: ArrayLike<number>): number {
  for (let v = 1; v <= 10; v++) if ((counts[v] as number) > 0) return v;
  return 0;
}

export const chartPolicy = (chart: BasicStrategy): Policy => (h, allowed) => chartAction(chart.byUp[h.up] as UpChart, h, allowed);

/** Derives the total-dependent basic strategy for the rules (exact values, composition-weighted decisions). */
export function deriveBasicStrategy(rules: BjRules, dealers?: readonly DealerCache[]): BasicStrategy {
  const shoe = fullShoe(rules.decks);
  const caches = dealers ?? dealerCaches(rules.hitsSoft17, shoe);
  const mode = peeks(rules) ? 'joint' : 'total';
  const bjAtRisk = originalOnly(rules) ? 1 : undefined;
  const byUp: UpChart[] = [];
  for (let up = 1; up <= 10; up++) {
    const shoeU = Int32Array.from(shoe);
    shoeU[up]!--;
    const dealer = caches[up] as DealerCache;
    const chart: UpChart = { hard2: {}, soft2: {}, pairs: {}, multiHard: {}, multiSoft: {} };
    const policy: Policy = (h, allowed) => chartAction(chart, h, allowed);
    const pass = new HandPass({ rules, dealer, base: shoeU, baseRemoved: new Int32Array(11), mode, splitCard: 0, policy, ...(bjAtRisk !== undefined ? { bjAtRisk } : {}) });
    const comps = playerCompositions(shoeU);
    const setHand = (c: Composition): void => {
      for (const v of c.values) pass.add(v);
    };
    const clearHand = (c: Composition): void => {
      for (const v of c.values) pass.remove(v);
    };

    // Hands of three or more cards: hard 21…12, soft 21…13, hard 11…4 (every hit lands on a decided class).
    const multi = comps.filter((c) => c.cards >= 3);
    const order: Array<[boolean, number]> = [];
    for (let t = 21; t >= 12; t--) order.push([false, t]);
    for (let t = 21; t >= 13; t--) order.push([true, t]);
    for (let t = 11; t >= 4; t--) order.push([false, t]);
    for (const [soft, t] of order) {
      let s = 0;
      let h = 0;
      let any = false;
      for (const c of multi) {
        if (c.soft !== soft || c.total !== t || c.weight === 0) continue;
        any = true;
        setHand(c);
        s += c.weight * pass.stand(t, 1);
        if (t < 21 || !rules.standOn21) h += c.weight * pass.hit();
        else h = -Infinity;
        clearHand(c);
      }
      const act: 'H' | 'S' = any && better(h, s) ? 'H' : any ? 'S' : t >= 17 ? 'S' : 'H';
      (soft ? chart.multiSoft : chart.multiHard)[t] = act;
    }

    // Two-card hands: hard totals, soft hands, then pairs (whose split hands use the two-card cells).
    const two = comps.filter((c) => c.cards === 2 && !(c.soft && c.total === 21));
    const decide = (cs: Composition[]): Cell => {
      const sum = { S: 0, H: 0, D: 0, R: 0 };
      const open = { S: true, H: true, D: true, R: true };
      for (const c of cs) {
        setHand(c);
        const v = pass.firstValues();
        clearHand(c);
        for (const a of ['S', 'H', 'D', 'R'] as const) {
          if (Number.isNaN(v[a])) open[a] = false;
          else sum[a] += c.weight * v[a];
        }
      }
      let act: Act = 'S';
      let best = -Infinity;
      for (const a of ['S', 'H', 'D', 'R'] as const) {
        if (open[a] && better(sum[a], best)) {
          best = sum[a];
          act = a;
        }
      }
      const fallback: 'H' | 'S' = open.H && better(sum.H, sum.S) ? 'H' : 'S';
      return { act, fallback };
    };
    for (let t = 5; t <= 19; t++) {
      const cs = two.filter((c) => !c.soft && !c.pair && c.counts[1] === 0 && c.hard === t);
      if (cs.length) chart.hard2[t] = decide(cs);
    }
    for (let x = 2; x <= 9; x++) {
      const cs = two.filter((c) => c.counts[1] === 1 && c.hard === 1 + x);
      if (cs.length) chart.soft2[x] = decide(cs);
    }
    for (let p = 1; p <= 10; p++) {
      const c = two.find((k) => k.pair && k.values[0] === p);
      if (!c) continue;
      chart.pairs[p] = { split: false, alt: decide([c]) };
    }
    for (let p = 1; p <= 10; p++) {
      const c = two.find((k) => k.pair && k.values[0] === p);
      const cell = chart.pairs[p];
      if (!c || !cell || rules.split.maxHands < 2) continue;
      setHand(c);
      const alt = pass.first();
      clearHand(c);
      const sp = splitEv({ rules, dealer, shoe: shoeU, pair: p, mode, policy, rejectBelow: alt });
      chart.pairs[p] = { split: !sp.rejected && better(sp.ev, alt), alt: cell.alt };
    }
    byUp[up] = chart;
  }
  return { rules, byUp };
}
