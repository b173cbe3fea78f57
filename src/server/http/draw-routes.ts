/**
 * @module server/http/draw-routes
 * The catalogue's draw games (000-A6 to A10) over HTTP: the administrator opens one from its configuration (validated
 * whole, refused with the paragraph it breaks); players buy tickets with their wallet's money; a dealer closes the
 * sale and holds the draw; the cashier pays wins to the holders' wallets; the cashier and the auditor read what every
 * draw sold and paid. Before the draw nobody — staff included — sees its secret, only its commitment.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { publicView } from '../../draws/draw-book.js';
import { DrawConfigError } from '../../draws/draw-config.js';
import { drawReturn } from '../../draws/draw-return.js';
import { num, str } from '../../math/rational.js';
import { drawPayRequest, drawTicketRequest } from '../../protocol/http.js';
import type { ServerContext } from '../context.js';
import { HttpError } from '../errors.js';
import { summaryOf, type DrawStore } from '../store/draw-store.js';
import { need } from './auth.js';

const drawId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a draw game id');
const STAFF = ['admin', 'cashier', 'auditor', 'dealer'] as const;

export function drawRoutes(app: FastifyInstance, ctx: ServerContext, draws: DrawStore): void {
  const found = async (id: string) => {
    const s = await draws.get(drawId.parse(id));
    if (!s) throw new HttpError(404, 'draws/unknown', `no draw game ${id}`);
    return s;
  };

  app.get('/api/draws', async (req) => {
    await need(ctx, req);
    const all = await draws.list();
    return { draws: all.map((s) => ({ id: s.config.id, name: s.config.name, kind: s.config.kind, phase: s.phase, price: s.config.kind === 'promotion' ? 0 : s.config.price, sold: s.tickets.length, commitment: s.commitment })) };
  });

  app.get('/api/draws/report', async (req) => {
    await need(ctx, req, 'cashier', 'auditor');
    const rows = (await draws.list()).map((s) => {
      const r = drawReturn(s.config);
      return { ...summaryOf(s), return: r.return ? { exact: str(r.return), value: num(r.return) } : null, method: r.method };
    });
    const total = (k: 'takings' | 'prizesPaid' | 'unpaid') => rows.reduce((a, r) => a + r[k], 0);
    return { draws: rows, takings: total('takings'), prizesPaid: total('prizesPaid'), unpaid: total('unpaid') };
  });

  app.get<{ Params: { id: string } }>('/api/draws/:id', async (req) => {
    const a = await need(ctx, req);
    const s = await found(req.params.id);
    const staff = STAFF.some((r) => a.roles.includes(r));
    return publicView(s, staff ? { role: 'staff' } : { role: 'player', username: a.username });
  });

  app.post('/api/draws', async (req) => {
    const admin = await need(ctx, req, 'admin');
    try {
      const s = await draws.open(req.body, { actor: admin.username, address: req.ip });
      return publicView(s, { role: 'staff' });
    } catch (e) {
      if (e instanceof DrawConfigError) throw new HttpError(400, e.code, e.message, e.cite);
      throw e;
    }
  });

  app.post<{ Params: { id: string } }>('/api/draws/:id/tickets', async (req) => {
    const p = await need(ctx, req, 'player');
    const body = drawTicketRequest.parse(req.body);
    await found(req.params.id);
    const r = await draws.buy(req.params.id, p.username, body.key, body.numbers);
    const balance = await ctx.accounts.balance(p.username);
    if (!r.duplicate && balance !== null) ctx.pubsub.publish('wallet', { username: p.username, balance });
    return { ...r, balance };
  });

  app.post<{ Params: { id: string } }>('/api/draws/:id/close', async (req) => {
    const d = await need(ctx, req, 'dealer');
    await found(req.params.id);
    return publicView(await draws.close(req.params.id, { actor: d.username, address: req.ip }), { role: 'staff' });
  });

  app.post<{ Params: { id: string } }>('/api/draws/:id/draw', async (req) => {
    const d = await need(ctx, req, 'dealer');
    await found(req.params.id);
    return publicView(await draws.draw(req.params.id, { actor: d.username, address: req.ip }), { role: 'staff' });
  });

  app.post<{ Params: { id: string } }>('/api/draws/:id/pay', async (req) => {
    const cashier = await need(ctx, req, 'cashier');
    const body = drawPayRequest.parse(req.body);
    await found(req.params.id);
    const win = await draws.pay(req.params.id, body, { actor: cashier.username, address: req.ip });
    const balance = await ctx.accounts.balance(win.holder);
    if (win.amount && balance !== null) ctx.pubsub.publish('wallet', { username: win.holder, balance });
    return { win, balance };
  });
}
