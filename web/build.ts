/**
 * @module web/build
 * Builds the browser client with esbuild's JS API into `web/dist/` (one bundle, one stylesheet, one page) and
 * returns that folder. The server calls it at start, so it stays fast (well under a second) and safe to run
 * from several processes at once: every output file is written to a temporary name and renamed into place,
 * so a concurrent reader never sees a half-written file.
 */
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_DIR = dirname(fileURLToPath(import.meta.url));

let seq = 0;

/** Writes `data` to `path` atomically (temporary file in the same folder, then rename). */
async function writeAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const tmp = `${path}.${process.pid}.${++seq}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, path);
}

let inflight: Promise<string> | null = null;

/**
 * Builds the client into `web/dist/` and returns the absolute path of that folder. Calls made while a build
 * runs in this process share it.
 */
export function buildWebClient(): Promise<string> {
  inflight ??= buildOnce().finally(() => { inflight = null; });
  return inflight;
}

async function buildOnce(): Promise<string> {
  const dist = join(WEB_DIR, 'dist');
  await mkdir(dist, { recursive: true });
  const result = await build({
    entryPoints: [join(WEB_DIR, 'src', 'main.ts')],
    bundle: true,
    format: 'esm',
    target: ['es2022'],
    platform: 'browser',
    minify: true,
    // Source maps only when a developer asks for them (CROUPIER_SOURCE_MAPS=1): they carry the build's paths.
    sourcemap: process.env.CROUPIER_SOURCE_MAPS === '1' ? 'linked' : false,
    outfile: join(dist, 'app.js'),
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
  });
  const css = await readFile(join(WEB_DIR, 'src', 'styles.css'), 'utf8');
  const hash = createHash('sha256');
  for (const f of result.outputFiles) hash.update(f.contents);
  hash.update(css);
  const version = hash.digest('hex').slice(0, 12);
  const page = (await readFile(join(WEB_DIR, 'index.html'), 'utf8')).replaceAll('{{version}}', version);
  for (const f of result.outputFiles) await writeAtomic(f.path, f.contents);
  await writeAtomic(join(dist, 'styles.css'), css);
  await writeAtomic(join(dist, 'index.html'), page);
  return dist;
}
