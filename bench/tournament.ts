/**
 * @module bench/tournament
 * A 200-player multi-table tournament of bots (src/tournaments/testing.ts) from registration to the payout, in this
 * process, without storage: reports the hands dealt per second (the bots' choices included) and the time the director's
 * `apply` takes — the p50 and p99 of a table move (a player's decision applied through the director: the hand's action, and when it ends the
 * hand, the eliminations, the balancing and the finish), and the slowest. Environment: BENCH_PLAYERS (200).
 */
import { shippedBases } from '../src/tournaments/bases.js';
import { runBots } from '../src/tournaments/testing.js';

const pct = (xs: number[], p: number): number => xs[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;

export async function run(): Promise<void> {
  const players = process.env.BENCH_PLAYERS ? Number(process.env.BENCH_PLAYERS) : 200;
  const bases = shippedBases().find((b) => b.id === 'mtt-nlhe-scheduled');
  if (!bases) throw new Error('no shipped multi-table bases');
  const moves: number[] = [];
  const ends: number[] = [];
  const start = performance.now();
  const r = runBots({ ...bases, startsAt: 1_000, maxPlayers: Math.max(players, bases.maxPlayers) }, players, 'bench', {
    timed(action, ms) {
      if (action.type === 'hand') moves.push(ms);
    },
    each(_before, action, step) {
      if (action.type === 'hand' && step.events.some((e) => e.type === 'hand-over')) ends.push(moves.at(-1) ?? 0);
    },
  });
  const seconds = (performance.now() - start) / 1000;
  moves.sort((a, b) => a - b);
  ends.sort((a, b) => a - b);
  console.log(`${players} players: ${r.state.status}, ${r.hands} hands, ${r.actions.length} actions in ${seconds.toFixed(2)} s`);
  console.log(`hands per second: ${(r.hands / seconds).toFixed(0)}; actions per second: ${(r.actions.length / seconds).toFixed(0)}`);
  console.log(`table move (a decision through the director): p50 ${pct(moves, 50).toFixed(3)} ms, p99 ${pct(moves, 99).toFixed(3)} ms, max ${(moves.at(-1) ?? 0).toFixed(3)} ms`);
  console.log(`a move that ends a hand (eliminations, balancing): p50 ${pct(ends, 50).toFixed(3)} ms, p99 ${pct(ends, 99).toFixed(3)} ms`);
}
