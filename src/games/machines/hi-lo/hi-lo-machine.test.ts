import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RoundRunner } from '../../../core/round-runner.js';
import { num, str } from '../../../math/rational.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import type { Rng } from '../../../rng/rng.js';
import { hiLoTimeout, type HiLoState } from './game.js';
import { hiLo } from './index.js';
import { callReturn } from './math.js';
import { rOf, type HiLoProfile } from './profile.js';
import { likelier, likelierReturn } from './strategy.js';

const by = { kind: 'player', player: 'p' } as const;
const profile = (): HiLoProfile => hiLo.profiles.get('ee-oc');

function start(rng: Rng, reels?: number[], p: HiLoProfile = profile()): RoundRunner {
  return new RoundRunner(hiLo as never, { profile: p, profileId: 'ee-oc', table: hiLo.defaultTable(p), carry: null, rng, roundNo: 1, ...(reels ? { stack: { reels } } : {}) });
}
const state = (r: RoundRunner): HiLoState => r.state as HiLoState;
const act = (r: RoundRunner, a: object, rng: Rng): void => {
  r.act({ by, ...a } as never, rng);
};

test('003 §4.6.7: a call on one reel pays ⌊100·R·n/k⌋/100 times the stake (5 shown, higher: 5 of 10 win, 1.92); equal numbers lose', () => {
  const rng = seededRng('hi-lo-prize');
  const r = start(rng, [1, 5, 10]);
  act(r, { type: 'call', reel: 2, call: 'higher', amount: 200, next: 9 }, rng);
  assert.equal(state(r).phase, 'won');
  assert.equal(state(r).win, 384, '2.00 × 1.92');
  assert.deepEqual(state(r).reels, [1, 9, 10], 'the called reel shows its new number, the others stay');
  act(r, { type: 'collect' }, rng);
  assert.deepEqual(state(r).settlement?.lines.map((l) => [l.stake, l.returned, l.outcome]), [[200, 384, 'win']]);

  const e = start(rng, [1, 5, 10]);
  act(e, { type: 'call', reel: 2, call: 'lower', amount: 200, next: 5 }, rng);
  assert.equal(state(e).phase, 'over', 'equal numbers: the call loses (profile equal: lose)');
  assert.deepEqual(state(e).settlement?.lines.map((l) => [l.stake, l.returned]), [[200, 0]]);
});

test('003 §4.6.7: the player calls on one reel at a time, only a call that can win, and the first call carries whole coins', () => {
  const rng = seededRng('hi-lo-refusals');
  const r = start(rng, [1, 5, 10]);
  const legal = hiLo.legalActions(state(r), by);
  assert.deepEqual(legal.map((l) => `${String(l.reel)}-${String(l.call)}`), ['1-higher', '2-higher', '2-lower', '3-lower'], 'nothing is lower than 1 or higher than 10');
  assert.ok(legal.every((l) => l.amount !== undefined), 'the first call is a stake');
  assert.deepEqual(hiLo.awaiting(state(r)), [], 'nobody is awaited before a stake');
  const refused = (a: object, code: string): void => {
    const res = hiLo.apply(state(r), { by, ...a } as never);
    assert.ok(!res.ok && res.rejection.code === code, `${JSON.stringify(a)}: ${JSON.stringify(res)}`);
  };
  refused({ type: 'call', reel: 1, call: 'lower', amount: 100, next: 3 }, 'hi-lo/cannot-win');
  refused({ type: 'call', reel: 4, call: 'lower', amount: 100, next: 3 }, 'hi-lo/no-reel');
  refused({ type: 'call', reel: 2, call: 'lower', next: 3 }, 'hi-lo/stake-first');
  refused({ type: 'call', reel: 2, call: 'lower', amount: 150, next: 3 }, 'hi-lo/coins');
  refused({ type: 'call', reel: 2, call: 'lower', amount: 100 }, 'hi-lo/no-number');
  refused({ type: 'collect' }, 'hi-lo/nothing-won');
  const other = hiLo.apply(state(r), { type: 'call', reel: 2, call: 'lower', amount: 100, next: 3, by: { kind: 'dealer' } } as never);
  assert.ok(!other.ok && other.rejection.code === 'hi-lo/player-only');
});

test('003 §4.6.7 play on: a win is collected or staked whole on the next call (rounded down to the cent); a loss loses it all; the fifth call is paid; the ledger moves the stake and the final result only', () => {
  const rng = seededRng('hi-lo-play-on');
  const r = start(rng, [1, 5, 10]);
  act(r, { type: 'call', reel: 1, call: 'higher', amount: 100, next: 2 }, rng); // 1.06
  const refused = hiLo.apply(state(r), { by, type: 'call', reel: 1, call: 'higher', amount: 100, next: 5 } as never);
  assert.ok(!refused.ok && refused.rejection.code === 'hi-lo/win-at-stake');
  assert.deepEqual(hiLo.awaiting(state(r)), [by], 'after a win the player is awaited');
  act(r, { type: 'call', reel: 1, call: 'higher', next: 3 }, rng); // 2 shown: 8 win, ⌊96·10/8⌋ = 1.20 → 1.27(2)
  assert.equal(state(r).win, 127, '1.06 × 1.20 = 1.272, rounded down');
  act(r, { type: 'call', reel: 3, call: 'lower', next: 9 }, rng); // 10 shown: 9 win, 1.06 → 1.3462
  act(r, { type: 'call', reel: 3, call: 'lower', next: 1 }, rng); // 9 shown: 8 win, 1.20 → 1.608
  assert.equal(state(r).win, 160);
  act(r, { type: 'call', reel: 2, call: 'higher', next: 6 }, rng); // the fifth: 5 shown, 1.92 → 3.072
  const s = state(r);
  assert.equal(s.phase, 'over', 'a win at the cap is paid');
  assert.equal(s.calls.length, 5);
  assert.deepEqual(s.settlement?.lines.map((l) => [l.stake, l.returned, l.net]), [[100, 307, 207]]);

  const lost = start(rng, [1, 5, 10]);
  act(lost, { type: 'call', reel: 1, call: 'higher', amount: 300, next: 10 }, rng);
  act(lost, { type: 'call', reel: 1, call: 'lower', next: 10 }, rng);
  assert.deepEqual(state(lost).settlement?.lines.map((l) => [l.stake, l.returned]), [[300, 0]], 'a played-on win lost is all lost');
  const staked = lost.record.events.filter((e) => e.type === 'stake');
  assert.equal(staked.length, 1, 'one stake per game, whatever the calls');
});

test('left too long after a win, the machine collects it for the player (it never calls for a person)', () => {
  const rng = seededRng('hi-lo-timeout');
  const r = start(rng, [3, 3, 3]);
  assert.equal(hiLoTimeout(state(r)), null);
  act(r, { type: 'call', reel: 1, call: 'higher', amount: 100, next: 4 }, rng);
  const t = hiLoTimeout(state(r));
  assert.equal(t?.type, 'collect');
  r.act(t as never, rng);
  assert.equal(state(r).settlement?.lines[0]?.returned, 137);
});

test('the exact return by enumeration of every number shown and call is the declared 95.4% (the least call), every call at most R = 96%; a machine declaring another figure is refused', () => {
  const p = profile();
  const n = p.numbers.value;
  let least = Infinity;
  for (let s = 1; s <= n; s++)
    for (const c of ['higher', 'lower'] as const) {
      const x = num(callReturn(n, s, c, rOf(p)));
      if ((c === 'higher' && s === n) || (c === 'lower' && s === 1)) continue;
      assert.ok(x <= 0.96 + 1e-15, `${c} than ${s}`);
      least = Math.min(least, x);
    }
  assert.equal(least, p.declaredReturn.value);
  const report = hiLo.tools?.rtp?.(p, 'ee-oc', {}) as unknown as { machine: number; bets: { rtp: number }[] };
  assert.equal(report.machine, 0.954);
  assert.equal(Math.min(...report.bets.map((b) => b.rtp)), 0.954);
  const wrong = hiLo.profiles.derive('ee-oc', { declaredReturn: { value: 0.96 } });
  assert.throws(() => start(seededRng('x'), undefined, wrong), (e: Error & { code?: string }) => e.code === 'hi-lo/return-not-declared');
});

/** Plays `games` games through the engine, the likelier call on reel 1, playing each win on up to `calls` calls. */
function simulate(calls: number, games: number, seed: string): { mean: number; sd: number } {
  const p = profile();
  const rng = seededRng(seed);
  let sum = 0;
  let sq = 0;
  for (let g = 0; g < games; g++) {
    const r = new RoundRunner(hiLo as never, { profile: p, profileId: 'ee-oc', table: hiLo.defaultTable(p), carry: null, rng, roundNo: g + 1 });
    act(r, { type: 'call', reel: 1, call: likelier(p.numbers.value, state(r).reels[0] as number), amount: 100 }, rng);
    while (state(r).phase === 'won') {
      if (state(r).calls.length >= calls) act(r, { type: 'collect' }, rng);
      else act(r, { type: 'call', reel: 1, call: likelier(p.numbers.value, state(r).reels[0] as number) }, rng);
    }
    const x = (state(r).settlement?.lines[0]?.returned ?? 0) / 100;
    sum += x;
    sq += x * x;
  }
  const mean = sum / games;
  return { mean, sd: Math.sqrt(sq / games - mean * mean) };
}

test('20,000 games (each way) through the engine agree with the exact return within a 99.9% bound: one call a game, and every win played on to the cap', () => {
  const p = profile();
  const one = likelierReturn(p, 100, 1);
  const five = likelierReturn(p, 100, 5);
  assert.equal(str(one), '4793/5000', 'the likelier call, one call a game, by enumeration: (2·0.954 + 2·0.959 + 6·0.96)/10 = 95.86%');
  assert.ok(num(one) >= p.declaredReturn.value && num(five) >= p.declaredReturn.value ** 5 && num(five) <= 0.96 ** 5);
  for (const [calls, exact] of [[1, num(one)], [5, num(five)]] as const) {
    const games = 20_000;
    const { mean, sd } = simulate(calls, games, `hi-lo-sim-${calls}`);
    const bound = (3.291 * sd) / Math.sqrt(games);
    assert.ok(Math.abs(mean - exact) < bound, `${calls} calls: ${mean} vs ${exact} ± ${bound}`);
  }
});
