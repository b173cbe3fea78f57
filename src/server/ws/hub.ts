/**
 * @module server/ws/hub
 * The WebSocket side: validates every frame (size, JSON, zod schema, rate), authenticates, routes requests to the
 * table runtimes, and pushes `table` frames to watchers after every change (coalesced per tick), and `wallet`
 * frames when a balance moves (through the pub/sub, so a payout made by another process reaches this one's
 * sockets). A refused message gets one `error` reply and changes nothing. A client that does not read gets its
 * table and wallet frames held, latest only, and is closed past a bound (server/ws/backpressure).
 */
import type { WebSocket } from 'ws';
import { clientMessage, type ClientMessage, type DealerCommand } from '../../protocol/client-messages.js';
import { MAX_FRAME_BYTES, PROTOCOL_VERSION, type JoinAs } from '../../protocol/common.js';
import { ERR } from '../../protocol/error-codes.js';
import type { Balances } from '../../table/table-port.js';
import type { TableRole, TableRuntime } from '../../table/table-runtime.js';
import type { ServerContext } from '../context.js';
import { HttpError, toWire } from '../errors.js';
import { refuseSeatElsewhere } from '../tables/one-table.js';
import { refusePerCasino } from '../tables/per-casino.js';
import { refuseJackpotLink } from '../tables/jackpot-link.js';
import { refuseInTournament } from '../tables/waiting-lists.js';
import { tableHere } from '../tables/table-here.js';
import { gameConfig, splitPace } from '../../table/pace.js';
import type { SessionAccount } from '../store/account-store.js';
import { DEFAULT_BACKPRESSURE, type BackpressureLimits } from './backpressure.js';
import { Connection, RATE_LIMIT } from './connection.js';
import { audienceKey, audiencePart, shownJackpot, tableInfo } from './frames.js';

const fail = (code: string, message: string, details?: unknown): HttpError => new HttpError(400, code, message, undefined, details);

const NOT_JSON = Symbol('not JSON');
const parseFrame = (data: Buffer): unknown => {
  try {
    return JSON.parse(data.toString('utf8')) as unknown;
  } catch {
    return NOT_JSON;
  }
};
/** The request id of a message that could not be served, when it has a usable one. */
const idOf = (raw: unknown): string | null => {
  const id = raw && typeof raw === 'object' ? (raw as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id.length <= 64 ? id : null;
};

/** The longest a table's frame waits for the command in progress to finish. */
const FRAME_HOLD_MS = 50;

/**
 * How long one pass of `flush` may send frames before yielding to the event loop. Short, because every reply of the
 * database thread (server/db/sqlite-thread) waits for the pass in progress, and a table's queued commands (seven
 * players answering one frame) each wait for one reply: with 8 ms passes the 2,000-player p99 was 24–42 ms, with
 * 2 ms passes 15–20 ms, in alternating runs at the same throughput.
 */
const FLUSH_SLICE_MS = 2;

export class Hub {
  private readonly conns = new Set<Connection>();
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly watchers = new Map<string, Set<Connection>>();
  private readonly dirty = new Set<string>();
  /** When a held table was first found busy with changes to send. */
  private readonly dirtySince = new Map<string, number>();
  private readonly balances = new Map<string, number>();
  private readonly infos = new Map<string, { key: string; json: string }>();
  private readonly lastJsons = new WeakMap<object, string>();
  private flushing = false;
  /** The server is stopping: a socket it closes is not a player going away (table/presence records no absence). */
  private closing = false;
  private nextId = 1;
  private readonly unsubscribe: () => void;
  /** Per jackpot, how many times what its linked tables show changed (part of their information's cache key). */
  private readonly jackpotRevs = new Map<string, number>();
  private readonly unlisten: () => void;

  constructor(
    private readonly ctx: ServerContext,
    private readonly rateLimit = RATE_LIMIT,
    private readonly backpressure: BackpressureLimits = DEFAULT_BACKPRESSURE,
  ) {
    this.unsubscribe = ctx.pubsub.subscribe('wallet', (m) => {
      const { username, balance } = m as { username: string; balance: number };
      this.balances.set(username, balance);
      for (const c of this.byUser.get(username) ?? []) this.sendWallet(c, balance);
      for (const t of this.tablesOf(username)) this.markDirty(t);
    });
    // A jackpot's amount or status changed (a round here or in another process, an administrator): every table
    // linked to it sends its watchers the new figure (docs/jackpots.md "At the table").
    this.unlisten =
      ctx.jackpots?.listen((id) => {
        this.jackpotRevs.set(id, (this.jackpotRevs.get(id) ?? 0) + 1);
        for (const rt of ctx.host.all()) if (shownJackpot(rt.table.config)?.id === id) this.markDirty(rt.id);
      }) ?? (() => undefined);
  }

  get connections(): number {
    return this.conns.size;
  }

  /** A new socket; `token` from the URL authenticates it at once. */
  async accept(ws: WebSocket, token: string | null): Promise<void> {
    const c: Connection = new Connection(ws, this.nextId++, this.rateLimit, this.backpressure, (tables, wallet) => this.resume(c, tables, wallet));
    this.conns.add(c);
    ws.on('message', (data: Buffer, isBinary: boolean) => this.receive(c, data, isBinary));
    ws.on('close', () => this.drop(c));
    ws.on('error', () => undefined);
    // Through the connection's queue: messages that arrive meanwhile wait for the token check.
    c.enqueue(async () => {
      if (token) {
        const a = await this.ctx.accounts.session(token).catch(() => null);
        if (a) await this.login(c, a);
      }
      c.send({ type: 'welcome', protocol: PROTOCOL_VERSION, account: c.account ? { username: c.account.username, roles: [...c.account.roles] } : null, balance: c.username ? (this.balances.get(c.username) ?? null) : null, serverTime: Date.now() });
    });
  }

  private receive(c: Connection, data: Buffer, isBinary: boolean): void {
    const reply = (id: string | null, e: unknown): void => {
      const w = toWire(e);
      if (w.internal) this.ctx.log.error({ err: e, conn: c.id }, 'request failed');
      c.send({ type: 'error', id, ...w.body });
    };
    // Refused for its rate, a request still gets its own id back when it has one, so the client knows which to send
    // again (a reply without an id would leave it waiting for an answer that never comes).
    if (!c.admit(Date.now())) return reply(isBinary || data.length > MAX_FRAME_BYTES ? null : idOf(parseFrame(data)), fail(ERR.rateLimited, `more than ${this.rateLimit} messages a second`));
    if (isBinary) return reply(null, fail(ERR.invalidMessage, 'text frames only'));
    if (data.length > MAX_FRAME_BYTES) return reply(null, fail(ERR.tooLarge, `a frame is at most ${MAX_FRAME_BYTES} bytes`));
    const raw = parseFrame(data);
    if (raw === NOT_JSON) return reply(null, fail(ERR.malformedJson, 'not JSON'));
    const parsed = clientMessage.safeParse(raw);
    if (!parsed.success) return reply(idOf(raw), fail(ERR.invalidMessage, parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')));
    const m = parsed.data;
    c.enqueue(async () => {
      try {
        const out = await this.handle(c, m);
        if (m.type !== 'ping') c.send(out.duplicate ? { type: 'ok', id: m.id, result: out.result, duplicate: true } : out.result === undefined ? { type: 'ok', id: m.id } : { type: 'ok', id: m.id, result: out.result });
        out.after?.();
      } catch (e) {
        reply(m.id, e);
      }
    });
  }

  private async handle(c: Connection, m: ClientMessage): Promise<{ result?: unknown; duplicate?: boolean; after?: () => void }> {
    switch (m.type) {
      case 'ping':
        c.send({ type: 'pong', id: m.id, serverTime: Date.now() });
        return {};
      case 'auth': {
        const a = await this.ctx.accounts.session(m.token);
        if (!a) throw new HttpError(401, ERR.notAuthenticated, 'unknown or expired session');
        if (c.account && c.account.username !== a.username) throw new HttpError(403, ERR.forbidden, 'this connection is signed in as someone else');
        await this.login(c, a);
        return { result: { username: a.username, roles: a.roles, balance: this.balances.get(a.username) ?? null } };
      }
      case 'join':
        return this.join(c, m.table, m.as);
      case 'leave': {
        this.leave(c, m.table);
        return { after: () => c.send({ type: 'left', table: m.table, reason: 'asked' }) };
      }
      case 'sit': {
        const rt = this.asPlayer(c, m.table);
        await refuseSeatElsewhere(this.ctx, rt, c.username as string);
        await rt.sit(c.username as string, m.box);
        return {};
      }
      case 'stand':
        await this.asPlayer(c, m.table).stand(c.username as string, m.box);
        return {};
      case 'consent':
        await this.asPlayer(c, m.table).consent(c.username as string, m.box, m.bettor, m.allow);
        return {};
      case 'ready':
        await this.asPlayer(c, m.table).ready(c.username as string);
        return {};
      case 'buy-in': {
        const rt = this.asPlayer(c, m.table);
        await refuseInTournament(this.ctx, c.username as string);
        return { result: await rt.buyIn(c.username as string, m.amount, m.key) };
      }
      case 'cash-out':
        return { result: await this.asPlayer(c, m.table).cashOut(c.username as string, m.key) };
      case 'act': {
        const as = c.tables.get(m.table);
        if (!as) throw fail(ERR.notJoined, `join ${m.table} first`);
        if (as !== 'player' && as !== 'dealer') throw new HttpError(403, ERR.forbidden, `a ${as} does not act at the table`);
        const rt = this.runtime(m.table);
        const { receipt, duplicate } = await rt.act({ username: c.username as string, as, key: m.key, ...(m.round !== undefined ? { round: m.round } : {}), version: m.version, action: m.action });
        return { result: receipt, duplicate };
      }
      case 'dealer': {
        const as = c.tables.get(m.table);
        if (as !== 'dealer') throw new HttpError(403, ERR.forbidden, 'join the table as dealer first');
        const r = await this.dealerCommand(c.username as string, m.table, m.key, m.command);
        return { result: r.result, duplicate: r.duplicate };
      }
    }
  }

  /**
   * A dealer command (shared with the HTTP route), run by the table once per key (table/receipts): a key used again
   * answers the first result if it names the same command at the same table, `idempotency/key-reused` otherwise.
   */
  async dealerCommand(username: string, table: string, key: string, command: DealerCommand, address: string | null = null): Promise<{ result: unknown; duplicate: boolean }> {
    const rt = this.runtime(table);
    // 000 §09 V.2: a table the rules allow only so many of per casino (the free bank) counts the others before it opens again or becomes one.
    if (command.kind === 'open' && rt.status === 'closed') await refusePerCasino(this.ctx.catalog, rt.game, rt.table.profile, gameConfig(rt.table.pendingConfig ?? rt.table.config), rt.id);
    if (command.kind === 'configure') {
      const split = splitPace(command.config);
      const parsed = 'error' in split ? null : rt.game.tableSchema.safeParse(split.game);
      if (parsed?.success) await refusePerCasino(this.ctx.catalog, rt.game, rt.table.profile, parsed.data, rt.id);
      // A jackpot link names a jackpot that exists and takes this game: refused here, not at the first jackpot bet.
      if (parsed?.success) await refuseJackpotLink(this.ctx.db, rt.game, parsed.data, rt.game.profiles.get(rt.table.profile));
    }
    const r = await rt.command({ username, key, command, address });
    if (!r.duplicate) this.ctx.log.info({ table, dealer: username, command }, 'dealer command');
    return r;
  }

  /** Closes the connections signed in with a session `ended` says is over (signed out, expired, roles changed). */
  endSessions(ended: (a: SessionAccount) => boolean): void {
    for (const c of [...this.conns]) {
      const a = c.account as SessionAccount | null;
      if (!a || !ended(a)) continue;
      this.drop(c);
      c.account = null;
      c.ws.close(4001, 'session ended');
    }
  }

  private async login(c: Connection, a: NonNullable<Connection['account']>): Promise<void> {
    c.account = a;
    const set = this.byUser.get(a.username) ?? new Set();
    set.add(c);
    this.byUser.set(a.username, set);
    if (a.roles.includes('player') && !this.balances.has(a.username)) {
      const b = await this.ctx.accounts.balance(a.username);
      if (b !== null) this.balances.set(a.username, b);
    }
  }

  runtime(tableId: string): TableRuntime {
    const rt = this.ctx.host.get(tableId);
    if (!rt) throw new HttpError(404, ERR.unknownTable, `table ${tableId} is not run by this server`);
    return rt;
  }

  private asPlayer(c: Connection, table: string): TableRuntime {
    if (c.tables.get(table) !== 'player') throw fail(ERR.notJoined, `join ${table} as a player first`);
    return this.runtime(table);
  }

  private async join(c: Connection, table: string, asked: JoinAs | undefined): Promise<{ after: () => void }> {
    const roles = c.account?.roles ?? [];
    const as: TableRole = asked ?? (roles.includes('player') ? 'player' : 'spectator');
    const need = as === 'spectator' ? null : as;
    if (need && !c.account) throw new HttpError(401, ERR.notAuthenticated, 'sign in first');
    if (need && !roles.includes(need)) throw new HttpError(403, ERR.forbidden, `joining as ${as} needs the ${need} role`);
    const rt = await tableHere(this.ctx, table);
    // 000 §17 IV, 001 §12 VII.3.6: at a table whose rules let nobody but its players and the casino's staff watch, only
    // a staff account joins as a spectator (a player joins as a player to take a seat; the dealer and the auditor may
    // also join as themselves).
    const staff = roles.some((r) => r !== 'player');
    const staffOnly = as === 'spectator' && !staff ? (rt.game.staffOnlyWatching?.(rt.game.profiles.get(rt.table.profile)) ?? null) : null;
    if (staffOnly) throw new HttpError(403, ERR.noSpectators, `nobody but the players and the casino's staff may watch this table (${staffOnly})`);
    const before = c.tables.get(table);
    if (before === 'player' && c.username) rt.detach(c.username);
    c.tables.set(table, as);
    const w = this.watchers.get(table) ?? new Set();
    w.add(c);
    this.watchers.set(table, w);
    if (as === 'player' && c.username) rt.attach(c.username);
    return { after: () => this.sendFrame(c, rt) };
  }

  private leave(c: Connection, table: string): void {
    const as = c.tables.get(table);
    if (!as) return;
    c.tables.delete(table);
    this.watchers.get(table)?.delete(c);
    const rt = this.ctx.host.get(table);
    if (rt && as === 'player' && c.username && !this.closing) rt.detach(c.username);
    if (rt) this.markDirty(table);
  }

  private drop(c: Connection): void {
    c.outbound.dispose();
    for (const t of [...c.tables.keys()]) this.leave(c, t);
    this.conns.delete(c);
    if (c.username) this.byUser.get(c.username)?.delete(c);
  }

  private *tablesOf(username: string): Iterable<string> {
    const seen = new Set<string>();
    for (const c of this.byUser.get(username) ?? [])
      for (const t of c.tables.keys())
        if (!seen.has(t)) {
          seen.add(t);
          yield t;
        }
  }

  // ------------------------------------------------------------ pushes

  onWallets(b: Balances): void {
    for (const [username, balance] of Object.entries(b)) this.ctx.pubsub.publish('wallet', { username, balance });
  }

  /** The places of `players` on the table's waiting list changed: each gets a `waiting` frame on every connection. */
  onWaitingList(rt: TableRuntime, players: readonly string[]): void {
    for (const u of players) {
      const place = rt.waitingPlace(u);
      for (const c of this.byUser.get(u) ?? []) c.send({ type: 'waiting', table: rt.id, ...place });
    }
  }

  onTableChanged(rt: TableRuntime): void {
    this.markDirty(rt.id);
  }

  onDisposed(rt: TableRuntime, reason: string): void {
    for (const c of this.watchers.get(rt.id) ?? []) {
      c.tables.delete(rt.id);
      c.send({ type: 'left', table: rt.id, reason });
    }
    this.watchers.delete(rt.id);
  }

  private markDirty(table: string): void {
    this.dirty.add(table);
    if (this.flushing) return;
    this.flushing = true;
    setImmediate(() => this.flush());
  }

  /** Table information as JSON, rebuilt only when it changed (seats, status, configuration, watchers). */
  private infoJson(rt: TableRuntime, watchers: number): string {
    const link = shownJackpot(rt.table.config);
    const key = `${rt.infoRevision}:${watchers}${link ? `:${link.id}@${this.jackpotRevs.get(link.id) ?? 0}` : ''}`;
    const hit = this.infos.get(rt.id);
    if (hit && hit.key === key) return hit.json;
    const json = JSON.stringify(tableInfo(rt, watchers, this.ctx.jackpots));
    this.infos.set(rt.id, { key, json });
    return json;
  }

  /**
   * Sends the frames of the tables that changed; yields to the event loop every FLUSH_SLICE_MS. A table in the
   * middle of a command (an action and its automatic steps) waits for its end — up to FRAME_HOLD_MS — so its
   * watchers get one frame for the result rather than one per intermediate step.
   */
  private flush(): void {
    const start = performance.now();
    let held = 0;
    for (const id of this.dirty) {
      const rt = this.ctx.host.get(id);
      if (rt?.busy) {
        const since = this.dirtySince.get(id) ?? start;
        this.dirtySince.set(id, since);
        if (start - since < FRAME_HOLD_MS) {
          held++;
          continue;
        }
      }
      this.dirty.delete(id);
      this.dirtySince.delete(id);
      const w = this.watchers.get(id);
      if (!rt || !w || w.size === 0) continue;
      try {
        const info = this.infoJson(rt, w.size);
        const parts = new Map<string, string>();
        for (const c of w) this.sendFrame(c, rt, info, parts);
      } catch (e) {
        this.ctx.log.error({ err: e, table: id }, 'frame failed');
      }
      if (performance.now() - start > FLUSH_SLICE_MS) break;
    }
    if (this.dirty.size === 0) this.flushing = false;
    // Only held tables left: look again shortly rather than spinning.
    else if (held === this.dirty.size) setTimeout(() => this.flush(), 1);
    else setImmediate(() => this.flush());
  }

  /** The last round's result as JSON: the runtime keeps one result object per audience, so it is written once. */
  private lastJson(last: object | null): string {
    if (!last) return 'null';
    let j = this.lastJsons.get(last);
    if (j === undefined) {
      j = JSON.stringify(last);
      this.lastJsons.set(last, j);
    }
    return j;
  }

  /** A `wallet` frame, or only its balance kept while the client is not reading (server/ws/backpressure). */
  private sendWallet(c: Connection, balance: number): void {
    if (c.outbound.congested) c.outbound.holdWallet(balance);
    else c.send({ type: 'wallet', balance });
  }

  /** The socket drained: the current frame of every table held meanwhile, and the latest balance. */
  private resume(c: Connection, tables: readonly string[], wallet: number | null): void {
    if (wallet !== null) this.sendWallet(c, wallet);
    for (const id of tables) {
      const rt = this.ctx.host.get(id);
      if (rt) this.sendFrame(c, rt);
    }
  }

  /**
   * Sends one `table` frame; `info` and `parts` let a flush build shared pieces once. While the client is not
   * reading, only the fact that the table changed is kept: its frame is built when the socket drains.
   */
  private sendFrame(c: Connection, rt: TableRuntime, info?: string, parts?: Map<string, string>): void {
    const as = c.tables.get(rt.id);
    if (!as) return;
    if (c.outbound.congested) return c.outbound.holdTable(rt.id);
    const u = c.username;
    const key = audienceKey(as, u);
    let part = parts?.get(key);
    if (part === undefined) {
      const p = audiencePart(rt, as, u);
      part = `"round":${JSON.stringify(p.round)},"last":${this.lastJson(p.last)}`;
      parts?.set(key, part);
    }
    const place = as === 'player' && u ? rt.waitingPlace(u) : null;
    const you = { username: u, boxes: as === 'player' && u ? rt.seats.boxesOf(u) : [], balance: u ? (this.balances.get(u) ?? null) : null, ...(place && place.position !== null ? { waiting: place } : {}) };
    const table = info ?? this.infoJson(rt, this.watchers.get(rt.id)?.size ?? 0);
    c.send(`{"type":"table","table":${table},"as":${JSON.stringify(as)},"you":${JSON.stringify(you)},${part},"seq":${c.nextSeq(rt.id)}}`);
  }

  close(): void {
    this.closing = true;
    this.unsubscribe();
    this.unlisten();
    for (const c of this.conns) c.ws.close(1001, 'server stopping');
  }
}
