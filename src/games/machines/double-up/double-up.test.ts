import assert from 'node:assert/strict';
import { test } from 'node:test';
import { str } from '../../../math/rational.js';
import { cardStep, featureReturn, stepOf, stepReturn } from './math.js';

test('003 §4.1.3 card variant, counted over one pack: higher 24/51, equal 3/51 (a push), lower 24/51', () => {
  const s = cardStep();
  assert.deepEqual([str(s.win), str(s.push), str(s.lose)], ['8/17', '1/17', '8/17']);
});

test('each double-up step returns exactly the win gambled: card (push on a tie), colour 2×, suit 4×', () => {
  for (const v of ['card', 'colour', 'suit'] as const) assert.equal(str(stepReturn(stepOf(v))), '1', v);
});

test('the feature returns exactly 100% of the win for any cap on doublings (1 to 10), so the machine\'s return is unchanged', () => {
  for (const v of ['card', 'colour', 'suit'] as const) for (let cap = 1; cap <= 10; cap++) assert.equal(str(featureReturn(v, cap)), '1', `${v}, ${cap}`);
});
