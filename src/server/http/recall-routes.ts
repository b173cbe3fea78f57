/**
 * @module server/http/recall-routes
 * Game recall (players: their own rounds; dealers and auditors: any) and the auditor's verification endpoints:
 * replay a recorded round, check the shoes' commitments, check the ledger's invariants, read the staff log.
 * A wallet's balance is its owner's and the auditor's only: others see a round's stakes and returns, not balances.
 * A shoe's secrets stay sealed until it is revealed (server/audit/sealed-shoes), for everyone.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { auditLedger } from '../../ledger/ledger-store.js';
import { ERR } from '../../protocol/error-codes.js';
import type { RoundSummary } from '../../protocol/http.js';
import { tableId as tableIdSchema, username as usernameSchema } from '../../protocol/common.js';
import type { AnyGame } from '../../core/contract.js';
import type { ServerContext } from '../context.js';
import { HttpError } from '../errors.js';
import { auditTableAccounts } from '../audit/table-accounts.js';
import { verifyRound, verifyShoes } from '../audit/verify-round.js';
import { seal, sealedShoe, shoesOfRound } from '../audit/sealed-shoes.js';
import { readStaffLog } from '../audit/staff-log.js';
import type { Account } from '../store/account-store.js';
import type { RoundRecordFull } from '../store/recall-store.js';
import { need } from './auth.js';

const recallQuery = z.object({ table: tableIdSchema.optional(), player: usernameSchema.optional(), limit: z.coerce.number().int().min(1).max(100).default(10) });
const idParam = z.object({ id: z.coerce.number().int().min(1) });
const staffLogQuery = z.object({ before: z.coerce.number().int().min(1).optional(), limit: z.coerce.number().int().min(1).max(200).default(50), actor: usernameSchema.optional(), action: z.string().regex(/^[a-z-]{1,40}$/).optional() });

/**
 * A round summary as `viewer` may see it: every balance for an auditor, the viewer's own otherwise; the house's net
 * for the auditor and the dealer, never for a player (issue 17).
 */
export function summaryFor(r: RoundSummary, viewer: Account): RoundSummary {
  if (viewer.roles.includes('auditor')) return r;
  const houseNet = viewer.roles.includes('dealer') ? r.houseNet : null;
  return { ...r, houseNet, players: r.players.map((p) => (p.player === viewer.username ? p : { ...p, balanceBefore: null, balanceAfter: null })) };
}
/** The house's cuts: by table and rule, for one table and from a moment (ISO date-time) when asked. */
const revenueQuery = z.object({ table: tableIdSchema.optional(), since: z.string().datetime().optional() });

/**
 * A recorded action as a viewer other than the auditor may see it: a player's private fields (the game's
 * `privateFields`, e.g. a draw's discarded cards) only to that player; to everyone else, the action without them.
 */
export function actionSeenBy(game: AnyGame | undefined, action: unknown, actor: unknown, viewer: string): unknown {
  const fields = game?.privateFields ?? [];
  const by = actor as { kind?: string; player?: string };
  if (!fields.length || (by.kind === 'player' && by.player === viewer) || !action || typeof action !== 'object') return action;
  const seen: Record<string, unknown> = { ...(action as Record<string, unknown>) };
  for (const f of fields) if (f in seen) seen[f] = Array.isArray(seen[f]) ? (seen[f] as unknown[]).length : 'hidden';
  return seen;
}

export function recallRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const staff = (roles: readonly string[]): boolean => roles.includes('dealer') || roles.includes('auditor');
  const gameOf = (rec: RoundRecordFull): AnyGame | undefined => ctx.games.find((g) => g.id === rec.summary.game);
  /** The round a request names (404 if there is none), its game, and who asks: an auditor, a player of the round. */
  const askedRound = async (req: FastifyRequest) => {
    const a = await need(ctx, req);
    const { id } = idParam.parse(req.params);
    const rec = await ctx.recall.round(id);
    if (!rec) throw new HttpError(404, ERR.unknownRound, `no round ${id}`);
    return { a, id, rec, game: gameOf(rec), auditor: a.roles.includes('auditor'), played: rec.summary.players.some((p) => p.player === a.username) };
  };
  /** The shoes of a round not yet revealed: secret. */
  const unrevealed = async (rec: RoundRecordFull) => {
    const shoes = shoesOfRound(gameOf(rec), rec);
    const open = await ctx.recall.revealed(rec.summary.table, shoes.map((s) => s.commitment));
    return shoes.filter((s) => !open.has(s.commitment));
  };

  app.get('/api/recall', async (req) => {
    const a = await need(ctx, req);
    const q = recallQuery.parse(req.query);
    if (!staff(a.roles)) {
      if (q.player && q.player !== a.username) throw new HttpError(403, ERR.forbidden, 'players recall their own rounds');
      return { rounds: (await ctx.recall.rounds({ ...q, player: a.username })).map((r) => summaryFor(r, a)) };
    }
    return { rounds: (await ctx.recall.rounds(q)).map((r) => summaryFor(r, a)) };
  });

  app.get('/api/rounds/:id', async (req) => {
    const { a, id, rec, game, auditor, played } = await askedRound(req);
    const dealer = a.roles.includes('dealer');
    if (!auditor && !dealer && !played) throw new HttpError(403, ERR.forbidden, 'players see the rounds they played');
    if (!auditor && rec.summary.status === 'open') throw new HttpError(409, 'recall/round-in-play', 'the round is still in play: watch the table');
    let state = rec.initial;
    for (const x of rec.actions) {
      const r = game?.apply(state, x.action);
      if (!r?.ok) break;
      state = r.state;
    }
    const audience = auditor ? { kind: 'auditor' as const } : dealer && !played ? { kind: 'dealer' as const } : { kind: 'player' as const, player: a.username };
    const view = game ? game.view(state, audience) : null;
    // Players and dealers see the decisions people made; dealer steps (which may carry cards) only to auditors.
    const actions = rec.actions
      .filter((x) => auditor || (x.actor as { kind?: string }).kind === 'player')
      .map((x) => ({ seq: x.seq, at: new Date(x.at).toISOString(), by: x.actor, action: auditor ? x.action : actionSeenBy(game, x.action, x.actor, a.username), version: x.version }));
    const secret = await unrevealed(rec);
    const base = { round: summaryFor(rec.summary, a), view: seal(view, secret), actions: seal(actions, secret) };
    if (!auditor) return base;
    return {
      ...base,
      initial: seal(rec.initial, secret),
      events: seal([...rec.createEvents, ...rec.actions.flatMap((x) => x.events)], secret),
      postings: await ctx.recall.postings(id),
      ...(secret.length ? { sealed: secret.map(sealedShoe) } : {}),
    };
  });

  // A finished hand's history (circle poker: PHH) for the auditor, and for a player who played it — his copy, with the
  // others' face-down cards that were never shown written as unknown (`??`). Dealers do not download hands.
  app.get('/api/rounds/:id/phh', async (req) => {
    const { a, id, rec, game, auditor, played } = await askedRound(req);
    if (!auditor && !played) throw new HttpError(403, ERR.forbidden, 'the auditor and the players of the hand download it');
    if (!game?.handHistory) throw new HttpError(404, 'recall/no-hand-history', `${rec.summary.game} has no hand-history format`);
    if (rec.summary.status !== 'settled') throw new HttpError(409, 'recall/hand-not-finished', 'only a finished hand has a history');
    let text: string;
    try {
      text = game.handHistory(rec.initial, rec.actions.map((x) => x.action) as never, auditor ? undefined : a.username);
    } catch {
      throw new HttpError(409, 'recall/hand-not-finished', 'only a finished hand has a history');
    }
    return { round: id, game: rec.summary.game, format: 'phh' as const, fileName: `${rec.summary.table}-${rec.summary.no}.phh`, withheld: !auditor, text };
  });

  app.post('/api/audit/rounds/:id/verify', async (req) => {
    const a = await need(ctx, req, 'auditor');
    const { id } = idParam.parse(req.params);
    const rec = await ctx.recall.round(id);
    if (!rec) throw new HttpError(404, ERR.unknownRound, `no round ${id}`);
    const secret = await unrevealed(rec);
    if (secret.length)
      throw new HttpError(409, ERR.shoeNotRevealed, `round ${id} is dealt from a shoe not yet revealed: it is verified once the shoe ends and its order and salt are published`, undefined, {
        shoes: secret.map((s) => ({ shoeNo: s.shoeNo, commitment: s.commitment })),
      });
    const result = verifyRound(gameOf(rec), rec, await ctx.recall.postings(id));
    req.log.info({ auditor: a.username, round: id, ok: result.ok }, 'round verified');
    return result;
  });

  app.get('/api/audit/shoes', async (req) => {
    await need(ctx, req, 'auditor');
    const q = z.object({ table: tableIdSchema.optional() }).parse(req.query);
    return { shoes: verifyShoes(await ctx.recall.shoes(q.table)) };
  });

  app.get('/api/audit/revenue', async (req) => {
    await need(ctx, req, 'auditor');
    const q = revenueQuery.parse(req.query);
    const rows = await ctx.db.all<{ table_id: string | null; rule: string | null; amount: number; entries: number }>(
      `SELECT t.table_id, t.rule, SUM(p.amount) AS amount, COUNT(*) AS entries FROM ledger_tx t JOIN ledger_postings p ON p.tx_id = t.id AND p.account_id = 'revenue' WHERE t.kind = 'cut'${q.table ? ' AND t.table_id = ?' : ''}${q.since ? ' AND t.at >= ?' : ''} GROUP BY t.table_id, t.rule ORDER BY t.table_id, t.rule`,
      [...(q.table ? [q.table] : []), ...(q.since ? [Date.parse(q.since)] : [])],
    );
    const revenue = rows.map((r) => ({ table: r.table_id ?? '', rule: r.rule ?? '', amount: Number(r.amount), entries: Number(r.entries) }));
    return { revenue, total: revenue.reduce((a, r) => a + r.amount, 0) };
  });

  app.get('/api/audit/ledger', async (req) => {
    await need(ctx, req, 'auditor');
    // One snapshot, so concurrent play cannot make the sum look wrong.
    return ctx.db.tx(async (q) => {
      if (ctx.db.kind === 'postgres') await q.run('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      const ledger = await auditLedger(q);
      const tables = await auditTableAccounts(q, ctx.games);
      return { ...ledger, ok: ledger.ok && tables.mismatched.length === 0, tables };
    });
  });

  app.get('/api/audit/staff-log', async (req) => {
    await need(ctx, req, 'auditor');
    const q = staffLogQuery.parse(req.query);
    return readStaffLog(ctx.db, { limit: q.limit, ...(q.before !== undefined ? { before: q.before } : {}), ...(q.actor ? { actor: q.actor } : {}), ...(q.action ? { action: q.action } : {}) });
  });
}
