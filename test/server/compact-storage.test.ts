/**
 * How rounds are stored (issue 3, speed): a round's state is written with its rule profile as a reference to a
 * value stored once (table/state-digest, `blobs` table), and read back whole; the final-state hash commits to the
 * profile through the profile's own hash. And the lease fence: a write is refused once another process holds the
 * table, without every write renewing the lease.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import type { Db } from '../../src/server/db/db.js';
import { migrate } from '../../src/server/db/migrations.js';
import { ensureCoreAccounts } from '../../src/ledger/ledger-store.js';
import { CatalogStore } from '../../src/server/store/catalog-store.js';
import { RecallStore } from '../../src/server/store/recall-store.js';
import { SqlTableStore } from '../../src/server/store/table-store.js';
import { stackedShoe } from '../../src/shoe/shoe.js';
import { compactState, expandState, fullStateHash, stateHash } from '../../src/table/state-digest.js';
import { withTempDb } from './helpers.js';

/** A migrated store with one table, `t1`, whose lease this process ('me') holds for `leaseMs`. */
async function oneTable(db: Db, leaseMs: number): Promise<void> {
  await migrate(db);
  await db.tx((q) => ensureCoreAccounts(q));
  await new CatalogStore(db).create({ id: 't1', game: 'g', profile: 'p', name: 't1', config: {}, boxes: 1, maxBoxesPerPlayer: 1 });
  await db.run('INSERT INTO table_leases (table_id, owner, url, expires_at) VALUES (?, ?, NULL, ?)', ['t1', 'me', Date.now() + leaseMs]);
}

const sha = (s: string): string => createHash('sha256').update(s).digest('hex');
const profile = { id: 'p', rules: { decks: { value: 6, cite: '002 §3' } }, note: 'x'.repeat(2000) };

test('issue 3: a state is stored and hashed with its profile and its shoes’ card orders as references to their content', async () => {
  const shoe = stackedShoe(['Ah', 'Kd', '7c', '2s', 'Th'], { cutAt: 4 });
  const state = { v: 3, profile, table: { shoe }, boxes: [{ id: 1, cards: ['Ah'] }] };
  const c = compactState(state);
  const ph = sha(JSON.stringify(profile));
  const sh = sha(JSON.stringify(shoe.shuffled));
  const oh = sha(JSON.stringify(shoe.order));
  assert.deepEqual(new Set(c.blobs.map((b) => b.hash)), new Set([ph, sh, oh]));
  assert.equal(c.json, JSON.stringify({ v: 3, profile: { $blob: ph }, table: { shoe: { ...shoe, shuffled: { $blob: sh }, order: { $blob: oh } } }, boxes: [{ id: 1, cards: ['Ah'] }] }));
  // The state itself is untouched.
  assert.ok(Array.isArray(state.table.shoe.shuffled));
  // The hash commits to the whole state: the parts stored apart through their hashes.
  assert.equal(stateHash(state), sha(c.json));
  assert.notEqual(stateHash({ ...state, profile: { ...profile, note: 'y' } }), stateHash(state));
  assert.notEqual(stateHash({ ...state, table: { shoe: { ...shoe, order: ['Kd', 'Ah', '7c', '2s', 'Th'] } } }), stateHash(state));
  assert.equal(fullStateHash(state), sha(JSON.stringify(state)));
  // Read back whole.
  const byHash = new Map(c.blobs.map((b) => [b.hash, b.json]));
  const back = await expandState(JSON.parse(c.json), async (h) => byHash.get(h) ?? null);
  assert.deepEqual(back, state);
  await assert.rejects(expandState(JSON.parse(c.json), async () => null), /missing blob/);
  // A value without either is stored as it is.
  assert.deepEqual(compactState({ a: 1, b: [{ c: 2 }] }), { json: '{"a":1,"b":[{"c":2}]}', blobs: [] });
  assert.deepEqual(compactState(null), { json: 'null', blobs: [] });
});

test('issue 3: rounds refer to one stored profile and shoe, and an open round and a carry are read back whole', async () => {
  await withTempDb(async (db) => {
    await oneTable(db, 60_000);
    const store = new SqlTableStore(db, 'me', 60_000);
    const now = Date.now();
    const shoe = stackedShoe(['Ah', 'Kd', '7c', '2s', 'Th'], { cutAt: 4 });
    const first = await store.createRound({ tableId: 't1', no: 1, config: {}, carryIn: null, initial: { v: 0, profile, shoe, n: 1 }, events: [], version: 0, at: now });
    await store.voidRound({ tableId: 't1', roundId: first, at: now, reason: 'test', carry: { shoe } });
    assert.deepEqual((await new CatalogStore(db).get('t1'))?.carry, { shoe });
    await store.createRound({ tableId: 't1', no: 2, config: {}, carryIn: { shoe }, initial: { v: 0, profile, shoe, n: 2 }, events: [], version: 0, at: now });
    // The profile and the shoe's orders, once each (uncut, `order` is `shuffled`: one blob).
    const distinct = new Set([profile, shoe.shuffled, shoe.order].map((x) => sha(JSON.stringify(x)))).size;
    assert.equal((await db.one<{ n: number }>('SELECT count(*) AS n FROM blobs'))?.n, distinct);
    const rows = await db.all<{ initial: string; carry_in: string }>('SELECT initial, carry_in FROM round_starts');
    assert.ok(rows.every((r) => !r.initial.includes(profile.note) && !r.initial.includes('"Kd"') && !r.carry_in.includes('"Kd"')), 'neither the profile nor the orders are repeated in each round');
    const open = await store.loadOpenRound('t1');
    assert.deepEqual(open?.initial, { v: 0, profile, shoe, n: 2 });
    assert.deepEqual((await new RecallStore(db).round(open?.id as number))?.carryIn, { shoe });
  });
});

test('issue 3: once another process has taken the table over, a write is refused and changes nothing', async () => {
  const ttl = 300;
  await withTempDb(async (db) => {
    await oneTable(db, ttl);
    const store = new SqlTableStore(db, 'me', ttl);
    await store.setStatus('t1', 'closing');
    // The lease runs out (this process stalled) and another process claims it.
    await new Promise((ok) => setTimeout(ok, ttl + 50));
    await db.run("UPDATE table_leases SET owner = 'other', expires_at = ? WHERE table_id = 't1'", [Date.now() + 60_000]);
    await assert.rejects(store.setStatus('t1', 'closed'), (e: { code?: string }) => e.code === 'table/elsewhere');
    assert.equal((await db.one<{ status: string }>("SELECT status FROM game_tables WHERE id = 't1'"))?.status, 'closing');
  });
});
