import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ratio, half, commission, roundRational } from './rounding.js';

const cent = { mode: 'down', unit: 1 } as const;

test('rounding: 3:2 on an odd stake rounds as the policy says', () => {
  assert.equal(ratio(1000, 3, 2, cent), 1500);
  assert.equal(ratio(15, 3, 2, cent), 22); // 22.5 → down
  assert.equal(ratio(15, 3, 2, { mode: 'half-up', unit: 1 }), 23);
  assert.equal(ratio(15, 3, 2, { mode: 'up', unit: 1 }), 23);
  assert.equal(ratio(1500, 3, 2, { mode: 'down', unit: 100 }), 2200); // €22.50 paid with €1 chips → €22
});

test('rounding: half-even breaks ties to the even unit', () => {
  assert.equal(roundRational(5, 2, { mode: 'half-even', unit: 1 }), 2);
  assert.equal(roundRational(7, 2, { mode: 'half-even', unit: 1 }), 4);
});

test('rounding: halves (surrender, insurance maximum)', () => {
  assert.equal(half(101, cent), 50);
  assert.equal(half(100, cent), 50);
});

test('rounding: 5% commission is taken so that the payout rounds in the house\'s favour', () => {
  assert.equal(commission(1000, 5, 100, cent), 50);
  assert.equal(commission(1010, 5, 100, cent), 51); // payout floor(959.5) = 959
  assert.equal(commission(10, 5, 100, { mode: 'down', unit: 1 }), 1);
});

test('rounding: refuses floats and negative amounts', () => {
  assert.throws(() => ratio(10.5, 3, 2, cent), RangeError);
  assert.throws(() => roundRational(-1, 2, cent), RangeError);
});
