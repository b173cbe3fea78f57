/**
 * Table money (issue 16 item 3, docs/money.md), on the fixture pot game (test/fixtures/pot-game): seat stacks bought
 * in from the wallet within the profile's range, topped up between hands, cashed out on leaving; a pot that moves
 * chips from the players who lost them to the player who won them without passing through the house; the house's cut
 * as its own ledger line to its revenue, naming its rule; a voided hand (a dealer's void, a restart that cannot
 * rebuild it) returning every chip to the stack it came from; tournament chips that move nothing in the ledger.
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { auditLedger } from '../../src/ledger/ledger-store.js';
import { seededRng } from '../../src/rng/seeded-rng.js';
import { createServer, type RunningServer } from '../../src/server/app.js';
import { auditTableAccounts } from '../../src/server/audit/table-accounts.js';
import type { TableRuntime } from '../../src/table/table-runtime.js';
import { potChipsGame, potGame } from '../fixtures/pot-game/index.js';
import { http, login, tempDir } from './helpers.js';

const T = 'pot-1';

async function start(db: string, games = [potGame], bettingMs = 60_000): Promise<RunningServer> {
  return createServer({ port: 0, host: '127.0.0.1', db, games, demo: false, web: false, logger: false, timings: { bettingMs, decisionMs: 60_000, graceMs: 600_000, outcomeMs: 0, resumeMs: 20 }, rng: () => seededRng('table-money') });
}

async function setUp(s: RunningServer, game = potGame): Promise<TableRuntime> {
  for (const u of ['alice', 'bob']) {
    if (await s.ctx.accounts.exists(u)) continue;
    await s.ctx.accounts.create(u, { hash: 'x' }, ['player']);
    await s.ctx.accounts.cashier(u, 'credit', 100_000, `open-${u}`);
  }
  await s.ctx.catalog.create({ id: T, game: game.id, profile: 'test', name: T, config: { boxes: 6, players: [] }, boxes: 6, maxBoxesPerPlayer: 1 });
  await s.ctx.host.tick();
  const rt = s.ctx.host.get(T) as TableRuntime;
  for (const [u, box] of [['alice', 1], ['bob', 2]] as const) {
    rt.attach(u);
    await rt.sit(u, box);
  }
  return rt;
}

const bal = async (s: RunningServer, id: string): Promise<number> => Number((await s.ctx.db.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [id]))?.balance ?? 0);
let k = 0;
const ante = async (rt: TableRuntime, u: string, box: number): Promise<void> => {
  const r = rt.roundFor('player', u);
  assert.ok(r);
  await rt.act({ username: u, as: 'player', key: `ante-${++k}`, round: r.id, version: r.version, action: { type: 'ante', box, amount: 100 } });
};

test('seat stacks: bought in from the wallet within the range, topped up only between hands, cashed out on leaving', async () => {
  const dir = tempDir();
  const s = await start(join(dir, 'stacks.db'));
  try {
    const rt = await setUp(s);
    await assert.rejects(rt.buyIn('alice', 500, 'b1'), { code: 'table/buy-in-under-minimum' });
    await assert.rejects(rt.buyIn('alice', 20_000, 'b2'), { code: 'table/buy-in-over-maximum' });
    const r = await rt.buyIn('alice', 5_000, 'b3');
    assert.deepEqual([r.stack, r.wallet], [5_000, 95_000]);
    assert.equal((await rt.buyIn('alice', 5_000, 'b3')).duplicate, true, 'the same key moves nothing twice');
    assert.equal(await bal(s, 'stack:pot-1:alice'), 5_000);
    await assert.rejects(rt.buyIn('alice', 6_000, 'b4'), { code: 'table/buy-in-over-maximum' });
    await rt.buyIn('bob', 2_000, 'b5');
    await ante(rt, 'alice', 1);
    await assert.rejects(rt.buyIn('alice', 1_000, 'b6'), { code: 'table/hand-in-progress' }, 'no top-up during a hand');
    assert.equal(await bal(s, 'wallet:alice'), 95_000, 'the ante came from the stack, not the wallet');
    assert.equal(await bal(s, 'stack:pot-1:alice'), 4_900);
    await assert.rejects(rt.buyIn('carol', 1_000, 'b7'), { code: 'table/not-seated' });
    // Bob leaves before anteing: his stack goes back to his wallet.
    await rt.stand('bob', 2);
    assert.deepEqual([await bal(s, 'stack:pot-1:bob'), await bal(s, 'wallet:bob')], [0, 100_000]);
    assert.equal(rt.stackBalances.bob, 0);
    // The audit lists the stacks holding chips, and their players still seated.
    const audit = await s.ctx.db.tx((q) => auditTableAccounts(q, [potGame]));
    // (Alice's lone ante went back to her stack: a hand needs two.)
    assert.deepEqual(audit.stacks, [{ table: T, player: 'alice', balance: 5_000, seated: true }]);
  } finally {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a pot moves chips between stacks, never through the house; the rake is its own ledger line to the house revenue, by rule', async () => {
  const dir = tempDir();
  const s = await start(join(dir, 'pot.db'), [potGame], 30);
  try {
    const rt = await setUp(s);
    await rt.buyIn('alice', 5_000, 'a');
    await rt.buyIn('bob', 5_000, 'b');
    const house = await bal(s, 'house');
    await ante(rt, 'alice', 1);
    await ante(rt, 'bob', 2);
    for (let i = 0; i < 200 && rt.last === null; i++) await new Promise((ok) => setTimeout(ok, 10));
    await rt.idle();
    const last = rt.last;
    assert.ok(last && last.outcome === 'settled', 'the hand was dealt and settled');
    const round = await s.ctx.db.one<{ settlement: string }>('SELECT settlement FROM rounds WHERE id = ?', [last.id]);
    const settlement = JSON.parse(round?.settlement ?? '{}') as { pots: { awards: { player: string; amount: number }[]; cuts: { rule: string; amount: number }[] }[]; houseNet: number };
    const [pot] = settlement.pots;
    assert.ok(pot);
    assert.deepEqual(pot.cuts.map((c) => [c.rule, c.amount]), [['rake', 10]], '5% of a pot of 200');
    assert.equal(settlement.houseNet, 10);
    const stacks = { alice: await bal(s, 'stack:pot-1:alice'), bob: await bal(s, 'stack:pot-1:bob') };
    const won = Object.fromEntries(pot.awards.map((a) => [a.player, a.amount]));
    assert.deepEqual(stacks, { alice: 4_900 + (won.alice ?? 0), bob: 4_900 + (won.bob ?? 0) });
    assert.equal(stacks.alice + stacks.bob, 10_000 - 10, 'the players lost only the rake between them');
    assert.equal(await bal(s, 'house'), house, 'no chip passed through the house');
    assert.equal(await bal(s, 'revenue'), 10);
    assert.deepEqual([await bal(s, 'wallet:alice'), await bal(s, 'wallet:bob')], [95_000, 95_000]);
    // The ledger lines of the hand: two antes from the stacks, the rake to the revenue, the pot to the winner's stack.
    const lines = await s.ctx.db.all<{ kind: string; account_id: string; amount: number; rule: string | null }>('SELECT t.kind, p.account_id, p.amount, t.rule FROM ledger_tx t JOIN ledger_postings p ON p.tx_id = t.id WHERE t.round_id = ? ORDER BY t.id, p.account_id', [last.id]);
    const expected = [
      'stake stack:pot-1:alice -100',
      'stake table:pot-1 100',
      'stake stack:pot-1:bob -100',
      'stake table:pot-1 100',
      'cut revenue 10 (rake croupier default)',
      'cut table:pot-1 -10 (rake croupier default)',
      ...pot.awards.map((x) => `pot stack:pot-1:${x.player} ${x.amount}`),
      'pot table:pot-1 -190',
    ];
    assert.deepEqual(lines.map((l) => `${l.kind} ${l.account_id} ${l.amount}${l.rule ? ` (${l.rule})` : ''}`).sort(), expected.sort());
    assert.ok(!lines.some((l) => l.account_id === 'house'), 'no line touches the house account');
    // The auditor's question: what did the house earn at this table, and from which rule.
    await s.ctx.accounts.create('aud', 'auditor-password-1', ['auditor']);
    const tok = await login(s.url, 'aud', 'auditor-password-1');
    const rev = await http<{ revenue: unknown[]; total: number }>(s.url, 'GET', `/api/audit/revenue?table=${T}`, undefined, tok);
    assert.deepEqual(rev.body, { revenue: [{ table: T, rule: 'rake croupier default', amount: 10, entries: 1 }], total: 10 });
    const audit = await s.ctx.db.tx(async (q) => ({ ledger: await auditLedger(q), tables: await auditTableAccounts(q, [potGame]) }));
    assert.equal(audit.ledger.ok, true);
    assert.deepEqual(audit.tables.mismatched, []);
    // The auditor's replay re-derives every ledger line of the hand, stacks and rake included.
    const v = await http<{ ok: boolean; checks: { name: string; ok: boolean }[] }>(s.url, 'POST', `/api/audit/rounds/${last.id}/verify`, undefined, tok);
    assert.equal(v.body.ok, true, JSON.stringify(v.body.checks));
  } finally {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a voided hand, and a hand that cannot be rebuilt after a restart, return every chip to the stack it came from', async () => {
  const dir = tempDir();
  const db = join(dir, 'void.db');
  const a = await start(db);
  try {
    const rt = await setUp(a);
    await rt.buyIn('alice', 5_000, 'a');
    await rt.buyIn('bob', 5_000, 'b');
    // Carol sits with a stack and has not anted: betting stays open, the hand is not dealt.
    await a.ctx.accounts.create('carol', { hash: 'x' }, ['player']);
    await a.ctx.accounts.cashier('carol', 'credit', 10_000, 'open-carol');
    rt.attach('carol');
    await rt.sit('carol', 3);
    await rt.buyIn('carol', 1_000, 'c');
    await ante(rt, 'alice', 1);
    await ante(rt, 'bob', 2);
    assert.equal(await bal(a, `table:${T}`), 200);
    await rt.dealer({ kind: 'void-round', reason: 'a card fell' });
    assert.deepEqual([await bal(a, 'stack:pot-1:alice'), await bal(a, 'stack:pot-1:bob'), await bal(a, 'wallet:alice'), await bal(a, `table:${T}`)], [5_000, 5_000, 95_000, 0]);
    await ante(rt, 'alice', 1);
    await ante(rt, 'bob', 2);
    const open = await a.ctx.db.one<{ id: number }>("SELECT id FROM rounds WHERE table_id = ? AND status = 'open'", [T]);
    assert.ok(open);
    await a.ctx.db.run(`UPDATE round_actions SET action = '{"type":"deal","by":{"kind":"player","player":"alice"}}' WHERE round_id = ?`, [open.id]);
  } finally {
    await a.close();
  }
  const b = await start(db);
  try {
    await b.ctx.host.tick();
    const row = await b.ctx.db.one<{ status: string }>('SELECT status FROM rounds WHERE table_id = ? ORDER BY id DESC LIMIT 1', [T]);
    assert.equal(row?.status, 'voided');
    assert.deepEqual([await bal(b, 'stack:pot-1:alice'), await bal(b, 'stack:pot-1:bob'), await bal(b, 'wallet:alice'), await bal(b, `table:${T}`)], [5_000, 5_000, 95_000, 0], 'back to the stacks, never to the wallets, never twice');
    const audit = await b.ctx.db.tx((q) => auditLedger(q));
    assert.equal(audit.ok, true);
    // The auditor reads the house's revenue by table and rule (none here: no hand was played to the end).
    const au = await http<{ total: number }>(b.url, 'GET', '/api/audit/revenue', undefined, 'nobody');
    assert.equal(au.status, 401);
  } finally {
    await b.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('tournament chips are not money: a hand played for them writes no ledger entry', async () => {
  const dir = tempDir();
  const s = await start(join(dir, 'chips.db'), [potChipsGame], 30);
  try {
    const rt = await setUp(s, potChipsGame);
    const before = await s.ctx.db.one<{ n: number }>('SELECT COUNT(*) AS n FROM ledger_tx');
    await ante(rt, 'alice', 1);
    await ante(rt, 'bob', 2);
    for (let i = 0; i < 200 && rt.last === null; i++) await new Promise((ok) => setTimeout(ok, 10));
    await rt.idle();
    assert.equal(rt.last?.outcome, 'settled');
    const after = await s.ctx.db.one<{ n: number }>('SELECT COUNT(*) AS n FROM ledger_tx');
    assert.equal(Number(after?.n), Number(before?.n), 'no ledger entry');
    assert.deepEqual([await bal(s, 'wallet:alice'), await bal(s, 'wallet:bob'), await bal(s, `table:${T}`)], [100_000, 100_000, 0]);
  } finally {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
