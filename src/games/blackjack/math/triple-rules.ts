/**
 * @module games/blackjack/math/triple-rules
 * What the exact analysis of triple blackjack (000 §03.01) needs to know, as plain values, and the mapping from a
 * cited `TripleBlackjackProfile`. The engine's triple game (triple.ts) is mirrored: the player stands or draws only
 * (no double, split or surrender), no card on 21 where the profile says so, a bust loses every box at once, and
 * the dealer plays one hand per box from his first card (no hole card), each standing on 17 as in §03.
 * Box 1 always pays a blackjack at the profile's rate and counts a dealer two-card 21 as blackjack; boxes 2 and 3
 * do so as `triple.blackjackPaysOnAllBoxes` / `triple.dealerRedrawBlackjack` say (1:1 and a plain 21 otherwise).
 */
import { ConfigError } from '../../../core/errors.js';
import type { TripleBlackjackProfile } from '../profile.js';

export interface TripleBoxRules {
  /** What a player blackjack wins per unit on this box when the dealer hand has no blackjack (1.5 for 3:2). */
  readonly bjPays: number;
  /** The dealer hand's two-card 21 is a blackjack (beats a player's multi-card 21, pushes a player blackjack). */
  readonly dealerBjCounts: boolean;
}

export interface TripleRules {
  readonly decks: number;
  readonly hitsSoft17: boolean;
  /** No card may be drawn on 21 (soft or hard). */
  readonly standOn21: boolean;
  /** Insurance pays this many units per unit (2 for 2:1). */
  readonly insurancePays: number;
  /** Box 1, 2, 3 (as many as the position has). */
  readonly boxes: readonly TripleBoxRules[];
  /** Units staked on each box; the strategy maximises Σ weight × value (1 on every box by default). */
  readonly weights: readonly number[];
}

/** The analysis rules of a triple profile; `boxes` = how many of the position's boxes (1, 2, …) carry a bet. */
export function tripleRulesFromProfile(p: TripleBlackjackProfile, options: { boxes?: number } = {}): TripleRules {
  if (p.dealer.holeCard.value !== 'none') throw new ConfigError('blackjack/math-unsupported', 'the triple analysis models the dealer without a hole card (000 §03.01: he redraws on his first card)');
  if (p.blackjack.payImmediately.value !== 'never') throw new ConfigError('blackjack/math-unsupported', 'the triple analysis assumes blackjacks are settled with each box (blackjack.payImmediately: never)');
  const n = p.triple.boxesPerPosition.value;
  const played = options.boxes ?? n;
  if (!Number.isInteger(played) || played < 1 || played > n) throw new ConfigError('blackjack/bad-option', `boxes is 1 … ${n}`);
  const rate = p.blackjack.pays.value.num / p.blackjack.pays.value.den;
  const boxes: TripleBoxRules[] = [];
  for (let k = 1; k <= n; k++) {
    boxes.push(k === 1 ? { bjPays: rate, dealerBjCounts: true } : { bjPays: p.triple.blackjackPaysOnAllBoxes.value ? rate : 1, dealerBjCounts: p.triple.dealerRedrawBlackjack.value });
  }
  return {
    decks: p.shoe.decks.value,
    hitsSoft17: p.dealer.hitsSoft17.value,
    standOn21: p.play.standOn21.value,
    insurancePays: p.insurance.pays.value.num / p.insurance.pays.value.den,
    boxes,
    weights: boxes.map((_, i) => (i < played ? 1 : 0)),
  };
}

export function describeTripleRules(r: TripleRules): string {
  const box = (b: TripleBoxRules, i: number): string => `box ${i + 1}: BJ pays ${b.bjPays}${b.dealerBjCounts ? '' : ', dealer 2-card 21 is not BJ'}`;
  return [
    `${r.decks} deck${r.decks > 1 ? 's' : ''}`,
    r.hitsSoft17 ? 'H17' : 'S17',
    'no hole card, stand or draw only',
    r.standOn21 ? 'no card on 21' : 'may draw on 21',
    ...r.boxes.map(box),
    `bets on box${r.weights.filter((w) => w > 0).length > 1 ? 'es' : ''} ${r.weights.flatMap((w, i) => (w > 0 ? [i + 1] : [])).join(', ')}`,
  ].join(', ');
}
