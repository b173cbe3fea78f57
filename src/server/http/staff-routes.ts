/**
 * @module server/http/staff-routes
 * What the staff pages read that the other routes do not give: the accounts by name (the administrator every
 * account, the cashier the players with their wallets, to find one) and the cashier's cash movements of a period
 * (every credit and debit, with its cashier, and the period's totals); and a game's rule profile whole (public:
 * the regulation's rules, each with its citation), from which the dealer panel offers the choices a profile allows.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { role as roleSchema, type Role } from '../../protocol/common.js';
import { ERR } from '../../protocol/error-codes.js';
import type { SqlValue } from '../db/db.js';
import type { ServerContext } from '../context.js';
import { HttpError } from '../errors.js';
import { need } from './auth.js';

const ACCOUNTS_LIMIT = 200;
const MOVEMENTS_LIMIT = 500;
const DAY_MS = 86_400_000;

const accountsQuery = z.object({ q: z.string().regex(/^[a-z0-9_-]{0,32}$/, 'a name to search is up to 32 characters a–z 0–9 _ -').optional(), role: roleSchema.optional() });
const movementsQuery = z.object({ since: z.string().datetime({ offset: true }).optional(), until: z.string().datetime({ offset: true }).optional(), player: z.string().regex(/^[a-z0-9_-]{2,32}$/).optional() });

/** `%text%` for LIKE, with the wildcard `_` (a username character) taken literally. */
const likeAnywhere = (text: string): string => `%${text.replace(/[\\_%]/g, (c) => `\\${c}`)}%`;

/** The cashier who made an entry: its idempotency key is `cashier:<cashier>:<key>`; the demo's are `cashier:demo-…`. */
export const cashierOf = (idemKey: string | null): string | null => {
  const m = /^cashier:([a-z0-9_-]{2,32}):./.exec(idemKey ?? '');
  return m ? (m[1] as string) : null;
};

export function staffRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { game: string; profile: string } }>('/api/games/:game/profiles/:profile', async (req) => {
    const game = ctx.games.find((g) => g.id === req.params.game);
    if (!game) throw new HttpError(404, ERR.unknownGame, `no game ${req.params.game}`);
    if (!game.profiles.ids().includes(req.params.profile)) throw new HttpError(404, ERR.unknownProfile, `${game.id} has no profile ${req.params.profile}`);
    return { game: game.id, profile: game.profiles.get(req.params.profile) };
  });

  app.get('/api/accounts', async (req) => {
    const a = await need(ctx, req, 'admin', 'cashier');
    const q = accountsQuery.parse(req.query);
    const admin = a.roles.includes('admin');
    // The cashier opens and serves players: they find players only.
    const wanted: Role | undefined = admin ? q.role : 'player';
    if (!admin && q.role && q.role !== 'player') throw new HttpError(403, ERR.forbidden, 'the cashier lists player accounts only');
    const where: string[] = [];
    const params: SqlValue[] = [];
    if (wanted) {
      where.push("(',' || a.roles || ',') LIKE ?");
      params.push(`%,${wanted},%`);
    }
    if (q.q) {
      where.push("a.username LIKE ? ESCAPE '\\'");
      params.push(likeAnywhere(q.q));
    }
    params.push(ACCOUNTS_LIMIT + 1);
    const rows = await ctx.db.all<{ username: string; roles: string; created_at: number; closed_at: number | null; balance: number | null }>(
      `SELECT a.username, a.roles, a.created_at, a.closed_at, w.balance FROM accounts a LEFT JOIN ledger_accounts w ON w.id = 'wallet:' || a.username ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY a.username LIMIT ?`,
      params,
    );
    const shown = rows.slice(0, ACCOUNTS_LIMIT);
    return {
      // A wallet's balance is for the cashier who serves it (and the auditor), not for the administrator.
      accounts: shown.map((r) => ({ username: r.username, roles: r.roles.split(',') as Role[], createdAt: new Date(Number(r.created_at)).toISOString(), closedAt: r.closed_at === null || r.closed_at === undefined ? null : new Date(Number(r.closed_at)).toISOString(), balance: admin || r.balance === null ? null : Number(r.balance) })),
      truncated: rows.length > ACCOUNTS_LIMIT,
    };
  });

  app.get('/api/cashier/movements', async (req) => {
    await need(ctx, req, 'cashier', 'auditor');
    const q = movementsQuery.parse(req.query);
    const until = q.until ? Date.parse(q.until) : Date.now();
    const since = q.since ? Date.parse(q.since) : until - DAY_MS;
    if (since >= until) throw new HttpError(400, ERR.invalidMessage, 'since must be before until');
    if (until - since > 31 * DAY_MS) throw new HttpError(400, ERR.invalidMessage, 'a period is at most 31 days');
    // Every cashier entry posts to the external account (its counterpart): found through that account's postings.
    const from = `FROM ledger_postings e JOIN ledger_tx t ON t.id = e.tx_id JOIN ledger_postings w ON w.tx_id = t.id AND w.account_id <> 'external'
      WHERE e.account_id = 'external' AND t.kind IN ('credit', 'debit') AND t.at >= ? AND t.at < ?${q.player ? ' AND w.account_id = ?' : ''}`;
    const params: SqlValue[] = [since, until, ...(q.player ? [`wallet:${q.player}`] : [])];
    const rows = await ctx.db.all<{ id: number; at: number; kind: string; memo: string | null; idem_key: string | null; account_id: string; amount: number }>(
      `SELECT t.id, t.at, t.kind, t.memo, t.idem_key, w.account_id, w.amount ${from} ORDER BY t.id DESC LIMIT ?`,
      [...params, MOVEMENTS_LIMIT + 1],
    );
    const sums = await ctx.db.all<{ kind: string; amount: number; n: number }>(`SELECT t.kind, SUM(w.amount) AS amount, COUNT(*) AS n ${from} GROUP BY t.kind`, params);
    const sum = (kind: string): number => Math.abs(Number(sums.find((s) => s.kind === kind)?.amount ?? 0));
    return {
      since: new Date(since).toISOString(),
      until: new Date(until).toISOString(),
      movements: rows.slice(0, MOVEMENTS_LIMIT).map((r) => ({
        tx: Number(r.id),
        at: new Date(Number(r.at)).toISOString(),
        username: r.account_id.slice('wallet:'.length),
        op: r.kind as 'credit' | 'debit',
        amount: Math.abs(Number(r.amount)),
        memo: r.memo,
        by: cashierOf(r.idem_key),
      })),
      credits: sum('credit'),
      debits: sum('debit'),
      count: sums.reduce((n, s) => n + Number(s.n), 0),
      truncated: rows.length > MOVEMENTS_LIMIT,
    };
  });
}
