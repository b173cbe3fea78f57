/**
 * @module bench/run
 * `npm run bench` runs every benchmark; `npm run bench -- NAME` runs bench/NAME.ts only.
 * Each benchmark module exports `run(): Promise<void>` and prints its own figures.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('--')); // flags (e.g. --store) are the benchmark's own
const all = readdirSync(here).filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.endsWith('.test.ts')).map((f) => f.slice(0, -3)).sort();
const names = wanted.length ? wanted : all;
for (const name of names) {
  if (!all.includes(name)) { console.error(`unknown benchmark ${name}; have: ${all.join(', ')}`); process.exit(2); }
  console.log(`\n== bench ${name} ==`);
  const mod = (await import(join(here, `${name}.ts`))) as { run: () => Promise<void> };
  await mod.run();
}
