/**
 * @module server/http/auth
 * Who is asking: the bearer token of `Authorization`, checked against the stored sessions; and the role checks.
 */
import type { FastifyRequest } from 'fastify';
import type { Role } from '../../protocol/common.js';
import { ERR } from '../../protocol/error-codes.js';
import type { ServerContext } from '../context.js';
import { HttpError } from '../errors.js';
import type { SessionAccount } from '../store/account-store.js';

export const bearer = (req: FastifyRequest): string | null => {
  const h = req.headers.authorization;
  return h && h.startsWith('Bearer ') ? h.slice(7).trim() : null;
};

export async function who(ctx: ServerContext, req: FastifyRequest): Promise<SessionAccount | null> {
  const t = bearer(req);
  return t ? ctx.accounts.session(t) : null;
}

/** The caller's account, which must have one of `roles` (any role when empty). */
export async function need(ctx: ServerContext, req: FastifyRequest, ...roles: Role[]): Promise<SessionAccount> {
  const a = await who(ctx, req);
  if (!a) throw new HttpError(401, ERR.notAuthenticated, 'sign in first (Authorization: Bearer <token>)');
  if (roles.length && !roles.some((r) => a.roles.includes(r))) throw new HttpError(403, ERR.forbidden, `needs the ${roles.join(' or ')} role`);
  return a;
}
