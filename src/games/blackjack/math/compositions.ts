/**
 * @module games/blackjack/math/compositions
 * Player hand compositions (multisets of card values) and how likely each is as a hand that was hit to: the
 * weights that define total-dependent basic strategy. A composition's weight is the probability of receiving its
 * cards in any order in which every earlier hand of two or more cards could still draw (total below 21, not a
 * blackjack); this does not depend on the strategy, which is the usual convention for a total-dependent chart.
 */
import { KEY_W } from './shoe-model.js';

export interface Composition {
  readonly counts: Int8Array;
  readonly values: readonly number[];
  readonly key: number;
  readonly hard: number;
  readonly total: number;
  readonly soft: boolean;
  readonly cards: number;
  /** A two-card hand of equal values. */
  readonly pair: boolean;
  /** Probability of holding exactly these cards as a hand (any valid order), given the up-card's shoe. */
  weight: number;
}

/** Every hand of two or more cards with hard total ≤ 21 that can be drawn from `shoe` (value counts). */
export function playerCompositions(shoe: Int32Array): Composition[] {
  const out: Composition[] = [];
  const cnt = new Int8Array(11);
  const vals: number[] = [];
  const rec = (from: number, hard: number, key: number): void => {
    if (vals.length >= 2) {
      const soft = cnt[1]! > 0 && hard + 10 <= 21;
      const total = soft ? hard + 10 : hard;
      const pair = vals.length === 2 && vals[0] === vals[1];
      out.push({ counts: Int8Array.from(cnt), values: vals.slice(), key, hard, total, soft, cards: vals.length, pair, weight: 0 });
    }
    for (let v = from; v <= 10; v++) {
      if (hard + v > 21 || cnt[v]! >= (shoe[v] as number)) continue;
      cnt[v]!++;
      vals.push(v);
      rec(v, hard + v, key + (KEY_W[v] as number));
      vals.pop();
      cnt[v]!--;
    }
  };
  rec(1, 0, 0);
  weighCompositions(out, shoe);
  return out;
}

function weighCompositions(list: Composition[], shoe: Int32Array): void {
  let N = 0;
  for (let v = 1; v <= 10; v++) N += shoe[v] as number;
  const byKey = new Map<number, Composition>();
  for (const c of list) byKey.set(c.key, c);
  const orderings = new Map<number, number>();
  const count = (c: Composition): number => {
    const hit = orderings.get(c.key);
    if (hit !== undefined) return hit;
    let n = 0;
    if (c.cards === 2) n = c.pair ? 1 : 2;
    else {
      for (let v = 1; v <= 10; v++) {
        if (!c.counts[v]) continue;
        const prev = byKey.get(c.key - (KEY_W[v] as number));
        if (!prev || prev.total >= 21) continue; // the earlier hand could not have drawn
        if (prev.cards === 2 && prev.total === 21) continue;
        n += count(prev);
      }
    }
    orderings.set(c.key, n);
    return n;
  };
  for (const c of list) {
    let p = 1;
    let k = 0;
    for (let v = 1; v <= 10; v++) {
      const m = c.counts[v] as number;
      for (let i = 0; i < m; i++) p *= ((shoe[v] as number) - i) / (N - k++);
    }
    c.weight = count(c) * p;
  }
}
