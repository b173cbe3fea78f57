/**
 * @module server/store/jackpot-day-close
 * The amount that counts for a poker-room jackpot's prize (003 §3.3.4: the jackpot's state at the close of the
 * previous casino day, 07:00 at the latest), computed in the round's transaction from the ledger rather than kept as a
 * snapshot: the pool's balance (its account locked) less the drops (`jackpot-contribution` entries) paid into it
 * since the last close (src/jackpots/poker-room). No table or migration: the entries carry their time.
 */
import type { JackpotResult } from '../../core/settlement.js';
import { amountThatCounts, DEFAULT_DAY_CLOSE, lastDayClose } from '../../jackpots/poker-room.js';
import { jackpotAccount } from '../../jackpots/jackpot.js';
import type { PoolState } from '../../jackpots/resolve.js';
import type { Sql } from '../db/db.js';

/** Chips contributed to a pool at or after `since` (epoch ms). */
export async function contributedSince(q: Sql, jackpot: string, since: number): Promise<number> {
  const r = await q.one<{ total: number | string | null }>(
    "SELECT COALESCE(SUM(p.amount), 0) AS total FROM ledger_postings p JOIN ledger_tx t ON t.id = p.tx_id WHERE p.account_id = ? AND t.kind = 'jackpot-contribution' AND t.at >= ?",
    [jackpotAccount(jackpot), since],
  );
  return Number(r?.total ?? 0);
}

/** The pools with the amount that counts, for each jackpot one of whose awards is a share of it (`basis: 'day-close'`). */
export async function withDayClose(q: Sql, pools: Readonly<Record<string, PoolState>>, result: JackpotResult, at: number): Promise<Record<string, PoolState>> {
  const out: Record<string, PoolState> = { ...pools };
  for (const id of new Set(result.awards.filter((a) => a.basis === 'day-close').map((a) => a.jackpot))) {
    const p = pools[id];
    if (!p) continue;
    const since = lastDayClose(at, p.def.dayClose ?? DEFAULT_DAY_CLOSE);
    out[id] = { ...p, dayClose: amountThatCounts(p.balance, await contributedSince(q, id, since)) };
  }
  return out;
}
