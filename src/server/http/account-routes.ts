/**
 * @module server/http/account-routes
 * Sign in (throttled per account and per address) and out, who am I, a password change; the cashier's wallet
 * operations; accounts opened by the administrator (staff) and the cashier (players), and roles changed by the
 * administrator — each checked for separation of duties (server/auth/roles) and written to the staff log.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cashierRequest, createAccountRequest, loginRequest, passwordChangeRequest, setRolesRequest } from '../../protocol/http.js';
import { username as usernameSchema, type Role } from '../../protocol/common.js';
import { ERR } from '../../protocol/error-codes.js';
import type { ServerContext } from '../context.js';
import { HttpError } from '../errors.js';
import { creatableBy, incompatibility } from '../auth/roles.js';
import { publishEnded } from '../auth/session-watch.js';
import type { Account, Requester } from '../store/account-store.js';
import { bearer, need } from './auth.js';

const requester = (a: Account, req: FastifyRequest): Requester => ({ actor: a.username, address: req.ip });

/** Refuses roles that may not be held together (400) and roles `creator` may not give (403). */
function checkRoles(creator: Account, roles: readonly Role[]): void {
  const allowed = creatableBy(creator.roles);
  const not = roles.filter((r) => !allowed.has(r));
  if (not.length)
    throw new HttpError(403, ERR.forbidden, `${creator.username} may not give the role${not.length > 1 ? 's' : ''} ${not.join(', ')}: the administrator opens staff accounts, the cashier player accounts`);
  const why = incompatibility(roles);
  if (why) throw new HttpError(400, ERR.rolesIncompatible, `these roles may not be held together: ${why}`);
}

export function accountRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/api/login', async (req, reply) => {
    const body = loginRequest.parse(req.body);
    const r = await ctx.accounts.signIn(body.username, body.password, req.ip);
    if (!r.ok) {
      req.log.warn({ user: body.username, reason: r.reason }, 'sign-in refused');
      if (r.reason === 'throttled') {
        const s = Math.ceil(r.retryAfterMs / 1000);
        void reply.header('retry-after', String(s));
        throw new HttpError(429, ERR.throttled, `too many failed sign-ins for this account or from this address: try again in ${s} s`, undefined, { retryAfterMs: r.retryAfterMs });
      }
      if (r.reason === 'closed') throw new HttpError(403, ERR.accountClosed, 'this account has been closed by an administrator');
      if (r.reason === 'roles') throw new HttpError(403, ERR.rolesIncompatible, `this account holds roles that may not be held together (${r.why}): an administrator must change them`);
      throw new HttpError(401, ERR.badCredentials, 'wrong username or password');
    }
    const a = r.account;
    const token = await ctx.accounts.startSession(a.username);
    req.log.info({ user: a.username }, 'signed in');
    return { token, username: a.username, roles: a.roles, balance: a.roles.includes('player') ? await ctx.accounts.balance(a.username) : null };
  });

  app.post('/api/logout', async (req) => {
    await need(ctx, req);
    publishEnded(ctx.pubsub, [await ctx.accounts.endSession(bearer(req) as string)]);
    return { ok: true };
  });

  app.get('/api/me', async (req) => {
    const a = await need(ctx, req);
    return { username: a.username, roles: a.roles, balance: a.roles.includes('player') ? await ctx.accounts.balance(a.username) : null };
  });

  app.post('/api/me/password', async (req, reply) => {
    const a = await need(ctx, req);
    const body = passwordChangeRequest.parse(req.body);
    // The current password is checked as a sign-in is (throttled, failures logged): a stolen token cannot guess it.
    const r = await ctx.accounts.signIn(a.username, body.current, req.ip);
    if (!r.ok && r.reason === 'throttled') {
      void reply.header('retry-after', String(Math.ceil(r.retryAfterMs / 1000)));
      throw new HttpError(429, ERR.throttled, 'too many failed attempts: try again later', undefined, { retryAfterMs: r.retryAfterMs });
    }
    if (!r.ok) throw new HttpError(401, ERR.badCredentials, 'the current password is wrong');
    await ctx.accounts.setPassword(a.username, body.password, requester(a, req));
    // Every other session of the account ends (a thief's among them); this one goes on.
    publishEnded(ctx.pubsub, await ctx.accounts.endSessionsOf(a.username, a.session));
    return { ok: true };
  });

  app.get('/api/cashier/wallets', async (req) => {
    await need(ctx, req, 'cashier', 'auditor');
    return { wallets: await ctx.accounts.wallets() };
  });

  app.post<{ Params: { username: string } }>('/api/cashier/wallets/:username', async (req) => {
    const cashier = await need(ctx, req, 'cashier');
    const user = usernameSchema.parse(req.params.username);
    const body = cashierRequest.parse(req.body);
    if (user === cashier.username) throw new HttpError(403, ERR.forbidden, 'a cashier never operates on a wallet of their own');
    if ((await ctx.accounts.balance(user)) === null) throw new HttpError(404, ERR.unknownAccount, `${user} has no wallet`);
    const r = await ctx.accounts.cashier(user, body.op, body.amount, `${cashier.username}:${body.key}`, body.memo ?? `${body.op} by ${cashier.username}`, requester(cashier, req));
    req.log.info({ cashier: cashier.username, user, op: body.op, amount: body.amount, tx: r.tx, duplicate: r.duplicate }, 'cashier operation');
    if (!r.duplicate) ctx.pubsub.publish('wallet', { username: user, balance: r.balance });
    return { username: user, ...r };
  });

  app.post('/api/accounts', async (req) => {
    const creator = await need(ctx, req, 'admin', 'cashier');
    const body = createAccountRequest.parse(req.body);
    const roles = [...new Set(body.roles)];
    checkRoles(creator, roles);
    const a = await ctx.accounts.create(body.username, body.password, roles, requester(creator, req));
    req.log.info({ by: creator.username, user: a.username, roles: a.roles }, 'account created');
    return { username: a.username, roles: a.roles, balance: a.roles.includes('player') ? 0 : null };
  });

  app.put<{ Params: { username: string } }>('/api/accounts/:username/roles', async (req) => {
    const admin = await need(ctx, req, 'admin');
    const user = usernameSchema.parse(req.params.username);
    const roles = [...new Set(setRolesRequest.parse(req.body).roles)];
    if (user === admin.username) throw new HttpError(403, ERR.forbidden, 'an administrator does not change their own roles');
    const why = incompatibility(roles);
    if (why) throw new HttpError(400, ERR.rolesIncompatible, `these roles may not be held together: ${why}`);
    const { before } = await ctx.accounts.setRoles(user, roles, requester(admin, req));
    // The account's sessions carried its old roles: they end, on every process.
    publishEnded(ctx.pubsub, await ctx.accounts.endSessionsOf(user));
    req.log.info({ by: admin.username, user, before, roles }, 'roles changed');
    return { username: user, roles, balance: roles.includes('player') ? await ctx.accounts.balance(user) : null };
  });

  // Issue 17: the administrator closes a staff account (a cashier, a dealer…): its sessions end at once, on every
  // process, and it signs in no more; the account stays, with its history.
  app.post<{ Params: { username: string } }>('/api/accounts/:username/close', async (req) => {
    const admin = await need(ctx, req, 'admin');
    const user = usernameSchema.parse(req.params.username);
    if (user === admin.username) throw new HttpError(403, ERR.forbidden, 'an administrator does not close their own account');
    const { closedAt, sessions } = await ctx.accounts.close(user, requester(admin, req));
    publishEnded(ctx.pubsub, sessions);
    req.log.info({ by: admin.username, user }, 'account closed');
    return { username: user, closedAt: new Date(closedAt).toISOString() };
  });
}
