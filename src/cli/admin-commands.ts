/**
 * @module cli/admin-commands
 * `croupier admin create NAME`: the installation step of a server started without demo accounts. It opens (and
 * migrates) the database `serve` would use, and creates the first administrator — the only role that opens staff
 * accounts and tables — with a password asked twice on the terminal without echo (or read from standard input with
 * `--password-stdin`). It refuses a name that exists. The creation is written to the staff log (actor null: the
 * installation command).
 */
import type { Command } from 'commander';
import { CroupierError } from '../core/errors.js';
import { MIN_PASSWORD_LENGTH, newPassword, username as usernameSchema } from '../protocol/common.js';
import { ERR } from '../protocol/error-codes.js';

/** Reads a line from the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  const { stdin, stderr } = process;
  if (!stdin.isTTY) return Promise.reject(new CroupierError('cli/no-terminal', 'no terminal to ask the password on: pass it on standard input with --password-stdin'));
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((ok, fail) => {
    let typed = '';
    const done = (): void => {
      stdin.off('data', on);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
    };
    const on = (chunk: string): void => {
      for (const c of chunk) {
        if (c === '\r' || c === '\n' || c === '\u0003' || c === '\u0004') {
          done();
          return c === '\r' || c === '\n' ? ok(typed) : fail(new CroupierError('cli/cancelled', 'cancelled'));
        }
        typed = c === '\u007f' || c === '\b' ? typed.slice(0, -1) : typed + c;
      }
    };
    stdin.on('data', on);
  });
}

/** The first line of standard input. */
async function firstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin) return firstLine();
  const first = await askHidden(`password (at least ${MIN_PASSWORD_LENGTH} characters): `);
  const again = await askHidden('the same password again: ');
  if (first !== again) throw new CroupierError('cli/passwords-differ', 'the two passwords differ: nothing was created');
  return first;
}

export function registerAdminCommands(program: Command): void {
  const admin = program.command('admin').description('installation: the first administrator account');
  admin
    .command('create <name>')
    .description('create an administrator account (asks for its password without echo); refuses an existing name')
    .option('--db <url>', 'sqlite file path or postgres://… URL (as for serve)', process.env.CROUPIER_DB ?? 'data/croupier.db')
    .option('--password-stdin', 'read the password from the first line of standard input instead of asking')
    .action(async (name: string, o: { db: string; passwordStdin?: boolean }) => {
      const user = usernameSchema.safeParse(name);
      if (!user.success) throw new CroupierError('cli/invalid-username', user.error.issues[0]?.message ?? 'invalid username');
      const { openDb } = await import('../server/db/db.js');
      const { migrate } = await import('../server/db/migrations.js');
      const { ensureCoreAccounts } = await import('../ledger/ledger-store.js');
      const { AccountStore } = await import('../server/store/account-store.js');
      const db = await openDb(o.db);
      try {
        await migrate(db);
        await db.tx((q) => ensureCoreAccounts(q));
        const accounts = new AccountStore(db);
        if (await accounts.exists(user.data)) throw new CroupierError(ERR.usernameTaken, `${user.data} exists: nothing was created`);
        const pw = newPassword.safeParse(await readPassword(!!o.passwordStdin));
        if (!pw.success) throw new CroupierError(ERR.weakPassword, pw.error.issues[0]?.message ?? 'invalid password');
        await accounts.create(user.data, pw.data, ['admin'], { actor: null });
        console.log(`administrator ${user.data} created in ${db.where}`);
      } finally {
        await db.close();
      }
    });
}
