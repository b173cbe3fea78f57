/**
 * @module server/tickets/ticket-store
 * A machine's cash-out tickets (003 §4.3): the credit a player takes out of the machines is paid out as a ticket — a
 * validation code drawn from the server's RNG (unforgeable: a ticket exists only as a stored row, found by its code),
 * the amount, the casino that issued it, the time of issue and the end of its validity (003 §1.2.4: claims within 30
 * days). Issuing moves the amount from the player's wallet to `pool:tickets` (a liability until cashed: `ticket-issue`);
 * the cashier cashes a ticket once (`ticket-redeem`: `pool:tickets` → external, cash across the counter), only in the
 * issuing casino (§4.3.4), within its validity (§4.3.4, §4.3.5), only for the amount issued (§4.3.2, §4.3.3), and
 * never twice: a ticket already cashed is a copy (§4.3.6). Each refusal is a typed error and changes nothing.
 */
import { EXTERNAL, poolAccount, stackAccount, walletAccount } from '../../ledger/accounts.js';
import { ensureAccount, postEntry } from '../../ledger/ledger-store.js';
import { entry } from '../../ledger/postings.js';
import type { Rng } from '../../rng/rng.js';
import { appendStaffLog } from '../audit/staff-log.js';
import type { Db, Sql } from '../db/db.js';
import { HttpError } from '../errors.js';

export const TICKETS_ACCOUNT = poolAccount('tickets');
const DAY = 86_400_000;

export interface TicketPolicy {
  /** The casino this server is; a ticket is cashed only where it was issued (003 §4.3.4). */
  readonly casino: string;
  /** Days a ticket stays valid (003 §1.2.4: up to 30 calendar days). */
  readonly validDays: number;
  /** The amounts a machine pays out in: a multiple of this, in minor units (003 §4.2.1: the denominations). */
  readonly denomination: number;
}
export const DEFAULT_TICKET_POLICY: TicketPolicy = { casino: 'croupier', validDays: 30, denomination: 1 };

export interface Ticket {
  readonly code: string;
  readonly casino: string;
  readonly amount: number;
  readonly holder: string;
  readonly issuedAt: number;
  readonly expiresAt: number;
  readonly redeemedAt: number | null;
}

type Row = {
  code: string;
  casino: string;
  amount: number | string;
  holder: string;
  issued_at: number | string;
  expires_at: number | string;
  redeemed_at: number | string | null;
};
const ticketOf = (r: Row): Ticket => ({ code: r.code, casino: r.casino, amount: Number(r.amount), holder: r.holder, issuedAt: Number(r.issued_at), expiresAt: Number(r.expires_at), redeemedAt: r.redeemed_at === null ? null : Number(r.redeemed_at) });

/** A validation code: 18 digits from the server's RNG, printed in groups of six. */
function newCode(rng: Rng): string {
  let s = '';
  for (let i = 0; i < 18; i++) s += String(rng.int(10));
  return `${s.slice(0, 6)}-${s.slice(6, 12)}-${s.slice(12)}`;
}

export class TicketStore {
  constructor(
    private readonly db: Db,
    private readonly rng: () => Rng,
    private readonly now: () => number,
    readonly policy: TicketPolicy = DEFAULT_TICKET_POLICY,
  ) {}

  async get(code: string): Promise<Ticket | null> {
    const r = await this.db.one<Row>('SELECT * FROM machine_tickets WHERE code = ?', [code]);
    return r ? ticketOf(r) : null;
  }

  async mine(holder: string): Promise<Ticket[]> {
    return (await this.db.all<Row>('SELECT * FROM machine_tickets WHERE holder = ? ORDER BY issued_at, code', [holder])).map(ticketOf);
  }

  /** Cashes out `amount` of the player's credit as a ticket; the same key again is the same ticket. */
  async issue(holder: string, amount: number, key: string): Promise<{ ticket: Ticket; duplicate: boolean }> {
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount % this.policy.denomination)
      throw new HttpError(400, 'tickets/bad-amount', `a ticket is paid out in whole multiples of ${this.policy.denomination}`, '003 §4.2.1');
    return this.db.tx(async (q) => {
      const again = await q.one<Row>('SELECT * FROM machine_tickets WHERE holder = ? AND idem_key = ?', [holder, key]);
      if (again) return { ticket: ticketOf(again), duplicate: true };
      const at = this.now();
      const ticket: Ticket = { code: newCode(this.rng()), casino: this.policy.casino, amount, holder, issuedAt: at, expiresAt: at + this.policy.validDays * DAY, redeemedAt: null };
      await ensureAccount(q, TICKETS_ACCOUNT);
      // 000 GP9: a wallet short of the amount refuses the whole cash-out (InsufficientFundsError), nothing written.
      await postEntry(q, entry('ticket-issue', [{ account: walletAccount(holder), amount: -amount }, { account: TICKETS_ACCOUNT, amount }], `ticket ${ticket.code}`), { at, idemKey: `ticket:${holder}:${key}` });
      await q.run('INSERT INTO machine_tickets (code, casino, amount, holder, idem_key, issued_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [ticket.code, ticket.casino, amount, holder, key, ticket.issuedAt, ticket.expiresAt]);
      return { ticket, duplicate: false };
    });
  }

  /**
   * The cashier cashes a ticket as presented (its code, amount and casino as printed). Refused, with nothing written:
   * another casino's ticket, an unknown code, a ticket already cashed (a copy), an expired one, or one whose amount
   * is not the amount issued.
   */
  async redeem(presented: Presented, by: { actor: string; address?: string | null }): Promise<Ticket> {
    return this.db.tx(async (q) => {
      const t = await this.take(q, presented, by.actor);
      await postEntry(q, entry('ticket-redeem', [{ account: TICKETS_ACCOUNT, amount: -t.amount }, { account: EXTERNAL, amount: t.amount }], `ticket ${t.code} cashed by ${by.actor}`), { at: t.redeemedAt as number, idemKey: `ticket-redeem:${t.code}` });
      await appendStaffLog(q, { actor: by.actor, action: 'ticket-cashed', target: t.code, details: { amount: t.amount, holder: t.holder }, address: by.address ?? null });
      return t;
    });
  }

  /**
   * The ticket as presented, checked and marked cashed (by `by`), in the caller's transaction. Refused, with nothing
   * written: another casino's ticket, an unknown code, a ticket already cashed (a copy), an expired one, or one whose
   * amount is not the amount issued.
   */
  private async take(q: Sql, presented: Presented, by: string): Promise<Ticket> {
    if (presented.casino !== this.policy.casino) throw new HttpError(403, 'tickets/other-casino', `a ticket of ${presented.casino} is cashed only there`, '003 §4.3.4');
    const r = await q.one<Row>('SELECT * FROM machine_tickets WHERE code = ?', [presented.code]);
    if (!r) throw new HttpError(404, 'tickets/unknown', 'no ticket was issued with this code', '003 §4.3.5');
    const t = ticketOf(r);
    if (t.casino !== this.policy.casino) throw new HttpError(403, 'tickets/other-casino', `a ticket of ${t.casino} is cashed only there`, '003 §4.3.4');
    if (t.redeemedAt !== null) throw new HttpError(409, 'tickets/already-cashed', 'this ticket was cashed already: a copy is not paid', '003 §4.3.1, §4.3.6');
    const at = this.now();
    if (at > t.expiresAt) throw new HttpError(410, 'tickets/expired', `the ticket was valid until ${new Date(t.expiresAt).toISOString()}`, '003 §4.3.4, §4.3.5, §1.2.4');
    if (presented.amount !== t.amount) throw new HttpError(409, 'tickets/amount-differs', 'the amount presented is not the amount the ticket was issued for', '003 §4.3.2, §4.3.3');
    const w = await q.run('UPDATE machine_tickets SET redeemed_at = ?, redeemed_by = ? WHERE code = ? AND redeemed_at IS NULL', [at, by, t.code]);
    if (w.changes !== 1) throw new HttpError(409, 'tickets/already-cashed', 'this ticket was cashed already: a copy is not paid', '003 §4.3.6');
    return { ...t, redeemedAt: at };
  }

  /**
   * A machine's cash-out (003 §4.3.2): the player's whole credit at the machine — the seat stack at its table — leaves
   * as a ticket for exactly that amount (`ticket-issue`: stack → `pool:tickets`). No credit, no ticket. The same key
   * again is the same ticket. The table runtime runs it between games (`TableRuntime.stackOutside`).
   */
  async issueFromCredit(tableId: string, holder: string, key: string): Promise<{ ticket: Ticket; duplicate: boolean }> {
    return this.db.tx(async (q) => {
      const again = await q.one<Row>('SELECT * FROM machine_tickets WHERE holder = ? AND idem_key = ?', [holder, key]);
      if (again) return { ticket: ticketOf(again), duplicate: true };
      const stack = stackAccount(tableId, holder);
      const amount = Number((await q.one<{ balance: number | string }>('SELECT balance FROM ledger_accounts WHERE id = ?', [stack]))?.balance ?? 0);
      if (amount <= 0) throw new HttpError(409, 'tickets/no-credit', 'there is no credit on this machine to pay out', '003 §4.3.2');
      const at = this.now();
      const ticket: Ticket = { code: newCode(this.rng()), casino: this.policy.casino, amount, holder, issuedAt: at, expiresAt: at + this.policy.validDays * DAY, redeemedAt: null };
      await ensureAccount(q, TICKETS_ACCOUNT);
      await postEntry(q, entry('ticket-issue', [{ account: stack, amount: -amount }, { account: TICKETS_ACCOUNT, amount }], `ticket ${ticket.code} from the credit at ${tableId}`), { at, tableId, idemKey: `ticket:${holder}:${key}` });
      await q.run('INSERT INTO machine_tickets (code, casino, amount, holder, idem_key, issued_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [ticket.code, ticket.casino, amount, holder, key, ticket.issuedAt, ticket.expiresAt]);
      return { ticket, duplicate: false };
    });
  }

  /**
   * A ticket inserted into a machine (003 §4.2.2): redeemed once, as at the cashier and with the same refusals, its
   * amount loaded as the player's credit there (`ticket-redeem`: `pool:tickets` → the seat stack at the machine's
   * table). A ticket is a bearer cash substitute: whoever inserts it is credited.
   */
  async loadAsCredit(presented: Presented, tableId: string, player: string): Promise<{ ticket: Ticket; credited: number }> {
    return this.db.tx(async (q) => {
      const t = await this.take(q, presented, `machine:${tableId}:${player}`);
      const stack = stackAccount(tableId, player);
      await ensureAccount(q, stack, 'stack');
      await postEntry(q, entry('ticket-redeem', [{ account: TICKETS_ACCOUNT, amount: -t.amount }, { account: stack, amount: t.amount }], `ticket ${t.code} loaded as credit at ${tableId} by ${player}`), { at: t.redeemedAt as number, tableId, idemKey: `ticket-redeem:${t.code}` });
      return { ticket: t, credited: t.amount };
    });
  }
}

/** A ticket as presented: its validation code, amount and casino as printed on it. */
export interface Presented {
  readonly code: string;
  readonly amount: number;
  readonly casino: string;
}
