/**
 * Monte (001 §13): the worked examples of the text as scenarios, the layout's special rules, and the relations.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { gameIn, loadScenario, runScenario } from '../../scenario/run-scenario.js';
import { cancellations, layOut, relation } from './layout.js';
import { monte } from './index.js';

const scenario = (file: string): void => {
  const r = runScenario(loadScenario(join(import.meta.dirname, 'scenarios', file)), gameIn([monte]));
  assert.deepEqual(r.rounds.flatMap((x, i) => x.failures.map((f) => `round ${i + 1}: ${f}`)), [], file);
};
const from = (cards: string): (() => string) => {
  const xs = cards.split(' ');
  return () => xs.shift() as string;
};

test('001 §13 VI.1a: Camo is the next suit in oros → copas → espadas → bastos → oros, Anti the previous, Viudo neither', () => {
  assert.deepEqual(['5c', '5b', '5e'].map((c) => relation('5o', c)), ['camo', 'anti', 'viudo']);
  assert.equal(relation('Rb', 'Ro'), 'camo');
});

test('001 §13 VI.4: equal first two cards are burned; a third card of their value doubles then triples; all four void the round', () => {
  assert.deepEqual(layOut(from('5o 5c 2o 3c 4e 6b'), 'burn'), { boxes: [['2o'], ['3c'], ['4e'], ['6b']], burned: ['5o', '5c'], voided: null });
  assert.deepEqual(layOut(from('5o 2c 5c 5e 4e 3b'), 'burn').boxes, [['5o', '5c', '5e'], ['2c'], ['4e'], ['3b']]);
  assert.equal(layOut(from('5o 2c 5c 5e 5b'), 'burn').voided, 'four-of-a-value');
  assert.deepEqual(layOut(from('5o 2c 4e 4b 3b'), 'burn'), { boxes: [['5o'], ['2c'], ['4e'], ['3b']], burned: ['4b'], voided: null });
  assert.equal(layOut(from('5o 2c 4e 4b'), 'void').voided, 'fourth-matches-third');
});

test('001 §13 VI.4 c–d and the Catalan-only sentence (line 3503): what tripled cards cancel', () => {
  assert.deepEqual(cancellations(2, 0).list.map((c) => `${c.pos}:${c.rels.join('+')}`), ['2:camo+viudo', '3:camo', '4:camo']);
  assert.deepEqual(cancellations(0, 2).list.map((c) => `${c.pos}:${c.rels.join('+')}`), ['1:camo+viudo', '4:camo', '3:camo']);
  assert.deepEqual(cancellations(2, 2).list.map((c) => `${c.pos}:${c.rels.join('+')}`), ['3:camo+viudo', '4:camo+viudo']);
});

test('001 §13 VI.4a, V (worked example of the doubled card): the 5 doubled and the Camo of the 2 first', () => scenario('cv-13-VI.4a-doubled-card.json'));
test('001 §13 VI.4b, VI.3 (worked example of two doubled cards): Camos of the 3rd and 4th cancelled; 5 against 2 carries into Segundas', () => scenario('cv-13-VI.4b-two-doubled-cards.json'));
