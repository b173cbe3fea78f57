/**
 * A tournament survives a crash (issue 20): the server runs in a child process, six players register for a sit & go
 * and bots play it over HTTP; the process is killed with SIGKILL at seeded random moments and restarted, again and
 * again. After every restart: every acknowledged decision is in the tournament's log, the log replays to the stored
 * state, the chips in play are the starting stacks (nothing lost, nothing made), the prize pool holds every entry,
 * and the level's time left is what it was at the last recorded action (the clock stops while the server is down).
 * Then the sit & go is played to its end: paid out from the pool to the cent, the ledger balanced.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { auditLedger } from '../../src/ledger/ledger-store.js';
import { seededRng } from '../../src/rng/seeded-rng.js';
import { openDb } from '../../src/server/db/db.js';
import { shippedBases } from '../../src/tournaments/bases.js';
import { DEMO_PASSWORD } from '../fixtures/accounts.js';
import { exited, startChild, type Child } from './crash-scenario.js';
import { http, sleep } from './helpers.js';

const PLAYERS = ['alice', 'bob', 'carol', 'dave', 'erin'];
const ID = 'sng-crash';

interface Legal { type: string; amount?: { min: number; max: number } }
interface TView {
  status: string;
  level: { no: number; endsAt: number | null; left: number | null };
  standings: { player: string; status: string; chips: number; prize: number; place: number | null }[];
  mine?: { table: string; legal: Legal[] } | null;
}

const login = async (base: string, username: string): Promise<string> => (await http<{ token: string }>(base, 'POST', '/api/login', { username, password: DEMO_PASSWORD })).body.token;

test('issue 20: SIGKILL mid-tournament loses no decision, no chip and no money; the clock resumes with the time it had left', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'croupier-tcrash-'));
  const db = join(dir, 'croupier.db');
  const rng = seededRng('tournament-crash');
  const b = shippedBases().find((x) => x.kind === 'sit-and-go');
  assert.ok(b);
  const bases = { ...b, id: ID, name: 'Crash sit & go', seatsPerTable: 5, minPlayers: 5, maxPlayers: 5, startingStack: 2000, breaks: [], levels: b.levels.slice(0, 8).map((l) => ({ ...l, minutes: 2 })) };
  let child: Child = await startChild(db);
  const acked = new Set<string>();
  let kills = 0;
  try {
    const dealer = await login(child.url, 'dealer');
    assert.equal((await http(child.url, 'POST', '/api/tournaments', { id: ID, bases }, dealer)).status, 200);
    for (const p of PLAYERS) assert.equal((await http(child.url, 'POST', `/api/tournaments/${ID}/register`, { key: `${p}-register` }, await login(child.url, p))).status, 200);

    const play = async (c: Child, until: number, steps: number, shove = false): Promise<TView | null> => {
      const tokens = new Map<string, string>();
      // The server may be killed while the bots are still signing in: play stops there, as after any refused request.
      for (const p of PLAYERS) {
        const token = await login(c.url, p).catch(() => null);
        if (!token) return null;
        tokens.set(p, token);
      }
      let last: TView | null = null;
      for (let i = 0; i < steps && Date.now() < until; i++) {
        for (const p of PLAYERS) {
          const r = await http<{ status: string; view: TView }>(c.url, 'GET', `/api/tournaments/${ID}`, undefined, tokens.get(p)).catch(() => null);
          if (!r || r.status !== 200) return last;
          last = r.body.view;
          if (last.status === 'finished') return last;
          const legal = last.mine?.legal ?? [];
          if (!last.mine || legal.length === 0) continue;
          // Calm play while the server is killed (the tournament must outlive the kills); all in to finish it.
          const pick = (shove ? legal.find((l) => l.amount) ?? legal.find((l) => l.type === 'call') : undefined) ?? (legal[rng.int(legal.length)] as Legal);
          const action: Record<string, unknown> = { type: pick.type };
          if (pick.amount) action.amount = shove || rng.int(12) === 0 ? pick.amount.max : pick.amount.min;
          const key = `${p}-d-${kills}-${i}`;
          const sent = await http<{ code?: string }>(c.url, 'POST', `/api/tournaments/${ID}/hand`, { key, table: last.mine.table, action }, tokens.get(p)).catch(() => null);
          if (sent?.status === 200) acked.add(`${p}|${key}`);
        }
      }
      return last;
    };

    for (let round = 0; round < 3; round++) {
      // Play for a seeded while, and kill the server in the middle of it.
      const killAt = Date.now() + 300 + rng.int(900);
      const playing = play(child, Date.now() + 5_000, 10_000);
      while (Date.now() < killAt) await sleep(20);
      child.proc.kill('SIGKILL');
      kills++;
      await exited(child.proc);
      await playing;
      const before = await openDb(db);
      const lastAt = Number((await before.one<{ at: number }>('SELECT MAX(at) AS at FROM tournament_actions WHERE tournament_id = ?', [ID]))?.at);
      const stored = JSON.parse((await before.one<{ state: string }>('SELECT state FROM tournaments WHERE id = ?', [ID]))?.state ?? '{}') as { clock: { endsAt: number | null; left: number | null }; status: string };
      await before.close();
      child = await startChild(db);
      const up = Date.now();
      const auditor = await login(child.url, 'auditor');
      const log = await http<{ replayMatches: boolean; actions: { account: string | null; action: { type: string } }[] }>(child.url, 'GET', `/api/tournaments/${ID}/log`, undefined, auditor);
      assert.equal(log.body.replayMatches, true, 'the log replays to the stored state');
      const keys = await openDb(db);
      for (const k of acked) {
        const [account, key] = k.split('|') as [string, string];
        assert.ok(await keys.one('SELECT seq FROM tournament_actions WHERE tournament_id = ? AND account = ? AND idem_key = ?', [ID, account, key]), `acknowledged decision ${k} is recorded`);
      }
      const v = (await http<{ view: TView }>(child.url, 'GET', `/api/tournaments/${ID}`, undefined, auditor)).body.view;
      const pool = Number((await keys.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [`pool:tournament-${ID}`]))?.balance);
      await keys.close();
      // Finished before the kill: paid out; else the pool holds every entry.
      assert.equal(pool, v.status === 'finished' ? 0 : bases.entry * PLAYERS.length, 'the prize pool holds every entry until it is paid');
      if (v.status === 'finished') break;
      const chips = v.standings.reduce((t, s) => t + s.chips, 0);
      // The standings count each player's chips as they were when his hand began (the hand settles them at its end).
      assert.equal(chips, bases.startingStack * PLAYERS.length, 'no chip lost, none made');
      if (stored.status === 'running' && stored.clock.endsAt !== null && v.level.endsAt !== null) {
        const leftThen = stored.clock.endsAt - lastAt;
        const now = Date.now();
        const leftNow = v.level.endsAt - now;
        // Resumed as the server started (before it listened): only the time since then has run, not the time it was down.
        assert.ok(leftNow <= leftThen + 50 && leftNow >= leftThen - (now - up) - 500, `the level had ${leftThen} ms left at the last action and has ${leftNow} ms, ${now - up} ms after the restart`);
      }
    }
    // The restarted server plays it to the end.
    let end: TView | null = null;
    for (let i = 0; i < 40 && end?.status !== 'finished'; i++) end = await play(child, Date.now() + 30_000, 2_000, true);
    assert.equal(end?.status, 'finished');
    child.proc.kill('SIGTERM');
    await exited(child.proc);
    const d = await openDb(db);
    try {
      const audit = await auditLedger(d);
      assert.equal(audit.ok, true, JSON.stringify(audit));
      assert.equal(Number((await d.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [`pool:tournament-${ID}`]))?.balance), 0, 'the pool is paid out whole');
      const prizes = (end as TView).standings.reduce((t, s) => t + s.prize, 0);
      assert.equal(prizes, bases.entry * PLAYERS.length);
    } finally {
      await d.close();
    }
    console.log(`tournament crash test: ${kills} kills, ${acked.size} acknowledged decisions`);
  } finally {
    if (child.proc.exitCode === null && child.proc.signalCode === null) {
      child.proc.kill('SIGKILL');
      await exited(child.proc);
    }
    rmSync(dir, { recursive: true, force: true });
  }
});
