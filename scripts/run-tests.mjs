// Finds every *.test.ts under src/ and test/ and runs them with node's test runner, one process per file, in a
// compiled copy of the project (scripts/test-tree.mjs: esbuild compiles what changed since the last run, the rest
// comes from a cache), so no test process starts tsx and its module hooks; source maps point failures at the .ts.
// Two phases: the unit, scenario and property suites two files at a time; then, one at a time, the suites that
// start servers and browsers (test/browser, test/server/crash-*), whose timing must not compete with the rest.
// Usage: node scripts/run-tests.mjs [filter-substring ...]
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildTestTree, removeTestTree } from './test-tree.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const roots = ['src', 'test'];
const filters = process.argv.slice(2);
const files = [];
const walk = (dir) => {
  let entries;
  try { entries = readdirSync(join(root, dir)); } catch { return; }
  for (const name of entries) {
    if (name === 'node_modules') continue;
    const p = join(dir, name);
    if (statSync(join(root, p)).isDirectory()) walk(p);
    else if (name.endsWith('.test.ts') && (filters.length === 0 || filters.some((f) => p.includes(f)))) files.push(p);
  }
};
roots.forEach(walk);
files.sort();
if (files.length === 0) { console.error('no test files found'); process.exit(1); }
const heavy = (f) => f.includes(`test${'/'}browser`) || /test\/server\/crash-/.test(f);
const phases = [
  { files: files.filter((f) => !heavy(f)), concurrency: 2 },
  { files: files.filter(heavy), concurrency: 1 },
];

const started = performance.now();
let tree;
try {
  tree = await buildTestTree(root);
} catch (e) {
  console.error(`the TypeScript does not compile, so no test ran:\n${e instanceof Error ? e.message : e}`);
  process.exit(1);
}
let running = null;
process.on('exit', () => removeTestTree(tree.dir));
for (const [signal, status] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  process.on(signal, () => {
    running?.kill(signal);
    process.exit(status);
  });
}
console.log(`# ${tree.sources} TypeScript files ready for the tests (${tree.compiled} compiled, the others cached) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

/** Runs one phase, streaming its output and counting its closing `# pass N` / `# fail N` lines. */
const runPhase = (phase) =>
  new Promise((resolve) => {
    const compiled = phase.files.map((f) => f.replace(/\.ts$/, '.js'));
    const args = ['--enable-source-maps', '--test', `--test-concurrency=${phase.concurrency}`, ...compiled];
    const child = spawn(process.execPath, args, { cwd: tree.dir, stdio: ['ignore', 'pipe', 'inherit'] });
    running = child;
    const counts = { pass: 0, fail: 0, skipped: 0 };
    let tail = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const text = tail + chunk.toString('utf8');
      const lines = text.split('\n');
      tail = lines.pop() ?? '';
      for (const line of lines) {
        const m = /^# (pass|fail|skipped) (\d+)$/.exec(line);
        if (m) counts[m[1]] = Number(m[2]);
      }
    });
    child.on('close', (code) => resolve({ code: code ?? 1, counts }));
  });

let status = 0;
const total = { pass: 0, fail: 0, skipped: 0 };
for (const phase of phases) {
  if (phase.files.length === 0) continue;
  const { code, counts } = await runPhase(phase);
  if (code !== 0) status = code;
  for (const k of Object.keys(total)) total[k] += counts[k];
}
console.log(`\nall phases: ${total.pass} passed, ${total.fail} failed, ${total.skipped} skipped`);
console.log(`${total.pass} passed, ${total.fail} failed`);
process.exit(status);
