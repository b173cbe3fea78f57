/**
 * @module cli/play-commands
 * `play` (a person at a terminal table) and `serve` (the server).
 */
import type { Command } from 'commander';
import { CroupierError } from '../core/errors.js';
import { parseMoney } from '../money/money.js';
import { getGame } from '../registry.js';
import { resolveProfile } from './profile-option.js';
import { playInTerminal } from './terminal-play.js';

export function registerPlayCommands(program: Command): void {
  program
    .command('play <game>')
    .description('play at a terminal table: seats, bets, decisions, settlement')
    .option('--profile <id>')
    .option('--profile-file <file>')
    .option('--players <names>', 'comma-separated player names', 'you')
    .option('--bankroll <amount>', 'each player starts with this much money', '1000.00')
    .option('--seed <s>', 'deterministic shoe (omit for the CSPRNG)')
    .option('--dealer', 'take the dealer\'s steps yourself (every one offered, irregularities too), none automatic')
    .action(async (gameId: string, o: { profile?: string; profileFile?: string; players: string; bankroll: string; seed?: string; dealer?: boolean }) => {
      const g = getGame(gameId);
      const { profile, profileId } = resolveProfile(g, o);
      const bankroll = parseMoney(o.bankroll);
      if (bankroll === null) throw new CroupierError('cli/invalid-amount', `--bankroll ${o.bankroll}: an amount of money, e.g. 1000 or 1000.00`);
      await playInTerminal(g, profile, profileId, { players: o.players.split(',').map((s) => s.trim()).filter(Boolean), bankroll, ...(o.seed ? { seed: o.seed } : {}), ...(o.dealer ? { dealer: true } : {}) });
    });

  program
    .command('serve')
    .description('start the HTTP + WebSocket server with the web client')
    .option('--port <n>', 'port', process.env.PORT ?? '8080')
    .option('--host <h>', 'address to listen on', process.env.HOST ?? '127.0.0.1')
    .option('--db <url>', 'sqlite file path or postgres://… URL', process.env.CROUPIER_DB ?? 'data/croupier.db')
    .option('--no-demo', 'no demo accounts or tables, and none listed on the sign-in page (production)')
    .action(async (o: { port: string; host: string; db: string; demo: boolean }) => {
      const { startServer } = await import('../server/start.js');
      await startServer({ port: Number(o.port), host: o.host, db: o.db, demo: o.demo });
    });
}
