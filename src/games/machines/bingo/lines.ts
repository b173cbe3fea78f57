/**
 * @module games/machines/bingo/lines
 * The lines of machine bingo's 3 × 3 card (003 §4.6.5) and how the fields covered by the draw are classed: fields are
 * numbered 0–8 row by row; a line is a full row, a full column, and — where the profile counts them — a full
 * diagonal. "The more lines, the bigger the win, which also depends on the lines' positions relative to each other":
 * two lines either cross (share a field) or lie parallel (share none), and three or more lines pay as three (003: "up
 * to 3 lines").
 */

/** The bet's name in a settlement line. */
export const BINGO_BET = 'machine-bingo';

/** The classes a pay table may pay, best last; `none` pays nothing. */
export const BINGO_CLASSES = ['one-line', 'two-crossing', 'two-parallel', 'three-lines'] as const;
export type BingoClass = (typeof BINGO_CLASSES)[number];

const ROWS = [[0, 1, 2], [3, 4, 5], [6, 7, 8]];
const COLUMNS = [[0, 3, 6], [1, 4, 7], [2, 5, 8]];
const DIAGONALS = [[0, 4, 8], [2, 4, 6]];

const mask = (fields: readonly number[]): number => fields.reduce((m, f) => m | (1 << f), 0);

/** The card's lines as masks of fields: rows, columns, then the diagonals when counted. */
export const lineMasks = (diagonals: boolean): number[] => [...ROWS, ...COLUMNS, ...(diagonals ? DIAGONALS : [])].map(mask);

/** The lines complete in a mask of covered fields. */
export const linesIn = (covered: number, diagonals: boolean): number[] => lineMasks(diagonals).filter((l) => (covered & l) === l);

/** The class of a mask of covered fields, or null when no line is complete. */
export function classOf(covered: number, diagonals: boolean): BingoClass | null {
  const lines = linesIn(covered, diagonals);
  if (lines.length === 0) return null;
  if (lines.length === 1) return 'one-line';
  if (lines.length === 2) return ((lines[0] as number) & (lines[1] as number)) !== 0 ? 'two-crossing' : 'two-parallel';
  return 'three-lines';
}

/** The class of every one of the 512 masks, for the enumeration. */
export function classTable(diagonals: boolean): (BingoClass | null)[] {
  return Array.from({ length: 512 }, (_, m) => classOf(m, diagonals));
}
