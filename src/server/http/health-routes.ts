/**
 * @module server/http/health-routes
 * `GET /api/health` for a supervisor or a load balancer: 200 while this process can record (an empty transaction
 * through the database's write path answers within HEALTH_TIMEOUT_MS), 503 otherwise, with the reason. No sign-in:
 * it tells nothing about accounts, tables' contents or storage paths.
 */
import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '../../protocol/http.js';
import type { ServerContext } from '../context.js';
import { pingTx } from '../db/ping.js';
import type { Hub } from '../ws/hub.js';

/** How long the database may take to answer the health check's empty transaction. */
export const HEALTH_TIMEOUT_MS = 2000;

export function healthRoutes(app: FastifyInstance, ctx: ServerContext, hub: Hub, lost: () => Error | null): void {
  app.get('/api/health', async (_req, reply) => {
    const base = { process: ctx.processId, tables: ctx.host.all().length, connections: hub.connections };
    const down = (reason: string, databaseMs: number | null = null): HealthResponse => {
      void reply.code(503);
      return { status: 'unavailable', ...base, databaseMs, reason };
    };
    const gone = lost();
    if (gone) return down(`the database is lost: ${gone.message}`);
    const t0 = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((ok) => (timer = setTimeout(() => ok('late'), HEALTH_TIMEOUT_MS)));
    try {
      const answer = await Promise.race([ctx.db.call(pingTx, null), late]);
      if (answer === 'late') return down(`the database did not answer within ${HEALTH_TIMEOUT_MS} ms`);
      if (answer !== true) return down('the database answered the check wrongly');
      return { status: 'ok', ...base, databaseMs: Math.round((performance.now() - t0) * 10) / 10 } satisfies HealthResponse;
    } catch (e) {
      return down(`the database refused the check: ${(e as Error).message}`, Math.round(performance.now() - t0));
    } finally {
      clearTimeout(timer);
    }
  });
}
