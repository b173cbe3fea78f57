import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCards } from './cards.js';
import { lowA5, lowEightOrBetter, lowValueOfFive, omahaLow8 } from './low.js';
import { NO_HAND, category, isLowValue } from './value.js';
import { describe as say } from './describe.js';
import { subsets } from './evaluate.js';
import { drawDistinct, splitmix32, FULL_DECK } from './test-support/prng.js';

const low = (s: string): number => lowA5(parseCards(s));

test('003 §3.5.11 (Razz, read as A-5 low): 5-4-3-2-A is the best low; straights and flushes do not count', () => {
  assert.equal(say(low('5h4d3s2cAh'), 'en'), 'five-four-three-two-ace low');
  assert.ok(low('5h4h3h2hAh') === low('5c4d3s2cAd'), 'the suited wheel is the same low');
  assert.ok(low('5h4d3s2cAh') > low('6h4d3s2cAh'));
  assert.ok(low('6h4d3s2cAh') > low('6h5d3s2cAh'));
  assert.ok(low('8h7d6s5c4h') > low('9h4d3s2cAh'), 'the highest card decides first');
  assert.ok(low('KhQdJsTc8h') > low('AhAd2s3c4h'), 'any unpaired hand beats a pair');
  assert.ok(low('AhAd2s3c4h') > low('2h2d3s4c5h'), 'a lower pair is better');
  assert.ok(low('2h2d3s3c4h') < low('AhAd2s3c4h'), 'two pairs are worse than one');
  assert.ok(isLowValue(low('5h4d3s2cAh')));
});

test('003 §3.5.11: Razz takes the best five of seven', () => {
  assert.equal(low('KhKd5s4c3h2dAs'), low('5s4c3h2dAs'));
  assert.equal(low('AhAdAs2c2h3d3s'), lowValueOfFive(parseCards('AhAd2c3d3s')) > lowValueOfFive(parseCards('AhAd2c2h3d')) ? lowValueOfFive(parseCards('AhAd2c3d3s')) : lowValueOfFive(parseCards('AhAd2c2h3d')));
  const next = splitmix32(11);
  for (let i = 0; i < 3000; i++) {
    const seven = drawDistinct(next, FULL_DECK, 7);
    let best = 0;
    for (const s of subsets(seven, 5)) best = Math.max(best, lowValueOfFive(s));
    assert.equal(lowA5(seven), best);
  }
});

test('003 §3.5.11: A-5 low has 6,175 distinct values over all 2,598,960 five-card hands; 8-or-better qualifies 57,344', () => {
  const seen = new Set<number>();
  let qualifying = 0;
  for (let a = 0; a < 52; a++) for (let b = a + 1; b < 52; b++) for (let c = b + 1; c < 52; c++) for (let d = c + 1; d < 52; d++) for (let e = d + 1; e < 52; e++) {
    const h = [a, b, c, d, e];
    seen.add(lowValueOfFive(h));
    if (lowEightOrBetter(h) !== NO_HAND) qualifying++;
  }
  assert.equal(seen.size, 6175, 'one per rank multiset');
  assert.equal(qualifying, 56 * 4 ** 5, 'C(8,5) rank sets × 4^5 suits');
});

test('003 §3.5.12: eight or better needs five different ranks from ace to eight among the seven', () => {
  assert.equal(lowEightOrBetter(parseCards('8h7d6s5c4hKdKs')), low('8h7d6s5c4h'));
  assert.equal(lowEightOrBetter(parseCards('9h7d6s5c4hKdKs')), NO_HAND);
  assert.equal(lowEightOrBetter(parseCards('AhAd2s3c4hKdKs')), NO_HAND, 'A-A-2-3-4 has only four ranks');
  assert.equal(lowEightOrBetter(parseCards('AhAd2s3c4h8dKs')), low('8d4h3c2sAh'));
});

test('000 §17.2.3; 003 §3.5.4.2–3: Omaha Hi/Lo low uses exactly two hole cards and three board cards', () => {
  // Hole A-2 with board 3-4-5: the wheel.
  assert.equal(omahaLow8(parseCards('Ah2dKsKc'), parseCards('3h4d5sQcJd')), low('5s4d3hAh2d'));
  // Three low hole cards cannot all play: with board 6-7-K-Q-J there are only two low board cards.
  assert.equal(omahaLow8(parseCards('Ah2d3sKc'), parseCards('6h7dKsQcJd')), NO_HAND);
  // Board 6-7-8 and hole A-6: ranks must differ, so A-6 with 6-7-8 is no low; A-2 gives 8-7-6-2-A.
  assert.equal(omahaLow8(parseCards('Ah6dKsKc'), parseCards('6h7d8sQcJd')), NO_HAND);
  assert.equal(omahaLow8(parseCards('Ah2dKsKc'), parseCards('6h7d8sQcJd')), low('8s7d6h2dAh'));
  // A board with fewer than three low cards has no low at all (003 §3.5.4.3).
  assert.equal(omahaLow8(parseCards('Ah2d3s4c'), parseCards('5h9dTsQcJd')), NO_HAND);
});

test('000 §17.2.3: Omaha low agrees with brute force over two-of-four and three-of-five on random deals', () => {
  const next = splitmix32(8);
  for (let i = 0; i < 3000; i++) {
    const cards = drawDistinct(next, FULL_DECK, 9);
    const hole = cards.slice(0, 4);
    const board = cards.slice(4);
    let best = NO_HAND;
    for (const h of subsets(hole, 2)) for (const b of subsets(board, 3)) best = Math.max(best, lowEightOrBetter([...h, ...b]));
    assert.equal(omahaLow8(hole, board), best);
  }
});

test('003 §3.5.4.3: two exactly identical lows are equal values (the low half is shared)', () => {
  assert.equal(omahaLow8(parseCards('Ah2dKsKc'), parseCards('3h4d5sQcJd')), omahaLow8(parseCards('Ac2sQsQh'), parseCards('3h4d5sQcJd')));
  assert.equal(category(low('5h4d3s2cAh')), 'high-card');
});
