import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ConfigError } from '../../../core/errors.js';
import { RoundRunner } from '../../../core/round-runner.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import { validateReels, type ReelsState } from './game.js';
import { reelSlot } from './index.js';
import { KNOWN_RETURNS, machineKey, reelReturn } from './known-returns.js';
import { linePay, type ReelMachine } from './machine.js';
import { analyseReels } from './math.js';
import { machineOf, type ReelsProfile } from './profile.js';

const p = (): ReelsProfile => reelSlot.profiles.get('ee-oc');
const m = (): ReelsProfile['machine']['value'] => p().machine.value;

test('003 §4.6.2: a line pays by the first pattern it matches, groups and wildcards included', () => {
  assert.equal(linePay(m(), ['seven', 'seven', 'seven']).pays, 500);
  assert.equal(linePay(m(), ['bar1', 'bar3', 'bar2']).pays, 5, 'any bar');
  assert.equal(linePay(m(), ['cherry', 'cherry', 'seven']).pays, 5);
  assert.equal(linePay(m(), ['cherry', 'seven', 'seven']).pays, 2);
  assert.equal(linePay(m(), ['seven', 'cherry', 'cherry']).pays, 0, 'read from the left');
});

test('the exact return is the same for every number of lines and is what the machine declares (above 003 §1.2.6)', () => {
  const five = analyseReels(m());
  const one = analyseReels(m(), 1);
  assert.equal(five.stops, 32 ** 3);
  assert.ok(Math.abs(five.rtp - one.rtp) < 1e-12);
  assert.equal(five.rtp, p().declaredReturn.value);
  assert.ok(five.rtp > 0.8 && five.rtp < 1);
  assert.ok(Math.abs(five.byPattern.reduce((a, b) => a + b, 0) - five.rtp) < 1e-12, 'the contributions add up to the return');
});

test('a machine returning more than its stakes, or whose free games never end, is refused at load', () => {
  const rich: ReelsProfile = { ...p(), machine: { ...p().machine, value: { ...m(), pays: m().pays.map((x) => ({ ...x, pays: x.pays * 2 })) } } };
  assert.throws(() => validateReels(rich), (e: ConfigError) => e.code === 'reels/return-above-stakes');
  const endless: ReelsProfile = { ...p(), machine: { ...p().machine, value: { ...m(), scatter: { symbol: 'bell', pays: {}, freeGames: { '1': 50 } } } } };
  assert.throws(() => validateReels(endless), (e: ConfigError) => e.code === 'reels/endless-free-games');
});

test('simulation through the engine, free games included, agrees with the exact return (99.9% bound)', () => {
  const profile = p();
  const rng = seededRng('reels-sim');
  const by = { kind: 'player', player: 'sim' } as const;
  const rounds = 60_000;
  let sum = 0;
  let sq = 0;
  for (let i = 0; i < rounds; i++) {
    const run = new RoundRunner(reelSlot as never, { profile, profileId: 'ee-oc', table: reelSlot.defaultTable(profile), carry: null, rng, roundNo: i + 1 });
    run.act({ type: 'spin', lines: 5, amount: 50, by } as never, rng);
    while ((run.state as ReelsState).phase === 'free') run.act({ type: 'free-spin', by: { kind: 'system' } } as never, rng);
    if ((run.state as ReelsState).phase === 'doubling') run.act({ type: 'collect', by } as never, rng);
    const r = ((run.state as ReelsState).settlement?.lines[0]?.returned ?? 0) / 50;
    sum += r;
    sq += r * r;
  }
  const mean = sum / rounds;
  const bound = (3.291 * Math.sqrt(sq / rounds - mean * mean)) / Math.sqrt(rounds);
  assert.ok(Math.abs(mean - p().declaredReturn.value) < bound, `simulated ${mean} vs exact ${p().declaredReturn.value} ± ${bound}`);
});

test('003 §4.6.2, §4.1.3: through the engine, a win (free games included) is offered for doubling where the profile says; the cards come from the server’s RNG; a time-out collects; eus offers none', () => {
  const profile = p();
  const rng = seededRng('reels-double-up');
  const by = { kind: 'player', player: 'ana' } as const;
  // stops 0-0-0: the top row pays 500 and the bottom 100 a coin: 6,000 on five lines at 50
  const run = new RoundRunner(reelSlot as never, { profile, profileId: 'ee-oc', table: reelSlot.defaultTable(profile), carry: null, rng, roundNo: 1 });
  run.act({ type: 'spin', lines: 5, amount: 50, stops: [0, 0, 0], by } as never, rng);
  let s = run.state as ReelsState;
  assert.equal(s.phase, 'doubling');
  assert.deepEqual(reelSlot.awaiting(s), [by], 'the player is awaited');
  assert.deepEqual(reelSlot.legalActions(s, by).map((a) => `${a.type}:${String(a.guess ?? '')}`), ['gamble:red', 'gamble:black', 'gamble:h', 'gamble:d', 'gamble:c', 'gamble:s', 'collect:']);
  assert.deepEqual(reelSlot.legalActions(s, { kind: 'player', player: 'bob' }), []);
  run.act({ type: 'gamble', variant: 'colour', guess: 'red', by } as never, rng);
  s = run.state as ReelsState;
  const step = s.doubleUp?.steps[0];
  assert.equal(step?.cards.length, 1, 'one card drawn by the server');
  assert.equal(s.doubleUp?.win, step?.result === 'won' ? 12_000 : 0);
  if (s.phase === 'doubling') {
    assert.deepEqual(reelSlot.timeoutAction?.(s), { type: 'collect', by }, 'left too long, the win is collected');
    run.act(reelSlot.timeoutAction?.(s) as never, rng);
    s = run.state as ReelsState;
  }
  assert.equal(s.phase, 'over');
  assert.deepEqual(s.settlement?.lines.map((l) => [l.stake, l.returned]), [[50, step?.result === 'won' ? 12_000 : 0]], 'one line: the stake and the final amount');

  const eus = reelSlot.profiles.get('eus');
  const plain = new RoundRunner(reelSlot as never, { profile: eus, profileId: 'eus', table: reelSlot.defaultTable(eus), carry: null, rng, roundNo: 2 });
  plain.act({ type: 'spin', lines: 5, amount: 50, stops: [0, 0, 0], by } as never, rng);
  assert.equal((plain.state as ReelsState).phase, 'over', 'no double-up where the profile offers none');
});

test('003 §4.1.3 with 003 §4.4.1: a doubled reel win is paid up to the machine’s cap', () => {
  const profile: ReelsProfile = { ...p(), maxWin: { ...p().maxWin, value: 10_000 } };
  const rng = seededRng('reels-du-cap');
  const by = { kind: 'player', player: 'ana' } as const;
  const run = new RoundRunner(reelSlot as never, { profile, profileId: 'ee-oc', table: reelSlot.defaultTable(profile), carry: null, rng, roundNo: 1 });
  run.act({ type: 'spin', lines: 5, amount: 50, stops: [0, 0, 0], by } as never, rng);
  run.act({ type: 'gamble', variant: 'colour', guess: 'black', cards: ['Ks'], by } as never, rng);
  run.act({ type: 'collect', by } as never, rng);
  assert.deepEqual((run.state as ReelsState).settlement?.lines.map((l) => [l.stake, l.returned]), [[50, 10_000]]);
});

test('003 §1.2.6: the kept return of each shipped machine equals a fresh count of every stop, and none is kept for a machine no profile ships', () => {
  const shipped = new Set(reelSlot.profiles.ids().map((id) => machineKey(machineOf(reelSlot.profiles.get(id)))));
  for (const key of shipped) assert.ok(key in KNOWN_RETURNS, `no kept return for a shipped machine (regenerate: npx tsx scripts/gen-reels-known.ts)`);
  for (const [key, rtp] of Object.entries(KNOWN_RETURNS)) {
    assert.ok(shipped.has(key), 'a kept return for a machine no profile ships (regenerate: npx tsx scripts/gen-reels-known.ts)');
    const m = reelSlot.profiles.ids().map((id) => machineOf(reelSlot.profiles.get(id))).find((x) => machineKey(x) === key) as ReelMachine;
    assert.equal(rtp, analyseReels(m).rtp);
  }
  // Another machine is counted when it is loaded: its return is its own, not a kept one.
  const other = { ...m(), pays: m().pays.map((x) => ({ ...x, pays: x.pays + 1 })) };
  assert.equal(reelReturn(other), analyseReels(other).rtp);
  assert.notEqual(reelReturn(other), reelReturn(m()));
});
