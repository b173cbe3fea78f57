/**
 * @module server/store/draw-store
 * The draw games in the database (`draws` table): each operation reads a draw's state, applies one operation of
 * src/draws/draw-book and writes the new state with the ledger entries it caused and a staff-log line, in one
 * transaction; the row's version serialises concurrent operations (a lost race is retried on the new state). A sale
 * carries the buyer's idempotency key: the same key again returns the ticket already sold, and no second sale.
 */
import { appendStaffLog } from '../audit/staff-log.js';
import { postEntry } from '../../ledger/ledger-store.js';
import type { Entry } from '../../ledger/postings.js';
import type { Sql } from '../../ledger/sql.js';
import type { Rng } from '../../rng/rng.js';
import { closeSale, draw, DrawError, openDraw, pay, sell, type DrawState, type Ticket, type Win } from '../../draws/draw-book.js';
import type { Db } from '../db/db.js';
import type { Requester } from './account-store.js';
import { bumpVersion, versionedTx } from './versioned-row.js';

interface Row {
  [k: string]: unknown;
  state: string;
  version: number;
}

/** What one operation does: the new state, its ledger entries, its answer, the staff-log line of a staff action. */
interface Change<T> {
  readonly state: DrawState;
  readonly entries: readonly Entry[];
  readonly out: T;
  readonly log?: { readonly actor: string | null; readonly action: 'draw-open' | 'draw-close' | 'draw-held' | 'draw-prize-paid'; readonly details: Record<string, unknown>; readonly address?: string | null };
  /** The ledger entries' idempotency key (a player's purchase). */
  readonly idem?: string;
}

export interface DrawSummary {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly phase: DrawState['phase'];
  readonly price: number;
  readonly sold: number;
  readonly takings: number;
  readonly prizesWon: number;
  readonly prizesPaid: number;
  readonly unpaid: number;
  readonly organiser: number;
  readonly carriedOut: number;
  readonly commitment: string;
}

export const summaryOf = (s: DrawState): DrawSummary => {
  const price = s.config.kind === 'promotion' ? 0 : s.config.price;
  const won = s.wins.reduce((a, w) => a + w.amount, 0);
  const paid = s.wins.filter((w) => w.paid).reduce((a, w) => a + w.amount, 0);
  return { id: s.config.id, name: s.config.name, kind: s.config.kind, phase: s.phase, price, sold: s.tickets.length, takings: price * s.tickets.length, prizesWon: won, prizesPaid: paid, unpaid: won - paid, organiser: s.organiser, carriedOut: s.carriedOut, commitment: s.commitment };
};

export class DrawStore {
  constructor(private readonly db: Db, private readonly rng: () => Rng) {}

  async list(): Promise<DrawState[]> {
    const rows = await this.db.all<Row>('SELECT state, version FROM draws ORDER BY opened_at, id');
    return rows.map((r) => JSON.parse(r.state) as DrawState);
  }

  async get(id: string): Promise<DrawState | null> {
    const r = await this.db.one<Row>('SELECT state, version FROM draws WHERE id = ?', [id]);
    return r ? (JSON.parse(r.state) as DrawState) : null;
  }

  /** Opens a draw game from its configuration (validated whole; refused with the paragraph it breaks). */
  async open(config: unknown, by: Requester): Promise<DrawState> {
    const state = openDraw(config, this.rng());
    if (await this.get(state.config.id)) throw new DrawError('exists', `a draw game ${state.config.id} already exists`);
    await this.db.tx(async (q) => {
      await q.run('INSERT INTO draws (id, kind, state, version, opened_at, opened_by) VALUES (?, ?, ?, 1, ?, ?)', [state.config.id, state.config.kind, JSON.stringify(state), Date.now(), by.actor]);
      await appendStaffLog(q, { actor: by.actor, action: 'draw-open', target: state.config.id, details: { kind: state.config.kind, commitment: state.commitment }, address: by.address ?? null });
    });
    return state;
  }

  /**
   * Runs one operation on a draw in a transaction: reads the state, applies `op`, posts its entries (a wallet short
   * of the price refuses the whole operation), writes the state; retried when another operation won the race.
   */
  private async change<T>(id: string, op: (s: DrawState, q: Sql) => Promise<Change<T>>): Promise<T> {
    return versionedTx(this.db, async (q) => {
      const r = await q.one<Row>('SELECT state, version FROM draws WHERE id = ?', [id]);
      if (!r) throw new DrawError('unknown', `no draw game ${id}`);
      const before = JSON.parse(r.state) as DrawState;
      const { state, entries, out, log, idem } = await op(before, q);
      if (state === before) return out;
      const at = Date.now();
      for (const e of entries) await postEntry(q, e, { at, ...(idem ? { idemKey: `${idem}:${e.kind}` } : {}) });
      await bumpVersion(q, 'draws', id, Number(r.version), { state: JSON.stringify(state) });
      if (log) await appendStaffLog(q, { actor: log.actor, action: log.action, target: id, details: log.details, address: log.address ?? null });
      return out;
    });
  }

  /** A player buys a ticket with the wallet's money; the same `key` again is the same ticket. */
  async buy(id: string, username: string, key: string, numbers?: readonly number[]): Promise<{ ticket: Ticket; duplicate: boolean }> {
    return this.change<{ ticket: Ticket; duplicate: boolean }>(id, async (s) => {
      const again = s.tickets.find((t) => t.holder === username && t.key === key);
      if (again) return { state: s, entries: [], out: { ticket: again, duplicate: true } };
      const r = sell(s, { holder: username, key, ...(numbers ? { numbers } : {}) }, this.rng());
      return { state: r.state, entries: r.entries, out: { ticket: r.ticket, duplicate: false }, idem: `draw:${id}:${username}:${key}` };
    });
  }

  async close(id: string, by: Requester): Promise<DrawState> {
    return this.change(id, async (s) => {
      const state = closeSale(s);
      return { state, entries: [], out: state, log: { actor: by.actor, action: 'draw-close', details: { sold: s.tickets.length }, address: by.address ?? null } };
    });
  }

  async draw(id: string, by: Requester): Promise<DrawState> {
    return this.change(id, async (s) => {
      const r = draw(s);
      return { state: r.state, entries: r.entries, out: r.state, log: { actor: by.actor, action: 'draw-held', details: { result: r.state.result, wins: r.state.wins.length }, address: by.address ?? null } };
    });
  }

  /** The cashier pays a win to its holder's wallet (a drawn ticket by number, an instant ticket by its code). */
  async pay(id: string, ticket: { no?: number; code?: string }, by: Requester): Promise<Win> {
    return this.change(id, async (s) => {
      const r = pay(s, ticket);
      return { state: r.state, entries: r.entries, out: r.win, log: { actor: by.actor, action: 'draw-prize-paid', details: { no: r.win.no, holder: r.win.holder, amount: r.win.amount, ...(r.win.prize ? { prize: r.win.prize } : {}) }, address: by.address ?? null } };
    });
  }
}
