/**
 * @module server/auth/passwords
 * Passwords are hashed with scrypt (node's crypto, a standard memory-hard KDF) and a random 16-byte salt per
 * account, stored as `scrypt$N$r$p$salt$hash` (base64url); checked with a timing-safe comparison. The cost is
 * OWASP's current guidance for scrypt (N=2^17, r=8, p=1: 128 MiB and about a second of one core here); a stored hash
 * carries its own parameters, so a hash made at a lower cost still verifies and is replaced at the next successful
 * sign-in (`needsRehash`). At most KDF_CONCURRENCY derivations run at once (each holds 128 MiB), the others wait.
 * Session tokens are 32 random bytes; only their SHA-256 is stored, so a database leak gives no usable token.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1. */
export const DEFAULT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEYLEN = 32;
/** Derivations running at once: each needs 128·N·r bytes (128 MiB at the default cost). */
const KDF_CONCURRENCY = 2;

let running = 0;
const queued: (() => void)[] = [];
async function slot<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= KDF_CONCURRENCY) await new Promise<void>((ok) => queued.push(ok));
  running++;
  try {
    return await fn();
  } finally {
    running--;
    queued.shift()?.();
  }
}

const derive = (password: string, salt: Buffer, c: ScryptCost): Promise<Buffer> =>
  slot(
    () =>
      new Promise((ok, fail) =>
        // scrypt needs about 128·N·r·p bytes; twice that leaves room for its own bookkeeping.
        scrypt(password.normalize('NFKC'), salt, KEYLEN, { N: c.N, r: c.r, p: c.p, maxmem: 256 * c.N * c.r * c.p }, (e, key) => (e ? fail(e) : ok(key))),
      ),
  );

export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** The parameters a stored hash was made with, or null when it is not one of ours. */
export function costOf(stored: string): ScryptCost | null {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  const c = { N: Number(n), r: Number(r), p: Number(p) };
  if (alg !== 'scrypt' || !salt || !hash || ![c.N, c.r, c.p].every((x) => Number.isSafeInteger(x) && x > 0)) return null;
  return c;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const c = costOf(stored);
  const [, , , , salt, hash] = stored.split('$');
  if (!c || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), c).catch(() => null);
  return !!key && key.length === expected.length && timingSafeEqual(key, expected);
}

/** A stored hash made at a lower cost than `cost`: to be replaced at the next successful sign-in. */
export function needsRehash(stored: string, cost: ScryptCost = DEFAULT_COST): boolean {
  const c = costOf(stored);
  return !c || c.N < cost.N || c.r < cost.r || c.p < cost.p;
}

/** A hash that never matches, compared against when the account does not exist (same work, no timing oracle). */
export const dummyHash = (cost: ScryptCost = DEFAULT_COST): string => `scrypt$${cost.N}$${cost.r}$${cost.p}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEYLEN, 1).toString('base64url')}`;

export const newToken = (): string => randomBytes(32).toString('base64url');
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
