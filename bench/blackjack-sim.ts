/**
 * @module bench/blackjack-sim
 * Simulation speed: rounds per second on one core through the real engine (`croupier simulate`), and a bare loop
 * (src/games/blackjack/math/bare-round.ts) that deals the same way (6-deck shoes shuffled by the same seeded
 * generator, one box, the same basic-strategy decisions, the same rules) without the engine: plain arrays, no
 * state copies, no validation, no events. Two settings: a new shoe every round (what `croupier simulate` does, so
 * the exact full-shoe value applies) and a shoe dealt through to its cut card (the engine's `carry`). Prints both
 * rates, their ratio (target ≥ 50%) and the RTP each measured.
 */
import { blackjack } from '../src/games/blackjack/index.js';
import { basicStrategyFor, mainBetFor } from '../src/games/blackjack/math/analysis.js';
import { bareLoop } from '../src/games/blackjack/math/bare-round.js';
import { rulesFromProfile } from '../src/games/blackjack/math/from-profile.js';
import { makeDecider } from '../src/games/blackjack/math/player.js';
import { simulateThroughEngine } from '../src/games/blackjack/math/simulate.js';

export async function run(): Promise<void> {
  const id = 'gr';
  const profile = blackjack.profiles.get(id);
  const rules = rulesFromProfile(profile);
  basicStrategyFor(rules);
  const exact = mainBetFor(rules, 'basic').ev;
  const decide = makeDecider(rules, 'basic');
  const n = Number(process.env.BJ_BENCH_ROUNDS ?? 20000);
  simulateThroughEngine(blackjack, profile, id, rules, { rounds: 500, seed: 'warm', sideBets: false });
  bareLoop(rules, decide, 5000, 'warm');
  console.log(`profile ${id}, basic strategy, one box; exact RTP (full shoe) ${((1 + exact) * 100).toFixed(4)}%`);
  for (const continuous of [false, true]) {
    const eng = simulateThroughEngine(blackjack, profile, id, rules, { rounds: n, seed: 'bench', sideBets: false, continuousShoe: continuous });
    const bare = bareLoop(rules, decide, n * 10, 'bench', continuous ? { reserve: profile.shoe.reserve.value } : null);
    const engRate = eng.roundsPerSecond as number;
    const engMain = eng.bets[0] as unknown as { rtp: number };
    console.log(continuous ? 'shoe dealt to the cut card:' : 'a new shoe every round (as `croupier simulate`):');
    console.log(`  engine    ${engRate.toFixed(0).padStart(8)} rounds/s per core   (${n} rounds, RTP ${(engMain.rtp * 100).toFixed(3)}%)`);
    console.log(`  bare loop ${bare.roundsPerSecond.toFixed(0).padStart(8)} rounds/s per core   (${n * 10} rounds, RTP ${(bare.rtp * 100).toFixed(3)}%)`);
    console.log(`  ratio engine / bare loop: ${((100 * engRate) / bare.roundsPerSecond).toFixed(1)}%  (target ≥ 50%)`);
  }
}
