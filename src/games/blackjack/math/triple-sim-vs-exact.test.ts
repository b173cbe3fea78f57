/**
 * Triple blackjack (000 §03.01) simulated through the real engine against the exact analysis (issue 2,
 * "Mathematics": "A test checks simulation and exact value agree within the bound for every shipped profile").
 *
 * Bound: each round is dealt from a new full shoe, so each box's simulated mean estimates its exact full-shoe
 * value; with n rounds and sample standard deviation s, |RTP_sim − RTP_exact| < 2.576·s/√n (99% per comparison;
 * the exact values carry no approximation). A fixed seed makes the run reproducible.
 *
 * The statistical check is loose at test sizes (about ±1.6% per box), so every round is also replayed on the same
 * cards by a plain model of the game the analysis values (player: first card, dealer's first card, player's second
 * card, draws by the strategy; then dealer hands 1, 2, 3, each from his first card, drawing to 17 while the hand is
 * live, one card only to decide a player blackjack, none after a bust) and must settle every box identically.
 * CROUPIER_EXHAUSTIVE=1 plays ten times as many rounds.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tripleBlackjack } from '../index.js';
import type { TripleBlackjackProfile } from '../profile.js';
import { valueOfCard } from './shoe-model.js';
import { sideBetReturns } from './side-bets-ev.js';
import { analyseTriple, type StandOrDraw, type TripleStrategyName } from './triple-main-bet.js';
import { tripleRulesFromProfile, type TripleRules } from './triple-rules.js';
import { simulateTriple } from './triple-simulate.js';

const ROUNDS = process.env.CROUPIER_EXHAUSTIVE ? 240_000 : 24_000;

const totalOf = (cards: readonly number[]): number => {
  const hard = cards.reduce((a, b) => a + b, 0);
  return cards.includes(1) && hard + 10 <= 21 ? hard + 10 : hard;
};
const soft = (cards: readonly number[]): boolean => cards.includes(1) && cards.reduce((a, b) => a + b, 0) + 10 <= 21;

/** The model's net per unit on each box bet, dealing `deck` (card values from the first card dealt). */
function bareTriple(r: TripleRules, decide: (v: readonly number[], up: number) => StandOrDraw, deck: readonly number[], boxes: number): number[] {
  let i = 0;
  const next = (): number => deck[i++] as number;
  const player = [next()];
  const up = next();
  player.push(next());
  const bj = totalOf(player) === 21;
  if (!bj) while ((totalOf(player) < 21 || !r.standOn21) && totalOf(player) <= 21 && decide(player, up) === 'H') player.push(next());
  const pt = totalOf(player);
  const out: number[] = [];
  for (let k = 0; k < boxes; k++) {
    if (pt > 21) {
      out.push(-1);
      continue;
    }
    const b = r.boxes[k] as TripleRules['boxes'][number];
    const dealer = [up];
    if (bj) dealer.push(next());
    else while (totalOf(dealer) < 17 || (r.hitsSoft17 && totalOf(dealer) === 17 && soft(dealer))) dealer.push(next());
    const dt = totalOf(dealer);
    const dealerBj = b.dealerBjCounts && dealer.length === 2 && dt === 21;
    if (bj) out.push(dealerBj ? 0 : b.bjPays);
    else if (dealerBj) out.push(-1);
    else if (dt > 21 || pt > dt) out.push(1);
    else out.push(pt === dt ? 0 : -1);
  }
  return out;
}

function run(profile: TripleBlackjackProfile, id: string, strategy: TripleStrategyName, rounds: number, seed: string): void {
  const rules = tripleRulesFromProfile(profile);
  const exact = analyseTriple(rules, strategy);
  let mismatches = 0;
  let first = '';
  const report = simulateTriple(tripleBlackjack, profile, id, exact.decide, {
    rounds,
    seed,
    strategy,
    onRound: (s0, net) => {
      const model = bareTriple(rules, exact.decide, s0.shoe.order.slice(s0.shoe.pos).map(valueOfCard), net.length);
      if (model.some((m, k) => Math.abs(m - (net[k] as number)) > 1e-9)) {
        mismatches++;
        if (!first) first = `cards ${s0.shoe.order.slice(s0.shoe.pos, s0.shoe.pos + 14).join(' ')}: engine ${net.join(',')}, model ${model.join(',')}`;
      }
    },
  });
  assert.equal(mismatches, 0, `the engine and the model settle differently in ${mismatches} rounds, e.g. ${first}`);
  type Sim = { bet: string; rtp: number; sd: number; rounds: number };
  const sims = report.bets as unknown as Sim[];
  const want = new Map<string, number>(exact.perBox.map((ev, k) => [`box-${k + 1}`, 1 + ev]));
  want.set('boxes', 1 + exact.perUnit);
  const sevens = sideBetReturns(profile, { drawsOnSevens: (u) => exact.decide([7, 7], u) === 'H' }).find((b) => b.bet === 'sevens');
  if (sevens) want.set('sevens', sevens.rtp);
  for (const b of sims) {
    const w = want.get(b.bet);
    assert.ok(w !== undefined, `no exact value for ${b.bet}`);
    const tol = (2.576 * b.sd) / Math.sqrt(b.rounds);
    assert.ok(Math.abs(b.rtp - w) < tol, `${b.bet}: simulated ${b.rtp}, exact ${w}, bound ${tol}`);
  }
}

test(`000 §03.01 eus: ${ROUNDS} engine rounds (basic strategy, three boxes and the jackpot bet) settle as the model says, and each box's RTP agrees with the exact value (|Δ| < 2.576·s/√n)`, () => {
  run(tripleBlackjack.profiles.get('eus'), 'eus', 'basic', ROUNDS, 'triple-sim-vs-exact-eus');
});

test('000 §03.01 ambiguities 2, 3 off (1:1 blackjacks and no redraw blackjack on boxes 2, 3), optimal player: engine rounds settle as the model says, RTPs agree', () => {
  const p = tripleBlackjack.profiles.derive('eus', { triple: { blackjackPaysOnAllBoxes: { value: false, cite: 'test' }, dealerRedrawBlackjack: { value: false, cite: 'test' } } });
  run(p, 'eus', 'optimal', ROUNDS / 4, 'triple-sim-vs-exact-flags');
});
