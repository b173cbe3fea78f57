/**
 * @module scripts/test-tree
 * The compiled copy of the project that `run-tests.mjs` runs the tests in. Every test process used to start
 * with tsx, whose module hooks (a worker thread on Node 20) answer each resolve and load of the import graph
 * through a message; that start-up cost more than many test files' own tests. Here esbuild compiles the
 * TypeScript of `src/`, `test/`, `scripts/` and `web/` file by file (the transform tsx applies, with the project's
 * tsconfig) into a temporary folder that mirrors the project:
 *
 * - each `x.ts` becomes `x.js` beside a symbolic link `x.ts` to the original, so the `.js` imports of the source
 *   resolve to compiled files and a test that reads or spawns a `.ts` file (with tsx) gets the original;
 * - every other file, every folder without TypeScript (profiles, scenarios), and every other top-level entry
 *   (`docs/`, `bin/`, `bench/`, `node_modules`, `package.json`, …) is a symbolic link to the original;
 * - generated folders (`web/dist`) are left out, so what a test builds there lands in the copy.
 *
 * Paths found from `import.meta.url` therefore lead to the same files as in the project. Inline source maps name
 * the original `.ts` files: with `--enable-source-maps`, stack traces and test locations point at the sources.
 *
 * Compiled files are kept in a cache in the OS temporary folder (`croupier-tree-cache-<uid>`), under a hash of
 * the source's path and content, the compiler's version and options and the tsconfig; a run compiles only the
 * sources that changed since a run saw them and hard-links the rest, so a run of one test file does not pay for
 * compiling four hundred. Nothing prunes the cache (each edit adds one small file; the OS empties the folder).
 */
import { build, version as esbuildVersion } from 'esbuild';
import { createHash } from 'node:crypto';
import { copyFileSync, linkSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

/** The folders whose TypeScript the tests import. */
export const COMPILED_ROOTS = ['src', 'test', 'scripts', 'web'];
/** Entries never copied: version control, and outputs the tests regenerate (`web/dist`). */
const SKIPPED = new Set(['.git', 'dist']);
/** esbuild's options (tsx's transform, less its whitespace minifying: the maps stay simple). */
const OPTIONS = {
  format: 'esm',
  platform: 'node',
  target: `node${process.versions.node}`,
  sourcemap: 'inline',
  sourcesContent: false,
  logLevel: 'silent',
};

const isSource = (name) => name.endsWith('.ts') && !name.endsWith('.d.ts');

/** True if `dir` holds a TypeScript source at any depth. */
function holdsSource(dir) {
  return readdirSync(dir, { withFileTypes: true }).some((e) =>
    !SKIPPED.has(e.name) && (e.isDirectory() ? holdsSource(join(dir, e.name)) : isSource(e.name)));
}

/** A hard link from `from` to `to`, or a copy where links cannot be made. */
function linkOrCopy(from, to) {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/**
 * Compiles the project at `projectRoot` into a new folder in `parent` (the OS temporary folder by default). Returns
 * the folder, the number of sources and how many of them were compiled (the others came from the cache). Throws
 * esbuild's error (its messages name file and line) when a source does not compile, and then leaves no folder.
 */
export async function buildTestTree(projectRoot, { parent = tmpdir(), cache = join(tmpdir(), `croupier-tree-cache-${process.getuid?.() ?? 'user'}`) } = {}) {
  const root = resolve(projectRoot);
  const dir = mkdtempSync(join(parent, 'croupier-tree-'));
  try {
    const sources = [];
    const mirror = (rel) => {
      mkdirSync(join(dir, rel));
      for (const e of readdirSync(join(root, rel), { withFileTypes: true })) {
        if (SKIPPED.has(e.name)) continue;
        const path = join(rel, e.name);
        if (e.isDirectory() && holdsSource(join(root, path))) mirror(path);
        else symlinkSync(join(root, path), join(dir, path));
        if (e.isFile() && isSource(e.name)) sources.push(path);
      }
    };
    for (const e of readdirSync(root, { withFileTypes: true })) {
      if (SKIPPED.has(e.name)) continue;
      if (e.isDirectory() && COMPILED_ROOTS.includes(e.name)) mirror(e.name);
      else symlinkSync(join(root, e.name), join(dir, e.name));
    }

    mkdirSync(cache, { recursive: true });
    // The output also depends on where source and copy sit: the source map names the source by a relative path.
    const salt = JSON.stringify([esbuildVersion, OPTIONS, readFileSync(join(root, 'tsconfig.json'), 'utf8'), relative(join(parent, 'tree'), root)]);
    const missing = [];
    for (const rel of sources) {
      const out = join(dir, rel.replace(/\.ts$/, '.js'));
      const hash = createHash('sha256').update(salt).update('\0').update(rel).update('\0').update(readFileSync(join(root, rel)));
      const cached = join(cache, `${hash.digest('hex').slice(0, 40)}.js`);
      try {
        linkOrCopy(cached, out);
      } catch {
        missing.push({ rel, out, cached });
      }
    }
    if (missing.length > 0) {
      await build({ ...OPTIONS, entryPoints: missing.map((m) => join(root, m.rel)), outbase: root, outdir: dir });
      for (const m of missing) {
        const partial = `${m.cached}.${process.pid}.tmp`;
        linkOrCopy(m.out, partial);
        renameSync(partial, m.cached);
      }
    }
    return { dir, sources: sources.length, compiled: missing.length };
  } catch (e) {
    removeTestTree(dir);
    throw e;
  }
}

/** Deletes a tree made by `buildTestTree` (its links and files, never what the links point to). */
export function removeTestTree(dir) {
  rmSync(dir, { recursive: true, force: true });
}
