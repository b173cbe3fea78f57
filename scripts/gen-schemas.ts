/**
 * @module scripts/gen-schemas
 * Writes the JSON Schema of every registered game's profiles to docs/schemas/<game>.profile.schema.json.
 * `npx tsx scripts/gen-schemas.ts`; test/schemas.test.ts fails when a file is out of date.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { games } from '../src/registry.js';

export const schemaDir = join(import.meta.dirname, '..', 'docs', 'schemas');
export const schemaFiles = (): Record<string, string> =>
  Object.fromEntries(games().map((g) => [`${g.id}.profile.schema.json`, `${JSON.stringify(g.profiles.jsonSchema(), null, 2)}\n`]));

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  mkdirSync(schemaDir, { recursive: true });
  for (const [name, text] of Object.entries(schemaFiles())) writeFileSync(join(schemaDir, name), text);
  console.log(`wrote ${Object.keys(schemaFiles()).length} schemas to ${schemaDir}`);
}
