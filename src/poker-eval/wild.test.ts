import { test } from 'node:test';
import assert from 'node:assert/strict';
import { JOKER_1, JOKER_2, parseCards } from './cards.js';
import { evaluate } from './evaluate.js';
import { category, slotsOf } from './value.js';
import type { HandValue } from './value.js';
import { DEUCES_WILD, JOKERS_WILD, PAI_GOW_HIGH, PAI_GOW_LOW, STANDARD_HIGH } from './presets.js';
import type { RankingRules } from './rules.js';
import { makeRules } from './rules.js';
import { describe as say } from './describe.js';
import { drawDistinct, splitmix32, FULL_DECK } from './test-support/prng.js';

const P = parseCards;
const pg = (s: string): HandValue => evaluate(P(s), PAI_GOW_HIGH);
const NATURAL_PAI_GOW = makeRules({ ...PAI_GOW_HIGH, id: 'pai-gow-natural', wild: null });

test('000 §14 IV.1: five aces (four aces and the joker) is the top Pai Gow hand, above the royal flush', () => {
  const five = pg('AhAdAsAcX1');
  assert.equal(category(five), 'five-of-a-kind');
  assert.equal(say(five, 'en'), 'five aces');
  assert.ok(five > pg('AhKhQhJhTh'));
  assert.ok(five > pg('KhQhJhThX1'));
});

test('000 §14 II.1: the joker is an ace, not a wild card, for pairs and sets', () => {
  assert.equal(say(pg('KhKd7s3cX1'), 'en'), 'pair of kings, ace kicker');
  assert.equal(say(pg('Ah9d7s3cX1'), 'en'), 'pair of aces, nine kicker');
  assert.equal(say(pg('KhKdKsKcX1'), 'en'), 'four kings, ace kicker', 'not five kings');
  assert.equal(say(pg('KhKdKs9cX1'), 'en'), 'three kings, ace kicker', 'not four kings');
  assert.equal(say(pg('AhAdKsKcX1'), 'en'), 'full house, aces full of kings');
});

test('000 §14 II.1: the joker completes a straight, a flush or a straight flush', () => {
  assert.equal(say(pg('9hTdJsQcX1'), 'en'), 'straight, king high');
  assert.equal(say(pg('2h3d4s5cX1'), 'en'), 'straight, five high', 'as the ace: A-2-3-4-5 is the second-highest straight');
  assert.equal(say(pg('Kh9h7h3hX1'), 'en', { kickers: 'all' }), 'flush, ace high, king-nine-seven-three kickers');
  assert.equal(say(pg('Ah9h7h3hX1'), 'en', { kickers: 'all' }), 'flush, ace high, king-nine-seven-three kickers', 'the highest card the flush lacks');
  assert.equal(say(pg('9hThJhQhX1'), 'en'), 'straight flush, king high');
  assert.equal(say(pg('KhThJhQhX1'), 'en'), 'royal flush');
});

test('000 §14 IV.2: A-2-3-4-5 is the second-highest straight, for straights and straight flushes', () => {
  assert.ok(pg('Ah2d3s4c5h') < pg('AhKdQsJcTh'));
  assert.ok(pg('Ah2d3s4c5h') > pg('KhQdJsTc9h'));
  assert.ok(pg('Ah2h3h4h5h') < pg('AhKhQhJhTh'));
  assert.ok(pg('Ah2h3h4h5h') > pg('KhQhJhTh9h'));
  assert.ok(evaluate(P('Ah2d3s4c5h'), STANDARD_HIGH) < evaluate(P('2d3s4c5h6h'), STANDARD_HIGH), 'unlike the standard order');
});

test('000 §14 I: in the two-card hand the joker is an ace; two aces are the best two-card hand', () => {
  const low = (s: string): HandValue => evaluate(P(s), PAI_GOW_LOW);
  assert.equal(category(low('AhX1')), 'pair');
  assert.equal(low('AhX1'), low('AhAd'));
  assert.equal(low('KhX1'), low('KhAd'));
  assert.ok(low('AhAd') > low('KhKd'));
  assert.ok(low('2h2d') > low('AhKd'));
});

/** Brute force for the Pai Gow joker: every absent real card, kept when it is an ace or makes a straight/flush. */
function bruteBug(naturals: number[]): HandValue {
  let best = -1;
  const aces = naturals.filter((c) => c >> 2 === 12).length;
  if (aces === 4) return evaluate([...naturals, JOKER_1], PAI_GOW_HIGH);
  for (let c = 0; c < 52; c++) {
    if (naturals.includes(c)) continue;
    const v = evaluate([...naturals, c], NATURAL_PAI_GOW);
    const cat = category(v);
    if (c >> 2 === 12 || cat === 'straight' || cat === 'flush' || cat === 'straight-flush') best = Math.max(best, v);
  }
  return best;
}

test('000 §14 II.1: the joker rule agrees with brute force over every substitute card (3,000 random hands)', () => {
  const next = splitmix32(14);
  for (let i = 0; i < 3000; i++) {
    const naturals = drawDistinct(next, FULL_DECK, 4);
    assert.equal(evaluate([...naturals, JOKER_1], PAI_GOW_HIGH), bruteBug(naturals), `${naturals}`);
  }
  // Straight and flush draws specifically.
  for (const s of ['2h3h4h5h', '9hTh7h3h', 'AhKhQhJh', 'Ah2d3s4c', '6h7d8s9c', 'AhAdAs2c']) {
    const n = P(s);
    assert.equal(evaluate([...n, JOKER_1], PAI_GOW_HIGH), bruteBug(n), s);
  }
});

/** Brute force for fully wild cards: distinct absent real cards, plus five of a kind when the naturals share a rank. */
function bruteFull(naturals: number[], wilds: number, rules: RankingRules, natural: RankingRules): HandValue {
  let best = -1;
  const walk = (from: number, chosen: number[]): void => {
    if (chosen.length === wilds) {
      best = Math.max(best, evaluate([...naturals, ...chosen], natural));
      return;
    }
    for (let c = from; c < 52; c++) if (!naturals.includes(c)) walk(c + 1, [...chosen, c]);
  };
  walk(0, []);
  const ranks = new Set(naturals.map((c) => c >> 2));
  if (ranks.size <= 1 && rules.order.includes(12)) {
    const r = ranks.size === 0 ? 12 : [...ranks][0]!;
    best = Math.max(best, evaluate([...naturals, ...Array(wilds).fill(JOKER_1).map((_, i) => (i === 0 ? JOKER_1 : JOKER_2))], rules));
    assert.equal(slotsOf(best)[0], r);
  }
  return best;
}

test('003 §4.6.1.1: jokers that replace any card agree with brute force (one and two jokers)', () => {
  const natural = makeRules({ ...JOKERS_WILD, id: 'jokers-natural', wild: null });
  const next = splitmix32(41);
  for (let i = 0; i < 400; i++) {
    const wilds = i % 4 === 0 ? 2 : 1;
    const naturals = drawDistinct(next, FULL_DECK, 5 - wilds);
    const jokers = wilds === 2 ? [JOKER_1, JOKER_2] : [JOKER_1];
    assert.equal(evaluate([...naturals, ...jokers], JOKERS_WILD), bruteFull(naturals, wilds, JOKERS_WILD, natural), `${naturals}`);
  }
});

test('003 §4.6.1.1: five of a kind with wild cards tops the straight flush; deuces are wild in deuces wild', () => {
  assert.equal(say(evaluate(P('KhKdKsKcX1'), JOKERS_WILD), 'en'), 'five kings');
  assert.ok(evaluate(P('KhKdKsKcX1'), JOKERS_WILD) > evaluate(P('AhKhQhJhTh'), JOKERS_WILD));
  assert.equal(say(evaluate(P('2h2d2s2c7h'), DEUCES_WILD), 'en'), 'five sevens');
  assert.equal(say(evaluate(P('2h2d2s9hTh'), DEUCES_WILD), 'en'), 'straight flush, king high');
  assert.equal(say(evaluate(P('2h2dAsKsQs'), DEUCES_WILD), 'en'), 'royal flush');
  assert.equal(say(evaluate(P('2h2dAsKs9s'), DEUCES_WILD), 'en', { kickers: 'all' }), 'flush, ace high, king-queen-jack-nine kickers');
  assert.equal(say(evaluate(P('2hKd7s4c9h'), DEUCES_WILD), 'en'), 'pair of kings, nine kicker');
  assert.equal(say(evaluate(P('2hKdKs4c9h'), DEUCES_WILD), 'en'), 'three kings, nine kicker');
  assert.equal(say(evaluate(P('2h3d4s5cAh'), DEUCES_WILD), 'en'), 'straight, five high', 'the wild deuce may stand for a deuce');
  assert.equal(say(evaluate(P('2h3d4s5c9h'), DEUCES_WILD), 'en'), 'pair of nines, five kicker');
});

test('000 §14 II.1: without a wild rule the joker is refused', () => {
  assert.throws(() => evaluate(P('AhKdQsJcX1'), STANDARD_HIGH), /not in the standard-high deck/);
});
