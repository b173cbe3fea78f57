/**
 * @module server/start
 * `croupier serve` / `npm start`: starts the server, prints the URL to open and the demo accounts, logs JSON lines
 * (pino) to stdout, and shuts down cleanly on SIGINT/SIGTERM (queued table commands finish, leases are released).
 * The connection caps, request timeouts and slow-client bounds come from the CROUPIER_* variables of server/limits
 * (docs/server.md); `CROUPIER_SOURCE_MAPS=1` serves the web client's source maps (development only).
 */
import { createServer, type RunningServer } from './app.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo.js';
import { limitsFromEnv } from './limits.js';
import { ConfigError } from '../core/errors.js';
import { MAX_OUTCOME_MS, MAX_SEAT_OFFER_MS, MAX_STEP_MS, MIN_SEAT_OFFER_MS, paceSchema } from '../table/pace.js';
import type { TableTimings } from '../table/table-port.js';

/**
 * The table timings set by `CROUPIER_BETTING_MS`, `CROUPIER_OUTCOME_MS` (the default outcome pause of tables
 * whose configuration sets none) and `CROUPIER_STEP_MS` (the pause between a round's automatic steps at tables that
 * set none, over the games' own): integers from 0 to 60,000; `CROUPIER_SEAT_OFFER_MS` (how long a seat freed is held
 * for the first on a waiting list at tables that set none, 003 §3.2.5): 30,000 to 1,800,000. A value that is not one
 * stops the start.
 */
export function timingsFromEnv(env: NodeJS.ProcessEnv): Partial<TableTimings> {
  const out: { bettingMs?: number; outcomeMs?: number; stepMs?: number; seatOfferMs?: number } = {};
  if (env.CROUPIER_BETTING_MS) out.bettingMs = Number(env.CROUPIER_BETTING_MS);
  if (env.CROUPIER_OUTCOME_MS !== undefined && env.CROUPIER_OUTCOME_MS !== '') {
    const parsed = paceSchema.shape.outcomeMs.safeParse(Number(env.CROUPIER_OUTCOME_MS));
    if (!parsed.success || parsed.data === undefined) throw new ConfigError('server/invalid-timings', `CROUPIER_OUTCOME_MS must be an integer from 0 to ${MAX_OUTCOME_MS} (ms), not ${env.CROUPIER_OUTCOME_MS}`);
    out.outcomeMs = parsed.data;
  }
  if (env.CROUPIER_STEP_MS !== undefined && env.CROUPIER_STEP_MS !== '') {
    const parsed = paceSchema.shape.stepMs.safeParse(Number(env.CROUPIER_STEP_MS));
    if (!parsed.success || parsed.data === undefined) throw new ConfigError('server/invalid-timings', `CROUPIER_STEP_MS must be an integer from 0 to ${MAX_STEP_MS} (ms), not ${env.CROUPIER_STEP_MS}`);
    out.stepMs = parsed.data;
  }
  if (env.CROUPIER_SEAT_OFFER_MS !== undefined && env.CROUPIER_SEAT_OFFER_MS !== '') {
    const parsed = paceSchema.shape.seatOfferMs.safeParse(Number(env.CROUPIER_SEAT_OFFER_MS));
    if (!parsed.success || parsed.data === undefined) throw new ConfigError('server/invalid-timings', `CROUPIER_SEAT_OFFER_MS must be an integer from ${MIN_SEAT_OFFER_MS} to ${MAX_SEAT_OFFER_MS} (ms), not ${env.CROUPIER_SEAT_OFFER_MS}`);
    out.seatOfferMs = parsed.data;
  }
  return out;
}

/**
 * Starts the server; resolves once it listens. If the database is lost for good (SQLite's database thread died),
 * the process exits with status 1 at once: nothing is acknowledged without a commit, so a restart (by the
 * supervisor) recovers every round exactly as it would after a crash, and the table leases let another process take
 * the tables meanwhile.
 */
export async function startServer(o: { port: number; host: string; db: string; demo?: boolean }): Promise<RunningServer> {
  const quiet = process.env.CROUPIER_LOG === 'silent';
  const s = await createServer({
    port: o.port,
    host: o.host,
    db: o.db,
    demo: o.demo !== false,
    logger: quiet ? false : { level: process.env.CROUPIER_LOG ?? 'info' },
    timings: timingsFromEnv(process.env),
    limits: limitsFromEnv(process.env),
    sourceMaps: process.env.CROUPIER_SOURCE_MAPS === '1',
    onFatal: () => process.exit(1),
  });
  const where = s.ctx.db.where;
  const noAccount = (await s.ctx.accounts.count()) === 0;
  const lines = [
    '',
    `  Croupier is running: open ${s.url}`,
    `  storage: ${where}    process: ${s.ctx.processId}    tables here: ${s.ctx.host.all().length}`,
    s.web.dist ? `  web client: ${s.web.dist}` : `  web client not built (${s.web.reason ?? 'unknown'}): the API and /ws still work`,
    s.ctx.demo.length
      ? `  demo accounts (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.filter((a) => s.ctx.demo.some((d) => d.username === a.username)).map((a) => `${a.username} (${a.roles.join(',')}${a.balance ? `, ${(a.balance / 100).toFixed(2)}` : ''})`).join(', ')}`
      : noAccount
        ? '  no account yet: create the first administrator with `croupier admin create NAME` (and the same --db)'
        : '  no demo accounts',
    s.seeded ? '  (created now, on first start)' : '',
    '',
  ];
  process.stderr.write(lines.filter((l, i) => l || i === 0 || i === lines.length - 1).join('\n') + '\n');
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    s.app.log.info({ signal }, 'stopping');
    s.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  return s;
}
