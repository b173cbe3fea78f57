import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCards } from './cards.js';
import { evaluate } from './evaluate.js';
import { category, compare, isRoyal } from './value.js';
import { THREE_CARD } from './presets.js';
import { refCompare, refThree } from './test-support/reference.js';
import { describe as say } from './describe.js';

const v = (s: string): number => evaluate(parseCards(s), THREE_CARD);

test('000 §15 V.1; 003 §2.2.5.32: all 22,100 three-card hands, with the straight above the flush', () => {
  const counts: Record<string, number> = {};
  const hands: Array<{ ours: number; ref: number[] }> = [];
  for (let a = 0; a < 52; a++) for (let b = a + 1; b < 52; b++) for (let c = b + 1; c < 52; c++) {
    const ours = evaluate([a, b, c], THREE_CARD);
    const ref = refThree([a, b, c]);
    assert.equal(category(ours), ref.name);
    counts[ref.name] = (counts[ref.name] ?? 0) + 1;
    hands.push({ ours, ref: ref.result });
  }
  assert.deepEqual(counts, { 'straight-flush': 48, 'three-of-a-kind': 52, straight: 720, flush: 1096, pair: 3744, 'high-card': 16440 });
  for (let i = 1; i < hands.length; i += 7) {
    for (const j of [0, i - 1, Math.floor(i / 2)]) {
      assert.equal(Math.sign(compare(hands[i]!.ours, hands[j]!.ours)), refCompare(hands[i]!.ref, hands[j]!.ref));
    }
  }
});

test('000 §15 V.1: straight flush > three of a kind > straight > flush > pair > high card', () => {
  const ladder = ['9h8h7h', '2c2d2h', '9c8h7d', 'Ah9h5h', 'QhQd7c', 'AhKd9c'];
  for (let i = 1; i < ladder.length; i++) assert.ok(v(ladder[i - 1]!) > v(ladder[i]!), `${ladder[i - 1]} beats ${ladder[i]}`);
});

test('000 §15 V.1 a: A-K-Q of one suit is the top hand ("Eskailera Gorena")', () => {
  const royal = v('AsKsQs');
  assert.ok(isRoyal(royal));
  assert.equal(say(royal, 'en'), 'royal flush');
  for (const other of ['KsQsJs', 'AhAdAc', 'AhKdQs']) assert.ok(royal > v(other));
});

test('003 §2.2.5.31: K-A-2 is no straight; A-2-3 is the lowest straight (decision: the ace plays low)', () => {
  assert.equal(category(v('KhAd2c')), 'high-card');
  assert.equal(category(v('Ah2d3c')), 'straight');
  assert.ok(v('Ah2d3c') < v('2d3c4h'));
  assert.ok(v('Ah2d3c') > v('AhAd3c'));
});

test('003 §2.2.5.28–29: equal categories compare the highest card, then the next; identical ranks tie', () => {
  assert.ok(v('QhQd7c') > v('QsQc6d'));
  assert.ok(v('Ah9h5h') > v('Ad9d4d'));
  assert.equal(v('AhKd9c'), v('AsKc9d'));
  assert.equal(say(v('QhQd7c'), 'en'), 'pair of queens, seven kicker');
  assert.equal(say(v('Qh6d4c'), 'en'), 'queen high, six kicker');
});
