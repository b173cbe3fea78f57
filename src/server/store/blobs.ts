/**
 * @module server/store/blobs
 * Values stored once under the SHA-256 of their JSON (`blobs` table): the rule profile and the shoes' card orders a
 * stored state or carry refers to (table/state-digest). Read back by hash, cached: a stored value never changes.
 */
import type { Db } from '../db/db.js';

const cache = new Map<string, string>();

/** The JSON stored under `hash`, or null. */
export async function loadBlob(db: Db, hash: string): Promise<string | null> {
  const hit = cache.get(hash);
  if (hit !== undefined) return hit;
  const r = await db.one<{ body: string }>('SELECT body FROM blobs WHERE hash = ?', [hash]);
  if (!r) return null;
  if (cache.size > 4096) cache.clear();
  cache.set(hash, r.body);
  return r.body;
}
