/**
 * @module server/store/account-store
 * Accounts, roles, sessions and wallets. A player's wallet is a ledger account (`wallet:<username>`); the cashier
 * moves money in and out against the external account, idempotently (the key is unique in the ledger, and a key
 * used again for another request is refused). Roles follow the separation of duties (server/auth/roles): a set of
 * roles that may not be held together is refused when an account is opened or its roles change, and an account
 * stored with one (before that rule) cannot sign in. Every change made here is written to the staff log in its own
 * transaction (server/audit/staff-log).
 */
import type { Role } from '../../protocol/common.js';
import { ERR } from '../../protocol/error-codes.js';
import { CroupierError } from '../../core/errors.js';
import { walletAccount } from '../../ledger/accounts.js';
import { balanceOf, ensureAccount, postEntry } from '../../ledger/ledger-store.js';
import { cashierEntry } from '../../ledger/postings.js';
import { isUniqueViolation, type Db, type Sql } from '../db/db.js';
import { DEFAULT_COST, dummyHash, hashPassword, needsRehash, newToken, tokenHash, verifyPassword, type ScryptCost } from '../auth/passwords.js';
import { incompatibility } from '../auth/roles.js';
import { SignInThrottle, type ThrottlePolicy } from '../auth/throttle.js';
import { appendStaffLog } from '../audit/staff-log.js';

export interface Account {
  readonly username: string;
  readonly roles: readonly Role[];
}

/** An account as a session token finds it: with the session (its token's SHA-256) and when it expires. */
export interface SessionAccount extends Account {
  readonly session: string;
  readonly expiresAt: number;
}

/** Who asked for a change, for the staff log. */
export interface Requester {
  readonly actor: string | null;
  readonly address?: string | null;
}

export type SignIn =
  | { readonly ok: true; readonly account: Account }
  | { readonly ok: false; readonly reason: 'bad-credentials' }
  | { readonly ok: false; readonly reason: 'throttled'; readonly retryAfterMs: number }
  | { readonly ok: false; readonly reason: 'roles'; readonly why: string }
  | { readonly ok: false; readonly reason: 'closed' };

export interface AccountStoreOptions {
  /** The scrypt cost of new hashes (OWASP's by default; tests lower it). Weaker stored hashes are rehashed at sign-in. */
  readonly cost?: ScryptCost;
  readonly throttle?: ThrottlePolicy;
  /** How long a session lasts (12 h). */
  readonly sessionMs?: number;
}

/** A request refused by the account rules (roles, key reuse): a typed error with its code. */
export class AccountError extends CroupierError {}

export const SESSION_MS = 12 * 3600_000;
/**
 * How long a session found in the database is trusted without asking again. A sign-out on another process reaches
 * this one at once through the pub/sub (`forget`); this bounds the delay if that message is lost.
 */
export const SESSION_CACHE_MS = 10_000;

const rolesOf = (s: string): Role[] => s.split(',') as Role[];

export class AccountStore {
  private readonly cache = new Map<string, { account: SessionAccount; until: number }>();
  readonly cost: ScryptCost;
  readonly throttle: SignInThrottle;
  readonly sessionMs: number;

  constructor(
    private readonly db: Db,
    o: AccountStoreOptions = {},
  ) {
    this.cost = o.cost ?? DEFAULT_COST;
    this.throttle = new SignInThrottle(db, o.throttle);
    this.sessionMs = o.sessionMs ?? SESSION_MS;
  }

  /** Opens an account (roles checked for separation of duties), and its wallet if a player; logged. */
  async create(username: string, password: string | { hash: string }, roles: readonly Role[], by: Requester = { actor: null }): Promise<Account> {
    const why = incompatibility(roles);
    if (why) throw new AccountError(ERR.rolesIncompatible, `these roles may not be held together: ${why}`);
    const hash = typeof password === 'string' ? await hashPassword(password, this.cost) : password.hash;
    try {
      await this.db.tx(async (q) => {
        await q.run('INSERT INTO accounts (username, password_hash, roles, created_at) VALUES (?, ?, ?, ?)', [username, hash, roles.join(','), Date.now()]);
        if (roles.includes('player')) await ensureAccount(q, walletAccount(username), 'wallet');
        await appendStaffLog(q, { actor: by.actor, action: 'account-created', target: username, details: { roles: [...roles] }, address: by.address ?? null });
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new AccountError(ERR.usernameTaken, `${username} exists`);
      throw e;
    }
    return { username, roles };
  }

  async exists(username: string): Promise<boolean> {
    return !!(await this.db.one('SELECT username FROM accounts WHERE username = ?', [username]));
  }

  async count(): Promise<number> {
    const r = await this.db.one<{ n: number }>('SELECT COUNT(*) AS n FROM accounts');
    return Number(r?.n ?? 0);
  }

  /**
   * Checks a password (no throttling: `signIn` is the sign-in); always does the same work whether or not the
   * account exists. A right password stored at a lower cost than today's is rehashed.
   */
  async verify(username: string, password: string): Promise<Account | null> {
    const r = await this.db.one<{ password_hash: string; roles: string }>('SELECT password_hash, roles FROM accounts WHERE username = ?', [username]);
    const ok = await verifyPassword(password, r?.password_hash ?? dummyHash(this.cost));
    if (!ok || !r) return null;
    if (needsRehash(r.password_hash, this.cost)) {
      const hash = await hashPassword(password, this.cost);
      await this.db.run('UPDATE accounts SET password_hash = ? WHERE username = ? AND password_hash = ?', [hash, username, r.password_hash]);
    }
    return { username, roles: rolesOf(r.roles) };
  }

  /**
   * A sign-in: refused while the account or the address is throttled (the password is then not even checked),
   * counted and logged when wrong, refused when the account holds roles that may not be held together.
   */
  async signIn(username: string, password: string, address: string): Promise<SignIn> {
    const gate = await this.throttle.begin(username, address);
    if (!gate.ok) return { ok: false, reason: 'throttled', retryAfterMs: gate.retryAfterMs };
    const a = await this.verify(username, password);
    if (!a) {
      await this.throttle.failed(username, address);
      return { ok: false, reason: 'bad-credentials' };
    }
    await this.throttle.succeeded(username);
    // A closed account (an administrator closed it): the right password does not open it again.
    if (await this.isClosed(username)) {
      await this.db.tx((q) => appendStaffLog(q, { actor: username, action: 'sign-in-refused', target: username, address, details: { why: 'account closed' } }));
      return { ok: false, reason: 'closed' };
    }
    const why = incompatibility(a.roles);
    if (why) {
      await this.db.tx((q) => appendStaffLog(q, { actor: username, action: 'sign-in-refused', target: username, address, details: { roles: [...a.roles], why } }));
      return { ok: false, reason: 'roles', why };
    }
    return { ok: true, account: a };
  }

  async startSession(username: string): Promise<string> {
    const token = newToken();
    const now = Date.now();
    await this.db.run('INSERT INTO sessions (token_hash, username, created_at, expires_at) VALUES (?, ?, ?, ?)', [tokenHash(token), username, now, now + this.sessionMs]);
    return token;
  }

  /** The account of a live session; null when unknown, expired, or its roles may not be held together. */
  async session(token: string): Promise<SessionAccount | null> {
    const h = tokenHash(token);
    const hit = this.cache.get(h);
    const now = Date.now();
    if (hit && hit.until > now && hit.account.expiresAt > now) return hit.account;
    const r = await this.db.one<{ username: string; roles: string; expires_at: number }>(
      'SELECT s.username, a.roles, s.expires_at FROM sessions s JOIN accounts a ON a.username = s.username WHERE s.token_hash = ? AND s.expires_at > ? AND a.closed_at IS NULL',
      [h, now],
    );
    if (!r || incompatibility(rolesOf(r.roles))) {
      this.cache.delete(h);
      return null;
    }
    const account: SessionAccount = { username: r.username, roles: rolesOf(r.roles), session: h, expiresAt: Number(r.expires_at) };
    this.cache.set(h, { account, until: now + SESSION_CACHE_MS });
    if (this.cache.size > 50_000) this.cache.delete(this.cache.keys().next().value as string);
    return account;
  }

  /** Forgets cached sessions (ended here or on another process). */
  forget(sessions: readonly string[]): void {
    for (const h of sessions) this.cache.delete(h);
  }

  /** Ends one session; returns its id (the token's SHA-256) to publish. */
  async endSession(token: string): Promise<string> {
    const h = tokenHash(token);
    this.cache.delete(h);
    await this.db.run('DELETE FROM sessions WHERE token_hash = ?', [h]);
    return h;
  }

  /** Ends every session of an account (but `except`); returns their ids to publish. */
  async endSessionsOf(username: string, except?: string): Promise<string[]> {
    const rows = await this.db.all<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE username = ?', [username]);
    const ended = rows.map((r) => r.token_hash).filter((h) => h !== except);
    for (const h of ended) await this.db.run('DELETE FROM sessions WHERE token_hash = ?', [h]);
    this.forget(ended);
    return ended;
  }

  /** Of `sessions`, those that no longer exist or have expired. */
  async gone(sessions: readonly string[], now = Date.now()): Promise<string[]> {
    const live = new Set<string>();
    for (let i = 0; i < sessions.length; i += 500) {
      const part = sessions.slice(i, i + 500);
      const rows = await this.db.all<{ token_hash: string }>(`SELECT token_hash FROM sessions WHERE expires_at > ? AND token_hash IN (${part.map(() => '?').join(', ')})`, [now, ...part]);
      for (const r of rows) live.add(r.token_hash);
    }
    return sessions.filter((h) => !live.has(h));
  }

  /** Deletes expired sessions and forgotten throttle rows; returns how many sessions went. */
  async purge(now = Date.now()): Promise<number> {
    const r = await this.db.run('DELETE FROM sessions WHERE expires_at <= ?', [now]);
    await this.throttle.purge(now);
    return r.changes;
  }

  /** A password change: the new one at today's cost; every other session of the account ends. Logged. */
  async setPassword(username: string, password: string, by: Requester): Promise<void> {
    const hash = await hashPassword(password, this.cost);
    await this.db.tx(async (q) => {
      await q.run('UPDATE accounts SET password_hash = ? WHERE username = ?', [hash, username]);
      await appendStaffLog(q, { actor: by.actor, action: 'password-changed', target: username, address: by.address ?? null });
    });
  }

  /** The account was closed by an administrator. */
  async isClosed(username: string): Promise<boolean> {
    const r = await this.db.one<{ closed_at: number | null }>('SELECT closed_at FROM accounts WHERE username = ?', [username]);
    return r !== null && r !== undefined && r.closed_at !== null;
  }

  /**
   * Closes a staff account (issue 17): it signs in no more, every session of it ends (the ids are returned to publish,
   * so its connections close on every process), and its row stays — the staff log, rounds and ledger that name it keep
   * their history. A player's account (a wallet) is not closed here; closing twice is refused. Logged.
   */
  async close(username: string, by: Requester): Promise<{ closedAt: number; sessions: string[] }> {
    const closedAt = Date.now();
    const sessions = await this.db.tx(async (q) => {
      const r = await q.one<{ roles: string; closed_at: number | null }>('SELECT roles, closed_at FROM accounts WHERE username = ?', [username]);
      if (!r) throw new AccountError(ERR.unknownAccount, `no account ${username}`);
      if (r.closed_at !== null) throw new AccountError(ERR.accountClosed, `the account ${username} is already closed`);
      const roles = rolesOf(r.roles);
      if (roles.includes('player')) throw new AccountError(ERR.forbidden, `${username} is a player's account: a wallet is closed by the cashier, not here`);
      await q.run('UPDATE accounts SET closed_at = ? WHERE username = ?', [closedAt, username]);
      const rows = await q.all<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE username = ?', [username]);
      await q.run('DELETE FROM sessions WHERE username = ?', [username]);
      await appendStaffLog(q, { actor: by.actor, action: 'account-closed', target: username, details: { roles }, address: by.address ?? null });
      return rows.map((x) => x.token_hash);
    });
    this.forget(sessions);
    return { closedAt, sessions };
  }

  /** The roles of an account, or null when it does not exist. */
  async rolesOf(username: string): Promise<Role[] | null> {
    const r = await this.db.one<{ roles: string }>('SELECT roles FROM accounts WHERE username = ?', [username]);
    return r ? rolesOf(r.roles) : null;
  }

  /** Replaces an account's roles (checked for separation of duties), logged; its sessions are for the caller to end. */
  async setRoles(username: string, roles: readonly Role[], by: Requester): Promise<{ before: Role[] }> {
    const why = incompatibility(roles);
    if (why) throw new AccountError(ERR.rolesIncompatible, `these roles may not be held together: ${why}`);
    return this.db.tx(async (q) => {
      const r = await q.one<{ roles: string }>('SELECT roles FROM accounts WHERE username = ?', [username]);
      if (!r) throw new AccountError(ERR.unknownAccount, `no account ${username}`);
      await q.run('UPDATE accounts SET roles = ? WHERE username = ?', [roles.join(','), username]);
      if (roles.includes('player')) await ensureAccount(q, walletAccount(username), 'wallet');
      await appendStaffLog(q, { actor: by.actor, action: 'roles-changed', target: username, details: { before: rolesOf(r.roles), after: [...roles] }, address: by.address ?? null });
      return { before: rolesOf(r.roles) };
    });
  }

  async balance(username: string): Promise<number | null> {
    return balanceOf(this.db, walletAccount(username));
  }

  async wallets(): Promise<{ username: string; balance: number }[]> {
    const rows = await this.db.all<{ id: string; balance: number }>("SELECT id, balance FROM ledger_accounts WHERE kind = 'wallet' ORDER BY id");
    return rows.map((r) => ({ username: r.id.slice('wallet:'.length), balance: Number(r.balance) }));
  }

  /**
   * Cashier credit/debit, idempotent by `key`: a repeated key returns the first result and moves nothing, provided
   * it is the same request (same wallet, operation, amount and memo); another request under a used key is refused
   * with `idempotency/key-reused`. Logged with the entry, in its transaction.
   */
  async cashier(username: string, op: 'credit' | 'debit', amount: number, key: string, memo?: string, by: Requester = { actor: null }): Promise<{ balance: number; tx: number; duplicate: boolean }> {
    const idem = `cashier:${key}`;
    try {
      return await this.db.tx(async (q) => {
        const { tx, balances } = await postEntry(q, cashierEntry(username, op, amount, memo), { at: Date.now(), idemKey: idem });
        await appendStaffLog(q, { actor: by.actor, action: op === 'credit' ? 'cashier-credit' : 'cashier-debit', target: username, details: { amount, tx, key, ...(memo ? { memo } : {}) }, address: by.address ?? null });
        return { balance: balances.get(walletAccount(username)) as number, tx, duplicate: false };
      });
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      const first = await recordedCashier(this.db, idem);
      if (!first || first.wallet !== walletAccount(username) || first.kind !== op || first.amount !== amount || (first.memo ?? undefined) !== memo)
        throw new AccountError(ERR.keyReused, `the key ${key} was used for another request (${first ? `${first.kind} of ${first.amount} on ${first.wallet}` : 'unknown'}): nothing was done`);
      return { balance: (await this.balance(username)) ?? 0, tx: first.tx, duplicate: true };
    }
  }
}

/** The cashier entry recorded under an idempotency key: its kind, wallet, amount (positive) and memo. */
async function recordedCashier(q: Sql, idem: string): Promise<{ tx: number; kind: string; wallet: string; amount: number; memo: string | null } | null> {
  const rows = await q.all<{ id: number; kind: string; memo: string | null; account_id: string; amount: number }>(
    "SELECT t.id, t.kind, t.memo, p.account_id, p.amount FROM ledger_tx t JOIN ledger_postings p ON p.tx_id = t.id WHERE t.idem_key = ? AND p.account_id LIKE 'wallet:%'",
    [idem],
  );
  const w = rows[0];
  return w ? { tx: Number(w.id), kind: w.kind, wallet: w.account_id, amount: Math.abs(Number(w.amount)), memo: w.memo } : null;
}
