/**
 * The one award ordering of every house-poker jackpot bet (engine/jackpot-order): groups one after the other (000 §12
 * 8.1: without discards before with discards), the highest hand first in each, equal hands of a group sharing one order.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCard } from '../../../poker-eval/cards.js';
import { evaluate } from '../../../poker-eval/evaluate.js';
import { STANDARD_HIGH } from '../../../poker-eval/presets.js';
import { inPaymentOrder } from './jackpot-order.js';

const hand = (s: string): number => evaluate((s.match(/../g) ?? []).map(parseCard), STANDARD_HIGH);
const ROYAL = hand('AhKhQhJhTh');
const ROYAL2 = hand('AsKsQsJsTs');
const QUADS = hand('9s9c9d9h2c');
const SF = hand('9h8h7h6h5h');

test('000 §11 VI.1: the highest hand is paid first, then the next on what remains, whatever the box order', () => {
  const out = inPaymentOrder([{ box: 1, hand: QUADS }, { box: 2, hand: SF }, { box: 3, hand: ROYAL }]);
  assert.deepEqual(out.map((o) => [o.winner.box, o.order]), [[3, 0], [2, 1], [1, 2]]);
});

test('000 §12 8.1: equal hands share one order (one prize shared equally), listed by box', () => {
  const out = inPaymentOrder([{ box: 4, hand: ROYAL2 }, { box: 2, hand: QUADS }, { box: 1, hand: ROYAL }]);
  assert.deepEqual(out.map((o) => [o.winner.box, o.order]), [[1, 0], [4, 0], [2, 1]]);
});

test('000 §12 8.1: every prize of group 0 (without discards) is paid before any of group 1 (with discards), even a higher hand', () => {
  const out = inPaymentOrder([{ box: 1, hand: ROYAL, group: 1 }, { box: 2, hand: QUADS, group: 0 }, { box: 3, hand: ROYAL2, group: 0 }]);
  assert.deepEqual(out.map((o) => [o.winner.box, o.order]), [[3, 0], [2, 1], [1, 2]]);
  assert.deepEqual(inPaymentOrder([]), []);
});
