/**
 * Jackpots as ledger money (src/jackpots, server/store/jackpot-writes; docs/jackpots.md), on SQLite and, when
 * CROUPIER_TEST_PG is set, on PostgreSQL: a round's jackpot bets and prizes are entries of the round's own
 * transaction; two tables paying the same jackpot at once are serialised (the second reads what the first left: they
 * never both take the whole pool); a jackpot out of order refuses its bets and nothing changes (003 §2.3.5); a void
 * returns the jackpot bets whole; every cent is accounted for and the ledger audit stays clean.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { makeSettlement, type JackpotAward, type SettlementLine } from '../../src/core/settlement.js';
import { HOUSE, REVENUE, tableAccount, walletAccount } from '../../src/ledger/accounts.js';
import { auditLedger, balanceOf, ensureCoreAccounts, postEntry } from '../../src/ledger/ledger-store.js';
import { entry, settlementEntries, stakeEntries, type Entry } from '../../src/ledger/postings.js';
import { jackpotAccount } from '../../src/jackpots/jackpot.js';
import { JackpotOutOfOrderError, UnknownJackpotError } from '../../src/jackpots/errors.js';
import { openDb, type Db, type Sql } from '../../src/server/db/db.js';
import { migrate } from '../../src/server/db/migrations.js';
import { AccountStore } from '../../src/server/store/account-store.js';
import { CatalogStore } from '../../src/server/store/catalog-store.js';
import { JackpotStore } from '../../src/server/store/jackpot-store.js';
import { appendActionTx, createRoundTx, voidRoundTx, type AppendActionArgs } from '../../src/server/store/table-writes.js';
import type { JackpotPlan } from '../../src/table/table-port.js';
import { freshPgDatabase, PG_SKIP, tempDir } from './helpers.js';

const PLAYERS = { ana: 100_000, bo: 100_000 };
const BET = 100;

async function setup(db: Db): Promise<JackpotStore> {
  await migrate(db);
  await db.tx((q) => ensureCoreAccounts(q));
  const catalog = new CatalogStore(db);
  for (const id of ['t1', 't2']) await catalog.create({ id, game: 'caribbean-stud', profile: 'eus', name: id, config: {}, boxes: 7, maxBoxesPerPlayer: 7 });
  const accounts = new AccountStore(db);
  for (const [name, amount] of Object.entries(PLAYERS)) {
    await accounts.create(name, { hash: 'x' }, ['player']);
    await accounts.cashier(name, 'credit', amount, `fund-${name}`);
  }
  const jackpots = new JackpotStore(db);
  await jackpots.create({ id: 'car', name: 'Caribbean progressive', games: ['caribbean-stud'], share: { num: 7, den: 10 }, seed: 50_000, cite: '000 §11 VI.1' }, { actor: 'root' });
  return jackpots;
}

let clock = 1;
async function round(db: Db, tableId: string, no: number): Promise<number> {
  return (await db.call(createRoundTx, { fence: null, tableId, no, at: clock++, version: 0, config: '{}', carryIn: 'null', initial: '{}', events: '[]', blobs: [], kind: { game: 'caribbean-stud', profile: 'eus' }, shoes: [] })).id;
}

function action(tableId: string, roundId: number, seq: number, entries: readonly Entry[], end: AppendActionArgs['end'], jackpotBets?: string[]): AppendActionArgs {
  return { fence: null, tableId, roundId, seq, at: clock++, actor: '{"kind":"dealer"}', action: '{"type":"x"}', events: '[]', version: seq, account: null, key: null, entries, end, blobs: [], shoes: [], ...(jackpotBets ? { jackpotBets } : {}) };
}

const stake = (bettor: string, bet: string, amount: number) => ({ type: 'stake', bettor, box: 1, bet, amount, ...(bet === 'jackpot' ? { jackpot: 'car' } : {}) }) as never;
const lost = (bettor: string, stake: number): SettlementLine => ({ bettor, box: 1, bet: 'ante', stake, returned: 0, net: -stake, outcome: 'lose' });
const royal = (bettor: string): JackpotAward => ({ jackpot: 'car', bettor, box: 1, combination: 'royal-flush', share: { num: 1, den: 1 }, order: 0 });

/**
 * A round at `tableId`: `bettor` stakes a jackpot bet (and an ante of 1,000 that loses, with `ante`) and wins `awards`.
 * Without the ante the two tables' settlements share no account but the jackpot's: only its lock serialises them.
 */
async function play(db: Db, tableId: string, no: number, bettor: string, awards: JackpotAward[], ante = 0, id = 'car'): Promise<{ roundId: number; end: AppendActionArgs }> {
  const roundId = await round(db, tableId, no);
  await db.call(appendActionTx, action(tableId, roundId, 1, stakeEntries(tableId, [...(ante ? [stake(bettor, 'ante', ante)] : []), stake(bettor, 'jackpot', BET)]), null, [id]));
  const s = makeSettlement(ante ? [lost(bettor, ante)] : [], [], { contributions: [{ jackpot: id, bettor, box: 1, bet: 'jackpot', stake: BET }], awards });
  const jackpot: JackpotPlan = { result: s.jackpots as NonNullable<typeof s.jackpots>, payTo: { [bettor]: walletAccount(bettor) } };
  const end = action(tableId, roundId, 2, [], { entries: settlementEntries(tableId, s, ante + BET), settlement: JSON.stringify(s), finalHash: 'h', carry: 'null', jackpot });
  return { roundId, end };
}

async function scenarios(db: Db): Promise<void> {
  const jackpots = await setup(db);
  const pool = jackpotAccount('car');
  assert.equal(await balanceOf(db, pool), 50_000, 'the seed is in the pool');
  assert.equal(await balanceOf(db, HOUSE), -50_000, 'paid by the house');

  // Two tables win the whole jackpot at the same moment: the transactions are serialised on the pool.
  const a = await play(db, 't1', 1, 'ana', [royal('ana')]);
  const b = await play(db, 't2', 1, 'bo', [royal('bo')]);
  const [ra, rb] = await Promise.all([db.call(appendActionTx, a.end), db.call(appendActionTx, b.end)]);
  const paid = [ra.jackpots?.awards[0]?.amount, rb.jackpots?.awards[0]?.amount].sort((x, y) => (y as number) - (x as number));
  // Each bet puts 70 in the pool (7/10 of 100) and 30 in revenue. The first winner takes 50,000 + 70 (and maybe the
  // other's 70, if the other's contribution came first); the reset puts 50,000 back; the second takes that, plus its 70.
  const total = (paid[0] as number) + (paid[1] as number);
  assert.equal(total, 50_000 + 70 + 70 + 50_000, `the two prizes ${paid.join(' + ')} are the pool once, its reset once, and the two bets' shares`);
  assert.ok((paid[1] as number) <= 50_070, 'the second winner never takes the first one’s pool');
  assert.equal(await balanceOf(db, pool), 50_000, 'reset to the seed after the second prize');
  assert.equal(await balanceOf(db, REVENUE), 60, 'the deductions: 30 a bet');
  assert.equal(await balanceOf(db, HOUSE), -150_000, 'three seeds paid (the start, two resets)');
  assert.equal(Number(await balanceOf(db, walletAccount('ana'))) + Number(await balanceOf(db, walletAccount('bo'))), 200_000 - 2 * BET + total);
  assert.equal(await balanceOf(db, tableAccount('t1')), 0);
  assert.equal(await balanceOf(db, tableAccount('t2')), 0);
  const kinds = await db.all<{ kind: string; n: number }>("SELECT kind, COUNT(*) AS n FROM ledger_tx WHERE kind LIKE 'jackpot-%' GROUP BY kind ORDER BY kind");
  assert.deepEqual(kinds.map((k) => [k.kind, Number(k.n)]), [['jackpot-award', 2], ['jackpot-contribution', 2], ['jackpot-seed', 3]]);

  // Out of order: the jackpot bet is refused, and the action with it: nothing is recorded (003 §2.3.5).
  await jackpots.setStatus('car', 'out-of-order', { actor: 'root' });
  const r3 = await round(db, 't1', 2);
  const before = { ana: await balanceOf(db, walletAccount('ana')), txs: (await auditLedger(db)).transactions };
  await assert.rejects(db.call(appendActionTx, action('t1', r3, 1, stakeEntries('t1', [stake('ana', 'ante', 1000), stake('ana', 'jackpot', BET)]), null, ['car'])), JackpotOutOfOrderError);
  assert.equal(await balanceOf(db, walletAccount('ana')), before.ana);
  assert.equal((await auditLedger(db)).transactions, before.txs);
  assert.equal((await db.one<{ n: number }>('SELECT COUNT(*) AS n FROM round_actions WHERE round_id = ?', [r3]))?.n, 0);
  await assert.rejects(db.call(appendActionTx, action('t1', r3, 1, [], null, ['nope'])), UnknownJackpotError);
  await jackpots.setStatus('car', 'in-order', { actor: 'root' });

  // A void returns the jackpot bet whole: no contribution was made.
  await db.call(appendActionTx, action('t1', r3, 1, stakeEntries('t1', [stake('ana', 'ante', 1000), stake('ana', 'jackpot', BET)]), null, ['car']));
  await db.call(voidRoundTx, { fence: null, tableId: 't1', roundId: r3, at: clock++, reason: 'misdeal', carry: null, blobs: [], shoes: [] });
  assert.equal(await balanceOf(db, walletAccount('ana')), before.ana);
  assert.equal(await balanceOf(db, pool), 50_000);
  assert.equal(await balanceOf(db, tableAccount('t1')), 0);

  // A round with an ante lost and a four of a kind: 5% of the pool (rounded down), the ante to the house.
  const four: JackpotAward = { jackpot: 'car', bettor: 'bo', box: 1, combination: 'four-of-a-kind', share: { num: 1, den: 20 }, order: 0 };
  const c = await play(db, 't2', 2, 'bo', [four], 1000);
  const bo = await balanceOf(db, walletAccount('bo'));
  const rc = await db.call(appendActionTx, c.end);
  // 50,000 + 70 = 50,070; 5% = 2,503.5 → 2,503; 47,567 stay, below the seed: the house puts 2,433 back.
  assert.equal(rc.jackpots?.awards[0]?.amount, 2503);
  assert.equal(await balanceOf(db, walletAccount('bo')), (bo as number) + 2503);
  assert.equal(await balanceOf(db, pool), 50_000);
  assert.equal(await balanceOf(db, HOUSE), -150_000 + 1000 - 2433);

  const audit = await auditLedger(db);
  assert.ok(audit.ok, JSON.stringify(audit));
  assert.equal((await jackpots.list())[0]?.amount, 50_000);
}

test('jackpots on SQLite: two tables win the whole pool at once and are serialised; out of order refuses the bet, changing nothing (003 §2.3.5); a void returns the bet; the audit is clean', async () => {
  const dir = tempDir();
  const db = await openDb(join(dir, 'j.db'));
  try {
    await scenarios(db);
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * Two transactions meet right after each has read the pool (at most `ms`): with the pool's account locked at the
 * transaction's start, the second cannot read before the first commits (the first waits the meeting out alone); a
 * transaction that read the pool unlocked would pay from a balance the other has already spent.
 */
function meetAfterPoolRead(q: Sql, meet: () => Promise<void>): Sql {
  const step = async <T>(sql: string, run: () => Promise<T>): Promise<T> => {
    const out = await run();
    if (/FROM jackpots j/.test(sql)) await meet();
    return out;
  };
  return { kind: q.kind, all: (sql, p) => step(sql, () => q.all(sql, p)), one: (sql, p) => step(sql, () => q.one(sql, p)), run: (sql, p) => step(sql, () => q.run(sql, p)) };
}

test('jackpots on PostgreSQL: two winners’ transactions forced to interleave at the pool’s read are serialised by its lock: the second reads what the first left', { skip: PG_SKIP }, async () => {
  const fresh = await freshPgDatabase('jackpots_meet');
  const db = await openDb(fresh.url);
  try {
    const jackpots = await setup(db);
    // A jackpot with no seed, its pool funded with 100,000 (no reset to hide a double payment); each wins half the pool.
    await jackpots.create({ id: 'big', name: 'Big', games: ['caribbean-stud'], share: { num: 7, den: 10 }, seed: 0, cite: '000 §11 VI.1' }, { actor: 'root' });
    await db.tx((q) => postEntry(q, entry('jackpot-seed', [{ account: HOUSE, amount: -100_000 }, { account: jackpotAccount('big'), amount: 100_000 }]), { at: clock++ }));
    const half = (bettor: string): JackpotAward => ({ jackpot: 'big', bettor, box: 1, combination: 'straight-flush', share: { num: 1, den: 2 }, order: 0 });
    const a = await play(db, 't1', 1, 'ana', [half('ana')], 0, 'big');
    const b = await play(db, 't2', 1, 'bo', [half('bo')], 0, 'big');
    let arrived = 0;
    let all!: () => void;
    const met = new Promise<void>((ok) => (all = ok));
    const meet = async (): Promise<void> => {
      if (++arrived === 2) all();
      await Promise.race([met, new Promise((ok) => setTimeout(ok, 1000))]);
    };
    const [ra, rb] = await Promise.all([db.tx((q) => appendActionTx.run(meetAfterPoolRead(q, meet), a.end)), db.tx((q) => appendActionTx.run(meetAfterPoolRead(q, meet), b.end))]);
    const paid = [ra.jackpots?.awards[0]?.amount as number, rb.jackpots?.awards[0]?.amount as number].sort((x, y) => y - x);
    // Serialised: (100,000 + 70) / 2 = 50,035; then (50,035 + 70) / 2 = 25,052.5 → 25,052. Read unlocked, both would
    // take half of the same pool.
    assert.deepEqual(paid, [50_035, 25_052]);
    assert.equal(await balanceOf(db, jackpotAccount('big')), 25_053);
    assert.ok((await auditLedger(db)).ok);
  } finally {
    await db.close();
    await fresh.drop();
  }
});

test('jackpots on PostgreSQL: the same, with the two winning transactions really concurrent (the pool’s lock serialises them)', { skip: PG_SKIP }, async () => {
  const fresh = await freshPgDatabase('jackpots');
  const db = await openDb(fresh.url);
  try {
    await scenarios(db);
  } finally {
    await db.close();
    await fresh.drop();
  }
});
