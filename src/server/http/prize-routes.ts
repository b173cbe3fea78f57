/**
 * @module server/http/prize-routes
 * The hand-over of prizes in kind at the cashier (the car, 003 §4.5.3, §1.2.5; server/store/prize-in-kind-store): the
 * cashier (or the auditor, reading) lists the prizes won with their hand-over date; the cashier records a hand-over
 * once — to whom — and the ledger clears the liability.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../context.js';
import { HttpError } from '../errors.js';
import type { PrizeInKindStore } from '../store/prize-in-kind-store.js';
import { need } from './auth.js';

export const prizeInKindView = z.object({
  id: z.number().int(),
  wonAt: z.number().int(),
  jackpot: z.string(),
  player: z.string(),
  machine: z.string(),
  item: z.string(),
  value: z.number().int(),
  handOverBy: z.string(),
  overdue: z.boolean(),
  handedOver: z.object({ at: z.number().int(), by: z.string(), to: z.string(), late: z.boolean() }).nullable(),
});
export const prizeInKindListResponse = z.object({ prizes: z.array(prizeInKindView) });
export const prizeInKindResponse = z.object({ prize: prizeInKindView });
/** To whom the prize was handed over: the winner's name and identity document as shown at the desk. */
export const prizeHandOverRequest = z.object({ to: z.string().trim().min(2).max(120) }).strict();

export function prizeRoutes(app: FastifyInstance, ctx: ServerContext, prizes: PrizeInKindStore): void {
  app.get<{ Querystring: { awaiting?: string } }>('/api/cashier/prizes-in-kind', async (req) => {
    await need(ctx, req, 'cashier', 'auditor');
    return { prizes: await prizes.list({ awaiting: req.query.awaiting === '1' || req.query.awaiting === 'true' }) };
  });

  app.post<{ Params: { id: string } }>('/api/cashier/prizes-in-kind/:id/hand-over', async (req) => {
    const cashier = await need(ctx, req, 'cashier');
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw new HttpError(400, 'prizes/bad-id', 'a prize is named by the number of its win');
    const body = prizeHandOverRequest.safeParse(req.body);
    if (!body.success) throw new HttpError(400, 'prizes/bad-request', body.error.issues.map((i) => `${i.path.join('.') || 'request'}: ${i.message}`).join('; '));
    const prize = await prizes.handOver(id, body.data.to, { actor: cashier.username, address: req.ip });
    req.log.info({ cashier: cashier.username, prize: id, item: prize.item, value: prize.value }, 'prize in kind handed over');
    return { prize };
  });
}
