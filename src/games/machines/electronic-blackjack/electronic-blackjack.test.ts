import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ConfigError } from '../../../core/errors.js';
import { RoundRunner } from '../../../core/round-runner.js';
import { num, str, sum } from '../../../math/rational.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import { ebjTimeout, handOf, validateEbj, type EbjState } from './game.js';
import { electronicBlackjack } from './index.js';
import { analyse, dealerFinal, standEv } from './math.js';
import type { EbjProfile } from './profile.js';

const p = (): EbjProfile => electronicBlackjack.profiles.get('ee-oc');
const by = { kind: 'player', player: 'ana' } as const;
const run = (stack: string, rng = seededRng('ebj')): RoundRunner => {
  const profile = p();
  return new RoundRunner(electronicBlackjack as never, { profile, profileId: 'ee-oc', table: electronicBlackjack.defaultTable(profile), carry: null, rng, roundNo: 1, stack: { cards: stack } });
};
const line = (r: RoundRunner): [number, number, string] => {
  const l = (r.state as EbjState).settlement?.lines[0];
  return [l?.stake ?? -1, l?.returned ?? -1, l?.outcome ?? ''];
};

test('infinite deck: the dealer\'s final totals for each up card add up to 1, and a six up busts 42.32% as the published infinite-deck tables give (standing on every 17)', () => {
  const d = dealerFinal('stand');
  for (let up = 1; up <= 10; up++) assert.ok(Math.abs(d(up).map(num).reduce((a, b) => a + b, 0) - 1) < 1e-15);
  assert.ok(Math.abs(num(d(6)[5] as never) - 0.42315) < 1e-5, `six up busts ${num(d(6)[5] as never)}`);
  assert.equal(str(standEv(21, d(10))), str(sum(d(10).slice(0, 4).concat([d(10)[5] as never]))), 'a 21 wins against every final total but 21, and pushes that');
});

test('003 §4.6.3: the exact return with the best hits and stands is the declared 95.3444% (stand on 17) and 95.1130% (hit soft 17)', () => {
  assert.ok(Math.abs(num(analyse('stand').rtp) - p().declaredReturn.value) < 5e-7);
  assert.ok(Math.abs(num(analyse('hit').rtp) - 0.95112991187) < 1e-10);
  const a = analyse('stand');
  assert.equal(a.hits(16, false, 10), true, 'hard 16 against a ten: hit');
  assert.equal(a.hits(12, false, 6), false, 'hard 12 against a six: stand');
  assert.equal(a.hits(8, true, 9), true, 'soft 18 against a nine: hit');
  const report = electronicBlackjack.tools?.rtp?.(p(), 'ee-oc', {});
  assert.ok(report && Math.abs((report.bets[0]?.rtp ?? 0) - 0.9534440229333) < 1e-12);
});

test('a machine declaring another return, or under the minimum, is refused at load (003 §1.2.6)', () => {
  assert.throws(() => validateEbj({ ...p(), declaredReturn: { ...p().declaredReturn, value: 0.96 } }), (e: ConfigError) => e.code === 'electronic-blackjack/return-not-declared');
  assert.throws(() => validateEbj({ ...p(), minimumReturn: { ...p().minimumReturn, value: 0.96 } }), (e: ConfigError) => e.code === 'electronic-blackjack/return-below-minimum');
  assert.throws(() => validateEbj({ ...p(), dealerSoft17: { ...p().dealerSoft17, value: 'hit' } }), (e: ConfigError) => e.code === 'electronic-blackjack/return-not-declared', 'hitting soft 17 changes the return');
});

test('003 §4.6.3: a win returns twice the stake, equal totals the stake, a bust or a lower total nothing; the dealer draws to 17', () => {
  // Player T 9 = 19; dealer 7 + hole K = 17, stands: win.
  let r = run('Th 7d 9c Ks');
  r.act({ type: 'bet', amount: 200, by } as never, seededRng('x'));
  r.act({ type: 'stand', by } as never, seededRng('x'));
  assert.deepEqual(line(r), [200, 400, 'win']);
  // Player 18, dealer 6 + T = 16, draws 2: 18: push.
  r = run('Th 6d 8c Ts 2h');
  r.act({ type: 'bet', amount: 200, by } as never, seededRng('x'));
  r.act({ type: 'stand', by } as never, seededRng('x'));
  assert.deepEqual(line(r), [200, 200, 'push']);
  assert.deepEqual((r.state as EbjState).dealer, ['6d', 'Ts', '2h']);
  // Player 15 hits a ten: bust, the dealer does not draw.
  r = run('Th 6d 5c Ts Kh 2c');
  r.act({ type: 'bet', amount: 100, by } as never, seededRng('x'));
  r.act({ type: 'hit', by } as never, seededRng('x'));
  assert.deepEqual(line(r), [100, 0, 'lose']);
  assert.deepEqual((r.state as EbjState).dealer, ['6d', 'Ts']);
  // A two-card 21 is no bonus: against a dealer's 21 it is equal totals; the machine stands for the player at 21.
  r = run('Ah Ad Kc Ts');
  r.act({ type: 'bet', amount: 100, by } as never, seededRng('x'));
  assert.deepEqual(line(r), [100, 100, 'push']);
});

test('the dealer\'s hole card is not in the view until the game is over; a time-out stands; refusals change nothing', () => {
  const r = run('Th 7d 9c Ks');
  assert.equal(r.state && electronicBlackjack.legalActions(r.state as EbjState, by).map((l) => l.type).join(), 'bet');
  r.act({ type: 'bet', amount: 100, by } as never, seededRng('x'));
  const v = electronicBlackjack.view(r.state as EbjState, { kind: 'player', player: 'bob' }) as { dealer: string[] };
  assert.deepEqual(v.dealer, ['7d']);
  assert.ok(!JSON.stringify(v).includes('Ks'));
  assert.deepEqual(electronicBlackjack.awaiting(r.state as EbjState), [by]);
  assert.throws(() => r.act({ type: 'hit', by: { kind: 'player', player: 'bob' } } as never, seededRng('x')));
  r.act(ebjTimeout(r.state as EbjState) as never, seededRng('x'));
  assert.deepEqual(line(r), [100, 200, 'win']);
});

test('simulation through the engine with the best play agrees with the exact return (99.9% bound)', () => {
  const profile = p();
  const a = analyse('stand');
  const exact = num(a.rtp);
  const rng = seededRng('ebj-sim');
  const rounds = 40_000;
  let sum = 0;
  let sq = 0;
  for (let i = 0; i < rounds; i++) {
    const r = new RoundRunner(electronicBlackjack as never, { profile, profileId: 'ee-oc', table: electronicBlackjack.defaultTable(profile), carry: null, rng, roundNo: i + 1 });
    r.act({ type: 'bet', amount: 100, by } as never, rng);
    for (;;) {
      const s = r.state as EbjState;
      if (s.phase !== 'playing') break;
      const h = handOf(s.hand);
      const up = handOf(s.dealer.slice(0, 1)).hard;
      r.act({ type: a.hits(h.hard, h.ace, up) ? 'hit' : 'stand', by } as never, rng);
    }
    const x = ((r.state as EbjState).settlement?.lines[0]?.returned ?? 0) / 100;
    sum += x;
    sq += x * x;
  }
  const mean = sum / rounds;
  const bound = (3.291 * Math.sqrt(sq / rounds - mean * mean)) / Math.sqrt(rounds);
  assert.ok(Math.abs(mean - exact) < bound, `simulated ${mean} vs exact ${exact} ± ${bound}`);
});
