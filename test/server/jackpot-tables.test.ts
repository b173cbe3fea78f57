/**
 * Two tables linked to one progressive jackpot, played through the server (docs/jackpots.md "At the table"): the
 * jackpot bets of both tables feed one pool to the cent; a stacked deck wins it on table A and table B's next frame
 * shows the reset pool; every ledger line and balance is checked and the ledger audit is clean; the amount every
 * linked table shows follows each change and never decides a payment (003 §2.3.4); a jackpot set out of order shows
 * so and refuses the jackpot bet with nothing written (003 §2.3.5); a table whose link names an unknown jackpot, or one
 * that does not take its game, is refused when it is created or configured.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Card } from '../../src/cards/card.js';
import { auditLedger } from '../../src/ledger/ledger-store.js';
import { caribbean } from '../../src/games/house-poker/caribbean.js';
import { stackingRng, type StackedDecks } from '../fixtures/stacking-rng.js';
import { Client, http, login, startTestServer, type Frame, type TestServer } from './helpers.js';

const split = (s: string): Card[] => s.match(/../g) ?? [];
/** One box against the dealer: the player's first card, the dealer's, five times round. */
const deal = (player: string, dealer: string): Card[] => split(player).flatMap((c, i) => [c, split(dealer)[i] as Card]);
/** No pair, straight or flush among these ten cards, whichever five the player holds. */
const LOSING = deal('2c5d9hJsKc', '3d7s8cQh4h');
const ROYAL = deal('AhKhQhJhTh', '3d7s8cQs4c');

/** Table A deals a losing hand, then the royal flush, then losing hands; table B losing hands only. */
const decks: Record<string, StackedDecks> = { 'car-a': { queue: [LOSING, ROYAL], then: LOSING, shuffles: 0 }, 'car-b': { queue: [], then: LOSING, shuffles: 0 } };
const PASSWORD = 'jackpot-tables-1';
let s: TestServer;
before(async () => {
  // The tables are created in this order (no demo tables): each takes its own randomness when the server adopts it.
  const order = ['car-a', 'car-b'];
  s = await startTestServer({ demo: false, games: [caribbean], timings: { bettingMs: 3_000, decisionMs: 150, graceMs: 60_000, outcomeMs: 0, stepMs: 0 }, rng: () => stackingRng('jackpot-tables', decks[order.shift() ?? ''] ?? { queue: [], then: LOSING, shuffles: 0 }) });
  for (const [u, role] of [['admin', 'admin'], ['dealer', 'dealer'], ['alice', 'player'], ['bob', 'player']] as const) {
    await s.ctx.accounts.create(u, PASSWORD, [role]);
    if (role === 'player') await s.ctx.accounts.cashier(u, 'credit', 100_000, `fund-${u}`);
  }
});
after(async () => s.stop());

const JP = { id: 'carib', name: 'Caribbean progressive', games: ['caribbean-stud'], share: { num: 7, den: 10 }, seed: 50_000, cite: '000 §11 VI.1' };
const CONFIG = { ...caribbean.defaultTable(caribbean.profiles.get('eus')), jackpot: { id: 'carib', stake: 100 } };
const ANTE = CONFIG.minimum;
type Info = { jackpot?: { id: string; amount: number; status: string; stake: number } | null };
type Round = { id: number; version: number; legal: { type: string; spot?: string }[] } | null;
type Last = { id: number; outcome: string; lines: { bettor: string; bet: string; net: number }[] } | null;

const bal = async (id: string): Promise<number> => Number((await s.ctx.db.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [id]))?.balance ?? 0);
const txCount = async (): Promise<number> => Number((await s.ctx.db.one<{ n: number }>('SELECT COUNT(*) AS n FROM ledger_tx'))?.n ?? 0);
const shown = (c: Client, table: string): Info['jackpot'] => ((c.lastTable(table)?.table as Info | undefined)?.jackpot);
/** Waits for a table frame of `table` whose jackpot shows `pred`. */
const showing = (c: Client, table: string, pred: (j: NonNullable<Info['jackpot']>) => boolean): Promise<Frame> =>
  c.until((f) => f.type === 'table' && (f.table as { id: string }).id === table && !!(f.table as Info).jackpot && pred((f.table as Info).jackpot as NonNullable<Info['jackpot']>), 0, 5000);

let keys = 0;
/** One round at `table` for the player on box 1: an ante, a jackpot bet (unless `jackpot` is false), then the decision's time runs out (000 §11 V.3: a fold). Returns the settled result and the jackpot bet's reply. */
const played: Record<string, number> = {};
async function playRound(c: Client, table: string, jackpot = true): Promise<{ last: NonNullable<Last>; jackpotReply: Frame | null }> {
  const after = played[table] ?? 0;
  const open = await c.until((f) => f.type === 'table' && (f.table as { id: string }).id === table && ((f.round as Round)?.id ?? 0) > after && !!(f.round as Round)?.legal.some((l) => l.spot === 'ante'), 0, 5000);
  const round = open.round as NonNullable<Round>;
  const ante = await c.request({ type: 'act', table, key: `jackpot-tables-${++keys}`, round: round.id, version: round.version, action: { type: 'bet', box: 1, spot: 'ante', amount: ANTE } });
  assert.equal(ante.type, 'ok', JSON.stringify(ante));
  let jackpotReply: Frame | null = null;
  if (jackpot) jackpotReply = await c.request({ type: 'act', table, key: `jackpot-tables-${++keys}`, round: round.id, version: (ante.result as { version: number }).version, action: { type: 'bet', box: 1, spot: 'jackpot', amount: 100 } });
  // Done betting (the betting time is long enough for a loaded machine): the round goes on at once.
  assert.equal((await c.request({ type: 'ready', table })).type, 'ok');
  const done = await c.until((f) => f.type === 'table' && (f.table as { id: string }).id === table && (f.last as Last)?.id === round.id, 0, 8000);
  played[table] = round.id;
  return { last: done.last as NonNullable<Last>, jackpotReply };
}

/** The jackpot's ledger lines of a round: `kind account amount`, sorted. */
async function jackpotLines(roundId: number): Promise<string[]> {
  const rows = await s.ctx.db.all<{ kind: string; account_id: string; amount: number }>("SELECT t.kind, p.account_id, p.amount FROM ledger_tx t JOIN ledger_postings p ON p.tx_id = t.id WHERE t.round_id = ? AND t.kind LIKE 'jackpot-%' ORDER BY t.id, p.account_id", [roundId]);
  return rows.map((r) => `${r.kind} ${r.account_id} ${Number(r.amount)}`);
}

test('docs/jackpots.md: a table naming an unknown jackpot, or one that does not take its game, is refused at creation and at configuration (jackpot/unknown), and nothing changes', async () => {
  const admin = await login(s.url, 'admin', PASSWORD);
  assert.equal((await http(s.url, 'POST', '/api/jackpots', JP, admin)).status, 200);
  assert.equal((await http(s.url, 'POST', '/api/jackpots', { ...JP, id: 'tripoker', name: 'Three card progressive', games: ['three-card-poker'] }, admin)).status, 200);
  const unknown = await http<{ code: string; message: string }>(s.url, 'POST', '/api/tables', { id: 'car-x', game: 'caribbean-stud', profile: 'eus', config: { ...CONFIG, jackpot: { id: 'nope', stake: 100 } } }, admin);
  assert.deepEqual([unknown.status, unknown.body.code], [409, 'jackpot/unknown'], JSON.stringify(unknown.body));
  const other = await http<{ code: string; message: string }>(s.url, 'POST', '/api/tables', { id: 'car-x', game: 'caribbean-stud', profile: 'eus', config: { ...CONFIG, jackpot: { id: 'tripoker', stake: 100 } } }, admin);
  assert.deepEqual([other.status, other.body.code], [409, 'jackpot/unknown']);
  assert.match(other.body.message, /does not take caribbean-stud/);
  assert.equal(await s.ctx.catalog.get('car-x'), null, 'no table was created');
  for (const id of ['car-a', 'car-b']) assert.equal((await http(s.url, 'POST', '/api/tables', { id, game: 'caribbean-stud', profile: 'eus', config: CONFIG }, admin)).status, 200);
  // Configuring a linked table to another game's jackpot is refused too; its configuration stays as it was.
  const dealer = await login(s.url, 'dealer', PASSWORD);
  const conf = await http<{ code: string }>(s.url, 'POST', '/api/tables/car-b/command', { key: 'jackpot-conf-1', command: { kind: 'configure', config: { ...CONFIG, jackpot: { id: 'tripoker', stake: 100 } } } }, dealer);
  assert.deepEqual([conf.status, conf.body.code], [409, 'jackpot/unknown']);
  assert.equal(s.ctx.host.get('car-b')?.table.pendingConfig, null);
  assert.deepEqual((s.ctx.host.get('car-b')?.table.config as { jackpot: unknown }).jackpot, { id: 'carib', stake: 100 });
});

test('003-TJP: two linked tables feed one pool to the cent; a royal flush on table A wins it all (003 §2.3.4: from the ledger, whatever the display said); table B shows the reset pool at once; out of order, B shows it and refuses the jackpot bet with nothing written (003 §2.3.5)', async () => {
  const admin = await login(s.url, 'admin', PASSWORD);
  const pool = 'pool:jackpot-carib';
  const start = { pool: await bal(pool), house: await bal('house'), revenue: await bal('revenue'), alice: await bal('wallet:alice'), bob: await bal('wallet:bob') };
  assert.equal(start.pool, 50_000, 'the seed');
  const alice = await Client.connect(s.url, await login(s.url, 'alice', PASSWORD));
  const bob = await Client.connect(s.url, await login(s.url, 'bob', PASSWORD));
  try {
    for (const [c, t] of [[alice, 'car-a'], [bob, 'car-b']] as const) {
      assert.equal((await c.request({ type: 'join', table: t })).type, 'ok');
      assert.equal((await c.request({ type: 'sit', table: t, box: 1 })).type, 'ok');
    }
    // Alice watches table B too: she sees its meter follow what happens at table A.
    assert.equal((await alice.request({ type: 'join', table: 'car-b', as: 'spectator' })).type, 'ok');
    await showing(alice, 'car-b', (j) => j.amount === 50_000 && j.status === 'in-order' && j.stake === 100);

    // A round at each table: each jackpot bet of 100 puts 70 in the pool, 30 to the house's revenue (the deduction).
    const a1 = await playRound(alice, 'car-a');
    await showing(bob, 'car-b', (j) => j.amount === 50_070);
    const b1 = await playRound(bob, 'car-b');
    await showing(alice, 'car-a', (j) => j.amount === 50_140);
    await showing(alice, 'car-b', (j) => j.amount === 50_140);
    for (const r of [a1, b1]) assert.deepEqual(r.jackpotReply?.type, 'ok');
    assert.deepEqual(await jackpotLines(a1.last.id), ['jackpot-contribution pool:jackpot-carib 70', 'jackpot-contribution revenue 30', 'jackpot-contribution table:car-a -100']);
    assert.deepEqual(await jackpotLines(b1.last.id), ['jackpot-contribution pool:jackpot-carib 70', 'jackpot-contribution revenue 30', 'jackpot-contribution table:car-b -100']);
    assert.equal(await bal(pool), 50_140);

    // Table A's next deck is stacked with a royal flush for alice; the display is made stale on purpose (a wrong
    // figure published to every table): the prize is the pool's ledger balance, 50,140 + this round's 70.
    s.ctx.pubsub.publish('jackpot', { id: 'carib', amount: 1 });
    await showing(alice, 'car-a', (j) => j.amount === 1);
    await showing(bob, 'car-b', (j) => j.amount === 1);
    const a2 = await playRound(alice, 'car-a');
    assert.equal(decks['car-a']?.queue.length, 0, 'the royal flush was dealt');
    assert.deepEqual(a2.last.lines.find((l) => l.bet === 'jackpot'), { bettor: 'alice', box: 1, bet: 'jackpot', stake: 100, returned: 50_210, net: 50_110, outcome: 'royal-flush', cite: '000 §11 VI.1' });
    assert.deepEqual(await jackpotLines(a2.last.id), [
      'jackpot-contribution pool:jackpot-carib 70',
      'jackpot-contribution revenue 30',
      'jackpot-contribution table:car-a -100',
      'jackpot-award pool:jackpot-carib -50210',
      'jackpot-award wallet:alice 50210',
      'jackpot-seed house -50000',
      'jackpot-seed pool:jackpot-carib 50000',
    ]);
    // Table B, where nothing happened meanwhile, shows the reset pool (pushed to its watchers).
    await showing(bob, 'car-b', (j) => j.amount === 50_000);
    await showing(alice, 'car-b', (j) => j.amount === 50_000);
    const b2 = await playRound(bob, 'car-b');
    assert.equal(b2.jackpotReply?.type, 'ok');
    await showing(alice, 'car-a', (j) => j.amount === 50_070);

    // 003 §2.3.5: out of order, every linked table shows it, and the jackpot bet is refused with nothing written.
    assert.equal((await http(s.url, 'POST', '/api/jackpots/carib/status', { status: 'out-of-order' }, admin)).status, 200);
    await showing(bob, 'car-b', (j) => j.status === 'out-of-order' && j.amount === 50_070);
    await showing(alice, 'car-a', (j) => j.status === 'out-of-order');
    const before = { tx: await txCount(), bob: await bal('wallet:bob') };
    const open = await bob.until((f) => f.type === 'table' && (f.table as { id: string }).id === 'car-b' && ((f.round as Round)?.id ?? 0) > (played['car-b'] ?? 0) && !!(f.round as Round)?.legal.some((l) => l.spot === 'ante'));
    const round = open.round as NonNullable<Round>;
    const ante = await bob.request({ type: 'act', table: 'car-b', key: `jackpot-tables-${++keys}`, round: round.id, version: round.version, action: { type: 'bet', box: 1, spot: 'ante', amount: ANTE } });
    assert.equal(ante.type, 'ok');
    const mid = { tx: await txCount(), bob: await bal('wallet:bob') };
    assert.deepEqual(mid, { tx: before.tx + 1, bob: before.bob - ANTE }, 'the ante alone is written');
    const refused = await bob.request({ type: 'act', table: 'car-b', key: `jackpot-tables-${++keys}`, round: round.id, version: (ante.result as { version: number }).version, action: { type: 'bet', box: 1, spot: 'jackpot', amount: 100 } });
    assert.deepEqual([refused.type, refused.code, refused.cite], ['error', 'jackpot/out-of-order', '003 §2.3.5']);
    assert.deepEqual({ tx: await txCount(), bob: await bal('wallet:bob') }, mid, 'the refused jackpot bet wrote nothing');
    assert.equal((await bob.request({ type: 'ready', table: 'car-b' })).type, 'ok');
    const b3 = await bob.until((f) => f.type === 'table' && (f.table as { id: string }).id === 'car-b' && (f.last as Last)?.id === round.id, 0, 8000);
    played['car-b'] = round.id;
    assert.deepEqual(await jackpotLines((b3.last as NonNullable<Last>).id), [], 'a round without a jackpot bet moves no pool');
    assert.equal((await http(s.url, 'POST', '/api/jackpots/carib/status', { status: 'in-order' }, admin)).status, 200);
    await showing(bob, 'car-b', (j) => j.status === 'in-order');

    // Every balance to the cent: 4 jackpot bets put 280 in the pool and 120 in the revenue; alice won 50,210; the
    // house lost 5 antes' worth less than it paid to reset the pool.
    assert.deepEqual(
      { pool: await bal(pool), house: await bal('house'), revenue: await bal('revenue'), alice: await bal('wallet:alice'), bob: await bal('wallet:bob'), a: await bal('table:car-a'), b: await bal('table:car-b') },
      { pool: 50_070, house: start.house + 5 * ANTE - 50_000, revenue: start.revenue + 120, alice: start.alice - 2 * (ANTE + 100) + 50_210, bob: start.bob - 2 * (ANTE + 100) - ANTE, a: 0, b: 0 },
    );
    const audit = await s.ctx.db.tx((q) => auditLedger(q));
    assert.equal(audit.ok, true, JSON.stringify(audit));
    // The displays agree with the ledger once the last change is published.
    assert.equal(shown(bob, 'car-b')?.amount, 50_070);
  } finally {
    await alice.close();
    await bob.close();
  }
});
