/**
 * @module bench/blackjack-exact
 * Time of the exact main-bet analysis from a full shoe, cold (dealer caches rebuilt each run; the dealer's
 * multiset tables, built once per process, are warm), for the optimal player and for basic strategy (derivation of
 * the chart included), on a common rule set and on each shipped profile. Wall time and this process's CPU time
 * (the latter is what to read on a shared, loaded machine); best of three.
 */
import { blackjack } from '../src/games/blackjack/index.js';
import { deriveBasicStrategy } from '../src/games/blackjack/math/basic-strategy.js';
import { dealerCaches } from '../src/games/blackjack/math/dealer.js';
import { rulesFromProfile } from '../src/games/blackjack/math/from-profile.js';
import { analyseMainBet } from '../src/games/blackjack/math/main-bet.js';
import { bjRules, describeRules, type BjRules } from '../src/games/blackjack/math/rules.js';
import { fullShoe } from '../src/games/blackjack/math/shoe-model.js';

interface Timing { wall: number; cpu: number; ev: number; bound: number; evals: number }

function once(r: BjRules, s: 'optimal' | 'basic'): Timing {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const dealers = dealerCaches(r.hitsSoft17, fullShoe(r.decks));
  const basic = s === 'basic' ? deriveBasicStrategy(r, dealers) : undefined;
  const a = analyseMainBet(r, s, { dealers, ...(basic ? { basic } : {}) });
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  const evals = dealers.reduce((n, d) => n + (d ? d.evaluations : 0), 0);
  return { wall, cpu: (c.user + c.system) / 1000, ev: a.ev, bound: a.bound, evals };
}

export async function run(): Promise<void> {
  once(bjRules({ decks: 1 }), 'optimal'); // warm the JIT and the dealer tables
  once(bjRules({ decks: 1 }), 'basic');
  const sets: Array<[string, BjRules]> = [['6 decks S17 DAS peek, split to 4', bjRules()]];
  for (const id of blackjack.profiles.ids()) sets.push([`profile ${id}`, rulesFromProfile(blackjack.profiles.get(id))]);
  for (const [name, r] of sets) {
    for (const s of ['optimal', 'basic'] as const) {
      const best = [0, 1, 2].map(() => once(r, s)).sort((x, y) => x.cpu - y.cpu)[0] as Timing;
      console.log(`${name.padEnd(34)} ${s.padEnd(8)} wall ${best.wall.toFixed(0).padStart(5)} ms  cpu ${best.cpu.toFixed(0).padStart(5)} ms   house edge ${(-best.ev * 100).toFixed(4)}%  (bound ${best.bound.toExponential(1)}, ${best.evals} dealer distributions)`);
    }
    if (name.startsWith('6 decks')) console.log(`  rules: ${describeRules(r)}`);
  }
}
