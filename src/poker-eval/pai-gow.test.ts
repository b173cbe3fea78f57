import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCards } from './cards.js';
import { highBeatsLow, houseWay, isValidSplit, paiGowOutcome, paiGowValues, validSplits } from './pai-gow.js';
import type { PaiGowSplit } from './pai-gow.js';
import { category } from './value.js';
import { drawDistinct, splitmix32 } from './test-support/prng.js';

const split = (high: string, low: string): PaiGowSplit => ({ high: parseCards(high), low: parseCards(low) });

test('000 §14 I: the five-card hand must be worth more than the two-card hand', () => {
  assert.ok(isValidSplit(split('AhAd7s5c2h', 'KsQd')));
  assert.ok(!isValidSplit(split('KhQd7s5c2h', 'AsAd')), 'a pair low needs more than a high card high');
  assert.ok(!isValidSplit(split('KhQd7s5c2h', 'AsJd')), 'A-J low over K-Q high');
  assert.ok(isValidSplit(split('AhQd7s5c2h', 'AsJd')), 'A-Q-… high over A-J low');
  assert.ok(isValidSplit(split('AhJd7s5c2h', 'AsJh')), 'A-J-… high over A-J low: the five-card hand has more cards');
  assert.ok(isValidSplit(split('5h5dKsQcJh', '5s5c')), 'same pair: the five-card hand has kickers');
  assert.ok(!isValidSplit(split('4h4dKsQcJh', '5s5c')));
  assert.ok(isValidSplit(split('2h3d4s5c6h', 'AsAd')), 'any straight over any pair');
});

test('000 §14 VI: the comparison table (both higher wins; one higher and one lower or equal is void; the Bank wins ties)', () => {
  const bank = split('9h9d7s5c2h', 'KsQd');
  const cases: Array<[string, string, string]> = [
    ['ThTd7c5d2d', 'AsQc', 'win'], // 1: higher, higher
    ['ThTd7c5d2d', 'JsTc', 'void'], // 2: higher, lower
    ['8h8c7c5d2d', 'AsQc', 'void'], // 2b: lower, higher
    ['ThTd7c5d2d', 'KhQh', 'void'], // 3: higher, equal
    ['9c9s7c5d2d', 'AsQc', 'void'], // 3b: equal, higher
    ['8h8c7c5d2d', 'KhQh', 'loss'], // 4: lower, equal
    ['9c9s7c5d2d', 'JsTc', 'loss'], // 4b: equal, lower
    ['9c9s7c5d2d', 'KhQh', 'loss'], // 5: equal, equal
    ['8h8c7c5d2d', 'JsTc', 'loss'], // 6: lower, lower
  ];
  for (const [high, low, want] of cases) assert.equal(paiGowOutcome(split(high, low), bank), want, `${high} / ${low}`);
});

test('000 §14 VII.3: a hand set incorrectly always loses', () => {
  const bank = split('2h3d5s7c9h', 'JsTd');
  assert.equal(paiGowOutcome(split('KhQd7s5c2d', 'AsAd'), bank), 'loss');
});

test('000 §14 (no house way in the seed): the simple house ways give correct splits', () => {
  const next = splitmix32(14);
  const deck = Array.from({ length: 53 }, (_, i) => i);
  for (let i = 0; i < 300; i++) {
    const seven = drawDistinct(next, deck, 7);
    const splits = validSplits(seven);
    assert.ok(splits.length > 0);
    for (const style of ['strongest-high', 'strongest-low'] as const) {
      const s = houseWay(seven, style);
      assert.ok(highBeatsLow(s.values));
      assert.ok(splits.every((o) => (style === 'strongest-high' ? o.values.high <= s.values.high : o.values.low <= s.values.low)));
    }
  }
  const s = houseWay(parseCards('AhAdKsKc7h5d2c'));
  assert.equal(category(s.values.high), 'two-pair');
  const l = houseWay(parseCards('AhAdKsKc7h5d2c'), 'strongest-low');
  assert.equal(category(l.values.low), 'pair');
  assert.equal(category(l.values.high), 'pair');
});

test('000 §14 I: a split is five plus two distinct cards', () => {
  assert.throws(() => paiGowValues(split('AhAd7s5c', 'KsQd')), /five cards high and two low/);
  assert.throws(() => paiGowValues(split('AhAd7s5c2h', 'AhQd')), /repeated/);
});
