/**
 * @module games/blackjack/math/dealer
 * The dealer's final-total probabilities by card removal, exactly.
 *
 * For an up-card the dealer's possible draw sequences are enumerated once; sequences with the same multiset of
 * cards end on the same total, and a given sequence of k cards from a shoe of N cards with counts n_r has
 * probability Π_r n_r(n_r−1)…(n_r−k_r+1) / N(N−1)…(N−k+1), which depends only on the multiset. So a table of
 * multisets (with how many valid orderings each has) turns any shoe composition into the dealer's distribution in
 * one pass of products. The "blackjack" outcome is the ten under an ace or the ace under a ten as the dealer's
 * next card; the other outcomes are joint with "no blackjack" (unnormalised), which is what both the peek game
 * (divide by P(no BJ)) and the no-hole-card game (BJ as its own outcome) need.
 */
import { KEY_W } from './shoe-model.js';

/** Outcome slots: 0…4 = final 17…21, 5 = bust, 6 = dealer blackjack. */
export const OUT_BUST = 5;
export const OUT_BJ = 6;
const STRIDE = 16;

export interface DealerTable {
  readonly up: number;
  readonly hitsSoft17: boolean;
  readonly size: number;
  readonly weight: Float64Array;
  readonly len: Uint8Array;
  readonly outcome: Uint8Array;
  readonly fStart: Uint32Array;
  readonly fIdx: Uint16Array;
  /** Factors shared with the previous multiset (the list is sorted, so products are reused along a trie). */
  readonly shared: Uint8Array;
  readonly maxK: Int32Array;
  readonly maxLen: number;
}

const tables = new Map<string, DealerTable>();

/** The multiset table of the dealer's draws from up-card `up` (1 = ace … 10). Built once per (up, H17). */
export function dealerTable(up: number, hitsSoft17: boolean): DealerTable {
  const id = `${up}:${hitsSoft17}`;
  const hit = tables.get(id);
  if (hit) return hit;
  const found = new Map<number, { w: number; out: number; counts: number[] }>();
  const cnt = new Array<number>(11).fill(0);
  const rec = (hard: number, hasAce: boolean, drawn: number, key: number): void => {
    const soft = hasAce && hard + 10 <= 21;
    const best = soft ? hard + 10 : hard;
    let out = -1;
    if (drawn === 1 && best === 21) out = OUT_BJ;
    else if (best > 21) out = OUT_BUST;
    else if (best > 17 || (best === 17 && !(hitsSoft17 && soft))) out = best - 17;
    if (out >= 0) {
      const e = found.get(key);
      if (e) e.w++;
      else found.set(key, { w: 1, out, counts: cnt.slice() });
      return;
    }
    for (let r = 1; r <= 10; r++) {
      cnt[r]!++;
      rec(hard + r, hasAce || r === 1, drawn + 1, key + (KEY_W[r] as number));
      cnt[r]!--;
    }
  };
  rec(up, up === 1, 0, 0);
  const factorsOf = (counts: number[]): number[] => {
    const fs: number[] = [];
    for (let r = 1; r <= 10; r++) if ((counts[r] as number) > 0) fs.push(r * STRIDE + (counts[r] as number));
    return fs;
  };
  const list = [...found.values()].map((e) => ({ ...e, fs: factorsOf(e.counts) }));
  list.sort((x, y) => {
    for (let i = 0; i < Math.min(x.fs.length, y.fs.length); i++) if (x.fs[i] !== y.fs[i]) return (x.fs[i] as number) - (y.fs[i] as number);
    return x.fs.length - y.fs.length;
  });
  const size = list.length;
  const shared = new Uint8Array(size);
  const weight = new Float64Array(size);
  const len = new Uint8Array(size);
  const outcome = new Uint8Array(size);
  const fStart = new Uint32Array(size + 1);
  const f: number[] = [];
  const maxK = new Int32Array(11);
  let maxLen = 0;
  list.forEach((e, i) => {
    const prev = i > 0 ? (list[i - 1] as { fs: number[] }).fs : [];
    let sh = 0;
    while (sh < prev.length && sh < e.fs.length && prev[sh] === e.fs[sh]) sh++;
    shared[i] = sh;
    weight[i] = e.w;
    outcome[i] = e.out;
    fStart[i] = f.length;
    let l = 0;
    for (let r = 1; r <= 10; r++) {
      const k = e.counts[r] as number;
      if (k > 0) {
        if (k >= STRIDE) throw new RangeError('dealer draws too many cards of one value');
        f.push(r * STRIDE + k);
        l += k;
        if (k > (maxK[r] as number)) maxK[r] = k;
      }
    }
    len[i] = l;
    if (l > maxLen) maxLen = l;
  });
  fStart[size] = f.length;
  const t: DealerTable = { up, hitsSoft17, size, weight, len, outcome, fStart, fIdx: Uint16Array.from(f), shared, maxK, maxLen };
  tables.set(id, t);
  return t;
}

const ff = new Float64Array(11 * STRIDE);
const inv = new Float64Array(64);
const stack = new Float64Array(16);

/**
 * Fills `out` (7 slots) with the dealer's outcome probabilities when he draws from a shoe of value counts `n`
 * (index 1…10, already without his up-card) holding `total` cards.
 */
export function dealerProbs(t: DealerTable, n: ArrayLike<number>, total: number, out: Float64Array): void {
  for (let r = 1; r <= 10; r++) {
    const base = r * STRIDE;
    ff[base] = 1;
    const nr = n[r] as number;
    const mk = t.maxK[r] as number;
    let p = 1;
    for (let k = 1; k <= mk; k++) {
      const f = nr - k + 1;
      p = f > 0 ? p * f : 0;
      ff[base + k] = p;
    }
  }
  inv[0] = 1;
  for (let l = 1; l <= t.maxLen; l++) {
    const d = total - l + 1;
    inv[l] = d > 0 ? (inv[l - 1] as number) / d : 0;
  }
  out.fill(0);
  const { weight, len, outcome, fStart, fIdx, shared, size } = t;
  stack[0] = 1;
  for (let i = 0; i < size; i++) {
    const s = shared[i] as number;
    const b = fStart[i] as number;
    const e = fStart[i + 1] as number;
    let p = stack[s] as number;
    for (let j = b + s, d = s + 1; j < e; j++, d++) {
      p *= ff[fIdx[j] as number] as number;
      stack[d] = p;
    }
    out[outcome[i] as number]! += p * (weight[i] as number) * (inv[len[i] as number] as number);
  }
}

/**
 * The dealer's distributions for one up-card and one starting shoe, cached by the removal key of the other cards
 * taken out (the player's, split cards …). Values are shared by every computation with that up-card and shoe.
 */
export class DealerCache {
  private readonly table: DealerTable;
  private readonly cache = new Map<number, Float64Array>();
  private readonly work = new Int32Array(11);
  evaluations = 0;

  /** `shoe`: value counts after the up-card is taken out. */
  constructor(readonly up: number, hitsSoft17: boolean, private readonly shoe: Int32Array) {
    this.table = dealerTable(up, hitsSoft17);
  }

  /** Distribution when the cards with removal key `key` (value counts `removed`) are also out of the shoe. */
  get(key: number, removed: ArrayLike<number>): Float64Array {
    const hit = this.cache.get(key);
    if (hit) return hit;
    let total = 0;
    for (let r = 1; r <= 10; r++) {
      const v = (this.shoe[r] as number) - (removed[r] as number);
      this.work[r] = v;
      total += v;
    }
    const out = new Float64Array(7);
    dealerProbs(this.table, this.work, total, out);
    this.evaluations++;
    this.cache.set(key, out);
    return out;
  }

  get size(): number {
    return this.cache.size;
  }
}

/** One cache per up-card (index 1…10) for a full shoe of `decks`; share it between analyses of the same rules. */
export function dealerCaches(hitsSoft17: boolean, shoe: Int32Array): DealerCache[] {
  const out: DealerCache[] = [];
  for (let up = 1; up <= 10; up++) {
    const s = Int32Array.from(shoe);
    s[up]!--;
    out[up] = new DealerCache(up, hitsSoft17, s);
  }
  return out;
}
