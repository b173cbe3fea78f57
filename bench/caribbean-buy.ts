/**
 * @module bench/caribbean-buy
 * Buying a card at poker without discards (000 §11 VI.3, profile `eus`; src/games/house-poker/math/caribbean-buy.ts):
 * the time of the exact kernel per (starting hand, up card) — every card set aside × every replacement × every hidden
 * dealer hand of the rest, against going on / passing without buying — and, on a seeded sample of uniformly dealt
 * (hand, up card) pairs, what the best-buy strategy (buy where some purchase beats the best of going on and passing,
 * then decide on the new hand; both reading the up card) gains over the best without buying, per hand dealt. A full
 * exact run would take one kernel per class of (hand, up card) under the 24 suit permutations: at least
 * 2,598,960 × 47 / 24 = 5,086,297 classes; the figure printed is that count × the measured time per hand.
 */
import { num } from '../src/math/rational.js';
import { cardToString } from '../src/poker-eval/cards.js';
import { seededRng } from '../src/rng/seeded-rng.js';
import { caribbean } from '../src/games/house-poker/caribbean.js';
import { buyKernel } from '../src/games/house-poker/math/caribbean-buy.js';

const CLASSES = Math.ceil((2598960 * 47) / 24);

export async function run(): Promise<void> {
  const p = caribbean.profiles.get('eus');
  const rng = seededRng('caribbean-buy');
  const samples = Number(process.env.CARIBBEAN_BUY_SAMPLES ?? 400);
  let gain = 0;
  let gainSq = 0;
  let buys = 0;
  buyKernel(p, ['2h', '5h', '8h', 'Jh', 'Kc'], 'Jd'); // warm-up
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  for (let s = 0; s < samples; s++) {
    const deck = Array.from({ length: 52 }, (_, i) => i);
    for (let i = 0; i < 6; i++) {
      const j = i + rng.int(52 - i);
      [deck[i], deck[j]] = [deck[j] as number, deck[i] as number];
    }
    const k = buyKernel(p, deck.slice(0, 5).map(cardToString), cardToString(deck[5] as number));
    const g = num(k.best.value) - num(k.noBuy.best);
    if (k.best.position !== null) buys++;
    gain += g;
    gainSq += g * g;
  }
  const wall = (performance.now() - t0) / samples;
  const used = process.cpuUsage(cpu);
  const perHand = (used.user + used.system) / 1000 / samples;
  const mean = gain / samples;
  const se = Math.sqrt(Math.max(0, gainSq / samples - mean * mean) / samples);
  console.log(`eus buy-card kernel: ${perHand.toFixed(0)} ms CPU (${wall.toFixed(0)} ms wall) per (hand, up card), ${samples} seeded deals`);
  console.log(`full exact run: ≥ ${CLASSES.toLocaleString('en')} classes × ${perHand.toFixed(0)} ms = ${((CLASSES * perHand) / 3.6e6).toFixed(0)} CPU hours (${((CLASSES * perHand) / 8.64e7).toFixed(1)} days on one core)`);
  console.log(`best-buy strategy: buys on ${buys} of ${samples} deals; gains ${(mean * 100).toFixed(3)}% ± ${(se * 100).toFixed(3)}% (s.e.) of the ante per hand dealt over the best without buying (both reading the up card)`);
}
