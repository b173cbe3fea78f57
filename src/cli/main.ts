/**
 * @module cli/main
 * The `croupier` command. Every game is reached through the registry.
 *   croupier games [--json]
 *   croupier profile show GAME ID [--json] | profile schema GAME
 *   croupier scenario FILE… [--json]
 *   croupier rtp GAME --profile P [--profile-file F] [--strategy S] [--json]
 *   croupier strategy GAME --profile P
 *   croupier simulate GAME --profile P --rounds N --seed S [--json]
 *   croupier play GAME --profile P
 *   croupier serve [--port N] [--db URL]
 */
import { Command } from 'commander';
import { CroupierError } from '../core/errors.js';
import { registerInfoCommands } from './info-commands.js';
import { registerMathCommands } from './math-commands.js';
import { registerPlayCommands } from './play-commands.js';

// Output piped into a reader that stops early (`croupier games --json | head`): end quietly, as Unix tools do.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

const program = new Command('croupier').description('Croupier: regulated casino games, exact to the regulations').showHelpAfterError();
registerInfoCommands(program);
registerMathCommands(program);
registerPlayCommands(program);

try {
  await program.parseAsync(process.argv);
} catch (e) {
  if (e instanceof CroupierError) {
    console.error(`croupier: ${e.code}: ${e.message}`);
    process.exit(2);
  }
  throw e;
}
