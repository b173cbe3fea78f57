/**
 * Simulation through the real engine against the exact analysis, for every shipped profile (issue 2,
 * "Mathematics": "A test checks simulation and exact value agree within the bound").
 *
 * Bound: each round is dealt from a new full shoe (simulate.ts), so the simulated mean estimates the exact
 * full-shoe value; with n rounds and sample standard deviation s, |RTP_sim − RTP_exact| < 2.576·s/√n + b, where b
 * is the exact method's stated approximation bound (split tail, ≤ 1e-6). A fixed seed makes the run reproducible;
 * 99% per comparison.
 *
 * The statistical check is weak at test sizes (±1.5% at 30 000 rounds), so every simulated round is also replayed
 * on the same cards by the bare model the analysis assumes (bare-round.ts) and must settle identically: that
 * proves, round by round, that the engine plays the game the mathematics values.
 * CROUPIER_EXHAUSTIVE=1 plays ten times as many rounds.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blackjack } from '../index.js';
import { mainBetFor } from './analysis.js';
import { bareRound } from './bare-round.js';
import { rulesFromProfile } from './from-profile.js';
import { makeDecider } from './player.js';
import { valueOfCard } from './shoe-model.js';
import { simulateThroughEngine } from './simulate.js';
import { sideBetReturns } from './side-bets-ev.js';

const ROUNDS = process.env.CROUPIER_EXHAUSTIVE ? 300_000 : 30_000;

for (const id of blackjack.profiles.ids()) {
  test(`${id}: the engine's simulated RTP agrees with the exact value (basic strategy, |Δ| < 2.576·s/√n + bound) and every round settles as the model says`, () => {
    const profile = blackjack.profiles.get(id);
    const rules = rulesFromProfile(profile);
    const exact = mainBetFor(rules, 'basic');
    const decide = makeDecider(rules, 'basic');
    let mismatches = 0;
    let first = '';
    const report = simulateThroughEngine(blackjack, profile, id, rules, {
      rounds: ROUNDS,
      seed: `sim-vs-exact-${id}`,
      strategy: 'basic',
      onRound: (s0, net) => {
        const deck = s0.shoe.order.slice(s0.shoe.pos).map(valueOfCard);
        const model = bareRound(rules, decide, deck, 0);
        if (Math.abs(model - net) > 1e-9) {
          mismatches++;
          if (!first) first = `cards ${s0.shoe.order.slice(s0.shoe.pos, s0.shoe.pos + 12).join(' ')}: engine ${net}, model ${model}`;
        }
      },
    });
    assert.equal(mismatches, 0, `the engine and the model settle differently in ${mismatches} rounds, e.g. ${first}`);
    const main = report.bets[0] as unknown as { rtp: number; sd: number; rounds: number };
    const tol = (2.576 * main.sd) / Math.sqrt(main.rounds) + exact.bound;
    assert.ok(Math.abs(main.rtp - (1 + exact.ev)) < tol, `main: simulated ${main.rtp}, exact ${1 + exact.ev}, bound ${tol}`);
    // side bets: same bound, each against its exact return (Perfect Pair's fixed top prize added at the stake played)
    const exactSides = new Map(sideBetReturns(profile, { drawsOnSevens: () => true }).map((b) => [b.bet, b]));
    for (const b of report.bets.slice(1) as unknown as Array<{ bet: string; rtp: number; sd: number; rounds: number; stake: number }>) {
      const e = exactSides.get(b.bet);
      assert.ok(e, `no exact value for ${b.bet}`);
      let want = e.rtp;
      if (b.bet === 'perfect-pair' && e.jackpot) want += e.jackpot.probability * (profile.sideBets.perfectPair.topPrize.value / b.stake - (profile.sideBets.perfectPair.pays.value['suited-king-queen']?.num ?? 0));
      const t = (2.576 * b.sd) / Math.sqrt(b.rounds);
      assert.ok(Math.abs(b.rtp - want) < t + 1e-12, `${b.bet}: simulated ${b.rtp}, exact ${want}, bound ${t}`);
    }
  });
}

const VARIANTS: Array<{ id: string; name: string; strategy: 'optimal' | 'basic'; over: Record<string, unknown> }> = [
  { id: 'eus', name: 'optimal player', strategy: 'optimal', over: {} },
  { id: 'gr', name: 'peek, late surrender, H17, optimal player', strategy: 'optimal', over: { dealer: { holeCard: { value: 'peek-ace-ten', cite: 'test' }, hitsSoft17: { value: true, cite: 'test' } }, surrender: { mode: { value: 'late', cite: 'test' } } } },
  { id: 'es', name: 'original bets only, optimal player', strategy: 'optimal', over: { dealerBlackjackTakes: { value: 'original-only', cite: 'test' } } },
  { id: 'ee-oc', name: 'surrender offered (late, split hands too)', strategy: 'basic', over: { surrender: { mode: { value: 'late', cite: 'test' } } } },
];

for (const v of VARIANTS) {
  test(`${v.id} with ${v.name}: engine rounds settle as the model says, and the RTP agrees with the exact value`, () => {
    const profile = blackjack.profiles.derive(v.id, v.over);
    const rules = rulesFromProfile(profile);
    const exact = mainBetFor(rules, v.strategy);
    const decide = makeDecider(rules, v.strategy);
    let mismatches = 0;
    let first = '';
    const report = simulateThroughEngine(blackjack, profile, v.id, rules, {
      rounds: ROUNDS / 3,
      seed: `variant-${v.id}`,
      strategy: v.strategy,
      sideBets: false,
      onRound: (s0, net) => {
        const model = bareRound(rules, decide, s0.shoe.order.slice(s0.shoe.pos).map(valueOfCard), 0);
        if (Math.abs(model - net) > 1e-9) {
          mismatches++;
          if (!first) first = `cards ${s0.shoe.order.slice(s0.shoe.pos, s0.shoe.pos + 12).join(' ')}: engine ${net}, model ${model}`;
        }
      },
    });
    assert.equal(mismatches, 0, `${mismatches} rounds differ, e.g. ${first}`);
    const main = report.bets[0] as unknown as { rtp: number; sd: number; rounds: number };
    const tol = (2.576 * main.sd) / Math.sqrt(main.rounds) + exact.bound;
    assert.ok(Math.abs(main.rtp - (1 + exact.ev)) < tol, `simulated ${main.rtp}, exact ${1 + exact.ev}, bound ${tol}`);
  });
}
