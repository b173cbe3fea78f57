/**
 * @module server/tables/lease-directory
 * The table directory (STYLE §4): which process runs which table. Tables are independent units owned by one
 * process at a time through a lease row (`table_leases`: owner, URL, expiry) that the owner renews; a lease that
 * expired, or whose owner process is known dead on this host, may be taken over. Every table write also renews
 * the lease in its own transaction (server/store/table-store), so a process that lost a lease cannot write.
 */
import { hostname } from 'node:os';
import { procedure, type Db } from '../db/db.js';

export interface TableDirectory {
  /** This process's owner id. */
  readonly owner: string;
  claim(tableId: string): Promise<boolean>;
  /** Renews the leases; returns the ids this process no longer holds. */
  renew(tableIds: readonly string[]): Promise<string[]>;
  release(tableId: string): Promise<void>;
  locate(tableId: string): Promise<{ owner: string; url: string | null; expiresAt: number } | null>;
}

/** `host:pid:nonce`: a new nonce per start, so a reused pid is never mistaken for the old owner. */
export const ownerId = (nonce: string): string => `${hostname()}:${process.pid}:${nonce}`;

function deadOnThisHost(owner: string): boolean {
  const [host, pid] = owner.split(':');
  if (host !== hostname() || !pid) return false;
  if (Number(pid) === process.pid) return !LIVE.has(owner);
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (e) {
    return (e as { code?: string }).code === 'ESRCH';
  }
}
/**
 * Renews `owner`'s leases on `tableIds` until `until`; returns the ids it still held. One transaction, a statement
 * per 500 tables (a statement per table was a commit each: a stall every tick); a procedure, so with SQLite it runs
 * on the database thread in one message.
 */
const renewTx = procedure(import.meta.url, 'renew', async (q, a: { owner: string; url: string | null; until: number; tableIds: readonly string[] }): Promise<string[]> => {
  const kept: string[] = [];
  for (let i = 0; i < a.tableIds.length; i += 500) {
    const ids = a.tableIds.slice(i, i + 500);
    const rows = await q.all<{ table_id: string }>(
      `UPDATE table_leases SET expires_at = ?, url = ? WHERE owner = ? AND table_id IN (${ids.map(() => '?').join(', ')}) RETURNING table_id`,
      [a.until, a.url, a.owner, ...ids],
    );
    for (const r of rows) kept.push(r.table_id);
  }
  return kept;
});

/** Owner ids of the directories alive in this process (a server started and stopped in-process, as in tests). */
const LIVE = new Set<string>();

export class LeaseDirectory implements TableDirectory {
  constructor(
    private readonly db: Db,
    readonly owner: string,
    private url: string | null,
    private readonly ttlMs: number,
  ) {
    LIVE.add(owner);
  }

  /** The WebSocket URL clients are sent to for this process's tables (known once the server listens). */
  setUrl(url: string | null): void {
    this.url = url;
  }

  /** This owner is gone: its leases may be taken over at once by a process on this host. */
  close(): void {
    LIVE.delete(this.owner);
  }

  async claim(tableId: string): Promise<boolean> {
    const now = Date.now();
    const r = await this.db.run(
      'INSERT INTO table_leases (table_id, owner, url, expires_at) VALUES (?, ?, ?, ?) ON CONFLICT (table_id) DO UPDATE SET owner = excluded.owner, url = excluded.url, expires_at = excluded.expires_at WHERE table_leases.expires_at < ? OR table_leases.owner = ?',
      [tableId, this.owner, this.url, now + this.ttlMs, now, this.owner],
    );
    if (r.changes === 1) return true;
    const cur = await this.locate(tableId);
    if (!cur || !deadOnThisHost(cur.owner)) return false;
    const t = await this.db.run('UPDATE table_leases SET owner = ?, url = ?, expires_at = ? WHERE table_id = ? AND owner = ?', [this.owner, this.url, now + this.ttlMs, tableId, cur.owner]);
    return t.changes === 1;
  }

  async renew(tableIds: readonly string[]): Promise<string[]> {
    if (tableIds.length === 0) return [];
    const kept = new Set(await this.db.call(renewTx, { owner: this.owner, url: this.url, until: Date.now() + this.ttlMs, tableIds }));
    return tableIds.filter((id) => !kept.has(id));
  }

  async release(tableId: string): Promise<void> {
    await this.db.run('DELETE FROM table_leases WHERE table_id = ? AND owner = ?', [tableId, this.owner]);
  }

  async locate(tableId: string): Promise<{ owner: string; url: string | null; expiresAt: number } | null> {
    const r = await this.db.one<{ owner: string; url: string | null; expires_at: number }>('SELECT owner, url, expires_at FROM table_leases WHERE table_id = ?', [tableId]);
    return r ? { owner: r.owner, url: r.url, expiresAt: Number(r.expires_at) } : null;
  }
}
