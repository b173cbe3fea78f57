/**
 * @module bench/tournament-server
 * 200 bots through the server (issue 20): the server in this process on a fresh SQLite file (the embedded database),
 * BENCH_TPLAYERS (200) player accounts credited by the cashier, each signing in and registering over HTTP for a
 * multi-table NLHE event (the shipped scheduled bases with one-minute levels, no breaks, no late entries, so it ends
 * in minutes), started by the tournament director over HTTP; the bots then play it to its finish over HTTP as a
 * client would: a watcher long-polls the public view (`?since=`), and at each table where a player is to act that
 * player reads his own view (`mine.legal`) and posts a random legal decision. At the end: the prize pool and the fees
 * balance to the cent (the pool's account at zero, the fees in revenue, the prizes and the ranking fund's 2% equal to
 * the pool, every wallet's opening less its entry and fee plus its prize, the ledger's audit), the auditor's log
 * replays to the stored state; and the figures: hands per second, the p50/p99 of a decision's round trip (the POST
 * of a decision to its answer, which comes once the action is durably recorded), and memory (RSS, heap).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditLedger } from '../src/ledger/ledger-store.js';
import { games } from '../src/registry.js';
import { seededRng } from '../src/rng/seeded-rng.js';
import { createServer } from '../src/server/app.js';
import { shippedBases } from '../src/tournaments/bases.js';
import { TEST_COST } from '../test/fixtures/accounts.js';

const PASSWORD = 'bench-password-1';
const ID = 'bench-mtt';

interface Legal {
  type: string;
  amount?: { min: number; max: number };
}
interface View {
  status: string;
  prizePool: number;
  playersLeft: number;
  standings: { player: string; place: number | null; prize: number }[];
  tables: { id: string; hand: { phase: string; handNo: number; toAct: { player: string } | null } | null }[];
  mine?: { table: string; legal: Legal[] } | null;
}

const pct = (xs: number[], p: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;

export async function run(): Promise<void> {
  const players = process.env.BENCH_TPLAYERS ? Number(process.env.BENCH_TPLAYERS) : 200;
  const dir = mkdtempSync(join(tmpdir(), 'croupier-bench-'));
  const server = await createServer({
    port: 0, host: '127.0.0.1', web: false, logger: false, demo: false, db: join(dir, 'croupier.db'),
    games: games().filter((g) => g.id === 'texas-holdem'), accounts: { cost: TEST_COST }, limits: { maxConnectionsPerAddress: 1_000 },
  });
  const base = server.url;
  const call = async <T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const r = await fetch(`${base}${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    return { status: r.status, body: (await r.json()) as T };
  };
  const login = async (username: string): Promise<string> => {
    const r = await call<{ token: string }>('POST', '/api/login', { username, password: PASSWORD });
    if (r.status !== 200) throw new Error(`login ${username}: ${r.status}`);
    return r.body.token;
  };
  const balance = async (account: string): Promise<number> => Number((await server.ctx.db.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [account]))?.balance ?? 0);
  let peakRss = 0;
  let peakHeap = 0;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 250);
  try {
    // Staff and players: accounts by the cashier (in process), everything else over HTTP.
    await server.ctx.accounts.create('td', PASSWORD, ['dealer']);
    await server.ctx.accounts.create('aud', PASSWORD, ['auditor']);
    const names = Array.from({ length: players }, (_, i) => `bot${String(i + 1).padStart(3, '0')}`);
    for (const n of names) {
      await server.ctx.accounts.create(n, PASSWORD, ['player']);
      await server.ctx.accounts.cashier(n, 'credit', 100_000, `${n}-opening`, 'bench opening');
    }
    const td = await login('td');
    const tokens = new Map<string, string>();
    for (const n of names) tokens.set(n, await login(n));
    const shipped = shippedBases().find((b) => b.id === 'mtt-nlhe-scheduled');
    if (!shipped) throw new Error('no shipped multi-table bases');
    const bases = {
      ...shipped, id: ID, name: 'Bench event', startsAt: Date.now() + 3_600_000, maxPlayers: Math.max(players, shipped.maxPlayers),
      levels: shipped.levels.map((l) => ({ ...l, minutes: 1 })), breaks: [], lateRegistration: null, reEntry: null, addOn: null,
    };
    const opened = await call('POST', '/api/tournaments', { id: ID, bases }, td);
    if (opened.status !== 200) throw new Error(`open: ${opened.status} ${JSON.stringify(opened.body)}`);
    const revenue0 = await balance('revenue');
    const t0 = performance.now();
    for (let i = 0; i < names.length; i += 20)
      await Promise.all(
        names.slice(i, i + 20).map(async (n) => {
          const r = await call('POST', `/api/tournaments/${ID}/register`, { key: `${n}-register` }, tokens.get(n));
          if (r.status !== 200) throw new Error(`register ${n}: ${r.status} ${JSON.stringify(r.body)}`);
        }),
      );
    const registerSeconds = (performance.now() - t0) / 1000;
    const started = await call('POST', `/api/tournaments/${ID}/start`, { key: 'td-start' }, td);
    if (started.status !== 200) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);

    // Play: the watcher's view says who is to act; each such player reads his own view and posts a legal decision.
    const rng = seededRng('bench-tournament-server');
    const trips: number[] = [];
    const acted = new Map<string, number>(); // table → the version our last decision there produced
    const busy = new Set<string>();
    let refused = 0;
    let n = 0;
    const decide = async (table: string, player: string): Promise<void> => {
      const token = tokens.get(player) as string;
      const mine = await call<{ version: number; view: View }>('GET', `/api/tournaments/${ID}`, undefined, token);
      const legal = mine.body.view.mine?.table === table ? mine.body.view.mine.legal : [];
      if (!legal.length) return;
      const pick = legal[rng.int(legal.length)] as Legal;
      const action: Record<string, unknown> = { type: pick.type };
      if (pick.amount) action.amount = rng.int(8) === 0 ? pick.amount.max : pick.amount.min;
      const t = performance.now();
      const r = await call<{ version: number }>('POST', `/api/tournaments/${ID}/hand`, { key: `${player}-${n++}`, table, action }, token);
      trips.push(performance.now() - t);
      if (r.status !== 200) refused += 1;
      else acted.set(table, r.body.version);
    };
    const tPlay = performance.now();
    let version = 0;
    let view: View | null = null;
    for (;;) {
      const r = await call<{ version: number; status: string; view: View }>('GET', `/api/tournaments/${ID}?since=${version}`, undefined, td);
      version = r.body.version;
      view = r.body.view;
      if (r.body.status === 'finished') break;
      for (const t of view.tables) {
        const who = t.hand?.phase === 'betting' ? t.hand.toAct?.player : undefined;
        if (!who || busy.has(t.id) || (acted.get(t.id) ?? -1) > version) continue;
        busy.add(t.id);
        void decide(t.id, who).finally(() => busy.delete(t.id));
      }
    }
    const playSeconds = (performance.now() - tPlay) / 1000;
    while (busy.size) await new Promise((ok) => setTimeout(ok, 10));

    // Money: to the cent.
    const log = await call<{ replayMatches: boolean; actions: { action: { type: string } }[] }>('GET', `/api/tournaments/${ID}/log`, undefined, await login('aud'));
    const hands = log.body.actions.filter((a) => a.action.type === 'deal').length;
    const decisions = log.body.actions.filter((a) => a.action.type === 'hand').length;
    const pool = bases.entry * players;
    const fund = Math.floor((pool * 2) / 100);
    const prizes = view.standings.reduce((t, p) => t + p.prize, 0);
    const checks: [string, boolean][] = [
      ['the pool account ends at zero', (await balance(`pool:tournament-${ID}`)) === 0],
      ['the fees are the house\'s revenue', (await balance('revenue')) - revenue0 === bases.fee * players],
      ['the ranking fund has 2% of the pool', (await balance('pool:ranking-fund')) === fund],
      ['the prizes and the fund are the pool', prizes + fund === pool],
      ['the ledger audits', (await auditLedger(server.ctx.db)).ok],
      ['the log replays to the stored state', log.body.replayMatches],
    ];
    let wallets = true;
    for (const p of view.standings) if ((await balance(`wallet:${p.player}`)) !== 100_000 - bases.entry - bases.fee + p.prize) wallets = false;
    checks.push(['every wallet: opening − entry − fee + prize', wallets]);
    const m = process.memoryUsage();
    console.log(`${players} players over HTTP: registered in ${registerSeconds.toFixed(1)} s; played to the finish in ${playSeconds.toFixed(1)} s: ${hands} hands, ${decisions} decisions by the bots and the clock, ${trips.length} posted (${refused} refused)`);
    console.log(`hands per second: ${(hands / playSeconds).toFixed(1)}; decisions per second: ${(decisions / playSeconds).toFixed(1)}`);
    console.log(`a decision's round trip (POST → answer, recorded): p50 ${pct(trips, 50).toFixed(1)} ms, p99 ${pct(trips, 99).toFixed(1)} ms, max ${pct(trips, 100).toFixed(1)} ms`);
    console.log(`memory (server and bots, one process): peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MB, peak heap ${(peakHeap / 2 ** 20).toFixed(0)} MB; at the end RSS ${(m.rss / 2 ** 20).toFixed(0)} MB`);
    console.log(`pool ${(pool / 100).toFixed(2)}, fees ${((bases.fee * players) / 100).toFixed(2)}, prizes ${(prizes / 100).toFixed(2)}, ranking fund ${(fund / 100).toFixed(2)}`);
    for (const [what, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
  } finally {
    clearInterval(sampler);
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
