/**
 * @module server/store/account-store
 * Accounts, roles, sessions and wallets. A player's wallet is a ledger account (`wallet:<username>`); the cashier
 * moves money in and out against the external account, idempotently (the key is unique in the ledger).
 */
import type { Role } from '../../protocol/common.js';
import { walletAccount } from '../../ledger/accounts.js';
import { balanceOf, ensureAccount, postEntry } from '../../ledger/ledger-store.js';
import { cashierEntry } from '../../ledger/postings.js';
import { isUniqueViolation, type Db } from '../db/db.js';
import { DUMMY_HASH, hashPassword, newToken, tokenHash, verifyPassword } from '../auth/passwords.js';

export interface Account {
  readonly username: string;
  readonly roles: readonly Role[];
}

const SESSION_MS = 12 * 3600_000;
const CACHE_MS = 10_000;

export class AccountStore {
  private readonly cache = new Map<string, { account: Account; until: number }>();

  constructor(private readonly db: Db) {}

  async create(username: string, password: string | { hash: string }, roles: readonly Role[]): Promise<Account> {
    const hash = typeof password === 'string' ? await hashPassword(password) : password.hash;
    await this.db.tx(async (q) => {
      await q.run('INSERT INTO accounts (username, password_hash, roles, created_at) VALUES (?, ?, ?, ?)', [username, hash, roles.join(','), Date.now()]);
      if (roles.includes('player')) await ensureAccount(q, walletAccount(username), 'wallet');
    });
    return { username, roles };
  }

  async exists(username: string): Promise<boolean> {
    return !!(await this.db.one('SELECT username FROM accounts WHERE username = ?', [username]));
  }

  async count(): Promise<number> {
    const r = await this.db.one<{ n: number }>('SELECT COUNT(*) AS n FROM accounts');
    return Number(r?.n ?? 0);
  }

  /** Checks a password; always does the same work whether or not the account exists. */
  async verify(username: string, password: string): Promise<Account | null> {
    const r = await this.db.one<{ password_hash: string; roles: string }>('SELECT password_hash, roles FROM accounts WHERE username = ?', [username]);
    const ok = await verifyPassword(password, r?.password_hash ?? DUMMY_HASH);
    return ok && r ? { username, roles: r.roles.split(',') as Role[] } : null;
  }

  async startSession(username: string): Promise<string> {
    const token = newToken();
    const now = Date.now();
    await this.db.run('INSERT INTO sessions (token_hash, username, created_at, expires_at) VALUES (?, ?, ?, ?)', [tokenHash(token), username, now, now + SESSION_MS]);
    return token;
  }

  async session(token: string): Promise<Account | null> {
    const h = tokenHash(token);
    const hit = this.cache.get(h);
    const now = Date.now();
    if (hit && hit.until > now) return hit.account;
    const r = await this.db.one<{ username: string; roles: string }>('SELECT s.username, a.roles FROM sessions s JOIN accounts a ON a.username = s.username WHERE s.token_hash = ? AND s.expires_at > ?', [h, now]);
    if (!r) {
      this.cache.delete(h);
      return null;
    }
    const account = { username: r.username, roles: r.roles.split(',') as Role[] };
    this.cache.set(h, { account, until: now + CACHE_MS });
    if (this.cache.size > 50_000) this.cache.delete(this.cache.keys().next().value as string);
    return account;
  }

  async endSession(token: string): Promise<void> {
    const h = tokenHash(token);
    this.cache.delete(h);
    await this.db.run('DELETE FROM sessions WHERE token_hash = ?', [h]);
  }

  async balance(username: string): Promise<number | null> {
    return balanceOf(this.db, walletAccount(username));
  }

  async wallets(): Promise<{ username: string; balance: number }[]> {
    const rows = await this.db.all<{ id: string; balance: number }>("SELECT id, balance FROM ledger_accounts WHERE kind = 'wallet' ORDER BY id");
    return rows.map((r) => ({ username: r.id.slice('wallet:'.length), balance: Number(r.balance) }));
  }

  /** Cashier credit/debit, idempotent by `key`: a repeated key returns the first result and moves nothing. */
  async cashier(username: string, op: 'credit' | 'debit', amount: number, key: string, memo?: string): Promise<{ balance: number; tx: number; duplicate: boolean }> {
    const idem = `cashier:${key}`;
    try {
      return await this.db.tx(async (q) => {
        const { tx, balances } = await postEntry(q, cashierEntry(username, op, amount, memo), { at: Date.now(), idemKey: idem });
        return { balance: balances.get(walletAccount(username)) as number, tx, duplicate: false };
      });
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      const r = await this.db.one<{ id: number }>('SELECT id FROM ledger_tx WHERE idem_key = ?', [idem]);
      return { balance: (await this.balance(username)) ?? 0, tx: Number(r?.id ?? 0), duplicate: true };
    }
  }
}
