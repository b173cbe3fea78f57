/**
 * A table-game tournament survives a crash (issue 20: "a crash resumes every tournament where it stood with every
 * stack, level and remaining time"; 000 Art. 2bis, 003 §1.5): the server runs in a child process; three players
 * register for a roulette tournament and play over HTTP; in the middle of a round's betting (two players have staked,
 * the third not yet) the process is killed with SIGKILL and started again. Afterwards every player's chips, the
 * round, its stakes, the betting time left (the clock stood still while the server was down) and the prize pool to
 * the cent are what they were at the last recorded action; the tournament is then played to its end: the prizes
 * add up to the pool, paid to the wallets, the pool at zero, the ledger audits and the log replays.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { auditLedger } from '../../src/ledger/ledger-store.js';
import { openDb } from '../../src/server/db/db.js';
import { shippedBases } from '../../src/tournaments/table-game/bases.js';
import { DEMO_PASSWORD } from '../fixtures/accounts.js';
import { exited, startChild, type Child } from './crash-scenario.js';
import { http, sleep } from './helpers.js';

const ID = 'roulette-crash';
const PLAYERS = ['alice', 'bob', 'carol'];

interface Legal { type: string; amount?: { min: number; max: number }; [k: string]: unknown }
interface TgView {
  status: string;
  pool: number;
  roundsPlayed: number;
  entrants: { player: string; chips: number }[];
  round: { no: number; players: string[]; bettingClosed: boolean; ready: string[] } | null;
  timer: { kind: string; endsAt: number } | null;
  results: { player: string; place: number; chips: number; prize: number }[] | null;
  mine?: { table: string; legal: Legal[] } | null;
}

const login = async (base: string, username: string): Promise<string> => (await http<{ token: string }>(base, 'POST', '/api/login', { username, password: DEMO_PASSWORD })).body.token;

test('issue 20, 003 §1.5: SIGKILL in the middle of a roulette tournament\'s betting keeps every player\'s chips, the round, its time left and the prize pool to the cent; then it plays to the prizes', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'croupier-tgcrash-'));
  const db = join(dir, 'croupier.db');
  const shipped = shippedBases('roulette-american-ee-oc') as Record<string, unknown>;
  const bases = { ...shipped, id: ID, name: 'Crash roulette', rounds: 3, minPlayers: 3, maxPlayers: 3, pauseSeconds: 1 };
  const { entry, fee } = bases as unknown as { entry: number; fee: number };
  let child: Child = await startChild(db);
  let step = 0;
  try {
    let url = child.url;
    const tokens = new Map<string, string>();
    const signIn = async () => {
      for (const p of PLAYERS) tokens.set(p, await login(url, p));
    };
    const view = async (p: string): Promise<TgView> => (await http<{ view: TgView }>(url, 'GET', `/api/tournaments/${ID}`, undefined, tokens.get(p))).body.view;
    const until = async (ok: (v: TgView) => boolean, what: string): Promise<TgView> => {
      for (let i = 0; i < 600; i++) {
        const v = await view('alice');
        if (ok(v)) return v;
        await sleep(20);
      }
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(await view('alice')).slice(0, 400)}`);
    };
    const stake = async (p: string, amount: number): Promise<void> => {
      const v = await view(p);
      const l = v.mine?.legal.find((x) => x.amount && x.type === 'bet') ?? v.mine?.legal.find((x) => x.amount);
      assert.ok(l, `${p} may stake: ${JSON.stringify(v.mine)}`);
      const { amount: _a, optional: _o, ...fixed } = l;
      const r = await http(url, 'POST', `/api/tournaments/${ID}/hand`, { key: `${p}-hand-${step++}`, table: v.mine?.table, action: { ...fixed, amount } }, tokens.get(p));
      assert.equal(r.status, 200, JSON.stringify(r.body));
    };
    const ready = async (p: string): Promise<void> => {
      const r = await http(url, 'POST', `/api/tournaments/${ID}/hand`, { key: `${p}-hand-${step++}`, table: 'main', action: { type: 'ready' } }, tokens.get(p));
      assert.equal(r.status, 200, JSON.stringify(r.body));
    };
    const balance = async (account: string): Promise<number> => {
      const d = await openDb(db);
      try {
        return Number((await d.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [account]))?.balance ?? 0);
      } finally {
        await d.close();
      }
    };

    const dealer = await login(url, 'dealer');
    assert.equal((await http(url, 'POST', '/api/tournaments', { id: ID, bases }, dealer)).status, 200);
    await signIn();
    const opening = new Map<string, number>();
    for (const p of PLAYERS) opening.set(p, Number((await http<{ balance: number }>(url, 'GET', '/api/me', undefined, tokens.get(p))).body.balance));
    for (const p of PLAYERS) assert.equal((await http(url, 'POST', `/api/tournaments/${ID}/register`, { key: `${p}-register` }, tokens.get(p))).status, 200);
    assert.equal((await http(url, 'POST', `/api/tournaments/${ID}/start`, { key: 'start-roulette-crash' }, dealer)).status, 200);

    // Round 1 played whole: everyone stakes and says ready (betting closes at once).
    await until((v) => v.round?.no === 1, 'round 1 dealt');
    for (const [p, amount] of [['alice', 500], ['bob', 300], ['carol', 200]] as const) await stake(p, amount);
    for (const p of PLAYERS) await ready(p);
    await until((v) => v.roundsPlayed === 1, 'round 1 settled');
    // Round 2: alice and bob stake; carol has not yet when the server is killed.
    await until((v) => v.round?.no === 2, 'round 2 dealt');
    await stake('alice', 400);
    await stake('bob', 700);
    await ready('alice');
    const before = await view('alice');
    assert.equal(before.round?.bettingClosed, false);
    await sleep(300);
    child.proc.kill('SIGKILL');
    await exited(child.proc);

    const d = await openDb(db);
    const lastAt = Number((await d.one<{ at: number }>('SELECT MAX(at) AS at FROM tournament_actions WHERE tournament_id = ?', [ID]))?.at);
    await d.close();
    const leftThen = (before.timer?.endsAt as number) - lastAt;
    assert.ok(leftThen > 0, 'betting was open at the kill');
    assert.equal(await balance(`pool:tournament-${ID}`), 3 * entry, 'the prize pool holds every entry while the server is down');

    child = await startChild(db);
    const up = Date.now();
    url = child.url;
    await signIn();
    const after = await until((v) => v.status === 'running' && v.timer !== null, 'resumed after the restart');
    const now = Date.now();
    assert.deepEqual(after.entrants, before.entrants, 'every player\'s chips (the stakes on the layout taken from them) as before the kill');
    assert.equal(after.round?.no, 2, 'the same round');
    assert.deepEqual(after.round?.players, before.round?.players);
    assert.deepEqual(after.round?.ready, ['alice'], 'who said ready is kept');
    assert.equal(after.roundsPlayed, 1);
    assert.equal(after.pool, before.pool, 'the prize pool in the view');
    assert.equal(await balance(`pool:tournament-${ID}`), 3 * entry, 'the prize pool to the cent');
    const leftNow = (after.timer?.endsAt as number) - now;
    // Resumed as the server started (before it listened): only the time since then has run, not the time it was down.
    assert.ok(leftNow <= leftThen + 50 && leftNow >= leftThen - (now - up) - 1_000, `the betting had ${leftThen} ms left at the last action and has ${leftNow} ms, ${now - up} ms after the restart`);

    // Played to the end on the restarted server.
    await stake('carol', 100);
    for (const p of ['bob', 'carol']) await ready(p);
    await until((v) => v.roundsPlayed === 2, 'round 2 settled');
    await until((v) => v.round?.no === 3, 'round 3 dealt');
    for (const p of PLAYERS) await stake(p, 100);
    for (const p of PLAYERS) await ready(p);
    const end = await until((v) => v.status === 'finished', 'finished');
    const results = end.results ?? [];
    assert.equal(results.length, 3);
    assert.equal(results.reduce((t, x) => t + x.prize, 0), 3 * entry, 'the prizes are the pool to the cent');
    const auditor = await login(url, 'auditor');
    const log = await http<{ replayMatches: boolean; actions: { action: { type: string } }[] }>(url, 'GET', `/api/tournaments/${ID}/log`, undefined, auditor);
    assert.equal(log.body.replayMatches, true, 'the log replays to the stored state');
    assert.ok(log.body.actions.some((x) => x.action.type === 'pause') && log.body.actions.some((x) => x.action.type === 'resume'), 'the restart is recorded as a pause and a resume');
    child.proc.kill('SIGTERM');
    await exited(child.proc);
    assert.equal(await balance(`pool:tournament-${ID}`), 0, 'the pool is paid out whole');
    for (const p of PLAYERS) {
      const won = results.find((x) => x.player === p)?.prize ?? 0;
      assert.equal(await balance(`wallet:${p}`), (opening.get(p) as number) - entry - fee + won, `${p}: entry and fee out, prize in`);
    }
    const a = await openDb(db);
    try {
      const audit = await auditLedger(a);
      assert.equal(audit.ok, true, JSON.stringify(audit));
    } finally {
      await a.close();
    }
  } finally {
    if (child.proc.exitCode === null && child.proc.signalCode === null) {
      child.proc.kill('SIGKILL');
      await exited(child.proc);
    }
    rmSync(dir, { recursive: true, force: true });
  }
});
