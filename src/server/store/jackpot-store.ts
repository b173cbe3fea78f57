/**
 * @module server/store/jackpot-store
 * The progressive jackpots in the database (`jackpots` table, migration 10; docs/jackpots.md): the administrator
 * creates one (its definition validated whole; its pool account opened and the seed paid into it by the funder, in one
 * transaction with its staff-log line) and sets it in or out of order (003 §2.3.5); anyone reads the amounts for the
 * displays. The amount is the pool's ledger balance, never a column: it survives a crash as any money does. A table
 * takes part by naming the jackpot in its configuration (`jackpot: { id, stake }`, the game's table schema).
 */
import { appendStaffLog } from '../audit/staff-log.js';
import { ensureAccount, postEntry } from '../../ledger/ledger-store.js';
import { JackpotConfigError } from '../../jackpots/errors.js';
import { jackpotAccount, jackpotDefinitionSchema, type JackpotDefinition, type JackpotStatus } from '../../jackpots/jackpot.js';
import { seedEntry } from '../../jackpots/resolve.js';
import { PRIZES_IN_KIND } from '../../jackpots/machine-jackpot.js';
import type { Db } from '../db/db.js';
import type { Requester } from './account-store.js';
import { definitionOf } from './jackpot-writes.js';

/** A jackpot as the displays and the staff read it: its definition, its status and the amount in its pool. */
export interface JackpotSummary extends JackpotDefinition {
  readonly amount: number;
}

interface Row {
  [k: string]: unknown;
  id: string;
  definition: string;
  status: string;
  balance: number | null;
}

const SELECT = "SELECT j.id, j.definition, j.status, a.balance FROM jackpots j LEFT JOIN ledger_accounts a ON a.id = 'pool:jackpot-' || j.id";
const summary = (r: Row): JackpotSummary => ({ ...definitionOf(r), amount: Number(r.balance ?? 0) });

export class JackpotStore {
  constructor(private readonly db: Db) {}

  async list(): Promise<JackpotSummary[]> {
    return (await this.db.all<Row>(`${SELECT} ORDER BY j.created_at, j.id`)).map(summary);
  }

  async get(id: string): Promise<JackpotSummary | null> {
    const r = await this.db.one<Row>(`${SELECT} WHERE j.id = ?`, [id]);
    return r ? summary(r) : null;
  }

  /** Creates a jackpot: the row, its pool account and the seed paid in by the funder; refused whole if invalid or taken. */
  async create(input: unknown, by: Requester): Promise<JackpotSummary> {
    const parsed = jackpotDefinitionSchema.safeParse(input);
    if (!parsed.success) throw new JackpotConfigError('jackpot/invalid', parsed.error.issues.map((i) => `${i.path.join('.') || 'jackpot'}: ${i.message}`).join('; '));
    const def = parsed.data;
    await this.db.tx(async (q) => {
      if (await q.one('SELECT id FROM jackpots WHERE id = ?', [def.id])) throw new JackpotConfigError('jackpot/exists', `a jackpot ${def.id} already exists`, { jackpot: def.id });
      const { status, ...rest } = def;
      await q.run('INSERT INTO jackpots (id, definition, status, created_at, created_by) VALUES (?, ?, ?, ?, ?)', [def.id, JSON.stringify(rest), status, Date.now(), by.actor]);
      await ensureAccount(q, jackpotAccount(def.id), 'pool');
      // A prize in kind (the car, 003 §4.5.3) is owed, at cost, in this account until it is handed over.
      if (def.prize) await ensureAccount(q, PRIZES_IN_KIND, 'pool');
      const seed = seedEntry(def);
      if (seed) await postEntry(q, seed, { at: Date.now(), idemKey: `jackpot:${def.id}:seed` });
      await appendStaffLog(q, { actor: by.actor, action: 'jackpot-created', target: def.id, details: { games: def.games, share: def.share, seed: def.seed, cap: def.cap, status, cite: def.cite }, address: by.address ?? null });
    });
    return (await this.get(def.id)) as JackpotSummary;
  }

  /** Sets a jackpot in or out of order (003 §2.3.5: out of order, it takes no bet); a staff-log line either way. */
  async setStatus(id: string, status: JackpotStatus, by: Requester): Promise<JackpotSummary> {
    await this.db.tx(async (q) => {
      const r = await q.run('UPDATE jackpots SET status = ? WHERE id = ?', [status, id]);
      if (r.changes !== 1) throw new JackpotConfigError('jackpot/unknown', `no jackpot ${id}`, { jackpot: id });
      await appendStaffLog(q, { actor: by.actor, action: 'jackpot-status', target: id, details: { status, cite: '003 §2.3.5' }, address: by.address ?? null });
    });
    return (await this.get(id)) as JackpotSummary;
  }
}
