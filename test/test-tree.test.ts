/**
 * The compiled copy of the project the test runner runs the tests in (scripts/test-tree.mjs, issue 16): built from
 * a small project of its own here, in folders of this test.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildTestTree, removeTestTree } from '../scripts/test-tree.mjs';

/** A project with sources importing each other by `.js`, data beside them, a generated folder, and a tsconfig. */
function project(): { root: string; parent: string; cache: string; write: (path: string, text: string) => void; done: () => void } {
  const base = mkdtempSync(join(tmpdir(), 'croupier-tree-test-'));
  const root = join(base, 'project');
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('tsconfig.json', JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'NodeNext', verbatimModuleSyntax: true } }));
  write('package.json', JSON.stringify({ type: 'module' }));
  write('src/odds.ts', "export interface Odds { readonly pays: number }\nexport const evens: Odds = { pays: 1 };\n");
  write('src/table.ts', [
    "import type { Odds } from './odds.js';",
    "import { evens } from './odds.js';",
    "import { readFileSync } from 'node:fs';",
    "const limits = JSON.parse(readFileSync(new URL('./limits/table.json', import.meta.url), 'utf8')) as { max: number };",
    'export const payout = (stake: number, odds: Odds = evens): number => Math.min(stake * odds.pays, limits.max);',
    'export function refuse(): never {',
    "  throw new Error('refused');",
    '}',
    '',
  ].join('\n'));
  write('src/limits/table.json', '{ "max": 500 }');
  write('web/dist/app.js', 'a build output');
  write('docs/notes.md', 'notes');
  const parent = join(base, 'trees');
  mkdirSync(parent);
  return { root, parent, cache: join(base, 'cache'), write, done: () => rmSync(base, { recursive: true, force: true }) };
}

test('issue 16: the tests run on compiled JavaScript beside links to the sources, data and docs; generated folders are left out', async () => {
  const p = project();
  try {
    const tree = await buildTestTree(p.root, { parent: p.parent, cache: p.cache });
    assert.deepEqual([tree.sources, tree.compiled], [2, 2]);
    const table = (await import(pathToFileURL(join(tree.dir, 'src/table.js')).href)) as { payout: (stake: number) => number };
    assert.equal(table.payout(100), 100, 'the compiled module imports its neighbour and finds its data by import.meta.url');
    assert.equal(table.payout(900), 500);
    assert.equal(readlinkSync(join(tree.dir, 'src/table.ts')), join(p.root, 'src/table.ts'), 'a test that reads or spawns the .ts gets the source');
    assert.equal(readlinkSync(join(tree.dir, 'src/limits')), join(p.root, 'src/limits'), 'a folder without TypeScript is one link');
    assert.equal(readlinkSync(join(tree.dir, 'docs')), join(p.root, 'docs'));
    assert.ok(lstatSync(join(tree.dir, 'web')).isDirectory() && !existsSync(join(tree.dir, 'web/dist')), 'web/dist is rebuilt in the copy, not shared');
    removeTestTree(tree.dir);
    assert.deepEqual(readdirSync(p.parent), []);
    assert.equal(readFileSync(join(p.root, 'src/limits/table.json'), 'utf8'), '{ "max": 500 }', 'removing the copy leaves the sources');
  } finally {
    p.done();
  }
});

test('issue 16: a second build compiles only the sources that changed; the others come from the cache', async () => {
  const p = project();
  try {
    const first = await buildTestTree(p.root, { parent: p.parent, cache: p.cache });
    removeTestTree(first.dir);
    const again = await buildTestTree(p.root, { parent: p.parent, cache: p.cache });
    assert.equal(again.compiled, 0);
    removeTestTree(again.dir);
    p.write('src/odds.ts', "export interface Odds { readonly pays: number }\nexport const evens: Odds = { pays: 2 };\n");
    const edited = await buildTestTree(p.root, { parent: p.parent, cache: p.cache });
    assert.equal(edited.compiled, 1);
    const table = (await import(pathToFileURL(join(edited.dir, 'src/table.js')).href)) as { payout: (stake: number) => number };
    assert.equal(table.payout(100), 200, 'the edit is what runs');
    removeTestTree(edited.dir);
  } finally {
    p.done();
  }
});

test('issue 16: a failure in compiled code points at the TypeScript source line', async () => {
  const p = project();
  try {
    const tree = await buildTestTree(p.root, { parent: p.parent, cache: p.cache });
    const url = pathToFileURL(join(tree.dir, 'src/table.js')).href;
    const r = spawnSync(process.execPath, ['--enable-source-maps', '--input-type=module', '-e', `(await import(${JSON.stringify(url)})).refuse();`], { encoding: 'utf8' });
    assert.match(r.stderr, new RegExp(`${join(p.root, 'src/table.ts').replaceAll('/', '\\/')}:7:`), r.stderr);
    removeTestTree(tree.dir);
  } finally {
    p.done();
  }
});

test('issue 16: a source that does not compile is named with its line, and no copy is left behind', async () => {
  const p = project();
  try {
    p.write('src/odds.ts', 'export const evens = {\n');
    await assert.rejects(buildTestTree(p.root, { parent: p.parent, cache: p.cache }), /odds\.ts:2:/);
    assert.deepEqual(readdirSync(p.parent), []);
  } finally {
    p.done();
  }
});
