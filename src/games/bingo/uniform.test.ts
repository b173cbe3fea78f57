import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seededRng } from '../../rng/seeded-rng.js';
import { cardProblem, columnOf, generateCard, generateSeries } from './cards.js';
import { counterOf, layoutCount, NINETY_CARD, NINETY_SERIES, SeriesCounter, uniformBigInt, type CardShape, type DrawnCard } from './uniform.js';

/**
 * The chi-square bound: the upper 0.1% point of χ² with `df` degrees of freedom (Wilson–Hilferty, z = 3.0902). Each
 * test below fails with probability 0.001 when the generator is uniform; its seed is fixed, so a pass is reproducible.
 */
const chi2Bound = (df: number): number => df * (1 - 2 / (9 * df) + 3.0902 * Math.sqrt(2 / (9 * df))) ** 3;
const chi2 = (observed: readonly number[], expected: readonly number[]): number => observed.reduce((a, o, i) => a + (o - (expected[i] as number)) ** 2 / (expected[i] as number), 0);

const keyOf = (cards: readonly DrawnCard[]): string => JSON.stringify(cards.map((c) => c.lines));

/**
 * Every valid draw of a small shape, by brute force and without the counting argument: each number goes to one line
 * of one card (or, for loose cards, to none), kept when every line holds P numbers, one per column, every card has
 * every column, and a column's numbers on a card run down it in ascending order.
 */
function bruteForce(shape: CardShape): Set<string> {
  const { rows, perRow, columns, cards, cover } = shape;
  const colOf: number[] = columns.flatMap((size, c) => new Array<number>(size).fill(c));
  const slots = cards * rows;
  const at: number[] = [];
  const fill = new Array<number>(slots).fill(0);
  const out = new Set<string>();
  const rec = (n: number): void => {
    if (n === colOf.length) {
      if (fill.some((f) => f !== perRow)) return;
      const lines: number[][][] = Array.from({ length: cards }, () => Array.from({ length: rows }, () => []));
      at.forEach((slot, i) => {
        if (slot >= 0) ((lines[Math.floor(slot / rows)] as number[][])[slot % rows] as number[]).push(i + 1);
      });
      for (const card of lines) {
        for (let c = 0; c < columns.length; c++) {
          // The column's numbers on this card, by line: none missing, ascending down the card, one per line.
          const down = card.flatMap((line) => line.filter((x) => colOf[x - 1] === c));
          if (!down.length) return;
          if (card.some((line) => line.filter((x) => colOf[x - 1] === c).length > 1)) return;
          if (down.some((x, i) => i > 0 && x < (down[i - 1] as number))) return;
        }
      }
      out.add(JSON.stringify(lines));
      return;
    }
    for (let slot = cover ? 0 : -1; slot < slots; slot++) {
      if (slot >= 0 && (fill[slot] as number) >= perRow) continue;
      at[n] = slot;
      if (slot >= 0) fill[slot] = (fill[slot] as number) + 1;
      rec(n + 1);
      if (slot >= 0) fill[slot] = (fill[slot] as number) - 1;
    }
  };
  rec(0);
  return out;
}

const SMALL: readonly { name: string; shape: CardShape }[] = [
  { name: 'series of 2 cards, 2 lines of 2, columns 2/3/3', shape: { rows: 2, perRow: 2, columns: [2, 3, 3], cards: 2, cover: true } },
  { name: 'one covering card, 3 lines of 2, columns 1/2/3', shape: { rows: 3, perRow: 2, columns: [1, 2, 3], cards: 1, cover: true } },
  { name: 'loose card, 3 lines of 2, columns 2/3/4', shape: { rows: 3, perRow: 2, columns: [2, 3, 4], cards: 1, cover: false } },
  { name: 'series of 2 cards, 3 lines of 1, columns 2/2/2', shape: { rows: 3, perRow: 1, columns: [2, 2, 2], cards: 2, cover: true } },
];

for (const { name, shape } of SMALL) {
  test(`counting argument: the programme's count equals brute-force enumeration (${name})`, () => {
    const all = bruteForce(shape);
    assert.ok(all.size > 1);
    assert.equal(new SeriesCounter(shape).total, BigInt(all.size));
  });
}

test('uniform draw: on a reduced instance every valid series comes out, χ² over all of them within the 0.1% bound', () => {
  const shape = (SMALL[0] as { shape: CardShape }).shape;
  const all = [...bruteForce(shape)];
  const counter = new SeriesCounter(shape);
  const rng = seededRng('bingo-uniform-small');
  const n = 100 * all.length;
  const seen = new Map<string, number>(all.map((k) => [k, 0]));
  for (let i = 0; i < n; i++) {
    const k = keyOf(counter.draw(rng));
    assert.ok(seen.has(k), `a draw that is not a valid series: ${k}`);
    seen.set(k, (seen.get(k) as number) + 1);
  }
  const observed = [...seen.values()];
  assert.ok(
    observed.every((o) => o > 0),
    'every valid series is drawn',
  );
  const x = chi2(
    observed,
    observed.map(() => n / all.length),
  );
  assert.ok(x < chi2Bound(all.length - 1), `χ² ${x.toFixed(1)} over ${all.length - 1} df, bound ${chi2Bound(all.length - 1).toFixed(1)}`);
});

test('uniform draw: on a reduced loose card (3 lines), χ² over every valid card within the 0.1% bound', () => {
  const shape = (SMALL[2] as { shape: CardShape }).shape;
  const all = [...bruteForce(shape)];
  const counter = new SeriesCounter(shape);
  const rng = seededRng('bingo-uniform-loose');
  const n = 50 * all.length;
  const seen = new Map<string, number>(all.map((k) => [k, 0]));
  for (let i = 0; i < n; i++) {
    const k = keyOf(counter.draw(rng));
    assert.ok(seen.has(k), `a draw that is not a valid card: ${k}`);
    seen.set(k, (seen.get(k) as number) + 1);
  }
  const observed = [...seen.values()];
  const x = chi2(
    observed,
    observed.map(() => n / all.length),
  );
  assert.ok(x < chi2Bound(all.length - 1), `χ² ${x.toFixed(1)} over ${all.length - 1} df`);
});

test('000-A3 para 1: 3,669,688,706,217,187,500 valid cards — the programme agrees with a count over every choice of the three lines', () => {
  // Each line picks 5 of the 9 columns (126 ways); every column covered; a column with k numbers takes C(s_c, k).
  const choose = (n: number, k: number): bigint => {
    let x = 1n;
    for (let i = 1; i <= k; i++) x = (x * BigInt(n - k + i)) / BigInt(i);
    return x;
  };
  const masks: number[] = [];
  for (let m = 0; m < 512; m++) if (m.toString(2).replace(/0/g, '').length === 5) masks.push(m);
  const sizes = NINETY_SERIES.columns;
  const weight = new Map<string, bigint>();
  let total = 0n;
  for (const a of masks)
    for (const b of masks)
      for (const c of masks) {
        if ((a | b | c) !== 511) continue;
        const counts = sizes.map((_, col) => ((a >> col) & 1) + ((b >> col) & 1) + ((c >> col) & 1));
        const key = counts.join('');
        let w = weight.get(key);
        if (w === undefined) weight.set(key, (w = counts.reduce((p, k, col) => p * choose(sizes[col] as number, k), 1n)));
        total += w;
      }
  assert.equal(total, 3_669_688_706_217_187_500n);
  assert.equal(counterOf(NINETY_CARD).total, total);
});

test('000-A3 para 1: the number of valid series of six cards is the documented figure (≈ 4.68 × 10^77)', () => {
  assert.equal(counterOf(NINETY_SERIES).total, 467711541132248468278363019351514108076722415153589853880320000000000000000000n);
  // The layouts of one card by its number t of three-number columns (3 + t columns of one, 6 − 2t of two): each line five.
  const layouts = (t: number): number => layoutCount(3, 5, [...new Array<number>(3 + t).fill(1), ...new Array<number>(6 - 2 * t).fill(2), ...new Array<number>(t).fill(3)]);
  assert.deepEqual([0, 1, 2, 3].map(layouts), [1710, 639, 240, 90]);
});

test('000-A3 para 1: generated series are uniform — χ² of card 1’s three-number columns and first column against the exact chances, within the 0.1% bound', () => {
  const counter = counterOf(NINETY_SERIES);
  const total = counter.total;
  const prob = (w: bigint): number => Number((w * 10n ** 15n) / total) / 1e15;
  // Exact: the first card's number of columns holding three numbers (t = 0…3) and its count in column 1–9 (1…3).
  const byT = new Array<number>(4).fill(0);
  for (const [h, w] of counter.firstCardHistograms()) {
    const t3 = Number(h.split(',')[2]);
    byT[t3] = (byT[t3] as number) + prob(w);
  }
  const byCol = new Array<number>(3).fill(0);
  for (const { ks, weight } of counter.firstColumn()) byCol[(ks[0] as number) - 1] = (byCol[(ks[0] as number) - 1] as number) + prob(weight);
  assert.ok(Math.abs(byT.reduce((a, p) => a + p, 0) - 1) < 1e-12);
  const rng = seededRng('bingo-uniform-ninety');
  const n = 4000;
  const t = new Array<number>(4).fill(0);
  const col = new Array<number>(3).fill(0);
  for (let i = 0; i < n; i++) {
    const card = generateSeries(rng)[0] as { lines: readonly (readonly number[])[] };
    const counts = new Array<number>(9).fill(0);
    for (const x of card.lines.flat()) counts[columnOf(x)] = (counts[columnOf(x)] as number) + 1;
    t[counts.filter((k) => k === 3).length] = (t[counts.filter((k) => k === 3).length] as number) + 1;
    col[(counts[0] as number) - 1] = (col[(counts[0] as number) - 1] as number) + 1;
  }
  const xT = chi2(
    t,
    byT.map((p) => p * n),
  );
  const xCol = chi2(
    col,
    byCol.map((p) => p * n),
  );
  assert.ok(xT < chi2Bound(3), `three-number columns: χ² ${xT.toFixed(1)} (bound ${chi2Bound(3).toFixed(1)}), seen ${t.join('/')}, expected ${byT.map((p) => (p * n).toFixed(0)).join('/')}`);
  assert.ok(xCol < chi2Bound(2), `first column: χ² ${xCol.toFixed(1)} (bound ${chi2Bound(2).toFixed(1)}), seen ${col.join('/')}, expected ${byCol.map((p) => (p * n).toFixed(0)).join('/')}`);
});

test('a loose card is drawn from the RNG and is valid; uniformBigInt stays below its bound', () => {
  const rng = seededRng('bingo-loose');
  for (let i = 0; i < 200; i++) assert.equal(cardProblem(generateCard(rng)), null);
  const seen = new Array<number>(5).fill(0);
  for (let i = 0; i < 5000; i++) {
    const x = Number(uniformBigInt(rng, 5n));
    assert.ok(x >= 0 && x < 5);
    seen[x] = (seen[x] as number) + 1;
  }
  assert.ok(chi2(seen, [1000, 1000, 1000, 1000, 1000]) < chi2Bound(4));
});
