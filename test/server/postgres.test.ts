/**
 * The server on PostgreSQL (runs when CROUPIER_TEST_PG is set; fails when CROUPIER_REQUIRE_PG=1 and it is not):
 * the same schema and migrations; a round with its ledger; several server processes sharing one database, each
 * table owned by one process through its lease, a table of a killed process taken over with its round continued,
 * and wallet changes reaching the player's sockets on another process.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { auditLedger } from '../../src/ledger/ledger-store.js';
import { openDb } from '../../src/server/db/db.js';
import { migrate, MIGRATIONS } from '../../src/server/db/migrations.js';
import { exited, startChild } from './crash-scenario.js';
import { Client, freshPgDatabase, http, login, PG_SKIP, revealShoes, sleep, startTestServer, type Frame } from './helpers.js';

type Round = { id: number; version: number; awaiting: { player?: string }[] };
const roundOf = (f: Frame | undefined): Round => f?.round as Round;

test('PostgreSQL: migrations apply once, also from two processes at the same time', { skip: PG_SKIP }, async () => {
  const db = await freshPgDatabase('migrate');
  try {
    const [a, b] = await Promise.all([openDb(db.url), openDb(db.url)]);
    const [ra, rb] = await Promise.all([migrate(a), migrate(b)]);
    assert.deepEqual([...ra, ...rb].sort((x, y) => x - y), MIGRATIONS.map((m) => m.version));
    assert.deepEqual(await migrate(a), []);
    await a.close();
    await b.close();
  } finally {
    await db.drop();
  }
});

test('PostgreSQL: a round is played, settled and audited as on SQLite', { skip: PG_SKIP }, async () => {
  const db = await freshPgDatabase('round');
  const s = await startTestServer({ db: db.url, timings: { bettingMs: 100, decisionMs: 5000 } });
  try {
    const t = 'high-card-test';
    const c = await Client.connect(s.url, await login(s.url, 'alice'));
    await c.request({ type: 'join', table: t });
    await c.until((f) => f.type === 'table');
    await c.request({ type: 'sit', table: t, box: 1 });
    const r0 = roundOf(c.lastTable(t));
    const mark = c.frames.length;
    assert.equal((await c.request({ type: 'act', table: t, key: 'pg-alice-bet-1', round: r0.id, version: r0.version, action: { type: 'bet', box: 1, amount: 800 } })).type, 'ok');
    const dup = await c.request({ type: 'act', table: t, key: 'pg-alice-bet-1', round: r0.id, version: r0.version, action: { type: 'bet', box: 1, amount: 800 } });
    assert.equal(dup.duplicate, true);
    const over = await c.request({ type: 'act', table: t, key: 'pg-alice-bet-2', round: r0.id, version: r0.version, action: { type: 'bet', box: 1, amount: 800 } });
    assert.equal(over.type, 'error');
    await c.request({ type: 'ready', table: t });
    const r = roundOf(await c.until((f) => f.type === 'table' && (roundOf(f)?.awaiting ?? []).some((a) => a.player === 'alice'), mark));
    await c.request({ type: 'act', table: t, key: 'pg-alice-stay-1', round: r.id, version: r.version, action: { type: 'stay', box: 1 } });
    const done = await c.until((f) => f.type === 'table' && (f.last as { id: number } | null)?.id === r.id, mark);
    const net = (done.last as { lines: { net: number }[] }).lines[0]?.net as number;
    assert.equal(await s.ctx.accounts.balance('alice'), 100_000 + net);
    const audit = await auditLedger(s.ctx.db);
    assert.equal(audit.ok, true, JSON.stringify(audit));
    const au = await login(s.url, 'auditor');
    assert.equal((await http<{ code: string }>(s.url, 'POST', `/api/audit/rounds/${r.id}/verify`, undefined, au)).body.code, 'audit/shoe-not-revealed');
    await revealShoes(s.ctx.db, r.id);
    assert.equal((await http<{ ok: boolean }>(s.url, 'POST', `/api/audit/rounds/${r.id}/verify`, undefined, au)).body.ok, true);
    await c.close();
  } finally {
    await s.stop();
    await db.drop();
  }
});

test('PostgreSQL: several processes share one database; a killed process\'s table is taken over and its round continues', { skip: PG_SKIP, timeout: 120_000 }, async () => {
  const db = await freshPgDatabase('multi');
  const env = { CROUPIER_LEASE_MS: '1500', CROUPIER_DECISION_MS: '60000', CROUPIER_BETTING_MS: '100', CROUPIER_FIXTURE_ONLY: '1' };
  const a = await startChild(db.url, env);
  const b = await startChild(db.url, env);
  try {
    const admin = await login(b.url, 'admin');
    const created = await http<{ id: string; owner: string }>(b.url, 'POST', '/api/tables', { game: 'high-card', profile: 'test', id: 'on-b' }, admin);
    assert.equal(created.status, 200);
    const lobby = await http<{ tables: { id: string; owner: string; url: string | null }[] }>(a.url, 'GET', '/api/tables');
    const owners = new Map(lobby.body.tables.map((t) => [t.id, t.owner]));
    assert.notEqual(owners.get('on-b'), owners.get('high-card-test'), 'the new table belongs to process B, the demo tables to A');
    assert.ok(lobby.body.tables.find((t) => t.id === 'on-b')?.url?.startsWith('ws://'));
    // Joining on the wrong process says where the table is.
    const wrong = await Client.connect(a.url, await login(a.url, 'alice'));
    const e = await wrong.request({ type: 'join', table: 'on-b' });
    assert.equal(e.code, 'table/elsewhere');
    // alice plays on B; her socket on A hears about her wallet (pub/sub over LISTEN/NOTIFY).
    const c = await Client.connect(b.url, await login(b.url, 'alice'));
    await c.request({ type: 'join', table: 'on-b' });
    await c.until((f) => f.type === 'table');
    await c.request({ type: 'sit', table: 'on-b', box: 1 });
    const r0 = roundOf(c.lastTable('on-b'));
    const walletOnA = wrong.next((f) => f.type === 'wallet' && f.balance === 99_500, 5000);
    walletOnA.catch(() => undefined);
    const mark = c.frames.length;
    await c.request({ type: 'act', table: 'on-b', key: 'multi-alice-bet', round: r0.id, version: r0.version, action: { type: 'bet', box: 1, amount: 500 } });
    await walletOnA;
    await c.request({ type: 'ready', table: 'on-b' });
    const r = roundOf(await c.until((f) => f.type === 'table' && (roundOf(f)?.awaiting ?? []).some((x) => x.player === 'alice'), mark));
    await c.close();
    // Process B dies mid-round; A takes the table over (lease expiry / dead owner) and the round continues.
    b.proc.kill('SIGKILL');
    await exited(b.proc);
    let moved = false;
    for (let i = 0; i < 40 && !moved; i++) {
      await sleep(250);
      const l = await http<{ tables: { id: string; owner: string }[] }>(a.url, 'GET', '/api/tables');
      moved = l.body.tables.find((t) => t.id === 'on-b')?.owner === owners.get('high-card-test');
    }
    assert.ok(moved, 'process A took the table over');
    const c2 = await Client.connect(a.url, await login(a.url, 'alice'));
    await c2.request({ type: 'join', table: 'on-b' });
    const f = await c2.until((x) => x.type === 'table');
    assert.equal(roundOf(f).id, r.id);
    assert.equal(roundOf(f).version, r.version);
    await c2.request({ type: 'act', table: 'on-b', key: 'multi-alice-stay', round: r.id, version: r.version, action: { type: 'stay', box: 1 } });
    await c2.until((x) => x.type === 'table' && (x.last as { id: number } | null)?.id === r.id);
    await c2.close();
    await wrong.close();
    const d = await openDb(db.url);
    const audit = await auditLedger(d);
    await d.close();
    assert.equal(audit.ok, true, JSON.stringify(audit));
  } finally {
    a.proc.kill('SIGTERM');
    b.proc.kill('SIGKILL');
    await exited(a.proc);
    await db.drop();
  }
});
