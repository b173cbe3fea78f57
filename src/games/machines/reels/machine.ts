/**
 * @module games/machines/reels/machine
 * A reel machine as data (003 §4.6.2): reel strips, a window of rows, paylines (one row per reel), a pay table of
 * line patterns read left to right (a symbol, a group such as "any bar", or `*` for anything; the first pattern that
 * matches pays, so the table lists the best first), and a scatter symbol that pays anywhere in the window and may
 * award free games, played at the same line stake, which may award more (a count of scatters above the largest the
 * table lists pays as that largest). What one stop of the reels pays is a pure
 * function of the machine and the stop positions; the mathematics and the game share it.
 */

export interface ReelMachine {
  readonly reels: readonly (readonly string[])[];
  readonly rows: number;
  readonly lines: readonly (readonly number[])[];
  readonly groups: Readonly<Record<string, readonly string[]>>;
  readonly pays: readonly { readonly pattern: readonly string[]; readonly pays: number }[];
  readonly scatter: { readonly symbol: string; readonly pays: Readonly<Record<string, number>>; readonly freeGames: Readonly<Record<string, number>> } | null;
}

/** The window: `rows` symbols of each reel from its stop (the stop on the top row, the strip wrapping round). */
export function windowAt(m: ReelMachine, stops: readonly number[]): string[][] {
  return m.reels.map((strip, r) => Array.from({ length: m.rows }, (_, k) => strip[((stops[r] as number) + k) % strip.length] as string));
}

const matches = (m: ReelMachine, want: string, got: string): boolean => want === '*' || want === got || (m.groups[want]?.includes(got) ?? false);

/** A pay line's pattern as a jackpot level names it (003 §4.5.5): its words joined by spaces, `seven seven seven`. */
export const patternName = (p: { readonly pattern: readonly string[] }): string => p.pattern.join(' ');

/** Every combination the machine can report for a jackpot level: the patterns of its pay table (scatters name none). */
export const reelCombinations = (m: ReelMachine): string[] => m.pays.map(patternName);

/** What one line pays per unit staked on it, and the pattern that paid (null for none). */
export function linePay(m: ReelMachine, symbols: readonly string[]): { pays: number; pattern: number | null } {
  for (let i = 0; i < m.pays.length; i++) {
    const p = m.pays[i] as { pattern: readonly string[]; pays: number };
    if (p.pattern.every((w, r) => matches(m, w, symbols[r] as string))) return { pays: p.pays, pattern: i };
  }
  return { pays: 0, pattern: null };
}

export interface StopResult {
  /** Per line played (the first `lines`): what it pays per unit of line stake. */
  readonly lines: readonly number[];
  /** Scatters in the window, and what they pay per unit of the total stake, and the free games they award. */
  readonly scatters: number;
  readonly scatterPays: number;
  readonly freeGames: number;
}

export function resultAt(m: ReelMachine, stops: readonly number[], linesPlayed: number): StopResult {
  const w = windowAt(m, stops);
  const lines = m.lines.slice(0, linesPlayed).map((rows) => linePay(m, rows.map((row, r) => (w[r] as string[])[row] as string)).pays);
  const sc = m.scatter;
  const scatters = sc ? w.reduce((n, col) => n + col.filter((x) => x === sc.symbol).length, 0) : 0;
  return { lines, scatters, scatterPays: sc ? atLeast(sc.pays, scatters) : 0, freeGames: sc ? atLeast(sc.freeGames, scatters) : 0 };
}

/** A scatter table's entry for `n` symbols: the entry of the largest count it lists that n reaches (5 pays for 6). */
function atLeast(table: Readonly<Record<string, number>>, n: number): number {
  let best = -1;
  for (const k of Object.keys(table)) if (Number(k) <= n && Number(k) > best) best = Number(k);
  return best < 0 ? 0 : (table[String(best)] as number);
}

/** The win of a stop in units of the line stake: the lines' pays plus the scatter's (on the whole stake: lines × it). */
export const winUnits = (r: StopResult, linesPlayed: number): number => r.lines.reduce((a, b) => a + b, 0) + r.scatterPays * linesPlayed;
