/**
 * @module bench/server-load
 * Load over loopback: N scripted players (test/fixtures/bot) seated on M blackjack tables of a server running in
 * its own process (SQLite), and a bare `ws` echo server in its own process, measured in the same run.
 * 1. Capacity: every player connected and seated, each acting after a think time; reports actions/s and the
 *    p50/p99 latency of an action (send → `ok`, which the server sends only after the action is durably recorded).
 * 2. Throughput: BENCH_HOT players, each alone at a table of its own with no think time (one action in flight each),
 *    against as many echo clients (one message in flight each): actions/s vs echoed messages/s. (Below about 50 hot
 *    players each would exceed the server's default rate limit of 100 messages a second per connection; the bench's
 *    server runs with a higher one, see 4.)
 * 3. The same clients against a "durable echo" that appends each message to SQLite before replying: the floor of any
 *    design that records an action before answering it.
 * 4. The same clients sending `ping` to the server itself (one in flight each): the server's own message path (the
 *    frame's size check, JSON, the protocol's schema, the rate limit, the connection's queue, the reply) without a
 *    game or storage. For this phase the bench's server runs (for the whole run) with a rate limit of BENCH_PING_LIMIT
 *    messages a second per connection (100,000: the default of 100 would cap 200 clients at 20,000 messages/s); the
 *    bots of phases 1–2 send about 25 a second each with 200 hot players, below either limit.
 * 5. Slow spectators (issue 15, item 4), right after phase 1 while its players go on playing: BENCH_SLOW anonymous
 *    clients each join the busy tables of phase 1 (BENCH_SLOW_TABLES of them; all by default) as spectators and
 *    then never read (their sockets paused). The server's live memory (after a full collection: V8's heap in use
 *    and the buffers outside it, the sockets' unsent bytes among them; the fixture's SIGUSR2 probe) is sampled every
 *    5 s: 20 s with the players alone (the control), then BENCH_SLOW_SECONDS (45, at least 30) with the clients
 *    that do not read. (Resident memory says little within a minute: V8 lets garbage pile up for tens of seconds
 *    between full collections, and keeps the pages after.) The kernel takes about 4 MB of each loopback socket whose
 *    peer does not read before the server holds anything for it, so the clients watch many tables: each must be
 *    sent more than that. The phase compares the growth over the last 15 s with the control's, says whether it
 *    stayed within BENCH_SLOW_MB (16) of it and sets a failing exit code if not; with RSS, and the players'
 *    actions/s and p99 meanwhile. Before the server held frames for clients that do not read
 *    (server/ws/backpressure), every frame to them past the kernel's share stayed in its memory.
 * The bench's server runs with a per-address connection cap above its clients' number (every client is on
 * 127.0.0.1; the server's default is 64).
 * Falls back to the test fixture game when blackjack is not registered, and says so. Bounded in count and time.
 * Environment: BENCH_PLAYERS (2000), BENCH_PER_TABLE (7), BENCH_SECONDS (20), BENCH_THINK_MS (1000),
 * BENCH_HOT (200: players in the throughput phase), BENCH_GAME (blackjack), BENCH_KEEP=1 (keep the database to inspect),
 * BENCH_NODE_FLAGS (Node flags for the server process, e.g. `--max-semi-space-size=64`; none by default, as `npm start`),
 * BENCH_PROFILE=DIR (write the server's CPU profile there), BENCH_PING_LIMIT (100000: the server's rate limit, phase 4),
 * BENCH_SLOW (200: clients that never read, phase 5; 0 skips it), BENCH_SLOW_TABLES (all), BENCH_SLOW_SECONDS (45),
 * BENCH_SLOW_MB (16: the most the server's live memory may grow in the phase's last 15 s beyond the control's).
 * Each phase also reports the CPU time (every thread) the server process spent per action or message, and the
 * server's peak memory: steadier than rates on a machine whose speed varies from run to run.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import type { AnyGame } from '../src/core/contract.js';
import { games } from '../src/registry.js';
import { seededRng } from '../src/rng/seeded-rng.js';
import { hashPassword } from '../src/server/auth/passwords.js';
import { openDb } from '../src/server/db/db.js';
import { migrate } from '../src/server/db/migrations.js';
import { ensureCoreAccounts } from '../src/ledger/ledger-store.js';
import { AccountStore } from '../src/server/store/account-store.js';
import { CatalogStore } from '../src/server/store/catalog-store.js';
import { tableShape } from '../src/server/tables/table-shape.js';
import { Bot } from '../test/fixtures/bot.js';
import { highCard } from '../test/fixtures/high-card/index.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = (k: string, d: number): number => (process.env[k] ? Number(process.env[k]) : d);

function percentile(xs: number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = Float64Array.from(xs).sort();
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
}

/** Clock ticks per second of /proc's CPU times (Linux). */
const TICKS = ((): number => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds (user + system, every thread) a process has used so far; NaN where /proc is not there. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return NaN;
  }
}

/** The peak resident memory of process `pid` in MB (Linux /proc), NaN elsewhere. */
function peakRssMb(pid: number | undefined): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The resident memory of process `pid` now, in MB (Linux /proc), NaN elsewhere. */
function rssMb(pid: number | undefined): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** CPU time per message of the server process `pid` and of this process (the clients), from `mark()` on. */
function cpuMeter(pid: number | undefined): { mark(): void; per(count: number): { serverUs: number; clientUs: number } } {
  let s0 = NaN;
  let c0 = process.cpuUsage();
  return {
    mark(): void {
      s0 = cpuSeconds(pid);
      c0 = process.cpuUsage();
    },
    per(count: number): { serverUs: number; clientUs: number } {
      const c = process.cpuUsage(c0);
      return { serverUs: ((cpuSeconds(pid) - s0) * 1e6) / count, clientUs: (c.user + c.system) / count };
    },
  };
}

function spawnNode(args: string[], envs: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...envs }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((ok, fail) => {
    let buf = '';
    const t = setTimeout(() => fail(new Error('child did not start in 60 s')), 60_000);
    child.stdout?.on('data', (d: Buffer) => {
      buf += d.toString();
      const m = /LISTENING (\d+)/.exec(buf);
      if (m) {
        clearTimeout(t);
        ok({ child, port: Number(m[1]) });
      }
    });
    child.once('exit', (code) => fail(new Error(`child exited with ${code}`)));
  });
}

const ECHO = `const { WebSocketServer } = require('ws'); const s = new WebSocketServer({ host: '127.0.0.1', port: 0 });
s.on('connection', (ws) => ws.on('message', (d) => ws.send(d.toString())));
s.on('listening', () => process.stdout.write('LISTENING ' + s.address().port + '\\n'));
process.on('SIGTERM', () => process.exit(0));`;

/**
 * The floor of any design that records each message durably before answering it: parse the JSON, append it to a
 * SQLite table (WAL, synchronous=NORMAL, one COMMIT per turn of the event loop, as the server's group commit), then
 * reply. No game, no ledger, no views: what is left of an action once everything but durability is taken away.
 */
const DURABLE_ECHO = `const { WebSocketServer } = require('ws'); const Database = require('better-sqlite3');
const db = new Database(process.env.DB); db.pragma('journal_mode = WAL'); db.pragma('synchronous = NORMAL');
db.exec('CREATE TABLE IF NOT EXISTS log (id INTEGER PRIMARY KEY, key TEXT, body TEXT NOT NULL)');
const insert = db.prepare('INSERT INTO log (key, body) VALUES (?, ?)'); let batch = [];
const flush = () => { const jobs = batch; batch = []; db.exec('BEGIN'); for (const j of jobs) insert.run(j.m.key ?? null, j.s); db.exec('COMMIT'); for (const j of jobs) j.ws.send(JSON.stringify({ type: 'ok', id: j.m.id })); };
const s = new WebSocketServer({ host: '127.0.0.1', port: 0 });
s.on('connection', (ws) => ws.on('message', (d) => { const str = d.toString(); const m = JSON.parse(str); if (batch.length === 0) setImmediate(flush); batch.push({ ws, m, s: str }); }));
s.on('listening', () => process.stdout.write('LISTENING ' + s.address().port + '\\n'));
process.on('SIGTERM', () => process.exit(0));`;

async function prepare(dbPath: string, players: number, tables: number, solo: number, gameId: string): Promise<{ tokens: string[]; tableIds: string[]; soloIds: string[] }> {
  const db = await openDb(dbPath);
  await migrate(db);
  await db.tx((q) => ensureCoreAccounts(q));
  const accounts = new AccountStore(db);
  const catalog = new CatalogStore(db);
  const hash = await hashPassword('bench');
  const tokens: string[] = [];
  for (let i = 0; i < players; i++) {
    const u = `p${String(i).padStart(5, '0')}`;
    await accounts.create(u, { hash }, ['player']);
    await accounts.cashier(u, 'credit', 100_000_000, `bench-${u}`);
    tokens.push(await accounts.startSession(u));
  }
  const game = gameId === 'high-card' ? highCard : games().find((g) => g.id === gameId);
  if (!game) throw new Error(`no game ${gameId}`);
  const profile = game.profiles.ids()[0] as string;
  const config = game.tableSchema.parse(game.defaultTable(game.profiles.get(profile)));
  const tableIds: string[] = [];
  for (let t = 0; t < tables; t++) {
    const id = `bench-${t}`;
    await catalog.create({ id, game: game.id, profile, name: id, config, ...tableShape(config, game, game.profiles.get(profile)) });
    tableIds.push(id);
  }
  const soloIds: string[] = [];
  for (let t = 0; t < solo; t++) {
    const id = `solo-${t}`;
    await catalog.create({ id, game: game.id, profile, name: id, config, ...tableShape(config, game, game.profiles.get(profile)) });
    soloIds.push(id);
  }
  await db.close();
  return { tokens, tableIds, soloIds };
}

/**
 * `clients` sockets, each with one message in flight: sends, waits for any reply, sends again. Echo servers get a
 * 200-byte `act`-shaped message; `ping` sends the protocol's ping instead, once the server's `welcome` has come.
 */
async function echoPhase(port: number, pid: number | undefined, clients: number, seconds: number, size: number, ping = false): Promise<{ rate: number; p50: number; p99: number; serverUs: number; clientUs: number }> {
  const payload = ping ? JSON.stringify({ type: 'ping', id: 'x' }) : JSON.stringify({ type: 'act', id: 'x', table: 'bench-0', key: 'k'.repeat(20), version: 1, action: { type: 'stand', box: 1 }, pad: 'x'.repeat(Math.max(0, size - 120)) });
  const lat: number[] = [];
  let count = 0;
  let running = true;
  const socks = await Promise.all(
    Array.from({ length: clients }, () => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}${ping ? '/ws' : ''}`);
      return new Promise<WebSocket>((ok, fail) => {
        const t = setTimeout(() => fail(new Error(`no ${ping ? 'welcome' : 'connection'} from port ${port} in 10 s`)), 10_000);
        const done = (): void => (clearTimeout(t), ok(ws));
        ws.once('error', (e) => (clearTimeout(t), fail(e)));
        if (ping) ws.once('message', done);
        else ws.once('open', done);
      });
    }),
  );
  const cpu = cpuMeter(pid);
  setTimeout(() => cpu.mark(), 1000);
  const t0 = performance.now();
  for (const ws of socks) {
    let sent = 0;
    ws.on('message', () => {
      const now = performance.now();
      if (now - t0 > 1000) {
        lat.push(now - sent);
        count++;
      }
      if (running) {
        sent = performance.now();
        ws.send(payload);
      }
    });
    sent = performance.now();
    ws.send(payload);
  }
  await new Promise((ok) => setTimeout(ok, (seconds + 1) * 1000));
  const used = cpu.per(count);
  running = false;
  for (const ws of socks) ws.terminate();
  return { rate: count / seconds, p50: percentile(lat, 50), p99: percentile(lat, 99), ...used };
}

/**
 * The server's live memory in MB: a full garbage collection, then V8's heap in use plus what it keeps outside its heap
 * (buffers, the sockets' unsent bytes among them). Asked of test/fixtures/serve.ts (node --expose-gc,
 * CROUPIER_MEM_PROBE=1) with SIGUSR2; NaN if it does not answer within 5 s.
 */
function liveMb(child: ChildProcess): Promise<number> {
  return new Promise((ok) => {
    const t = setTimeout(() => (child.stdout?.off('data', on), ok(NaN)), 5000);
    const on = (d: Buffer): void => {
      const m = /MEM [\d.]+ ([\d.]+)/.exec(d.toString());
      if (!m) return;
      clearTimeout(t);
      child.stdout?.off('data', on);
      ok(Number(m[1]));
    };
    child.stdout?.on('data', on);
    child.kill('SIGUSR2');
  });
}

/** The server's live memory now and every 5 s while `fn` runs (a full collection each time, so not every second). */
async function sampled<T>(child: ChildProcess, fn: () => Promise<T>): Promise<{ samples: number[]; out: T }> {
  const samples: number[] = [await liveMb(child)];
  let probing = true;
  const probe = (async (): Promise<void> => {
    for (;;) {
      await new Promise((ok) => setTimeout(ok, 5000));
      if (!probing) return;
      samples.push(await liveMb(child));
    }
  })();
  try {
    return { samples, out: await fn() };
  } finally {
    probing = false;
    await probe;
  }
}

interface SlowPhase {
  /** Live memory every 5 s while the players play alone (the control), and while the clients that do not read are there. */
  alone: number[];
  slow: number[];
  /** RSS before the clients came and at the end. */
  rss: [number, number];
  open: number;
  aloneRate: number;
  play: Awaited<ReturnType<typeof botPhase>>;
}

/**
 * Phase 5: the server's live memory is sampled every 5 s for `control` seconds while the players in `bots` play
 * alone; then `clients` anonymous spectators join `tables` (each all of them) and stop reading, and it is sampled for
 * `seconds` more, the players still playing.
 */
async function slowPhase(server: { port: number; child: ChildProcess }, clients: number, tables: readonly string[], control: number, seconds: number, bots: Bot[], lat: number[]): Promise<SlowPhase> {
  const pid = server.child.pid;
  const alone = await sampled(server.child, () => botPhase(bots, pid, control, lat));
  const rss0 = rssMb(pid);
  const join = (i: number): Promise<WebSocket> => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws`);
    return new Promise<WebSocket>((ok, fail) => {
      const t = setTimeout(() => fail(new Error(`slow spectator ${i}: not joined in 60 s`)), 60_000);
      ws.once('error', (e) => (clearTimeout(t), fail(e)));
      let oks = 0;
      ws.on('message', (d: Buffer) => {
        const m = JSON.parse(d.toString()) as { type: string };
        if (m.type === 'welcome') for (const table of tables) ws.send(JSON.stringify({ type: 'join', id: table, table, as: 'spectator' }));
        if (m.type === 'ok' && ++oks === tables.length) {
          clearTimeout(t);
          ws.removeAllListeners('message');
          ws.pause(); // from now on it reads nothing
          ok(ws);
        }
      });
    });
  };
  const socks: WebSocket[] = [];
  for (let i = 0; i < clients; i += 50) socks.push(...(await Promise.all(Array.from({ length: Math.min(50, clients - i) }, (_, k) => join(i + k)))));
  const slow = await sampled(server.child, () => botPhase(bots, pid, seconds, lat));
  const open = socks.filter((ws) => ws.readyState === ws.OPEN).length;
  const rss1 = rssMb(pid);
  for (const ws of socks) ws.terminate();
  return { alone: alone.samples, slow: slow.samples, rss: [rss0, rss1], open, aloneRate: alone.out.rate, play: slow.out };
}

async function botPhase(bots: Bot[], pid: number | undefined, seconds: number, lat: number[]): Promise<{ rate: number; requests: number; p50: number; p99: number; actions: number; serverUs: number; clientUs: number }> {
  lat.length = 0;
  const before = bots.reduce((a, b) => a + b.acked.length, 0);
  const answered = bots.reduce((a, b) => a + b.answered, 0);
  const cpu = cpuMeter(pid);
  cpu.mark();
  await new Promise((ok) => setTimeout(ok, seconds * 1000));
  const actions = bots.reduce((a, b) => a + b.acked.length, 0) - before;
  const requests = bots.reduce((a, b) => a + b.answered, 0) - answered;
  return { rate: actions / seconds, requests: requests / seconds, p50: percentile(lat, 50), p99: percentile(lat, 99), actions, ...cpu.per(actions) };
}

export async function run(): Promise<void> {
  const players = env('BENCH_PLAYERS', 2000);
  const wantedPerTable = env('BENCH_PER_TABLE', 7);
  const seconds = env('BENCH_SECONDS', 20);
  const think = env('BENCH_THINK_MS', 1000);
  const hot = Math.min(players, env('BENCH_HOT', 200));
  const wanted = process.env.BENCH_GAME ?? 'blackjack';
  const gameId = games().some((g) => g.id === wanted) ? wanted : 'high-card';
  const game: AnyGame = gameId === 'high-card' ? highCard : (games().find((g) => g.id === gameId) as AnyGame);
  const perTable = Math.min(wantedPerTable, tableShape(game.tableSchema.parse(game.defaultTable(game.profiles.get(game.profiles.ids()[0] as string)))).boxes);
  if (gameId !== wanted) console.log(`${wanted} is not registered: using the test fixture game high-card`);
  console.log(`game ${gameId}; ${cpus().length} cores; load average before the run ${loadavg().map((x) => x.toFixed(1)).join(' ')} (other processes on the machine share the cores)`);
  const tables = Math.ceil(players / perTable);
  const dir = mkdtempSync(join(tmpdir(), 'croupier-bench-'));
  const dbPath = join(dir, 'bench.db');
  const children: ChildProcess[] = [];
  try {
    const t0 = performance.now();
    const { tokens, tableIds, soloIds } = await prepare(dbPath, players, tables, hot, gameId);
    console.log(`prepared ${players} players and ${tables} ${gameId} tables in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const slowClients = env('BENCH_SLOW', 200);
    const server = await spawnNode([...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []), ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean), ...(slowClients > 0 ? ['--expose-gc'] : []), '--import', 'tsx', 'test/fixtures/serve.ts'], {
      CROUPIER_DB: dbPath,
      PORT: '0',
      CROUPIER_BETTING_MS: '500',
      CROUPIER_DECISION_MS: '10000',
      CROUPIER_GRACE_MS: '600000',
      CROUPIER_LOG: '',
      CROUPIER_RATE_LIMIT: String(env('BENCH_PING_LIMIT', 100_000)),
      CROUPIER_MAX_CONNECTIONS_PER_ADDRESS: String(2 * (players + hot + slowClients) + 100),
      CROUPIER_MAX_CONNECTIONS: String(2 * (players + hot + slowClients) + 100),
      CROUPIER_MEM_PROBE: '1',
    });
    children.push(server.child);
    const url = `http://127.0.0.1:${server.port}`;
    const lat: number[] = [];
    const rng = seededRng('bench');
    const bots = tokens.map(
      (token, i) =>
        new Bot({ url, token, username: `p${String(i).padStart(5, '0')}`, table: tableIds[Math.floor(i / perTable)] as string, box: (i % perTable) + 1, rng, thinkMs: think, onLatency: (ms) => lat.push(ms) }),
    );
    const c0 = performance.now();
    for (let i = 0; i < bots.length; i += 100) await Promise.all(bots.slice(i, i + 100).map((b) => b.start()));
    await new Promise((ok) => setTimeout(ok, 3000));
    console.log(`connected ${bots.filter((b) => b.connected).length} players in ${((performance.now() - c0) / 1000).toFixed(1)} s`);
    const cap = await botPhase(bots, server.child.pid, seconds, lat);
    const rounds = bots.reduce((a, b) => a + b.rounds, 0);
    console.log(`capacity: ${players} seated players on ${tables} tables, think ${think} ms: ${cap.rate.toFixed(0)} actions/s, latency p50 ${cap.p50.toFixed(1)} ms, p99 ${cap.p99.toFixed(1)} ms (${cap.actions} actions, ${rounds} stakes placed; server CPU ${cap.serverUs.toFixed(0)} µs per action)`);
    if (slowClients > 0) {
      const watched = tableIds.slice(0, Math.min(tableIds.length, env('BENCH_SLOW_TABLES', tableIds.length)));
      const bound = env('BENCH_SLOW_MB', 16);
      const sl = await slowPhase(server, slowClients, watched, 20, Math.max(30, env('BENCH_SLOW_SECONDS', 45)), bots, lat);
      const series = (xs: number[]): string => xs.map((x) => x.toFixed(0)).join(', ');
      /** Growth over the last 15 s: the most live memory then above its level 15 s before the end. */
      const late = (xs: number[]): number => Math.max(...xs.slice(-3)) - (xs[xs.length - 4] ?? NaN);
      console.log(`slow spectators: server live memory (after a full collection) every 5 s with the players alone: ${series(sl.alone)} MB (${sl.aloneRate.toFixed(0)} actions/s): ${late(sl.alone).toFixed(0)} MB more in the last 15 s`);
      console.log(`slow spectators: ${slowClients} clients each watching ${watched.length} busy tables, then never reading: live memory every 5 s ${series(sl.slow)} MB: ${late(sl.slow).toFixed(0)} MB more in the last 15 s, ${(Math.max(...sl.slow) - (sl.alone.at(-1) ?? NaN)).toFixed(0)} MB above the control at most; RSS ${sl.rss[0].toFixed(0)} MB before them, ${sl.rss[1].toFixed(0)} MB at the end (peak ${peakRssMb(server.child.pid).toFixed(0)} MB); ${sl.open} of them still open; the players meanwhile ${sl.play.rate.toFixed(0)} actions/s, p99 ${sl.play.p99.toFixed(1)} ms`);
      const flat = late(sl.slow) <= Math.max(0, late(sl.alone)) + bound;
      console.log(`slow spectators: the server's memory ${flat ? 'stayed flat' : 'did NOT stay flat'} (its growth in the last 15 s within ${bound} MB of the players' alone)`);
      if (!flat) process.exitCode = 1;
    }
    for (const b of bots) b.stop();
    // Throughput: each hot player alone at a table of its own, no think time: one action in flight per player,
    // like one message in flight per echo client.
    const solo = tokens.slice(0, hot).map(
      (token, i) => new Bot({ url, token, username: `p${String(i).padStart(5, '0')}`, table: soloIds[i] as string, box: 1, rng, thinkMs: 0, onLatency: (ms) => lat.push(ms) }),
    );
    await Promise.all(solo.map((b) => b.start()));
    await new Promise((ok) => setTimeout(ok, 2000));
    const thr = await botPhase(solo, server.child.pid, Math.min(seconds, 15), lat);
    console.log(`throughput: ${hot} players, each alone at a table, no think time: ${thr.rate.toFixed(0)} actions/s (${thr.requests.toFixed(0)} requests/s with \`ready\`), p50 ${thr.p50.toFixed(1)} ms, p99 ${thr.p99.toFixed(1)} ms; CPU per action: server ${thr.serverUs.toFixed(0)} µs, clients ${thr.clientUs.toFixed(0)} µs; server peak memory so far ${peakRssMb(server.child.pid).toFixed(0)} MB`);
    for (const b of solo) b.stop();
    bots.push(...solo);
    await new Promise((ok) => setTimeout(ok, 500));
    const pg = await echoPhase(server.port, server.child.pid, hot, Math.min(seconds, 15), 0, true);
    console.log(`server ping: ${hot} clients, one ping in flight each: ${pg.rate.toFixed(0)} messages/s, p50 ${pg.p50.toFixed(2)} ms, p99 ${pg.p99.toFixed(2)} ms; CPU per message: server ${pg.serverUs.toFixed(1)} µs, clients ${pg.clientUs.toFixed(1)} µs`);
    const errors = new Map<string, number>();
    for (const b of bots) for (const [k, v] of b.errors) errors.set(k, (errors.get(k) ?? 0) + v);
    if (errors.size) console.log(`refusals seen by the bots: ${[...errors].map(([k, v]) => `${k} ${v}`).join(', ')}`);
    const echo = await spawnNode(['-e', ECHO], {});
    children.push(echo.child);
    const e = await echoPhase(echo.port, echo.child.pid, hot, Math.min(seconds, 15), 200);
    console.log(`echo: ${hot} clients, one message in flight each: ${e.rate.toFixed(0)} messages/s, p50 ${e.p50.toFixed(2)} ms, p99 ${e.p99.toFixed(2)} ms; CPU per message: server ${e.serverUs.toFixed(1)} µs, clients ${e.clientUs.toFixed(1)} µs`);
    const durable = await spawnNode(['-e', DURABLE_ECHO], { DB: join(dir, 'durable-echo.db') });
    children.push(durable.child);
    const de = await echoPhase(durable.port, durable.child.pid, hot, Math.min(seconds, 15), 200);
    console.log(`durable echo (each message appended to SQLite before the reply): ${de.rate.toFixed(0)} messages/s (${((100 * de.rate) / e.rate).toFixed(0)}% of echo), p50 ${de.p50.toFixed(2)} ms, p99 ${de.p99.toFixed(2)} ms; CPU per message: server ${de.serverUs.toFixed(1)} µs`);
    console.log(`server actions/s ÷ echo messages/s = ${((100 * thr.rate) / e.rate).toFixed(1)}% (requests/s ÷ echo: ${((100 * thr.requests) / e.rate).toFixed(1)}%); an action costs the server ${(thr.serverUs / e.serverUs).toFixed(0)}× the CPU of an echoed message; load average after ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
    console.log(`server pings/s ÷ echo messages/s = ${((100 * pg.rate) / e.rate).toFixed(0)}%: the server's message path without a game or storage; a ping costs the server ${(pg.serverUs / e.serverUs).toFixed(1)}× the CPU of an echoed message`);
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await new Promise((ok) => setTimeout(ok, 500));
    if (process.env.BENCH_KEEP) console.log(`database kept: ${dbPath}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}
