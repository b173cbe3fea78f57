import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCards } from './cards.js';
import { evaluate } from './evaluate.js';
import { category, compare } from './value.js';
import { DRAW_32_FIGURES, SHORT_DECK, STANDARD_HIGH, STUD_32, SYNTHETIC_28, shortDeckRules } from './presets.js';
import type { RankingRules } from './rules.js';
import { makeRules } from './rules.js';
import { syntheticValue } from './chosen.js';
import { refBest, refCompare, refFive } from './test-support/reference.js';
import type { RefOptions } from './test-support/reference.js';
import { drawDistinct, splitmix32 } from './test-support/prng.js';

const deckFrom = (lowest: number): number[] => Array.from({ length: 52 }, (_, i) => i).filter((c) => c >> 2 >= lowest);
const v = (s: string, r: RankingRules): number => evaluate(parseCards(s), r);

/** Every five-card hand of the deck, ours against the reference: same category, same order as the previous hand. */
function exhaustiveFive(rules: RankingRules, lowest: number, o: RefOptions): Record<string, number> {
  const deck = deckFrom(lowest);
  const n = deck.length;
  const counts: Record<string, number> = {};
  let prev = -1;
  let prevRef: number[] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) for (let c = b + 1; c < n; c++) for (let d = c + 1; d < n; d++) for (let e = d + 1; e < n; e++) {
    const hand = [deck[a]!, deck[b]!, deck[c]!, deck[d]!, deck[e]!];
    const ours = evaluate(hand, rules);
    const ref = refFive(hand, o);
    assert.equal(category(ours), ref.name);
    if (prev >= 0) assert.equal(Math.sign(compare(ours, prev)), refCompare(ref.result, prevRef));
    prev = ours;
    prevRef = ref.result;
    counts[ref.name] = (counts[ref.name] ?? 0) + 1;
  }
  return counts;
}

test('003 §3.5.2.2–3: short deck, all 376,992 five-card hands agree with the reference (flush > full house, A-6-7-8-9)', () => {
  const counts = exhaustiveFive(SHORT_DECK, 4, { lowest: 4, flushBeatsFullHouse: true });
  assert.equal(Object.values(counts).reduce((x, y) => x + y, 0), 376992);
  assert.equal(counts['straight-flush'], 24, 'six straights per suit: A-6-7-8-9 up to T-J-Q-K-A');
  assert.equal(counts.flush, 4 * 126 - 24);
});

test('003 §3.5.2.2: short deck flush beats full house; §3.5.2.3: A-6-7-8-9 and T-J-Q-K-A are straights', () => {
  assert.ok(v('AhJh9h7h6h', SHORT_DECK) > v('KhKdKs6c6h', SHORT_DECK));
  assert.ok(v('AhJh9h7h6h', STANDARD_HIGH) < v('KhKdKs6c6h', STANDARD_HIGH));
  assert.equal(category(v('Ah6d7s8c9h', SHORT_DECK)), 'straight');
  assert.ok(v('Ah6d7s8c9h', SHORT_DECK) < v('6d7s8c9hTh', SHORT_DECK), 'A-6-7-8-9 is the lowest straight');
  assert.equal(category(v('TdJsQcKhAh', SHORT_DECK)), 'straight');
  assert.throws(() => v('Ah2d3s4c5h', SHORT_DECK), /not in the short-deck-36 deck/);
});

test('003 §3.5.2: whether three of a kind beats a straight in short deck is a parameter (the seed is silent)', () => {
  const trips = 'QhQdQs8c6h';
  const straight = '6d7s8c9hTh';
  assert.ok(v(trips, SHORT_DECK) < v(straight, SHORT_DECK));
  const tbs = shortDeckRules({ tripsBeatStraight: true });
  assert.ok(v(trips, tbs) > v(straight, tbs));
  assert.ok(v('AhJh9h7h6h', tbs) > v('KhKdKs6c6h', tbs), 'flush still beats full house');
});

test('003 §3.5.2: short deck best five of seven agrees with the reference on 20,000 random hands', () => {
  const next = splitmix32(36);
  const deck = deckFrom(4);
  for (const tbs of [false, true]) {
    const rules = shortDeckRules({ tripsBeatStraight: tbs });
    let prev = -1;
    let prevRef: number[] = [];
    for (let i = 0; i < 10000; i++) {
      const hand = drawDistinct(next, deck, 7);
      const ours = evaluate(hand, rules);
      const ref = refBest(hand, { lowest: 4, flushBeatsFullHouse: true, tripsBeatStraight: tbs });
      assert.equal(category(ours), ref.name);
      if (prev >= 0) assert.equal(Math.sign(compare(ours, prev)), refCompare(ref.result, prevRef));
      prev = ours;
      prevRef = ref.result;
    }
  }
});

test('000 §17.4: 32 cards (A K Q J 10 9 8 7), all 201,376 five-card hands agree with the reference; A-7-8-9-10 is a straight', () => {
  const counts = exhaustiveFive(STUD_32, 5, { lowest: 5, flushBeatsFullHouse: true });
  assert.equal(Object.values(counts).reduce((x, y) => x + y, 0), 201376);
  assert.equal(category(v('Ah7d8s9cTh', STUD_32)), 'straight');
  assert.ok(v('Ah7d8s9cTh', STUD_32) < v('7d8s9cThJh', STUD_32));
  assert.ok(v('AhJh9h8h7h', STUD_32) > v('KhKdKs7c7h', STUD_32), '000 §17 VI.1: flush beats full house with fewer than 52 cards');
});

test('000 §17.6 II; 001 §12 IX: 28 cards (A K Q J 10 9 8), all 98,280 five-card hands agree with the reference; A-8-9-10-J is a straight', () => {
  const counts = exhaustiveFive(SYNTHETIC_28, 6, { lowest: 6, flushBeatsFullHouse: true });
  assert.equal(Object.values(counts).reduce((x, y) => x + y, 0), 98280);
  assert.equal(category(v('Ah8d9sTcJh', SYNTHETIC_28)), 'straight');
  assert.ok(v('AhJh9h8hKh', SYNTHETIC_28) > v('KhKdKs8c8h', SYNTHETIC_28), 'flush beats full house');
});

test('000 §17.6 I; 001 §12 IX: synthetic poker plays both hole cards and three of the board', () => {
  const hole = parseCards('8c9d');
  const board = parseCards('AhKhQhJhTh');
  assert.equal(category(syntheticValue(hole, board, { anyFive: true })), 'straight-flush');
  const forced = syntheticValue(hole, board);
  assert.equal(category(forced), 'straight', '8-9 with T-J-Q');
});

test('000 §17.1 I: 32-card covered draw poker has Figures and the flush above the full house', () => {
  assert.equal(category(v('AhAdKsQcJh', DRAW_32_FIGURES)), 'figures');
  assert.ok(v('AhJh9h8h7h', DRAW_32_FIGURES) > v('KhKdKs7c7h', DRAW_32_FIGURES));
});

test('issue 6 (RankingRules): rules are validated when built', () => {
  const base = { id: 'x', cite: 'test', deckRanks: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], handSize: 5 as const, order: [0, 1] as const, wheel: 'lowest' as const, wild: null };
  assert.throws(() => makeRules({ ...base, cite: '' }), /missing cite/);
  assert.throws(() => makeRules({ ...base, order: [1, 0] }), /high card must be the weakest/);
  assert.throws(() => makeRules({ ...base, order: [0, 1, 1] }), /twice/);
  assert.throws(() => makeRules({ ...base, deckRanks: [3, 2, 4, 5, 6] }), /ascend/);
  assert.throws(() => makeRules({ ...base, handSize: 2, order: [0, 1, 4] }), /needs five cards/);
  assert.doesNotThrow(() => makeRules(base));
});

test('000 §13 II.1, V.1: Trijoker uses 52 cards and no joker; the hand is the three cards and the two community cards', () => {
  const hand = [...parseCards('JhJd7s'), ...parseCards('2c9h')];
  const value = evaluate(hand, STANDARD_HIGH);
  assert.equal(category(value), 'pair');
  assert.throws(() => evaluate([...parseCards('JhJd7s2c'), 52], STANDARD_HIGH), /not in the standard-high deck/);
});
