/**
 * Exact mathematics of roulette (docs/math/wheels.md) and its agreement with the engine: every pocket played
 * through the real engine returns exactly the enumerated expectation; a seeded simulation agrees within a 99.9%
 * bound (|z| < 3.29) on the low-variance bets.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameAction } from '../../core/contract.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { RoundRunner } from '../../core/round-runner.js';
import { evenChanceReturn } from '../../wheel/prison.js';
import { add, mul, num, q, str, ZERO, type Rational } from '../../math/rational.js';
import { amountRange, betShape, type BetShape } from './bets.js';
import { americanRoulette, frenchRoulette, type RouletteGame } from './index.js';
import { wheelOrder } from './layout.js';
import { evenChanceExact, exactReturn, rouletteRtp } from './math.js';
import { defaultRouletteTable, type RouletteProfile } from './profile.js';
import { SIMULATED_BETS } from './simulate.js';
import type { RouletteState } from './state.js';

const byBet = (r: ReturnType<typeof rouletteRtp>, bet: string): string | undefined => r.bets.find((b) => b.bet === bet)?.fraction as string | undefined;

test('000 §01 IV.1, 001 §01 IV.1: every multiple chance returns 36/37 (house edge 1/37) on the single-zero wheel', () => {
  for (const [g, id] of [[frenchRoulette, 'eus'], [frenchRoulette, 'cv'], [americanRoulette, 'eus'], [americanRoulette, 'cv'], [americanRoulette, 'ee-oc']] as const) {
    const r = rouletteRtp(g.profiles.get(id), id, g.id);
    for (const b of r.bets.filter((x) => !x.bet.startsWith('even chance'))) assert.equal(b.fraction, '-1/37', `${g.id} ${id} ${b.bet}`);
  }
});

test('000 §01 IV.1.B.b, 001 §01 IV.1.C: French even chances: half back 1/74; en prison (halved at each further zero) 1/73', () => {
  const r = rouletteRtp(frenchRoulette.profiles.get('eus'), 'eus', 'roulette-french');
  assert.equal(byBet(r, 'even chance (half back on zero)'), '-1/74');
  assert.equal(byBet(r, 'even chance (en prison on every zero)'), '-1/73');
  assert.equal(byBet(r, 'even chance (last spin of the session)'), '-1/74');
});

test('000 §02 IV, 001 §02 IV: American single zero even chances: half lost on zero, 1/74', () => {
  assert.equal(byBet(rouletteRtp(americanRoulette.profiles.get('cv'), 'cv', 'roulette-american'), 'even chance'), '-1/74');
});

test('003 §2.2.3.13: Olympic Casino even chances lose on zero: 1/37; with the double-zero wheel parameter every bet loses 1/19', () => {
  assert.equal(byBet(rouletteRtp(americanRoulette.profiles.get('ee-oc'), 'ee-oc', 'x'), 'even chance'), '-1/37');
  const dz = americanRoulette.profiles.derive('ee-oc', { wheel: { value: 'double', cite: 'custom' } });
  const r = rouletteRtp(dz, 'ee-oc+double', 'x');
  for (const b of r.bets) assert.equal(b.fraction, '-1/19', b.bet);
});

/** One spin of the real engine with every bet placed by its own bettor; zero choices all `half` (or per `choose`). */
function playPocket(game: RouletteGame, p: RouletteProfile, bets: string[], pocket: number, carry: unknown = null, choose: 'half' | 'prison' = 'half', times = 2): { back: Record<string, number>; stake: Record<string, number>; carry: unknown } {
  const rng = seededRng('enum');
  const runner = new RoundRunner(game, { profile: p, profileId: p.id, table: defaultRouletteTable(p), carry, rng, roundNo: 1 });
  const stake: Record<string, number> = {};
  for (const b of bets) {
    const amount = amountRange(runner.state as RouletteState, b, betShape(p, b) as BetShape, 'value').min * times;
    stake[b] = amount;
    runner.act({ type: 'place', bet: b, amount, by: { kind: 'player', player: b } } as GameAction, rng);
  }
  runner.act({ type: 'close-bets', by: { kind: 'dealer' } }, rng);
  runner.act({ type: 'spin', pocket: pocket === 37 ? '00' : pocket, by: { kind: 'dealer' } } as GameAction, rng);
  for (;;) {
    const s = runner.state as RouletteState;
    const d = s.decisions.find((x) => x.choice === null);
    if (!d) break;
    runner.act({ type: 'prison-choice', bet: d.line, choice: choose, by: { kind: 'player', player: d.bettor } } as GameAction, rng);
  }
  const back: Record<string, number> = {};
  for (const l of game.settlement(runner.state as RouletteState)?.lines ?? []) back[l.bettor] = (back[l.bettor] ?? 0) + l.returned;
  return { back, stake, carry: game.carry(runner.state as RouletteState) };
}

for (const [game, id] of [[frenchRoulette, 'eus'], [frenchRoulette, 'cv'], [americanRoulette, 'eus'], [americanRoulette, 'cv'], [americanRoulette, 'ee-oc']] as const) {
  test(`${id === 'ee-oc' ? '003 §2.2.3.13' : game === frenchRoulette ? `${id === 'eus' ? '000' : '001'} §01 IV.1` : `${id === 'eus' ? '000' : '001'} §02 IV`}: every pocket through the engine returns the exact expectation of every bet (${game.id}, ${id})`, () => {
    const p = game.profiles.get(id);
    const bets = SIMULATED_BETS.filter((b) => betShape(p, b));
    const totals: Record<string, number> = {};
    let stakes: Record<string, number> = {};
    for (const n of wheelOrder(p.wheel.value)) {
      const r = playPocket(game, p, bets, n);
      stakes = r.stake;
      for (const b of bets) totals[b] = (totals[b] ?? 0) + (r.back[b] ?? 0);
    }
    const N = wheelOrder(p.wheel.value).length;
    for (const b of bets) {
      const engine = q(totals[b] as number, N * (stakes[b] as number));
      const exact = ['red', 'black', 'even', 'odd', 'manque', 'passe'].includes(b) ? evenChanceExact(p, 'half') : exactReturn(p, betShape(p, b) as BetShape);
      assert.equal(str(engine), str(exact), b);
    }
  });
}

test('000 §01 IV.1.B.b: prison through the engine: enumerating spins (prison for the first three zeros, then half) gives the exact recursive value', () => {
  const p = frenchRoulette.profiles.get('eus');
  // Exact value, per unit, of a fresh even chance when the player keeps the bet in prison for the first `k` zeros.
  const N = 37;
  const value = (level: number, k: number): Rational => {
    // A bet in prison at `level` (nominal 1/2^(level−1)); next spin: win 18/37 → released, zero 1/37 → again.
    const nominal = q(1, 2 ** (level - 1));
    const atZero = level < k ? value(level + 1, k) : q(1, 2 ** (level + 1));
    return add(mul(q(18, N), nominal), mul(q(1, N), atZero));
  };
  const fresh = add(mul(q(18, N), q(2)), mul(q(1, N), value(1, 3)));
  // Through the engine: a depth-first walk over pockets, carrying the prison from round to round (a stake of 800.00,
  // so that no residual falls below the minimum and the player's choice is free).
  const walk = (carry: unknown, depth: number): Rational => {
    let total = ZERO;
    for (const n of wheelOrder('single')) {
      const first = depth === 0;
      const r = playPocket(frenchRoulette, p, first ? ['red'] : [], n, carry, depth < 3 ? 'prison' : 'half', 160);
      let here = q(r.back.red ?? 0, 80000);
      const prison = (r.carry as { prison: unknown[] }).prison;
      if (n === 0 && prison.length) here = add(here, walk(r.carry, depth + 1));
      total = add(total, mul(q(1, N), here));
    }
    return total;
  };
  const engine = walk(null, 0);
  assert.equal(str(engine), str(fresh));
  assert.ok(num(fresh) < num(evenChanceReturn(q(18, 37), q(1, 37), ZERO, 'half')));
});

test('000 §01 IV.1, 001 §02 IV, 003 §2.2.3.13: seeded simulation through the engine agrees with the exact returns (99.9%: |z| < 3.29)', () => {
  for (const [game, id] of [[frenchRoulette, 'eus'], [americanRoulette, 'cv'], [americanRoulette, 'ee-oc']] as const) {
    const p = game.profiles.get(id);
    const sim = game.tools?.simulate?.(p, id, { rounds: 3000, seed: `roulette-sim-${id}` });
    assert.ok(sim);
    for (const b of sim.bets) {
      if (!['red', 'odd', 'passe', 'dozen-2', 'columns-1-2', 'voisins-du-zero'].includes(b.bet)) continue;
      const exact = ['red', 'odd', 'passe'].includes(b.bet) ? num(evenChanceExact(p, 'half')) : num(exactReturn(p, betShape(p, b.bet) as BetShape));
      const se = (b.sd as number) / Math.sqrt(b.rounds);
      const z = (b.rtp - exact) / se;
      assert.ok(Math.abs(z) < 3.29, `${game.id} ${id} ${b.bet}: simulated ${b.rtp}, exact ${exact}, z = ${z.toFixed(2)}`);
    }
  }
});
