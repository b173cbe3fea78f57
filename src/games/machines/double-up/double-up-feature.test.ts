import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RoundRunner } from '../../../core/round-runner.js';
import { num } from '../../../math/rational.js';
import type { Rng } from '../../../rng/rng.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import type { VpProfile } from '../video-poker/profile.js';
import type { VpState } from '../video-poker/game.js';
import { videoPokerGames } from '../video-poker/index.js';
import { featureReturn } from './math.js';

const job = videoPokerGames[0] as (typeof videoPokerGames)[number];
const by = { kind: 'player', player: 'p' } as const;
/** A pair of jacks, held: the stake comes back once (jacks or better pays 1 for 1), a win of the stake. */
const JACKS = { cards: 'Jh Jd 2c 3s 5h' };

function won(rng: Rng, p: VpProfile = job.profiles.get('ee-oc'), stake = 200): RoundRunner {
  const r = new RoundRunner(job as never, { profile: p, profileId: p.id, table: job.defaultTable(p), carry: null, rng, roundNo: 1, stack: JACKS });
  r.act({ type: 'bet', amount: stake, by } as never, rng);
  r.act({ type: 'draw', hold: 'HHHHH', by } as never, rng);
  return r;
}
const st = (r: RoundRunner): VpState => r.state as VpState;
const act = (r: RoundRunner, a: object, rng: Rng): void => {
  r.act({ by, ...a } as never, rng);
};
const refused = (r: RoundRunner, a: object, code: string): void => {
  const res = job.apply(st(r), { by, ...a } as never);
  assert.ok(!res.ok && res.rejection.code === code, `${JSON.stringify(a)}: ${JSON.stringify(res)}`);
};
const lines = (r: RoundRunner): number[][] => (st(r).settlement?.lines ?? []).map((l) => [l.stake, l.returned]);

test('003 §4.1.3 card variant: five new cards, the dealer’s up; a higher card picked doubles the win, an equal one keeps it (a push), a lower one loses it all; the ledger sees the final amount only', () => {
  const rng = seededRng('du-card');
  const r = won(rng);
  assert.equal(st(r).phase, 'doubling');
  assert.equal(st(r).settlement, null, 'nothing settled while the win may be doubled');
  assert.deepEqual(job.awaiting(st(r)), [by]);
  refused(r, { type: 'pick', index: 1 }, 'video-poker/not-dealt');
  refused(r, { type: 'gamble', variant: 'card' }, 'video-poker/no-cards');
  act(r, { type: 'gamble', variant: 'card', cards: ['9c', '2h', 'Ks', '9d', '3c'] }, rng);
  const v = job.view(st(r), { kind: 'public' } as never) as { doubleUp: { dealer: string; steps: unknown[] } };
  assert.equal(v.doubleUp.dealer, '9c');
  assert.ok(!JSON.stringify(v).includes('Ks'), 'the four cards lie face down: never in a view');
  refused(r, { type: 'collect' }, 'video-poker/pick-a-card');
  act(r, { type: 'pick', index: 2 }, rng); // K over 9
  assert.equal(st(r).doubleUp?.win, 400);
  act(r, { type: 'gamble', variant: 'card', cards: ['9c', '2h', 'Ks', '9d', '3c'] }, rng);
  act(r, { type: 'pick', index: 3 }, rng); // 9 against 9: a push
  assert.deepEqual([st(r).doubleUp?.win, st(r).doubleUp?.doublings], [400, 1], 'equal ranks leave the win and are not a doubling');
  act(r, { type: 'collect' }, rng);
  assert.deepEqual(lines(r), [[200, 400]]);
  assert.equal(r.record.events.filter((e) => e.type === 'stake').length, 1, 'one stake, whatever the gambles');

  const lost = won(rng);
  act(lost, { type: 'gamble', variant: 'card', cards: ['9c', '2h', 'Ks', '9d', '3c'] }, rng);
  act(lost, { type: 'pick', index: 1 }, rng); // 2 under 9
  assert.equal(st(lost).phase, 'over');
  assert.deepEqual(lines(lost), [[200, 0]], 'a lower card loses the whole win');
  assert.equal(st(lost).settlement?.lines[0]?.outcome, 'lose');
});

test('003 §4.1.3 colour pays twice the win, suit four times; at the cap on doublings (profile maxDoublings) the win is paid', () => {
  const rng = seededRng('du-colour');
  const r = won(rng);
  refused(r, { type: 'gamble', variant: 'colour', guess: 'h', cards: ['Ah'] }, 'video-poker/guess-colour');
  act(r, { type: 'gamble', variant: 'colour', guess: 'red', cards: ['Ad'] }, rng);
  act(r, { type: 'gamble', variant: 'suit', guess: 's', cards: ['7s'] }, rng);
  assert.equal(st(r).doubleUp?.win, 1600, '200 × 2 × 4');
  for (let i = 0; i < 3; i++) act(r, { type: 'gamble', variant: 'colour', guess: 'black', cards: ['Tc'] }, rng);
  assert.equal(st(r).phase, 'over', 'five doublings: the cap');
  assert.deepEqual(lines(r), [[200, 12_800]]);

  const onlyColour = job.profiles.derive('ee-oc', { doubleUp: { value: { variants: ['colour'], maxDoublings: 1 } } });
  const c = won(rng, onlyColour);
  refused(c, { type: 'gamble', variant: 'card', cards: ['9c', '2h', 'Ks', '9d', '3c'] }, 'video-poker/no-such-gamble');
  assert.deepEqual(job.legalActions(st(c), by).map((l) => `${l.type}:${String(l.guess ?? '')}`), ['gamble:red', 'gamble:black', 'collect:']);
  act(c, { type: 'gamble', variant: 'colour', guess: 'black', cards: ['Ts'] }, rng);
  assert.deepEqual(lines(c), [[200, 400]], 'a cap of one doubling');

  const none = won(rng, job.profiles.get('eus'));
  assert.deepEqual(lines(none), [[200, 200]], 'a machine without double-up pays the hand at the draw');
});

test('left too long: a win offered for doubling is collected; dealt cards are turned by a blind pick of the first', () => {
  const rng = seededRng('du-timeout');
  const r = won(rng);
  assert.equal(job.timeoutAction?.(st(r))?.type, 'collect');
  act(r, { type: 'gamble', variant: 'card' }, rng); // the cards from the RNG (randomize)
  assert.equal(st(r).doubleUp?.dealt?.length, 5);
  assert.deepEqual(job.timeoutAction?.(st(r)), { type: 'pick', index: 1, by });
});

test('the feature returns exactly 100% of the win (every variant, cap 5): 20,000 gambled wins each through the engine agree within a 99.9% bound', () => {
  for (const variant of ['card', 'colour', 'suit'] as const) {
    assert.equal(num(featureReturn(variant, 5)), 1);
    const rng = seededRng(`du-sim-${variant}`);
    const games = 20_000;
    let sum = 0;
    let sq = 0;
    for (let g = 0; g < games; g++) {
      const r = won(rng, undefined, 100);
      while (st(r).phase === 'doubling') {
        if (st(r).doubleUp?.dealt) act(r, { type: 'pick', index: 1 + rng.int(4) }, rng);
        else if (variant === 'card') act(r, { type: 'gamble', variant }, rng);
        else act(r, { type: 'gamble', variant, guess: variant === 'colour' ? (rng.int(2) ? 'red' : 'black') : 'hdcs'[rng.int(4)] }, rng);
      }
      const x = (st(r).settlement?.lines[0]?.returned ?? 0) / 100;
      sum += x;
      sq += x * x;
    }
    const mean = sum / games;
    const bound = (3.291 * Math.sqrt(sq / games - mean * mean)) / Math.sqrt(games);
    assert.ok(Math.abs(mean - 1) < bound, `${variant}: ${mean} ± ${bound}`);
  }
});
