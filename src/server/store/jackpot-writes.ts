/**
 * @module server/store/jackpot-writes
 * The jackpot's part of a table's transaction (server/store/table-writes): a jackpot bet is checked against the
 * jackpot's row (003 §2.3.5: refused while it is out of order; refused for a jackpot that does not exist or does not
 * take this game), and a round's jackpot movements are resolved from the pools' balances read here, inside the
 * transaction, after their accounts were locked (src/jackpots/resolve): two tables paying the same jackpot at once are
 * serialised by that lock (PostgreSQL) or by the single writer (SQLite), so the second reads what the first left.
 */
import { JackpotOutOfOrderError, UnknownJackpotError } from '../../jackpots/errors.js';
import { jackpotAccount, jackpotDefinitionSchema, type JackpotDefinition, type JackpotStatus } from '../../jackpots/jackpot.js';
import { resolveJackpots, type PoolState, type Resolution } from '../../jackpots/resolve.js';
import { resolveWithLinkedHalls } from '../../jackpots/linked-halls.js';
import type { JackpotResult } from '../../core/settlement.js';
import type { Sql } from '../db/db.js';
import { appendStaffLog } from '../audit/staff-log.js';
import { withDayClose } from './jackpot-day-close.js';

interface JackpotRow {
  [k: string]: unknown;
  id: string;
  definition: string;
  status: string;
  balance: number | null;
}

/** The jackpots' definitions (the status column is the one that counts) and their pools' balances. */
export async function readJackpots(q: Sql, ids: readonly string[]): Promise<Map<string, PoolState>> {
  const out = new Map<string, PoolState>();
  if (!ids.length) return out;
  const rows = await q.all<JackpotRow>(
    `SELECT j.id, j.definition, j.status, a.balance FROM jackpots j LEFT JOIN ledger_accounts a ON a.id = 'pool:jackpot-' || j.id WHERE j.id IN (${ids.map(() => '?').join(', ')})`,
    [...ids],
  );
  for (const r of rows) out.set(r.id, { def: { ...jackpotDefinitionSchema.parse(JSON.parse(r.definition)), status: r.status as JackpotStatus }, balance: Number(r.balance ?? 0) });
  return out;
}

/** Refuses the action whose stakes bet on a jackpot that is out of order, unknown, or not this table's game's. */
export async function checkJackpotBets(q: Sql, tableId: string, ids: readonly string[]): Promise<void> {
  const wanted = [...new Set(ids)].sort();
  if (!wanted.length) return;
  const found = await readJackpots(q, wanted);
  const game = (await q.one<{ game: string }>('SELECT game FROM game_tables WHERE id = ?', [tableId]))?.game ?? null;
  for (const id of wanted) {
    const j = found.get(id);
    if (!j) throw new UnknownJackpotError(id);
    if (game !== null && !j.def.games.includes(game)) throw new UnknownJackpotError(id, `it does not take ${game} bets`);
    if (j.def.status !== 'in-order') throw new JackpotOutOfOrderError(id);
  }
}

/**
 * A round's jackpot entries from the pools as they stand in this transaction (their accounts already locked); `at`:
 * the transaction's time, for a prize on the amount at the casino day's close (003 §3.3.4: jackpot-day-close).
 */
export async function resolveInTx(q: Sql, tableId: string, result: JackpotResult, payTo: Readonly<Record<string, string>>, at = Date.now()): Promise<Resolution> {
  const ids = [...new Set([...result.contributions.map((c) => c.jackpot), ...result.awards.map((a) => a.jackpot)])].sort();
  const read = await readJackpots(q, ids);
  const pools = await withDayClose(q, Object.fromEntries(read), result, at);
  const pay = (b: string): string => payTo[b] ?? `wallet:${b}`;
  // A linked bingo hall's parts (000-A3 para 4) take part only while their pool is in order and takes this game.
  let r: Resolution;
  if ([...result.contributions, ...result.awards].some((x) => x.linked)) {
    const game = (await q.one<{ game: string }>('SELECT game FROM game_tables WHERE id = ?', [tableId]))?.game ?? null;
    r = resolveWithLinkedHalls(tableId, game, result, pools, pay, at);
  } else r = resolveJackpots(tableId, result, pools, pay, at);
  await recordPrizesInKind(q, tableId, r, read, at);
  return r;
}

/**
 * A prize in kind won this round (the car, 003 §4.5.3): a staff-log line for the staff to hand it over to the winner
 * by the date 003 §1.2.5 allows (two weeks), in the round's transaction: the ledger holds its value at cost in
 * `pool:prizes-in-kind` until then (src/jackpots/machine-jackpot).
 */
export async function recordPrizesInKind(q: Sql, tableId: string, r: Resolution, pools: ReadonlyMap<string, PoolState>, at: number): Promise<void> {
  for (const a of r.awards) {
    const prize = pools.get(a.jackpot)?.def.prize;
    if (!prize) continue;
    const by = new Date(at + prize.handOverDays * 86_400_000).toISOString().slice(0, 10);
    await appendStaffLog(q, { actor: 'system', action: 'prize-in-kind-won', target: a.jackpot, details: { player: a.bettor, machine: tableId, item: prize.item, value: prize.value, handOverBy: by, cite: '003 §4.5.3, §1.2.5' } }, at);
  }
}

/** The definition a jackpot row holds, with its status. */
export const definitionOf = (r: { definition: string; status: string }): JackpotDefinition => ({ ...jackpotDefinitionSchema.parse(JSON.parse(r.definition)), status: r.status as JackpotStatus });

export { jackpotAccount };
