import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCards } from './cards.js';
import { evaluate } from './evaluate.js';
import { category } from './value.js';
import type { CategoryName } from './value.js';
import { DRAW_52_FIGURES, SOKO, STANDARD_HIGH, sokoRules } from './presets.js';
import type { RankingRules } from './rules.js';
import { describe as say } from './describe.js';

const v = (s: string, r: RankingRules): number => evaluate(parseCards(s), r);

function countAll(rules: RankingRules): Record<string, number> {
  const counts: Record<string, number> = {};
  for (let a = 0; a < 52; a++) for (let b = a + 1; b < 52; b++) for (let c = b + 1; c < 52; c++) for (let d = c + 1; d < 52; d++) for (let e = d + 1; e < 52; e++) {
    const n: CategoryName = category(evaluate([a, b, c, d, e], rules));
    counts[n] = (counts[n] ?? 0) + 1;
  }
  return counts;
}

test('000 §17 VI.1 h; 001 §12 VI.1 h: Figures ranks between three of a kind and two pair', () => {
  assert.equal(category(v('AhAdKsQcJh', DRAW_52_FIGURES)), 'figures');
  assert.equal(category(v('AhAdKsKcQh', DRAW_52_FIGURES)), 'figures', 'two pair made of figures is Figures');
  assert.ok(v('JhJdQsKcAh', DRAW_52_FIGURES) > v('TcTd9h9sAh', DRAW_52_FIGURES), 'figures beat any two pair');
  assert.ok(v('AhAdKsKcQh', DRAW_52_FIGURES) < v('2h2d2s3c4h', DRAW_52_FIGURES), 'three of a kind beats figures');
  assert.equal(category(v('AhAdAsKcQh', DRAW_52_FIGURES)), 'three-of-a-kind');
  assert.equal(category(v('AhAdKsQcTh', DRAW_52_FIGURES)), 'pair', 'a ten breaks Figures');
  assert.equal(category(v('AhKdQsJcTh', DRAW_52_FIGURES)), 'straight');
  assert.equal(say(v('KhKdAsQcJh', DRAW_52_FIGURES), 'en'), 'figures, pair of kings, ace kicker');
});

test('000 §17 VI.1 h: Figures is used only in covered variants; open and standard rules read A-A-K-Q-J as a pair', () => {
  assert.equal(category(v('AhAdKsQcJh', STANDARD_HIGH)), 'pair');
});

test('000 §17 VI.2; 001 §12 VI.2: Figures tie-break: the highest pair, then the highest card', () => {
  assert.ok(v('AhAdKsQcJh', DRAW_52_FIGURES) > v('KhKdQsQcAs', DRAW_52_FIGURES), 'aces beat kings-and-queens');
  assert.ok(v('KhKdQsQcAs', DRAW_52_FIGURES) > v('KcKsQhQdJs', DRAW_52_FIGURES), 'same pair: the ace decides');
  // Decision (literal reading): after the highest pair, the other three cards from the top, so K-K-A-Q-J beats K-K-Q-Q-J.
  assert.ok(v('KhKdAsQcJh', DRAW_52_FIGURES) > v('KcKsQhQdJs', DRAW_52_FIGURES));
});

test('000 §17 VI.1 h: 3,264 five-card hands are Figures (4,368 all-figure hands less 1,104 trips or better)', () => {
  const counts = countAll(DRAW_52_FIGURES);
  // All-figure hands: C(16,5) = 4368; with three of a kind or better: quads 4·12 = 48, full houses 4·4·3·6 = 288,
  // trips without a pair 4·4·(C(12,2) − 3·6) = 768.
  assert.equal(counts.figures, 4368 - 48 - 288 - 768);
  assert.equal(counts['two-pair']! + counts.pair! + counts.figures!, 123552 + 1098240);
});

test('003 §3.5.5.2: Sökö four-card straight and four-card flush rank between one pair and two pairs', () => {
  assert.equal(category(v('5h6d7s8c2h', SOKO)), 'four-straight');
  assert.equal(category(v('Ah9h7h2hKd', SOKO)), 'four-flush');
  assert.ok(v('5h6d7s8cKh', SOKO) > v('AhAdKsQc9h', SOKO), 'four-straight beats a pair');
  assert.ok(v('Ah9h7h2hKd', SOKO) > v('AsAdKsQc9h', SOKO), 'four-flush beats a pair');
  assert.ok(v('2h2d3s3c4h', SOKO) > v('5h6d7s8cKh', SOKO), 'two pairs beat a four-straight');
  assert.ok(v('2h2d3s3c4h', SOKO) > v('Ah9h7h2hKd', SOKO), 'two pairs beat a four-flush');
  assert.equal(category(v('5h6h7h9h9d', SOKO)), 'four-flush', 'a pair beside a four-flush plays as the four-flush');
  assert.equal(category(v('Ah2d3s4c9h', SOKO)), 'four-straight', 'A-2-3-4 runs ace to ace');
  assert.equal(category(v('QhKdAs2c9h', SOKO)), 'high-card', 'Q-K-A-2 is no run');
  assert.ok(v('Ah2d3s4cKh', SOKO) < v('2h3d4s5c9h', SOKO), 'A-2-3-4 is the lowest four-straight');
  assert.ok(v('9h8d7s6cAh', SOKO) > v('9h8d7s6cKh', SOKO), 'the odd card breaks ties');
  assert.equal(say(v('5h6d7s8c2h', SOKO), 'en'), 'four-card straight, eight high, two kicker');
});

test('003 §3.5.5.2 (decision): the four-card straight ranks above the four-card flush by default, swappable', () => {
  const straight4 = '5h6d7s8cKh';
  const flush4 = 'Ah9h7h2hKd';
  assert.ok(v(straight4, SOKO) > v(flush4, SOKO));
  const swapped = sokoRules({ fourFlushOverFourStraight: true });
  assert.ok(v(straight4, swapped) < v(flush4, swapped));
  assert.equal(category(v('5h6h7h8hKd', SOKO)), 'four-straight', 'both at once: the higher of the two');
  assert.equal(category(v('5h6h7h8hKd', swapped)), 'four-flush');
});

test('003 §3.5.5.2: Sökö counts over all 2,598,960 five-card hands (four-flushes: 4·C(13,4)·39 less 600 straights)', () => {
  const swapped = countAll(sokoRules({ fourFlushOverFourStraight: true }));
  assert.equal(swapped['four-flush'], 4 * 715 * 39 - 10 * 4 * 5 * 3, 'every hand with exactly four of a suit that is not a straight');
  assert.equal(swapped['four-straight'], 92208);
  const counts = countAll(SOKO);
  assert.equal(counts['four-straight'], 97476, 'the rarer of the two under either order');
  assert.equal(counts['four-flush'], 105672);
  assert.equal(counts['two-pair'], 123552);
  assert.equal(counts.straight, 10200);
  assert.equal(counts['four-straight']! + counts['four-flush']! + counts.pair! + counts['high-card']!, 1098240 + 1302540);
});
