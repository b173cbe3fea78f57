/**
 * @module bench/blackjack-sim
 * Simulation speed: rounds per second on one core through the real engine (`croupier simulate`,
 * src/games/blackjack/math/simulate.ts), and a bare loop (src/games/blackjack/math/bare-round.ts) that deals the
 * same cards with the same strategy without the engine.
 *
 * What each loop does, per shoe and per round:
 * - engine: `Game.create` (a new shoe: the shuffle of six decks of card strings, a 32-byte salt, the SHA-256
 *   commitment, the player's cut, the cut card, the burn of 5; or the carried shoe), then every step through
 *   `legalActions` / `randomize` / `apply` (sit, bet, done-betting, deal, the decisions, the dealer) on immutable
 *   plain-JSON states with their checks and events, and the settlement read-out.
 * - bare loop: the same shoe procedure on card values from the same seeded generator (shuffle, salt drawn, cut,
 *   burn; no commitment), then one round on a plain array with the same rules and the same basic-strategy
 *   decisions: no state copies, no validation, no events.
 * Both play the same number of rounds from the same seed, so they deal exactly the same cards: their RTPs must be
 * identical (the bench fails otherwise). Two settings: a new shoe every round (what `croupier simulate` does, so the
 * exact full-shoe value applies) and a shoe dealt through to its cut card (the engine's `carry`).
 * The machine may be shared: each loop runs `BJ_BENCH_TRIALS` times (default 3), alternating, and the best rate of
 * each is reported (the least disturbed run), with the ratio of the two (target ≥ 50%).
 */
import { blackjack } from '../src/games/blackjack/index.js';
import { basicStrategyFor, mainBetFor } from '../src/games/blackjack/math/analysis.js';
import { bareLoop, type BareDealing, type BareShoe } from '../src/games/blackjack/math/bare-round.js';
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
  const sp = profile.shoe;
  if (sp.mode.value !== 'cut-card') throw new Error('the bare loop models a cut-card shoe');
  const shoe: BareShoe = { decks: sp.decks.value, burn: sp.burn.value, cutMinEachSide: sp.playerCut.value ? sp.cutMinEachSide.value : null };
  const dealing: BareDealing = { payBlackjackAtOnce: profile.blackjack.payImmediately.value !== 'never', dealerDrawsWithoutLiveHands: profile.dealer.drawsWhenNoLiveHands.value };
  const n = Number(process.env.BJ_BENCH_ROUNDS ?? 20000);
  const trials = Number(process.env.BJ_BENCH_TRIALS ?? 3);
  simulateThroughEngine(blackjack, profile, id, rules, { rounds: 2000, seed: 'warm', sideBets: false });
  simulateThroughEngine(blackjack, profile, id, rules, { rounds: 2000, seed: 'warm', sideBets: false, continuousShoe: true });
  bareLoop(rules, decide, 20000, 'warm', shoe, null, dealing);
  bareLoop(rules, decide, 20000, 'warm', shoe, { reserve: sp.reserve.value }, dealing);
  console.log(`profile ${id}, basic strategy, one box, ${n} rounds per run, best of ${trials}; exact RTP (full shoe) ${((1 + exact) * 100).toFixed(4)}%`);
  for (const continuous of [false, true]) {
    let eng = 0;
    let bare = 0;
    let engRtp = 0;
    let bareRtp = 0;
    for (let t = 0; t < trials; t++) {
      const e = simulateThroughEngine(blackjack, profile, id, rules, { rounds: n, seed: 'bench', sideBets: false, continuousShoe: continuous });
      const b = bareLoop(rules, decide, n, 'bench', shoe, continuous ? { reserve: sp.reserve.value } : null, dealing);
      eng = Math.max(eng, e.roundsPerSecond as number);
      bare = Math.max(bare, b.roundsPerSecond);
      engRtp = (e.bets[0] as unknown as { rtp: number }).rtp;
      bareRtp = b.rtp;
    }
    if (Math.abs(engRtp - bareRtp) > 1e-12) throw new Error(`the loops dealt different cards: engine RTP ${engRtp}, bare loop ${bareRtp}`);
    console.log(continuous ? 'shoe dealt to the cut card:' : 'a new shoe every round (as `croupier simulate`):');
    console.log(`  engine    ${eng.toFixed(0).padStart(8)} rounds/s per core`);
    console.log(`  bare loop ${bare.toFixed(0).padStart(8)} rounds/s per core   (same cards: both RTP ${(engRtp * 100).toFixed(3)}%)`);
    console.log(`  ratio engine / bare loop: ${((100 * eng) / bare).toFixed(1)}%  (target ≥ 50%)`);
  }
}
