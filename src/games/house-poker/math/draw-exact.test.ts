/**
 * The exact kernel of one Draw poker starting hand (math/draw-exact.ts, issue 18) against the engine: the dealer's
 * draw as the kernel counts it is the engine's own rule (exchange/dealer-draw.ts) on random hands, and for a hand
 * played as dealt and a hand that exchanges one card, a seeded simulation through the real engine (every round's
 * deck stacked to deal box 1 that hand) lands within its 99.9% bound (Z999 × sd / √rounds) of the exact figure.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Card } from '../../../cards/card.js';
import { frenchDeck } from '../../../cards/decks.js';
import { num } from '../../../math/rational.js';
import { parseCard } from '../../../poker-eval/cards.js';
import { evaluate5 } from '../../../poker-eval/high.js';
import { shuffled } from '../../../rng/rng.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import { drawPoker } from '../draw-poker.js';
import { dealerDrawPositions } from '../exchange/dealer-draw.js';
import { simulateExchange } from '../exchange/simulate.js';
import { dealerThrowMask, exactDrawHand } from './draw-exact.js';
import { Z999 } from './report.js';

const p = drawPoker.profiles.get('ee-oc');
const split = (s: string): Card[] => s.match(/../g) ?? [];

test('003 §2.2.6.23–27: the kernel’s dealer draw is the engine’s — the same cards thrown on 20,000 random hands, under both rules for a hand without a pair', () => {
  const rng = seededRng('dealer-draw');
  for (let i = 0; i < 10_000; i++) {
    const h = shuffled(frenchDeck().cards, rng).slice(0, 5);
    const c = h.map(parseCard);
    for (const rule of [{ noPairWithDraw: 'draw-one' }, { noPairWithDraw: 'draw-two' }] as const) {
      const engine = dealerDrawPositions(h, rule).reduce((m, at) => m | (1 << at), 0);
      assert.equal(dealerThrowMask(c, evaluate5(c[0] as number, c[1] as number, c[2] as number, c[3] as number, c[4] as number), rule), engine, `${h.join(' ')} ${rule.noPairWithDraw}`);
    }
  }
});

function agrees(hand: string, choice: string, rounds: number): void {
  const exact = exactDrawHand(p, split(hand));
  assert.equal(exact.choice.type, choice);
  const figure = 1 + num(exact.anteBet);
  const sim = simulateExchange(drawPoker, p, 'ee-oc', { rounds, seed: `draw-exact-${hand}`, hand: split(hand) });
  const b = sim.bets.find((x) => x.bet === 'ante-bet');
  assert.ok(b);
  const bound = (Z999 * (b.sd as number)) / Math.sqrt(b.rounds);
  assert.ok(Math.abs(b.rtp - figure) <= bound, `${hand}: simulated ${b.rtp.toFixed(4)}, exact ${figure.toFixed(4)}, 99.9% bound ±${bound.toFixed(4)}`);
}

test('003 §2.2.6.20–28 (Draw poker): a straight played as dealt — the exact return over every dealer hand and every draw of his agrees with the engine within 99.9%', () => {
  agrees('9h8d7c6s5h', 'play', 400);
});

test('003 §2.2.6.20–28 (Draw poker): a four-card flush exchanging one card, played after it with a pair of eights or better — exact and engine agree within 99.9%', () => {
  agrees('AhKh7h4h2c', 'exchange', 400);
});
