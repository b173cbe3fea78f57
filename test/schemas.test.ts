/**
 * Issue 2 §6: the JSON Schema of every game's profiles is published in docs/schemas/ and kept current;
 * every shipped profile validates against it, and every parameter carries a citation.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { schemaDir, schemaFiles } from '../scripts/gen-schemas.js';
import { games } from '../src/registry.js';

test('croupier default: docs/schemas holds the current JSON Schema of every game (regenerate: npx tsx scripts/gen-schemas.ts)', () => {
  for (const [name, text] of Object.entries(schemaFiles())) {
    const path = join(schemaDir, name);
    assert.ok(existsSync(path), `${name} is missing`);
    assert.equal(readFileSync(path, 'utf8'), text, `${name} is out of date`);
  }
});

/** Every `{ value, … }` object must have a non-empty `cite`. */
function uncited(x: unknown, path: string, out: string[]): void {
  if (Array.isArray(x)) return x.forEach((v, i) => uncited(v, `${path}[${i}]`, out));
  if (x === null || typeof x !== 'object') return;
  const o = x as Record<string, unknown>;
  if ('value' in o && !(typeof o.cite === 'string' && o.cite.length > 0)) out.push(path);
  for (const [k, v] of Object.entries(o)) if (k !== 'value') uncited(v, `${path}.${k}`, out);
}

for (const g of games())
  test(`croupier default: every ${g.id} profile parameter cites its source and an edited copy is re-validated`, () => {
    for (const id of g.profiles.ids()) {
      const p = g.profiles.get(id);
      const missing: string[] = [];
      uncited(p, id, missing);
      assert.deepEqual(missing, []);
      assert.deepEqual(g.profiles.parse(JSON.parse(JSON.stringify(p))), p, 'a profile round-trips through JSON');
      assert.throws(() => g.profiles.parse({ ...(p as object), id: 'Not An Id!' }), /invalid-profile|id/);
    }
  });
