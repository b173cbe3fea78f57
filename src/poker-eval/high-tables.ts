/**
 * @module poker-eval/high-tables
 * Lookup tables for the standard 52-card high evaluator, built once at module load from the rule-driven
 * evaluator (so the fast path and the rules agree by construction).
 *
 * Each card has a 32-bit key: `rankKey << 9 | suitKey`. The rank keys (after Kenneth Shackleton's SKPokerEval)
 * make the sum over any 5, 6 or 7 cards, with at most four of a rank, unique within each card count; the suit
 * keys 0, 1, 8, 57 make the low 9 bits of the sum tell the count of each suit. So the sum of seven card keys
 * says at once whether there is a flush (a 512-entry table) and, if not, which rank multiset it is (a
 * perfect hash of the 49,205 seven-card multisets, 6,175 five-card and 18,395 six-card ones). Flushes go
 * through an 8,192-entry table indexed by the suit's rank bits.
 */
import { STANDARD_HIGH } from './presets.js';
import { valueFromCounts } from './from-counts.js';
import { buildPerfectHash, lookup } from './perfect-hash.js';
import type { PerfectHash } from './perfect-hash.js';

const buildStart = performance.now();

export const RANK_KEYS = [0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181] as const;
export const SUIT_KEYS = [0, 1, 8, 57] as const;

/** Key of each card 0…51: `RANK_KEYS[rank] << 9 | SUIT_KEYS[suit]`. Sums wrap past 2^31; read them with `>>> 9`. */
export const CARD_KEY = new Int32Array(52);
/** `1 << rank` of each card. */
export const CARD_BIT = new Int32Array(52);
for (let c = 0; c < 52; c++) {
  CARD_KEY[c] = (RANK_KEYS[c >> 2]! << 9) | SUIT_KEYS[c & 3]!;
  CARD_BIT[c] = 1 << (c >> 2);
}

/** For n = 5, 6, 7 cards: the flush suit (0…3) given the low 9 bits of the key sum, or -1. */
function flushSuitTable(n: number): Int8Array {
  const t = new Int8Array(512).fill(-1);
  for (let a = 0; a <= n; a++) {
    for (let b = 0; a + b <= n; b++) {
      for (let c = 0; a + b + c <= n; c++) {
        const zero = n - a - b - c;
        const sum = a * SUIT_KEYS[1] + b * SUIT_KEYS[2] + c * SUIT_KEYS[3];
        t[sum] = zero >= 5 ? 0 : a >= 5 ? 1 : b >= 5 ? 2 : c >= 5 ? 3 : -1;
      }
    }
  }
  return t;
}
export const FLUSH_SUIT_5 = flushSuitTable(5);
export const FLUSH_SUIT_6 = flushSuitTable(6);
export const FLUSH_SUIT_7 = flushSuitTable(7);

const NO_SUITS = [0, 0, 0, 0];

/** Best value of a suited rank set of 5 to 7 ranks (a flush or straight flush), indexed by its rank bits. */
export const FLUSH_VALUE = new Int32Array(8192);
{
  const cnt = new Array<number>(13).fill(0);
  for (let m = 0; m < 8192; m++) {
    let bits = 0;
    for (let r = 0; r < 13; r++) bits += cnt[r] = (m >> r) & 1;
    if (bits < 5 || bits > 7) continue;
    FLUSH_VALUE[m] = valueFromCounts(cnt, [m, 0, 0, 0], [bits, 0, 0, 0], bits, STANDARD_HIGH);
  }
}

/**
 * The perfect hash of the non-flush values of every rank multiset of `n` cards (at most four of a rank).
 * Five-card values come from the rule-driven evaluator; a six- or seven-card multiset is worth the best of its
 * multisets with one card fewer, read from the smaller hash (best five of seven = best of the six-card subsets).
 */
function rankHash(n: number, bucketBits: number, slotBits: number, smaller: PerfectHash | null): PerfectHash {
  const keys: number[] = [];
  const values: number[] = [];
  const cnt = new Array<number>(13).fill(0);
  const walk = (r: number, left: number, key: number): void => {
    if (r === 13) {
      if (left !== 0) return;
      keys.push(key);
      if (!smaller) {
        values.push(valueFromCounts(cnt, NO_SUITS, NO_SUITS, n, STANDARD_HIGH));
        return;
      }
      let best = 0;
      for (let x = 0; x < 13; x++) {
        if (cnt[x] === 0) continue;
        const v = lookup(smaller, key - RANK_KEYS[x]!);
        if (v > best) best = v;
      }
      values.push(best);
      return;
    }
    for (let c = Math.min(4, left); c >= 0; c--) {
      cnt[r] = c;
      walk(r + 1, left - c, key + c * RANK_KEYS[r]!);
    }
    cnt[r] = 0;
  };
  walk(0, n, 0);
  return buildPerfectHash(keys, values, bucketBits, slotBits);
}

export const HASH_5 = rankHash(5, 11, 13, null);
export const HASH_6 = rankHash(6, 12, 15, HASH_5);
export const HASH_7 = rankHash(7, 14, 16, HASH_6);

/** Milliseconds spent building the tables at module load. */
export const TABLE_BUILD_MS = performance.now() - buildStart;

/** Bytes held by the lookup tables (reported by the benchmark and docs). */
export function tableBytes(): number {
  let b = CARD_KEY.byteLength + CARD_BIT.byteLength + FLUSH_SUIT_5.byteLength * 3 + FLUSH_VALUE.byteLength;
  for (const h of [HASH_5, HASH_6, HASH_7]) b += h.disp.byteLength + h.table.byteLength;
  return b;
}
