/**
 * Hand arithmetic: card values, soft totals, blackjack, pairs and the dealer's drawing rule.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardValue, dealerMustDraw, handTotal, isNatural, isPair, softCode } from './hand.js';

test('000 §03 II.1, 001 §03 II.2, 004 BJ "Valor de los naipes": pictures count 10, the ace 1 or 11, the others their face value', () => {
  assert.deepEqual(['Kh', 'Qd', 'Jc', 'Ts', '9h', '2c', 'Ad'].map(cardValue), [10, 10, 10, 10, 9, 2, 1]);
  assert.deepEqual(handTotal(['Ah', '9c']), { total: 20, soft: true });
  assert.deepEqual(handTotal(['Ah', '9c', '5d']), { total: 15, soft: false });
  assert.deepEqual(handTotal(['Ah', 'Ad']), { total: 12, soft: true });
});

test('000 §03 V.1.d: a doubled hand\'s initial ace counts one point for good', () => {
  assert.equal(handTotal(['As', '5d', '5c'], 1).total, 11);
  assert.equal(handTotal(['As', '5d', '5c'], 0).total, 21);
  assert.equal(handTotal(['As', '8d', 'Ac'], 1).total, 20, 'a drawn ace may still count 11');
});

test('000 §03 V.1.a / 003 §2.2.1.11: blackjack is an ace and a ten-value card as the first two cards', () => {
  assert.ok(isNatural(['Ah', 'Kd']) && isNatural(['Td', 'As']));
  assert.ok(!isNatural(['Ah', '5d', '5c']) && !isNatural(['9h', 'Ac']));
});

test('000 §03 V.1.c (equal value) vs 002 §14.14 house option / 003 §2.2.1.12 (alike): K+10 splits by value, not by rank', () => {
  assert.ok(isPair(['Kh', 'Td'], 'value'));
  assert.ok(!isPair(['Kh', 'Td'], 'rank'));
  assert.ok(isPair(['8h', '8d'], 'rank'));
});

test('001 §03 V.1.d: soft two-card hands are named by their other card (A8, A9)', () => {
  assert.equal(softCode(['Ah', '8d']), 'A8');
  assert.equal(softCode(['9c', 'Ah']), 'A9');
  assert.equal(softCode(['Ah', 'Ad']), 'AA');
  assert.equal(softCode(['Ah', 'Kd']), null);
  assert.equal(softCode(['9h', '8d']), null);
});

test('002 §14.12c: A+6 stands at 17; A+5 draws (soft 16); A+6+10 = hard 17 stands; 16 draws', () => {
  assert.equal(dealerMustDraw(['Ah', '6d'], false), false);
  assert.equal(dealerMustDraw(['Ah', '5d'], false), true);
  assert.equal(dealerMustDraw(['Ah', '6d', 'Tc'], false), false);
  assert.equal(dealerMustDraw(['Th', '6d'], false), true);
  assert.equal(dealerMustDraw(['Ah', '6d'], true), true, 'a dealer who hits soft 17 (a rule no seed has)');
});
