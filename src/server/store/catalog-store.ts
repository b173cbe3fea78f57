/**
 * @module server/store/catalog-store
 * The tables a casino runs (game, profile, configuration, status), as stored rows. Creating a table opens its
 * ledger account (`table:<id>`), where the chips at risk in its rounds sit.
 */
import { expandState } from '../../table/state-digest.js';
import { loadBlob } from './blobs.js';
import { tableAccount } from '../../ledger/accounts.js';
import { ensureAccount } from '../../ledger/ledger-store.js';
import type { TableRecord, TableStatus } from '../../table/table-port.js';
import type { Db } from '../db/db.js';
import { appendStaffLog } from '../audit/staff-log.js';

interface TableRow {
  id: string;
  game: string;
  profile: string;
  name: string;
  config: string;
  pending_config: string | null;
  boxes: number;
  max_boxes_per_player: number;
  status: string;
  carry: string | null;
  next_round_no: number;
  frozen?: string | null;
}

const fromRow = (r: TableRow): TableRecord => ({
  id: r.id,
  game: r.game,
  profile: r.profile,
  name: r.name,
  config: JSON.parse(r.config),
  pendingConfig: r.pending_config === null ? null : JSON.parse(r.pending_config),
  boxes: Number(r.boxes),
  maxBoxesPerPlayer: Number(r.max_boxes_per_player),
  status: r.status as TableStatus,
  carry: r.carry === null ? null : JSON.parse(r.carry),
  nextRoundNo: Number(r.next_round_no),
  frozen: r.frozen ?? null,
});

/** A table as listed: everything but the carry. */
export type TableListing = Omit<TableRecord, 'carry'>;

export class CatalogStore {
  constructor(private readonly db: Db) {}

  /**
   * Every table without its carry (the lobby and the lease sweep need none: `get` reads a table whole). The carry
   * of every table, parsed every few seconds by the sweep, would stall the event loop as tables grow in number.
   */
  async list(): Promise<TableListing[]> {
    const rows = await this.db.all<Omit<TableRow, 'carry'> & Record<string, unknown>>(
      'SELECT id, game, profile, name, config, pending_config, boxes, max_boxes_per_player, status, next_round_no, frozen FROM game_tables ORDER BY id',
    );
    return rows.map((r) => {
      const { carry: _, ...rest } = fromRow({ ...r, carry: null });
      return rest;
    });
  }

  async get(id: string): Promise<TableRecord | null> {
    const r = await this.db.one<TableRow & Record<string, unknown>>('SELECT * FROM game_tables WHERE id = ?', [id]);
    return r ? this.withCarry(fromRow(r)) : null;
  }

  /** The carry is stored compact (its shoe's card orders by hash, table/state-digest): put them back. */
  private async withCarry(t: TableRecord): Promise<TableRecord> {
    return t.carry === null ? t : { ...t, carry: await expandState(t.carry, (h) => loadBlob(this.db, h)) };
  }

  /**
   * Creates the table (status open) unless one with that id exists; returns whether it was created. With `by` (an
   * administrator's request), the creation is written to the staff log in the same transaction.
   */
  async create(t: { id: string; game: string; profile: string; name: string; config: unknown; boxes: number; maxBoxesPerPlayer: number }, by?: { actor: string; address?: string | null }): Promise<boolean> {
    return this.db.tx(async (q) => {
      const r = await q.run(
        "INSERT INTO game_tables (id, game, profile, name, config, pending_config, boxes, max_boxes_per_player, status, carry, next_round_no, created_at) VALUES (?, ?, ?, ?, ?, NULL, ?, ?, 'open', NULL, 1, ?) ON CONFLICT (id) DO NOTHING",
        [t.id, t.game, t.profile, t.name, JSON.stringify(t.config), t.boxes, t.maxBoxesPerPlayer, Date.now()],
      );
      await ensureAccount(q, tableAccount(t.id), 'table');
      if (by && r.changes === 1)
        await appendStaffLog(q, { actor: by.actor, action: 'table-created', target: t.id, details: { game: t.game, profile: t.profile, name: t.name, config: t.config }, address: by.address ?? null });
      return r.changes === 1;
    });
  }

  /** The other tables of `game`, not closed, where `holder` holds a seat (000 §08 IV: one table at a time). */
  async seatedElsewhere(holder: string, game: string, except: string): Promise<string[]> {
    const rows = await this.db.all<{ table_id: string }>(
      "SELECT DISTINCT s.table_id FROM seats s JOIN game_tables t ON t.id = s.table_id WHERE s.holder = ? AND t.game = ? AND s.table_id <> ? AND t.status <> 'closed' ORDER BY s.table_id",
      [holder, game, except],
    );
    return rows.map((r) => r.table_id);
  }

  /** Seat holders per table, for the lobby. */
  async seated(): Promise<Map<string, { box: number; holder: string }[]>> {
    const rows = await this.db.all<{ table_id: string; box: number; holder: string }>('SELECT table_id, box, holder FROM seats ORDER BY table_id, box');
    const m = new Map<string, { box: number; holder: string }[]>();
    for (const r of rows) m.set(r.table_id, [...(m.get(r.table_id) ?? []), { box: Number(r.box), holder: r.holder }]);
    return m;
  }
}
