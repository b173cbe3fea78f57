/**
 * @module server/http/jackpot-routes
 * The progressive jackpots over HTTP (docs/jackpots.md): anyone reads the amounts for the displays (the pools' ledger
 * balances; a display never decides a payment, 003 §2.3.4); the administrator creates a jackpot (the seed paid in by
 * the house) and sets it in or out of order (003 §2.3.5), each with its staff-log line. A table joins a jackpot by its
 * configuration (`jackpot: { id, stake }`), set as any configuration is.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { JackpotConfigError } from '../../jackpots/errors.js';
import { jackpotStatusRequest } from '../../protocol/http.js';
import type { ServerContext } from '../context.js';
import { HttpError } from '../errors.js';
import type { JackpotStore, JackpotSummary } from '../store/jackpot-store.js';
import { need } from './auth.js';

const jackpotId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a jackpot id');

/** What a display shows of a jackpot (its rounding and funder stay with the staff's records). */
/** What a display shows of a jackpot: with a machine system's basis, its trigger (a must-hit-by ceiling is shown on
 * the floor) and a prize in kind (the car, 003 §4.5.3: its item shown, not the pool's money). */
export const jackpotView = (j: JackpotSummary) => ({
  id: j.id, name: j.name, games: j.games, amount: j.amount, status: j.status, seed: j.seed, cap: j.cap, share: j.share, cite: j.cite,
  basis: j.basis, trigger: j.trigger, prize: j.prize ? { item: j.prize.item, value: j.prize.value } : null,
});

const STATUS: Record<string, number> = { 'jackpot/invalid': 400, 'jackpot/exists': 409, 'jackpot/unknown': 404 };

/** `changed`: told of each jackpot created or set in or out of order, after its transaction (the tables' displays follow). */
export function jackpotRoutes(app: FastifyInstance, ctx: ServerContext, jackpots: JackpotStore, changed: (j: JackpotSummary) => void = () => undefined): void {
  const refused = (e: unknown): never => {
    if (e instanceof JackpotConfigError) throw new HttpError(STATUS[e.code] ?? 409, e.code, e.message);
    throw e;
  };

  app.get('/api/jackpots', async () => ({ jackpots: (await jackpots.list()).map(jackpotView) }));

  app.post('/api/jackpots', async (req) => {
    const admin = await need(ctx, req, 'admin');
    const j = await jackpots.create(req.body, { actor: admin.username, address: req.ip }).catch(refused);
    changed(j);
    return jackpotView(j);
  });

  app.post<{ Params: { id: string } }>('/api/jackpots/:id/status', async (req) => {
    const admin = await need(ctx, req, 'admin');
    const body = jackpotStatusRequest.parse(req.body);
    const j = await jackpots.setStatus(jackpotId.parse(req.params.id), body.status, { actor: admin.username, address: req.ip }).catch(refused);
    changed(j);
    return jackpotView(j);
  });
}
