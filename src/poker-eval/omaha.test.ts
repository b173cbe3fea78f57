import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCards } from './cards.js';
import { evaluate, subsets } from './evaluate.js';
import { omahaValue } from './omaha.js';
import { doubleBoardValues, holdemValue, pineappleValue, svitenValues } from './chosen.js';
import { category } from './value.js';
import { evaluateHigh } from './high.js';
import { SHORT_DECK } from './presets.js';
import { drawDistinct, splitmix32, FULL_DECK } from './test-support/prng.js';

const P = parseCards;

test('000 §17.2.1; 003 §3.5.3.2: Omaha uses exactly two hole cards and three board cards', () => {
  assert.equal(category(omahaValue(P('AhAdAsAc'), P('KhQhJh2c3d'))), 'pair', 'four aces in hand play as one pair of aces');
  assert.equal(category(omahaValue(P('AhKc5d9s'), P('QhJhTh2c3d'))), 'straight', 'one heart in hand makes no flush');
  assert.equal(category(omahaValue(P('AhKh5d9s'), P('QhJhTh2c3d'))), 'straight-flush', 'two hearts in hand do');
  assert.equal(category(omahaValue(P('Ah2c5d9s'), P('KhQhJhTh3d'))), 'high-card', 'A with K-Q-J-T needs four board cards');
  assert.equal(category(holdemValue(P('Ah2c'), P('KhQhJhTh3d'))), 'straight-flush', "hold'em may use one hole card");
  assert.equal(category(omahaValue(P('2c3c4d5d'), P('AhAsAdKsKd'))), 'three-of-a-kind', 'the full house on the board does not play, its three aces do');
});

test('000 §17.2.1: the fast Omaha path equals brute force over two-of-four and three-of-five', () => {
  const next = splitmix32(4);
  for (let i = 0; i < 5000; i++) {
    const cards = drawDistinct(next, FULL_DECK, 9);
    const hole = cards.slice(0, 4);
    const board = cards.slice(4);
    let best = 0;
    for (const h of subsets(hole, 2)) for (const b of subsets(board, 3)) best = Math.max(best, evaluateHigh([...h, ...b]));
    assert.equal(omahaValue(hole, board), best);
  }
});

test('000 §17.2.2; 003 §3.5.8–9: five-card Omaha and Courchevel use exactly two of five hole cards', () => {
  const next = splitmix32(5);
  for (let i = 0; i < 2000; i++) {
    const cards = drawDistinct(next, FULL_DECK, 10);
    const hole = cards.slice(0, 5);
    const board = cards.slice(5);
    let best = 0;
    for (const h of subsets(hole, 2)) for (const b of subsets(board, 3)) best = Math.max(best, evaluateHigh([...h, ...b]));
    assert.equal(omahaValue(hole, board), best);
  }
  assert.equal(category(omahaValue(P('AhKhQhJh2c'), P('Th3c4d5s8d'))), 'straight', 'A-2 from the hand with 3-4-5, not A-K-Q-J with the ten');
});

test('003 §3.5.8: Courchevel plays on the flop card dealt with the hand, as five-card Omaha with a three-card board', () => {
  assert.equal(category(omahaValue(P('AhKh7c7d2s'), P('7hQhJh'))), 'flush');
  assert.throws(() => omahaValue(P('AhKh7c7d2s'), P('7hQh')), /need 2 hole and 3 board/);
});

test('000 §17.3.2: double hold\'em has one value per board', () => {
  const [a, b] = doubleBoardValues(P('AhAd'), [P('As2c7d9hKs'), P('Kh7h2h3h9c')]);
  assert.equal(category(a!), 'three-of-a-kind');
  assert.equal(category(b!), 'flush');
});

test('003 §3.5.7, §3.5.10: Crazy Pineapple and Watermelon are hold\'em once discarded to two', () => {
  assert.throws(() => pineappleValue(P('AhAdKs'), P('As2c7d')), /discard down to two/);
  assert.equal(pineappleValue(P('AhAd'), P('As2c7d9hKs')), holdemValue(P('AhAd'), P('As2c7d9hKs')));
});

test('003 §3.5.13: Sviten Special scores the five cards in hand alone and as five-card Omaha', () => {
  const { hand, omaha } = svitenValues(P('AhAdAsKcKd'), P('2h3h4h9hTh'));
  assert.equal(category(hand), 'full-house');
  assert.equal(category(omaha), 'pair', 'one heart in hand: no flush; two aces with three board cards');
});

test('003 §3.5.2: Omaha-style choice also works under other rules (short deck, rule-driven path)', () => {
  const next = splitmix32(9);
  const deck = FULL_DECK.filter((c) => c >> 2 >= 4);
  for (let i = 0; i < 300; i++) {
    const cards = drawDistinct(next, deck, 9);
    const hole = cards.slice(0, 4);
    const board = cards.slice(4);
    let best = 0;
    for (const h of subsets(hole, 2)) for (const b of subsets(board, 3)) best = Math.max(best, evaluate([...h, ...b], SHORT_DECK));
    assert.equal(omahaValue(hole, board, SHORT_DECK), best);
  }
});
