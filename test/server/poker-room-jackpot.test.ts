/**
 * The poker-room jackpots on the server's ledger (003-CP-JP; src/jackpots/poker-room, server/store/jackpot-day-close):
 * hold'em hands played by the engine on stacked decks at a table linked to the Olympic Poker Jackpot, written through
 * the table's transactions on SQLite. The drops accumulate in the pool to the cent (003 §3.2.41); a bad beat the next
 * casino day pays its four shares from the amount at the previous day's close (§3.3.4, §3.3.8) — the drops taken
 * since the close, its own included, do not count; every table chip is accounted for and the ledger audit is clean.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import type { GameEvent } from '../../src/core/contract.js';
import type { Settlement } from '../../src/core/settlement.js';
import { REVENUE, tableAccount, walletAccount } from '../../src/ledger/accounts.js';
import { auditLedger, balanceOf, ensureCoreAccounts } from '../../src/ledger/ledger-store.js';
import { settlementEntries, stakeEntries } from '../../src/ledger/postings.js';
import { jackpotAccount } from '../../src/jackpots/jackpot.js';
import { openDb, type Db } from '../../src/server/db/db.js';
import { migrate } from '../../src/server/db/migrations.js';
import { AccountStore } from '../../src/server/store/account-store.js';
import { CatalogStore } from '../../src/server/store/catalog-store.js';
import { JackpotStore } from '../../src/server/store/jackpot-store.js';
import { appendActionTx, createRoundTx, type AppendActionArgs } from '../../src/server/store/table-writes.js';
import { scripted, type Scripted } from '../../src/games/circle-poker/testing.js';
import { tempDir } from './helpers.js';

const PLAYERS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
const TABLE = { jackpot: { id: 'olympic' } };
const POOL = jackpotAccount('olympic');
const H = 3_600_000;
// 26 Nov 2026, 12:00 Tallinn (10:00 UTC): the first casino day; the next closes at 07:00 Tallinn on the 27th (05:00 UTC).
const DAY1 = Date.UTC(2026, 10, 26, 10);
const CLOSE = Date.UTC(2026, 10, 27, 5);

const JUNK: [string, string][] = [['3h', '4h'], ['6c', '7d'], ['8h', '2d'], ['5s', '3d']];
function deck(holes: readonly (readonly [string, string])[], board: readonly string[]): string[] {
  return [...holes.map((h) => h[0]), ...holes.map((h) => h[1]), '9c', ...board.slice(0, 3), '9d', board[3] as string, '9s', board[4] as string];
}
function callAndCheckDown(s: Scripted): void {
  while (s.state.phase !== 'over') {
    if (s.state.phase === 'dealing') s.act('dealer', 'next');
    // A showdown in order (003 §3.1.3.6): every hand is tabled (the jackpots read the hands shown).
    else if (s.state.phase === 'showdown') s.showAll();
    else {
      const p = s.state.hand[s.state.toAct as number];
      s.act(p?.player as string, p && p.bet < s.state.currentBet ? 'call' : 'check');
    }
  }
}

let no = 0;
/** One hand written as the table writes it: a round, its stakes, then its end with the settlement and the jackpot plan. */
async function writeHand(db: Db, s: Scripted, at: number): Promise<Settlement> {
  no++;
  const roundId = (await db.call(createRoundTx, { fence: null, tableId: 't1', no, at, version: 0, config: JSON.stringify(TABLE), carryIn: 'null', initial: '{}', events: '[]', blobs: [], kind: { game: 'texas-holdem', profile: 'ee-oc' }, shoes: [] })).id;
  const events = s.events as unknown as GameEvent[];
  const stakes = stakeEntries('t1', events);
  const onTable = stakes.reduce((t, e) => t + (e.postings.find((p) => p.account === tableAccount('t1'))?.amount ?? 0), 0);
  const base = { fence: null, tableId: 't1', roundId, actor: '{"kind":"dealer"}', action: '{"type":"x"}', events: '[]', account: null, key: null, blobs: [], shoes: [] };
  await db.call(appendActionTx, { ...base, seq: 1, at, version: 1, entries: stakes, end: null } as AppendActionArgs);
  const settlement = s.game.settlement(s.state) as Settlement;
  const j = settlement.jackpots;
  const plan = j ? { result: j, payTo: Object.fromEntries(PLAYERS.map((p) => [p, walletAccount(p)])) } : undefined;
  await db.call(appendActionTx, { ...base, seq: 2, at, version: 2, entries: [], end: { entries: settlementEntries('t1', settlement, onTable), settlement: JSON.stringify(settlement), finalHash: 'h', carry: 'null', ...(plan ? { jackpot: plan } : {}) } } as AppendActionArgs);
  return settlement;
}

const STACKS = Object.fromEntries(PLAYERS.map((p) => [p, 10_000]));

test('003 §3.2.41, §3.3.4, §3.3.8 on SQLite: drops accumulate in the pool to the cent; a bad beat the next day pays its four shares of the amount at the close; the audit is clean', async () => {
  const dir = tempDir();
  const db = await openDb(join(dir, 'p.db'));
  try {
    await migrate(db);
    await db.tx((q) => ensureCoreAccounts(q));
    await new CatalogStore(db).create({ id: 't1', game: 'texas-holdem', profile: 'ee-oc', name: 't1', config: TABLE, boxes: 9, maxBoxesPerPlayer: 1 });
    const accounts = new AccountStore(db);
    for (const p of PLAYERS) {
      await accounts.create(p, { hash: 'x' }, ['player']);
      await accounts.cashier(p, 'credit', 100_000, `fund-${p}`);
    }
    const jackpots = new JackpotStore(db);
    await jackpots.create({ id: 'olympic', name: 'Olympic Poker Jackpot', games: ['texas-holdem'], share: { num: 1, den: 1 }, seed: 0, cite: '003 §3.2.41, §3.3' }, { actor: 'root' });

    // Day 1: seven hands to the showdown pay 1.00 each; one that ends before the flop pays nothing (§3.2.43).
    for (let i = 0; i < 7; i++) {
      const s = scripted('texas-holdem', 'ee-oc', STACKS, [], 6, { table: TABLE });
      callAndCheckDown(s);
      await writeHand(db, s, DAY1 + i * H);
    }
    const folded = scripted('texas-holdem', 'ee-oc', STACKS, [], 6, { table: TABLE });
    for (const p of ['p3', 'p4', 'p5', 'p6', 'p1']) folded.act(p, 'fold');
    await writeHand(db, folded, DAY1 + 8 * H);
    assert.equal(await balanceOf(db, POOL), 700, 'seven drops of 1.00');
    assert.equal(await balanceOf(db, REVENUE), 7 * 50, 'the rake is the house\'s alone: 0.50 a hand of 12.00');

    // Day 2, after the close: two drops, then a bad beat. The amount that counts is 7.00 (the close), not 10.00.
    for (let i = 0; i < 2; i++) {
      const s = scripted('texas-holdem', 'ee-oc', STACKS, [], 6, { table: TABLE });
      callAndCheckDown(s);
      await writeHand(db, s, CLOSE + (i + 1) * H);
    }
    const wallets = async (): Promise<number[]> => Promise.all(PLAYERS.map(async (p) => Number(await balanceOf(db, walletAccount(p)))));
    const before = await wallets();
    const bad = scripted('texas-holdem', 'ee-oc', STACKS, deck([['As', 'Ad'], ['Jh', 'Jd'], ...JUNK], ['Ah', 'Jc', 'Js', '5d', '2c']), 6, { table: TABLE });
    callAndCheckDown(bad);
    await writeHand(db, bad, CLOSE + 3 * H);
    const after = await wallets();
    const got = after.map((w, i) => w - (before[i] as number));
    // Counted 700: the loser 30% = 210, the winner 15% = 105 (plus the pot: 10.50 − 2.00), the table 15% = 105 over 4 =
    // 26 each (the odd cent stays). The others paid 2.00 into the pot.
    assert.deepEqual(got, [-200 + 210, -200 + 1050 + 105, -200 + 26, -200 + 26, -200 + 26, -200 + 26]);
    assert.equal(await balanceOf(db, POOL), 1000 - 210 - 105 - 4 * 26);
    const awards = await db.all<{ n: number }>("SELECT COUNT(*) AS n FROM ledger_tx WHERE kind = 'jackpot-award'");
    assert.equal(Number(awards[0]?.n), 6);
    assert.equal(await balanceOf(db, tableAccount('t1')), 0, 'every chip left the table');
    const audit = await auditLedger(db);
    assert.ok(audit.ok, JSON.stringify(audit));
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
