/**
 * WebSocket clients that stop reading (issue 15, item 4: 50 spectators that stopped reading took a server from
 * 279 MB to 1.5 GB). Their unsent bytes stay bounded (table and wallet frames are held, latest only, above
 * wsHoldBytes), replies are never dropped, a client that reads again gets the latest full view, other watchers are
 * unaffected, and a client past wsCloseBytes or held for wsStallMs is closed with 4008 (docs/protocol.md).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type WebSocket from 'ws';
import { CLOSE_TOO_SLOW } from '../../src/server/ws/backpressure.js';
import { Client, http, login, sleep, startTestServer, type Frame, type TestServer } from './helpers.js';

const HOLD = 16 * 1024;
const CLOSE = 256 * 1024;
/** More than the kernel takes of a socket whose peer does not read (about 4 MB on loopback here), twice over. */
const PUSH_BYTES = 8 * 1024 * 1024;

let s: TestServer;
before(async () => {
  s = await startTestServer({ rateLimit: 1_000_000, limits: { wsHoldBytes: HOLD, wsCloseBytes: CLOSE, wsStallMs: 3_600_000 } });
});
after(async () => s.stop());

const tick = (): Promise<void> => new Promise((ok) => setImmediate(ok));
const socketOf = (ws: WebSocket): { localPort?: number; remotePort?: number } => (ws as unknown as { _socket: { localPort?: number; remotePort?: number } })._socket;

/** The server's side of a client's WebSocket (the same TCP connection, by port). */
function serverSide(srv: TestServer, c: Client): WebSocket {
  const port = socketOf(c.ws).localPort;
  for (const ws of srv.app.websocketServer.clients) if (socketOf(ws).remotePort === port) return ws;
  throw new Error(`no server socket for port ${port}`);
}

async function freshTable(srv: TestServer): Promise<string> {
  const r = await http<{ id: string }>(srv.url, 'POST', '/api/tables', { game: 'high-card', profile: 'test' }, await login(srv.url, 'dealer'));
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.id;
}

async function joined(srv: TestServer, table: string, token?: string): Promise<Client> {
  const c = await Client.connect(srv.url, token);
  assert.equal((await c.request({ type: 'join', table })).type, 'ok');
  await c.until((f) => f.type === 'table');
  return c;
}

const tableFrames = (c: Client, table: string, from = 0): Frame[] => c.frames.slice(from).filter((f) => f.type === 'table' && (f.table as { id: string }).id === table);

/**
 * Marks `table` changed `frames` times, one frame pass each (every watcher gets one frame per pass unless held);
 * returns the most bytes the server's side of `watch` had unsent meanwhile.
 */
async function churn(srv: TestServer, table: string, frames: number, watch: WebSocket): Promise<number> {
  const rt = srv.ctx.host.get(table);
  assert.ok(rt);
  let most = 0;
  for (let i = 0; i < frames; i++) {
    srv.hub.onTableChanged(rt);
    await tick();
    most = Math.max(most, watch.bufferedAmount);
  }
  return most;
}

const closed = (c: Client): Promise<{ code: number; reason: string }> => new Promise((ok) => c.ws.once('close', (code, reason) => ok({ code, reason: reason.toString() })));

test('a spectator that stops reading: its unsent bytes stay within the hold bound, other watchers get every frame, and reading again it gets the latest full view', { timeout: 60_000 }, async () => {
  const t = await freshTable(s);
  const slow = await joined(s, t);
  const fast = await joined(s, t);
  const size = (fast.raw.at(-1) as string).length;
  const frames = Math.ceil(PUSH_BYTES / size);
  const side = serverSide(s, slow);
  slow.ws.pause();
  const slowMark = slow.frames.length;
  const fastMark = fast.frames.length;

  const most = await churn(s, t, frames, side);
  assert.ok(most <= HOLD + 2 * size, `the server's unsent bytes for the client that does not read: at most ${HOLD + 2 * size}, were ${most} after ${frames} frames of ${size} bytes`);
  assert.equal(side.readyState, side.OPEN, 'held, not closed: only unheld frames count towards the close bound');
  const lastSeq = (fast.lastTable(t)?.seq as number) - tableFrames(fast, t, fastMark).length + frames;
  await fast.until((f) => f.type === 'table' && f.seq === lastSeq, fastMark, 10_000);
  assert.equal(tableFrames(fast, t, fastMark).length, frames, 'the watcher that reads got one frame per change');

  // A real change while the slow client is not reading, then it reads again.
  const alice = await joined(s, t, await login(s.url, 'alice'));
  assert.equal((await alice.request({ type: 'sit', table: t, box: 1 })).type, 'ok');
  const latest = await fast.until((f) => f.type === 'table' && (f.table as { seats: { holder: string | null }[] }).seats[0]?.holder === 'alice', fastMark, 5000);
  slow.ws.resume();
  const got = await slow.until((f) => f.type === 'table' && (f.table as { seats: { holder: string | null }[] }).seats[0]?.holder === 'alice', slowMark, 10_000);
  const view = (f: Frame): unknown => ({ table: f.table, as: f.as, you: f.you, round: f.round, last: f.last });
  assert.deepEqual(view(got), view(latest), 'the latest full view, as the reading watcher has it');
  const seen = tableFrames(slow, t, slowMark);
  assert.ok(seen.length < frames / 2, `table frames were skipped for the slow client: it got ${seen.length} of ${frames}`);
  const seqs = seen.map((f) => f.seq as number);
  assert.deepEqual(seqs, [...seqs].sort((a, b) => a - b), 'frames still arrive in order');
  await Promise.all([slow.close(), fast.close(), alice.close()]);
});

test('a player that stops reading still gets every reply and the latest balance, never more than the bounds unsent', { timeout: 60_000 }, async () => {
  const t = await freshTable(s);
  const alice = await joined(s, t, await login(s.url, 'alice'));
  const side = serverSide(s, alice);
  const size = (alice.raw.at(-1) as string).length;
  alice.ws.pause();
  const mark = alice.frames.length;
  let most = await churn(s, t, Math.ceil(PUSH_BYTES / size), side);
  const cashier = await login(s.url, 'cashier');
  for (let i = 0; i < 3; i++) {
    const r = await http(s.url, 'POST', '/api/cashier/wallets/alice', { op: 'credit', amount: 100 + i, key: `slow-credit-${i}` }, cashier);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    most = Math.max(most, side.bufferedAmount);
  }
  const balance = (await s.ctx.accounts.balance('alice')) as number;
  alice.sendRaw(JSON.stringify({ type: 'ping', id: 'while-paused' }));
  most = Math.max(most, await churn(s, t, 50, side));
  assert.ok(most <= HOLD + 2 * size, `unsent bytes at most ${HOLD + 2 * size}, were ${most}`);
  alice.ws.resume();
  await alice.until((f) => f.type === 'pong' && f.id === 'while-paused', mark, 10_000);
  await alice.until((f) => f.type === 'wallet' && f.balance === balance, mark, 10_000);
  await sleep(100);
  const wallets = alice.frames.slice(mark).filter((f) => f.type === 'wallet');
  assert.equal(wallets.at(-1)?.balance, balance, 'the last wallet frame carries the latest balance');
  await alice.close();
});

test('a client that sends requests and reads none of the replies is closed past the close bound: 4008, too slow', { timeout: 60_000 }, async () => {
  const c = await Client.connect(s.url);
  const side = serverSide(s, c);
  const done = closed(c);
  c.ws.pause();
  const ping = JSON.stringify({ type: 'ping', id: 'p'.repeat(60) });
  let sent = 0;
  let most = 0;
  // About 110 bytes a pong: 12 MB of replies at most, then the test gives up.
  while (side.readyState === side.OPEN && sent < 110_000) {
    for (let i = 0; i < 500; i++) c.sendRaw(ping);
    sent += 500;
    await sleep(1);
    most = Math.max(most, side.bufferedAmount);
  }
  assert.notEqual(side.readyState, side.OPEN, `closed once past ${CLOSE} unsent bytes (sent ${sent} pings, ${most} bytes unsent at most)`);
  c.ws.resume();
  const { code, reason } = await done;
  assert.equal(code, CLOSE_TOO_SLOW);
  assert.match(reason, /^too slow/);
});

test('a client whose frames stay held for wsStallMs is closed: 4008, too slow', { timeout: 60_000 }, async () => {
  const srv = await startTestServer({ limits: { wsHoldBytes: HOLD, wsCloseBytes: CLOSE, wsStallMs: 300 } });
  try {
    const t = await freshTable(srv);
    const c = await joined(srv, t);
    const size = (c.raw.at(-1) as string).length;
    const side = serverSide(srv, c);
    const done = closed(c);
    c.ws.pause();
    await churn(srv, t, Math.ceil(PUSH_BYTES / size), side);
    const t0 = Date.now();
    while (side.readyState === side.OPEN && Date.now() - t0 < 3000) await sleep(50);
    assert.notEqual(side.readyState, side.OPEN, 'closed after its frames stayed held for 300 ms');
    c.ws.resume();
    const { code, reason } = await done;
    assert.equal(code, CLOSE_TOO_SLOW);
    assert.match(reason, /^too slow: frames unread/);
  } finally {
    await srv.stop();
  }
});
