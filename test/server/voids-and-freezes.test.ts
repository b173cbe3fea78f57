/**
 * Voids, standing bets and frozen tables, on a craps table run in-process (the table runtime, the SQL store and the
 * ledger, without sockets), with a seeded RNG so the dice repeat. Issue 15, items 1, 5 and 6:
 * - a voided coup returns its own stakes and leaves standing only the bets that stood before it (a bet placed in the
 *   voided coup used to stay in the carry after its chips were refunded, and every throw deciding it was refused),
 *   and its result names each bet it returned (issue 17: it used to say only "void");
 * - a ledger refusal of a throw (a table short of the chips its bets need) freezes the table instead of letting the
 *   shooter throw again; a dealer's void lifts the freeze;
 * - a coup that cannot be rebuilt after a restart keeps the bets that stood before it (they used to vanish while
 *   their chips stayed on the table account);
 * - the ledger audit compares every table account with what its state says is on it.
 * The craps rules cited: 000 §06 V (pass line: the Win bet stands on its point), 000 §06 VI (place bets).
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { AnyGame } from '../../src/core/contract.js';
import { craps } from '../../src/games/craps/index.js';
import { seededRng } from '../../src/rng/seeded-rng.js';
import { createServer, type RunningServer } from '../../src/server/app.js';
import { auditTableAccounts } from '../../src/server/audit/table-accounts.js';
import { tableShape } from '../../src/server/tables/table-shape.js';
import type { TableRuntime } from '../../src/table/table-runtime.js';
import { tempDir } from './helpers.js';

const TABLE = 'craps-void';
const game = craps as AnyGame;

async function start(db: string): Promise<RunningServer> {
  return createServer({ port: 0, host: '127.0.0.1', db, games: [game], demo: false, web: false, logger: false, timings: { bettingMs: 30, decisionMs: 600_000, graceMs: 600_000, outcomeMs: 0 }, rng: () => seededRng('voids-and-freezes') });
}

async function setUp(s: RunningServer): Promise<TableRuntime> {
  await s.ctx.accounts.create('alice', { hash: 'x' }, ['player']);
  await s.ctx.accounts.cashier('alice', 'credit', 1_000_000, 'open-alice');
  const profile = game.profiles.ids()[0] as string;
  const config = game.tableSchema.parse(game.defaultTable(game.profiles.get(profile)));
  await s.ctx.catalog.create({ id: TABLE, game: game.id, profile, name: TABLE, config, ...tableShape(config, game, game.profiles.get(profile)) });
  await s.ctx.host.tick();
  const rt = s.ctx.host.get(TABLE) as TableRuntime;
  rt.attach('alice');
  // A place at the rail (a box) makes alice a shooter; watching alone would not (issue 17: spectators hold no round).
  await rt.sit('alice', 1);
  await rt.idle();
  return rt;
}

let keys = 0;
const act = async (rt: TableRuntime, action: Record<string, unknown>): Promise<void> => {
  const r = rt.roundFor('player', 'alice');
  assert.ok(r, 'a round is in play');
  await rt.act({ username: 'alice', as: 'player', key: `k${++keys}`, round: r.id, version: r.version, action });
  await rt.idle();
};

/** Waits until the shooter (alice) is asked to throw: betting closed by the timer, the dealer's "no more bets". */
async function untilThrow(rt: TableRuntime): Promise<void> {
  for (let i = 0; i < 200; i++) {
    await rt.idle();
    if (rt.roundFor('player', 'alice')?.legal.some((l) => l.type === 'throw')) return;
    await new Promise((ok) => setTimeout(ok, 10));
  }
  assert.fail('the shooter was never asked to throw');
}

interface Carry {
  readonly point: number | null;
  readonly bets: readonly { bettor: string; kind: string; number: number | null; stake: number }[];
}
const carryOf = async (s: RunningServer): Promise<Carry> => JSON.parse((await s.ctx.db.one<{ carry: string }>('SELECT carry FROM game_tables WHERE id = ?', [TABLE]))?.carry ?? 'null') as Carry;
const balance = async (s: RunningServer, id: string): Promise<number> => Number((await s.ctx.db.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [id]))?.balance);

/** 000 §06 V: coups with a Win bet until a point is established (the Win bet then stands on it). */
async function establishPoint(s: RunningServer, rt: TableRuntime): Promise<Carry> {
  for (let i = 0; i < 40; i++) {
    const c = await carryOf(s);
    if (c?.point) return c;
    if (!c?.bets.some((b) => b.kind === 'win')) await act(rt, { type: 'bet', spot: 'win', amount: 1000 });
    await untilThrow(rt);
    await act(rt, { type: 'throw' });
  }
  assert.fail('no point in 40 throws');
}

test('000 §06 VI: a voided coup returns its own stakes and leaves standing only the bets that stood before it', async () => {
  const dir = tempDir();
  const s = await start(join(dir, 'void.db'));
  try {
    const rt = await setUp(s);
    const before = await establishPoint(s, rt);
    assert.deepEqual(before.bets.map((b) => b.kind), ['win']);
    const wallet = await balance(s, 'wallet:alice');
    await act(rt, { type: 'bet', spot: 'right-6', amount: 1200 });
    assert.equal(await balance(s, 'wallet:alice'), wallet - 1200);
    await rt.dealer({ kind: 'void-round', reason: 'a die broke' });
    await rt.idle();
    assert.equal(await balance(s, 'wallet:alice'), wallet, 'the coup’s own stake is returned');
    // Issue 17: the result names the bet it returned, not just "void".
    const last = rt.lastFor('player', 'alice');
    assert.deepEqual(last?.lines.map((l) => [l.bettor, l.bet, l.stake, l.returned, l.outcome]), [['alice', 'right-6', 1200, 1200, 'void']]);
    const after = await carryOf(s);
    assert.deepEqual(after.bets.map((b) => [b.kind, b.stake]), [['win', 1000]], 'only the bet that stood before the coup stands');
    assert.equal(after.point, before.point);
    assert.equal(await balance(s, `table:${TABLE}`), 1000, 'the table holds the standing Win bet, nothing else');
    assert.deepEqual((await auditTableAccounts(s.ctx.db, [game])).mismatched, []);
    // Play on: every throw is accepted until the Win bet is decided (never refused by the ledger).
    for (let i = 0; i < 60 && (await carryOf(s)).bets.length > 0; i++) {
      await untilThrow(rt);
      await act(rt, { type: 'throw' });
    }
    assert.equal((await carryOf(s)).bets.length, 0, 'the Win bet was decided');
    assert.equal(rt.frozen, null);
    assert.deepEqual((await auditTableAccounts(s.ctx.db, [game])).mismatched, []);
  } finally {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a ledger refusal of a throw freezes the table: the shooter cannot throw again until a dealer voids the coup', async () => {
  const dir = tempDir();
  const s = await start(join(dir, 'freeze.db'));
  try {
    const rt = await setUp(s);
    await establishPoint(s, rt);
    // The table account loses the chips of the standing Win bet (what the voided-coup defect did): the audit sees it.
    await s.ctx.db.run("UPDATE ledger_accounts SET balance = 0 WHERE id = ?", [`table:${TABLE}`]);
    await s.ctx.db.run("UPDATE ledger_accounts SET balance = balance + 1000 WHERE id = 'house'");
    const audit = await auditTableAccounts(s.ctx.db, [game]);
    assert.deepEqual(audit.mismatched.map((m) => [m.table, m.balance, m.expected]), [[TABLE, 0, 1000]]);
    let refused: unknown = null;
    for (let i = 0; i < 60 && refused === null; i++) {
      await untilThrow(rt);
      try {
        await act(rt, { type: 'throw' });
      } catch (e) {
        refused = e;
      }
    }
    assert.ok(refused, 'a throw deciding the Win bet is refused');
    assert.equal((refused as { code?: string }).code, 'table/frozen');
    assert.match(rt.frozen ?? '', /ledger refused throw/);
    assert.deepEqual(rt.roundFor('player', 'alice')?.legal, [], 'nothing is offered at a frozen table');
    const r = rt.roundFor('player', 'alice');
    await assert.rejects(rt.act({ username: 'alice', as: 'player', key: 'again', round: r?.id, version: r?.version ?? 0, action: { type: 'throw' } }), { code: 'table/frozen' });
    await rt.dealer({ kind: 'void-round', reason: 'the table was short' });
    await rt.idle();
    assert.equal(rt.frozen, null, 'the void lifts the freeze');
  } finally {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a coup that cannot be rebuilt after a restart is voided and keeps the bets that stood before it', async () => {
  const dir = tempDir();
  const db = join(dir, 'restart.db');
  const a = await start(db);
  let wallet = 0;
  let coup = 0;
  try {
    const rt = await setUp(a);
    await establishPoint(a, rt);
    wallet = await balance(a, 'wallet:alice');
    await act(rt, { type: 'bet', spot: 'right-8', amount: 1200 });
    const open = await a.ctx.db.one<{ id: number }>("SELECT id FROM rounds WHERE table_id = ? AND status = 'open'", [TABLE]);
    assert.ok(open);
    coup = open.id;
    // The coup's log no longer replays (a dealer cannot throw).
    await a.ctx.db.run(`UPDATE round_actions SET action = '{"type":"throw","by":{"kind":"dealer"}}' WHERE round_id = ?`, [open.id]);
  } finally {
    await a.close();
  }
  const b = await start(db);
  try {
    await b.ctx.host.tick();
    // (The next coup then goes on: alice, at the rail, is offered the dice for the standing point.)
    const row = await b.ctx.db.one<{ status: string; void_reason: string }>('SELECT status, void_reason FROM rounds WHERE id = ?', [coup]);
    assert.equal(row?.status, 'voided');
    assert.match(row?.void_reason ?? '', /could not be continued/);
    assert.equal(await balance(b, 'wallet:alice'), wallet, 'the coup’s own stake is returned');
    const c = await carryOf(b);
    assert.deepEqual(c.bets.map((x) => [x.kind, x.stake]), [['win', 1000]], 'the standing Win bet survives the restart');
    assert.ok(c.point, 'and so does its point');
    assert.equal(await balance(b, `table:${TABLE}`), 1000);
    assert.deepEqual((await auditTableAccounts(b.ctx.db, [game])).mismatched, []);
  } finally {
    await b.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
