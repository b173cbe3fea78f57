/**
 * @module poker-eval/from-counts
 * The rule-driven evaluator: from rank counts and per-suit rank masks, find the best category of the
 * ruleset's order (strongest first) that the cards contain, with its tiebreak. It works for any number of
 * cards for the count-based categories; Figures, four-card flush and four-card straight (Sökö) are judged on
 * exactly five cards (the caller enumerates five-card subsets for larger sets).
 *
 * Phantom-suited cards (a wild card standing for "an ace of no useful suit") count for ranks and never for
 * suits: the caller simply leaves them out of `suitMask`/`suitCount`.
 */
import { CATEGORY, makeValue } from './value.js';
import type { CategoryId, HandValue } from './value.js';
import type { RankingRules } from './rules.js';
import { compile } from './compiled.js';
import type { CompiledRules } from './compiled.js';

const ACE = 12;
const JACK = 9;

// Tiebreak accumulator: slots are appended most significant first, then shifted into place by `done()`.
let acc = 0;
let used = 0;
const start = (): void => { acc = 0; used = 0; };
const put = (r: number): void => { acc = (acc << 4) | (r + 1); used++; };
const done = (): number => acc << (4 * (5 - used));

/** Appends the ranks present (count > 0), highest first, skipping `a` and `b`, at most `k` of them. */
function putTop(cnt: ArrayLike<number>, k: number, a: number, b: number): void {
  for (let r = ACE; r >= 0 && k > 0; r--) if (r !== a && r !== b && (cnt[r] as number) > 0) { put(r); k--; }
}

/** Appends the `k` highest ranks of a mask. */
function putBits(mask: number, k: number): void {
  for (let r = ACE; r >= 0 && k > 0; r--) if (mask & (1 << r)) { put(r); k--; }
}

/** Highest rank with at least `min` cards, skipping `skip`; -1 if none. */
function highestWith(cnt: ArrayLike<number>, min: number, skip: number): number {
  for (let r = ACE; r >= 0; r--) if (r !== skip && (cnt[r] as number) >= min) return r;
  return -1;
}

/** The highest rank left after taking one card of each rank in `mask` out of the counts. */
function oddCard(cnt: ArrayLike<number>, mask: number): number {
  for (let r = ACE; r >= 0; r--) if ((cnt[r] as number) - ((mask >> r) & 1) > 0) return r;
  return -1;
}

function rankMask(cnt: ArrayLike<number>): number {
  let m = 0;
  for (let r = 0; r <= ACE; r++) if ((cnt[r] as number) > 0) m |= 1 << r;
  return m;
}

/**
 * The tiebreak of category `c` for these cards, or -1 if the cards do not contain it.
 * `n` is the number of cards.
 */
export function tiebreakOf(
  c: CategoryId, cnt: ArrayLike<number>, suitMask: ArrayLike<number>, suitCount: ArrayLike<number>, n: number, cr: CompiledRules,
): number {
  const L = cr.rules.handSize;
  start();
  switch (c) {
    case CATEGORY.FIVE_OF_A_KIND: {
      const r = highestWith(cnt, 5, -1);
      if (r < 0) return -1;
      put(r);
      return done();
    }
    case CATEGORY.STRAIGHT_FLUSH: {
      let best = -1;
      for (let s = 0; s < 4; s++) {
        if ((suitCount[s] as number) < L) continue;
        const m = suitMask[s] as number;
        for (const run of cr.runs) if ((m & run.mask) === run.mask) { if (run.packed > best) best = run.packed; break; }
      }
      return best;
    }
    case CATEGORY.FOUR_OF_A_KIND: {
      const q = highestWith(cnt, 4, -1);
      if (q < 0) return -1;
      put(q);
      putTop(cnt, 1, q, -1);
      return done();
    }
    case CATEGORY.FULL_HOUSE: {
      const t = highestWith(cnt, 3, -1);
      if (t < 0) return -1;
      const p = highestWith(cnt, 2, t);
      if (p < 0) return -1;
      put(t);
      put(p);
      return done();
    }
    case CATEGORY.FLUSH: {
      let best = -1;
      for (let s = 0; s < 4; s++) {
        if ((suitCount[s] as number) < L) continue;
        start();
        putBits(suitMask[s] as number, L);
        const packed = done();
        if (packed > best) best = packed;
      }
      return best;
    }
    case CATEGORY.STRAIGHT: {
      const mask = rankMask(cnt);
      for (const run of cr.runs) if ((mask & run.mask) === run.mask) return run.packed;
      return -1;
    }
    case CATEGORY.THREE_OF_A_KIND: {
      const t = highestWith(cnt, 3, -1);
      if (t < 0) return -1;
      put(t);
      putTop(cnt, L - 3, t, -1);
      return done();
    }
    case CATEGORY.TWO_PAIR: {
      const hi = highestWith(cnt, 2, -1);
      if (hi < 0) return -1;
      const lo = highestWith(cnt, 2, hi);
      if (lo < 0) return -1;
      put(hi);
      put(lo);
      putTop(cnt, L - 4, hi, lo);
      return done();
    }
    case CATEGORY.PAIR: {
      const p = highestWith(cnt, 2, -1);
      if (p < 0) return -1;
      put(p);
      putTop(cnt, L - 2, p, -1);
      return done();
    }
    case CATEGORY.HIGH_CARD:
      putTop(cnt, L, -1, -1);
      return done();
    case CATEGORY.FIGURES: {
      if (n !== 5) return -1;
      for (let r = 0; r < JACK; r++) if ((cnt[r] as number) > 0) return -1;
      const p = highestWith(cnt, 2, -1);
      if (p < 0) return -1;
      put(p);
      for (let r = ACE; r >= JACK; r--) for (let k = (cnt[r] as number) - (r === p ? 2 : 0); k > 0; k--) put(r);
      return done();
    }
    case CATEGORY.FOUR_FLUSH: {
      if (n !== 5) return -1;
      let best = -1;
      for (let s = 0; s < 4; s++) {
        if ((suitCount[s] as number) < 4) continue;
        start();
        const m = suitMask[s] as number;
        let four = 0;
        for (let r = ACE, k = 4; r >= 0 && k > 0; r--) if (m & (1 << r)) { put(r); four |= 1 << r; k--; }
        put(oddCard(cnt, four));
        const packed = done();
        if (packed > best) best = packed;
      }
      return best;
    }
    case CATEGORY.FOUR_STRAIGHT: {
      if (n !== 5) return -1;
      const mask = rankMask(cnt);
      for (const run of cr.fourRuns) {
        if ((mask & run.mask) !== run.mask) continue;
        for (const r of run.slots) put(r);
        put(oddCard(cnt, run.mask));
        return done();
      }
      return -1;
    }
    default:
      return -1;
  }
}

/** The value of the best hand the cards contain under the rules (see the module header for the inputs). */
export function valueFromCounts(
  cnt: ArrayLike<number>, suitMask: ArrayLike<number>, suitCount: ArrayLike<number>, n: number, rules: RankingRules,
): HandValue {
  const cr = compile(rules);
  for (const { category, strength } of cr.descending) {
    const tb = tiebreakOf(category, cnt, suitMask, suitCount, n, cr);
    if (tb >= 0) return makeValue(strength, category, tb);
  }
  throw new RangeError(`no category of ${rules.id} fits these cards`);
}
