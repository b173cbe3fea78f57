/**
 * @module bench/trente-et-quarante
 * The exact coup distribution of trente et quarante (src/games/trente-et-quarante/math.ts): time of the DP over a
 * full six-deck shoe (and one- to eight-deck shoes), with the figures it produces.
 */
import { coupDistributionOf } from '../src/games/trente-et-quarante/math.js';

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
}
