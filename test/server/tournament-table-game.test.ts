/**
 * Table-game tournaments at the server (issue 20; 000 Art. 2bis, 003 §1.5): a roulette tournament opened from its
 * bases by the same routes as poker's (the director chosen by the bases' game), registered for with the wallet's money
 * (entry to the pool, fee to the house), played over HTTP with tournament chips, never money; the betting timer closes
 * a round on a player who does not stake (he has timed out), and a round nobody stakes ends unplayed; a restart resumes
 * the tournament with the betting time it had left; the results are added and the pool paid by the bases' prize table
 * to the cent; the log replays. The server's clock is a manual one: the test moves time.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { auditLedger } from '../../src/ledger/ledger-store.js';
import { shippedBases } from '../../src/tournaments/table-game/bases.js';
import { BET_MS, OUTCOME_MS } from '../../src/tournaments/table-game/director.js';
import { ManualClock } from './manual-clock.js';
import { http, login, sleep, startTestServer, tempDir, type TestServer } from './helpers.js';

interface Legal { type: string; amount?: { min: number; max: number; step: number }; [k: string]: unknown }
interface TgView {
  format: string;
  status: string;
  pool: number;
  roundsPlayed: number;
  entrants: { player: string; chips: number }[];
  round: { no: number; players: string[]; bettingClosed: boolean; table: unknown } | null;
  timer: { kind: string; endsAt: number } | null;
  results: { player: string; place: number; chips: number; prize: number }[] | null;
  mine?: { table: string; legal: Legal[] } | null;
}

const ID = 'roulette-sprint';
const PLAYERS = ['alice', 'bob', 'carol'];
const dir = tempDir();
const clock = new ManualClock(Date.UTC(2026, 10, 27, 18));
let s: TestServer;
const start = async () => startTestServer({ dir, clock });
before(async () => {
  s = await start();
});
after(async () => s.stop());

const balance = async (account: string): Promise<number> => Number((await s.ctx.db.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [account]))?.balance ?? 0);
const get = async (token: string): Promise<{ version: number; status: string; view: TgView }> => (await http<{ version: number; status: string; view: TgView }>(s.url, 'GET', `/api/tournaments/${ID}`, undefined, token)).body;
/** Waits (real time) until the server's view satisfies `ok`: the host's clock runs in the background after each change. */
async function until(token: string, ok: (v: TgView) => boolean, what: string): Promise<TgView> {
  for (let i = 0; i < 400; i++) {
    const v = (await get(token)).view;
    if (ok(v)) return v;
    // A timer the host set after the test last moved the clock, for a time already reached, fires now.
    await clock.advance(0);
    await sleep(10);
  }
  throw new Error(`timed out waiting for ${what}: ${JSON.stringify((await get(token)).view).slice(0, 400)}`);
}

let tokens: Map<string, string>;
let step = 0;
/** A player stakes `amount` on his first listed layout bet (the legal list from his view's `mine`). */
async function stake(p: string, amount: number): Promise<void> {
  const v = (await get(tokens.get(p) as string)).view;
  const l = v.mine?.legal.find((x) => x.amount && x.type === 'bet') ?? v.mine?.legal.find((x) => x.amount);
  assert.ok(l, `${p} may stake: ${JSON.stringify(v.mine)}`);
  const { amount: _a, optional: _o, ...fixed } = l;
  const r = await http(s.url, 'POST', `/api/tournaments/${ID}/hand`, { key: `${p}-hand-${step++}`, table: v.mine?.table, action: { ...fixed, amount } }, tokens.get(p));
  assert.equal(r.status, 200, JSON.stringify(r.body));
}
const ready = async (p: string): Promise<void> => {
  const r = await http(s.url, 'POST', `/api/tournaments/${ID}/hand`, { key: `${p}-hand-${step++}`, table: 'main', action: { type: 'ready' } }, tokens.get(p));
  assert.equal(r.status, 200, JSON.stringify(r.body));
};

test('003 §1.5, 000 Art. 2bis: a roulette tournament at the server — registration money, chips never money, the betting timer, a restart keeping the time left, the results added and the pool paid to the cent', async () => {
  const dealer = await login(s.url, 'dealer');
  const bases = { ...(shippedBases('roulette-american-ee-oc') as Record<string, unknown>), rounds: 4 };
  assert.equal((await http(s.url, 'POST', '/api/tournaments', { id: ID, bases }, dealer)).status, 200, 'the same route opens a table-game tournament');
  const bad = await http<{ code: string; message: string }>(s.url, 'POST', '/api/tournaments', { id: 'bad-game', bases: { ...bases, id: 'bad-game', game: 'baccarat-punto-banca' } }, dealer);
  assert.equal(bad.status, 400);
  assert.equal(bad.body.code, 'tournaments/bad-bases');
  assert.match(bad.body.message, /game/);

  tokens = new Map();
  for (const p of PLAYERS) tokens.set(p, await login(s.url, p));
  const opening = new Map<string, number>();
  for (const p of PLAYERS) opening.set(p, await balance(`wallet:${p}`));
  const revenue0 = await balance('revenue');
  const { entry, fee } = bases as unknown as { entry: number; fee: number };
  for (const p of PLAYERS) assert.equal((await http(s.url, 'POST', `/api/tournaments/${ID}/register`, { key: `${p}-register` }, tokens.get(p))).status, 200);
  assert.equal(await balance(`pool:tournament-${ID}`), 3 * entry);
  assert.equal((await balance('revenue')) - revenue0, 3 * fee);
  assert.equal((await http(s.url, 'POST', `/api/tournaments/${ID}/start`, { key: 'start-roulette' }, dealer)).status, 200);
  const alice = tokens.get('alice') as string;
  let v = await until(alice, (x) => x.round?.no === 1, 'round 1 dealt');
  assert.equal(v.format, 'table-game');
  assert.equal(v.timer?.kind, 'betting');
  assert.equal(v.timer?.endsAt, clock.now() + BET_MS, 'betting is open BET_MS from the deal');

  // Round 1: alice and bob stake, carol does not; at the deadline the server's clock closes betting and spins.
  await stake('alice', 500);
  await stake('bob', 300);
  assert.equal((await get(alice)).view.entrants.find((e) => e.player === 'alice')?.chips, 10_000 - 500, 'a stake is taken from the tournament chips');
  assert.equal(await balance('wallet:alice'), (opening.get('alice') as number) - entry - fee, 'and never from the wallet');
  const forged = await http<{ code: string }>(s.url, 'POST', `/api/tournaments/${ID}/hand`, { key: "forge-spin", table: 'main', action: { type: 'spin', pocket: 17 } }, tokens.get('carol'));
  assert.equal(forged.status, 409);
  assert.equal(forged.body.code, 'tournaments/random-field', 'a player cannot send a spin\'s result');
  await clock.advance(BET_MS - 1);
  await sleep(50);
  assert.equal((await get(alice)).view.round?.bettingClosed, false, 'before the deadline betting is open');
  await clock.advance(1);
  v = await until(alice, (x) => x.roundsPlayed === 1, 'round 1 settled at the betting deadline');
  const carol = v.entrants.find((e) => e.player === 'carol');
  assert.equal(carol?.chips, 10_000, 'carol timed out: she staked nothing and lost nothing');
  assert.equal(v.entrants.reduce((t, e) => t + e.chips, 0) <= 30_000 + 500 * 35 + 300 * 35, true);

  // Round 2 after the outcome pause: nobody stakes; it ends unplayed at the deadline, no chip moves.
  await clock.advance(OUTCOME_MS);
  v = await until(alice, (x) => x.round?.no === 2, 'round 2 dealt after the outcome pause');
  const chips2 = v.entrants.map((e) => e.chips);

  // A restart in the middle of round 2's betting, 10 s in: the clock stood still while the server was down.
  await stake('alice', 100);
  await clock.advance(10_000);
  const lastAt = clock.now() - 10_000;
  const leftBefore = (v.timer?.endsAt as number) - lastAt;
  await s.stop();
  await clock.advance(120_000);
  s = await start();
  tokens = new Map();
  for (const p of PLAYERS) tokens.set(p, await login(s.url, p));
  const a2 = tokens.get('alice') as string;
  v = await until(a2, (x) => x.status === 'running' && x.timer !== null, 'resumed after the restart');
  assert.equal(v.round?.no, 2, 'the same round');
  assert.equal((v.timer?.endsAt as number) - clock.now(), leftBefore, 'the betting time left is what it was at the last action');
  assert.equal(v.entrants.find((e) => e.player === 'alice')?.chips, (chips2[0] as number) - 100, 'alice\'s stake survived');

  // Everyone stakes and says ready: betting closes at once (no wait for the deadline).
  await stake('bob', 100);
  await stake('carol', 100);
  for (const p of PLAYERS) await ready(p);
  v = await until(a2, (x) => x.roundsPlayed === 2, 'round 2 settled when all were ready');
  // Rounds 3 and 4: nobody stakes; the clock ends them unplayed and the tournament finishes.
  for (let r = 3; r <= 4; r++) {
    await clock.advance(OUTCOME_MS);
    await until(a2, (x) => x.round?.no === r, `round ${r} dealt`);
    await clock.advance(BET_MS);
    await until(a2, (x) => x.roundsPlayed === r, `round ${r} ended unplayed`);
  }
  v = await until(a2, (x) => x.status === 'finished', 'finished');
  const results = v.results ?? [];
  assert.equal(results.length, 3);
  const pool = 3 * entry;
  assert.equal(results.reduce((t, x) => t + x.prize, 0), pool, 'the whole pool is paid');
  for (let i = 1; i < results.length; i++) assert.ok((results[i - 1]?.chips as number) >= (results[i]?.chips as number), 'most chips first');
  assert.equal(await balance(`pool:tournament-${ID}`), 0);
  for (const p of PLAYERS) {
    const won = results.find((x) => x.player === p)?.prize ?? 0;
    assert.equal(await balance(`wallet:${p}`), (opening.get(p) as number) - entry - fee + won, `${p}: entry and fee out, prize in; chips never money`);
  }
  const audit = await auditLedger(s.ctx.db);
  assert.equal(audit.ok, true, JSON.stringify(audit));
  const auditor = await login(s.url, 'auditor');
  const log = await http<{ replayMatches: boolean; actions: { action: Record<string, unknown> }[] }>(s.url, 'GET', `/api/tournaments/${ID}/log`, undefined, auditor);
  assert.equal(log.body.replayMatches, true, 'the log replays to the stored state');
  assert.ok(log.body.actions.some((x) => x.action.type === 'pause') && log.body.actions.some((x) => x.action.type === 'resume'), 'the restart is recorded as a pause and a resume');
  const book = await http<{ book: { id: string; game: string }[] }>(s.url, 'GET', '/api/tournaments-book', undefined, auditor);
  assert.ok(book.body.book.some((x) => x.id === ID && x.game === 'roulette-american'));

  // Tournament round recall: alice recalls the rounds she played, each as the game's view at its end (the spin's pocket).
  const hands = await http<{ hands: { table: string; no: number; players: string[] }[] }>(s.url, 'GET', `/api/tournaments/${ID}/hands`, undefined, a2);
  assert.deepEqual(hands.body.hands.map((x) => x.no), [1, 2, 3, 4]);
  const r1 = await http<{ no: number; view: { phase?: string; result?: unknown } }>(s.url, 'GET', `/api/tournaments/${ID}/hands/main/1`, undefined, a2);
  assert.equal(r1.status, 200);
  assert.equal(r1.body.view.phase, 'over', 'round 1 as it ended');
  const dealer2 = await login(s.url, 'dealer');
  assert.equal((await http(s.url, 'GET', `/api/tournaments/${ID}/hands/main/1`, undefined, dealer2)).status, 200, 'the dealer recalls it too');
});
