/**
 * @module bench/blackjack-exact
 * Time of the exact main-bet analysis from a full 6-deck shoe (cold: dealer tables and caches rebuilt each run),
 * for the optimal player and for basic strategy (derivation of the chart included), on a common rule set and on
 * each shipped 6-deck profile.
 */
import { blackjack } from '../src/games/blackjack/index.js';
import { clearAnalysisCaches, mainBetFor } from '../src/games/blackjack/math/analysis.js';
import { rulesFromProfile } from '../src/games/blackjack/math/from-profile.js';
import { bjRules, describeRules, type BjRules } from '../src/games/blackjack/math/rules.js';

function time(r: BjRules, s: 'optimal' | 'basic'): { ms: number; ev: number; bound: number; evals: number } {
  clearAnalysisCaches();
  const t0 = performance.now();
  const a = mainBetFor(r, s);
  return { ms: performance.now() - t0, ev: a.ev, bound: a.bound, evals: a.dealerEvaluations };
}

export async function run(): Promise<void> {
  time(bjRules({ decks: 1 }), 'optimal'); // warm the JIT
  const sets: Array<[string, BjRules]> = [['6 decks S17 DAS peek, split to 4', bjRules()]];
  for (const id of blackjack.profiles.ids()) sets.push([`profile ${id}`, rulesFromProfile(blackjack.profiles.get(id))]);
  for (const [name, r] of sets) {
    for (const s of ['optimal', 'basic'] as const) {
      const best = [0, 1, 2].map(() => time(r, s)).sort((a, b) => a.ms - b.ms)[0]!;
      console.log(`${name.padEnd(36)} ${s.padEnd(8)} ${best.ms.toFixed(0).padStart(6)} ms   house edge ${(-best.ev * 100).toFixed(4)}%   (split tail bound ${best.bound.toExponential(1)}, ${best.evals} dealer distributions)`);
    }
    if (name.startsWith('6 decks')) console.log(`  rules: ${describeRules(r)}`);
  }
}
