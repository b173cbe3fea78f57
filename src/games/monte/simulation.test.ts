/**
 * Monte (001 §13): the exact returns of math.ts against play through the engine. `simulateMonte` runs real rounds
 * (`RoundRunner`: a seeded RNG shuffles each pack, the croupier lays out, every bet is staked, closed, turned and
 * settled, Primeras then Segundas); each bet's mean return must lie within the two-sided 99.9% bound
 * z · sd / √n (z = 3.2905, sd the bet's own standard deviation per round) of its exact return. About 4,000 rounds by
 * default (a few seconds); CROUPIER_EXHAUSTIVE=1 plays 200,000 (docs/games/monte.md).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { num } from '../../math/rational.js';
import { monte } from './index.js';
import { monteExact } from './math.js';
import { simulateMonte } from './simulate.js';

const EXHAUSTIVE = process.env.CROUPIER_EXHAUSTIVE === '1';
const ROUNDS = EXHAUSTIVE ? 200_000 : 4_000;
const Z999 = 3.2905;

test(`001 §13: every bet's exact return agrees with ${ROUNDS} rounds played through the engine, within the 99.9% bound of its own variance`, () => {
  const p = monte.profiles.get('cv');
  const exact = monteExact(p).returns;
  const sim = simulateMonte(monte, p, 'cv', { rounds: ROUNDS, seed: 'monte-exact-against-engine' });
  const off: string[] = [];
  for (const [bet, r] of exact) {
    const s = sim.bets.find((b) => b.bet === bet);
    assert.ok(s && s.rounds > ROUNDS / 4, `${bet} was played (${s?.rounds ?? 0} rounds)`);
    const bound = (Z999 * (s.sd as number)) / Math.sqrt(s.rounds);
    const gap = Math.abs(s.rtp - num(r));
    if (gap > bound) off.push(`${bet}: simulated ${s.rtp.toFixed(4)} over ${s.rounds} rounds, exact ${num(r).toFixed(4)}, bound ±${bound.toFixed(4)}`);
  }
  assert.equal(sim.bets.length, exact.size, 'the engine and the mathematics offer the same bets');
  assert.deepEqual(off, []);
});
