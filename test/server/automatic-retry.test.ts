/**
 * Issue 15 item 5 (the runtime's half): a table is never left silently stuck. An automatic step (the deal, the
 * dealer's reveal) whose write fails for a reason that is not the game's — the database refused it or was lost — is
 * tried again with back-off; after the last attempt the table freezes with an alert, keeps the reason across a
 * restart, offers nothing, and a dealer's `resume` takes it on from where it stood. Checked on the fixture game with
 * the SQL store wrapped so its writes fail on demand.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seededRng } from '../../src/rng/seeded-rng.js';
import { openDb, type Db } from '../../src/server/db/db.js';
import { migrate } from '../../src/server/db/migrations.js';
import { ensureCoreAccounts } from '../../src/ledger/ledger-store.js';
import { AccountStore } from '../../src/server/store/account-store.js';
import { CatalogStore } from '../../src/server/store/catalog-store.js';
import { SqlTableStore } from '../../src/server/store/table-store.js';
import type { ActionCommit, TableRecord, TableStore } from '../../src/table/table-port.js';
import { systemClock } from '../../src/table/table-port.js';
import { TableRuntime } from '../../src/table/table-runtime.js';
import { highCard } from '../fixtures/high-card/index.js';

const TABLE = 'retry';

async function setUp(db: Db): Promise<TableRecord> {
  await migrate(db);
  await db.tx((q) => ensureCoreAccounts(q));
  const accounts = new AccountStore(db);
  await accounts.create('alice', { hash: 'x' }, ['player']);
  await accounts.cashier('alice', 'credit', 100_000, 'open-alice');
  const catalog = new CatalogStore(db);
  await catalog.create({ id: TABLE, game: highCard.id, profile: 'test', name: TABLE, config: { min: 100, max: 10_000, boxes: 5 }, boxes: 5, maxBoxesPerPlayer: 3 });
  await db.run("INSERT INTO table_leases (table_id, owner, url, expires_at) VALUES (?, 'test-owner', NULL, ?)", [TABLE, Date.now() + 3_600_000]);
  return (await catalog.get(TABLE)) as TableRecord;
}

/** The SQL store, whose automatic steps' writes fail while `failing` is above zero. */
function flaky(inner: SqlTableStore): TableStore & { failing: number; attempts: number } {
  const store = Object.create(inner) as TableStore & { failing: number; attempts: number };
  store.failing = 0;
  store.attempts = 0;
  store.appendAction = async (c: ActionCommit) => {
    if (c.actor.kind !== 'player') {
      store.attempts++;
      if (store.failing > 0) {
        store.failing--;
        throw new Error('SQLITE_IOERR: disk I/O error');
      }
    }
    return inner.appendAction(c);
  };
  return store;
}

const log = { errors: [] as string[], info: () => undefined, warn: () => undefined, error(_o: object, msg: string) { this.errors.push(msg); } };

async function run(store: TableStore, rec: TableRecord): Promise<TableRuntime> {
  return TableRuntime.start({ game: highCard, profile: highCard.profiles.get('test'), store, clock: systemClock, rng: seededRng('retry'), timings: { bettingMs: 20, decisionMs: 600_000, graceMs: 600_000, outcomeMs: 0, resumeMs: 20, retryMs: 5, retries: 3 }, log, onChange: () => undefined, onWallets: () => undefined }, rec);
}

const until = async (what: string, ok: () => boolean): Promise<void> => {
  for (let i = 0; i < 400 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  assert.ok(ok(), what);
};

test('a failing automatic step is tried again with back-off and the round goes on', async () => {
  const db = await openDb(':memory:');
  try {
    const rec = await setUp(db);
    const store = flaky(new SqlTableStore(db, 'test-owner', 3_600_000));
    const rt = await run(store, rec);
    store.failing = 2;
    await rt.sit('alice', 1);
    const r = rt.roundFor('player', 'alice');
    assert.ok(r);
    await rt.act({ username: 'alice', as: 'player', key: 'bet-1', round: r.id, version: r.version, action: { type: 'bet', box: 1, amount: 500 } });
    // The betting timer closes betting; the deal fails twice, then goes through, and alice is asked to decide.
    await until('alice is asked to decide after the deal was retried', () => (rt.roundFor('player', 'alice')?.awaiting ?? []).some((a) => a.kind === 'player'));
    assert.equal(store.failing, 0);
    assert.ok(store.attempts >= 3);
    assert.equal(rt.frozen, null);
    rt.dispose('test over');
  } finally {
    await db.close();
  }
});

test('an automatic step that keeps failing freezes the table with the reason, across a restart, until a dealer resumes it', async () => {
  const db = await openDb(':memory:');
  try {
    const rec = await setUp(db);
    const store = flaky(new SqlTableStore(db, 'test-owner', 3_600_000));
    const rt = await run(store, rec);
    store.failing = 100;
    await rt.sit('alice', 1);
    const r = rt.roundFor('player', 'alice');
    assert.ok(r);
    await rt.act({ username: 'alice', as: 'player', key: 'bet-2', round: r.id, version: r.version, action: { type: 'bet', box: 1, amount: 500 } });
    await until('the table freezes after its retries', () => rt.frozen !== null);
    assert.match(rt.frozen ?? '', /automatic steps failed 3 times: SQLITE_IOERR/);
    assert.ok(log.errors.some((m) => /table frozen/.test(m)), 'staff are alerted');
    assert.deepEqual(rt.roundFor('player', 'alice')?.legal, []);
    const row = await db.one<{ frozen: string | null }>('SELECT frozen FROM game_tables WHERE id = ?', [TABLE]);
    assert.equal(row?.frozen, rt.frozen, 'the freeze is stored');
    // A restart keeps the table frozen, with its round.
    rt.dispose('restart');
    const again = await run(store, (await new CatalogStore(db).get(TABLE)) as TableRecord);
    assert.equal(again.frozen, rt.frozen);
    assert.equal(again.current?.onTable, 500);
    // The database is back; the inspector resumes the table and the deal goes through.
    store.failing = 0;
    await again.dealer({ kind: 'resume' });
    await until('alice is asked to decide once the table is resumed', () => (again.roundFor('player', 'alice')?.awaiting ?? []).some((a) => a.kind === 'player'));
    assert.equal(again.frozen, null);
    again.dispose('test over');
  } finally {
    await db.close();
  }
});
