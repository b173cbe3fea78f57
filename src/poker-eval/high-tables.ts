/**
 * @module poker-eval/high-tables
 * Lookup tables for the standard 52-card high evaluator, built once at module load (tens of milliseconds) by a
 * direct count-and-mask evaluator of the standard order, values encoded as `value.ts` says for `STANDARD_HIGH`
 * (the tests hold it equal to the rule-driven evaluator).
 *
 * Each card has a 32-bit key: `rankKey << 9 | suitKey`. The rank keys (after Kenneth Shackleton's SKPokerEval)
 * make the sum over any 5, 6 or 7 cards, with at most four of a rank, unique within each card count; the suit
 * keys 0, 1, 8, 57 make the low 9 bits of the sum tell the count of each suit. So the sum of seven card keys
 * says at once whether there is a flush (a 512-entry table) and, if not, which rank multiset it is (a
 * perfect hash of the 49,205 seven-card multisets, 6,175 five-card and 18,395 six-card ones). Flushes go
 * through an 8,192-entry table indexed by the suit's rank bits.
 */
import { STANDARD_HIGH } from './presets.js';
import { buildPerfectHash } from './perfect-hash.js';
import { runsOf } from './straights.js';
import { CATEGORY, makeValue } from './value.js';
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

const C = CATEGORY;
/** Packed run of each rank mask (its best straight), or -1. */
const STRAIGHT_OF = new Int32Array(8192).fill(-1);
for (const run of runsOf(STANDARD_HIGH, 5).reverse()) {
  for (let m = 0; m < 8192; m++) if ((m & run.mask) === run.mask) STRAIGHT_OF[m] = run.packed;
}

const hiBit = (m: number): number => 31 - Math.clz32(m);

/** Packs slots `first…` (ranks, -1 for none) then the `k` highest ranks of `mask`. */
function pack(mask: number, k: number, ...first: number[]): number {
  let t = 0;
  let used = 0;
  for (const r of first) { t = (t << 4) | (r + 1); used++; }
  for (let m = mask; k > 0 && m; k--) {
    const r = hiBit(m);
    m &= ~(1 << r);
    t = (t << 4) | (r + 1);
    used++;
  }
  return t << (4 * (5 - used));
}

/** Standard value of a suited rank set of five to seven ranks: straight flush or flush. */
function flushValue(m: number): number {
  const st = STRAIGHT_OF[m]!;
  return st >= 0 ? makeValue(8, C.STRAIGHT_FLUSH, st) : makeValue(5, C.FLUSH, pack(m, 5));
}

/** Standard value, without flushes, of rank counts (at most four of a rank). */
function rankValue(cnt: readonly number[]): number {
  let m1 = 0;
  let m2 = 0;
  let m3 = 0;
  let m4 = 0;
  for (let r = 0; r < 13; r++) {
    const c = cnt[r]!;
    if (c >= 1) m1 |= 1 << r;
    if (c >= 2) m2 |= 1 << r;
    if (c >= 3) m3 |= 1 << r;
    if (c >= 4) m4 |= 1 << r;
  }
  if (m4) {
    const q = hiBit(m4);
    return makeValue(7, C.FOUR_OF_A_KIND, pack(m1 & ~(1 << q), 1, q));
  }
  if (m3) {
    const t = hiBit(m3);
    const rest = m2 & ~(1 << t);
    if (rest) return makeValue(6, C.FULL_HOUSE, pack(0, 0, t, hiBit(rest)));
  }
  const st = STRAIGHT_OF[m1]!;
  if (st >= 0) return makeValue(4, C.STRAIGHT, st);
  if (m3) {
    const t = hiBit(m3);
    return makeValue(3, C.THREE_OF_A_KIND, pack(m1 & ~(1 << t), 2, t));
  }
  if (m2) {
    const hi = hiBit(m2);
    const rest = m2 & ~(1 << hi);
    if (rest) {
      const lo = hiBit(rest);
      return makeValue(2, C.TWO_PAIR, pack(m1 & ~(1 << hi) & ~(1 << lo), 1, hi, lo));
    }
    return makeValue(1, C.PAIR, pack(m1 & ~(1 << hi), 3, hi));
  }
  return makeValue(0, C.HIGH_CARD, pack(m1, 5));
}

/** Best value of a suited rank set of 5 to 7 ranks (a flush or straight flush), indexed by its rank bits. */
export const FLUSH_VALUE = new Int32Array(8192);
for (let m = 0; m < 8192; m++) {
  const bits = m.toString(2).replace(/0/g, '').length;
  if (bits >= 5 && bits <= 7) FLUSH_VALUE[m] = flushValue(m);
}

/** The perfect hash of the non-flush values of every rank multiset of `n` cards (at most four of a rank). */
function rankHash(n: number, bucketBits: number, slotBits: number): PerfectHash {
  const keys: number[] = [];
  const values: number[] = [];
  const cnt = new Array<number>(13).fill(0);
  const walk = (r: number, left: number, key: number): void => {
    if (r === 13) {
      if (left === 0) {
        keys.push(key);
        values.push(rankValue(cnt));
      }
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

export const HASH_5 = rankHash(5, 11, 13);
export const HASH_6 = rankHash(6, 12, 15);
export const HASH_7 = rankHash(7, 14, 16);

/** Milliseconds spent building the tables at module load. */
export const TABLE_BUILD_MS = performance.now() - buildStart;

/** Bytes held by the lookup tables (reported by the benchmark and docs). */
export function tableBytes(): number {
  let b = CARD_KEY.byteLength + CARD_BIT.byteLength + FLUSH_SUIT_5.byteLength * 3 + FLUSH_VALUE.byteLength + STRAIGHT_OF.byteLength;
  for (const h of [HASH_5, HASH_6, HASH_7]) b += h.disp.byteLength + h.table.byteLength;
  return b;
}
