import { test } from 'node:test';
import assert from 'node:assert/strict';
import { JOKER_1, JOKER_2, assertDistinct, cardToString, cardsToString, parseCard, parseCards } from './cards.js';

test('issue 6 (card codes): every shared card code round-trips (ranks 23456789TJQKA, suits cdhs, jokers X1 X2)', () => {
  for (let c = 0; c < 52; c++) assert.equal(parseCard(cardToString(c)), c);
  assert.equal(parseCard('X1'), JOKER_1);
  assert.equal(parseCard('X2'), JOKER_2);
  assert.equal(cardToString(JOKER_2), 'X2');
  assert.equal(parseCard('2c'), 0);
  assert.equal(parseCard('As'), 51);
  assert.equal(parseCard('Ah'), 50);
});

test('issue 6 (card codes): runs parse with or without separators, and 10 reads as T', () => {
  assert.deepEqual(parseCards('AhKd9s'), parseCards('Ah Kd 9s'));
  assert.deepEqual(parseCards('Ah,Kd'), [50, 45]);
  assert.deepEqual(parseCards(['Ah', 'X1']), [50, 52]);
  assert.equal(cardsToString(parseCards('10hTd')), 'ThTd');
  assert.equal(cardsToString(parseCards('ahkd')), 'AhKd');
});

test('issue 6 (card codes): malformed cards and repeated cards are refused', () => {
  assert.throws(() => parseCard('1h'), RangeError);
  assert.throws(() => parseCard('Ax'), RangeError);
  assert.throws(() => parseCards('AhK'), RangeError);
  assert.throws(() => cardToString(54), RangeError);
  assert.throws(() => assertDistinct(parseCards('AhAh')), /repeated/);
  assert.doesNotThrow(() => assertDistinct(parseCards('AhAdX1X2')));
});
