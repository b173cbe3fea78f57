/**
 * The WebSocket protocol with the fixture game: a whole round, idempotent keys, stale versions, turns and seats,
 * bets behind with the holder's consent, decision timers, reconnection grace, dealer commands, and recovery of an
 * unfinished round after a restart (continued, or voided with stakes returned).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Client, http, login, sleep, startTestServer, type Frame, type TestServer } from './helpers.js';
import { verifyCommitment } from '../../src/rng/commitment.js';
import { DEMO_PASSWORD } from '../fixtures/accounts.js';

type Round = { id: number; version: number; legal: { type: string; box?: number }[]; awaiting: { kind: string; player?: string }[]; timer: string | null; view: { phase: string } };
const roundOf = (f: Frame | undefined): Round => (f?.round ?? null) as Round;

let s: TestServer;
before(async () => {
  s = await startTestServer({ timings: { bettingMs: 300, decisionMs: 10_000, graceMs: 400 } });
});
after(async () => s.stop());

async function player(name: string, table: string): Promise<Client> {
  const c = await Client.connect(s.url, await login(s.url, name));
  assert.equal((await c.request({ type: 'join', table })).type, 'ok');
  await c.until((f) => f.type === 'table');
  return c;
}

let adminToken = '';
/** A new table of its own for each test, created by the administrator over HTTP. */
async function freshTable(profile = 'test'): Promise<string> {
  if (!adminToken) adminToken = await login(s.url, 'admin');
  const r = await http<{ id: string }>(s.url, 'POST', '/api/tables', { game: 'high-card', profile }, adminToken);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.id;
}

const balance = async (u: string): Promise<number> => (await s.ctx.accounts.balance(u)) as number;
/** The table's recorded actions and ledger entries, and every wallet: another table's timer (an earlier test's table
 * playing on) may record an action meanwhile, which is not this table's business (CI saw it once). */
const counts = async (table: string): Promise<string> =>
  JSON.stringify(await s.ctx.db.all('SELECT (SELECT COUNT(*) FROM round_actions x JOIN rounds r ON r.id = x.round_id WHERE r.table_id = ?) AS a, (SELECT COUNT(*) FROM ledger_tx WHERE table_id = ?) AS t, (SELECT SUM(balance) FROM ledger_accounts WHERE kind = \'wallet\') AS w', [table, table]));

async function bet(c: Client, table: string, box: number, amount: number, key: string): Promise<Frame> {
  const r = roundOf(c.lastTable(table));
  return c.request({ type: 'act', table, key, round: r.id, version: r.version, action: { type: 'bet', box, amount } });
}

/** Waits until `name` is awaited at `table`; returns that round. */
async function awaited(c: Client, table: string, name: string, from = 0): Promise<Round> {
  return roundOf(await c.until((f) => f.type === 'table' && (f.table as { id: string }).id === table && (roundOf(f)?.awaiting ?? []).some((a) => a.player === name), from, 5000));
}

test('a round: sit, bet, ready, decide, settle; the wallet follows every stake and payout', async () => {
  const t = await freshTable();
  const c = await player('alice', t);
  const before = await balance('alice');
  assert.equal((await c.request({ type: 'sit', table: t, box: 1 })).type, 'ok');
  const mark = c.frames.length;
  const ok = await bet(c, t, 1, 400, 'alice-round-bet-1');
  assert.equal(ok.type, 'ok');
  assert.deepEqual(Object.keys(ok.result as object).sort(), ['round', 'seq', 'version']);
  const w = await c.until((f) => f.type === 'wallet', mark);
  assert.equal(w.balance, before - 400);
  await c.request({ type: 'ready', table: t });
  const r = await awaited(c, t, 'alice', mark);
  assert.deepEqual(r.legal.map((l) => l.type).sort(), ['double', 'stay']);
  await c.request({ type: 'act', table: t, key: 'alice-round-stay-1', round: r.id, version: r.version, action: { type: 'stay', box: 1 } });
  const done = await c.until((f) => f.type === 'table' && (f.last as { id: number } | null)?.id === r.id, mark);
  const last = done.last as { outcome: string; lines: { net: number; stake: number; returned: number }[] };
  assert.equal(last.outcome, 'settled');
  assert.equal(last.lines.length, 1);
  assert.equal(await balance('alice'), before + (last.lines[0]?.net ?? NaN));
  await c.close();
});

test('a repeated idempotency key returns the first result and stakes nothing twice', async () => {
  const t = await freshTable('big');
  const c = await player('bob', t);
  await c.request({ type: 'sit', table: t, box: 3 });
  const first = await bet(c, t, 3, 250, 'bob-dup-key-0001');
  const b1 = await balance('bob');
  const before = await counts(t);
  const again = await bet(c, t, 3, 250, 'bob-dup-key-0001');
  assert.equal(again.type, 'ok');
  assert.equal(again.duplicate, true);
  assert.deepEqual(again.result, first.result);
  assert.equal(await balance('bob'), b1);
  assert.equal(await counts(t), before);
  await c.close();
});

test('stale versions and rounds, out-of-turn actions, `by` from the client and other seats are refused and change nothing', async () => {
  const t = await freshTable('big');
  const bob = await player('bob', t);
  const carol = await player('carol', t);
  await bob.request({ type: 'sit', table: t, box: 3 });
  await carol.request({ type: 'sit', table: t, box: 4 });
  const mark = bob.frames.length;
  assert.equal((await bet(bob, t, 3, 300, 'bob-turns-bet-1')).type, 'ok');
  assert.equal((await bet(carol, t, 4, 300, 'carol-turns-bet-1')).type, 'ok');
  await bob.request({ type: 'ready', table: t });
  await carol.request({ type: 'ready', table: t });
  const r = await awaited(bob, t, 'bob', mark);
  const before = await counts(t);
  const tries: [Client, Record<string, unknown>, string][] = [
    [bob, { round: r.id, version: r.version - 1, action: { type: 'stay', box: 3 } }, 'table/stale-version'],
    [bob, { round: r.id - 1, version: r.version, action: { type: 'stay', box: 3 } }, 'table/stale-version'],
    [carol, { round: r.id, version: r.version, action: { type: 'stay', box: 3 } }, 'table/not-your-box'],
    [carol, { round: r.id, version: r.version, action: { type: 'stay', box: 4 } }, 'high-card/not-your-turn'],
    [bob, { round: r.id, version: r.version, action: { type: 'stay', box: 3, by: { kind: 'player', player: 'carol' } } }, 'table/invalid-action'],
    [bob, { round: r.id, version: r.version, action: { type: 'reveal' } }, 'high-card/dealer-only'],
    [bob, { round: r.id, version: r.version, action: { type: 'fly', box: 3 } }, 'table/invalid-action'],
  ];
  for (const [c, m, code] of tries) {
    const e = await c.request({ type: 'act', table: t, key: `try-${Math.floor(performance.now() * 1000)}`, ...m });
    assert.equal(e.type, 'error', JSON.stringify(m));
    assert.equal(e.code, code, JSON.stringify(m));
  }
  assert.equal(await counts(t), before);
  await bob.request({ type: 'act', table: t, key: 'bob-turns-stay', round: r.id, version: r.version, action: { type: 'stay', box: 3 } });
  const rc = await awaited(carol, t, 'carol', mark);
  await carol.request({ type: 'act', table: t, key: 'carol-turns-stay', round: rc.id, version: rc.version, action: { type: 'stay', box: 4 } });
  await bob.close();
  await carol.close();
});

test('seats: a taken box, a box out of range, too many boxes, standing with chips at risk', async () => {
  const t = await freshTable();
  const a = await player('alice', t);
  const b = await player('bob', t);
  await a.request({ type: 'sit', table: t, box: 1 });
  assert.equal((await b.request({ type: 'sit', table: t, box: 1 })).code, 'table/box-taken');
  assert.equal((await b.request({ type: 'sit', table: t, box: 9 })).code, 'table/box-out-of-range');
  for (const box of [2, 3, 4]) assert.equal((await b.request({ type: 'sit', table: t, box })).type, 'ok');
  assert.equal((await b.request({ type: 'sit', table: t, box: 5 })).code, 'table/too-many-boxes');
  assert.equal((await b.request({ type: 'stand', table: t, box: 1 })).code, 'table/not-your-box');
  assert.equal((await bet(b, t, 2, 100, 'bob-seat-bet-2')).type, 'ok');
  assert.equal((await b.request({ type: 'stand', table: t, box: 2 })).code, 'table/chips-at-risk');
  assert.equal((await b.request({ type: 'stand', table: t, box: 4 })).type, 'ok');
  const spec = await Client.connect(s.url);
  assert.equal((await spec.request({ type: 'join', table: t, as: 'player' })).code, 'auth/not-authenticated');
  assert.equal((await spec.request({ type: 'join', table: t })).type, 'ok');
  assert.equal((await spec.request({ type: 'sit', table: t, box: 5 })).code, 'table/not-joined');
  await spec.close();
  const mark = b.frames.length;
  await a.request({ type: 'ready', table: t });
  await b.request({ type: 'ready', table: t });
  const r = await awaited(b, t, 'bob', mark);
  await b.request({ type: 'act', table: t, key: 'bob-seat-stay', round: r.id, version: r.version, action: { type: 'stay', box: 2 } });
  await b.until((f) => f.type === 'table' && (f.last as { id: number } | null)?.id === r.id, mark);
  for (const box of [2, 3]) assert.equal((await b.request({ type: 'stand', table: t, box })).type, 'ok');
  await a.close();
  await b.close();
});

test('002 §14.11: a bet behind needs the holder consent; only the holder decides; the behind bettor may withdraw', async () => {
  const t = await freshTable('big');
  const a = await player('alice', t);
  const c = await player('carol', t);
  await a.request({ type: 'sit', table: t, box: 1 });
  assert.equal((await bet(c, t, 1, 200, 'carol-behind-1')).code, 'table/not-your-box');
  assert.equal((await c.request({ type: 'consent', table: t, box: 1, bettor: 'carol', allow: true })).code, 'table/not-your-box');
  assert.equal((await a.request({ type: 'consent', table: t, box: 1, bettor: 'carol', allow: true })).type, 'ok');
  assert.equal((await bet(a, t, 1, 500, 'alice-behind-main')).type, 'ok');
  const seat = (a.lastTable(t)?.table as { seats: { box: number; behind: string[] }[] }).seats[0];
  assert.deepEqual(seat?.behind, ['carol']);
  assert.equal((await bet(c, t, 1, 200, 'carol-behind-2')).type, 'ok');
  const r0 = roundOf(c.lastTable(t));
  assert.equal((await c.request({ type: 'act', table: t, key: 'carol-behind-wd', round: r0.id, version: r0.version, action: { type: 'withdraw', box: 1 } })).type, 'ok');
  assert.equal((await bet(c, t, 1, 200, 'carol-behind-3')).type, 'ok');
  const mark = a.frames.length;
  await a.request({ type: 'ready', table: t });
  await c.request({ type: 'ready', table: t });
  const r = await awaited(a, t, 'alice', mark);
  const e = await c.request({ type: 'act', table: t, key: 'carol-behind-dbl', round: r.id, version: r.version, action: { type: 'double', box: 1 } });
  assert.equal(e.type, 'error');
  await a.request({ type: 'act', table: t, key: 'alice-behind-stay', round: r.id, version: r.version, action: { type: 'stay', box: 1 } });
  const done = await c.until((f) => f.type === 'table' && (f.last as { id: number } | null)?.id === r.id, mark);
  const lines = (done.last as { lines: { bettor: string; bet: string; stake: number }[] }).lines;
  assert.deepEqual(lines.map((l) => `${l.bettor}:${l.bet}:${l.stake}`).sort(), ['alice:main:500', 'carol:behind:200']);
  await a.request({ type: 'consent', table: t, box: 1, bettor: 'carol', allow: false });
  assert.equal((await bet(c, t, 1, 200, 'carol-behind-4')).code, 'table/not-your-box');
  await a.request({ type: 'stand', table: t, box: 1 });
  await a.close();
  await c.close();
});

test('000 GP9: a stake larger than the wallet is refused before the game applies it', async () => {
  const t = await freshTable();
  const cashier = await login(s.url, 'cashier');
  await http(s.url, 'POST', '/api/accounts', { username: 'poor', password: DEMO_PASSWORD, roles: ['player'] }, cashier);
  await http(s.url, 'POST', '/api/cashier/wallets/poor', { op: 'credit', amount: 150, key: 'poor-credit-1' }, cashier);
  const p = await player('poor', t);
  await p.request({ type: 'sit', table: t, box: 5 });
  const before = await counts(t);
  const v0 = roundOf(p.lastTable(t)).version;
  const e = await bet(p, t, 5, 200, 'poor-bet-over');
  assert.equal(e.code, 'ledger/insufficient-funds');
  assert.equal(e.cite, '000 GP9');
  assert.equal(await counts(t), before);
  assert.equal(roundOf(p.lastTable(t)).version, v0);
  assert.equal(await balance('poor'), 150);
  assert.equal((await bet(p, t, 5, 150, 'poor-bet-all')).type, 'ok');
  assert.equal(await balance('poor'), 0);
  const r0 = roundOf(p.lastTable(t));
  await p.request({ type: 'act', table: t, key: 'poor-withdraw-1', round: r0.id, version: r0.version, action: { type: 'withdraw', box: 5 } });
  assert.equal(await balance('poor'), 150);
  await p.request({ type: 'stand', table: t, box: 5 });
  await p.close();
});

test('a decision timer applies the game default (stay) when the player does not act', async () => {
  const fast = await startTestServer({ timings: { bettingMs: 100, decisionMs: 400 } });
  const t = 'high-card-test';
  const c = await Client.connect(fast.url, await login(fast.url, 'carol'));
  await c.request({ type: 'join', table: t });
  await c.until((f) => f.type === 'table');
  await c.request({ type: 'sit', table: t, box: 3 });
  const mark = c.frames.length;
  await bet(c, t, 3, 100, 'carol-timeout-bet');
  await c.request({ type: 'ready', table: t });
  const r = await awaited(c, t, 'carol', mark);
  const f = c.lastTable(t);
  assert.equal(roundOf(f).timer, 'decision');
  assert.ok(typeof (f?.round as { deadline: number }).deadline === 'number');
  const done = await c.until((x) => x.type === 'table' && (x.last as { id: number } | null)?.id === r.id, mark, 5000);
  const view = (done.last as { view: { boxes: { box: number; decided: string }[] } }).view;
  assert.equal(view.boxes.find((b) => b.box === 3)?.decided, 'stay');
  const acts = await fast.ctx.db.all<{ actor: string; action: string }>('SELECT actor, action FROM round_actions WHERE round_id = ? ORDER BY seq', [r.id]);
  assert.ok(acts.some((x) => JSON.parse(x.actor).kind === 'system' && JSON.parse(x.action).type === 'stay'));
  await c.close();
  await fast.stop();
});

test('reconnection: a disconnected player keeps the box through the grace period, and resumes', async () => {
  const t = await freshTable('big');
  let c = await player('carol', t);
  // Signed in and watching beforehand, so the 500 ms grace is not spent on a password hash or a handshake.
  const token = await login(s.url, 'carol');
  const watcher = await Client.connect(s.url);
  await watcher.request({ type: 'join', table: t });
  await c.request({ type: 'sit', table: t, box: 5 });
  await c.close();
  const f = await watcher.until((x) => x.type === 'table' && (x.table as { seats: { holder: string | null; connected: boolean }[] }).seats[4]?.holder === 'carol' && (x.table as { seats: { connected: boolean }[] }).seats[4]?.connected === false);
  assert.deepEqual((f.table as { seats: { box: number; holder: string; connected: boolean }[] }).seats[4], { box: 5, holder: 'carol', connected: false, behind: [] });
  c = await Client.connect(s.url, token);
  assert.equal((await c.request({ type: 'join', table: t })).type, 'ok');
  await c.until((x) => x.type === 'table');
  assert.deepEqual((c.lastTable(t)?.you as { boxes: number[] }).boxes, [5]);
  await c.close();
  await sleep(700);
  const g = await watcher.until((x) => x.type === 'table' && (x.table as { seats: { holder: string | null }[] }).seats[4]?.holder === null, 0, 3000);
  assert.ok(g);
  await watcher.close();
});

test('dealer commands: role checks, configure for the next round, void-round returns stakes, close and open', async () => {
  const t = await freshTable();
  const p = await player('bob', t);
  assert.equal((await p.request({ type: 'join', table: t, as: 'dealer' })).code, 'auth/forbidden');
  const d = await Client.connect(s.url, await login(s.url, 'dealer'));
  assert.equal((await d.request({ type: 'join', table: t, as: 'dealer' })).type, 'ok');
  await d.until((f) => f.type === 'table');
  assert.equal((await d.request({ type: 'dealer', table: t, key: 'dealer-conf-bad', command: { kind: 'configure', config: { min: 10, max: 5, boxes: 5 } } })).code, 'table/invalid-config');
  const conf = await d.request({ type: 'dealer', table: t, key: 'dealer-conf-1', command: { kind: 'configure', config: { min: 100, max: 20000, boxes: 5 } } });
  assert.equal(conf.type, 'ok');
  const f = await d.until((x) => x.type === 'table' && ((x.table as { config: { max: number } }).config.max === 20000));
  assert.equal(roundOf(f).version, 0);
  await p.request({ type: 'sit', table: t, box: 2 });
  const before = await balance('bob');
  await bet(p, t, 2, 700, 'bob-void-bet');
  assert.equal(await balance('bob'), before - 700);
  const voided = await d.request({ type: 'dealer', table: t, key: 'dealer-void-1', command: { kind: 'void-round', reason: 'card fell on the floor' } });
  assert.equal(voided.type, 'ok');
  assert.equal(await balance('bob'), before);
  const last = (await p.until((x) => x.type === 'table' && (x.last as { reason?: string } | null)?.reason === 'card fell on the floor')).last as { lines: { bettor: string; returned: number }[]; reason: string };
  assert.deepEqual(last.lines.map((l) => [l.bettor, l.returned]), [['bob', 700]]);
  assert.equal(last.reason, 'card fell on the floor');
  const au = await login(s.url, 'auditor');
  const rec = await http<{ rounds: { id: number; status: string }[] }>(s.url, 'GET', `/api/recall?table=${t}&limit=5`, undefined, au);
  const vr = rec.body.rounds.find((r) => r.status === 'voided');
  assert.ok(vr);
  // The table's shoe goes on after the void: the round is verified once the shoe is revealed (sealed-shoes.test.ts).
  assert.equal((await http<{ code: string }>(s.url, 'POST', `/api/audit/rounds/${vr.id}/verify`, undefined, au)).body.code, 'audit/shoe-not-revealed');
  assert.equal((await d.request({ type: 'dealer', table: t, key: 'dealer-close-1', command: { kind: 'close' } })).type, 'ok');
  const closed = await p.until((x) => x.type === 'table' && (x.table as { status: string }).status === 'closed');
  assert.equal(closed.round, null);
  const refused = await p.request({ type: 'act', table: t, key: 'bob-closed-bet', version: 0, action: { type: 'bet', box: 2, amount: 100 } });
  assert.equal(refused.code, 'table/closed');
  assert.equal((await d.request({ type: 'dealer', table: t, key: 'dealer-open-1', command: { kind: 'open' } })).type, 'ok');
  await p.until((x) => x.type === 'table' && (x.table as { status: string }).status === 'open' && x.round !== null);
  await p.request({ type: 'stand', table: t, box: 2 });
  await p.close();
  await d.close();
});

test('recovery: an unfinished round continues after a restart exactly where it stood', async () => {
  const dir = s.dir;
  const a = await startTestServer({ dir, db: `${dir}/recover.db`, timings: { bettingMs: 200, decisionMs: 60_000 } });
  const t = 'high-card-test';
  let c = await Client.connect(a.url, await login(a.url, 'alice'));
  await c.request({ type: 'join', table: t });
  await c.until((f) => f.type === 'table');
  await c.request({ type: 'sit', table: t, box: 1 });
  const mark = c.frames.length;
  const r0 = roundOf(c.lastTable(t));
  await c.request({ type: 'act', table: t, key: 'alice-recover-bet', round: r0.id, version: r0.version, action: { type: 'bet', box: 1, amount: 1000 } });
  await c.request({ type: 'ready', table: t });
  const r = await awaited(c, t, 'alice', mark);
  const viewBefore = JSON.stringify((c.lastTable(t)?.round as { view: unknown }).view);
  await c.close();
  await a.close();

  const b = await startTestServer({ dir, db: `${dir}/recover.db`, timings: { bettingMs: 200, decisionMs: 60_000, resumeMs: 500 } });
  c = await Client.connect(b.url, await login(b.url, 'alice'));
  await c.request({ type: 'join', table: t });
  const f = await c.until((x) => x.type === 'table');
  const rr = roundOf(f);
  assert.equal(rr.id, r.id);
  assert.equal(rr.version, r.version);
  assert.equal(JSON.stringify(rr.view), viewBefore);
  // The decision timer continues from the last recorded action; it does not start again from zero.
  const lastAt = await b.ctx.db.one<{ at: number }>('SELECT MAX(at) AS at FROM round_actions WHERE round_id = ?', [r.id]);
  assert.equal((f.round as { deadline: number }).deadline, Number(lastAt?.at) + 60_000);
  const dup = await c.request({ type: 'act', table: t, key: 'alice-recover-bet', round: rr.id, version: rr.version, action: { type: 'bet', box: 1, amount: 1000 } });
  assert.equal(dup.duplicate, true);
  await c.request({ type: 'act', table: t, key: 'alice-recover-stay', round: rr.id, version: rr.version, action: { type: 'stay', box: 1 } });
  const done = await c.until((x) => x.type === 'table' && (x.last as { id: number } | null)?.id === r.id);
  assert.equal((done.last as { outcome: string }).outcome, 'settled');
  await c.close();
  await b.close();
});

test('recovery: a round that cannot be replayed is voided with every stake returned', async () => {
  const dir = s.dir;
  const db = `${dir}/void.db`;
  const a = await startTestServer({ dir, db, timings: { bettingMs: 200, decisionMs: 60_000 } });
  const t = 'high-card-big';
  const c = await Client.connect(a.url, await login(a.url, 'bob'));
  await c.request({ type: 'join', table: t });
  await c.until((f) => f.type === 'table');
  await c.request({ type: 'sit', table: t, box: 2 });
  const before = (await a.ctx.accounts.balance('bob')) as number;
  const mark = c.frames.length;
  const r0 = roundOf(c.lastTable(t));
  await c.request({ type: 'act', table: t, key: 'bob-void-recover-bet', round: r0.id, version: r0.version, action: { type: 'bet', box: 2, amount: 900 } });
  await c.request({ type: 'ready', table: t });
  const r = await awaited(c, t, 'bob', mark);
  await c.close();
  // Corrupt the log: the dealt cards no longer replay.
  await a.ctx.db.run("UPDATE round_actions SET action = '{\"type\":\"reveal\",\"by\":{\"kind\":\"dealer\"}}' WHERE round_id = ? AND seq = 2", [r.id]);
  await a.close();
  const b = await startTestServer({ dir, db, timings: { bettingMs: 200, decisionMs: 60_000 } });
  const row = await b.ctx.db.one<{ status: string; void_reason: string }>('SELECT status, void_reason FROM rounds WHERE id = ?', [r.id]);
  assert.equal(row?.status, 'voided');
  assert.match(row?.void_reason ?? '', /could not be continued/);
  assert.equal(await b.ctx.accounts.balance('bob'), before);
  const payouts = await b.ctx.db.all("SELECT t.id FROM ledger_tx t WHERE t.round_id = ? AND t.kind NOT IN ('stake', 'withdraw', 'void')", [r.id]);
  assert.equal(payouts.length, 0);
  // The table starts a new shoe: the abandoned one is revealed, so its published commitment can be checked.
  const shoes = await b.ctx.db.all<{ commitment: string; shuffled: string | null; salt: string | null }>('SELECT commitment, shuffled, salt FROM shoes WHERE table_id = ? ORDER BY shoe_no', [t]);
  const abandoned = shoes.find((x) => x.shuffled !== null);
  assert.ok(abandoned, 'the abandoned shoe is revealed');
  assert.ok(verifyCommitment(abandoned.commitment, JSON.parse(abandoned.shuffled as string) as string[], abandoned.salt as string));
  await b.close();
});
