/**
 * @module rules/profile-set
 * A game's jurisdiction profiles: typed, validated, overridable. Profiles live as JSON files beside the game
 * (`src/games/<family>/profiles/<id>.json`), so adding a jurisdiction needs no code change; users load an edited
 * copy with `--profile-file`. A shipped profile is read and validated when it is first asked for, not when its game
 * is imported (importing the registry then costs no zod parsing), and a broken profile file is refused with a typed
 * error at its first `get`. The JSON Schema of each game's profiles is published by `croupier profile schema <game>`
 * and in `docs/schemas/`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z, type ZodType } from 'zod';
import type { ProfileSet } from '../core/contract.js';
import { ConfigError } from '../core/errors.js';

/** The interface lives in the engine contract (src/core imports nothing from src/rules); games import it here too. */
export type { ProfileSet };

/** Recursively merges plain objects; arrays and scalars in `over` replace those in `base`. */
export function deepMerge(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (isPlainObject(base) && isPlainObject(over)) {
    const out: Record<string, unknown> = { ...base };
    for (const [k, v] of Object.entries(over)) out[k] = deepMerge(base[k], v);
    return out;
  }
  return over;
}

const isPlainObject = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);

function formatIssues(err: z.ZodError): string {
  return err.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

/**
 * Builds a profile set from JSON files in `dir` (every `*.json`; the file name minus `.json` must equal its `id`).
 * Only the folder is listed here; each file is read, validated and kept on its first `get`.
 */
export function profileSetFromDir<P extends { id: string }>(schema: ZodType<P>, dir: string): ProfileSet<P> {
  const parse = (json: unknown, source = 'profile'): P => {
    const r = schema.safeParse(json);
    if (!r.success) throw new ConfigError('rules/invalid-profile', `${source}: ${formatIssues(r.error)}`, { source });
    return r.data;
  };
  const ids = readdirSync(dir).filter((n) => n.endsWith('.json')).sort().map((f) => f.slice(0, -'.json'.length));
  const loaded = new Map<string, P>();
  /** Reads, validates and keeps the profile in `<dir>/<id>.json`. */
  const load = (id: string): P => {
    const path = join(dir, `${id}.json`);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path, 'utf8'));
    } catch (e) {
      throw new ConfigError('rules/invalid-profile', `${path}: ${(e as Error).message}`, { source: path }, { cause: e });
    }
    const p = parse(json, path);
    if (p.id !== id) throw new ConfigError('rules/profile-id-mismatch', `${path}: id ${p.id} does not match the file name`);
    loaded.set(id, p);
    return p;
  };
  const get = (id: string): P => {
    const p = loaded.get(id);
    if (p) return p;
    if (!ids.includes(id)) throw new ConfigError('rules/unknown-profile', `no profile ${id}; have ${ids.join(', ')}`, { id });
    return load(id);
  };
  return {
    schema,
    ids: () => [...ids],
    get,
    parse,
    derive: (baseId, overrides) => parse(deepMerge(get(baseId), overrides), `${baseId}+overrides`),
    jsonSchema: () => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
  };
}

/** Profile metadata every game's profile starts with. */
export const profileHeader = {
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string(),
  /** Which seed(s) the profile transcribes: `000`, `001`, `002`, `003`, `004`, or `custom`. */
  seed: z.string(),
  jurisdiction: z.string(),
};
