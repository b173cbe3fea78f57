/**
 * @module server/tickets/ticket-routes
 * Cash-out tickets over HTTP (003 §4.3): a player cashes out the credit at a machine as a ticket, inserts a ticket
 * into a machine as credit (003 §4.2.2), and lists their own; the cashier cashes a ticket presented at the desk (code,
 * amount and casino as printed) or reads one by its code. The machine's routes run on the process that hosts its table
 * (between games, serialised with the table's commands).
 */
import type { FastifyInstance } from 'fastify';
import { creditTicketRequest, ticketCreditRequest, ticketIssueRequest, ticketRedeemRequest } from '../../protocol/http.js';
import { tableId as tableIdSchema } from '../../protocol/common.js';
import type { TableRuntime } from '../../table/table-runtime.js';
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

  /** The machine's table, hosted here; a table of another game, or one hosted elsewhere, refuses. */
  const machineAt = (id: string): TableRuntime => {
    const rt = ctx.host.get(tableIdSchema.parse(id));
    if (!rt) throw new HttpError(404, 'tickets/no-machine', `no machine ${id} is hosted here`);
    if (rt.game.family !== 'machines') throw new HttpError(409, 'tickets/not-a-machine', `${id} is not a gaming machine: tickets are paid out and taken by machines`, '003 §4.3.1');
    return rt;
  };

  app.post<{ Params: { id: string } }>('/api/tables/:id/ticket', async (req) => {
    const me = await need(ctx, req, 'player');
    const body = creditTicketRequest.parse(req.body);
    const rt = machineAt(req.params.id);
    // [Cash Out] stops autoplay (003 §4.1.2); the ticket is paid once the game in play has ended.
    await ctx.autoplay?.stop(rt.id, me.username, 'cash-out');
    const r = await rt.stackOutside(me.username, () => tickets.issueFromCredit(rt.id, me.username, body.key));
    req.log.info({ player: me.username, table: rt.id, code: r.ticket.code, amount: r.ticket.amount }, 'ticket issued from credit');
    return r;
  });

  app.post<{ Params: { id: string } }>('/api/tables/:id/ticket-credit', async (req) => {
    const me = await need(ctx, req, 'player');
    const body = ticketCreditRequest.parse(req.body);
    const rt = machineAt(req.params.id);
    const r = await rt.stackOutside(me.username, () => tickets.loadAsCredit(body, rt.id, me.username));
    req.log.info({ player: me.username, table: rt.id, code: r.ticket.code, amount: r.credited }, 'ticket loaded as credit');
    return { ...r, credit: rt.stackBalances[me.username] ?? 0 };
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
