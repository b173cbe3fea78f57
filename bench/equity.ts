/**
 * @module bench/equity
 * `croupier equity`'s enumeration (src/poker/equity.ts) against `poker-odds-calculator` (a dev dependency, used here
 * and in the equity test only) in the same process on the same questions: hold'em all in on the flop (2 and 3 hands)
 * and on the turn, where the peer enumerates every card as we do. Before the flop the peer samples (100,000 boards by
 * default) where we enumerate all 1,712,304: that row is our time alone. Rates by CPU time, best of three rounds.
 */
import { performance } from 'node:perf_hooks';
import { CardGroup, OddsCalculator } from 'poker-odds-calculator';
import { equity, type EquityGame } from '../src/poker/equity.js';

const HOLDEM: EquityGame = { ranks: '23456789TJQKA', hands: [{ kind: 'high', ranking: 'standard', hole: 'any' }], boards: 1, holeCards: 2, boardCards: 5 };

function cpuMs(body: () => void): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const c = process.cpuUsage();
    body();
    const u = process.cpuUsage(c);
    best = Math.min(best, (u.user + u.system) / 1000);
  }
  return best;
}

export async function run(): Promise<void> {
  const cases: { name: string; hands: string[][]; board: string[]; reps: number }[] = [
    { name: 'flop, 2 hands', hands: [['Ah', 'Kh'], ['Qs', 'Qd']], board: ['7d', '9d', 'Ts'], reps: 200 },
    { name: 'flop, 3 hands', hands: [['Ah', 'Kh'], ['Qs', 'Qd'], ['Jc', 'Tc']], board: ['7d', '9d', '2s'], reps: 200 },
    { name: 'turn, 2 hands', hands: [['Ah', 'Kh'], ['Qs', 'Qd']], board: ['7d', '9d', 'Ts', '2c'], reps: 2000 },
  ];
  console.log('question'.padEnd(18), 'ours ms'.padStart(9), 'peer ms'.padStart(9), 'peer/ours'.padStart(10));
  for (const c of cases) {
    const ours = cpuMs(() => {
      for (let i = 0; i < c.reps; i++) equity(HOLDEM, { hands: c.hands, boards: [c.board] });
    }) / c.reps;
    const groups = c.hands.map((h) => CardGroup.fromString(h.join('')));
    const board = CardGroup.fromString(c.board.join(''));
    const peer = cpuMs(() => {
      for (let i = 0; i < c.reps; i++) OddsCalculator.calculate(groups, board);
    }) / c.reps;
    console.log(c.name.padEnd(18), ours.toFixed(3).padStart(9), peer.toFixed(3).padStart(9), `${(peer / ours).toFixed(1)}×`.padStart(10));
  }
  const t = performance.now();
  const pre = equity(HOLDEM, { hands: [['Ah', 'Kh'], ['Qs', 'Qd']] });
  console.log(`preflop, 2 hands: every one of ${pre.outcomes.toLocaleString('en')} boards in ${((performance.now() - t) / 1000).toFixed(2)} s (the peer samples 100,000 boards instead)`);
}
