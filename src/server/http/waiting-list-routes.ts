/**
 * @module server/http/waiting-list-routes
 * A table's waiting list over HTTP (003 §3.2.3–3.2.7; 000 GP-12, 001 §12 IV: the inspector's list). A signed-in player
 * joins the list of a table with no free seat, leaves it, and sees its length and his own place and offer; the staff
 * who run tables (dealer, administrator) see every entry by name. Each refusal is a typed error and writes nothing:
 * not signed in, not a player, table unknown or run by another process, a seat free (sit instead), already seated,
 * already listed, in a live tournament (003 §3.2.7). The seat offered to the first is taken by sitting (the WebSocket's
 * `sit`, then the buy-in), as any seat is.
 */
import type { FastifyInstance } from 'fastify';
import { tableId as tableIdSchema } from '../../protocol/common.js';
import type { MyWaitingListsResponse, WaitingListResponse } from '../../protocol/http.js';
import type { TableRuntime } from '../../table/table-runtime.js';
import { WAITING_CITE } from '../../table/waiting-list.js';
import type { ServerContext } from '../context.js';
import { HttpError } from '../errors.js';
import { refuseInTournament } from '../tables/waiting-lists.js';
import { tableHere } from '../tables/table-here.js';
import { need } from './auth.js';

export function waitingListRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const runtime = (raw: string): Promise<TableRuntime> => tableHere(ctx, tableIdSchema.parse(raw));
  const placeAt = (rt: TableRuntime, username: string, staff: boolean): WaitingListResponse => ({
    table: rt.id,
    ...rt.waitingPlace(username),
    ...(staff ? { entries: rt.waitingList.map((e, i) => ({ position: i + 1, username: e.username, joinedAt: e.joinedAt, offer: e.offer })) } : {}),
  });

  app.get<{ Params: { id: string } }>('/api/tables/:id/waiting-list', async (req) => {
    const a = await need(ctx, req);
    const rt = await runtime(req.params.id);
    return placeAt(rt, a.username, a.roles.includes('dealer') || a.roles.includes('admin'));
  });

  app.post<{ Params: { id: string } }>('/api/tables/:id/waiting-list', async (req) => {
    const p = await need(ctx, req, 'player');
    const rt = await runtime(req.params.id);
    await refuseInTournament(ctx, p.username);
    await rt.joinWaitingList(p.username);
    req.log.info({ table: rt.id, player: p.username }, 'joined the waiting list');
    return placeAt(rt, p.username, false);
  });

  app.delete<{ Params: { id: string } }>('/api/tables/:id/waiting-list', async (req) => {
    const p = await need(ctx, req, 'player');
    const rt = await runtime(req.params.id);
    if (!(await rt.leaveWaitingList(p.username))) throw new HttpError(409, 'waitlist/not-listed', `you are not on the waiting list of ${rt.id}`, WAITING_CITE);
    return placeAt(rt, p.username, false);
  });

  app.get('/api/waiting-lists', async (req): Promise<MyWaitingListsResponse> => {
    const a = await need(ctx, req);
    const lists = ctx.host.all().flatMap((rt) => {
      const place = rt.waitingPlace(a.username);
      return place.position === null ? [] : [{ table: rt.id, ...place }];
    });
    return { lists };
  });
}
