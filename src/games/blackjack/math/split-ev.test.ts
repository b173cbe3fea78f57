/**
 * The split formula (split-ev.ts) against an exhaustive enumeration of the real dealing order on small shoes:
 * hands get their second cards one after the other, a pair card resplits while the limit allows, each hand is
 * played to the end before the next one, then the dealer draws from what is left.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DealerCache, dealerProbs, dealerTable, OUT_BJ, OUT_BUST } from './dealer.js';
import type { Act, Policy } from './hand-ev.js';
import { bjRules, type BjRules } from './rules.js';
import { keyOf } from './shoe-model.js';
import { maxHandsFor, removalCoefficients, splitEv } from './split-ev.js';

interface H { cards: number[]; stake: number; bust: boolean }

const totalOf = (c: number[]): number => {
  const hard = c.reduce((a, b) => a + b, 0);
  return c.includes(1) && hard + 10 <= 21 ? hard + 10 : hard;
};

/** Exhaustive EV of splitting pair P (both pair cards already out of `shoe`, which excludes the up-card too). */
function bruteSplit(rules: BjRules, up: number, shoe: number[], P: number, act: (cards: number[], allowed: Set<Act>) => Act): number {
  const table = dealerTable(up, rules.hitsSoft17);
  const cap = maxHandsFor(rules, P);
  const out = new Float64Array(7);
  const settle = (s: number[], hands: H[]): number => {
    const n = s.reduce((a, b) => a + b, 0);
    dealerProbs(table, s, n, out);
    if (Math.abs(out.reduce((a, b) => a + b, 0) - 1) > 1e-12) throw new Error('the dealer ran out of cards: enlarge the test shoe');
    let v = 0;
    const obo = rules.dealerBjTakes === 'original-only';
    hands.forEach((h, idx) => {
      if (h.bust) {
        v -= h.stake;
        return;
      }
      const t = totalOf(h.cards);
      let w = out[OUT_BUST] as number;
      for (let o = 0; o < 5; o++) {
        if (17 + o < t) w += out[o] as number;
        else if (17 + o > t) w -= out[o] as number;
      }
      // the first hand carries the original bet: "original only" takes just that from a standing hand
      v += h.stake * w - (obo ? (idx === 0 ? 1 : 0) : h.stake) * (out[OUT_BJ] as number);
    });
    return v;
  };
  const draw = (s: number[], f: (c: number, p: number) => number): number => {
    const n = s.reduce((a, b) => a + b, 0);
    if (n === 0) throw new Error('the shoe ran out: enlarge the test shoe');
    let v = 0;
    for (let c = 1; c <= 10; c++) {
      const k = s[c] as number;
      if (!k) continue;
      s[c] = k - 1;
      v += (k / n) * f(c, k / n);
      s[c] = k;
    }
    return v;
  };
  const play = (s: number[], hands: H[], i: number): number => {
    if (i === hands.length) return settle(s, hands);
    const h = hands[i] as H;
    if (h.cards.length === 1) {
      return draw(s, (c) => {
        if (c === P && hands.length < cap) {
          const next = hands.map((x) => ({ ...x, cards: x.cards.slice() }));
          next.splice(i + 1, 0, { cards: [P], stake: 1, bust: false });
          return play(s, next, i);
        }
        const next = hands.map((x) => ({ ...x, cards: x.cards.slice() }));
        (next[i] as H).cards.push(c);
        if (P === 1 && rules.split.acesOneCard) return play(s, next, i + 1);
        return play(s, next, i);
      });
    }
    const allowed = new Set<Act>(['S']);
    const t = totalOf(h.cards);
    if (t < 21) allowed.add('H');
    if (h.cards.length === 2 && rules.double.afterSplit) allowed.add('D');
    const a = act(h.cards, allowed);
    if (a === 'S') return play(s, hands, i + 1);
    return draw(s, (c) => {
      const next = hands.map((x) => ({ ...x, cards: x.cards.slice() }));
      const nh = next[i] as H;
      nh.cards.push(c);
      if (a === 'D') nh.stake = 2;
      if (totalOf(nh.cards) > 21) {
        nh.bust = true;
        return play(s, next, i + 1);
      }
      return play(s, next, a === 'D' ? i + 1 : i);
    });
  };
  const s = shoe.slice();
  return play(s, [{ cards: [P], stake: 1, bust: false }, { cards: [P], stake: 1, bust: false }], 0);
}

/** Counts (index 1…10) of a small test shoe, up-card already out. */
function smallShoe(spec: Record<number, number>): Int32Array {
  const c = new Int32Array(11);
  for (const [v, n] of Object.entries(spec)) c[Number(v)] = n;
  return c;
}

const cases: Array<{ name: string; rules: BjRules; up: number; P: number; shoe: Record<number, number> }> = [
  { name: '8,8 v 6, up to 4 hands, DAS', rules: bjRules({ holeCard: 'none', split: { maxHands: 4 } }), up: 6, P: 8, shoe: { 1: 1, 2: 1, 3: 1, 5: 1, 7: 1, 8: 4, 9: 1, 10: 4 } },
  { name: '3,3 v 4, up to 3 hands, no DAS', rules: bjRules({ holeCard: 'none', split: { maxHands: 3 }, double: { afterSplit: false } }), up: 4, P: 3, shoe: { 3: 4, 6: 1, 7: 1, 8: 2, 9: 1, 10: 6 } },
  { name: '9,9 v 9, unlimited', rules: bjRules({ holeCard: 'none', split: { maxHands: Number.POSITIVE_INFINITY } }), up: 9, P: 9, shoe: { 1: 1, 4: 1, 6: 1, 7: 1, 8: 1, 9: 5, 10: 4 } },
  { name: '8,8 v A, up to 3 hands, original bets only', rules: bjRules({ holeCard: 'none', dealerBjTakes: 'original-only', split: { maxHands: 3 } }), up: 1, P: 8, shoe: { 1: 1, 2: 1, 3: 1, 5: 1, 7: 1, 8: 3, 9: 1, 10: 5 } },
  { name: 'A,A v T, resplit aces to 4, one card', rules: bjRules({ holeCard: 'none', split: { maxHands: 4, resplitAces: true } }), up: 10, P: 1, shoe: { 1: 5, 2: 1, 4: 1, 6: 1, 7: 1, 9: 1, 10: 4 } },
];

for (const c of cases) {
  test(`split-ev: the exchangeability formula equals exhaustive enumeration (${c.name})`, () => {
    const shoe = smallShoe(c.shoe);
    const dealer = new DealerCache(c.up, c.rules.hitsSoft17, shoe);
    const opt = splitEv({ rules: c.rules, dealer, shoe, pair: c.P, mode: 'total', exactDepth: 40 });
    assert.equal(opt.bound, 0);
    const d = opt.decisions;
    assert.ok(d);
    const sigma = (cards: number[], allowed: Set<Act>): Act => {
      const a = d.get(keyOf(cards));
      if (a && allowed.has(a)) return a;
      return allowed.has('H') ? 'H' : 'S';
    };
    const rest = Array.from(shoe);
    rest[c.P]! -= 2;
    const brute = bruteSplit(c.rules, c.up, rest, c.P, sigma);
    assert.ok(Math.abs(brute - opt.ev) < 1e-12, `formula ${opt.ev} vs enumeration ${brute}`);
    // a fixed simple policy too: hit below 15, double 10 and 11
    const simple: Policy = (h, allowed) => (h.cards === 2 && (h.total === 10 || h.total === 11) && allowed & 4 ? 'D' : h.total < 15 && allowed & 2 ? 'H' : 'S');
    const fixed = splitEv({ rules: c.rules, dealer, shoe, pair: c.P, mode: 'total', policy: simple, exactDepth: 40 });
    const bruteFixed = bruteSplit(c.rules, c.up, rest, c.P, (cards, allowed) => {
      const t = totalOf(cards);
      if (cards.length === 2 && (t === 10 || t === 11) && allowed.has('D')) return 'D';
      return t < 15 && allowed.has('H') ? 'H' : 'S';
    });
    assert.ok(Math.abs(bruteFixed - fixed.ev) < 1e-12, `policy: formula ${fixed.ev} vs enumeration ${bruteFixed}`);
  });
}

test('split-ev: removal coefficients sum to 1', () => {
  for (const [N, a, j] of [[300, 22, 1], [300, 22, 3], [40, 5, 4]] as const) {
    const c = removalCoefficients(N, a, j);
    assert.ok(Math.abs(c.reduce((x, y) => x + y, 0) - 1) < 1e-12);
  }
});
