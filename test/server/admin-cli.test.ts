/**
 * A real first start (issue 15, "An administrator"): `croupier serve --no-demo` has no account, so the operator
 * creates the first administrator with `croupier admin create NAME` (the password asked without echo, or read from
 * standard input); it refuses a name that exists and a short password. That administrator then opens the staff
 * accounts, and the cashier the players.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { http, login, startTestServer, tempDir } from './helpers.js';
import { nodeEntry } from '../fixtures/node-entry.js';

const root = join(import.meta.dirname, '..', '..');
const croupier = (input: string, ...args: string[]) => spawnSync(process.execPath, [...nodeEntry(join(root, 'src/cli/main.ts')), ...args], { cwd: root, encoding: 'utf8', input, timeout: 120_000 });

test('croupier admin create: the first administrator of an empty database, who then opens the staff accounts', { timeout: 180_000 }, async () => {
  const dir = tempDir();
  const db = join(dir, 'croupier.db');
  try {
    const short = croupier('short\n', 'admin', 'create', 'root', '--db', db, '--password-stdin');
    assert.notEqual(short.status, 0);
    assert.match(short.stderr, /auth\/weak-password/);
    const made = croupier('root-password-1\n', 'admin', 'create', 'root', '--db', db, '--password-stdin');
    assert.equal(made.status, 0, made.stderr);
    assert.match(made.stdout, /administrator root created/);
    const again = croupier('other-password\n', 'admin', 'create', 'root', '--db', db, '--password-stdin');
    assert.notEqual(again.status, 0);
    assert.match(again.stderr, /auth\/username-taken/);
    const noTerminal = croupier('', 'admin', 'create', 'second', '--db', db);
    assert.notEqual(noTerminal.status, 0, 'without a terminal and without --password-stdin, nothing is asked or created');

    const s = await startTestServer({ dir, demo: false });
    try {
      const r = await http<{ roles: string[] }>(s.url, 'POST', '/api/login', { username: 'root', password: 'root-password-1' });
      assert.equal(r.status, 200);
      assert.deepEqual(r.body.roles, ['admin']);
      assert.equal((await http(s.url, 'POST', '/api/login', { username: 'root', password: 'other-password' })).status, 401, 'the refused second create changed nothing');
      const rootToken = await login(s.url, 'root', 'root-password-1');
      assert.equal((await http(s.url, 'POST', '/api/accounts', { username: 'cage', password: 'cage-password', roles: ['cashier'] }, rootToken)).status, 200);
      const cage = await login(s.url, 'cage', 'cage-password');
      assert.equal((await http(s.url, 'POST', '/api/accounts', { username: 'punter', password: 'punter-password', roles: ['player'] }, cage)).status, 200);
      const log = await s.ctx.db.all<{ actor: string | null; target: string }>("SELECT actor, target FROM staff_log WHERE action = 'account-created' ORDER BY id");
      assert.deepEqual(log, [
        { actor: null, target: 'root' },
        { actor: 'root', target: 'cage' },
        { actor: 'cage', target: 'punter' },
      ]);
    } finally {
      await s.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
