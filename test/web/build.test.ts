/**
 * The web client builds with esbuild into web/dist (one bundle, stylesheet and page), fast enough for the server
 * to build it at every start.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prepareWebClient } from '../../src/server/web-client.js';
import { buildWebClient } from '../../web/build.js';

test('croupier default: buildWebClient writes index.html, app.js and styles.css into web/dist', async () => {
  const dist = await buildWebClient();
  for (const f of ['index.html', 'app.js', 'styles.css']) assert.ok(existsSync(join(dist, f)), `${f} built`);
  const page = readFileSync(join(dist, 'index.html'), 'utf8');
  assert.match(page, /app\.js\?v=[0-9a-f]{12}/, 'the page names the bundle with its content hash');
  const js = readFileSync(join(dist, 'app.js'), 'utf8');
  assert.ok(!/from\s*["']zod["']/.test(js) && !js.includes('better-sqlite3'), 'no server module in the bundle');
});

test('croupier default: concurrent builds (several servers starting) all succeed', async () => {
  const dists = await Promise.all([buildWebClient(), buildWebClient(), buildWebClient()]);
  assert.equal(new Set(dists).size, 1);
});

test('croupier default: the server builds the client it serves, from the sources and from a compiled copy (the tests run on one)', async () => {
  const web = await prepareWebClient();
  assert.ok(web.dist, `the server would serve the "not built" page instead: ${web.reason}`);
  assert.ok(existsSync(join(web.dist, 'index.html')));
});
