/**
 * @module server/audit/staff-log
 * The staff audit log: every staff action (accounts opened, roles changed, cashier credits and debits, tables
 * created, dealer commands) and every failed or throttled sign-in, one row each, written in the same transaction as
 * the action it records where the action has one. Append-only: this module only inserts and reads (and the database
 * refuses UPDATE and DELETE on the table: migration 4). The auditor reads it newest first
 * (`GET /api/audit/staff-log`).
 */
import type { z } from 'zod';
import type { staffLogEntry } from '../../protocol/http.js';
import type { Sql, SqlValue } from '../db/db.js';

/** What an entry records (src/protocol/http.ts `staffLogEntry`). */
export type StaffAction = z.infer<typeof staffLogEntry>['action'];

export interface StaffLogEntry {
  /** The account that acted; null for the installation command (`croupier admin create`) or an unknown name. */
  readonly actor: string | null;
  readonly action: StaffAction;
  /** The account or table acted on. */
  readonly target: string | null;
  readonly details?: Record<string, unknown>;
  /** The client's address, when the action came over HTTP. */
  readonly address?: string | null;
}

export interface StaffLogRow extends Required<Omit<StaffLogEntry, 'details'>> {
  readonly id: number;
  readonly at: string;
  readonly details: Record<string, unknown>;
}

/** Appends one entry; call inside the transaction of the action it records. */
export async function appendStaffLog(q: Sql, e: StaffLogEntry, at = Date.now()): Promise<void> {
  await q.run('INSERT INTO staff_log (at, actor, action, target, details, address) VALUES (?, ?, ?, ?, ?, ?)', [at, e.actor, e.action, e.target, JSON.stringify(e.details ?? {}), e.address ?? null]);
}

/** Newest first: up to `limit` entries with an id below `before` (the previous page's last id), if given. */
export async function readStaffLog(q: Sql, o: { before?: number; limit: number; actor?: string; action?: string }): Promise<{ entries: StaffLogRow[]; next: number | null }> {
  const where: string[] = [];
  const params: SqlValue[] = [];
  const filter = (sql: string, v: SqlValue | undefined): void => {
    if (v === undefined) return;
    where.push(sql);
    params.push(v);
  };
  filter('id < ?', o.before);
  filter('actor = ?', o.actor);
  filter('action = ?', o.action);
  params.push(o.limit + 1);
  const rows = await q.all<{ id: number; at: number; actor: string | null; action: string; target: string | null; details: string; address: string | null }>(
    `SELECT id, at, actor, action, target, details, address FROM staff_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`,
    params,
  );
  const page = rows.slice(0, o.limit);
  return {
    entries: page.map((r) => ({ id: Number(r.id), at: new Date(Number(r.at)).toISOString(), actor: r.actor, action: r.action as StaffAction, target: r.target, details: JSON.parse(r.details) as Record<string, unknown>, address: r.address })),
    next: rows.length > o.limit ? Number(page[page.length - 1]?.id) : null,
  };
}
