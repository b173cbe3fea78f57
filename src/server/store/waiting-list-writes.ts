/**
 * @module server/store/waiting-list-writes
 * The waiting list's and the absences' transactions (table/waiting-list, table/presence), as procedures of the table
 * store: fenced by the table's lease like every write of its runtime (one writer per table). A change to the list is
 * written with its line in the staff log (`waiting-list`: who joined, was offered which seat until when, took it, let
 * it lapse, left or was removed for a tournament), so the auditor can check that no seat was obtained out of turn
 * (003 §3.2.6).
 */
import type { WaitingChange } from '../../table/table-port.js';
import { appendStaffLog } from '../audit/staff-log.js';
import { procedure } from '../db/db.js';
import { fence, type Fenced } from './table-writes.js';

const M = import.meta.url;

export interface WaitingListArgs extends Fenced {
  readonly change: WaitingChange;
  readonly at: number;
}

export const waitingListTx = procedure(M, 'waitingList', async (q, a: WaitingListArgs): Promise<{ seq: number }> => {
  await fence(q, a.fence);
  const c = a.change;
  let seq = 0;
  if (c.event === 'joined') {
    const last = await q.one<{ seq: number | null }>('SELECT MAX(seq) AS seq FROM waiting_list WHERE table_id = ?', [a.tableId]);
    seq = Number(last?.seq ?? 0) + 1;
    await q.run('INSERT INTO waiting_list (table_id, username, seq, joined_at) VALUES (?, ?, ?, ?)', [a.tableId, c.username, seq, a.at]);
  } else if (c.event === 'offered') await q.run('UPDATE waiting_list SET offer_box = ?, offer_until = ? WHERE table_id = ? AND username = ?', [c.box, c.until, a.tableId, c.username]);
  else await q.run('DELETE FROM waiting_list WHERE table_id = ? AND username = ?', [a.tableId, c.username]);
  const { event, username, ...rest } = c;
  // The player acts when he joins, leaves or sits; the table itself offers a seat, lets it lapse, or removes him.
  const actor = event === 'joined' || event === 'asked' || event === 'seated' ? username : null;
  await appendStaffLog(q, { actor, action: 'waiting-list', target: a.tableId, details: { event, player: username, ...(seq ? { seq } : {}), ...rest } }, a.at);
  return { seq };
});

export interface AbsenceArgs extends Fenced {
  readonly username: string;
  readonly since: number | null;
}

export const absenceTx = procedure(M, 'absence', async (q, a: AbsenceArgs): Promise<void> => {
  await fence(q, a.fence);
  if (a.since === null) await q.run('DELETE FROM table_absences WHERE table_id = ? AND username = ?', [a.tableId, a.username]);
  else await q.run('INSERT INTO table_absences (table_id, username, since) VALUES (?, ?, ?) ON CONFLICT (table_id, username) DO UPDATE SET since = excluded.since', [a.tableId, a.username, a.since]);
});
