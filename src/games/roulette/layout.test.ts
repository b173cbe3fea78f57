/**
 * The wheel, the colours and the cloth, as 000 §01 II / 001 §01 II describe them ("Numbers to test against":
 * 000 #9–11, #20–23, #35–36; 001 #1–3, #5–10).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SERIES_CHIPS, chipCount, neighboursChips } from './announced.js';
import { betIds, betShape } from './bets.js';
import { AMERICAN_ORDER, colourOf, EUROPEAN_ORDER, isBlackByRule, wheelNeighbours } from './layout.js';
import { americanProfiles, frenchProfiles } from './profile.js';
import { spotsFor, type SpotKind } from './spots.js';

const BLACK = [2, 4, 6, 8, 10, 11, 13, 15, 17, 20, 22, 24, 26, 28, 29, 31, 33, 35];
const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
const ALL: SpotKind[] = ['straight', 'split', 'street', 'corner', 'six-line', 'column', 'dozen', 'two-columns', 'two-dozens', 'even-chance'];

test('000 §01 II, 001 §01 II: 37 pockets, 0–36, each once; zero neither red nor black', () => {
  assert.equal(EUROPEAN_ORDER.length, 37);
  assert.deepEqual([...EUROPEAN_ORDER].sort((a, b) => a - b), Array.from({ length: 37 }, (_, i) => i));
  assert.equal(colourOf(0), 'green');
});

test('000 §01 II, 001 §01 II: black = even digit sum, and 10 and 29, except 19; red = the other 18', () => {
  assert.deepEqual(Array.from({ length: 36 }, (_, i) => i + 1).filter(isBlackByRule), BLACK);
  assert.deepEqual(Array.from({ length: 36 }, (_, i) => i + 1).filter((n) => colourOf(n) === 'red'), RED);
});

test('000 §01 II, 001 §01 II: no two consecutive numbers are neighbours on the wheel; red and black alternate', () => {
  for (let i = 0; i < 37; i++) {
    const a = EUROPEAN_ORDER[i] as number;
    const b = EUROPEAN_ORDER[(i + 1) % 37] as number;
    assert.notEqual(Math.abs(a - b), 1, `${a} and ${b}`);
    if (a !== 0 && b !== 0) assert.notEqual(colourOf(a), colourOf(b));
  }
});

test('003 §2.2.3 (wheel parameter double): 38 pockets with 00, each once', () => {
  assert.equal(AMERICAN_ORDER.length, 38);
  assert.deepEqual([...AMERICAN_ORDER].sort((a, b) => a - b), Array.from({ length: 38 }, (_, i) => i));
});

test('000 §01 IV.1.j: zero and neighbours = straight-ups on 0, 3, 15, 26, 32', () => {
  assert.deepEqual(wheelNeighbours('single', 0, 2).sort((a, b) => a - b), [0, 3, 15, 26, 32]);
});

test('000 §02 I.e: button 17 = 2, 6, 17, 25, 34', () => {
  assert.deepEqual(neighboursChips('single', 17, 2).map((c) => c.spot).sort(), ['straight-17', 'straight-2', 'straight-25', 'straight-34', 'straight-6'].sort());
});

test('000 §02 I.d–e: 37 neighbour buttons (0–36) and three sector buttons (SH, H, Z)', () => {
  const ids = betIds(americanProfiles.get('eus'));
  assert.equal(ids.filter((i) => i.startsWith('neighbours-')).length, 37);
  for (const s of ['voisins-du-zero', 'tiers-du-cylindre', 'orphelins']) assert.ok(ids.includes(s));
});

test('000 §01 IV.1.k, 001 §01 IV.1.B.a: zero sector = 9 chips: 0-2-3 ×2, 4-7, 12-15, 18-21, 19-22, corner 25-29 ×2, 32-35', () => {
  assert.equal(chipCount(SERIES_CHIPS['voisins-du-zero']), 9);
  const chips = SERIES_CHIPS['voisins-du-zero'].map((c) => `${c.spot} ×${c.chips}`);
  assert.deepEqual(chips, ['street-0-2-3 ×2', 'split-4-7 ×1', 'split-12-15 ×1', 'split-18-21 ×1', 'split-19-22 ×1', 'corner-25-26-28-29 ×2', 'split-32-35 ×1']);
});

test('000 §01 IV.1.k, 001 §01 IV.1.B.b: tiers = 6 splits 5-8, 10-11, 13-16, 23-24, 27-30, 33-36', () => {
  assert.deepEqual(SERIES_CHIPS['tiers-du-cylindre'].map((c) => c.spot), ['split-5-8', 'split-10-11', 'split-13-16', 'split-23-24', 'split-27-30', 'split-33-36']);
});

test('000 §01 IV.1.k, 001 §01 IV.1.B.c: orphelins = 5 chips: straight 1; 6-9, 14-17, 17-20, 31-34', () => {
  assert.deepEqual(SERIES_CHIPS.orphelins.map((c) => c.spot), ['straight-1', 'split-6-9', 'split-14-17', 'split-17-20', 'split-31-34']);
});

test('001 §01 IV.1.B.d: juego al cero = 4 chips: straight 26; 0/3, 12/15, 32/35', () => {
  assert.deepEqual(SERIES_CHIPS['jeu-zero'].map((c) => c.spot), ['straight-26', 'split-0-3', 'split-12-15', 'split-32-35']);
});

test('001 §01 IV.1.B: the four series cover all 37 numbers (17 + 12 + 8 + … jeu zéro inside the vecinos) and match the wheel arcs', () => {
  const cat = spotsFor('single', ALL);
  const cover = (id: keyof typeof SERIES_CHIPS): Set<number> => new Set(SERIES_CHIPS[id].flatMap((c) => cat.get(c.spot)?.numbers ?? []));
  const v = cover('voisins-du-zero');
  const t = cover('tiers-du-cylindre');
  const o = cover('orphelins');
  assert.deepEqual([v.size, t.size, o.size], [17, 12, 8]);
  assert.equal(new Set([...v, ...t, ...o]).size, 37);
  // The vecinos arc "from 25 to 22 through zero" is 17 consecutive pockets of the wheel; the tercio "from 33 to 27".
  const arc = (from: number, len: number): number[] => Array.from({ length: len }, (_, k) => EUROPEAN_ORDER[(EUROPEAN_ORDER.indexOf(from as never) + k) % 37] as number);
  assert.deepEqual(new Set(arc(22, 17)), v);
  assert.deepEqual(new Set(arc(27, 12)), t);
  assert.deepEqual(new Set(arc(12, 7)), cover('jeu-zero'));
});

test('000 §01 IV.1.A, 001 §01 IV.1.A: the cloth: 37 straight-ups, 60 splits, 14 streets (0-1-2, 0-2-3), 23 corners (0-1-2-3), 11 six-lines, 3 columns, 3 dozens, 2 two-columns, 2 two-dozens, 6 simple chances', () => {
  const cat = spotsFor('single', ALL);
  const count = (k: SpotKind): number => [...cat.values()].filter((s) => s.kind === k).length;
  assert.deepEqual(ALL.map(count), [37, 60, 14, 23, 11, 3, 3, 2, 2, 6]);
  assert.deepEqual(cat.get('dozen-1')?.numbers, Array.from({ length: 12 }, (_, i) => i + 1));
  assert.deepEqual(cat.get('manque')?.numbers, Array.from({ length: 18 }, (_, i) => i + 1));
  assert.deepEqual(cat.get('passe')?.numbers, Array.from({ length: 18 }, (_, i) => i + 19));
  assert.deepEqual(cat.get('column-1')?.numbers.slice(0, 3), [1, 4, 7]);
});

test('001 §01 IV.1.B: series exist on French cv (with juego al cero), neighbours only where 000 has them', () => {
  const cv = frenchProfiles.get('cv');
  assert.ok(betShape(cv, 'jeu-zero'));
  assert.equal(betShape(cv, 'neighbours-17'), null);
  assert.equal(betShape(frenchProfiles.get('eus'), 'jeu-zero'), null);
});
