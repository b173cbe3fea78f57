/**
 * @module server/web-client
 * Serves the browser client. At start the server calls `buildWebClient()` from web/build.ts (the web client's own
 * build, fast enough to run every time) and serves its `dist/` folder, with `index.html` for every page path; if
 * the client cannot be built, a plain page says so and the API still works. Source maps (`*.map`: the client's
 * sources, with the paths of the machine that built it) are answered 404 unless a developer asks for them
 * (`sourceMaps`, `CROUPIER_SOURCE_MAPS=1`).
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = fileURLToPath(import.meta.url);
const ROOT = resolve(dirname(HERE), '..', '..');

/** Builds the client if it can (with its source maps when they will be served); returns its dist folder, or null with the reason. */
export async function prepareWebClient(sourceMaps = false): Promise<{ dist: string | null; reason?: string }> {
  // build.ts beside the sources (run by tsx), build.js in a compiled copy (the tests' tree, scripts/test-tree.mjs).
  const name = `web/build${extname(HERE)}`;
  const script = join(ROOT, name);
  if (!existsSync(script)) return { dist: null, reason: `${name} is missing` };
  try {
    const mod = (await import(pathToFileURL(script).href)) as { buildWebClient?: (o?: { sourceMaps?: boolean }) => Promise<string> };
    if (typeof mod.buildWebClient !== 'function') return { dist: null, reason: `${name} exports no buildWebClient()` };
    const dist = await mod.buildWebClient({ sourceMaps });
    return existsSync(join(dist, 'index.html')) ? { dist } : { dist: null, reason: 'the build wrote no index.html' };
  } catch (e) {
    return { dist: null, reason: (e as Error).message };
  }
}

const NOT_BUILT = (reason: string): string => `<!doctype html><html lang="en"><meta charset="utf-8"><title>Croupier</title>
<body style="font-family:sans-serif;max-width:40em;margin:3em auto"><h1>Croupier</h1>
<p>The web client is not built (${reason.replace(/[<>&]/g, '')}). The server is running: the API is at <a href="/api/tables">/api/tables</a>,
its description at <a href="/openapi.json">/openapi.json</a>, and the WebSocket at <code>/ws</code>.</p></body></html>`;

/** A request for a source map (any path ending in `.map`, query string aside). */
export const isSourceMap = (url: string): boolean => /\.map$/i.test(url.split('?')[0] ?? '');

const notFound = (method: string, url: string): { code: string; message: string } => ({ code: 'http/not-found', message: `no route ${method} ${url.split('?')[0]}` });

export async function serveWebClient(app: FastifyInstance, dist: string | null, reason = '', sourceMaps = false): Promise<void> {
  if (dist) {
    if (!sourceMaps)
      app.addHook('onRequest', async (req, reply) => {
        if (isSourceMap(req.url)) return reply.code(404).send(notFound(req.method, req.url));
        return undefined;
      });
    await app.register(fastifyStatic, { root: dist, prefix: '/', index: ['index.html'], wildcard: false });
    app.setNotFoundHandler((req, reply) => {
      if (req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith('/ws')) return reply.sendFile('index.html');
      return reply.code(404).send(notFound(req.method, req.url));
    });
  } else {
    app.get('/', (_req, reply) => reply.type('text/html').send(NOT_BUILT(reason)));
    app.setNotFoundHandler((req, reply) => reply.code(404).send(notFound(req.method, req.url)));
  }
}
