/**
 * @module poker-eval/perfect-hash
 * A perfect hash for a fixed key set, by hash-and-displace (after Belazzougui, Botelho and Dietzfelbinger's
 * CHD): keys fall into buckets by one multiply-shift hash; each bucket, fullest first, gets the first
 * displacement word `d` for which the multiply-shift hash of `key ^ d` puts all its keys on free slots.
 * Lookup is two multiplications and two loads, with no probing and no key comparison:
 *
 *   table[Math.imul(k ^ disp[Math.imul(k, BUCKET_MUL) >>> bucketShift], SLOT_MUL) >>> slotShift]
 *
 * Only keys of the set may be looked up (others land on an arbitrary slot).
 */

export const BUCKET_MUL = 0x9e3779b1 | 0;
export const SLOT_MUL = 0x85ebca6b | 0;

export interface PerfectHash {
  /** `32 - log2(bucket count)`. */
  readonly bucketShift: number;
  /** `32 - log2(slot count)`. */
  readonly slotShift: number;
  readonly disp: Int32Array;
  readonly table: Int32Array;
}

/**
 * Builds the hash for distinct 32-bit integer keys, storing `values[i]` for `keys[i]`, with
 * 2^bucketBits buckets and 2^slotBits slots (at least the number of keys).
 */
export function buildPerfectHash(keys: ArrayLike<number>, values: ArrayLike<number>, bucketBits: number, slotBits: number): PerfectHash {
  const n = keys.length;
  const slots = 1 << slotBits;
  if (slots < n) throw new RangeError(`perfect hash: ${n} keys do not fit ${slots} slots`);
  const bucketShift = 32 - bucketBits;
  const slotShift = 32 - slotBits;
  const buckets = 1 << bucketBits;
  const start = new Int32Array(buckets + 1);
  const bucketOf = (i: number): number => Math.imul(keys[i] as number, BUCKET_MUL) >>> bucketShift;
  for (let i = 0; i < n; i++) start[bucketOf(i) + 1] = (start[bucketOf(i) + 1] as number) + 1;
  for (let b = 0; b < buckets; b++) start[b + 1] = (start[b + 1] as number) + (start[b] as number);
  const members = new Int32Array(n);
  const fill = start.slice(0, buckets);
  for (let i = 0; i < n; i++) {
    const b = bucketOf(i);
    members[fill[b] as number] = i;
    fill[b] = (fill[b] as number) + 1;
  }
  const size = (b: number): number => (start[b + 1] as number) - (start[b] as number);
  const order = Array.from({ length: buckets }, (_, b) => b).filter((b) => size(b) > 0).sort((a, b) => size(b) - size(a) || a - b);

  const disp = new Int32Array(buckets);
  const table = new Int32Array(slots).fill(-1);
  const used = new Uint8Array(slots);
  const bucketKeys = new Int32Array(64);
  const placed = new Int32Array(64);
  for (const b of order) {
    const first = start[b] as number;
    const count = size(b);
    if (count > 64) throw new RangeError('perfect hash: bucket too large; use more buckets');
    for (let j = 0; j < count; j++) bucketKeys[j] = keys[members[first + j] as number] as number;
    let found = false;
    for (let attempt = 0; attempt < 1 << 24; attempt++) {
      const d = Math.imul(attempt, 0x27d4eb2d) ^ attempt;
      let j = 0;
      for (; j < count; j++) {
        const s = Math.imul((bucketKeys[j] as number) ^ d, SLOT_MUL) >>> slotShift;
        if (used[s]) break;
        used[s] = 1;
        placed[j] = s;
      }
      if (j === count) {
        disp[b] = d;
        for (let x = 0; x < count; x++) table[placed[x] as number] = values[members[first + x] as number] as number;
        found = true;
        break;
      }
      for (let x = 0; x < j; x++) used[placed[x] as number] = 0;
    }
    if (!found) throw new RangeError('perfect hash: no displacement found; use more slots');
  }
  return { bucketShift, slotShift, disp, table };
}

/** Looks a key of the set up. */
export const lookup = (h: PerfectHash, k: number): number =>
  h.table[Math.imul(k ^ (h.disp[Math.imul(k, BUCKET_MUL) >>> h.bucketShift] as number), SLOT_MUL) >>> h.slotShift] as number;
