/**
 * Roulette rules, item by item of the digests' "Numbers to test against" (000 §01–§02: #9–38; 001 §01–§02: #1–16;
 * 003: #30–33 and §2.1.9.1). Items played out in a scenario name the scenario file, which is run here too.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ConfigError } from '../../core/errors.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { gameIn, loadScenario, runScenario } from '../../scenario/run-scenario.js';
import { americanRoulette, frenchRoulette } from './index.js';
import { defaultRouletteTable, type RouletteProfile, type RouletteTable } from './profile.js';
import { PAYS } from './spots.js';

const scenario = (file: string): void => {
  const r = runScenario(loadScenario(join(import.meta.dirname, 'scenarios', file)), gameIn([frenchRoulette, americanRoulette]));
  assert.deepEqual(r.rounds.flatMap((x, i) => x.failures.map((f) => `round ${i + 1}: ${f}`)), [], file);
};

const create = (g: typeof frenchRoulette, p: RouletteProfile, table: Partial<RouletteTable>): void => {
  g.create({ profile: p, table: { ...defaultRouletteTable(p), ...table }, carry: null, rng: seededRng('t') });
};

test('000 §01 IV.1.A, 001 §01 IV.1, 003 §2.2.3.13: payouts 35, 17, 11, 8, 5, 2, 2, 1:2, 1:2, 1:1', () => {
  assert.deepEqual(
    Object.values(PAYS).map((r) => `${r.num}:${r.den}`),
    ['35:1', '17:1', '11:1', '8:1', '5:1', '2:1', '2:1', '1:2', '1:2', '1:1'],
  );
  scenario('eus-01-IV.1-every-bet-pocket-17.json');
  scenario('eus-01-IV.1.A-zero-bets.json');
});

test('000 §01 IV.2.A.a (000 #27–28): simple-chance maximum one of 180, 360, 540, 900 × the minimum; simple minimum at most 5 × the straight-up minimum', () => {
  const p = frenchRoulette.profiles.get('eus');
  for (const m of [180, 360, 540, 900]) create(frenchRoulette, p, { maxMultipliers: { ...defaultRouletteTable(p).maxMultipliers, 'even-chance': m } });
  assert.throws(() => create(frenchRoulette, p, { maxMultipliers: { ...defaultRouletteTable(p).maxMultipliers, 'even-chance': 200 } }), ConfigError);
  create(frenchRoulette, p, { simpleMinimum: 2500 });
  assert.throws(() => create(frenchRoulette, p, { simpleMinimum: 3000 }), ConfigError);
  scenario('eus-01-IV.2.A-simple-minimum.json');
  scenario('eus-01-IV.2.A-simple-minimum-and-levels.json');
});

test('000 §01 IV.2.A.b (000 #29): maxima straight {10,20,30,50}, split {20,40,60,100}, street {30,60,90,150}, corner {40,80,120,200}, six-line {60,120,180,300}, column/dozen {120,240,360,600}, two {240,480,720,1200}', () => {
  const m = frenchRoulette.profiles.get('eus').limits.maxima.value;
  assert.deepEqual([m.straight, m.split, m.street, m.corner, m['six-line'], m.column, m.dozen, m['two-columns'], m['two-dozens']], [
    [10, 20, 30, 50], [20, 40, 60, 100], [30, 60, 90, 150], [40, 80, 120, 200], [60, 120, 180, 300], [120, 240, 360, 600], [120, 240, 360, 600], [240, 480, 720, 1200], [240, 480, 720, 1200],
  ]);
  scenario('eus-01-IV.2-limits.json');
});

test('001 §01 IV.2.A (001 #12): maxima simple 360/540, straight 20/30, split 40/60, street 60/90, corner 80/120, six-line 120/180, column/dozen 240/360, double 480/720; every bet a multiple of the minimum', () => {
  const m = frenchRoulette.profiles.get('cv').limits.maxima.value;
  assert.deepEqual([m['even-chance'], m.straight, m.split, m.street, m.corner, m['six-line'], m.column, m['two-dozens']], [[360, 540], [20, 30], [40, 60], [60, 90], [80, 120], [120, 180], [240, 360], [480, 720]]);
  scenario('cv-01-IV.2.A-limits-and-multiples.json');
});

test('001 §02 V (001 #15): American simple chances at most 180 or 360 × the minimum; colour chips ≤ 10; default value the table minimum', () => {
  const p = americanRoulette.profiles.get('cv');
  assert.deepEqual(p.limits.maxima.value['even-chance'], [180, 360]);
  assert.equal(p.colourChips.maxColours.value, 10);
  assert.throws(() => create(americanRoulette, p, { colours: 11 }), ConfigError);
  scenario('cv-02-IV-V-zero-half-and-limits.json');
});

test('000 §01 IV.1.B.b, 001 §01 IV.1.C (000 #24–26, 001 #11): half back or prison; released without winnings; each further zero halves; last spin ½, ¼, ⅛', () => {
  scenario('eus-01-IV.1.B.b-prison.json');
  scenario('eus-01-IV.1.B.b-last-spin.json');
  scenario('cv-01-IV.1.C-prison-last-spin.json');
});

test('000 §01 IV.1.j–k, 001 §01 IV.1.B (000 #20–23, 001 #6–9): announced bets pay each chip at its spot', () => {
  scenario('eus-01-IV.1.j-k-announced-bets.json');
  scenario('cv-01-IV.1.B-series.json');
});

test('000 §01 IV.2.B (000 #30): a change of limit announces the last three balls', () => {
  assert.equal(frenchRoulette.profiles.get('eus').limits.changeAnnouncedBalls.value, 3);
  scenario('eus-01-IV.2.B-limit-change-last-three-balls.json');
});

test('000 §01 IV.3.c, 001 §01 IV.3.c (000 #31, 001 #13): payment order', () => {
  scenario('eus-01-IV.1-every-bet-pocket-17.json');
  scenario('cv-01-IV.3.c-payment-order.json');
});

test('000 §01 IV.3.a, IV.3.d, 001 §01 IV.3.a, IV.3.d (000 #32–33, 001 #14): the wheel turns the other way each spin; a void spin replaces the ball on the previous number', () => {
  scenario('eus-01-IV.3-void-spin-and-direction.json');
  scenario('cv-01-IV.3.d-void-spin.json');
});

test('000 §02 IV, 001 §02 IV (000 #34, 001 #15): American single zero takes half of the simple chances', () => {
  scenario('eus-02-IV-zero-half.json');
});

test('000 §02 I.e (000 #35–36): neighbour buttons', () => {
  scenario('eus-02-I.e-neighbour-button.json');
});

test('000 §02 I, V (000 #37): colour-chip value between the straight-up minimum and maximum; the table minimum when not declared', () => {
  scenario('eus-02-I-V-colour-chips.json');
});

test('000 §02 III.2–3, 001 §02 III.b (000 #38, 001 #16): American payment order and combinations paid together', () => {
  scenario('eus-02-III-payment-order.json');
  scenario('cv-02-III.b-payment-order.json');
});

test('003 §2.2.3.13 (003 #30): straight 35, split 17, street 11, corner 8, six line 5, column/dozen 2, even chances 1', () => {
  const p = americanRoulette.profiles.get('ee-oc');
  assert.deepEqual(p.spotKinds.value, ['straight', 'split', 'street', 'corner', 'six-line', 'column', 'dozen', 'even-chance']);
  scenario('ee-oc-2.2.3.13-zero.json');
});

test('003 §2.2.3.16 (003 #31): fewer than 4 ball revolutions is a no spin', () => {
  assert.equal(americanRoulette.profiles.get('ee-oc').spin.minBallTurns.value, 4);
  scenario('ee-oc-2.2.3.15-16-no-spin.json');
});

test('003 §2.2.3.6, §2.2.3.18 (003 #32): a colour chip is worth the table minimum unless raised', () => {
  scenario('ee-oc-2.1.9.1-absent-winner.json');
});

test('003 §2.2.3.10 (003 #33): one player’s grid, sector and neighbour bets together at most the table maximum', () => {
  scenario('ee-oc-2.2.3.10-limits-and-oval.json');
});

test('003 §2.1.9.1: an absent winner’s grid bets ride, his outside bets are set aside', () => {
  scenario('ee-oc-2.1.9.1-absent-winner.json');
});

test('000 §01 II–III, 001 §01 II (000 #7, #9): a 56 cm wheel of 37 pockets; a head or inspector supervises at most 4 tables', () => {
  const eus = frenchRoulette.profiles.get('eus');
  assert.deepEqual([eus.equipment.value.wheelDiameterCm, eus.equipment.value.pockets, eus.staff.value.tablesPerInspector], [56, 37, 4]);
  assert.equal(frenchRoulette.profiles.get('cv').equipment.value.wheelDiameterCm, 56);
});

test('001 §02 II (001 #15): the American table’s jefe supervises at most 2 tables; ≤ 10 colours', () => {
  const cv = americanRoulette.profiles.get('cv');
  assert.equal(cv.staff.value.tablesPerInspector, 2);
  assert.equal(cv.equipment.value.colourCompartments, 10);
});

test('003 §2.1.4, §2.2.3.10: a bet over the maximum is accepted and paid only up to the maximum, the player’s winnings scaled by maximum ÷ his total; under the minimum refused', () => {
  assert.equal(americanRoulette.profiles.get('ee-oc').limits.overMaximum.value, 'pay-pro-rata');
  scenario('ee-oc-2.1.4-over-maximum-paid-pro-rata.json');
  // The alternative the parameter names: refused, and the state unchanged.
  const p = americanRoulette.profiles.derive('ee-oc', { limits: { overMaximum: { value: 'refuse', cite: 'test' } } });
  const { state } = americanRoulette.create({ profile: p, table: defaultRouletteTable(p), carry: null, rng: seededRng('t') });
  const by = { kind: 'player', player: 'p1' } as const;
  const r = americanRoulette.apply(state, { type: 'place', bet: 'straight-17', amount: 50100, by });
  assert.equal(r.ok ? 'accepted' : r.rejection.code, 'roulette/bet-over-limit');
  // Pro rata needs one maximum per player: a per-spot profile with it is refused at table creation.
  const eus = americanRoulette.profiles.derive('eus', { limits: { overMaximum: { value: 'pay-pro-rata', cite: 'test' } } });
  assert.throws(() => create(americanRoulette, eus, {}), ConfigError);
});
