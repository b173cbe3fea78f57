/**
 * @module table/state-digest
 * A round's state as stored and hashed. Every game's state carries its rule profile (about two thirds of a
 * blackjack state's JSON), the same object round after round; so a state is written with its top-level `profile`
 * replaced by a reference to the profile's content, `{"$blob": SHA-256 of the profile's JSON}`, and the profile is
 * stored once under that hash. The final-state hash an audit replay must reproduce is the SHA-256 of that compact
 * JSON: it still commits to the whole state, the profile through its own hash. A profile object's JSON and hash
 * are computed once (cached by identity).
 */
import { createHash } from 'node:crypto';

const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

/** A value stored once under the SHA-256 of its JSON. */
export interface Blob {
  readonly hash: string;
  readonly json: string;
}

const blobs = new WeakMap<object, Blob>();

/** The profile's JSON and its hash, computed once per profile object. */
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

const profileOf = (state: unknown): object | null => {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return null;
  const p = (state as { profile?: unknown }).profile;
  return typeof p === 'object' && p !== null && !Array.isArray(p) && !isBlobRef(p) ? p : null;
};

/** The state's JSON with its profile as a reference, and the profile stored apart (null when it has none). */
export function compactState(state: unknown): { json: string; profile: Blob | null } {
  const p = profileOf(state);
  if (!p) return { json: JSON.stringify(state ?? null), profile: null };
  const profile = blobOf(p);
  return { json: JSON.stringify({ ...(state as object), profile: { $blob: profile.hash } }), profile };
}

/** SHA-256 of the compact JSON: what an audit replay must reproduce. */
export const stateHash = (state: unknown): string => sha256(compactState(state).json);

/** SHA-256 of the full JSON: how rounds recorded before profiles were stored apart were hashed. */
export const fullStateHash = (state: unknown): string => sha256(JSON.stringify(state));

/** Puts the profile back into a state read from storage; `load` reads a stored value by its hash. */
export async function expandState(state: unknown, load: (hash: string) => Promise<string | null>): Promise<unknown> {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return state;
  const ref = (state as { profile?: unknown }).profile;
  if (!isBlobRef(ref)) return state;
  const json = await load(ref.$blob);
  if (json === null) throw new Error(`stored state refers to a missing blob ${ref.$blob}`);
  return { ...(state as object), profile: JSON.parse(json) as unknown };
}
