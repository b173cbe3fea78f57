/**
 * @module server/http/account-routes
 * Sign in and out, who am I, and the cashier's wallet operations and account creation.
 */
import type { FastifyInstance } from 'fastify';
import { cashierRequest, createAccountRequest, loginRequest } from '../../protocol/http.js';
import { username as usernameSchema } from '../../protocol/common.js';
import { ERR } from '../../protocol/error-codes.js';
import type { ServerContext } from '../context.js';
import { HttpError } from '../errors.js';
import { bearer, need } from './auth.js';

export function accountRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/api/login', async (req) => {
    const body = loginRequest.parse(req.body);
    const a = await ctx.accounts.verify(body.username, body.password);
    if (!a) throw new HttpError(401, ERR.badCredentials, 'wrong username or password');
    const token = await ctx.accounts.startSession(a.username);
    req.log.info({ user: a.username }, 'signed in');
    return { token, username: a.username, roles: a.roles, balance: a.roles.includes('player') ? await ctx.accounts.balance(a.username) : null };
  });

  app.post('/api/logout', async (req) => {
    await need(ctx, req);
    await ctx.accounts.endSession(bearer(req) as string);
    return { ok: true };
  });

  app.get('/api/me', async (req) => {
    const a = await need(ctx, req);
    return { username: a.username, roles: a.roles, balance: a.roles.includes('player') ? await ctx.accounts.balance(a.username) : null };
  });

  app.get('/api/cashier/wallets', async (req) => {
    await need(ctx, req, 'cashier', 'auditor');
    return { wallets: await ctx.accounts.wallets() };
  });

  app.post<{ Params: { username: string } }>('/api/cashier/wallets/:username', async (req) => {
    const cashier = await need(ctx, req, 'cashier');
    const user = usernameSchema.parse(req.params.username);
    const body = cashierRequest.parse(req.body);
    if ((await ctx.accounts.balance(user)) === null) throw new HttpError(404, ERR.unknownAccount, `${user} has no wallet`);
    const r = await ctx.accounts.cashier(user, body.op, body.amount, `${cashier.username}:${body.key}`, body.memo ?? `${body.op} by ${cashier.username}`);
    req.log.info({ cashier: cashier.username, user, op: body.op, amount: body.amount, tx: r.tx, duplicate: r.duplicate }, 'cashier operation');
    if (!r.duplicate) ctx.pubsub.publish('wallet', { username: user, balance: r.balance });
    return { username: user, ...r };
  });

  app.post('/api/accounts', async (req) => {
    const cashier = await need(ctx, req, 'cashier');
    const body = createAccountRequest.parse(req.body);
    if (await ctx.accounts.exists(body.username)) throw new HttpError(409, 'auth/username-taken', `${body.username} exists`);
    const a = await ctx.accounts.create(body.username, body.password, body.roles);
    req.log.info({ cashier: cashier.username, user: a.username, roles: a.roles }, 'account created');
    return { username: a.username, roles: a.roles, balance: a.roles.includes('player') ? 0 : null };
  });
}
