/**
 * Boule, item by item of the digests' "Numbers to test against" (000 #70–78, 001 #28–30), the exact returns and
 * their agreement with the engine (every hole played) and with a seeded simulation (99.9%: |z| < 3.29).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { GameAction } from '../../core/contract.js';
import { ConfigError } from '../../core/errors.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { gameIn, loadScenario, runScenario } from '../../scenario/run-scenario.js';
import { RoundRunner } from '../../core/round-runner.js';
import { BET_IDS, BLACK, colourOf, numbersOf, RED } from './game.js';
import { boule } from './index.js';
import { defaultBouleTable, type BouleTable } from './profile.js';

const scenario = (file: string): void => {
  const r = runScenario(loadScenario(join(import.meta.dirname, 'scenarios', file)), gameIn([boule]));
  assert.deepEqual(r.rounds.flatMap((x, i) => x.failures.map((f) => `round ${i + 1}: ${f}`)), [], file);
};

for (const [id, sec] of [['eus', '000 §04'], ['cv', '001 §04']] as const) {
  test(`${sec} II: numbers 1–9 in 18 holes, each twice; black 1, 3, 6, 8; red 2, 4, 7, 9; the 5 neither`, () => {
    const holes = boule.profiles.get(id).holes.value;
    assert.equal(holes.length, 18);
    for (let n = 1; n <= 9; n++) assert.equal(holes.filter((h) => h === n).length, 2);
    assert.deepEqual(BLACK, [1, 3, 6, 8]);
    assert.deepEqual(RED, [2, 4, 7, 9]);
    assert.equal(colourOf(5), 'yellow');
  });

  test(`${sec} II, V: passe = 6–9, manque = 1–4; the 5 in no simple chance; a number pays 7 to 1, a simple chance 1 to 1, all simple chances lose on 5`, () => {
    assert.deepEqual(numbersOf('passe'), [6, 7, 8, 9]);
    assert.deepEqual(numbersOf('manque'), [1, 2, 3, 4]);
    for (const c of ['red', 'black', 'even', 'odd', 'passe', 'manque']) assert.ok(!numbersOf(c).includes(5));
    assert.deepEqual(boule.profiles.get(id).numberPays.value, { num: 7, den: 1 });
    scenario(`${id}-04-V-five.json`);
    scenario(`${id}-04-V-numbers-and-chances.json`);
  });

  test(`${sec} V: maxima within [40, 100] × (number) and [200, 500] × (simple chances) the authorised minimum; a cloth at 1 or 2 × the authorised minimum`, () => {
    const p = boule.profiles.get(id);
    const make = (t: Partial<BouleTable>): unknown => boule.create({ profile: p, table: { ...defaultBouleTable(p), ...t }, carry: null, rng: seededRng('t') });
    make({ numberMaximum: 40, simpleMaximum: 200 });
    make({ numberMaximum: 100, simpleMaximum: 500, minimum: 400 });
    assert.throws(() => make({ numberMaximum: 39 }), ConfigError);
    assert.throws(() => make({ numberMaximum: 101 }), ConfigError);
    assert.throws(() => make({ simpleMaximum: 199 }), ConfigError);
    assert.throws(() => make({ simpleMaximum: 501 }), ConfigError);
    assert.throws(() => make({ minimum: 600 }), ConfigError);
  });

  test(`${sec}: every bet returns exactly 8/9 (house edge 1/9), and every hole through the engine agrees`, () => {
    const p = boule.profiles.get(id);
    const r = boule.tools?.rtp?.(p, id, {});
    for (const b of r?.bets ?? []) assert.equal(b.fraction, '-1/9', b.bet);
    const totals: Record<string, number> = {};
    for (const hole of p.holes.value) {
      const rng = seededRng('holes');
      const run = new RoundRunner(boule, { profile: p, profileId: id, table: defaultBouleTable(p), carry: null, rng, roundNo: 1 });
      for (const bet of BET_IDS) run.act({ type: 'place', bet, amount: 900, by: { kind: 'player', player: bet } } as GameAction, rng);
      run.act({ type: 'close-bets', by: { kind: 'dealer' } }, rng);
      run.act({ type: 'spin', pocket: hole, by: { kind: 'dealer' } } as GameAction, rng);
      for (const l of boule.settlement(run.state as never)?.lines ?? []) totals[l.bettor] = (totals[l.bettor] ?? 0) + l.returned;
    }
    for (const bet of BET_IDS) assert.equal((totals[bet] as number) * 9, 18 * 900 * 8, bet);
  });
}

test('000 §04 V.b, 001 §04 V.B: the maximum is per player, never a total of the players on one spot; a cloth may open at twice the minimum', () => {
  scenario('eus-04-V.b-limits.json');
  scenario('cv-04-V.B-double-minimum-cloth.json');
});

test('000 §04, 001 §04: a seeded simulation through the engine agrees with 8/9 on the simple chances (99.9%: |z| < 3.29)', () => {
  const p = boule.profiles.get('eus');
  const sim = boule.tools?.simulate?.(p, 'eus', { rounds: 4000, seed: 'boule-sim' });
  for (const b of sim?.bets ?? []) {
    const z = (b.rtp - 8 / 9) / ((b.sd as number) / Math.sqrt(b.rounds));
    assert.ok(Math.abs(z) < 3.29, `${b.bet}: ${b.rtp}, z = ${z.toFixed(2)}`);
  }
});

test('000 §04 II–III, 001 §04 II (000 #71, 001 #28): a dish 1.50 m across in a 1.85 m square; 18 holes; one croupier per cloth', () => {
  for (const id of ['eus', 'cv']) {
    const e = boule.profiles.get(id).equipment.value;
    assert.deepEqual([e.dishDiameterM, e.squareSideM, e.holes], [1.5, 1.85, 18]);
    assert.equal(boule.profiles.get(id).staff.value.croupiersPerCloth, 1);
  }
  assert.equal(boule.profiles.get('eus').staff.value.tablesPerInspector, 4);
});
