/**
 * @module server/http/lobby-routes
 * The lobby: server info, the registered games with their profiles and bets, the tables (limits, seats free, who
 * runs them); the administrator's table creation (and opening, closing), the dealer's table commands.
 */
import type { FastifyInstance } from 'fastify';
import { PROTOCOL_VERSION } from '../../protocol/common.js';
import { createTableRequest, tableCommandRequest, type TableSummary } from '../../protocol/http.js';
import { tableId as tableIdSchema } from '../../protocol/common.js';
import { ERR } from '../../protocol/error-codes.js';
import type { TableRecord } from '../../table/table-port.js';
import type { TableListing } from '../store/catalog-store.js';
import type { ServerContext } from '../context.js';
import { HttpError } from '../errors.js';
import type { Hub } from '../ws/hub.js';
import { tableInfo } from '../ws/frames.js';
import { need } from './auth.js';
import { refusePerCasino } from '../tables/per-casino.js';
import { refuseJackpotLink } from '../tables/jackpot-link.js';
import { tableShape } from '../tables/table-shape.js';
import { splitPace, withPace } from '../../table/pace.js';

export function lobbyRoutes(app: FastifyInstance, ctx: ServerContext, hub: Hub): void {
  app.get('/api/info', async () => ({
    name: 'croupier' as const,
    protocol: PROTOCOL_VERSION,
    storage: ctx.db.kind,
    process: ctx.processId,
    games: ctx.games.length,
    tables: ctx.host.all().length,
    ...(ctx.demo.length ? { demo: ctx.demo } : {}),
  }));

  app.get('/api/games', async () => ({
    games: ctx.games.map((g) => ({
      id: g.id,
      family: g.family,
      profiles: g.profiles.ids().map((id) => {
        const p = g.profiles.get(id) as { name?: string; jurisdiction?: string };
        return { id, name: p.name ?? id, jurisdiction: p.jurisdiction ?? '', bets: g.bets(p).map((b) => ({ ...b })) };
      }),
    })),
  }));

  const summary = async (rec: TableListing, seated: { box: number; holder: string }[]): Promise<TableSummary> => {
    const rt = ctx.host.get(rec.id);
    const t = rt?.table ?? rec;
    const holders = rt ? rt.seats.list() : seated;
    const lease = rt ? null : await ctx.directory.locate(rec.id);
    const game = ctx.games.find((g) => g.id === t.game);
    const watch = !(game?.staffOnlyWatching?.(game.profiles.get(t.profile)) ?? null);
    return {
      id: t.id,
      game: t.game,
      family: game?.family ?? t.game,
      profile: t.profile,
      name: t.name,
      status: t.status,
      config: t.config,
      boxes: t.boxes,
      // A box offered to the first on the waiting list is not free for anyone else (003 §3.2.6).
      free: t.boxes - holders.length - (rt ? rt.waitingList.filter((e) => e.offer).length : 0),
      players: [...new Set(holders.map((h) => h.holder))].sort(),
      watch,
      owner: rt ? ctx.processId : (lease?.owner ?? null),
      url: rt ? null : (lease?.url ?? null),
      waiting: rt ? rt.waitingList.length : 0,
    };
  };

  app.get('/api/tables', async () => {
    const seated = await ctx.catalog.seated();
    const rows = await ctx.catalog.list();
    return { tables: await Promise.all(rows.map((r) => summary(r, seated.get(r.id) ?? []))) };
  });

  app.get<{ Params: { id: string } }>('/api/tables/:id', async (req) => {
    const id = tableIdSchema.parse(req.params.id);
    const rec = await ctx.catalog.get(id);
    if (!rec) throw new HttpError(404, ERR.unknownTable, `no table ${id}`);
    const rt = ctx.host.get(id);
    return { table: rt ? tableInfo(rt, 0, ctx.jackpots) : null, summary: await summary(rec, (await ctx.catalog.seated()).get(id) ?? []) };
  });

  app.post('/api/tables', async (req) => {
    const admin = await need(ctx, req, 'admin');
    const body = createTableRequest.parse(req.body);
    const game = ctx.games.find((g) => g.id === body.game);
    if (!game) throw new HttpError(404, ERR.unknownGame, `no game ${body.game}`);
    if (!game.profiles.ids().includes(body.profile)) throw new HttpError(404, ERR.unknownProfile, `${body.game} has no profile ${body.profile}`);
    // The table's own pace settings (table/pace: the outcome pause) are validated apart from the game's fields.
    const split = splitPace(body.config ?? game.defaultTable(game.profiles.get(body.profile)));
    if ('error' in split) throw new HttpError(400, ERR.invalidConfig, split.error);
    const parsed = game.tableSchema.safeParse(split.game);
    if (!parsed.success) throw new HttpError(400, ERR.invalidConfig, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const existing = new Set((await ctx.catalog.list()).map((t) => t.id));
    let id = body.id ?? `${body.game}-${body.profile}`;
    for (let n = 2; !body.id && existing.has(id); n++) id = `${body.game}-${body.profile}-${n}`;
    if (existing.has(id)) throw new HttpError(409, 'table/exists', `table ${id} exists`);
    // 000 §09 V.2: a kind of table the rules allow only so many of per casino (the free bank) is counted across tables.
    await refusePerCasino(ctx.catalog, game, body.profile, parsed.data, null);
    // A jackpot link (`jackpot: { id, stake }`) names a jackpot that exists and takes this game (docs/jackpots.md).
    await refuseJackpotLink(ctx.db, game, parsed.data, game.profiles.get(body.profile));
    await ctx.catalog.create(
      { id, game: game.id, profile: body.profile, name: body.name ?? `${game.id} (${body.profile})`, config: withPace(parsed.data, split.pace), ...tableShape(parsed.data, game, game.profiles.get(body.profile)) },
      { actor: admin.username, address: req.ip },
    );
    const rec = (await ctx.catalog.get(id)) as TableRecord;
    await ctx.host.adopt(rec);
    req.log.info({ admin: admin.username, table: id }, 'table created');
    return summary(rec, []);
  });

  app.post<{ Params: { id: string } }>('/api/tables/:id/command', async (req) => {
    const staff = await need(ctx, req, 'dealer', 'admin');
    const id = tableIdSchema.parse(req.params.id);
    const body = tableCommandRequest.parse(req.body);
    // The administrator opens and closes tables; the dealer (inspector) runs them: every command.
    if (!staff.roles.includes('dealer') && body.command.kind !== 'open' && body.command.kind !== 'close')
      throw new HttpError(403, ERR.forbidden, `the ${body.command.kind} command needs the dealer role: the administrator opens and closes tables`);
    const r = await hub.dealerCommand(staff.username, id, body.key, body.command, req.ip);
    return { ok: true, result: r.result, duplicate: r.duplicate };
  });
}
