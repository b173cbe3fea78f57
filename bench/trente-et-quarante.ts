/**
 * @module bench/trente-et-quarante
 * The exact coup distribution of trente et quarante (src/games/trente-et-quarante/math.ts): time of the DP over a
 * full six-deck shoe (and one- and eight-deck shoes), with the figures it produces. With CROUPIER_EXHAUSTIVE=1, also
 * the exact rationals (exact.ts: one modular DP per prime, some 30 s of CPU for six decks).
 */
import { exactCoup } from '../src/games/trente-et-quarante/exact.js';
import { coupDistributionOf } from '../src/games/trente-et-quarante/math.js';
import { num, str } from '../src/math/rational.js';

const shoe = (decks: number): number[] => [0, ...Array.from({ length: 9 }, () => 4 * decks), 16 * decks];

export async function run(): Promise<void> {
  for (const decks of [6, 1, 8]) {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const d = coupDistributionOf(shoe(decks));
    const used = process.cpuUsage(cpu);
    console.log(
      `${decks} deck(s): ${(performance.now() - wall).toFixed(0)} ms wall, ${((used.user + used.system) / 1000).toFixed(0)} ms CPU — ` +
        `après ${(d.apres * 100).toFixed(6)}%, other ties ${(d.tie * 100).toFixed(6)}%, noir ${(d.noir * 100).toFixed(6)}%, rouge ${(d.rouge * 100).toFixed(6)}%, ` +
        `half-back edge ${((d.apres / 2) * 100).toFixed(6)}%, Σ = 1 ${d.total >= 1 ? '+' : '−'} ${Math.abs(d.total - 1).toExponential(1)}`,
    );
  }
  if (process.env.CROUPIER_EXHAUSTIVE !== '1') return;
  const cpu = process.cpuUsage();
  const e = exactCoup(shoe(6));
  const used = process.cpuUsage(cpu);
  console.log(`exact, 6 decks: ${((used.user + used.system) / 1000).toFixed(0)} ms CPU, ${e.primes} primes; denominator ${e.denominator.toString().length} digits`);
  console.log(`  après = ${str(e.apres)} ≈ ${num(e.apres)}`);
  console.log(`  other ties = ${str(e.tie)} ≈ ${num(e.tie)}`);
}
