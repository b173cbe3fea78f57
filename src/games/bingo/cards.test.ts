import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seededRng } from '../../rng/seeded-rng.js';
import { cardNumbers, cardProblem, columnOf, generateSeries, seriesProblem, type BingoCard } from './cards.js';

const SERIES = 3000;

test('000-A3 para 1: every generated series (3,000, seeded) holds six valid cards covering 1–90 once', () => {
  const rng = seededRng('bingo-series-property');
  const perCell = new Map<string, number>();
  for (let i = 0; i < SERIES; i++) {
    const s = generateSeries(rng);
    assert.equal(s.length, 6);
    const all: number[] = [];
    for (const card of s) {
      // Every rule checked directly, not only through seriesProblem.
      assert.equal(card.lines.length, 3, '3 lines');
      for (const line of card.lines) {
        assert.equal(line.length, 5, '5 numbers a line');
        assert.equal(new Set(line.map(columnOf)).size, 5, 'one number per column in a line');
      }
      const nums = cardNumbers(card);
      assert.equal(new Set(nums).size, 15, '15 different numbers');
      const cols = new Array<number>(9).fill(0);
      for (const n of nums) {
        assert.ok(n >= 1 && n <= 90);
        cols[columnOf(n)] = (cols[columnOf(n)] as number) + 1;
      }
      assert.ok(
        cols.every((x) => x >= 1 && x <= 3),
        `each column holds 1–3 numbers, never none: ${cols.join(',')}`,
      );
      card.lines.forEach((line, l) => line.forEach((n) => perCell.set(`${l}:${columnOf(n)}`, (perCell.get(`${l}:${columnOf(n)}`) ?? 0) + 1)));
      all.push(...nums);
    }
    assert.deepEqual(
      all.sort((a, b) => a - b),
      Array.from({ length: 90 }, (_, k) => k + 1),
      'the series covers 1–90 exactly once',
    );
    assert.equal(seriesProblem(s), null);
  }
  // Every line uses every column (no position of the card is left out by the generator).
  for (let l = 0; l < 3; l++) for (let c = 0; c < 9; c++) assert.ok((perCell.get(`${l}:${c}`) ?? 0) > SERIES / 10, `line ${l + 1}, column ${c + 1} is used`);
});

test('000-A3 para 1: a series generated again from the same seed is the same (randomness only from the RNG)', () => {
  assert.deepEqual(generateSeries(seededRng('same')), generateSeries(seededRng('same')));
});

test('000-A3 para 1: a card with an empty column, a short line or a repeated number is refused', () => {
  const good: BingoCard = { lines: [[1, 12, 23, 34, 45], [5, 56, 67, 78, 89], [17, 29, 38, 60, 90]] };
  assert.equal(cardProblem(good), null);
  assert.match(cardProblem({ lines: [[1, 12, 23, 34, 50], [5, 56, 67, 78, 89], [17, 29, 38, 60, 90]] }) ?? '', /column 5 is empty/);
  assert.match(cardProblem({ lines: [[1, 12, 23, 34], [5, 56, 67, 78, 89], [17, 29, 38, 60, 90]] }) ?? '', /5 numbers/);
  assert.match(cardProblem({ lines: [[1, 12, 23, 34, 45], [1, 56, 67, 78, 89], [17, 29, 38, 60, 90]] }) ?? '', /twice/);
  assert.match(cardProblem({ lines: [[1, 12, 23, 34, 45], [5, 56, 67, 78, 89], [17, 29, 38, 60, 91]] }) ?? '', /1 to 90/);
  const s = generateSeries(seededRng('swap'));
  const broken = [...s.slice(0, 5), s[0] as BingoCard];
  assert.match(seriesProblem(broken) ?? '', /two cards/);
});
