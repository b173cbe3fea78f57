/**
 * @module bench/casino-holdem-gap
 * How far the stated simple strategy of Casino Texas Hold'em (src/games/house-poker/math/casino-holdem.ts) is from the
 * optimal call/fold: on a seeded sample of flop situations, the exact value of calling (`callEv`: every turn, river and
 * dealer holding) against folding (−1), and what the simple strategy gives up per ante. About 0.7 s a situation and
 * profile; 200 situations measured 0.0059 ± 0.0027 (eus) and 0.0140 ± 0.0044 (ee-oc) per ante. The exact gap, from
 * every situation, is in docs/games/house-poker.md (bench/casino-holdem-exact.ts).
 */
import { casinoHoldem } from '../src/games/house-poker/casino-holdem.js';
import { callEv, callsSimple } from '../src/games/house-poker/math/casino-holdem.js';
import { seededRng } from '../src/rng/seeded-rng.js';

export async function run(situations = 200): Promise<void> {
  const rng = seededRng('gap');
  const profiles = ['eus', 'ee-oc'].map((id) => casinoHoldem.profiles.get(id));
  const acc = profiles.map(() => ({ sum: 0, sumSq: 0, differ: 0 }));
  const wall = performance.now();
  for (let n = 0; n < situations; n++) {
    const deck = Array.from({ length: 52 }, (_, i) => i);
    for (let i = 0; i < 5; i++) {
      const j = i + rng.int(52 - i);
      [deck[i], deck[j]] = [deck[j] as number, deck[i] as number];
    }
    const hole = deck.slice(0, 2);
    const flop = deck.slice(2, 5);
    profiles.forEach((p, k) => {
      const ev = callEv(p, hole, flop);
      const d = Math.max(-1, ev) - (callsSimple(hole, flop) ? ev : -1);
      const a = acc[k] as { sum: number; sumSq: number; differ: number };
      a.sum += d;
      a.sumSq += d * d;
      if (d > 0) a.differ++;
    });
  }
  profiles.forEach((p, k) => {
    const a = acc[k] as { sum: number; sumSq: number; differ: number };
    const m = a.sum / situations;
    const se = Math.sqrt(Math.max(0, a.sumSq / situations - m * m) / situations);
    console.log(`${p.id}: the simple strategy gives up ${m.toFixed(4)} ± ${se.toFixed(4)} per ante; decisions differing from the optimum ${a.differ}/${situations}`);
  });
  console.log(`${situations} situations × ${profiles.length} profiles: ${((performance.now() - wall) / 1000).toFixed(0)} s`);
  await Promise.resolve();
}
