/**
 * [Autoplay] with a stop at a machine (issue 22; 003 §4.1.2: "autoplay is stopped with [Cash Out] or [Stop/Autoplay]";
 * table/autoplay, server/tables/autoplays): seeded runs of machine bingo and the reel slot, each stopped by one of its
 * conditions — the count, a win of at least X, the credit below Y, a jackpot, the credit short of the stake,
 * [Stop/Autoplay] mid-run, [Cash Out] mid-run, the player's disconnection — every game played whole as the player's
 * recorded actions, the credit to the cent against the ledger and the rounds; each bad request a typed refusal that
 * changes nothing.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { machineBingo } from '../../src/games/machines/bingo/index.js';
import { electronicBlackjack } from '../../src/games/machines/electronic-blackjack/index.js';
import { reelSlot } from '../../src/games/machines/reels/index.js';
import { auditLedger } from '../../src/ledger/ledger-store.js';
import { seededRng } from '../../src/rng/seeded-rng.js';
import { JackpotStore } from '../../src/server/store/jackpot-store.js';
import type { AutoplayStatus } from '../../src/table/autoplay.js';
import type { TableRuntime } from '../../src/table/table-runtime.js';
import { http, login, startTestServer, type TestServer } from './helpers.js';

let s: TestServer;
let alice: string;
before(async () => {
  s = await startTestServer({
    games: [machineBingo, reelSlot, electronicBlackjack],
    rng: () => seededRng('machine-autoplay'),
    tickets: { casino: 'olympic-tallinn', validDays: 30, denomination: 1 },
    timings: { bettingMs: 60_000, decisionMs: 60_000, graceMs: 600_000, outcomeMs: 0, stepMs: 0 },
  });
  alice = await login(s.url, 'alice');
  await s.ctx.accounts.cashier('alice', 'credit', 1_000_000, 'autoplay-test-wallet');
});
after(async () => s.stop());

const bal = async (account: string): Promise<number> => Number((await s.ctx.db.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [account]))?.balance ?? 0);
const snapshot = async (): Promise<string> => JSON.stringify([await s.ctx.db.all('SELECT COUNT(*) AS n FROM ledger_tx'), await s.ctx.db.all('SELECT id, balance FROM ledger_accounts ORDER BY id'), await s.ctx.db.all('SELECT COUNT(*) AS n FROM round_actions')]);

let machines = 0;
/** A machine of `game` with alice seated, connected and `credit` loaded. */
async function machine(game: typeof machineBingo | typeof reelSlot | typeof electronicBlackjack, credit: number, config: object = {}): Promise<TableRuntime> {
  const id = `auto-${++machines}`;
  const profile = game.id === 'machine-bingo' ? 'ee-oc' : 'eus';
  await s.ctx.catalog.create({ id, game: game.id, profile, name: id, config: { ...game.defaultTable(game.profiles.get(profile) as never), ...config }, boxes: 1, maxBoxesPerPlayer: 1 });
  await s.ctx.host.tick();
  const rt = s.ctx.host.get(id) as TableRuntime;
  rt.attach('alice');
  await rt.sit('alice', 1);
  if (credit) await rt.buyIn('alice', credit, `load-${id}`);
  return rt;
}

const start = (rt: TableRuntime, body: object): Promise<{ status: number; body: { autoplay: AutoplayStatus; code?: string } }> => http(s.url, 'POST', `/api/tables/${rt.id}/autoplay`, body, alice);
const status = async (rt: TableRuntime): Promise<AutoplayStatus> => (await http<{ autoplay: AutoplayStatus }>(s.url, 'GET', `/api/tables/${rt.id}/autoplay`, undefined, alice)).body.autoplay;
async function ended(rt: TableRuntime): Promise<AutoplayStatus> {
  for (let i = 0; i < 1500; i++) {
    const a = await status(rt);
    if (a && !a.running) return a;
    await new Promise((ok) => setTimeout(ok, 10));
  }
  throw new Error('autoplay did not end');
}

/** The games the table settled: alice's stakes and returns, from the rounds' record. */
async function settled(rt: TableRuntime): Promise<{ games: number; staked: number; returned: number; open: number }> {
  const rows = await s.ctx.db.all<{ status: string; settlement: string | null }>('SELECT status, settlement FROM rounds WHERE table_id = ? ORDER BY id', [rt.id]);
  let staked = 0;
  let returned = 0;
  let games = 0;
  for (const r of rows.filter((x) => x.status === 'settled')) {
    const lines = (JSON.parse(r.settlement as string) as { lines: { bettor: string; bet: string; stake: number; returned: number }[] }).lines.filter((l) => l.bettor === 'alice' && l.bet !== 'jackpot');
    games++;
    staked += lines.reduce((a, l) => a + l.stake, 0);
    returned += lines.reduce((a, l) => a + l.returned, 0);
  }
  // A round open with a stake on it would be a half-played game.
  const open = (rt.current?.onTable ?? 0) > 0 ? 1 : 0;
  return { games, staked, returned, open };
}

/** The credit to the cent: the ledger's stack, the run's figures and the rounds' record agree. */
async function creditAgrees(rt: TableRuntime, load: number, a: AutoplayStatus): Promise<void> {
  const r = await settled(rt);
  assert.equal(r.open, 0, 'no game is left half played');
  assert.deepEqual([r.games, r.staked, r.returned], [a.played, a.staked, a.returned], 'the run counts every game it played, to the cent');
  assert.equal(await bal(`stack:${rt.id}:alice`), load - a.staked + a.returned, 'the credit is the load less the stakes plus the wins');
  assert.equal(a.credit, load - a.staked + a.returned);
}

test('003 §4.1.2: autoplay plays the games asked for as the player’s recorded actions (stake 3.00 each), then stops: the credit to the cent', async () => {
  const rt = await machine(machineBingo, 10_000);
  const r = await start(rt, { stake: 300, games: 5 });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.equal(r.body.autoplay.running, true);
  const a = await ended(rt);
  assert.deepEqual([a.reason, a.played, a.staked], ['count', 5, 1_500]);
  await creditAgrees(rt, 10_000, a);
  const acts = await s.ctx.db.all<{ idem_key: string; actor: string }>("SELECT r.idem_key, r.actor FROM round_actions r JOIN rounds o ON o.id = r.round_id WHERE o.table_id = ? AND r.idem_key IS NOT NULL ORDER BY r.round_id, r.seq", [rt.id]);
  assert.equal(acts.length, 5, 'one play per game, recorded');
  for (const x of acts) assert.match(x.idem_key, new RegExp(`^autoplay-${a.run}-\\d+-0$`));
  const log = await s.ctx.db.all<{ action: string; details: string }>("SELECT action, details FROM staff_log WHERE action LIKE 'machine-autoplay%' AND target = ? ORDER BY id", [rt.id]);
  assert.deepEqual(log.map((l) => l.action), ['machine-autoplay', 'machine-autoplay-ended'], 'the request and its end are in the audit log');
  assert.equal(JSON.parse(log[0]?.details as string).stake, 300);
});

test('autoplay stops after a game that paid at least the win asked for (stops.winAtLeast)', async () => {
  const rt = await machine(machineBingo, 20_000);
  assert.equal((await start(rt, { stake: 100, games: 150, stops: { winAtLeast: 200 } })).status, 200);
  const a = await ended(rt);
  assert.equal(a.reason, 'win');
  assert.ok((a.lastWin ?? 0) >= 200, `the last game paid ${a.lastWin}`);
  assert.ok(a.played < 150);
  await creditAgrees(rt, 20_000, a);
});

test('autoplay stops once the credit is below the figure asked for (stops.creditBelow), and when the credit cannot pay the stake', async () => {
  const rt = await machine(machineBingo, 5_000);
  assert.equal((await start(rt, { stake: 1_000, games: 100, stops: { creditBelow: 4_000 } })).status, 200);
  const a = await ended(rt);
  assert.equal(a.reason, 'credit-below');
  assert.ok(a.credit < 4_000);
  await creditAgrees(rt, 5_000, a);

  const short = await machine(machineBingo, 1_000);
  assert.equal((await start(short, { stake: 600, games: 100 })).status, 200);
  const b = await ended(short);
  assert.equal(b.reason, 'credit-short', 'the credit cannot pay the next stake');
  assert.ok(b.credit < 600);
  await creditAgrees(short, 1_000, b);
});

test('003 §4.5.2: with stops.feature, autoplay stops after a game that won a jackpot (the award is in the ledger)', async () => {
  await new JackpotStore(s.ctx.db).create({ id: 'auto-mystery', name: 'Mystery', games: ['reel-slot'], share: { num: 1, den: 100 }, seed: 1_000, cite: '003 §4.5.2', basis: 'stake', trigger: { kind: 'chance', num: 1, den: 1 } }, { actor: 'admin' });
  const rt = await machine(reelSlot, 5_000, { jackpots: [{ system: 'casino mystery', kind: 'mystery', levels: [{ id: 'auto-mystery' }] }] });
  assert.equal((await start(rt, { stake: 50, games: 20, choices: { lines: 5 }, stops: { feature: true } })).status, 200);
  const a = await ended(rt);
  assert.deepEqual([a.reason, a.played], ['jackpot', 1], 'the first game won the mystery jackpot (a chance of 1 per unit staked)');
  const r = await settled(rt);
  assert.equal(r.open, 0);
  const paid = await s.ctx.db.one<{ amount: number }>("SELECT SUM(p.amount) AS amount FROM ledger_tx t JOIN ledger_postings p ON p.tx_id = t.id WHERE t.kind = 'jackpot-award' AND p.account_id = ?", [`stack:${rt.id}:alice`]);
  assert.ok(Number(paid?.amount) >= 1_000, 'the pool (its seed 10.00 at least) was paid to the credit');
  assert.equal(await bal(`stack:${rt.id}:alice`), 5_000 - a.staked + a.returned + Number(paid?.amount), 'the credit: the load, the game’s own stake and win, and the jackpot');
  assert.equal(a.credit, 5_000 - a.staked + a.returned + Number(paid?.amount));
  assert.equal((await auditLedger(s.ctx.db)).ok, true);
});

test('[Stop/Autoplay] mid-run ends the run after the game in play: no game half played, the credit to the cent', async () => {
  const rt = await machine(machineBingo, 100_000);
  assert.equal((await start(rt, { stake: 100, games: 1000 })).status, 200);
  for (let i = 0; i < 500 && ((await status(rt))?.played ?? 0) < 3; i++) await new Promise((ok) => setTimeout(ok, 5));
  const stopped = await http<{ autoplay: AutoplayStatus }>(s.url, 'POST', `/api/tables/${rt.id}/autoplay/stop`, {}, alice);
  assert.equal(stopped.status, 200);
  const a = stopped.body.autoplay;
  assert.equal(a.reason, 'stopped');
  assert.equal(a.running, false);
  assert.ok(a.played >= 3 && a.played < 1000, `${a.played} games`);
  await creditAgrees(rt, 100_000, a);
  const played = a.played;
  await new Promise((ok) => setTimeout(ok, 100));
  assert.equal((await settled(rt)).games, played, 'no game is played after the stop');
});

test('[Cash Out] mid-run stops autoplay and pays the whole credit as a ticket once the game in play has ended', async () => {
  const rt = await machine(machineBingo, 50_000);
  assert.equal((await start(rt, { stake: 200, games: 1000 })).status, 200);
  for (let i = 0; i < 500 && ((await status(rt))?.played ?? 0) < 2; i++) await new Promise((ok) => setTimeout(ok, 5));
  const t = await http<{ ticket: { amount: number } }>(s.url, 'POST', `/api/tables/${rt.id}/ticket`, { key: `cash-out-${rt.id}` }, alice);
  assert.equal(t.status, 200, JSON.stringify(t.body));
  const a = await status(rt);
  assert.equal(a.reason, 'cash-out');
  const r = await settled(rt);
  assert.equal(r.open, 0);
  assert.equal(t.body.ticket.amount, 50_000 - r.staked + r.returned, 'the ticket is the credit after the last game, to the cent');
  assert.equal(await bal(`stack:${rt.id}:alice`), 0);
});

test('autoplay stops when the player disconnects', async () => {
  const rt = await machine(machineBingo, 50_000);
  assert.equal((await start(rt, { stake: 100, games: 1000 })).status, 200);
  for (let i = 0; i < 500 && ((await status(rt))?.played ?? 0) < 1; i++) await new Promise((ok) => setTimeout(ok, 5));
  rt.detach('alice');
  const a = await ended(rt);
  assert.equal(a.reason, 'disconnected');
  await creditAgrees(rt, 50_000, a);
});

test('a bad autoplay request is a typed refusal that starts nothing and changes nothing', async () => {
  const bingo = await machine(machineBingo, 1_000);
  const bj = await machine(electronicBlackjack, 1_000);
  const before = await snapshot();
  const cases: [TableRuntime, object, number, string][] = [
    [bj, { stake: 100, games: 3 }, 409, 'autoplay/not-offered'],
    [bingo, { stake: 100, games: 0 }, 400, 'autoplay/invalid-request'],
    [bingo, { stake: 100, games: 1001 }, 400, 'autoplay/invalid-request'],
    [bingo, { stake: -100, games: 3 }, 400, 'autoplay/invalid-request'],
    [bingo, { stake: 100.5, games: 3 }, 400, 'autoplay/invalid-request'],
    [bingo, { stake: 100, games: 3, stops: { winAtLeast: 0 } }, 400, 'autoplay/invalid-request'],
    [bingo, { stake: 100, games: 3, extra: 1 }, 400, 'autoplay/invalid-request'],
    [bingo, { stake: 100, games: 3, choices: { lines: 5 } }, 400, 'autoplay/invalid-request'],
    [bingo, { stake: 150, games: 3 }, 400, 'autoplay/stake'],
    [bingo, { stake: 2_000, games: 3 }, 400, 'autoplay/stake'],
  ];
  for (const [rt, body, code, err] of cases) {
    const r = await start(rt, body);
    assert.deepEqual([r.status, r.body.code], [code, err], JSON.stringify(body));
  }
  assert.equal(await snapshot(), before, 'nothing recorded, nothing moved');
  const poor = await machine(machineBingo, 100);
  const before2 = await snapshot();
  const r = await start(poor, { stake: 200, games: 3 });
  assert.deepEqual([r.status, r.body.code], [409, 'autoplay/credit-short']);
  poor.detach('alice');
  const gone = await start(poor, { stake: 100, games: 3 });
  assert.deepEqual([gone.status, gone.body.code], [409, 'autoplay/not-connected']);
  assert.equal(await snapshot(), before2, 'nothing recorded, nothing moved');
  const reels = await machine(reelSlot, 1_000);
  const badChoice = await start(reels, { stake: 50, games: 3, choices: { lines: 0 } });
  assert.deepEqual([badChoice.status, badChoice.body.code], [400, 'autoplay/invalid-request']);
  assert.equal(await status(bingo), null, 'no run was started');
  // A second run while one runs is refused.
  const rich = await machine(machineBingo, 100_000);
  assert.equal((await start(rich, { stake: 100, games: 1000 })).status, 200);
  const twice = await start(rich, { stake: 100, games: 3 });
  assert.deepEqual([twice.status, twice.body.code], [409, 'autoplay/running']);
  await http(s.url, 'POST', `/api/tables/${rich.id}/autoplay/stop`, {}, alice);
});
