// Finds every *.test.ts under src/ and test/ and runs them with node's test runner (through tsx).
// Usage: node scripts/run-tests.mjs [filter-substring ...]
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const roots = ['src', 'test'];
const filters = process.argv.slice(2);
const files = [];
const walk = (dir) => {
  let entries;
  try { entries = readdirSync(dir); } catch { return; }
  for (const name of entries) {
    if (name === 'node_modules') continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (name.endsWith('.test.ts') && (filters.length === 0 || filters.some((f) => p.includes(f)))) files.push(p);
  }
};
roots.forEach(walk);
files.sort();
if (files.length === 0) { console.error('no test files found'); process.exit(1); }
const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], { stdio: 'inherit' });
process.exit(r.status ?? 1);
