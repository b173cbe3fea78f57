/**
 * @module games/house-poker/math/stored-pass
 * The one reader of a stored board pass (casino-holdem-exact.json, ultimate-holdem-exact.json; written by their
 * benches with `--store`): when it was measured, and per profile its figures under the key of the settlement
 * parameters they were computed with. A profile is served only the figures stored under its own key.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A stored file: the run's cost, and per profile id its figures (`key`: the parameters they were computed with). */
export interface StoredPass<O extends { readonly key: string }> {
  readonly measured: { readonly cpuSeconds: number; readonly wallSeconds: number; readonly date: string };
  readonly profiles: Readonly<Record<string, O>>;
}

/** The reader of one stored file of this folder: the file (read once; null when none has been written), and the figures stored under a key. */
export function storedPass<O extends { readonly key: string }>(file: string): { read: () => StoredPass<O> | null; under: (key: string) => O | null } {
  const path = join(dirname(fileURLToPath(import.meta.url)), file);
  let stored: StoredPass<O> | null | undefined;
  const read = (): StoredPass<O> | null => {
    if (stored === undefined) stored = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as StoredPass<O>) : null;
    return stored;
  };
  const under = (key: string): O | null => {
    const s = read();
    return s ? (Object.values(s.profiles).find((o) => o.key === key) ?? null) : null;
  };
  return { read, under };
}
