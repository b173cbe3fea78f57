/**
 * @module games/bingo/cards
 * Ninety-ball bingo cards (000-A3 para 1): 15 different numbers from 1 to 90 in 3 horizontal lines of 5 and 9
 * columns (1–9, 10–19, …, 70–79, 80–90) holding 3, 2 or 1 numbers, never an empty column; sold in series of six
 * cards that together hold every number from 1 to 90 exactly once. A card is its three lines, each the five numbers
 * of the line in ascending order (a number's column follows from the number). Series (and loose cards) are drawn
 * from the RNG module only, uniformly over every valid one (`generateSeries`, `generateCard`: games/bingo/uniform),
 * and any card or series met (a recorded action, a scenario) is checked (`seriesProblem`).
 */
import { ConfigError } from '../../core/errors.js';
import type { Rng } from '../../rng/rng.js';
import { counterOf, NINETY_CARD, NINETY_SERIES } from './uniform.js';

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

/**
 * A series of six cards from the RNG, uniform over every valid series (games/bingo/uniform: counted by a programme over
 * the columns, drawn by rank): every number 1–90 once, every card valid (checked before it is returned).
 */
export function generateSeries(rng: Rng): BingoCard[] {
  const cards: BingoCard[] = counterOf(NINETY_SERIES).draw(rng);
  const p = seriesProblem(cards);
  if (p) throw new ConfigError('bingo/generation-failed', `generated series is invalid: ${p}`);
  return cards;
}

/** A loose card (not part of a series) from the RNG, uniform over every valid card; checked before it is returned. */
export function generateCard(rng: Rng): BingoCard {
  const card = counterOf(NINETY_CARD).draw(rng)[0] as BingoCard;
  const p = cardProblem(card);
  if (p) throw new ConfigError('bingo/generation-failed', `generated card is invalid: ${p}`);
  return card;
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
