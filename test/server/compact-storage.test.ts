/**
 * How rounds are stored (issue 3, speed): a round's state is written with its rule profile as a reference to a
 * value stored once (table/state-digest, `blobs` table), and read back whole; the final-state hash commits to the
 * profile through the profile's own hash. And the lease fence: a write is refused once another process holds the
 * table, without every write renewing the lease.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { openDb } from '../../src/server/db/db.js';
import { migrate } from '../../src/server/db/migrations.js';
import { ensureCoreAccounts } from '../../src/ledger/ledger-store.js';
import { CatalogStore } from '../../src/server/store/catalog-store.js';
import { SqlTableStore } from '../../src/server/store/table-store.js';
import { compactState, expandState, fullStateHash, stateHash } from '../../src/table/state-digest.js';
import { tempDir } from './helpers.js';

const sha = (s: string): string => createHash('sha256').update(s).digest('hex');
const profile = { id: 'p', rules: { decks: { value: 6, cite: '002 §3' } }, note: 'x'.repeat(2000) };

test('issue 3: a state is stored and hashed with its profile as a reference to the profile’s content', async () => {
  const state = { v: 3, profile, shoe: ['Ah', 'Kd'], boxes: [{ id: 1 }] };
  const c = compactState(state);
  assert.equal(c.profile?.hash, sha(JSON.stringify(profile)));
  assert.equal(c.json, JSON.stringify({ v: 3, profile: { $blob: c.profile?.hash }, shoe: ['Ah', 'Kd'], boxes: [{ id: 1 }] }));
  // The hash commits to the whole state: the profile through its hash.
  assert.equal(stateHash(state), sha(c.json));
  assert.notEqual(stateHash({ ...state, profile: { ...profile, note: 'y' } }), stateHash(state));
  assert.equal(fullStateHash(state), sha(JSON.stringify(state)));
  // Read back whole.
  const back = await expandState(JSON.parse(c.json), async (h) => (h === c.profile?.hash ? c.profile.json : null));
  assert.deepEqual(back, state);
  await assert.rejects(expandState(JSON.parse(c.json), async () => null), /missing blob/);
  // A state without a profile is stored as it is.
  assert.deepEqual(compactState({ a: 1 }), { json: '{"a":1}', profile: null });
});

test('issue 3: rounds refer to one stored profile, and an open round is read back whole', async () => {
  const dir = tempDir();
  const db = await openDb(join(dir, 'c.db'));
  try {
    await migrate(db);
    await db.tx((q) => ensureCoreAccounts(q));
    await new CatalogStore(db).create({ id: 't1', game: 'g', profile: 'p', name: 't1', config: {}, boxes: 1, maxBoxesPerPlayer: 1 });
    await db.run('INSERT INTO table_leases (table_id, owner, url, expires_at) VALUES (?, ?, NULL, ?)', ['t1', 'me', Date.now() + 60_000]);
    const store = new SqlTableStore(db, 'me', 60_000);
    const now = Date.now();
    const first = await store.createRound({ tableId: 't1', no: 1, config: {}, carryIn: null, initial: { v: 0, profile, n: 1 }, events: [], version: 0, at: now });
    await db.run("UPDATE rounds SET status = 'voided' WHERE id = ?", [first]);
    await store.createRound({ tableId: 't1', no: 2, config: {}, carryIn: null, initial: { v: 0, profile, n: 2 }, events: [], version: 0, at: now });
    assert.equal((await db.one<{ n: number }>('SELECT count(*) AS n FROM blobs'))?.n, 1);
    const rows = await db.all<{ initial: string }>('SELECT initial FROM round_starts');
    assert.ok(rows.every((r) => !r.initial.includes(profile.note)), 'the profile is not repeated in each round');
    const open = await store.loadOpenRound('t1');
    assert.deepEqual(open?.initial, { v: 0, profile, n: 2 });
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('issue 3: once another process has taken the table over, a write is refused and changes nothing', async () => {
  const dir = tempDir();
  const db = await openDb(join(dir, 'f.db'));
  const ttl = 300;
  try {
    await migrate(db);
    await db.tx((q) => ensureCoreAccounts(q));
    await new CatalogStore(db).create({ id: 't1', game: 'g', profile: 'p', name: 't1', config: {}, boxes: 1, maxBoxesPerPlayer: 1 });
    await db.run('INSERT INTO table_leases (table_id, owner, url, expires_at) VALUES (?, ?, NULL, ?)', ['t1', 'me', Date.now() + ttl]);
    const store = new SqlTableStore(db, 'me', ttl);
    await store.setStatus('t1', 'closing');
    // The lease runs out (this process stalled) and another process claims it.
    await new Promise((ok) => setTimeout(ok, ttl + 50));
    await db.run("UPDATE table_leases SET owner = 'other', expires_at = ? WHERE table_id = 't1'", [Date.now() + 60_000]);
    await assert.rejects(store.setStatus('t1', 'closed'), (e: { code?: string }) => e.code === 'table/elsewhere');
    assert.equal((await db.one<{ status: string }>("SELECT status FROM game_tables WHERE id = 't1'"))?.status, 'closing');
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
