// Finds every *.test.ts under src/ and test/ and runs them with node's test runner (through tsx).
// Two phases: the unit, scenario and property suites two files at a time; then, one at a time, the suites that
// start servers and browsers (test/browser, test/server/crash-*), whose timing must not compete with the rest.
// Usage: node scripts/run-tests.mjs [filter-substring ...]
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

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
const heavy = (f) => f.includes(`test${'/'}browser`) || /test\/server\/crash-/.test(f);
const phases = [
  { files: files.filter((f) => !heavy(f)), concurrency: 2 },
  { files: files.filter(heavy), concurrency: 1 },
];
/** Runs one phase, streaming its output and counting its closing `# pass N` / `# fail N` lines. */
const runPhase = (phase) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${phase.concurrency}`, ...phase.files], { stdio: ['ignore', 'pipe', 'inherit'] });
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
