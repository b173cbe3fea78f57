/**
 * @module server/web-client
 * Serves the browser client. At start the server calls `buildWebClient()` from web/build.ts (the web client's own
 * build, fast enough to run every time) and serves its `dist/` folder, with `index.html` for every page path; if
 * the client cannot be built, a plain page says so and the API still works.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = fileURLToPath(import.meta.url);
const ROOT = resolve(dirname(HERE), '..', '..');

/** Builds the client if it can; returns its dist folder, or null with the reason. */
export async function prepareWebClient(): Promise<{ dist: string | null; reason?: string }> {
  // build.ts beside the sources (run by tsx), build.js in a compiled copy (the tests' tree, scripts/test-tree.mjs).
  const name = `web/build${extname(HERE)}`;
  const script = join(ROOT, name);
  if (!existsSync(script)) return { dist: null, reason: `${name} is missing` };
  try {
    const mod = (await import(pathToFileURL(script).href)) as { buildWebClient?: () => Promise<string> };
    if (typeof mod.buildWebClient !== 'function') return { dist: null, reason: `${name} exports no buildWebClient()` };
    const dist = await mod.buildWebClient();
    return existsSync(join(dist, 'index.html')) ? { dist } : { dist: null, reason: 'the build wrote no index.html' };
  } catch (e) {
    return { dist: null, reason: (e as Error).message };
  }
}

const NOT_BUILT = (reason: string): string => `<!doctype html><html lang="en"><meta charset="utf-8"><title>Croupier</title>
<body style="font-family:sans-serif;max-width:40em;margin:3em auto"><h1>Croupier</h1>
<p>The web client is not built (${reason.replace(/[<>&]/g, '')}). The server is running: the API is at <a href="/api/tables">/api/tables</a>,
its description at <a href="/openapi.json">/openapi.json</a>, and the WebSocket at <code>/ws</code>.</p></body></html>`;

export async function serveWebClient(app: FastifyInstance, dist: string | null, reason = ''): Promise<void> {
  if (dist) {
    await app.register(fastifyStatic, { root: dist, prefix: '/', index: ['index.html'], wildcard: false });
    app.setNotFoundHandler((req, reply) => {
      if (req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith('/ws')) return reply.sendFile('index.html');
      return reply.code(404).send({ code: 'http/not-found', message: `no route ${req.method} ${req.url.split('?')[0]}` });
    });
  } else {
    app.get('/', (_req, reply) => reply.type('text/html').send(NOT_BUILT(reason)));
    app.setNotFoundHandler((req, reply) => reply.code(404).send({ code: 'http/not-found', message: `no route ${req.method} ${req.url.split('?')[0]}` }));
  }
}
