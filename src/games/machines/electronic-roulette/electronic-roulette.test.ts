import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RoundRunner } from '../../../core/round-runner.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import { egTimeout, type EgState } from './game.js';
import { electronicRoulette } from './index.js';
import { egSpots } from './spots.js';

test('003 §4.6.6: bets on 1, 2, 4, 6, 8, 12 or 18 numbers of the cloth, none on 3; each pays 36/n − 1 to 1', () => {
  const spots = egSpots();
  const count = (n: number): number => spots.filter((s) => s.numbers.length === n).length;
  assert.deepEqual([1, 2, 3, 4, 6, 8, 12, 18].map(count), [37, 60, 0, 22, 11, 18, 6, 6]);
  for (const s of spots) {
    assert.equal(s.num / s.den, 36 / s.numbers.length - 1, s.id);
    assert.equal(new Set(s.numbers).size, s.numbers.length, s.id);
  }
  assert.deepEqual(spots.find((s) => s.id === 'eight-1-2-4-5-7-8-10-11')?.numbers, [1, 2, 4, 5, 7, 8, 10, 11]);
  assert.equal(new Set(spots.map((s) => s.id)).size, spots.length);
});

test('every bet returns 36/37 of its stake: every pocket played through the engine once', () => {
  const p = electronicRoulette.profiles.get('ee-oc');
  const by = { kind: 'player', player: 'p' } as const;
  for (const bet of ['straight-17', 'split-0-2', 'corner-1-2-4-5', 'six-1-2-3-4-5-6', 'eight-1-2-4-5-7-8-10-11', 'dozen-2', 'red']) {
    let returned = 0;
    for (let pocket = 0; pocket <= 36; pocket++) {
      const rng = seededRng(`eg-${pocket}`);
      const run = new RoundRunner(electronicRoulette as never, { profile: p, profileId: 'ee-oc', table: electronicRoulette.defaultTable(p), carry: null, rng, roundNo: 1 });
      run.act({ type: 'place', bet, amount: 200, by } as never, rng);
      run.act({ type: 'spin', pocket, by } as never, rng);
      returned += (run.state as EgState).settlement?.lines[0]?.returned ?? 0;
    }
    assert.equal(returned, 36 * 200, bet);
  }
});

test('the bettor is awaited once a bet is on the cloth; left too long, the machine spins (the pocket from the RNG)', () => {
  const p = electronicRoulette.profiles.get('ee-oc');
  const by = { kind: 'player', player: 'p' } as const;
  const rng = seededRng('eg-timeout');
  const run = new RoundRunner(electronicRoulette as never, { profile: p, profileId: 'ee-oc', table: electronicRoulette.defaultTable(p), carry: null, rng, roundNo: 1 });
  assert.deepEqual(electronicRoulette.awaiting(run.state as EgState), []);
  assert.equal(egTimeout(run.state as EgState), null, 'no bet, nothing to spin');
  run.act({ type: 'place', bet: 'red', amount: 200, by } as never, rng);
  assert.deepEqual(electronicRoulette.awaiting(run.state as EgState), [by]);
  assert.ok(electronicRoulette.legalActions(run.state as EgState, by).some((l) => l.type === 'withdraw' && l.optional === true), 'taking a bet back is discretionary (never a default)');
  run.act(egTimeout(run.state as EgState) as never, rng);
  const s = run.state as EgState;
  assert.equal(s.phase, 'over');
  assert.ok(s.pocket !== null && s.pocket >= 0 && s.pocket <= 36);
  assert.deepEqual(electronicRoulette.awaiting(s), []);
});
