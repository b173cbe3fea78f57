/**
 * @module rng/seeded-rng
 * Deterministic generator for tests, simulations and replays: xoshiro128** seeded from SHA-256 of the seed
 * string. Its whole state is four 32-bit words, exposed so a replay can resume mid-stream.
 */
import { createHash } from 'node:crypto';
import { hexFrom, uniformInt, type Rng } from './rng.js';

export interface SeededRng extends Rng {
  readonly kind: 'seeded';
  /** The generator's state, to serialise. */
  snapshot(): [number, number, number, number];
}

export function seedWords(seed: string | number): [number, number, number, number] {
  const h = createHash('sha256').update(String(seed)).digest();
  const w: [number, number, number, number] = [h.readUInt32LE(0), h.readUInt32LE(4), h.readUInt32LE(8), h.readUInt32LE(12)];
  if ((w[0] | w[1] | w[2] | w[3]) === 0) w[0] = 1; // xoshiro's state must not be all zero
  return w;
}

export function seededRng(seed: string | number | [number, number, number, number]): SeededRng {
  const s = Array.isArray(seed) ? (seed.slice() as [number, number, number, number]) : seedWords(seed);
  let [a, b, c, d] = s;
  const next = (): number => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  };
  return {
    kind: 'seeded',
    uint32: next,
    int: (n) => uniformInt(next, n),
    hex: (bytes) => hexFrom(next, bytes),
    snapshot: () => [a >>> 0, b >>> 0, c >>> 0, d >>> 0],
  };
}

const rotl = (x: number, k: number): number => (x << k) | (x >>> (32 - k));
