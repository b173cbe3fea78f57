/**
 * @module poker-eval/test-support/prng
 * A small seeded PRNG for tests and benchmarks (SplitMix32-style mixing of a Weyl sequence), and helpers to
 * draw distinct cards. Not for play: games draw from src/rng.
 */

/** A deterministic generator of 32-bit unsigned integers. */
export function splitmix32(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** An integer in [0, n) (n small; the modulo bias is irrelevant for tests). */
export const below = (next: () => number, n: number): number => next() % n;

/** `k` distinct cards drawn from `deck` (a partial Fisher–Yates on a copy). */
export function drawDistinct(next: () => number, deck: readonly number[], k: number): number[] {
  const d = [...deck];
  for (let i = 0; i < k; i++) {
    const j = i + below(next, d.length - i);
    const t = d[i] as number;
    d[i] = d[j] as number;
    d[j] = t;
  }
  return d.slice(0, k);
}

/** Fills `out` with `count` random hands of `k` distinct cards from 0…51, `k` entries per hand. */
export function randomHands(next: () => number, count: number, k: number): Uint8Array {
  const out = new Uint8Array(count * k);
  for (let h = 0; h < count; h++) {
    let used = 0;
    let usedHi = 0;
    for (let j = 0; j < k; j++) {
      let c: number;
      for (;;) {
        c = below(next, 52);
        const taken = c < 26 ? (used >>> c) & 1 : (usedHi >>> (c - 26)) & 1;
        if (!taken) break;
      }
      if (c < 26) used |= 1 << c;
      else usedHi |= 1 << (c - 26);
      out[h * k + j] = c;
    }
  }
  return out;
}

/** The 52 French card indices. */
export const FULL_DECK: readonly number[] = Array.from({ length: 52 }, (_, i) => i);
