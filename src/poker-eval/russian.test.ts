import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardsToString, parseCards } from './cards.js';
import { russianCombinations } from './russian.js';

const combos = (s: string): { first: string | null; second: string | null; cards2: string } => {
  const r = russianCombinations(parseCards(s));
  return { first: r.first?.kind ?? null, second: r.second?.kind ?? null, cards2: r.second ? cardsToString(r.second.cards) : '' };
};

test('003 §2.2.8.39: Q-Q-Q-Q-8-8 is first four queens, then the full house Q-Q-Q-8-8', () => {
  const r = russianCombinations(parseCards('QhQdQsQc8h8d'));
  assert.equal(r.first?.kind, 'four-of-a-kind');
  assert.equal(r.second?.kind, 'full-house');
  assert.ok(r.second!.cards.some((c) => !r.first!.cards.includes(c)), '§2.2.8.41: a card of the second is not in the first');
});

test('003 §2.2.8.38: with five cards the only second combination is ace-king, beside a pair, two pairs, three or four of a kind', () => {
  assert.deepEqual(combos('7h7dAsKc3h'), { first: 'pair', second: 'ace-king', cards2: 'AsKc' });
  assert.deepEqual(combos('7h7d3s3cAh'), { first: 'two-pair', second: null, cards2: '' }, 'no king');
  assert.deepEqual(combos('7h7d3s3cKh'), { first: 'two-pair', second: null, cards2: '' }, 'no ace');
  assert.deepEqual(combos('9h9d9sAcKd'), { first: 'three-of-a-kind', second: 'ace-king', cards2: 'AcKd' });
  assert.equal(combos('9h9d9s9cAd').second, null, 'four nines and an ace: no king');
  assert.deepEqual(combos('KhKdKsKcAd'), { first: 'four-of-a-kind', second: 'ace-king', cards2: 'AdKh' });
  assert.deepEqual(combos('AhKdQsJcTh'), { first: 'straight', second: null, cards2: '' }, 'the ace and king are in the straight');
  assert.deepEqual(combos('AhKh9h5h2h'), { first: 'flush', second: null, cards2: '' });
  assert.deepEqual(combos('AhKd9s5c2h'), { first: 'ace-king', second: null, cards2: '' }, 'ace-king alone is the first combination');
  assert.deepEqual(combos('QhJd9s5c2h'), { first: null, second: null, cards2: '' });
});

test('003 §2.2.8.41: a second combination needs a card outside the first', () => {
  assert.deepEqual(combos('AhAdKs7c3h'), { first: 'pair', second: 'ace-king', cards2: 'AhKs' }, 'the king is outside the pair of aces');
  assert.deepEqual(combos('7h7dKs5c3h2d'), { first: 'pair', second: null, cards2: '' }, 'six cards, one pair only');
  const r = russianCombinations(parseCards('9h9d8s8c7h7d'));
  assert.equal(r.first?.kind, 'two-pair');
  assert.equal(r.second?.kind, 'two-pair');
  assert.equal(cardsToString(r.second!.cards).length, 8);
  assert.ok(r.second!.cards.some((c) => c >> 2 === 5), 'the sevens are the new cards');
});

test('003 §2.2.8.39: six cards compare the strongest five-card combination first', () => {
  assert.equal(combos('AhKhQhJhTh2c').first, 'straight-flush');
  assert.equal(combos('AhKhQhJhTh9h').second, 'straight-flush', 'K-Q-J-T-9 of hearts shares only four cards with the royal');
});
