/**
 * @module table/state-digest
 * A round's state (and a table's carry) as stored and hashed. The large parts of a state stay the same round after
 * round: the rule profile (about two thirds of a blackjack state's JSON) and each shoe's card orders (`shuffled`
 * and `order`, the same until the shoe ends). So a state is written with those replaced by references to their
 * content, `{"$blob": SHA-256 of the value's JSON}`, each value stored once under that hash. The final-state hash an
 * audit replay must reproduce is the SHA-256 of that compact JSON: it still commits to the whole state, the parts
 * stored apart through their own hashes. A value's JSON and hash are computed once per object (cached by identity:
 * the game hands the same profile and the same card arrays from state to state).
 *
 * What is stored apart: the top-level `profile` of a state, and the `shuffled` and `order` arrays of every shoe
 * found in it (src/shoe `isShoe`: a shoe is known by its shape, states being plain JSON). Nothing else changes.
 */
import { createHash } from 'node:crypto';
import { isShoe } from '../shoe/shoe.js';

const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

/** A value stored once under the SHA-256 of its JSON. */
export interface Blob {
  readonly hash: string;
  readonly json: string;
}

const blobs = new WeakMap<object, Blob>();

/** The value's JSON and its hash, computed once per object. */
export function blobOf(value: object): Blob {
  let b = blobs.get(value);
  if (!b) {
    const json = JSON.stringify(value);
    b = { hash: sha256(json), json };
    blobs.set(value, b);
  }
  return b;
}

/** `{"$blob": hash}`: what stands in a stored state for a value stored apart. */
export const isBlobRef = (x: unknown): x is { $blob: string } => typeof x === 'object' && x !== null && !Array.isArray(x) && typeof (x as { $blob?: unknown }).$blob === 'string' && Object.keys(x).length === 1;

const SHOE_PARTS = ['shuffled', 'order'] as const;
const MAX_DEPTH = 12;

/** `x` with the parts stored apart replaced by references (the same object when it holds none); blobs into `out`. */
function compact(x: unknown, depth: number, out: Map<string, Blob>): unknown {
  if (depth > MAX_DEPTH || x === null || typeof x !== 'object') return x;
  if (Array.isArray(x)) {
    // A card list holds strings only: nothing to find inside.
    if (x.length === 0 || typeof x[0] !== 'object') return x;
    let copy: unknown[] | null = null;
    for (let i = 0; i < x.length; i++) {
      const c = compact(x[i], depth + 1, out);
      if (c !== x[i]) (copy ??= [...x])[i] = c;
    }
    return copy ?? x;
  }
  const o = x as Record<string, unknown>;
  if (isShoe(o)) {
    const copy: Record<string, unknown> = { ...o };
    for (const k of SHOE_PARTS) {
      const b = blobOf(o[k] as object);
      out.set(b.hash, b);
      copy[k] = { $blob: b.hash };
    }
    return copy;
  }
  let copy: Record<string, unknown> | null = null;
  for (const k in o) {
    const v = o[k];
    let c: unknown;
    if (depth === 0 && k === 'profile' && typeof v === 'object' && v !== null && !Array.isArray(v) && !isBlobRef(v)) {
      const b = blobOf(v);
      out.set(b.hash, b);
      c = { $blob: b.hash };
    } else c = compact(v, depth + 1, out);
    if (c !== v) (copy ??= { ...o })[k] = c;
  }
  return copy ?? o;
}

const compacted = new WeakMap<object, { json: string; blobs: Blob[] }>();

/**
 * The value's JSON with the parts stored apart as references, and those parts (each to be stored under its hash).
 * Computed once per object, like `blobOf`: a round's carry is stored at its end and again as the next round's carry
 * in, the same object.
 */
export function compactState(state: unknown): { json: string; blobs: Blob[] } {
  const key = typeof state === 'object' && state !== null ? state : null;
  const hit = key ? compacted.get(key) : undefined;
  if (hit) return hit;
  const out = new Map<string, Blob>();
  const c = { json: JSON.stringify(compact(state ?? null, 0, out)), blobs: [...out.values()] };
  if (key) compacted.set(key, c);
  return c;
}

/** SHA-256 of the compact JSON: what an audit replay must reproduce. */
export const stateHash = (state: unknown): string => sha256(compactState(state).json);

/** SHA-256 of the full JSON: how rounds recorded before parts were stored apart were hashed. */
export const fullStateHash = (state: unknown): string => sha256(JSON.stringify(state));

/** Puts the parts stored apart back into a value read from storage; `load` reads a stored value by its hash. */
export async function expandState(x: unknown, load: (hash: string) => Promise<string | null>, depth = 0): Promise<unknown> {
  if (depth > MAX_DEPTH + 1 || x === null || typeof x !== 'object') return x;
  if (isBlobRef(x)) {
    const json = await load(x.$blob);
    if (json === null) throw new Error(`stored state refers to a missing blob ${x.$blob}`);
    return JSON.parse(json) as unknown;
  }
  if (Array.isArray(x)) {
    if (x.length === 0 || typeof x[0] !== 'object') return x;
    return Promise.all(x.map((y) => expandState(y, load, depth + 1)));
  }
  const o: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(x)) o[k] = await expandState(v, load, depth + 1);
  return o;
}
