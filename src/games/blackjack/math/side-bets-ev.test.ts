/**
 * Exact side-bet returns.
 * Source: [WoO-PP] Wizard of Odds, "Perfect Pairs" (https://wizardofodds.com/games/blackjack/side-bets/perfect-pairs/),
 * pay table A (perfect 25, coloured 12, mixed 6 — 000 §03 V.1.e's table): 8 decks −0.040964 (1456 / 1664 / 3328
 * winning pairs of 86 320); six decks 6.11% house edge.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blackjack } from '../index.js';
import { insuranceReturn, sideBetReturns } from './side-bets-ev.js';

const cite = { cite: 'test' };

test('000 §03 V.1.e / WoO-PP: the 25/12/6 pairs bet returns −0.040964 from 8 decks and −19/311 (6.11%) from 6', () => {
  const eight = sideBetReturns(blackjack.profiles.derive('eus', { shoe: { decks: { value: 8, ...cite } } })).find((b) => b.bet === 'pairs');
  assert.ok(eight);
  assert.ok(Math.abs(-eight.houseEdge - -0.040964) < 5e-7, String(eight.houseEdge));
  assert.ok(Math.abs((eight.probabilities.perfect ?? 0) - 1456 / 86320) < 1e-12);
  const six = sideBetReturns(blackjack.profiles.get('eus')).find((b) => b.bet === 'pairs');
  assert.equal(six?.fraction, '-19/311');
});

test('000 §03 V.1.f: the sevens bet — a first seven has probability 1/13 in all, three suited sevens need the box to draw on 7+7', () => {
  const s = sideBetReturns(blackjack.profiles.get('eus')).find((b) => b.bet === 'sevens');
  assert.ok(s);
  const p = s.probabilities;
  const anySeven = (p['first-seven'] ?? 0) + (p['two-sevens'] ?? 0) + (p['two-sevens-suited'] ?? 0) + (p['three-sevens'] ?? 0) + (p.jackpot ?? 0);
  assert.ok(Math.abs(anySeven - 1 / 13) < 1e-12);
  const standing = sideBetReturns(blackjack.profiles.get('eus'), { drawsOnSevens: () => false }).find((b) => b.bet === 'sevens');
  assert.equal(standing?.jackpot?.probability, 0);
  assert.ok((s.jackpot?.probability ?? 0) > 0);
});

test('001 §03 V.1.e: under and over 13 — exactly 13 loses both; the sides and 13 share all two-card hands', () => {
  const bets = sideBetReturns(blackjack.profiles.get('cv'));
  const under = bets.find((b) => b.bet === 'under-13');
  const over = bets.find((b) => b.bet === 'over-13');
  assert.ok(under && over);
  const pu = under.probabilities.win ?? 0;
  const po = over.probabilities.win ?? 0;
  // P(13) by direct count (ace = 1): ordered pairs of values summing to 13
  const n = [0, 24, 24, 24, 24, 24, 24, 24, 24, 24, 96];
  let w = 0;
  for (let a = 1; a <= 10; a++) for (let b = 1; b <= 10; b++) if (a + b === 13) w += (n[a] as number) * ((n[b] as number) - (a === b ? 1 : 0));
  assert.ok(Math.abs(pu + po + w / (312 * 311) - 1) < 1e-12);
  assert.equal(under.fraction, '-407/4043');
  assert.equal(over.fraction, '-265/4043');
});

test('003 §2.2.1.26–27: Galaxy, TOP3 and 21+3 equal an independent enumeration of the same pay tables', () => {
  const bets = new Map(sideBetReturns(blackjack.profiles.get('ee-oc')).map((b) => [b.bet, b.fraction]));
  assert.equal(bets.get('galaxy'), '-439/9641');
  assert.equal(bets.get('21+3'), '-28958/626665');
  assert.equal(bets.get('top3'), '-13878/125333');
});

test('insurance pays 2:1 on a dealer ten: −23/311 from 6 decks, −7/103 from 2', () => {
  assert.equal(insuranceReturn(6, { num: 2, den: 1 }).fraction, '-23/311');
  assert.equal(insuranceReturn(2, { num: 2, den: 1 }).fraction, '-7/103');
});
