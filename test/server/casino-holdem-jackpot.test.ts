/**
 * Casino Hold'em's jackpot system through the server (003 §2.2.10.21, 003-TJP; docs/jackpots.md "Casino Hold'em's
 * jackpot system"): one table linked to a jackpot, two boxes; each bonus bet — the JP bet, one stake — drops whole into
 * the pool (the jackpot's 7/10) and the revenue (3/10) to the cent, winning or not; a stacked royal flush on the two
 * cards and the flop wins the whole pool, the house resets it to the seed; out of order the bonus bet is refused with
 * nothing written (003 §2.3.5); every balance to the cent and the ledger audit clean. A table linked to a jackpot that
 * does not take Casino Hold'em is refused (`jackpot/unknown`).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Card } from '../../src/cards/card.js';
import { auditLedger } from '../../src/ledger/ledger-store.js';
import { casinoHoldem } from '../../src/games/house-poker/casino-holdem.js';
import { stackingRng } from '../fixtures/stacking-rng.js';
import { Client, http, login, startTestServer, type Frame, type TestServer } from './helpers.js';

const split = (s: string): Card[] => s.match(/../g) ?? [];
/** Box 1, box 2 and the dealer, twice round; then the board. */
const deal = (b1: string, b2: string, dealer: string, board: string): Card[] => [0, 1].flatMap((i) => [split(b1)[i], split(b2)[i], split(dealer)[i]] as Card[]).concat(split(board));
/** Nothing the bonus pays on either box's two cards and the flop. */
const LOSING = deal('2c5d', '9hJs', '3d7s', '8cQh4hKs6c');
/** A royal flush for box 1 on its two cards and the flop. */
const ROYAL = deal('AhKh', '2s3c', '4c7d', 'QhJhTh9s5c');
const deck = { queue: [LOSING, ROYAL], then: LOSING };

const PASSWORD = 'che-jackpot-1';
const JP = { id: 'che', name: 'Casino Hold’em progressive', games: ['casino-holdem'], share: { num: 7, den: 10 }, seed: 50_000, cite: '003 §2.3' };
const CONFIG = { ...casinoHoldem.defaultTable(casinoHoldem.profiles.get('ee-oc')), jackpot: { id: 'che', stake: 100 } };
const ANTE = CONFIG.minimum;
type Round = { id: number; version: number; legal: { type: string; spot?: string }[] } | null;
type Last = { id: number; lines: { bettor: string; bet: string; stake: number; returned: number }[] } | null;
let s: TestServer;

before(async () => {
  s = await startTestServer({ demo: false, games: [casinoHoldem], timings: { bettingMs: 3_000, decisionMs: 150, graceMs: 60_000, outcomeMs: 0, stepMs: 0 }, rng: () => stackingRng('che-jackpot', deck) });
  for (const [u, role] of [['admin', 'admin'], ['alice', 'player'], ['bob', 'player']] as const) {
    await s.ctx.accounts.create(u, PASSWORD, [role]);
    if (role === 'player') await s.ctx.accounts.cashier(u, 'credit', 100_000, `fund-${u}`);
  }
});
after(async () => s.stop());

const bal = async (id: string): Promise<number> => Number((await s.ctx.db.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [id]))?.balance ?? 0);
const txCount = async (): Promise<number> => Number((await s.ctx.db.one<{ n: number }>('SELECT COUNT(*) AS n FROM ledger_tx'))?.n ?? 0);
async function jackpotLines(roundId: number): Promise<string[]> {
  const rows = await s.ctx.db.all<{ kind: string; account_id: string; amount: number }>("SELECT t.kind, p.account_id, p.amount FROM ledger_tx t JOIN ledger_postings p ON p.tx_id = t.id WHERE t.round_id = ? AND t.kind LIKE 'jackpot-%' ORDER BY t.id, p.account_id", [roundId]);
  return rows.map((r) => `${r.kind} ${r.account_id} ${Number(r.amount)}`);
}

let keys = 0;
let played = 0;
/** One round: each player an ante and (unless refused) a bonus of 100 on his box; the decision's time runs out (a fold). */
async function playRound(players: [Client, number][], bonus = true): Promise<{ last: NonNullable<Last>; replies: Frame[] }> {
  const [first] = players[0] as [Client, number];
  const open = await first.until((f) => f.type === 'table' && ((f.round as Round)?.id ?? 0) > played && !!(f.round as Round)?.legal.some((l) => l.spot === 'ante'), 0, 5000);
  const round = open.round as NonNullable<Round>;
  let version = round.version;
  const replies: Frame[] = [];
  for (const [c, box] of players)
    for (const spot of bonus ? ['ante', 'bonus'] : ['ante']) {
      const r = await c.request({ type: 'act', table: 'che-a', key: `che-jackpot-${++keys}`, round: round.id, version, action: { type: 'bet', box, spot, amount: spot === 'ante' ? ANTE : 100 } });
      assert.equal(r.type, 'ok', JSON.stringify(r));
      version = (r.result as { version: number }).version;
      replies.push(r);
    }
  for (const [c] of players) assert.equal((await c.request({ type: 'ready', table: 'che-a' })).type, 'ok');
  const done = await first.until((f) => f.type === 'table' && (f.last as Last)?.id === round.id, 0, 8000);
  played = round.id;
  return { last: done.last as NonNullable<Last>, replies };
}

test('003 §2.2.10.21, 003-TJP: two boxes’ bonus bets drop into the pool to the cent, a royal flush on the two cards and the flop wins it all, the pool is reset; out of order the bonus is refused with nothing written (003 §2.3.5); the ledger audit is clean', async () => {
  const admin = await login(s.url, 'admin', PASSWORD);
  assert.equal((await http(s.url, 'POST', '/api/jackpots', JP, admin)).status, 200);
  assert.equal((await http(s.url, 'POST', '/api/jackpots', { ...JP, id: 'carib', name: 'Caribbean progressive', games: ['caribbean-stud'] }, admin)).status, 200);
  const other = await http<{ code: string }>(s.url, 'POST', '/api/tables', { id: 'che-x', game: 'casino-holdem', profile: 'ee-oc', config: { ...CONFIG, jackpot: { id: 'carib', stake: 100 } } }, admin);
  assert.deepEqual([other.status, other.body.code], [409, 'jackpot/unknown'], 'linked through the same check as every table');
  assert.equal((await http(s.url, 'POST', '/api/tables', { id: 'che-a', game: 'casino-holdem', profile: 'ee-oc', config: CONFIG }, admin)).status, 200);

  const pool = 'pool:jackpot-che';
  const start = { pool: await bal(pool), house: await bal('house'), revenue: await bal('revenue'), alice: await bal('wallet:alice'), bob: await bal('wallet:bob') };
  assert.equal(start.pool, 50_000, 'the seed');
  const alice = await Client.connect(s.url, await login(s.url, 'alice', PASSWORD));
  const bob = await Client.connect(s.url, await login(s.url, 'bob', PASSWORD));
  try {
    for (const [c, box] of [[alice, 1], [bob, 2]] as const) {
      assert.equal((await c.request({ type: 'join', table: 'che-a' })).type, 'ok');
      assert.equal((await c.request({ type: 'sit', table: 'che-a', box })).type, 'ok');
    }
    const both: [Client, number][] = [[alice, 1], [bob, 2]];
    // Round 1: no combination; each bonus bet of 100 puts 70 in the pool and 30 in the revenue, and has no line.
    const r1 = await playRound(both);
    assert.equal(r1.last.lines.some((l) => l.bet === 'bonus' && l.returned > 0), false);
    assert.deepEqual((await jackpotLines(r1.last.id)).sort(), [
      'jackpot-contribution pool:jackpot-che 70', 'jackpot-contribution revenue 30', 'jackpot-contribution table:che-a -100',
      'jackpot-contribution pool:jackpot-che 70', 'jackpot-contribution revenue 30', 'jackpot-contribution table:che-a -100',
    ].sort());
    assert.equal(await bal(pool), 50_140);

    // Round 2: alice's royal flush on her two cards and the flop wins the pool with this round's 140: 50,280.
    const r2 = await playRound(both);
    assert.equal(deck.queue.length, 0, 'the royal flush was dealt');
    assert.deepEqual((await jackpotLines(r2.last.id)).filter((l) => !l.startsWith('jackpot-contribution')), [
      'jackpot-award pool:jackpot-che -50280',
      'jackpot-award wallet:alice 50280',
      'jackpot-seed house -50000',
      'jackpot-seed pool:jackpot-che 50000',
    ]);
    assert.equal(await bal(pool), 50_000, 'reset to the seed');

    // 003 §2.3.5: out of order, the bonus bet (the JP bet) is refused and nothing is written; the ante stands alone.
    assert.equal((await http(s.url, 'POST', '/api/jackpots/che/status', { status: 'out-of-order' }, admin)).status, 200);
    const open = await bob.until((f) => f.type === 'table' && ((f.round as Round)?.id ?? 0) > played && !!(f.round as Round)?.legal.some((l) => l.spot === 'ante'), 0, 5000);
    const round = open.round as NonNullable<Round>;
    const ante = await bob.request({ type: 'act', table: 'che-a', key: `che-jackpot-${++keys}`, round: round.id, version: round.version, action: { type: 'bet', box: 2, spot: 'ante', amount: ANTE } });
    assert.equal(ante.type, 'ok');
    const mid = { tx: await txCount(), bob: await bal('wallet:bob'), pool: await bal(pool) };
    const refused = await bob.request({ type: 'act', table: 'che-a', key: `che-jackpot-${++keys}`, round: round.id, version: (ante.result as { version: number }).version, action: { type: 'bet', box: 2, spot: 'bonus', amount: 100 } });
    assert.deepEqual([refused.type, refused.code, refused.cite], ['error', 'jackpot/out-of-order', '003 §2.3.5']);
    assert.deepEqual({ tx: await txCount(), bob: await bal('wallet:bob'), pool: await bal(pool) }, mid, 'the refused bonus wrote nothing');
    for (const c of [bob, alice]) assert.equal((await c.request({ type: 'ready', table: 'che-a' })).type, 'ok');
    const r3 = await bob.until((f) => f.type === 'table' && (f.last as Last)?.id === round.id, 0, 8000);
    played = round.id;
    assert.deepEqual(await jackpotLines((r3.last as NonNullable<Last>).id), [], 'no pool moves');
    assert.equal((await http(s.url, 'POST', '/api/jackpots/che/status', { status: 'in-order' }, admin)).status, 200);

    // Every balance to the cent: 4 bonus bets put 280 in the pool and 120 in the revenue; alice won 50,280; the house
    // took the 5 folded antes and paid 50,000 to reset the pool.
    assert.deepEqual(
      { pool: await bal(pool), house: await bal('house'), revenue: await bal('revenue'), alice: await bal('wallet:alice'), bob: await bal('wallet:bob'), table: await bal('table:che-a') },
      { pool: 50_000, house: start.house + 5 * ANTE - 50_000, revenue: start.revenue + 120, alice: start.alice - 2 * (ANTE + 100) + 50_280, bob: start.bob - 2 * (ANTE + 100) - ANTE, table: 0 },
    );
    const audit = await s.ctx.db.tx((q) => auditLedger(q));
    assert.equal(audit.ok, true, JSON.stringify(audit));
  } finally {
    await alice.close();
    await bob.close();
  }
});
