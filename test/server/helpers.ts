/**
 * @module test/server/helpers
 * Test helpers: an in-process server on a temporary SQLite file (or PostgreSQL) with the fixture game, a scripted
 * WebSocket client that records every frame it receives, and HTTP helpers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { AnyGame } from '../../src/core/contract.js';
import { createServer, type RunningServer, type ServerOptions } from '../../src/server/app.js';
import { openDb, type Db, type OpenOptions } from '../../src/server/db/db.js';
import { highCard } from '../fixtures/high-card/index.js';
import { loadBlob } from '../../src/server/store/blobs.js';
import { shoesIn } from '../../src/shoe/shoe.js';
import { expandState } from '../../src/table/state-digest.js';
import { DEMO_PASSWORD, TEST_COST } from '../fixtures/accounts.js';

export interface TestServer extends RunningServer {
  readonly dir: string;
  readonly dbPath: string;
  stop(): Promise<void>;
}

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'croupier-test-'));
}

/** Runs `fn` with a store on a fresh SQLite file, then closes it and removes the file. */
export async function withTempDb(fn: (db: Db) => Promise<void>, o: OpenOptions = {}): Promise<void> {
  const dir = tempDir();
  const db = await openDb(join(dir, 'test.db'), o);
  try {
    await fn(db);
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startTestServer(o: Partial<ServerOptions> & { games?: readonly AnyGame[]; dir?: string } = {}): Promise<TestServer> {
  const dir = o.dir ?? tempDir();
  const dbPath = o.db ?? join(dir, 'croupier.db');
  const s = await createServer({ port: 0, host: '127.0.0.1', web: false, logger: false, ...o, accounts: { cost: TEST_COST, ...o.accounts }, db: dbPath, games: o.games ?? [highCard], timings: { bettingMs: 200, decisionMs: 2000, graceMs: 500, outcomeMs: 0, stepMs: 0, ...o.timings } });
  return {
    ...s,
    dir,
    dbPath,
    stop: async () => {
      await s.close();
      if (!o.dir && !o.db) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function http<T = unknown>(base: string, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const r = await fetch(`${base}${path}`, { method, headers, ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}) });
  const text = await r.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: r.status, body: parsed as T };
}

export async function login(base: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  const r = await http<{ token: string }>(base, 'POST', '/api/login', { username, password });
  if (r.status !== 200) throw new Error(`login ${username}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.token;
}

export type Frame = Record<string, unknown> & { type: string };

/** A scripted client: every frame it receives is kept in `frames` (the leak test reads them all). */
export class Client {
  readonly frames: Frame[] = [];
  readonly raw: string[] = [];
  private readonly waiters: { pred: (f: Frame) => boolean; ok: (f: Frame) => void }[] = [];
  private n = 0;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (d) => {
      const s = d.toString();
      this.raw.push(s);
      const f = JSON.parse(s) as Frame;
      this.frames.push(f);
      for (const w of [...this.waiters])
        if (w.pred(f)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.ok(f);
        }
    });
  }

  static async connect(base: string, token?: string): Promise<Client> {
    const url = `${base.replace(/^http/, 'ws')}/ws${token ? `?token=${encodeURIComponent(token)}` : ''}`;
    const ws = new WebSocket(url);
    const c = new Client(ws);
    const welcome = c.next((f) => f.type === 'welcome', 5000);
    await new Promise<void>((ok, fail) => {
      ws.once('open', () => ok());
      ws.once('error', fail);
    });
    await welcome;
    return c;
  }

  /** Resolves with the first frame (from now on, or already received if `past`) matching `pred`. */
  next(pred: (f: Frame) => boolean, ms = 5000): Promise<Frame> {
    return new Promise((ok, fail) => {
      const t = setTimeout(() => fail(new Error(`no matching frame in ${ms} ms; last: ${this.raw.slice(-3).join('\n')}`)), ms);
      this.waiters.push({ pred, ok: (f) => (clearTimeout(t), ok(f)) });
    });
  }

  /** The first frame at index ≥ `from` matching `pred`, already received or still to come. */
  until(pred: (f: Frame) => boolean, from = 0, ms = 5000): Promise<Frame> {
    for (let i = from; i < this.frames.length; i++) if (pred(this.frames[i] as Frame)) return Promise.resolve(this.frames[i] as Frame);
    return this.next(pred, ms);
  }

  sendRaw(data: string | Buffer): void {
    this.ws.send(data);
  }

  /** Sends a request and waits for its `ok` or `error` reply. */
  async request(msg: Record<string, unknown>, ms = 5000): Promise<Frame> {
    const id = (msg.id as string | undefined) ?? `r${++this.n}`;
    const reply = this.next((f) => (f.type === 'ok' || f.type === 'error') && f.id === id, ms);
    this.ws.send(JSON.stringify({ ...msg, id }));
    return reply;
  }

  /** The last `table` frame received for `table`. */
  lastTable(table: string): Frame | undefined {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const f = this.frames[i] as Frame;
      if (f.type === 'table' && (f.table as { id: string }).id === table) return f;
    }
    return undefined;
  }

  close(): Promise<void> {
    return new Promise((ok) => {
      if (this.ws.readyState === WebSocket.CLOSED) return ok();
      this.ws.once('close', () => ok());
      this.ws.close();
    });
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((ok) => setTimeout(ok, ms));

/**
 * Reveals the shoes a round was dealt from, as the table records it when a shoe ends (order, salt, cut: see
 * docs/fairness.md), without playing the shoe out: until then a round's shoes are sealed and it cannot be verified.
 */
export async function revealShoes(db: Db, roundId: number): Promise<void> {
  const r = await db.one<{ table_id: string; initial: string }>('SELECT r.table_id, s.initial FROM rounds r JOIN round_starts s ON s.round_id = r.id WHERE r.id = ?', [roundId]);
  if (!r) throw new Error(`no round ${roundId}`);
  for (const shoe of shoesIn(await expandState(JSON.parse(r.initial), (h) => loadBlob(db, h))))
    await db.run('UPDATE shoes SET shuffled = ?, salt = ?, cut_offset = ?, revealed_at = ? WHERE table_id = ? AND commitment = ?', [JSON.stringify(shoe.shuffled), shoe.salt, shoe.cutOffset, Date.now(), r.table_id, shoe.commitment]);
}

/**
 * PostgreSQL for a test: null (skip) when CROUPIER_TEST_PG is not set — unless CROUPIER_REQUIRE_PG=1, then the
 * test must fail, not skip. Each call creates a fresh database (dropped by `drop`).
 */
export const PG_URL = process.env.CROUPIER_TEST_PG ?? null;
export const PG_SKIP: string | false = PG_URL || process.env.CROUPIER_REQUIRE_PG === '1' ? false : 'CROUPIER_TEST_PG is not set';

export async function freshPgDatabase(tag: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!PG_URL) throw new Error('CROUPIER_REQUIRE_PG=1 but CROUPIER_TEST_PG is not set: PostgreSQL tests cannot run');
  const { default: pg } = await import('pg');
  const name = `croupier_${tag}_${process.pid}_${Date.now().toString(36)}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: PG_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
