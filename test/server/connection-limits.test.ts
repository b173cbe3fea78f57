/**
 * The server's bounds against clients that hold its connections (issue 15, item 4): connections per address and
 * in total, answered `503 server/too-many-connections` (HTTP and WebSocket upgrade alike); a request whose headers
 * or body trickle in is cut off (408) after its timeout; and no source map of the web client is served unless a
 * developer asks (`/app.js.map` carried the build machine's paths).
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { test } from 'node:test';
import WebSocket from 'ws';
import { REFUSED_GRACE_MS } from '../../src/server/connection-gate.js';
import { http, sleep, startTestServer, type TestServer } from './helpers.js';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** An HTTP request on a connection of its own from `from` (an address of the loopback range). */
function httpFrom(srv: TestServer, from: string, path: string): Promise<Answer> {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port: srv.port, path, localAddress: from, agent: false }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: parse(text) }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** A WebSocket from `from`: open, or the HTTP answer that refused its upgrade. */
function wsFrom(srv: TestServer, from: string): Promise<{ ws: WebSocket } | Answer> {
  return new Promise((ok, fail) => {
    const ws = new WebSocket(`ws://127.0.0.1:${srv.port}/ws`, { localAddress: from });
    ws.once('message', () => ok({ ws })); // the server's welcome
    ws.once('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: parse(text) }));
    });
    ws.once('error', (e) => (e.message.startsWith('Unexpected server response') ? undefined : fail(e)));
  });
}

const open = (r: { ws: WebSocket } | Answer): WebSocket => {
  assert.ok('ws' in r, `expected an open WebSocket, got ${JSON.stringify(r)}`);
  return r.ws;
};

function refused(r: { ws: WebSocket } | Answer, scope: 'address' | 'server'): void {
  assert.ok(!('ws' in r), 'refused, not opened');
  assert.equal(r.status, 503);
  assert.equal((r.body as { code: string }).code, 'server/too-many-connections');
  assert.deepEqual((r.body as { details: unknown }).details, { scope });
  assert.equal(r.headers['retry-after'], '10');
}

const closeAll = (xs: WebSocket[]): Promise<unknown> => Promise.all(xs.map((ws) => new Promise((ok) => (ws.readyState === ws.CLOSED ? ok(null) : (ws.once('close', ok), ws.close())))));

test('connections over the per-address cap are answered 503 server/too-many-connections, HTTP and WebSocket alike; other addresses are served', { timeout: 30_000 }, async () => {
  const s = await startTestServer({ limits: { maxConnectionsPerAddress: 3, maxConnections: 100 } });
  const socks: WebSocket[] = [];
  try {
    for (let i = 0; i < 3; i++) socks.push(open(await wsFrom(s, '127.0.0.1')));
    refused(await wsFrom(s, '127.0.0.1'), 'address');
    const h = await httpFrom(s, '127.0.0.1', '/api/info');
    refused(h, 'address');
    assert.equal(h.headers.connection, 'close');
    assert.equal((await httpFrom(s, '127.0.0.2', '/api/info')).status, 200, 'another address is served');

    // A connection over the cap that sends no request is closed soon, not held open.
    const t0 = Date.now();
    const idle: Socket = connect({ host: '127.0.0.1', port: s.port, localAddress: '127.0.0.1' });
    await new Promise((ok) => idle.once('close', ok));
    const took = Date.now() - t0;
    assert.ok(took >= REFUSED_GRACE_MS - 100 && took < REFUSED_GRACE_MS + 1500, `closed after ${took} ms`);

    // A slot freed is a slot for the next connection.
    await closeAll(socks.splice(0, 1));
    await sleep(100);
    socks.push(open(await wsFrom(s, '127.0.0.1')));
  } finally {
    await closeAll(socks);
    await s.stop();
  }
});

test('connections over the total cap are answered 503 with scope server, whatever their address', { timeout: 30_000 }, async () => {
  const s = await startTestServer({ limits: { maxConnectionsPerAddress: 2, maxConnections: 4 } });
  const socks: WebSocket[] = [];
  try {
    for (const from of ['127.0.0.1', '127.0.0.1', '127.0.0.2', '127.0.0.3']) socks.push(open(await wsFrom(s, from)));
    refused(await wsFrom(s, '127.0.0.4'), 'server');
    refused(await httpFrom(s, '127.0.0.5', '/api/info'), 'server');
  } finally {
    await closeAll(socks);
    await s.stop();
  }
});

/** Sends `head`, then `trickle` one character every 100 ms; resolves with what came back and when the server closed. */
function trickle(srv: TestServer, head: string, drip: string): Promise<{ text: string; ms: number }> {
  return new Promise((ok) => {
    const t0 = Date.now();
    const sock = connect({ host: '127.0.0.1', port: srv.port });
    let text = '';
    sock.on('data', (d: Buffer) => (text += d.toString()));
    sock.on('error', () => undefined);
    sock.write(head);
    const timer = setInterval(() => sock.write(drip), 100);
    const give = setTimeout(() => sock.destroy(), 8000);
    sock.once('close', () => {
      clearInterval(timer);
      clearTimeout(give);
      ok({ text, ms: Date.now() - t0 });
    });
  });
}

test('a request whose body or headers trickle in is cut off with 408 after its timeout; a WebSocket outlives both timeouts', { timeout: 30_000 }, async () => {
  const s = await startTestServer({ limits: { requestTimeoutMs: 1000, headersTimeoutMs: 600 } });
  try {
    const ws = open(await wsFrom(s, '127.0.0.1'));
    const [body, headers] = await Promise.all([
      trickle(s, 'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"username":"', 'a'),
      trickle(s, 'GET /api/info HTTP/1.1\r\nHost: x\r\n', 'X-Slow: 1\r\n'),
    ]);
    for (const [what, r, limit] of [['body', body, 1000], ['headers', headers, 600]] as const) {
      assert.match(r.text, /^HTTP\/1\.1 408 /, `${what}: answered 408, got ${JSON.stringify(r.text.slice(0, 60))}`);
      assert.ok(r.ms >= limit && r.ms < limit + 1500, `${what}: cut off after ${r.ms} ms (timeout ${limit} ms)`);
    }
    await sleep(300);
    assert.equal(ws.readyState, ws.OPEN, 'an open WebSocket is not an HTTP request in progress');
    await closeAll([ws]);
  } finally {
    await s.stop();
  }
});

test('the web client is served without its source maps unless a developer asks (CROUPIER_SOURCE_MAPS)', { timeout: 60_000 }, async () => {
  const prod = await startTestServer({ web: true });
  try {
    assert.ok(prod.web.dist, `the web client was built: ${prod.web.reason ?? ''}`);
    assert.equal((await http(prod.url, 'GET', '/app.js')).status, 200);
    for (const path of ['/app.js.map', '/app.js.map?x=1', '/tables/app.js.map']) {
      const r = await http<{ code: string }>(prod.url, 'GET', path);
      assert.equal(r.status, 404, `${path}: ${JSON.stringify(r.body).slice(0, 80)}`);
      assert.equal(r.body.code, 'http/not-found');
    }
  } finally {
    await prod.stop();
  }
  const dev = await startTestServer({ web: true, sourceMaps: true });
  try {
    const r = await http<{ version: number }>(dev.url, 'GET', '/app.js.map');
    assert.equal(r.status, 200);
    assert.equal(r.body.version, 3);
  } finally {
    await dev.stop();
  }
});
