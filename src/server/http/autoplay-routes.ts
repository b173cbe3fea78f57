/**
 * @module server/http/autoplay-routes
 * [Autoplay] and [Stop/Autoplay] at a machine over HTTP (003 §4.1.2; table/autoplay, server/tables/autoplays): the
 * player starts a run at the machine they sit at (stake, number of games, the game's choices, stop conditions), reads
 * it, and stops it. Served by the process that hosts the machine's table.
 */
import type { FastifyInstance } from 'fastify';
import { tableId as tableIdSchema } from '../../protocol/common.js';
import { AutoplayError, type AutoplayStatus } from '../../table/autoplay.js';
import type { TableRuntime } from '../../table/table-runtime.js';
import type { ServerContext } from '../context.js';
import { HttpError } from '../errors.js';
import type { Autoplays } from '../tables/autoplays.js';
import { need } from './auth.js';

const BAD_INPUT = new Set(['autoplay/invalid-request', 'autoplay/stake']);

/** An autoplay refusal as the HTTP answer: bad input 400, the rest 409. */
const asHttp = (e: unknown): unknown =>
  e instanceof AutoplayError ? new HttpError(BAD_INPUT.has(e.code) ? 400 : 409, e.code, e.message, typeof e.context.cite === 'string' ? e.context.cite : undefined) : e;

export function autoplayRoutes(app: FastifyInstance, ctx: ServerContext, autoplays: Autoplays): void {
  const hosted = (id: string): TableRuntime => {
    const rt = ctx.host.get(tableIdSchema.parse(id));
    if (!rt) throw new HttpError(404, 'autoplay/no-machine', `no machine ${id} is hosted here`);
    return rt;
  };

  app.post<{ Params: { id: string } }>('/api/tables/:id/autoplay', async (req): Promise<{ autoplay: AutoplayStatus }> => {
    const me = await need(ctx, req, 'player');
    const rt = hosted(req.params.id);
    try {
      const autoplay = await autoplays.start(rt, me.username, req.body);
      req.log.info({ player: me.username, table: rt.id, run: autoplay.run, stake: autoplay.request.stake, games: autoplay.request.games }, 'autoplay started');
      return { autoplay };
    } catch (e) {
      throw asHttp(e);
    }
  });

  app.get<{ Params: { id: string } }>('/api/tables/:id/autoplay', async (req): Promise<{ autoplay: AutoplayStatus | null }> => {
    const me = await need(ctx, req, 'player');
    return { autoplay: autoplays.status(tableIdSchema.parse(req.params.id), me.username) };
  });

  app.post<{ Params: { id: string } }>('/api/tables/:id/autoplay/stop', async (req): Promise<{ autoplay: AutoplayStatus | null }> => {
    const me = await need(ctx, req, 'player');
    const rt = hosted(req.params.id);
    return { autoplay: await autoplays.stop(rt.id, me.username, 'stopped') };
  });
}
