/**
 * @module server/http/win-routes
 * The casino-wide win display's public feed (server/tables/win-display): `GET /api/wins` gives the last wins shown
 * (machine wins of at least the configured amount, every jackpot win: the machine and the amount, never the player);
 * `?after=<seq>` waits up to 20 s for a newer one (a long poll). No sign-in: it is the casino's public display.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { WinDisplay } from '../tables/win-display.js';

export const displayedWin = z.object({
  seq: z.number().int(),
  at: z.number().int(),
  machine: z.string(),
  game: z.string(),
  round: z.number().int(),
  kind: z.enum(['machine', 'jackpot']),
  amount: z.number().int(),
  jackpot: z.string().optional(),
});
export const winsResponse = z.object({ wins: z.array(displayedWin), minAmount: z.number().int() });
const query = z.object({ after: z.coerce.number().int().min(0).optional() });

/** How long a long poll waits for a new win. */
export const WINS_WAIT_MS = 20_000;

export function winRoutes(app: FastifyInstance, wins: WinDisplay): void {
  app.get('/api/wins', async (req) => {
    const q = query.parse(req.query);
    return { wins: await wins.wait(q.after ?? null, WINS_WAIT_MS), minAmount: wins.minAmount };
  });
}
