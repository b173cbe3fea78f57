import { test } from 'node:test';
import assert from 'node:assert/strict';
import { burnCount, cardPoint, handPoint, isNatural } from './values.js';

test('000 §07 VI.1: ace = 1, 2–9 face value, 10/J/Q/K = 0, total modulo 10 (Numbers to test against 109)', () => {
  assert.equal(cardPoint('Ah'), 1);
  for (let v = 2; v <= 9; v++) assert.equal(cardPoint(`${v}s`), v);
  for (const r of ['T', 'J', 'Q', 'K']) assert.equal(cardPoint(`${r}d`), 0);
  assert.equal(handPoint(['9h', '8c']), 7);
  assert.equal(handPoint(['Kh', 'Tc', 'Qs']), 0);
});

test('004 PB "El valor de los naipes": 13 counts 3 and 17 counts 7', () => {
  assert.equal(handPoint(['6h', '7c']), 3);
  assert.equal(handPoint(['8h', '9c']), 7);
});

test('003 §2.2.7.10: every hand is worth 0–9; §2.2.7.11 a two-card 8 or 9 is a natural', () => {
  assert.ok(isNatural(['4h', '4c']));
  assert.ok(isNatural(['Kh', '9c']));
  assert.ok(!isNatural(['4h', '4c', 'Kd']));
  assert.ok(!isNatural(['7h', 'Kc']));
});

test('000 §07 VII, 001 §06 VII: for the burn, pictures and tens count 10 and the ace 1 (Numbers to test against 118)', () => {
  assert.equal(burnCount('Kh'), 10);
  assert.equal(burnCount('Td'), 10);
  assert.equal(burnCount('Ac'), 1);
  assert.equal(burnCount('7s'), 7);
});
