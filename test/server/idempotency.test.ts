/**
 * An idempotency key answers "duplicate" only for the request it was first used for (issue 15, item 11): reused
 * for another request — cashier operations, dealer commands, table actions (while the table remembers the key, and
 * after a restart) — it is refused with `idempotency/key-reused` and nothing happens.
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { test } from 'node:test';
import { Client, http, login, startTestServer, tempDir, type Frame } from './helpers.js';

type Body = { code?: string; duplicate?: boolean; balance?: number; tx?: number };

test('cashier: a key reused for another wallet, operation or amount is refused and moves nothing; the same request is a duplicate', async () => {
  const s = await startTestServer();
  try {
    const c = await login(s.url, 'cashier');
    const first = await http<Body>(s.url, 'POST', '/api/cashier/wallets/alice', { op: 'credit', amount: 1_000, key: 'reuse-credit-01' }, c);
    assert.equal(first.status, 200);
    for (const [user, body] of [
      ['alice', { op: 'credit', amount: 9_000, key: 'reuse-credit-01' }],
      ['alice', { op: 'debit', amount: 1_000, key: 'reuse-credit-01' }],
      ['bob', { op: 'credit', amount: 1_000, key: 'reuse-credit-01' }],
      ['alice', { op: 'credit', amount: 1_000, key: 'reuse-credit-01', memo: 'another memo' }],
    ] as const) {
      const r = await http<Body>(s.url, 'POST', `/api/cashier/wallets/${user}`, body, c);
      assert.equal(r.status, 409, JSON.stringify(body));
      assert.equal(r.body.code, 'idempotency/key-reused');
    }
    assert.equal(await s.ctx.accounts.balance('alice'), 101_000);
    assert.equal(await s.ctx.accounts.balance('bob'), 100_000);
    const again = await http<Body>(s.url, 'POST', '/api/cashier/wallets/alice', { op: 'credit', amount: 1_000, key: 'reuse-credit-01' }, c);
    assert.deepEqual([again.status, again.body.duplicate, again.body.tx], [200, true, first.body.tx]);
  } finally {
    await s.stop();
  }
});

test('dealer commands: a key reused for another command or at another table is refused; the same command is a duplicate', async () => {
  const s = await startTestServer();
  try {
    const d = await login(s.url, 'dealer');
    const cmd = (table: string, command: unknown) => http<Body & { result?: unknown }>(s.url, 'POST', `/api/tables/${table}/command`, { key: 'reuse-command-1', command }, d);
    const first = await cmd('high-card-big', { kind: 'configure', config: { min: 100, max: 5_000, boxes: 5 } });
    assert.equal(first.status, 200);
    for (const [table, command] of [
      ['high-card-big', { kind: 'close' }],
      ['high-card-big', { kind: 'configure', config: { min: 100, max: 9_000, boxes: 5 } }],
      ['high-card-test', { kind: 'configure', config: { min: 100, max: 5_000, boxes: 5 } }],
    ] as const) {
      const r = await cmd(table, command);
      assert.equal(r.status, 409, `${table} ${JSON.stringify(command)}`);
      assert.equal(r.body.code, 'idempotency/key-reused');
    }
    assert.equal(s.ctx.host.get('high-card-big')?.table.status, 'open', 'the close was not run');
    const again = await cmd('high-card-big', { config: { boxes: 5, max: 5_000, min: 100 }, kind: 'configure' });
    assert.deepEqual([again.status, again.body.duplicate], [200, true], 'the same command, whatever the order of its fields');
  } finally {
    await s.stop();
  }
});

const roundOf = (f: Frame | undefined): { id: number; version: number } => f?.round as { id: number; version: number };

test('table actions: a key reused for another action is refused, while the table remembers it and after a restart', async () => {
  const dir = tempDir();
  try {
    const a = await startTestServer({ dir, timings: { bettingMs: 60_000 } });
    let c: Client;
    let r: { id: number; version: number };
    let balance: number | null;
    const act = (cl: Client, table: string, action: Record<string, unknown>, round?: number) => cl.request({ type: 'act', table, key: 'reuse-action-01', ...(round !== undefined ? { round } : {}), version: r.version, action });
    try {
      c = await Client.connect(a.url, await login(a.url, 'alice'));
      await c.request({ type: 'join', table: 'high-card-big' });
      await c.request({ type: 'sit', table: 'high-card-big', box: 2 });
      r = roundOf(c.lastTable('high-card-big') ?? (await c.next((f) => f.type === 'table')));
      assert.equal((await act(c, 'high-card-big', { type: 'bet', box: 2, amount: 300 }, r.id)).type, 'ok');
      balance = await a.ctx.accounts.balance('alice');
      for (const [action, round] of [
        [{ type: 'bet', box: 2, amount: 5_000 }, r.id],
        [{ type: 'withdraw', box: 2 }, r.id],
        [{ type: 'bet', box: 2, amount: 300 }, r.id + 1],
      ] as const) {
        const e = await act(c, 'high-card-big', action, round);
        assert.equal(e.type, 'error', JSON.stringify(action));
        assert.equal(e.code, 'idempotency/key-reused');
      }
      assert.equal((await act(c, 'high-card-big', { type: 'bet', box: 2, amount: 300 })).duplicate, true);
      assert.equal(await a.ctx.accounts.balance('alice'), balance, 'nothing moved');
      await c.close();
    } finally {
      await a.stop();
    }

    const b = await startTestServer({ dir, timings: { bettingMs: 60_000 } });
    try {
      c = await Client.connect(b.url, await login(b.url, 'alice'));
      await c.request({ type: 'join', table: 'high-card-big' });
      await c.request({ type: 'join', table: 'high-card-test' });
      await c.request({ type: 'sit', table: 'high-card-test', box: 2 });
      const other = await act(c, 'high-card-big', { type: 'bet', box: 2, amount: 5_000 });
      assert.equal(other.code, 'idempotency/key-reused', 'after the restart: compared with the recorded action');
      const again = await act(c, 'high-card-big', { type: 'bet', box: 2, amount: 5_000 });
      assert.equal(again.code, 'idempotency/key-reused', 'and again: a receipt found in storage is not taken as answered before it is compared');
      const elsewhere = await act(c, 'high-card-test', { type: 'bet', box: 2, amount: 300 });
      assert.equal(elsewhere.code, 'idempotency/key-reused', 'at another table');
      const same = await act(c, 'high-card-big', { type: 'bet', box: 2, amount: 300 });
      assert.deepEqual([same.type, same.duplicate], ['ok', true]);
      assert.equal(await b.ctx.accounts.balance('alice'), balance);
      await c.close();
    } finally {
      await b.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('dealer commands: the same key sent twice at once runs the command once (the table checks the key in its queue)', async () => {
  const s = await startTestServer();
  try {
    const d = await login(s.url, 'dealer');
    const a = await login(s.url, 'auditor');
    const cmd = (table: string, key: string) => http<Body & { result?: unknown }>(s.url, 'POST', `/api/tables/${table}/command`, { key, command: { kind: 'configure', config: { min: 100, max: 5_000, boxes: 5 } } }, d);
    // The same table: a double click. Before, both requests found no record and both ran.
    const twice = await Promise.all([cmd('high-card-big', 'at-once-0001'), cmd('high-card-big', 'at-once-0001')]);
    assert.deepEqual(twice.map((r) => r.status), [200, 200]);
    assert.deepEqual(twice.map((r) => r.body.duplicate).sort(), [false, true]);
    // Two tables under one key at once: one runs, the other is refused as another request.
    const two = await Promise.all([cmd('high-card-big', 'at-once-0002'), cmd('high-card-test', 'at-once-0002')]);
    assert.deepEqual(two.map((r) => r.status).sort(), [200, 409]);
    assert.equal(two.find((r) => r.status === 409)?.body.code, 'idempotency/key-reused');
    type Entry = { action: string; target: string; details: { key?: string; refused?: string } };
    const log = await http<{ entries: Entry[] }>(s.url, 'GET', '/api/audit/staff-log?limit=200&action=dealer-command', undefined, a);
    const run = (key: string) => log.body.entries.filter((e) => e.details.key === key && !e.details.refused);
    assert.equal(run('at-once-0001').length, 1, 'one run recorded for the double click');
    assert.equal(run('at-once-0002').length, 1, 'one run recorded for the two tables');
  } finally {
    await s.stop();
  }
});
