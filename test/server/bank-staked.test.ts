/**
 * Issue 16 (leftover): at chemin de fer and baccarat à deux tableaux the bank a player holds is put up — staked from
 * his wallet to the table — when he takes it (000 §08 V, §09 V; 001 §07 V, §08 V), not when betting closes. A banker
 * who spends his chips elsewhere after taking the bank (a cashier debit here) no longer leaves a close-bets step the
 * ledger refuses, which froze the table (`CriticalStateError`); the round settles, and the ledger and the table
 * account agree. A free bank answers every stake (000 §09 V.2): the stake its banker cannot cover is refused, typed,
 * and changes nothing. In-process server, real ledger (SQLite).
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { AnyGame, GameAction } from '../../src/core/contract.js';
import { auditLedger } from '../../src/ledger/ledger-store.js';
import { games as registered } from '../../src/registry.js';
import { seededRng } from '../../src/rng/seeded-rng.js';
import { createServer } from '../../src/server/app.js';
import { auditTableAccounts } from '../../src/server/audit/table-accounts.js';
import { tableShape } from '../../src/server/tables/table-shape.js';
import type { TableRuntime } from '../../src/table/table-runtime.js';
import { tempDir } from './helpers.js';

const USERS = ['alice', 'bob', 'carol', 'dave'];
const OPENING = 100_000;

type Server = Awaited<ReturnType<typeof createServer>>;

async function setUp(name: string): Promise<{ s: Server; dir: string }> {
  const dir = tempDir();
  // Long timers: every step below is taken by hand (the rules' default for each decision: `Game.timeoutAction`).
  const s = await createServer({ port: 0, host: '127.0.0.1', db: join(dir, `${name}.db`), games: registered() as AnyGame[], demo: false, web: false, logger: false, timings: { bettingMs: 600_000, decisionMs: 600_000, graceMs: 600_000 }, rng: () => seededRng(name) });
  for (const u of USERS) {
    await s.ctx.accounts.create(u, { hash: 'x' }, ['player']);
    await s.ctx.accounts.cashier(u, 'credit', OPENING, `open-${u}`);
  }
  return { s, dir };
}

async function openTable(s: Server, id: string, gameId: string, profile: string, config: Record<string, unknown>, boxes: number[]): Promise<{ rt: TableRuntime; game: AnyGame }> {
  const game = registered().find((g) => g.id === gameId) as AnyGame;
  const cfg = game.tableSchema.parse({ ...(game.defaultTable(game.profiles.get(profile)) as object), ...config });
  await s.ctx.catalog.create({ id, game: gameId, profile, name: id, config: cfg, ...tableShape(cfg, game, game.profiles.get(profile)) });
  await s.ctx.host.tick();
  const rt = s.ctx.host.get(id) as TableRuntime;
  for (const [i, u] of USERS.entries()) {
    rt.attach(u);
    await rt.sit(u, boxes[i] as number);
  }
  await rt.idle();
  return { rt, game };
}

let keys = 0;
/** Sends `action` as `who` (a player's username, or the dealer) against the round in play. */
async function act(rt: TableRuntime, who: string, action: Record<string, unknown>): Promise<void> {
  const as = who === 'dealer' ? 'dealer' : 'player';
  const r = rt.roundFor(as, who === 'dealer' ? null : who);
  assert.ok(r, 'a round is in play');
  await rt.act({ username: who, as, key: `bank-staked-${++keys}`, round: r.id, version: r.version, action });
  await rt.idle();
}

/** Plays the round in play to its end, each decision by the rules' default (`Game.timeoutAction`). */
async function finishRound(rt: TableRuntime, game: AnyGame): Promise<void> {
  const id = rt.current?.id;
  for (let i = 0; i < 40 && rt.current?.id === id; i++) {
    const a = game.timeoutAction?.(rt.current?.state) as GameAction | null;
    assert.ok(a, 'the game says the next step');
    const { by, ...rest } = a;
    await act(rt, by.kind === 'player' ? by.player : 'dealer', rest);
  }
  assert.notEqual(rt.current?.id, id, 'the round ended');
}

async function wallet(s: Server, u: string): Promise<number> {
  return Number((await s.ctx.db.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [`wallet:${u}`]))?.balance);
}

async function assertBooksClean(s: Server): Promise<void> {
  const audit = await auditLedger(s.ctx.db);
  assert.equal(audit.total, 0);
  assert.deepEqual(audit.negative, []);
  assert.deepEqual(audit.unbalanced, []);
  assert.deepEqual(audit.drift, []);
  const tables = await auditTableAccounts(s.ctx.db, registered() as AnyGame[]);
  assert.deepEqual(tables.mismatched, [], 'each table account holds the bank standing in its carry and the open round’s stakes');
}

test('000 §08 V: the chemin de fer bank is staked when it is taken; a banker who empties his wallet before "no more bets" leaves no frozen table: the coup settles, the ledger audit is clean', async () => {
  const { s, dir } = await setUp('cdf-bank-staked');
  try {
    const { rt, game } = await openTable(s, 'cdf-bank', 'chemin-de-fer', 'eus', {}, [1, 2, 3, 4]);
    // At a table that opens with nobody seated yet the hand goes to the players standing, then to auction: alice bids
    // for it (her bid is staked as she makes it) and wins it.
    await act(rt, 'dealer', { type: 'close-offer' });
    await act(rt, 'alice', { type: 'bid', amount: 20_000 });
    await act(rt, 'dealer', { type: 'close-auction' });
    // She spends every chip she has left elsewhere (a cashier debit) before betting closes.
    const spent = await wallet(s, 'alice');
    await s.ctx.accounts.cashier('alice', 'debit', spent, 'alice-spends-it-all');
    await act(rt, 'bob', { type: 'punto', amount: 5_000 });
    await act(rt, 'carol', { type: 'punto', amount: 5_000 });
    await act(rt, 'dealer', { type: 'close-bets' });
    assert.equal(rt.frozen, null, 'no table freezes at "no more bets"');
    await finishRound(rt, game);
    assert.equal(rt.frozen, null);
    const round = await s.ctx.db.one<{ status: string }>("SELECT status FROM rounds WHERE table_id = 'cdf-bank' ORDER BY id LIMIT 1");
    assert.equal(round?.status, 'settled');
    assert.equal(spent, OPENING - 20_000, 'the bank had left her wallet with her bid');
    await assertBooksClean(s);
  } finally {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

const FREE = { mode: 'free', bankMin: 10_000, minStake: 1_000, maxStake: 100_000, unit: 100 };

test('000 §09 V.1: the deux tableaux bank is staked when the inspector names the banker; a banker who empties his wallet before "no more bets" leaves no frozen table: the coup settles, the ledger audit is clean', async () => {
  const { s, dir } = await setUp('dt-bank-staked');
  try {
    const { rt, game } = await openTable(s, 'dt-bank', 'baccarat-deux-tableaux', 'eus', FREE, [1, 2, 7, 8]);
    await act(rt, 'dealer', { type: 'award-bank', player: 'alice', amount: 20_000 });
    const spent = await wallet(s, 'alice');
    await s.ctx.accounts.cashier('alice', 'debit', spent, 'alice-spends-it-all');
    await act(rt, 'bob', { type: 'stake', tableau: 1, amount: 10_000 });
    await act(rt, 'carol', { type: 'stake', tableau: 2, amount: 10_000 });
    await act(rt, 'dealer', { type: 'close-bets' });
    assert.equal(rt.frozen, null, 'no table freezes at "no more bets"');
    await finishRound(rt, game);
    assert.equal(rt.frozen, null);
    const round = await s.ctx.db.one<{ status: string }>("SELECT status FROM rounds WHERE table_id = 'dt-bank' ORDER BY id LIMIT 1");
    assert.equal(round?.status, 'settled');
    assert.equal(spent, OPENING - 20_000, 'the bank had left her wallet when she was named');
    await assertBooksClean(s);
  } finally {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('000 §09 V.2: a free bank answers every stake: the stake above the bank that its emptied wallet cannot cover is refused (typed, nothing changes), as is naming a banker for more than he holds — no freeze', async () => {
  const { s, dir } = await setUp('dt-bank-cover');
  try {
    const { rt, game } = await openTable(s, 'dt-cover', 'baccarat-deux-tableaux', 'eus', FREE, [1, 2, 7, 8]);
    const v0 = rt.roundFor('dealer', null)?.version;
    await assert.rejects(act(rt, 'dealer', { type: 'award-bank', player: 'alice', amount: OPENING + 100 }), (e: Error & { code?: string }) => e.code === 'ledger/insufficient-funds');
    assert.equal(rt.roundFor('dealer', null)?.version, v0, 'the refused award changed nothing');
    await act(rt, 'dealer', { type: 'award-bank', player: 'alice', amount: 20_000 });
    await s.ctx.accounts.cashier('alice', 'debit', await wallet(s, 'alice'), 'alice-spends-it-all');
    await act(rt, 'bob', { type: 'stake', tableau: 1, amount: 10_000 });
    await act(rt, 'carol', { type: 'stake', tableau: 2, amount: 10_000 });
    // The stakes now equal the bank: one more needs alice to put up the excess beside it, which she cannot.
    const v1 = rt.roundFor('dealer', null)?.version;
    await assert.rejects(act(rt, 'dave', { type: 'stake', tableau: 2, amount: 5_000 }), (e: Error & { code?: string }) => e.code === 'ledger/insufficient-funds');
    assert.equal(rt.roundFor('dealer', null)?.version, v1, 'the refused stake changed nothing');
    assert.equal(await wallet(s, 'dave'), OPENING, 'dave’s refused stake left his wallet alone');
    assert.equal(rt.frozen, null);
    await act(rt, 'dealer', { type: 'close-bets' });
    await finishRound(rt, game);
    assert.equal(rt.frozen, null);
    await assertBooksClean(s);
  } finally {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
