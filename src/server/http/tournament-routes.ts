/**
 * @module server/http/tournament-routes
 * Tournaments over HTTP (issue 20). Everyone signed in reads the lobby and a tournament's view — the bases before
 * registering, the clock, the level, the players left, the average stack and the payouts; a player sees his own
 * hole cards and nobody else's, and staff see no more than a spectator (hidden information stays hidden). A player
 * registers, unregisters, re-enters, rebuys and plays his hand's decisions; the tournament director (a dealer) opens
 * a tournament from its bases (the administrator too), starts, pauses, resumes or cancels it; the auditor reads a
 * tournament's log and replays it, and exports the Sit & Go book (000 Art. 2bis ¶5). A page waits for the next
 * change with `?since=<version>` (long polling: the answer comes at the change, or after 20 s unchanged).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { GameAction, LegalAction } from '../../core/contract.js';
import type { Actor, Audience } from '../../core/ids.js';
import { tournamentDisqualifyRequest, tournamentHandRequest, tournamentId, tournamentKeyedRequest, tournamentOpenRequest, tournamentPenaltyRequest } from '../../protocol/http.js';
import type { TournamentAction } from '../../tournaments/contract.js';
import type { ServerContext } from '../context.js';
import { HttpError } from '../errors.js';
import type { TournamentHost } from '../tournaments/tournament-host.js';
import { need } from './auth.js';
import { removeFromWaitingLists } from '../tables/waiting-lists.js';
import { getGame } from '../../registry.js';
import { finishedHands } from '../tournaments/directors.js';
import { payRanking, rankingScreen } from '../tournaments/ranking-payout.js';

const keyed = tournamentKeyedRequest;
const handRequest = tournamentHandRequest;
const openRequest = tournamentOpenRequest;
const since = z.object({ since: z.coerce.number().int().min(-1).optional() });
const WAIT_MS = 20_000;

const PLAYER_ACTIONS = ['register', 'unregister', 're-enter', 'rebuy', 'add-on'] as const;
const DIRECTOR_ACTIONS = ['start', 'pause', 'resume', 'cancel'] as const;

/** A player's table and decisions now (src/tournaments/legal.ts), added to his view as `mine`. */
export type LegalFor<S> = (state: S, player: string) => { readonly table: string; readonly legal: readonly LegalAction[] } | null;

export function tournamentRoutes<B, S>(app: FastifyInstance, ctx: ServerContext, host: TournamentHost<B, S>, legalFor: LegalFor<S>): void {
  const director = host.store.director;
  const viewFor = (state: S, audience: Audience): unknown => {
    const v = director.view(state, audience) as Record<string, unknown>;
    return audience.kind === 'player' ? { ...v, mine: legalFor(state, audience.player) } : v;
  };
  const found = async (id: string) => {
    const t = await host.store.get(tournamentId.parse(id));
    if (!t) throw new HttpError(404, 'tournaments/unknown', `no tournament ${id}`);
    return t;
  };
  const audienceOf = (a: { username: string; roles: readonly string[] }): Audience => (a.roles.includes('player') ? { kind: 'player', player: a.username } : { kind: 'spectator' });

  app.get('/api/tournaments', async (req) => {
    const a = await need(ctx, req);
    const all = await host.store.list();
    // The lobby's row: the tournament without its tables and standings (a field of hundreds stays light).
    const summary = (state: S) => {
      const { tables: _t, standings: _s, ...rest } = director.view(state, audienceOf(a)) as Record<string, unknown>;
      return rest;
    };
    return { tournaments: all.map((t) => ({ version: t.version, status: director.status(t.state), book: director.book(t.state), view: summary(t.state) })) };
  });

  app.get<{ Params: { id: string }; Querystring: { since?: string } }>('/api/tournaments/:id', async (req) => {
    const a = await need(ctx, req);
    const q = since.parse(req.query);
    let t = await found(req.params.id);
    if (q.since !== undefined && t.version <= q.since && (await host.waitFor(req.params.id, q.since, WAIT_MS))) t = await found(req.params.id);
    return { version: t.version, status: director.status(t.state), view: viewFor(t.state, audienceOf(a)) };
  });

  app.post('/api/tournaments', async (req) => {
    const staff = await need(ctx, req, 'dealer', 'admin');
    const body = openRequest.parse(req.body);
    const state = await host.store.open(body.id, body.bases as B, { actor: staff.username, address: req.ip });
    host.kick(body.id);
    return { version: 0, status: director.status(state), view: director.view(state, { kind: 'spectator' }) };
  });

  for (const type of PLAYER_ACTIONS) {
    app.post<{ Params: { id: string } }>(`/api/tournaments/:id/${type}`, async (req) => {
      const p = await need(ctx, req, 'player');
      const body = keyed.parse(req.body);
      await found(req.params.id);
      const by: Actor = { kind: 'player', player: p.username };
      if (type === 'register' || type === 're-enter') {
        // 003 §3.2.7: a player may not play in a tournament and a cash game at the same time (chips on a cash table).
        const stacks = await ctx.db.all<{ id: string }>("SELECT id FROM ledger_accounts WHERE kind = 'stack' AND balance > 0");
        const cash = stacks.find((x) => x.id.endsWith(`:${p.username}`));
        if (cash) throw new HttpError(409, 'tournaments/at-cash-table', `you have chips at the cash table ${cash.id.split(':')[1]}: cash out first (a player may not play in a tournament and a cash game at the same time)`, '003 §3.2.7');
      }
      const c = await host.commit(req.params.id, { type, by, at: host.now() } as TournamentAction, { account: p.username, key: body.key });
      // 003 §3.2.7: a player in a tournament is taken off every cash game's waiting list.
      if ((type === 'register' || type === 're-enter') && !c.duplicate) await removeFromWaitingLists(ctx, p.username, req.params.id);
      const balance = await ctx.accounts.balance(p.username);
      if (!c.duplicate && balance !== null) ctx.pubsub.publish('wallet', { username: p.username, balance });
      return { version: c.version, duplicate: c.duplicate, balance, view: viewFor(c.state, { kind: 'player', player: p.username }) };
    });
  }

  app.post<{ Params: { id: string } }>('/api/tournaments/:id/hand', async (req) => {
    const p = await need(ctx, req, 'player');
    const body = handRequest.parse(req.body);
    await found(req.params.id);
    const by: Actor = { kind: 'player', player: p.username };
    const c = await host.commit(req.params.id, { type: 'hand', by, at: host.now(), table: body.table, action: { ...body.action, by } as GameAction }, { account: p.username, key: body.key });
    return { version: c.version, duplicate: c.duplicate, view: viewFor(c.state, { kind: 'player', player: p.username }) };
  });

  for (const type of DIRECTOR_ACTIONS) {
    app.post<{ Params: { id: string } }>(`/api/tournaments/:id/${type}`, async (req) => {
      const d = await need(ctx, req, 'dealer', 'admin');
      const body = keyed.parse(req.body);
      await found(req.params.id);
      const c = await host.commit(req.params.id, { type, by: { kind: 'dealer' }, at: host.now() } as TournamentAction, { account: d.username, key: body.key, staff: { actor: d.username, address: req.ip } });
      return { version: c.version, duplicate: c.duplicate, status: director.status(c.state), view: director.view(c.state, { kind: 'dealer' }) };
    });
  }

  // The floor's penalties (003 §3.1.10.5): penalty rounds to a player, a disqualification — the tournament director's.
  for (const type of ['penalty', 'disqualify'] as const) {
    app.post<{ Params: { id: string } }>(`/api/tournaments/:id/${type}`, async (req) => {
      const d = await need(ctx, req, 'dealer', 'admin');
      const body = type === 'penalty' ? tournamentPenaltyRequest.parse(req.body) : tournamentDisqualifyRequest.parse(req.body);
      await found(req.params.id);
      const action = { type, by: { kind: 'dealer' }, at: host.now(), player: body.player, ...('rounds' in body ? { rounds: body.rounds } : {}) } as TournamentAction;
      const c = await host.commit(req.params.id, action, { account: d.username, key: body.key, staff: { actor: d.username, address: req.ip } });
      return { version: c.version, duplicate: c.duplicate, status: director.status(c.state), view: director.view(c.state, { kind: 'dealer' }) };
    });
  }

  app.get<{ Params: { id: string } }>('/api/tournaments/:id/log', async (req) => {
    await need(ctx, req, 'auditor', 'admin');
    await found(req.params.id);
    const replay = await host.store.replay(req.params.id);
    // The log as the auditor reads it: who did what and when; a deal's seed and the start's draw (the secret later
    // seat draws and chip races derive from) stay in the database.
    const actions = (await host.store.actions(req.params.id)).map((x) => {
      const { seed: _seed, draw: _draw, ...rest } = x.action as TournamentAction & { seed?: string; draw?: unknown };
      return { ...x, action: rest };
    });
    return { replayMatches: replay.matches, actions };
  });

  /**
   * Tournament hand recall: the finished hands (poker) or rounds (table game) a viewer may recall — a player those he
   * was dealt into, the dealer and the auditor every one — and one of them as the game's own view for that viewer at
   * its end (another player's hole cards that were not shown stay hidden, as in a cash round's recall).
   */
  const recallable = async (id: string, a: { username: string; roles: readonly string[] }) => {
    const src = await host.store.source(tournamentId.parse(id));
    if (!src) throw new HttpError(404, 'tournaments/unknown', `no tournament ${id}`);
    const hands = finishedHands(id, src.bases, src.openedAt, (await host.store.actions(id)).map((x) => x.action));
    const staff = a.roles.includes('auditor') || a.roles.includes('dealer');
    return hands.filter((x) => staff || x.players.includes(a.username));
  };
  app.get<{ Params: { id: string } }>('/api/tournaments/:id/hands', async (req) => {
    const a = await need(ctx, req);
    return { hands: (await recallable(req.params.id, a)).map((x) => ({ table: x.table, no: x.no, game: x.game, players: x.players })) };
  });
  app.get<{ Params: { id: string; table: string; no: string } }>('/api/tournaments/:id/hands/:table/:no', async (req) => {
    const a = await need(ctx, req);
    const no = z.coerce.number().int().min(1).parse(req.params.no);
    const all = await recallable(req.params.id, { username: a.username, roles: ['auditor'] });
    const hand = all.find((x) => x.table === req.params.table && x.no === no);
    if (!hand) throw new HttpError(404, 'tournaments/no-hand', `no finished hand ${no} at table ${req.params.table}`);
    const auditor = a.roles.includes('auditor');
    const played = hand.players.includes(a.username);
    if (!auditor && !played && !a.roles.includes('dealer')) throw new HttpError(403, 'tournaments/not-your-hand', 'players recall the hands they played');
    const audience: Audience = auditor ? { kind: 'auditor' } : played ? { kind: 'player', player: a.username } : { kind: 'dealer' };
    return { table: hand.table, no: hand.no, game: hand.game, players: hand.players, view: getGame(hand.game).view(hand.state, audience) };
  });

  /** The quarterly ranking (003 §3.4.5): staff read a quarter's standings, point value and payout; the cashier or the administrator pays it, once. */
  const quarterParam = z.string().regex(/^\d{4}-Q[1-4]$/);
  app.get<{ Params: { quarter: string } }>('/api/tournaments-ranking/:quarter', async (req) => {
    await need(ctx, req, 'admin', 'auditor', 'cashier', 'dealer');
    return rankingScreen(ctx.db, (await host.store.list()).map((t) => t.state), quarterParam.parse(req.params.quarter));
  });
  app.post<{ Params: { quarter: string } }>('/api/tournaments-ranking/:quarter/pay', async (req) => {
    const staff = await need(ctx, req, 'admin', 'cashier');
    keyed.parse(req.body);
    return payRanking(ctx.db, (await host.store.list()).map((t) => t.state), quarterParam.parse(req.params.quarter), { actor: staff.username, address: req.ip }, host.now());
  });

  app.get<{ Querystring: { format?: string } }>('/api/tournaments-book', async (req, reply) => {
    await need(ctx, req, 'auditor', 'admin', 'cashier');
    const rows = (await host.store.list()).map((t) => director.book(t.state));
    if (req.query.format === 'csv') {
      const head = ['id', 'name', 'game', 'startedAt', 'finishedAt', 'entries', 'entry', 'fee', 'prizePool', 'results'];
      const cell = (v: unknown) => {
        const s = v === null || v === undefined ? '' : String(v);
        return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
      };
      const lines = rows.map((r) => [r.id, r.name, r.game, r.startedAt ? new Date(r.startedAt).toISOString() : '', r.finishedAt ? new Date(r.finishedAt).toISOString() : '', r.entries, r.entry, r.fee, r.prizePool, r.results.map((x) => `${x.place}:${x.player}:${x.prize}`).join(' ')].map(cell).join(','));
      return reply.type('text/csv; charset=utf-8').send([head.join(','), ...lines].join('\r\n') + '\r\n');
    }
    return { book: rows };
  });
}
