/**
 * Wheel of fortune, item by item of the digests' "Numbers to test against" (000 part 2 #29–32, 000 #1,
 * 001 part 2 wheel of fortune), the exact returns on the layout in use, and their agreement with the engine.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { GameAction } from '../../core/contract.js';
import { ConfigError } from '../../core/errors.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { gameIn, loadScenario, runScenario } from '../../scenario/run-scenario.js';
import { RoundRunner } from '../../core/round-runner.js';
import type { WofState } from './game.js';
import { wheelOfFortune } from './index.js';
import { defaultWofTable, symbolsOf, type WofTable } from './profile.js';

const scenario = (file: string): void => {
  const r = runScenario(loadScenario(join(import.meta.dirname, 'scenarios', file)), gameIn([wheelOfFortune]));
  assert.deepEqual(r.rounds.flatMap((x, i) => x.failures.map((f) => `round ${i + 1}: ${f}`)), [], file);
};
const make = (p: ReturnType<typeof wheelOfFortune.profiles.get>, t: Partial<WofTable> = {}): unknown =>
  wheelOfFortune.create({ profile: p, table: { ...defaultWofTable(p), ...t }, carry: null, rng: seededRng('t') });

for (const [id, sec] of [['eus', '000 §10'], ['cv', '001 §10']] as const) {
  test(`${sec} II, V.1: 54 divisions; boxes 24, 15, 7, 4, 2 and Joker; 24 + 15 + 7 + 4 + 2 + 2 = 54`, () => {
    const p = wheelOfFortune.profiles.get(id);
    assert.equal(p.segments.value.length, 54);
    const count = (s: string): number => p.segments.value.filter((x) => x === s).length;
    assert.deepEqual(['24', '15', '7', '4', '2', 'joker-1', 'joker-2'].map(count), [24, 15, 7, 4, 2, 1, 1]);
    assert.deepEqual(symbolsOf(p), ['24', '15', '7', '4', '2', 'joker-1', 'joker-2']);
  });

  test(`${sec} V.1: pays 24 → 1:1, 15 → 2:1, 7 → 5:1, 4 → 10:1, 2 → 20:1, each Joker 45:1, the stake returned on top`, () => {
    const pays = wheelOfFortune.profiles.get(id).pays.value;
    assert.deepEqual(Object.fromEntries(Object.entries(pays).map(([k, v]) => [k, `${v.num}:${v.den}`])), { '24': '1:1', '15': '2:1', '7': '5:1', '4': '10:1', '2': '20:1', 'joker-1': '45:1', 'joker-2': '45:1' });
    scenario(`${id}-10-V.1-every-box.json`);
  });

  test(`${sec}: exact returns on the default layout (24: −1/9, 15: −1/6, 7: −2/9, 4: −5/27, 2: −2/9, Joker: −4/27), and every division through the engine agrees`, () => {
    const p = wheelOfFortune.profiles.get(id);
    const r = wheelOfFortune.tools?.rtp?.(p, id, {});
    assert.deepEqual(Object.fromEntries((r?.bets ?? []).map((b) => [b.bet, b.fraction])), { '24': '-1/9', '15': '-1/6', '7': '-2/9', '4': '-5/27', '2': '-2/9', 'joker-1': '-4/27', 'joker-2': '-4/27' });
    const back: Record<string, number> = {};
    p.segments.value.forEach((_, segment) => {
      const rng = seededRng('seg');
      const run = new RoundRunner(wheelOfFortune, { profile: p, profileId: id, table: defaultWofTable(p), carry: null, rng, roundNo: 1 });
      for (const bet of symbolsOf(p)) run.act({ type: 'place', bet, amount: 100, by: { kind: 'player', player: bet } } as GameAction, rng);
      run.act({ type: 'close-bets', by: { kind: 'dealer' } }, rng);
      run.act({ type: 'spin', segment, by: { kind: 'dealer' } } as GameAction, rng);
      for (const l of wheelOfFortune.settlement(run.state as WofState)?.lines ?? []) back[l.bet] = (back[l.bet] ?? 0) + l.returned;
    });
    for (const b of r?.bets ?? []) assert.equal((back[b.bet] as number) / (54 * 100), b.rtp, b.bet);
  });
}

test('000 §10 V.1: the literal "1 for 1" on the 15 box is a profile override away', () => {
  scenario('eus-10-V.1-fifteen-as-written.json');
});

test('000 §10 V.1, 001 §10 V.1: one Joker bet covering both Joker divisions at 45 to 1 would return 46 × 2/54 > 1, so such a layout is refused', () => {
  const p = wheelOfFortune.profiles.derive('cv', { segments: { value: wheelOfFortune.profiles.get('cv').segments.value.map((s) => (s.startsWith('joker') ? 'joker' : s)), cite: 'custom' }, pays: { value: { joker: { num: 45, den: 1 } } } });
  assert.throws(() => make(p), (e: unknown) => e instanceof ConfigError && e.code === 'wheel-of-fortune/player-advantage');
});

test('000 Add.Prov. 6.2.a: the table float is at least 15,000 × the table minimum', () => {
  const p = wheelOfFortune.profiles.get('eus');
  make(p, { minimum: 100, float: 1_500_000 });
  assert.throws(() => make(p, { minimum: 100, float: 1_499_999 }), (e: unknown) => e instanceof ConfigError && e.code === 'wheel-of-fortune/float-too-small');
  make(wheelOfFortune.profiles.get('cv'), { minimum: 100, float: 0 });
});

test('000 §10 V.2–3: minimum and maximum; bets after "no more" are refused', () => {
  scenario('eus-10-V.2-V.3-limits-and-late-bets.json');
});

test('000 §10, 001 §10: a seeded simulation through the engine agrees with the exact returns (99.9%: |z| < 3.29)', () => {
  const p = wheelOfFortune.profiles.get('cv');
  const exact = Object.fromEntries((wheelOfFortune.tools?.rtp?.(p, 'cv', {}).bets ?? []).map((b) => [b.bet, b.rtp]));
  const sim = wheelOfFortune.tools?.simulate?.(p, 'cv', { rounds: 6000, seed: 'wof-sim' });
  for (const b of sim?.bets ?? []) {
    const z = (b.rtp - (exact[b.bet] as number)) / ((b.sd as number) / Math.sqrt(b.rounds));
    assert.ok(Math.abs(z) < 3.29, `${b.bet}: ${b.rtp} vs ${exact[b.bet]}, z = ${z.toFixed(2)}`);
  }
});

test('000 §10 II–III, 001 §10 II (000 part 2 #29, #76): a wheel 152 cm across on an 8-inch post, 54 divisions; a head supervises at most 4 tables', () => {
  for (const id of ['eus', 'cv']) {
    const e = wheelOfFortune.profiles.get(id).equipment.value;
    assert.deepEqual([e.wheelDiameterCm, e.postInches, e.divisions], [152, 8, 54]);
  }
  assert.equal(wheelOfFortune.profiles.get('eus').staff.value.tablesPerInspector, 4);
});
