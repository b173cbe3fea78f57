/**
 * @module rng/commitment
 * Provable fairness for shoes: before the first card, publish SHA-256(order ‖ ":" ‖ salt); when the shoe ends,
 * reveal order and salt. See docs/fairness.md for the exact byte layout and how to verify.
 */
import { createHash, hash } from 'node:crypto';

/** The committed message: card codes joined by commas, a colon, the salt in hex. */
export const commitmentMessage = (order: readonly string[], salt: string): string => `${order.join(',')}:${salt}`;

/** Scratch buffer for the message bytes (hashing is synchronous, so one buffer serves every call). */
let scratch = new Uint8Array(4096);

/** The message's UTF-8 bytes when every character is ASCII (card codes and hex salts are), else null. */
function asciiMessage(order: readonly string[], salt: string): Uint8Array | null {
  let n = salt.length + 1;
  for (const c of order) n += c.length + 1;
  if (scratch.length < n) scratch = new Uint8Array(2 * n);
  const buf = scratch;
  let k = 0;
  for (let i = 0; i < order.length; i++) {
    if (i > 0) buf[k++] = 44; // ','
    const c = order[i] as string;
    for (let j = 0; j < c.length; j++) {
      const x = c.charCodeAt(j);
      if (x > 127) return null;
      buf[k++] = x;
    }
  }
  buf[k++] = 58; // ':'
  for (let j = 0; j < salt.length; j++) {
    const x = salt.charCodeAt(j);
    if (x > 127) return null;
    buf[k++] = x;
  }
  return buf.subarray(0, k);
}

/** SHA-256 of `commitmentMessage(order, salt)` in hex (the same bytes, built without an intermediate string). */
export function commit(order: readonly string[], salt: string): string {
  const bytes = asciiMessage(order, salt);
  return bytes ? hash('sha256', bytes, 'hex') : createHash('sha256').update(commitmentMessage(order, salt), 'utf8').digest('hex');
}

export const verifyCommitment = (commitment: string, order: readonly string[], salt: string): boolean => commit(order, salt) === commitment;
