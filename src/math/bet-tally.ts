/**
 * @module math/bet-tally
 * The running tally of a simulation through the engine: per bet, the count, sum and sum of squares of one result per
 * round, and at the end each bet's mean with its 99% interval (z = 2.5758) and standard deviation — the
 * `SimulatedBet` every game's `simulate` tool reports.
 */
import type { SimulatedBet } from '../core/contract.js';

export class BetTally {
  private readonly acc = new Map<string, { n: number; sum: number; sumSq: number }>();

  /** One round's result `x` for `bet` (a net per unit staked, or a return per unit). */
  add(bet: string, x: number): void {
    const a = this.acc.get(bet) ?? { n: 0, sum: 0, sumSq: 0 };
    a.n++;
    a.sum += x;
    a.sumSq += x * x;
    this.acc.set(bet, a);
  }

  /** Each bet tallied, in the order first seen: `rtp` is the mean plus `offset` (1 when the results are nets). */
  results(offset = 0): SimulatedBet[] {
    return [...this.acc].map(([bet, a]) => {
      const mean = a.sum / a.n;
      const sd = Math.sqrt(Math.max(0, a.sumSq / a.n - mean * mean));
      const h = (2.5758 * sd) / Math.sqrt(a.n);
      return { bet, rtp: offset + mean, ci99: [offset + mean - h, offset + mean + h] as const, rounds: a.n, sd };
    });
  }
}
