/**
 * @module games/house-poker/math/canonical-boards
 * The indices and suit classes the board passes of the hold'em games share (board-counts.ts; Casino Hold'em,
 * casino-holdem-exact.ts; Ultimate Texas Hold'em, ultimate-holdem-exact.ts):
 * - the colex index of a pair of cards (1,326), a flop (22,100) and a five-card board (2,598,960);
 * - suit symmetry: renaming the suits (24 ways) changes no value, so a set of cards is valued once for its suit class
 *   and added into each distinct member of the class (`renamings`); the canonical member is the least by index;
 * - `forEachCanonicalBoard`: the one enumeration of every board, each class handed over once, at its least member
 *   (134,459 classes), with the renamings giving its members.
 */
import type { CardIndex } from '../../../poker-eval/cards.js';

export const HOLES = 1326;
export const FLOPS = 22100;
export const BOARDS = 2598960;

/** Index of a pair of cards a < b among the 1,326 (colex order). */
const PAIR = new Int16Array(52 * 52).fill(-1);
for (let b = 1, i = 0; b < 52; b++) for (let a = 0; a < b; a++, i++) PAIR[a * 52 + b] = PAIR[b * 52 + a] = i;
export const pairIndex = (a: CardIndex, b: CardIndex): number => PAIR[a * 52 + b] as number;

const C2 = (n: number): number => (n * (n - 1)) / 2;
const C3 = (n: number): number => (n * (n - 1) * (n - 2)) / 6;
/** Index of three cards a < b < c among the 22,100 (colex order). */
export const flopIndex = (a: CardIndex, b: CardIndex, c: CardIndex): number => C3(c) + C2(b) + a;
/** Index of five cards a < b < c < d < e among the 2,598,960 (colex order). */
export const boardIndex = (cards: readonly CardIndex[]): number => {
  const s = [...cards].sort((x, y) => x - y);
  const binom = (n: number, k: number): number => { let r = 1; for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1); return r; };
  return s.reduce((t, c, k) => t + binom(c, k + 1), 0);
};
/** The cards of a flop index (colex order). */
export const cardsOfFlop = (f: number): [number, number, number] => {
  let c = 2;
  while (C3(c + 1) <= f) c++;
  let b = 1;
  while (C2(b + 1) <= f - C3(c)) b++;
  return [f - C3(c) - C2(b), b, c];
};
const flopOf = (sorted: readonly number[]): number => flopIndex(sorted[0] as number, sorted[1] as number, sorted[2] as number);

/** The 24 renamings of the suits, each as a card → card map. */
export const SUIT_MAPS: readonly Int32Array[] = (() => {
  const out: Int32Array[] = [];
  const perms = (xs: number[]): number[][] => (xs.length ? xs.flatMap((x) => perms(xs.filter((y) => y !== x)).map((r) => [x, ...r])) : [[]]);
  for (const s of perms([0, 1, 2, 3])) out.push(Int32Array.from({ length: 52 }, (_, c) => (c & ~3) | (s[c & 3] as number)));
  return out;
})();

const sortedImage = (cards: readonly number[], m: Int32Array): number[] => cards.map((c) => m[c] as number).sort((x, y) => x - y);

/**
 * The suit class of a set of cards: each distinct member's index with the first suit map (in `SUIT_MAPS` order) that
 * gives it; null as soon as a member indexes below `least` (then the cards are not the least of their class).
 */
function renamings(cards: readonly number[], index: (sorted: readonly number[]) => number, least = -1): Map<number, Int32Array> | null {
  const out = new Map<number, Int32Array>();
  for (const m of SUIT_MAPS) {
    const i = index(sortedImage(cards, m));
    if (i < least) return null;
    if (!out.has(i)) out.set(i, m);
  }
  return out;
}

/** The suit maps giving each distinct member of a board's class if the board is the least of it; null otherwise. */
export const boardClass = (board: readonly CardIndex[]): Int32Array[] | null => {
  const r = renamings(board, boardIndex, boardIndex(board));
  return r && [...r.values()];
};

/** The suit maps giving each distinct flop of a flop's class (its whole class, the flop itself first). */
export const flopClass = (cards: readonly number[]): Int32Array[] => [...(renamings(cards, flopOf) as Map<number, Int32Array>).values()];

/** The least member of a set of cards' suit class (sorted; colex order of boards). */
export function leastOfClass(cards: readonly number[]): number[] {
  let best = [...cards].sort((x, y) => x - y);
  for (const m of SUIT_MAPS) {
    const im = sortedImage(cards, m);
    if (boardIndex(im) < boardIndex(best)) best = im;
  }
  return best;
}

/** The canonical flops (the least index of each suit class, 1,755) with their class sizes. */
export function canonicalFlops(): Map<number, number> {
  const out = new Map<number, number>();
  for (let f = 0; f < FLOPS; f++) {
    const r = renamings(cardsOfFlop(f), flopOf, f);
    if (r) out.set(f, r.size);
  }
  return out;
}

/** The 1,176 boards completing a flop (its turn and river: every pair of the 49 cards left), each sorted. */
export function flopCompletions(flop: readonly number[]): number[][] {
  const rest = Array.from({ length: 52 }, (_, i) => i).filter((c) => !flop.includes(c));
  const out: number[][] = [];
  for (let i = 0; i < 49; i++) for (let j = i + 1; j < 49; j++) out.push([...flop, rest[i] as number, rest[j] as number].sort((x, y) => x - y));
  return out;
}

/**
 * Every board least in its suit class (134,459 of the 2,598,960), in colex order: `each(board, members, seen)`, with
 * the suit maps giving each distinct member of its class and the boards enumerated so far. `limit`: stop once that
 * many boards are enumerated (false then); true when every board was seen.
 */
export function forEachCanonicalBoard(each: (board: readonly CardIndex[], members: readonly Int32Array[], seen: number) => void, limit?: number): boolean {
  let seen = 0;
  const board = [0, 0, 0, 0, 0];
  for (let e = 4; e < 52; e++)
    for (let d = 3; d < e; d++)
      for (let c = 2; c < d; c++)
        for (let b = 1; b < c; b++)
          for (let a = 0; a < b; a++) {
            if (limit !== undefined && seen >= limit) return false;
            seen++;
            board[0] = a; board[1] = b; board[2] = c; board[3] = d; board[4] = e;
            const members = boardClass(board);
            if (members) each(board, members, seen);
          }
  return true;
}
