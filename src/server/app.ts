/**
 * @module server/app
 * Builds the server: opens and migrates the database, seeds the demo, claims and starts the tables, and wires the
 * HTTP API, the WebSocket hub and the web client into one Fastify instance. Nothing here is process-global:
 * several servers (processes, or instances in one test process) can share one PostgreSQL database. The server's
 * bounds against clients that hold its resources (connection caps, request timeouts, slow WebSocket readers) are
 * `ServerOptions.limits` (server/limits).
 */
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { AnyGame } from '../core/contract.js';
import { ensureCoreAccounts } from '../ledger/ledger-store.js';
import { cryptoRng } from '../rng/crypto-rng.js';
import type { Rng } from '../rng/rng.js';
import { DEFAULT_TIMINGS, systemClock, type Clock, type TableTimings } from '../table/table-port.js';
import { ConnectionGate } from './connection-gate.js';
import type { ServerContext } from './context.js';
import { openDb, type Db } from './db/db.js';
import { migrate } from './db/migrations.js';
import { demoLogins, seedDemoAccounts, seedDemoTables, seedDemoTournaments } from './demo.js';
import { toWire } from './errors.js';
import { accountRoutes } from './http/account-routes.js';
import { autoplayRoutes } from './http/autoplay-routes.js';
import { drawRoutes } from './http/draw-routes.js';
import { jackpotRoutes } from './http/jackpot-routes.js';
import { resolveLimits, type ServerLimits } from './limits.js';
import { healthRoutes } from './http/health-routes.js';
import { lobbyRoutes } from './http/lobby-routes.js';
import { prizeRoutes } from './http/prize-routes.js';
import { winRoutes } from './http/win-routes.js';
import { recallRoutes } from './http/recall-routes.js';
import { staffRoutes } from './http/staff-routes.js';
import { waitingListRoutes } from './http/waiting-list-routes.js';
import { followWaitingListRemovals } from './tables/waiting-lists.js';
import { openApiDocument } from './openapi.js';
import { AccountStore, type AccountStoreOptions } from './store/account-store.js';
import { SessionWatch, type SessionWatchOptions } from './auth/session-watch.js';
import { CatalogStore } from './store/catalog-store.js';
import { DrawStore } from './store/draw-store.js';
import { JackpotStore } from './store/jackpot-store.js';
import { PrizeInKindStore } from './store/prize-in-kind-store.js';
import { ticketRoutes } from './tickets/ticket-routes.js';
import { TicketStore, type TicketPolicy } from './tickets/ticket-store.js';
import { TournamentStore } from './store/tournament-store.js';
import { TournamentHost } from './tournaments/tournament-host.js';
import { tournamentRoutes } from './http/tournament-routes.js';
import { anyDirector, legalForAny, playingInAny } from './tournaments/directors.js';
import { RecallStore } from './store/recall-store.js';
import { SqlTableStore } from './store/table-store.js';
import { LeaseDirectory, ownerId } from './tables/lease-directory.js';
import { Autoplays } from './tables/autoplays.js';
import { WinDisplay } from './tables/win-display.js';
import { JackpotBoard } from './tables/jackpot-board.js';
import { MemoryPubSub, PgPubSub, type PubSub } from './tables/pubsub.js';
import { TableHost } from './tables/table-host.js';
import { prepareWebClient, serveWebClient } from './web-client.js';
import { Hub } from './ws/hub.js';

export interface ServerOptions {
  readonly port: number;
  readonly host: string;
  /** A SQLite file path (or `:memory:`) or a `postgres://` URL. */
  readonly db: string;
  /** The games to run; the registry's list by default. */
  readonly games?: readonly AnyGame[];
  readonly timings?: Partial<TableTimings>;
  /** Seed demo accounts and tables (default true). */
  readonly demo?: boolean;
  /** Fastify logger option: true for JSON logs to stdout, false for none, or pino options. */
  readonly logger?: boolean | Record<string, unknown>;
  /** The WebSocket URL other processes' clients are sent to for this process's tables. */
  readonly publicUrl?: string;
  readonly leaseTtlMs?: number;
  /** Build and serve the web client (default true). */
  readonly web?: boolean;
  /** Randomness per table (tests); the CSPRNG by default. */
  readonly rng?: () => Rng;
  /** The tables' clock: their time and timers (tests drive a manual one); the system's by default. */
  readonly clock?: Clock;
  /** Cash-out tickets (003 §4.3): the casino, the days a ticket is valid, the denomination (server/tickets). */
  readonly tickets?: TicketPolicy;
  /** Messages per second one WebSocket may send (default 100). */
  readonly rateLimit?: number;
  /**
   * Connection caps, HTTP request timeouts and the bounds on a WebSocket client that does not read; each unset one
   * takes its default (server/limits DEFAULT_LIMITS; `croupier serve` reads them from CROUPIER_* variables).
   */
  readonly limits?: Partial<ServerLimits>;
  /** Serve the web client's source maps (`*.map`); off unless a developer asks (`CROUPIER_SOURCE_MAPS=1`). */
  readonly sourceMaps?: boolean;
  /**
   * The database is lost for good (`Db.onFatal`): logged at level fatal, then this is called. `croupier serve`
   * exits, so that a supervisor restarts the process and the restart recovers its rounds; without it the server
   * stays up and refuses every request that needs the database.
   */
  readonly onFatal?: (e: Error) => void;
  /** The casino-wide win display (server/tables/win-display): the smallest machine win shown, minor units (default 500.00). */
  readonly winDisplay?: { readonly minAmount: number };
  /** Password cost, sign-in throttling, session length and sweeps (server/store/account-store, auth/session-watch). */
  readonly accounts?: AccountStoreOptions & SessionWatchOptions;
}

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly ctx: ServerContext;
  readonly hub: Hub;
  readonly url: string;
  readonly port: number;
  readonly web: { dist: string | null; reason?: string };
  readonly seeded: boolean;
  close(): Promise<void>;
}

export async function createServer(o: ServerOptions): Promise<RunningServer> {
  const games = o.games ?? (await import('../registry.js')).games();
  const limits = resolveLimits(o.limits);
  const db: Db = await openDb(o.db);
  await migrate(db);
  await db.tx((q) => ensureCoreAccounts(q));
  const accounts = new AccountStore(db, o.accounts);
  const catalog = new CatalogStore(db);
  let seeded = false;
  let demo: ServerContext['demo'] = [];
  if (o.demo !== false) {
    seeded = await seedDemoAccounts(accounts);
    await seedDemoTables(games, catalog);
    demo = await demoLogins(accounts);
  }
  // Never log query strings: a WebSocket URL may carry a session token.
  const serializers = { req: (r: { method: string; url: string; ip?: string }) => ({ method: r.method, url: r.url.split('?')[0], remoteAddress: r.ip }) };
  const logger = o.logger === true ? { serializers } : o.logger ? { ...o.logger, serializers } : false;
  // A request must arrive whole within requestTimeoutMs (Fastify's default, 0, waits for ever on a trickling body),
  // its headers within headersTimeoutMs; Node looks for late ones every connectionsCheckingInterval (30 s by default).
  const http = {
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout: limits.headersTimeoutMs,
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4))),
  };
  const app = Fastify({ logger, bodyLimit: 64 * 1024, requestTimeout: limits.requestTimeoutMs, keepAliveTimeout: limits.keepAliveTimeoutMs, http });
  const gate = new ConnectionGate(limits, app.log);
  gate.attach(app.server);
  let lost: Error | null = null;
  db.onFatal((e) => {
    lost = e;
    app.log.fatal({ err: e, db: db.where }, 'the database is lost: nothing more can be recorded');
    o.onFatal?.(e);
  });
  db.onLog((level, fields, message) => app.log[level]({ ...fields, db: db.where }, message));
  const processId = ownerId(randomBytes(4).toString('hex'));
  const ttl = o.leaseTtlMs ?? 20_000;
  const shown = o.host === '0.0.0.0' || o.host === '::' ? 'localhost' : o.host.includes(':') ? `[${o.host}]` : o.host;
  const publicUrl = o.publicUrl ?? process.env.CROUPIER_PUBLIC_URL ?? (o.port ? `ws://${shown}:${o.port}/ws` : null);
  const directory = new LeaseDirectory(db, processId, publicUrl, ttl);
  const pubsub: PubSub = db.kind === 'postgres' ? await PgPubSub.connect(o.db, processId) : new MemoryPubSub();
  const store = new SqlTableStore(db, processId, ttl);
  // What the linked tables show of each jackpot, followed through the pub/sub (docs/jackpots.md "At the table").
  const jackpotStore = new JackpotStore(db);
  const board = new JackpotBoard(jackpotStore, pubsub, (e) => app.log.error({ err: e }, 'a jackpot could not be read for the displays'));
  await board.load();
  let hub: Hub | null = null;
  const autoplays = new Autoplays(db, () => (o.clock ?? systemClock).now());
  const wins = new WinDisplay(db, pubsub, () => (o.clock ?? systemClock).now(), o.winDisplay?.minAmount, (e) => app.log.error({ err: e }, 'a win could not be read for the display'));
  const host = new TableHost({
    games,
    catalog,
    store,
    directory,
    clock: o.clock ?? systemClock,
    timings: { ...DEFAULT_TIMINGS, ...o.timings },
    rng: o.rng ?? cryptoRng,
    log: app.log,
    renewMs: Math.max(200, Math.floor(ttl / 3)),
    onChange: (rt) => {
      hub?.onTableChanged(rt);
      autoplays.changed(rt.id);
      wins.changed(rt);
    },
    onWallets: (b) => hub?.onWallets(b),
    onJackpots: (p) => board.pools(p),
    onDisposed: (rt, reason) => hub?.onDisposed(rt, reason),
    onWaitingList: (rt, players) => hub?.onWaitingList(rt, players),
  });
  const tournaments = new TournamentHost(new TournamentStore(db, anyDirector, o.rng ?? cryptoRng), pubsub, o.clock ?? systemClock, app.log);
  if (o.demo !== false) await seedDemoTournaments(tournaments.store, o.clock ?? systemClock);
  const inTournament = async (username: string): Promise<string | null> => {
    for (const id of await tournaments.store.live()) {
      const t = await tournaments.store.get(id);
      if (t && playingInAny(t.state, username)) return id;
    }
    return null;
  };
  const ctx: ServerContext = { db, games, accounts, catalog, recall: new RecallStore(db), host, directory, pubsub, log: app.log, processId, demo, inTournament, jackpots: board, autoplay: autoplays };
  hub = new Hub(ctx, o.rateLimit, limits);
  const theHub = hub;
  const sessions = new SessionWatch(accounts, pubsub, theHub, app.log, o.accounts);
  sessions.start();

  app.setErrorHandler((e, req, reply) => {
    const fastifyCode = (e as { code?: string; statusCode?: number }).code;
    if (fastifyCode === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ code: 'protocol/too-large', message: 'request body too large' });
    if (fastifyCode?.startsWith('FST_ERR_CTP') || (e as { statusCode?: number }).statusCode === 400) return reply.code(400).send({ code: 'protocol/malformed-json', message: (e as Error).message });
    const w = toWire(e);
    if (w.internal) req.log.error({ err: e }, 'request failed');
    return reply.code(w.status).send(w.body);
  });

  await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });
  app.addHook('onRequest', gate.hook);
  app.register(async (scoped) => {
    scoped.get('/ws', { websocket: true }, (socket, req) => {
      const token = (req.query as { token?: unknown }).token;
      theHub.accept(socket, typeof token === 'string' ? token : null).catch((e) => req.log.error({ err: e }, 'websocket accept failed'));
    });
  });
  accountRoutes(app, ctx);
  lobbyRoutes(app, ctx, theHub);
  healthRoutes(app, ctx, theHub, () => lost);
  recallRoutes(app, ctx);
  staffRoutes(app, ctx);
  waitingListRoutes(app, ctx);
  const unfollow = followWaitingListRemovals(ctx);
  drawRoutes(app, ctx, new DrawStore(db, o.rng ?? cryptoRng));
  jackpotRoutes(app, ctx, jackpotStore, (j) => board.changed(j));
  autoplayRoutes(app, ctx, autoplays);
  winRoutes(app, wins);
  prizeRoutes(app, ctx, new PrizeInKindStore(db, () => (o.clock ?? systemClock).now()));
  ticketRoutes(app, ctx, new TicketStore(db, o.rng ?? cryptoRng, () => (o.clock ?? systemClock).now(), o.tickets));
  tournamentRoutes(app, ctx, tournaments, legalForAny);
  const doc = openApiDocument();
  app.get('/openapi.json', async () => doc);
  const web = o.web === false ? { dist: null, reason: 'disabled' } : await prepareWebClient(o.sourceMaps ?? false);
  await serveWebClient(app, web.dist, web.reason, o.sourceMaps ?? false);

  await host.start();
  await tournaments.start();
  await app.listen({ port: o.port, host: o.host });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : o.port;
  if (!o.publicUrl && !process.env.CROUPIER_PUBLIC_URL && !o.port) {
    directory.setUrl(`ws://${shown}:${port}/ws`);
    await host.tick();
  }
  let closed = false;
  return {
    app,
    ctx,
    hub: theHub,
    url: `http://${shown}:${port}`,
    port,
    web,
    seeded,
    close: async () => {
      if (closed) return;
      closed = true;
      sessions.stop();
      unfollow();
      theHub.close();
      await autoplays.stopAll();
      await host.stop();
      board.close();
      wins.close();
      await tournaments.stop();
      directory.close();
      await app.close();
      await pubsub.close();
      await db.close();
    },
  };
}
