/**
 * The exact kernel of one starting hand (math/exchange-exact.ts) against the engine (issue 18): for three fixed
 * starting hands, a seeded simulation through the real engine, every round's deck stacked to deal box 1 that hand
 * (exchange/simulate.ts `hand`), lands within its 99.9% bound (Z999 × sd / √rounds) of the kernel's exact figure,
 * on the ANTE-and-BET return and, where the strategy insures, on the insurance. Amounts: ANTE 100 (the table minimum),
 * BET 200, as the engine's simulation.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Card } from '../../../cards/card.js';
import type { ExchangeGame } from '../exchange/game.js';
import { simulateExchange } from '../exchange/simulate.js';
import { num, str } from '../../../math/rational.js';
import { drawPoker } from '../draw-poker.js';
import { oasisPoker } from '../oasis.js';
import { russianPoker } from '../russian.js';
import { exactExchangeHand } from './exchange-exact.js';
import { Z999 } from './report.js';

const ROUNDS = 2_000;
const split = (s: string): Card[] => s.match(/../g) ?? [];

function agrees(game: ExchangeGame, hand: string, expect: { choice: string; insured: string }): void {
  const p = game.profiles.get('ee-oc');
  const exact = exactExchangeHand(p, split(hand));
  assert.equal(exact.choice.type, expect.choice);
  assert.equal(str(exact.insured), expect.insured);
  const sim = simulateExchange(game, p, 'ee-oc', { rounds: ROUNDS, seed: `exact-${hand}`, hand: split(hand) });
  for (const [bet, figure] of [['ante-bet', 1 + num(exact.anteBet)], ['insurance', exact.insurance ? 1 + num(exact.insurance) : null]] as const) {
    const b = sim.bets.find((x) => x.bet === bet);
    if (figure === null) {
      assert.equal(b, undefined, `${bet}: never taken under the strategy`);
      continue;
    }
    assert.ok(b, `${bet} simulated`);
    const bound = (Z999 * (b.sd as number)) / Math.sqrt(b.rounds);
    assert.ok(Math.abs(b.rtp - figure) <= bound, `${game.id} ${hand} ${bet}: simulated ${b.rtp.toFixed(4)}, exact ${figure.toFixed(4)}, 99.9% bound ±${bound.toFixed(4)}`);
  }
}

test('003 §2.2.8.31–33 (Russian poker): a pair of sevens played as dealt — the exact return over every dealer hand agrees with the engine within 99.9%', () => {
  agrees(russianPoker, '7h7c2d5s9h', { choice: 'play', insured: '0' });
});

test('003 §2.2.8.22–28 (Russian poker): three nines played and insured at the minimum — ANTE-and-BET and insurance agree with the engine within 99.9%', () => {
  agrees(russianPoker, '9h9d9c4s2d', { choice: 'play', insured: '1' });
});

test('003 §2.2.4.24–32 (Oasis poker): a pair of sevens played as dealt, the ANTE paid 1:1 — the exact return agrees with the engine within 99.9%', () => {
  agrees(oasisPoker, '7h7c2d5s9h', { choice: 'play', insured: '0' });
});

test('issue 18: a hand the stated strategy folds returns exactly −1 ANTE; a dealer who draws (Draw poker, 003 §2.2.6.23) is refused here, not miscounted (math/draw-exact.ts counts his draw)', () => {
  const folded = exactExchangeHand(russianPoker.profiles.get('ee-oc'), split('Qs9d7h4c2c'));
  assert.equal(folded.choice.type, 'fold');
  assert.equal(str(folded.anteBet), '-1');
  assert.throws(() => exactExchangeHand(drawPoker.profiles.get('ee-oc'), split('7h7c2d5s9h')), /dealer draws/);
});

test('issue 18: `rtp` says in its method what the exact figure costs, measured per starting hand (Russian, Oasis, Draw poker)', () => {
  for (const [game, text] of [[russianPoker, 'bench/exchange-exact.ts'], [oasisPoker, 'bench/exchange-exact.ts'], [drawPoker, 'math/draw-exact.ts']] as const) {
    const method = String(game.tools?.rtp?.(game.profiles.get('ee-oc'), 'ee-oc', {}).method ?? '');
    assert.ok(method.includes(text), `${game.id}: ${method}`);
  }
});
