/**
 * @module games/bingo/cards
 * Ninety-ball bingo cards (000-A3 para 1): 15 different numbers from 1 to 90 in 3 horizontal lines of 5 and 9
 * columns (1–9, 10–19, …, 70–79, 80–90) holding 3, 2 or 1 numbers, never an empty column; sold in series of six
 * cards that together hold every number from 1 to 90 exactly once. A card is its three lines, each the five numbers
 * of the line in ascending order (a number's column follows from the number). Series are generated from the RNG
 * module only (`generateSeries`), and any card or series met (a recorded action, a scenario) is checked
 * (`seriesProblem`).
 */
import { ConfigError } from '../../core/errors.js';
import { shuffled, type Rng } from '../../rng/rng.js';

/** A card: three lines of five numbers, each line ascending. */
export interface BingoCard {
  readonly lines: readonly (readonly number[])[];
}
/** Six cards covering 1–90 exactly once. */
export type BingoSeries = readonly BingoCard[];

export const BALLS = 90;
export const CARDS_PER_SERIES = 6;

/** The column (0–8) of a number: 1–9 → 0, 10–19 → 1, …, 80–90 → 8. */
export const columnOf = (n: number): number => (n === 90 ? 8 : Math.floor(n / 10));

/** The numbers of a column, ascending. */
export const columnNumbers = (c: number): number[] => {
  const lo = c === 0 ? 1 : c * 10;
  const hi = c === 8 ? 90 : c * 10 + 9;
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
};

/** The card's fifteen numbers. */
export const cardNumbers = (c: BingoCard): number[] => c.lines.flat();

/** What is wrong with a card (000-A3 para 1), or null. */
export function cardProblem(c: BingoCard): string | null {
  if (!Array.isArray(c.lines) || c.lines.length !== 3) return 'a card has 3 lines';
  const perColumn = new Array<number>(9).fill(0);
  const seen = new Set<number>();
  for (const line of c.lines) {
    if (!Array.isArray(line) || line.length !== 5) return 'each line holds 5 numbers';
    const cols = new Set<number>();
    for (let i = 0; i < line.length; i++) {
      const n = line[i] as number;
      if (!Number.isInteger(n) || n < 1 || n > BALLS) return `${String(n)} is not a number from 1 to 90`;
      if (i > 0 && n <= (line[i - 1] as number)) return 'a line lists its numbers in ascending order';
      if (seen.has(n)) return `${n} appears twice`;
      seen.add(n);
      const col = columnOf(n);
      if (cols.has(col)) return `a line holds one number per column (two in column ${col + 1})`;
      cols.add(col);
      perColumn[col] = (perColumn[col] as number) + 1;
    }
  }
  const empty = perColumn.findIndex((x) => x === 0);
  if (empty >= 0) return `column ${empty + 1} is empty`;
  return null;
}

/** What is wrong with a series (each card, then 1–90 once), or null. */
export function seriesProblem(s: BingoSeries): string | null {
  if (!Array.isArray(s) || s.length !== CARDS_PER_SERIES) return `a series has ${CARDS_PER_SERIES} cards`;
  const seen = new Set<number>();
  for (let i = 0; i < s.length; i++) {
    const p = cardProblem(s[i] as BingoCard);
    if (p) return `card ${i + 1}: ${p}`;
    for (const n of cardNumbers(s[i] as BingoCard)) {
      if (seen.has(n)) return `${n} is on two cards of the series`;
      seen.add(n);
    }
  }
  return seen.size === BALLS ? null : 'a series covers 1–90';
}

const ATTEMPTS = 10_000;

/**
 * How many numbers each card takes from each column: every cell 1–3, each card 15, each column its size (9, 10 × 7,
 * 11). Each card first takes one number of every column; the 36 numbers left are dealt one at a time, in a random
 * order, to a random card that can still take one (fewer than 15 numbers, fewer than 3 in that column); a deal that
 * gets stuck starts again.
 */
function columnCounts(rng: Rng): number[][] {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const counts = Array.from({ length: CARDS_PER_SERIES }, () => new Array<number>(9).fill(1));
    const extras: number[] = [];
    for (let c = 0; c < 9; c++) for (let k = columnNumbers(c).length - CARDS_PER_SERIES; k > 0; k--) extras.push(c);
    let stuck = false;
    for (const c of shuffled(extras, rng)) {
      const open = counts.map((row, i) => ({ row, i })).filter(({ row }) => (row[c] as number) < 3 && row.reduce((a, x) => a + x, 0) < 15);
      if (!open.length) {
        stuck = true;
        break;
      }
      const pick = open[rng.int(open.length)] as { row: number[] };
      pick.row[c] = (pick.row[c] as number) + 1;
    }
    if (!stuck) return counts;
  }
  throw new ConfigError('bingo/generation-failed', 'no series after many attempts');
}

/** Which lines (0–2) of a card hold a number in each column, each line five: a random choice, drawn again until it fits. */
function lineLayout(counts: readonly number[], rng: Rng): number[][] {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const perLine = [0, 0, 0];
    const rows: number[][] = [];
    let ok = true;
    // Columns with 3 numbers fill every line; the others choose among the lines still short of five.
    const order = shuffled(
      counts.map((_, c) => c),
      rng,
    ).sort((a, b) => (counts[b] as number) - (counts[a] as number));
    const byColumn: number[][] = new Array<number[]>(9);
    for (const c of order) {
      const k = counts[c] as number;
      const open = [0, 1, 2].filter((l) => (perLine[l] as number) < 5);
      if (open.length < k) {
        ok = false;
        break;
      }
      const chosen = shuffled(open, rng).slice(0, k).sort((a, b) => a - b);
      for (const l of chosen) perLine[l] = (perLine[l] as number) + 1;
      byColumn[c] = chosen;
    }
    if (ok && perLine.every((x) => x === 5)) {
      for (let c = 0; c < 9; c++) rows.push(byColumn[c] as number[]);
      return rows;
    }
  }
  throw new ConfigError('bingo/generation-failed', 'no line layout after many attempts');
}

/** A series of six cards from the RNG: every number 1–90 once, every card valid (checked before it is returned). */
export function generateSeries(rng: Rng): BingoCard[] {
  const counts = columnCounts(rng);
  const pools = Array.from({ length: 9 }, (_, c) => shuffled(columnNumbers(c), rng));
  const cards: BingoCard[] = counts.map((cardCounts) => {
    const layout = lineLayout(cardCounts, rng);
    const lines: number[][] = [[], [], []];
    for (let c = 0; c < 9; c++) {
      const k = cardCounts[c] as number;
      // The column's numbers on the card run down the card in ascending order.
      const nums = (pools[c] as number[]).splice(0, k).sort((a, b) => a - b);
      (layout[c] as number[]).forEach((l, i) => (lines[l] as number[]).push(nums[i] as number));
    }
    return { lines: lines.map((l) => l.sort((a, b) => a - b)) };
  });
  const p = seriesProblem(cards);
  if (p) throw new ConfigError('bingo/generation-failed', `generated series is invalid: ${p}`);
  return cards;
}

/** The ball (index in `drawn`, 1-based count) at which each line of a card is complete, or null. */
export function lineCompletedAt(line: readonly number[], drawnAt: ReadonlyMap<number, number>): number | null {
  let last = 0;
  for (const n of line) {
    const at = drawnAt.get(n);
    if (at === undefined) return null;
    if (at > last) last = at;
  }
  return last;
}
