import assert from 'node:assert/strict';
import { test } from 'node:test';
import { num, str } from '../../../math/rational.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import { callReturn, machineReturn, paysHundredths, winners } from './math.js';

test('003 §4.6.7: the rarer the call, the larger the prize; equal numbers lose; a call that cannot win pays nothing', () => {
  const r = 96_000; // 96%
  assert.equal(paysHundredths(10, 1, 'higher', r), 106, '9 of 10 win: 0.96 × 10/9 = 1.0666… → 1.06');
  assert.equal(paysHundredths(10, 9, 'higher', r), 960, '1 of 10 wins: 9.60');
  assert.ok(paysHundredths(10, 8, 'higher', r) > paysHundredths(10, 5, 'higher', r));
  assert.equal(winners(10, 5, 'higher') + winners(10, 5, 'lower'), 9, 'the tenth number, a 5, is equal: it loses');
  assert.equal(paysHundredths(10, 10, 'higher', r), 0);
});

test('every call returns at most the declared figure, exactly it where R·n/k is whole in hundredths; the machine returns its least call', () => {
  const r = 96_000;
  assert.equal(str(callReturn(10, 9, 'higher', r)), '24/25', 'one winner in 10: 9.60 × 1/10 = 96%');
  assert.equal(str(callReturn(10, 5, 'higher', r)), '24/25', 'five winners: 1.92 × 5/10 = 96%');
  for (let s = 1; s <= 10; s++) for (const c of ['higher', 'lower'] as const) assert.ok(num(callReturn(10, s, c, r)) <= 0.96 + 1e-15);
  assert.ok(Math.abs(machineReturn(10, r) - num(callReturn(10, 1, 'higher', r))) < 1e-15, 'the least is 9 winners of 10: 1.06 × 0.9 = 95.4%');
  assert.equal(machineReturn(10, r), 0.954);
});

test('a simulated call agrees with its exact return (99.9% bound)', () => {
  const rng = seededRng('hi-lo');
  const r = 96_000;
  for (const [s, call] of [[3, 'higher'], [7, 'lower'], [9, 'higher']] as const) {
    const exact = num(callReturn(10, s, call, r));
    const pays = paysHundredths(10, s, call, r) / 100;
    const rounds = 50_000;
    let sum = 0;
    let sq = 0;
    for (let i = 0; i < rounds; i++) {
      const next = rng.int(10) + 1;
      const x = (call === 'higher' ? next > s : next < s) ? pays : 0;
      sum += x;
      sq += x * x;
    }
    const mean = sum / rounds;
    const bound = (3.291 * Math.sqrt(sq / rounds - mean * mean)) / Math.sqrt(rounds);
    assert.ok(Math.abs(mean - exact) < bound, `${s} ${call}: ${mean} vs ${exact} ± ${bound}`);
  }
});
