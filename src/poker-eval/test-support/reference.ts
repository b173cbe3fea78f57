/**
 * @module poker-eval/test-support/reference
 * A deliberately simple reference evaluator, written apart from the module (no tables, no shared helpers,
 * cards as rank/suit pairs), for differential tests. It ranks five cards by sorting and grouping, and a larger
 * set by trying every five-card subset. Results are arrays `[category, ...tiebreak ranks]`, compared
 * lexicographically; category names follow the usual order.
 */

export const REF_CATEGORIES = [
  'high-card', 'pair', 'two-pair', 'three-of-a-kind', 'straight', 'flush', 'full-house', 'four-of-a-kind', 'straight-flush',
] as const;

export interface RefOptions {
  /** The lowest rank in the deck (0 for 52 cards, 4 for 36, 5 for 32, 6 for 28); the ace also plays just below it. */
  readonly lowest?: number;
  readonly flushBeatsFullHouse?: boolean;
  readonly tripsBeatStraight?: boolean;
}

export type RefResult = number[];

/** Lexicographic comparison of two reference results. */
export function refCompare(a: RefResult, b: RefResult): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? -1;
    const y = b[i] ?? -1;
    if (x !== y) return x > y ? 1 : -1;
  }
  return 0;
}

/** Strength used for sorting categories under the options (higher is better). */
function strength(cat: number, o: RefOptions): number {
  // Base positions 0..8 in REF_CATEGORIES; swaps expressed by half steps.
  let s = cat;
  if (o.flushBeatsFullHouse && cat === 5) s = 6.5;
  if (o.tripsBeatStraight && cat === 3) s = 4.5;
  return s;
}

/** Five cards (0…51) under the options: `[strength, ...tiebreak]`, plus the category name. */
export function refFive(cards: readonly number[], o: RefOptions = {}): { result: RefResult; name: string } {
  const ranks = cards.map((c) => Math.floor(c / 4)).sort((a, b) => b - a);
  const suits = cards.map((c) => c % 4);
  const flush = suits.every((s) => s === suits[0]);
  const distinct = new Set(ranks).size === 5;
  const lowest = o.lowest ?? 0;
  let straightTop = -1;
  if (distinct) {
    if ((ranks[0] as number) - (ranks[4] as number) === 4) straightTop = ranks[0] as number;
    // ace low: A plus the four lowest ranks of the deck
    const lowRun = [lowest + 3, lowest + 2, lowest + 1, lowest];
    if (ranks[0] === 12 && lowRun.every((r, i) => ranks[i + 1] === r)) straightTop = lowest + 3;
  }
  const count = new Array<number>(13).fill(0);
  for (const r of ranks) count[r]! += 1;
  const byCount: Array<[number, number]> = [];
  for (let r = 12; r >= 0; r--) if (count[r]! > 0) byCount.push([r, count[r]!]);
  byCount.sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const shape = byCount.map((g) => g[1]).join('');
  const grouped = byCount.map((g) => g[0]);
  let cat: number;
  let tb: number[];
  if (straightTop >= 0 && flush) { cat = 8; tb = [straightTop]; }
  else if (shape === '41') { cat = 7; tb = grouped; }
  else if (shape === '32') { cat = 6; tb = grouped; }
  else if (flush) { cat = 5; tb = ranks; }
  else if (straightTop >= 0) { cat = 4; tb = [straightTop]; }
  else if (shape === '311') { cat = 3; tb = grouped; }
  else if (shape === '221') { cat = 2; tb = grouped; }
  else if (shape === '2111') { cat = 1; tb = grouped; }
  else { cat = 0; tb = ranks; }
  // Under flush > full house, a hand is still one category: with five cards flush and full house never coexist.
  return { result: [strength(cat, o), ...tb], name: REF_CATEGORIES[cat] as string };
}

/** Best five of n cards by trying every subset. */
export function refBest(cards: readonly number[], o: RefOptions = {}): { result: RefResult; name: string } {
  let best: { result: RefResult; name: string } | null = null;
  const n = cards.length;
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) for (let c = b + 1; c < n; c++) for (let d = c + 1; d < n; d++) for (let e = d + 1; e < n; e++) {
    const r = refFive([cards[a], cards[b], cards[c], cards[d], cards[e]] as number[], o);
    if (!best || refCompare(r.result, best.result) > 0) best = r;
  }
  if (!best) throw new RangeError('need at least five cards');
  return best;
}

/** Three-card poker (straight flush > trips > straight > flush > pair > high; A-2-3 lowest straight, no K-A-2). */
export function refThree(cards: readonly number[]): { result: RefResult; name: string } {
  const ranks = cards.map((c) => Math.floor(c / 4)).sort((a, b) => b - a);
  const flush = cards.every((c) => c % 4 === (cards[0] as number) % 4);
  const [x, y, z] = ranks as [number, number, number];
  let top = -1;
  if (x !== y && y !== z) {
    if (x - z === 2) top = x;
    if (x === 12 && y === 1 && z === 0) top = 1;
  }
  if (top >= 0 && flush) return { result: [5, top], name: 'straight-flush' };
  if (x === z) return { result: [4, x], name: 'three-of-a-kind' };
  if (top >= 0) return { result: [3, top], name: 'straight' };
  if (flush) return { result: [2, x, y, z], name: 'flush' };
  if (x === y) return { result: [1, x, z], name: 'pair' };
  if (y === z) return { result: [1, y, x], name: 'pair' };
  return { result: [0, x, y, z], name: 'high-card' };
}
