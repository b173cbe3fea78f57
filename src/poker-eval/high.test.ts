import { test } from 'node:test';
import assert from 'node:assert/strict';
import { evaluate5, evaluate6, evaluate7, evaluateHigh } from './high.js';
import { category, compare } from './value.js';
import { parseCards } from './cards.js';
import { valueFromCounts } from './from-counts.js';
import { STANDARD_HIGH } from './presets.js';
import { refBest, refCompare } from './test-support/reference.js';
import { randomHands, splitmix32 } from './test-support/prng.js';

const v = (s: string): number => evaluateHigh(parseCards(s));

test('000 §17 VI.1: exhaustive category counts of all 2,598,960 five-card hands', () => {
  const counts: Record<string, number> = {};
  const distinct = new Set<number>();
  for (let a = 0; a < 52; a++) for (let b = a + 1; b < 52; b++) for (let c = b + 1; c < 52; c++) for (let d = c + 1; d < 52; d++) for (let e = d + 1; e < 52; e++) {
    const x = evaluate5(a, b, c, d, e);
    distinct.add(x);
    const n = category(x);
    counts[n] = (counts[n] ?? 0) + 1;
  }
  assert.deepEqual(counts, {
    'straight-flush': 40, 'four-of-a-kind': 624, 'full-house': 3744, flush: 5108, straight: 10200,
    'three-of-a-kind': 54912, 'two-pair': 123552, pair: 1098240, 'high-card': 1302540,
  });
  assert.equal(distinct.size, 7462, 'distinct five-card values (equivalence classes)');
});

test('003 GP-6: suits never rank; the same ranks in other suits tie', () => {
  assert.equal(v('AhKd9s7c2h'), v('AsKc9h7d2s'));
  assert.equal(v('AhAdKs9c2c'), v('AsAcKh9d2d'));
  assert.equal(v('2h3h4h5h7h'), v('2s3s4s5s7s'));
});

test('003 §2.2.8.44: straights run ace to ace; Q-K-A-2-3 is no straight, A-2-3-4-5 is the lowest', () => {
  assert.equal(category(v('QhKdAs2c3h')), 'high-card');
  assert.equal(category(v('Ah2d3s4c5h')), 'straight');
  assert.equal(category(v('TdJsQcKhAh')), 'straight');
  assert.ok(v('Ah2d3s4c5h') < v('2d3s4c5h6c'), 'the wheel is below the six-high straight');
  assert.ok(v('Ah2d3s4c5h') > v('AhAdKs9c2c'), 'any straight beats three of a kind... and a pair');
  assert.equal(category(v('Ah2h3h4h5h')), 'straight-flush');
  assert.ok(v('Ah2h3h4h5h') < v('2h3h4h5h6h'));
});

test('000 §17 VI.2: ties break on kickers to five cards', () => {
  assert.ok(v('KhKd9s7c3h') > v('KsKc9h7d2s'), 'pair: third kicker decides');
  assert.ok(v('KhKd9s9c3h') > v('KsKc9h9d2s'), 'two pair: the odd card decides');
  assert.ok(v('KhKd9s9c3h') < v('KsKcTh9dTs'), 'two pair: second pair decides');
  assert.ok(v('7h7d7s9cAh') > v('7h7d7sKcQh'), 'trips: kickers decide');
  assert.ok(v('AhJh9h7h3h') > v('AsJs9s7s2s'), 'flush: fifth card decides');
  assert.ok(v('QhQdQs2c2h') > v('JhJdJsAcAh'), 'full house: the three decide');
  assert.ok(compare(v('9h9d9s9cAh'), v('9h9d9s9cKh')) > 0, 'four of a kind: the kicker decides');
});

test('000 §16 V.1: 6- and 7-card values equal the best five-card subset', () => {
  const next = splitmix32(6);
  const hands = randomHands(next, 3000, 7);
  for (let h = 0; h < 3000; h++) {
    const c = Array.from(hands.subarray(h * 7, h * 7 + 7));
    let best6 = -1;
    let best7 = -1;
    for (let skip = 0; skip < 7; skip++) {
      const five: number[] = [];
      for (let i = 0; i < 6; i++) if (i !== skip && i !== 6) five.push(c[i]!);
      if (skip < 6) best6 = Math.max(best6, evaluate5(five[0]!, five[1]!, five[2]!, five[3]!, five[4]!));
    }
    for (let x = 0; x < 7; x++) for (let y = x + 1; y < 7; y++) {
      const five = c.filter((_, i) => i !== x && i !== y);
      best7 = Math.max(best7, evaluate5(five[0]!, five[1]!, five[2]!, five[3]!, five[4]!));
    }
    assert.equal(evaluate6(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!), best6);
    assert.equal(evaluate7(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!), best7);
  }
});

test('000 §16 V.1: fast tables agree with the rule-driven evaluator on random 7-card hands', () => {
  const next = splitmix32(7);
  const hands = randomHands(next, 20000, 7);
  for (let h = 0; h < 20000; h++) {
    const c = hands.subarray(h * 7, h * 7 + 7);
    const cnt = new Array<number>(13).fill(0);
    const m = [0, 0, 0, 0];
    const k = [0, 0, 0, 0];
    for (const x of c) { cnt[x >> 2]! += 1; m[x & 3]! |= 1 << (x >> 2); k[x & 3]! += 1; }
    assert.equal(evaluateHigh(c), valueFromCounts(cnt, m, k, 7, STANDARD_HIGH));
  }
});

// 50,000 hands by default; 200,000 with CROUPIER_EXHAUSTIVE=1 (the exhaustive count of every 7-card hand is exhaustive7.test).
const DIFF_N = process.env.CROUPIER_EXHAUSTIVE === '1' ? 200_000 : 50_000;
test(`000 §17 VI: differential test against the simple reference on ${DIFF_N.toLocaleString('en')} random 7-card hands`, () => {
  const next = splitmix32(2024);
  const N = DIFF_N;
  const hands = randomHands(next, N, 7);
  let prevOurs = -1;
  let prevRef: number[] = [];
  for (let h = 0; h < N; h++) {
    const c = Array.from(hands.subarray(h * 7, h * 7 + 7));
    const ours = evaluate7(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!);
    const ref = refBest(c);
    assert.equal(category(ours), ref.name, `category of ${c}`);
    if (h > 0) assert.equal(Math.sign(compare(ours, prevOurs)), refCompare(ref.result, prevRef), `order of hand ${h}`);
    prevOurs = ours;
    prevRef = ref.result;
  }
});
