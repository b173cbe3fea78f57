/**
 * @module rng/crypto-rng
 * Production randomness: node's CSPRNG (`crypto.randomFillSync`), buffered 4 KiB at a time.
 */
import { randomFillSync } from 'node:crypto';
import { hexFrom, uniformInt, type Rng } from './rng.js';

export function cryptoRng(): Rng {
  const buf = new Uint32Array(1024);
  let i = buf.length;
  const next = (): number => {
    if (i === buf.length) {
      randomFillSync(buf);
      i = 0;
    }
    return buf[i++] as number;
  };
  return { kind: 'crypto', uint32: next, int: (n) => uniformInt(next, n), hex: (b) => hexFrom(next, b) };
}
