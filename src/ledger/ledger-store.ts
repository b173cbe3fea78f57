/**
 * @module ledger/ledger-store
 * Writes entries into the database inside the caller's transaction (the same one that records the game action
 * causing them) and reads balances. A debit that would take a wallet, a table or the tips below zero is refused
 * with `ledger/insufficient-funds` (000 GP9: no credit to players) and the whole transaction rolls back.
 *
 * **Lock order.** On PostgreSQL several transactions change balances at once (tables settling, the cashier), and the
 * `house`, `external` and wallet rows are shared by them. A transaction that locked them in the order of its
 * postings could wait for one held by another that waits for one it holds: a deadlock. So every transaction that
 * changes balances first locks every account it will change, in one global order (by id), with `lockAccounts`
 * (`postEntry` does so for an entry posted on its own); after that it waits for no account, and none waits in a
 * cycle. SQLite has one writer at a time and needs no lock.
 */
import { CroupierError } from '../core/errors.js';
import { kindOf, mayGoNegative, EXTERNAL, HOUSE, REVENUE, TIPS, type LedgerAccountKind } from './accounts.js';
import type { Entry } from './postings.js';
import type { Sql } from './sql.js';

export class InsufficientFundsError extends CroupierError {
  constructor(readonly account: string, readonly needed: number) {
    super('ledger/insufficient-funds', `not enough in ${account} for ${needed}`, { account, needed, cite: '000 GP9' });
  }
}

export interface EntryContext {
  readonly at: number;
  readonly tableId?: string | null;
  readonly roundId?: number | null;
  readonly seq?: number | null;
  /** Makes the entry idempotent (cashier operations): a second post with the same key fails on UNIQUE. */
  readonly idemKey?: string | null;
  /**
   * The transaction has already locked every account of this entry (`lockAccounts` at its start, with every entry it
   * posts). Otherwise `postEntry` locks the entry's accounts itself first: right for a transaction that posts this
   * entry only, and a deadlock risk for one that posts several.
   */
  readonly locked?: boolean;
}

/** Every account the entries move, once each, sorted: the set a transaction posting them must lock first. */
export function accountsOf(entries: readonly Entry[]): string[] {
  const ids = new Set<string>();
  for (const e of entries) for (const p of e.postings) ids.add(p.account);
  return [...ids].sort();
}

/**
 * Locks the ledger accounts a transaction will change, before it changes any, in one global order: PostgreSQL,
 * `SELECT … ORDER BY id FOR NO KEY UPDATE` (rows are locked as the sort returns them, so in the order of their ids;
 * the lock the balance's UPDATE takes anyway, which lets foreign-key checks of postings through; held until the
 * transaction ends); SQLite, nothing (its writer holds the whole database). Call it at the transaction's start with
 * every account of every entry the transaction will post (`accountsOf`), before any statement that changes a balance.
 */
export async function lockAccounts(q: Sql, accounts: readonly string[]): Promise<void> {
  if (q.kind !== 'postgres' || accounts.length === 0) return;
  await q.all(`SELECT id FROM ledger_accounts WHERE id IN (${accounts.map(() => '?').join(', ')}) ORDER BY id FOR NO KEY UPDATE`, accounts);
}

/** Creates the account if missing (balance 0). */
export async function ensureAccount(q: Sql, id: string, kind: LedgerAccountKind = kindOf(id)): Promise<void> {
  await q.run('INSERT INTO ledger_accounts (id, kind, balance) VALUES (?, ?, 0) ON CONFLICT (id) DO NOTHING', [id, kind]);
}

export async function ensureCoreAccounts(q: Sql): Promise<void> {
  await ensureAccount(q, HOUSE, 'house');
  await ensureAccount(q, REVENUE, 'revenue');
  await ensureAccount(q, TIPS, 'tips');
  await ensureAccount(q, EXTERNAL, 'external');
}

/**
 * Posts one entry; returns the transaction id and the new balance of every account it touched. Locks the entry's
 * accounts first unless `ctx.locked` (see the module's lock order). Debits run first, so a refusal happens before
 * any credit.
 */
export async function postEntry(q: Sql, e: Entry, ctx: EntryContext): Promise<{ tx: number; balances: Map<string, number> }> {
  if (!ctx.locked) await lockAccounts(q, accountsOf([e]));
  const row = await q.one<{ id: number }>(
    'INSERT INTO ledger_tx (at, kind, table_id, round_id, action_seq, idem_key, memo, rule) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
    [ctx.at, e.kind, ctx.tableId ?? null, ctx.roundId ?? null, ctx.seq ?? null, ctx.idemKey ?? null, e.memo ?? null, e.rule ?? null],
  );
  const tx = Number(row?.id);
  const ordered = [...e.postings].sort((a, b) => a.amount - b.amount);
  const balances = new Map<string, number>();
  for (const p of ordered) {
    const kind = kindOf(p.account);
    const r =
      p.amount < 0 && !mayGoNegative(kind)
        ? await q.one<{ balance: number }>('UPDATE ledger_accounts SET balance = balance + ? WHERE id = ? AND balance >= ? RETURNING balance', [p.amount, p.account, -p.amount])
        : await q.one<{ balance: number }>('UPDATE ledger_accounts SET balance = balance + ? WHERE id = ? RETURNING balance', [p.amount, p.account]);
    if (!r) {
      const exists = await q.one('SELECT id FROM ledger_accounts WHERE id = ?', [p.account]);
      if (!exists) throw new CroupierError('ledger/unknown-account', `no ledger account ${p.account}`, { account: p.account });
      throw new InsufficientFundsError(p.account, -p.amount);
    }
    balances.set(p.account, Number(r.balance));
  }
  // One statement for the entry's postings.
  const rows: (number | string)[] = [];
  for (const p of ordered) rows.push(tx, p.account, p.amount);
  if (ordered.length > 0) await q.run(`INSERT INTO ledger_postings (tx_id, account_id, amount) VALUES ${ordered.map(() => '(?, ?, ?)').join(', ')}`, rows);
  return { tx, balances };
}

export async function balanceOf(q: Sql, account: string): Promise<number | null> {
  const r = await q.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [account]);
  return r ? Number(r.balance) : null;
}

export interface LedgerAudit {
  ok: boolean;
  total: number;
  accounts: number;
  transactions: number;
  negative: { account: string; balance: number }[];
  unbalanced: number[];
  drift: { account: string; balance: number; postings: number }[];
}

/** The ledger's invariants: Σ balances = 0; no player, table or tips account below zero; every entry balances; balances equal their postings. */
export async function auditLedger(q: Sql): Promise<LedgerAudit> {
  const accts = await q.all<{ id: string; kind: string; balance: number }>('SELECT id, kind, balance FROM ledger_accounts');
  const sums = new Map((await q.all<{ account_id: string; s: number }>('SELECT account_id, SUM(amount) AS s FROM ledger_postings GROUP BY account_id')).map((r) => [r.account_id, Number(r.s)]));
  const unbalanced = (await q.all<{ tx_id: number }>('SELECT tx_id FROM ledger_postings GROUP BY tx_id HAVING SUM(amount) <> 0')).map((r) => Number(r.tx_id));
  const txs = await q.one<{ n: number }>('SELECT COUNT(*) AS n FROM ledger_tx');
  let total = 0;
  const negative: LedgerAudit['negative'] = [];
  const drift: LedgerAudit['drift'] = [];
  for (const a of accts) {
    const b = Number(a.balance);
    total += b;
    if (b < 0 && !mayGoNegative(a.kind as LedgerAccountKind)) negative.push({ account: a.id, balance: b });
    const s = sums.get(a.id) ?? 0;
    if (s !== b) drift.push({ account: a.id, balance: b, postings: s });
  }
  return { ok: total === 0 && negative.length === 0 && unbalanced.length === 0 && drift.length === 0, total, accounts: accts.length, transactions: Number(txs?.n ?? 0), negative, unbalanced, drift };
}
