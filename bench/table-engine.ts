/**
 * @module bench/table-engine
 * The server's table work without sockets: BENCH_TABLES blackjack tables (one player each) run in this process on
 * a SQLite file, each player acting as soon as the previous action is answered (one action in flight per table,
 * like the throughput phase of server-load). Every action goes through the table runtime and the SQL store as a
 * socket's would (validation, seat authorisation, the durable write with its ledger entries, the automatic steps
 * after it) and each answered action builds the player's view of the round, as the frame to its socket would.
 * Reports actions/s and the time each costs, so engine and storage work can be measured apart from the network.
 * Environment: BENCH_TABLES (200), BENCH_SECONDS (10), BENCH_PROFILE (a directory: write a CPU profile there).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { games } from '../src/registry.js';
import { seededRng } from '../src/rng/seeded-rng.js';
import { createServer } from '../src/server/app.js';
import { tableShape } from '../src/server/tables/table-shape.js';

const env = (k: string, d: number): number => (process.env[k] ? Number(process.env[k]) : d);

type Legal = Record<string, unknown> & { type: string; amount?: { min: number } };

export async function run(): Promise<void> {
  const tables = env('BENCH_TABLES', 200);
  const seconds = env('BENCH_SECONDS', 10);
  const game = games().find((g) => g.id === 'blackjack');
  if (!game) throw new Error('blackjack is not registered');
  let seeds = 0;
  const dir = mkdtempSync(join(tmpdir(), 'croupier-engine-'));
  const s = await createServer({ port: 0, host: '127.0.0.1', db: join(dir, 'engine.db'), games: [game], demo: false, web: false, logger: false, timings: { bettingMs: 500, decisionMs: 10_000, graceMs: 600_000, outcomeMs: 0 }, rng: () => seededRng(`engine-table-${++seeds}`) });
  try {
    const profile = game.profiles.ids()[0] as string;
    const config = game.tableSchema.parse(game.defaultTable(game.profiles.get(profile)));
    const users: string[] = [];
    for (let t = 0; t < tables; t++) {
      const u = `e${t}`;
      users.push(u);
      await s.ctx.accounts.create(u, { hash: 'x' }, ['player']);
      await s.ctx.accounts.cashier(u, 'credit', 1_000_000_000, `engine-${u}`);
      await s.ctx.catalog.create({ id: `engine-${t}`, game: game.id, profile, name: `engine-${t}`, config, ...tableShape(config, game, game.profiles.get(profile)) });
    }
    await s.ctx.host.tick();
    const rng = seededRng('engine-bench');
    let actions = 0;
    let running = true;
    const loops = users.map(async (u, t) => {
      const rt = s.ctx.host.get(`engine-${t}`);
      if (!rt) throw new Error(`table engine-${t} did not start`);
      rt.attach(u);
      await rt.sit(u, 1);
      let n = 0;
      let readyRound = -1;
      while (running) {
        const r = rt.roundFor('player', u);
        if (!r) {
          await new Promise((ok) => setTimeout(ok, 1));
          continue;
        }
        const legal = r.legal as Legal[];
        const bet = legal.find((l) => l.type === 'bet' && l.box === 1);
        const decisions = legal.filter((l) => l.amount === undefined && !['leave', 'sit', 'consent', 'withdraw', 'done-betting'].includes(l.type));
        const mine = r.awaiting.some((a) => (a as { player?: string }).player === u);
        if (bet && !legal.some((l) => l.type === 'withdraw')) {
          await rt.act({ username: u, as: 'player', key: `k${++n}`, version: r.version, action: { type: 'bet', box: 1, amount: bet.amount?.min ?? 1 } });
          actions++;
        } else if (readyRound !== r.id && legal.some((l) => l.type === 'done-betting' || l.type === 'withdraw')) {
          readyRound = r.id;
          await rt.ready(u);
        } else if (mine && decisions.length > 0) {
          const pick = decisions[rng.int(decisions.length)] as Legal;
          const insure = pick.type === 'insure' ? { amount: (pick.amount as { min: number }).min } : {};
          const { amount: _a, optional: _o, ...rest } = pick as Legal & { optional?: unknown };
          await rt.act({ username: u, as: 'player', key: `k${++n}`, version: r.version, action: { ...rest, ...insure } });
          actions++;
        } else {
          await new Promise((ok) => setTimeout(ok, 1));
          continue;
        }
        // The socket's next frame comes once the command and its automatic steps are done (server/ws/hub).
        await rt.idle();
      }
    });
    await new Promise((ok) => setTimeout(ok, 1000));
    const session = process.env.BENCH_PROFILE ? new Session() : null;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    const a0 = actions;
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    await new Promise((ok) => setTimeout(ok, seconds * 1000));
    const done = actions - a0;
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(c0);
    if (session) {
      const { profile: p } = await session.post('Profiler.stop');
      writeFileSync(join(process.env.BENCH_PROFILE as string, 'engine.cpuprofile'), JSON.stringify(p));
    }
    running = false;
    await Promise.allSettled(loops);
    const rate = (done * 1000) / ms;
    console.log(`engine: ${tables} blackjack tables in-process, one action in flight each: ${rate.toFixed(0)} actions/s, ${(((cpu.user + cpu.system) / done)).toFixed(0)} µs of CPU per action (${done} actions in ${(ms / 1000).toFixed(1)} s)`);
  } finally {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
