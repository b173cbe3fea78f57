/**
 * @module rng/rng
 * The only source of randomness. `Rng.int(n)` is unbiased (rejection sampling over 32-bit draws, never `% n`
 * on a biased range), so a Fisher–Yates shuffle reaches every ordering the generator can produce.
 */
export interface Rng {
  /** A uniformly distributed unsigned 32-bit integer. */
  uint32(): number;
  /** A uniformly distributed integer in [0, n), n ≤ 2^32. */
  int(n: number): number;
  /** `n` random bytes as lowercase hex (salts). */
  hex(bytes: number): string;
  /** 'crypto' in production; 'seeded' in tests, simulations and replays. */
  readonly kind: 'crypto' | 'seeded';
}

/** Unbiased integer in [0, n) from a 32-bit source: reject draws in the top partial bucket. */
export function uniformInt(next: () => number, n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n > 0x1_0000_0000) throw new RangeError(`int(n) needs 1 ≤ n ≤ 2^32, got ${n}`);
  if (n === 1) return 0;
  const limit = 0x1_0000_0000 - (0x1_0000_0000 % n); // largest multiple of n ≤ 2^32
  for (;;) {
    const x = next();
    if (x < limit) return x % n; // x is uniform on [0, limit), limit a multiple of n: no bias
  }
}

/** Two lowercase hex digits per byte value (a table: `Number#toString(16)` is slow on the new-shoe path). */
const HEX_BYTE: readonly string[] = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** `bytes` bytes of hex from 32-bit draws, most significant byte first (as `x.toString(16).padStart(8, '0')`). */
export function hexFrom(next: () => number, bytes: number): string {
  let s = '';
  while (s.length < bytes * 2) {
    const x = next() >>> 0;
    s += (HEX_BYTE[x >>> 24] as string) + (HEX_BYTE[(x >>> 16) & 255] as string) + (HEX_BYTE[(x >>> 8) & 255] as string) + (HEX_BYTE[x & 255] as string);
  }
  return s.slice(0, bytes * 2);
}

/** Fisher–Yates shuffle, returning a new array. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = a[i] as T;
    a[i] = a[j] as T;
    a[j] = t;
  }
  return a;
}
