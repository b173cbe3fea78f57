/**
 * @module rng/commitment
 * Provable fairness for shoes: before the first card, publish SHA-256(order ‖ ":" ‖ salt); when the shoe ends,
 * reveal order and salt. See docs/fairness.md for the exact byte layout and how to verify.
 */
import { createHash, hash } from 'node:crypto';

/** The committed message: card codes joined by commas, a colon, the salt in hex. */
export const commitmentMessage = (order: readonly string[], salt: string): string => `${order.join(',')}:${salt}`;

/** Scratch buffer for the message bytes (hashing is synchronous, so one buffer serves every call). */
let scratch: Uint8Array = new Uint8Array(4096);

/** A larger scratch buffer holding the bytes written so far. */
function grown(buf: Uint8Array, need: number): Uint8Array {
  const next = new Uint8Array(Math.max(2 * buf.length, 2 * need));
  next.set(buf);
  scratch = next;
  return next;
}

/** The message's UTF-8 bytes when every character is ASCII (card codes and hex salts are), else null. */
function asciiMessage(order: readonly string[], salt: string): Uint8Array | null {
  let buf: Uint8Array = scratch;
  let k = 0;
  let all = 0; // every code OR-ed: above 127 means a non-ASCII character somewhere
  for (let i = 0; i < order.length; i++) {
    const c = order[i] as string;
    if (k + c.length + 1 > buf.length) buf = grown(buf, k + c.length + 1);
    if (c.length === 2) {
      const a = c.charCodeAt(0);
      const b = c.charCodeAt(1);
      all |= a | b;
      buf[k] = a;
      buf[k + 1] = b;
      k += 2;
    } else
      for (let j = 0; j < c.length; j++) {
        const x = c.charCodeAt(j);
        all |= x;
        buf[k++] = x;
      }
    buf[k++] = 44; // ','
  }
  if (order.length > 0) k--; // no comma after the last card
  if (k + salt.length + 1 > buf.length) buf = grown(buf, k + salt.length + 1);
  buf[k++] = 58; // ':'
  for (let j = 0; j < salt.length; j++) {
    const x = salt.charCodeAt(j);
    all |= x;
    buf[k++] = x;
  }
  return all > 127 ? null : buf.subarray(0, k);
}

/** SHA-256 of `commitmentMessage(order, salt)` in hex (the same bytes, built without an intermediate string). */
export function commit(order: readonly string[], salt: string): string {
  const bytes = asciiMessage(order, salt);
  return bytes ? hash('sha256', bytes, 'hex') : createHash('sha256').update(commitmentMessage(order, salt), 'utf8').digest('hex');
}

export const verifyCommitment = (commitment: string, order: readonly string[], salt: string): boolean => commit(order, salt) === commitment;
