/**
 * Sessions (issue 15, item 8): signing out or a session's expiry ends the WebSockets opened with it — on this
 * process at once, on the others at once through the pub/sub and at the latest at the next sweep; expired sessions
 * are purged; a signed-out token stops working on every process at once.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Client, freshPgDatabase, http, login, PG_SKIP, sleep, startTestServer } from './helpers.js';

/** Resolves with the close code and reason when the client's socket closes; rejects after `ms`. */
const closed = (c: Client, ms = 3000): Promise<{ code: number; reason: string }> =>
  new Promise((ok, fail) => {
    const t = setTimeout(() => fail(new Error(`the socket is still open after ${ms} ms`)), ms);
    c.ws.once('close', (code: number, reason: Buffer) => (clearTimeout(t), ok({ code, reason: reason.toString() })));
  });

test('signing out closes the WebSockets of that session at once (4001), and only those', async () => {
  const s = await startTestServer();
  try {
    const t1 = await login(s.url, 'alice');
    const t2 = await login(s.url, 'alice');
    const c1 = await Client.connect(s.url, t1);
    const c2 = await Client.connect(s.url, t2);
    await c1.request({ type: 'join', table: 'high-card-test' });
    // The sweep runs every 30 s: closed within a few seconds, it was the sign-out that closed it.
    const gone = closed(c1, 5000);
    assert.equal((await http(s.url, 'POST', '/api/logout', undefined, t1)).status, 200);
    assert.deepEqual(await gone, { code: 4001, reason: 'session ended' });
    assert.equal((await c2.request({ type: 'join', table: 'high-card-test' })).type, 'ok', 'the other session of the account goes on');
    await c2.close();
  } finally {
    await s.stop();
  }
});

test('a session that expires closes its WebSockets within a sweep, and expired sessions are purged', async () => {
  const s = await startTestServer({ accounts: { sessionMs: 3000, sweepMs: 100, purgeMs: 100 } });
  try {
    const c = await Client.connect(s.url, await login(s.url, 'bob'));
    assert.equal((await c.request({ type: 'join', table: 'high-card-test' })).type, 'ok');
    const { code } = await closed(c, 10_000);
    assert.equal(code, 4001);
    await sleep(300);
    assert.equal((await s.ctx.db.one<{ n: number }>('SELECT COUNT(*) AS n FROM sessions'))?.n, 0, 'purged');
  } finally {
    await s.stop();
  }
});

test('a session gone from the database (its sign-out message lost) closes its WebSockets at the next sweep', async () => {
  const s = await startTestServer({ accounts: { sweepMs: 100 } });
  try {
    const c = await Client.connect(s.url, await login(s.url, 'carol'));
    const gone = closed(c, 10_000);
    await s.ctx.db.run('DELETE FROM sessions');
    assert.equal((await gone).code, 4001);
  } finally {
    await s.stop();
  }
});

test('PostgreSQL: signing out on one process closes the session’s sockets on another and its token stops working there at once', { skip: PG_SKIP, timeout: 60_000 }, async () => {
  const pg = await freshPgDatabase('sessions');
  const a = await startTestServer({ db: pg.url });
  const b = await startTestServer({ db: pg.url, demo: false });
  try {
    const token = await login(a.url, 'alice');
    assert.equal((await http(b.url, 'GET', '/api/me', undefined, token)).status, 200, 'B knows the session (and caches it)');
    const c = await Client.connect(b.url, token);
    const gone = closed(c, 5000);
    assert.equal((await http(a.url, 'POST', '/api/logout', undefined, token)).status, 200);
    assert.equal((await gone).code, 4001);
    assert.equal((await http(b.url, 'GET', '/api/me', undefined, token)).status, 401, 'not 10 s later: at once');
  } finally {
    await b.stop();
    await a.stop();
    await pg.drop();
  }
});
