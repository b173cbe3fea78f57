/**
 * @module server/tickets/ticket-routes
 * Cash-out tickets over HTTP (003 §4.3): a player cashes out credit as a ticket and lists their own; the cashier
 * cashes a ticket presented at the desk (code, amount and casino as printed) or reads one by its code.
 */
import type { FastifyInstance } from 'fastify';
import { ticketIssueRequest, ticketRedeemRequest } from '../../protocol/http.js';
import type { ServerContext } from '../context.js';
import { HttpError } from '../errors.js';
import { need } from '../http/auth.js';
import type { TicketStore } from './ticket-store.js';

export function ticketRoutes(app: FastifyInstance, ctx: ServerContext, tickets: TicketStore): void {
  app.post('/api/tickets', async (req) => {
    const me = await need(ctx, req, 'player');
    const body = ticketIssueRequest.parse(req.body);
    return tickets.issue(me.username, body.amount, body.key);
  });

  app.get('/api/tickets', async (req) => {
    const me = await need(ctx, req, 'player');
    return { tickets: await tickets.mine(me.username), casino: tickets.policy.casino };
  });

  app.get<{ Params: { code: string } }>('/api/cashier/tickets/:code', async (req) => {
    await need(ctx, req, 'cashier', 'auditor');
    const t = await tickets.get(req.params.code);
    if (!t) throw new HttpError(404, 'tickets/unknown', 'no ticket was issued with this code', '003 §4.3.5');
    return { ticket: t };
  });

  app.post('/api/cashier/tickets/redeem', async (req) => {
    const cashier = await need(ctx, req, 'cashier');
    const body = ticketRedeemRequest.parse(req.body);
    const ticket = await tickets.redeem(body, { actor: cashier.username, address: req.ip });
    req.log.info({ cashier: cashier.username, code: ticket.code, amount: ticket.amount }, 'ticket cashed');
    return { ticket };
  });
}
