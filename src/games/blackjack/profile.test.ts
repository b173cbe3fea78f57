/**
 * The six blackjack profiles and the triple-blackjack profile: they load, every parameter is cited, and each one
 * carries the numbers its text sets.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ConfigError } from '../../core/errors.js';
import { loadBlackjackProfiles, loadTripleBlackjackProfiles, PROFILES_DIR, readProfileJson, TRIPLE_PROFILES_DIR } from './profile.js';

const set = loadBlackjackProfiles();
const p = (id: string) => set.get(id);

/** Every `{ value, cite }` leaf of a profile, with its path. */
function leaves(x: unknown, path = ''): { path: string; cite: unknown }[] {
  if (x === null || typeof x !== 'object' || Array.isArray(x)) return [];
  const o = x as Record<string, unknown>;
  if ('value' in o && 'cite' in o) return [{ path, cite: o.cite }];
  return Object.entries(o).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}

test('croupier profiles: the six blackjack profiles load (eus, cv, gr, ee-oc, ee-oc-2d, es)', () => {
  assert.deepEqual([...set.ids()].sort(), ['cv', 'ee-oc', 'ee-oc-2d', 'es', 'eus', 'gr']);
  assert.deepEqual(loadTripleBlackjackProfiles().ids(), ['eus']);
});

test('croupier profiles: every parameter carries a citation', () => {
  for (const id of set.ids()) {
    const ls = leaves(set.get(id));
    assert.ok(ls.length > 60, `${id} has ${ls.length} parameters`);
    for (const l of ls) assert.ok(typeof l.cite === 'string' && l.cite.length > 0, `${id}.${l.path}`);
  }
});

test('000 §03.01: the triple-blackjack profile is the §03 profile plus its own section (no drift)', () => {
  const base = readProfileJson(join(PROFILES_DIR, 'eus.json')) as Record<string, unknown>;
  const triple = readProfileJson(join(TRIPLE_PROFILES_DIR, 'eus.json')) as Record<string, unknown>;
  const { name: _a, triple: t, ...rest } = triple;
  const { name: _b, ...baseRest } = base;
  assert.deepEqual(rest, baseRest);
  assert.ok(t);
});

test('000 §03 II.1 / 001 §03 II.2 / 004 BJ: six decks of two back colours; 003 §2.2.1.1: 312 cards; 003 §2.2.2.1: two decks', () => {
  for (const id of ['eus', 'cv', 'es', 'ee-oc']) assert.equal(p(id).shoe.decks.value, 6);
  for (const id of ['eus', 'cv', 'es']) assert.equal(new Set(p(id).shoe.backs.value).size, 2);
  assert.equal(p('ee-oc-2d').shoe.decks.value, 2);
});

test('002 §14.1: four to six decks (six by default)', () => {
  const d = p('gr').shoe.decks.value;
  assert.ok(d >= 4 && d <= 6);
});

test('000 §03 V.3, 001 §03 V.4, 002 §14.6: five cards burned; 003 §2.2.1.28: none (all cards played through)', () => {
  for (const id of ['eus', 'cv', 'gr']) assert.equal(p(id).shoe.burn.value, 5);
  assert.equal(p('ee-oc').shoe.burn.value, 0);
});

test('001 §03 V.4 / 002 §14.4: the cut card leaves one deck (52 cards); 002 §14.3: the cut leaves a deck either side; 003 §2.2.1.3: at least 13 cards', () => {
  assert.equal(p('cv').shoe.reserve.value, 52);
  assert.equal(p('gr').shoe.reserve.value, 52);
  assert.equal(p('gr').shoe.cutMinEachSide.value, 52);
  assert.equal(p('ee-oc').shoe.cutMinEachSide.value, 13);
  assert.equal(p('ee-oc').shoe.cutWithShuffler.value, false, '003 §2.2.1.5: no cut with a shuffler');
  assert.equal(p('gr').shoe.cutWithShuffler.value, true, '002 §14.10: ¶3 applies in shuffler mode');
});

test('000 §03 V.2: the maximum is 25, 50, 100 or 200 × the minimum; 001 §03 V.3.b and 002 §14.16: 50, 100 or 200', () => {
  assert.deepEqual(p('eus').table.maxMultipliers.value, [25, 50, 100, 200]);
  assert.deepEqual(p('cv').table.maxMultipliers.value, [50, 100, 200]);
  assert.deepEqual(p('gr').table.maxMultipliers.value, [50, 100, 200]);
});

test('000 §03 IV.a: at most 9 boxes and 4 bets per box; 001 §03 IV.c: 4 bets; 002 §14.11 and 003 §2.2.1.7: the box player and two more', () => {
  assert.equal(p('eus').table.maxBoxes.value, 9);
  assert.equal(p('eus').seating.maxBetsPerBox.value, 4);
  assert.equal(p('cv').seating.maxBetsPerBox.value, 4);
  assert.equal(p('gr').seating.maxBetsPerBox.value, 3);
  assert.equal(p('ee-oc').seating.maxBetsPerBox.value, 3);
});

test('000 §03 V.1.a, 001 §03 V.1.a, 002 §14.12a, 003 §2.2.1.8: no hole card; the dealer stands on soft 17', () => {
  for (const id of set.ids()) {
    assert.equal(p(id).dealer.holeCard.value, 'none', id);
    assert.equal(p(id).dealer.hitsSoft17.value, false, id);
  }
});

test('000 §03 V.1.b: insurance pays 2:1 by default, the literal "one for two" noted; 001, 002, 003: 2:1', () => {
  for (const id of set.ids()) assert.deepEqual(p(id).insurance.pays.value, { num: 2, den: 1 }, id);
  assert.match(p('eus').insurance.pays.note ?? '', /one for two/);
});

test('000 §03 V.1.e: the pairs bet pays 25, 12 and 6 to 1; its maximum is 10, 20 or 30 × the minimum (10 by default, the table may raise it)', () => {
  const pairs = p('eus').sideBets.pairs;
  assert.deepEqual(pairs.pays.value, { perfect: { num: 25, den: 1 }, colour: { num: 12, den: 1 }, mixed: { num: 6, den: 1 } });
  assert.deepEqual(pairs.maxOfTableMinimum.value, { num: 10, den: 1 });
  assert.match(pairs.maxOfTableMinimum.note ?? '', /10, 20 or 30/);
});

test('rules no seed has are expressible: 6:5, 1 and 8 decks, hole card with peek, hitting soft 17, late surrender; 9 decks are refused', () => {
  const q = set.derive('gr', { blackjack: { pays: { value: { num: 6, den: 5 }, cite: 'x' } }, shoe: { decks: { value: 1, cite: 'x' } }, dealer: { holeCard: { value: 'peek-ace-ten', cite: 'x' }, hitsSoft17: { value: true, cite: 'x' } }, surrender: { mode: { value: 'late', cite: 'x' } } });
  assert.deepEqual(q.blackjack.pays.value, { num: 6, den: 5 });
  assert.equal(set.derive('gr', { shoe: { decks: { value: 8, cite: 'x' } } }).shoe.decks.value, 8);
  assert.throws(() => set.derive('gr', { shoe: { decks: { value: 9, cite: 'x' } } }), ConfigError);
  assert.throws(() => set.derive('gr', { shoe: { decks: { value: 6, cite: '' } } }), ConfigError);
});

test('croupier profiles: a JSON Schema of the profiles is published', () => {
  const s = set.jsonSchema() as { type?: string; properties?: Record<string, unknown> };
  assert.equal(s.type, 'object');
  assert.ok(s.properties?.dealerBlackjackTakes && s.properties.sideBets);
});
