import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ConfigError } from '../../../core/errors.js';
import { RoundRunner } from '../../../core/round-runner.js';
import { num, str } from '../../../math/rational.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import { kenoTimeout, validateKeno, type KenoState } from './game.js';
import { keno } from './index.js';
import { hitChance, kenoReturn, spotReturn } from './math.js';
import type { KenoProfile } from './profile.js';

const p = (): KenoProfile => keno.profiles.get('ee-oc');

test('003 §4.6.4: the chance of k hits among n marked, 20 of 80 drawn, is hypergeometric', () => {
  assert.equal(str(hitChance(1, 1)), '1/4');
  assert.equal(str(hitChance(2, 2)), '19/316');
  for (const n of [1, 5, 10]) assert.ok(Math.abs(Array.from({ length: n + 1 }, (_, k) => num(hitChance(n, k))).reduce((a, b) => a + b, 0) - 1) < 1e-15);
  assert.equal(str(spotReturn(p(), 1)), '15/16', 'one number: 3.75 for 1 a quarter of the time');
});

test('the machine declares its least favourable count marked, above 80% (003 §1.2.6), and is refused otherwise', () => {
  assert.equal(kenoReturn(p()), p().declaredReturn.value);
  assert.ok(kenoReturn(p()) > 0.8);
  const stingy: KenoProfile = { ...p(), payTable: { ...p().payTable, value: { ...p().payTable.value, '1': { '1': 3 } } } };
  assert.throws(() => validateKeno(stingy), (e: ConfigError) => e.code === 'keno/return-below-minimum');
  const generous: KenoProfile = { ...p(), payTable: { ...p().payTable, value: { ...p().payTable.value, '1': { '1': 4.5 } } } };
  assert.throws(() => validateKeno(generous), (e: ConfigError) => e.code === 'keno/return-above-stakes');
});

test('simulation through the engine agrees with the exact return of each count marked (99.9% bound)', () => {
  const profile = p();
  const rng = seededRng('keno-sim');
  for (const n of [1, 4, 8]) {
    const exact = num(spotReturn(profile, n));
    let sum = 0;
    let sq = 0;
    const rounds = 20_000;
    for (let i = 0; i < rounds; i++) {
      const run = new RoundRunner(keno as never, { profile, profileId: 'ee-oc', table: keno.defaultTable(profile), carry: null, rng, roundNo: i + 1 });
      const by = { kind: 'player', player: 'sim' } as const;
      run.act({ type: 'bet', amount: 100, by } as never, rng);
      for (let m = 1; m <= n; m++) run.act({ type: 'mark', number: m * 7, by } as never, rng);
      run.act({ type: 'play', by } as never, rng);
      const r = ((run.state as KenoState).settlement?.lines[0]?.returned ?? 0) / 100;
      sum += r;
      sq += r * r;
    }
    const mean = sum / rounds;
    const bound = (3.291 * Math.sqrt(sq / rounds - mean * mean)) / Math.sqrt(rounds);
    assert.ok(Math.abs(mean - exact) < bound, `${n} marked: simulated ${mean} vs exact ${exact} ± ${bound}`);
  }
});

test('once staked the player is awaited; left too long, the marks are played, or with a count not played the stake returns', () => {
  const profile = p();
  const rng = seededRng('keno-timeout');
  const by = { kind: 'player', player: 'ana' } as const;
  const run = new RoundRunner(keno as never, { profile, profileId: 'ee-oc', table: keno.defaultTable(profile), carry: null, rng, roundNo: 1, stack: { drawn: '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20' } });
  assert.deepEqual(keno.awaiting(run.state as KenoState), [], 'nobody before the stake');
  run.act({ type: 'bet', amount: 100, by } as never, rng);
  assert.deepEqual(keno.awaiting(run.state as KenoState), [by]);
  assert.equal(kenoTimeout(run.state as KenoState)?.type, 'cancel', 'no numbers marked: the game is cancelled');
  run.act({ type: 'mark', number: 3, by } as never, rng);
  const t = kenoTimeout(run.state as KenoState);
  assert.deepEqual(t, { type: 'play', by });
  run.act(t as never, rng);
  const s = run.state as KenoState;
  assert.equal(s.phase, 'over');
  assert.deepEqual(keno.awaiting(s), []);
  assert.equal(s.settlement?.lines[0]?.returned, 375, 'one number caught: 3.75 for 1');
  const cancelled = new RoundRunner(keno as never, { profile, profileId: 'ee-oc', table: keno.defaultTable(profile), carry: null, rng, roundNo: 2 });
  cancelled.act({ type: 'bet', amount: 300, by } as never, rng);
  cancelled.act(kenoTimeout(cancelled.state as KenoState) as never, rng);
  assert.deepEqual((cancelled.state as KenoState).settlement?.lines.map((l) => [l.stake, l.returned, l.outcome]), [[300, 300, 'cancelled']]);
});
