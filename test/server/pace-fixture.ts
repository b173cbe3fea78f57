/**
 * @module test/server/pace-fixture
 * An in-process server for the pace-of-a-round tests (issue 17): registered games, funded players, one table per
 * test, and the tables' time on a `ManualClock` so that no test depends on the machine's speed.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyGame } from '../../src/core/contract.js';
import { games as registered } from '../../src/registry.js';
import { seededRng } from '../../src/rng/seeded-rng.js';
import { createServer, type RunningServer } from '../../src/server/app.js';
import { tableShape } from '../../src/server/tables/table-shape.js';
import { splitPace, withPace } from '../../src/table/pace.js';
import type { TableTimings } from '../../src/table/table-port.js';
import type { TableRuntime } from '../../src/table/table-runtime.js';
import { TEST_COST } from '../fixtures/accounts.js';
import { tempDir } from './helpers.js';
import { ManualClock } from './manual-clock.js';

export interface PaceServer {
  readonly s: RunningServer;
  readonly clock: ManualClock;
  readonly dir: string;
  readonly db: string;
  /** The runtime of a table (after the host's tick). */
  table(id: string): TableRuntime;
  /** Creates a table of `game` under `profile` (its default configuration, merged with `config`) and starts it. */
  open(id: string, game: string, profile: string, config?: Record<string, unknown>): Promise<TableRuntime>;
  /** Moves the tables' time on, letting every table's queue settle after each timer. */
  advance(ms: number): Promise<void>;
  /** Every table's queue has run. */
  idle(): Promise<void>;
  /** Stops the server; `keep` leaves the database for a restart. */
  stop(keep?: boolean): Promise<void>;
}

export const PLAYERS = ['alice', 'bob', 'carol', 'dave', 'erin'];

export function gameOf(id: string): AnyGame {
  const g = registered().find((x) => x.id === id);
  if (!g) throw new Error(`no game ${id}`);
  return g as AnyGame;
}

/** Starts a server on `dir` (a new one when absent: then the accounts are created and funded). */
export async function paceServer(o: { dir?: string; clock?: ManualClock; timings?: Partial<TableTimings>; seed?: string } = {}): Promise<PaceServer> {
  const fresh = o.dir === undefined;
  const dir = o.dir ?? tempDir();
  const db = join(dir, 'pace.db');
  const clock = o.clock ?? new ManualClock();
  const s = await createServer({
    port: 0, host: '127.0.0.1', db, games: registered() as AnyGame[], demo: false, web: false, logger: false, clock,
    timings: { bettingMs: 15_000, decisionMs: 20_000, graceMs: 60_000, outcomeMs: 0, stepMs: 0, ...o.timings },
    rng: () => seededRng(o.seed ?? 'pace'),
    accounts: { cost: TEST_COST },
  });
  if (fresh)
    for (const u of PLAYERS) {
      await s.ctx.accounts.create(u, { hash: 'x' }, ['player']);
      await s.ctx.accounts.cashier(u, 'credit', 10_000_000, `open-${u}`);
    }
  const idle = async (): Promise<void> => {
    for (let i = 0; i < 3; i++) {
      await Promise.all(s.ctx.host.all().map((rt) => rt.idle()));
      await new Promise((ok) => setImmediate(ok));
    }
  };
  const table = (id: string): TableRuntime => {
    const rt = s.ctx.host.get(id);
    if (!rt) throw new Error(`table ${id} is not running`);
    return rt as TableRuntime;
  };
  return {
    s, clock, dir, db, table, idle,
    async open(id, game, profile, config = {}) {
      const g = gameOf(game);
      const p = g.profiles.get(profile);
      const split = splitPace({ ...(g.defaultTable(p) as object), ...config });
      if ('error' in split) throw new Error(split.error);
      const c = g.tableSchema.parse(split.game);
      await s.ctx.catalog.create({ id, game: g.id, profile, name: id, config: withPace(c, split.pace), ...tableShape(c, g, p) });
      await s.ctx.host.tick();
      await idle();
      return table(id);
    },
    advance: (ms) => clock.advance(ms, idle),
    async stop(keep = false) {
      await s.close();
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One recorded action of a table's rounds, in order, with what each player staked on the time charge in it. */
export interface RecordedStep {
  readonly round: number;
  /** When the action was recorded (the table's clock). */
  readonly recorded: number;
  readonly action: { readonly type: string; readonly at?: number; readonly half?: boolean };
  readonly timeCharge: Record<string, number>;
}

/** Every action recorded at `table`, round by round (circle poker's time charge: test/server/circle-poker-time, -session). */
export async function recordedSteps(p: PaceServer, table: string): Promise<RecordedStep[]> {
  const rows = await p.s.ctx.db.all<{ round_no: number; at: number; action: string; events: string }>(
    'SELECT r.round_no, a.at, a.action, a.events FROM round_actions a JOIN rounds r ON r.id = a.round_id WHERE r.table_id = ? ORDER BY r.round_no, a.seq',
    [table],
  );
  return rows.map((row) => {
    const timeCharge: Record<string, number> = {};
    for (const e of JSON.parse(row.events) as { type: string; bet?: string; bettor?: string; amount?: number }[]) if (e.type === 'stake' && e.bet === 'time-charge') timeCharge[e.bettor as string] = e.amount as number;
    return { round: Number(row.round_no), recorded: Number(row.at), action: JSON.parse(row.action) as RecordedStep['action'], timeCharge };
  });
}
