/**
 * @module server/store/table-store
 * The table runtime's persistence (table/table-port `TableStore`) over SQL. Every write first renews this
 * process's lease on the table and fails with `TableMovedError` if another process holds it (the fence that keeps
 * one writer per table across processes); the (round, seq) key is a second fence. An accepted action, its ledger
 * entries, the recall rows and, at the end of a round, the settlement and carry are one transaction.
 */
import type { GameEvent } from '../../core/contract.js';
import { walletAccount } from '../../ledger/accounts.js';
import { postEntry } from '../../ledger/ledger-store.js';
import { voidEntries, type Entry } from '../../ledger/postings.js';
import { DuplicateKeyError, TableMovedError, type ActionCommit, type ActionReceipt, type Balances, type NewRound, type SeatRecord, type StoredOpenRound, type TableStatus, type TableStore, type VoidCommit } from '../../table/table-port.js';
import { isUniqueViolation, type Db, type Sql } from '../db/db.js';

const json = (x: unknown): string => JSON.stringify(x ?? null);
const playerOf = (account: string): string | null => (account.startsWith('wallet:') ? account.slice('wallet:'.length) : null);

export class SqlTableStore implements TableStore {
  constructor(
    private readonly db: Db,
    /** This process's lease owner id. */
    private readonly owner: string,
    private readonly leaseTtlMs: number,
  ) {}

  /** Renews the lease inside the transaction; no lease → another process runs the table. */
  private async fence(q: Sql, tableId: string, now: number): Promise<void> {
    const r = await q.run('UPDATE table_leases SET expires_at = ? WHERE table_id = ? AND owner = ?', [now + this.leaseTtlMs, tableId, this.owner]);
    if (r.changes !== 1) throw new TableMovedError(tableId, 'lease lost');
  }

  async loadSeats(tableId: string): Promise<SeatRecord[]> {
    const rows = await this.db.all<{ box: number; holder: string; behind: string }>('SELECT box, holder, behind FROM seats WHERE table_id = ? ORDER BY box', [tableId]);
    return rows.map((r) => ({ box: Number(r.box), holder: r.holder, behind: JSON.parse(r.behind) as string[] }));
  }

  async saveSeat(tableId: string, box: number, seat: SeatRecord | null): Promise<void> {
    await this.db.tx(async (q) => {
      await this.fence(q, tableId, Date.now());
      if (!seat) await q.run('DELETE FROM seats WHERE table_id = ? AND box = ?', [tableId, box]);
      else
        await q.run('INSERT INTO seats (table_id, box, holder, behind) VALUES (?, ?, ?, ?) ON CONFLICT (table_id, box) DO UPDATE SET holder = excluded.holder, behind = excluded.behind', [
          tableId,
          box,
          seat.holder,
          json(seat.behind),
        ]);
    });
  }

  async loadOpenRound(tableId: string): Promise<StoredOpenRound | null> {
    const r = await this.db.one<{ id: number; round_no: number; config: string; initial: string; version: number; started_at: number }>(
      "SELECT r.id, r.round_no, s.config, s.initial, r.version, r.started_at FROM rounds r JOIN round_starts s ON s.round_id = r.id WHERE r.table_id = ? AND r.status = 'open' ORDER BY r.id DESC LIMIT 1",
      [tableId],
    );
    if (!r) return null;
    const acts = await this.db.all<{ seq: number; at: number; action: string }>('SELECT seq, at, action FROM round_actions WHERE round_id = ? ORDER BY seq', [r.id]);
    return {
      id: Number(r.id),
      no: Number(r.round_no),
      config: JSON.parse(r.config),
      initial: JSON.parse(r.initial),
      version: Number(r.version),
      startedAt: Number(r.started_at),
      actions: acts.map((a) => ({ seq: Number(a.seq), at: Number(a.at), action: JSON.parse(a.action) })),
    };
  }

  async createRound(n: NewRound): Promise<number> {
    return this.db.tx(async (q) => {
      await this.fence(q, n.tableId, n.at);
      const open = await q.one("SELECT id FROM rounds WHERE table_id = ? AND status = 'open'", [n.tableId]);
      if (open) throw new TableMovedError(n.tableId, 'a round is already open');
      const t = await q.one<{ game: string; profile: string }>('SELECT game, profile FROM game_tables WHERE id = ?', [n.tableId]);
      const row = await q.one<{ id: number }>(
        "INSERT INTO rounds (table_id, round_no, game, profile, status, version, actions, started_at) VALUES (?, ?, ?, ?, 'open', ?, 0, ?) RETURNING id",
        [n.tableId, n.no, t?.game ?? '', t?.profile ?? '', n.version, n.at],
      );
      const id = Number(row?.id);
      await q.run('INSERT INTO round_starts (round_id, config, carry_in, initial, create_events) VALUES (?, ?, ?, ?, ?)', [id, json(n.config), json(n.carryIn), json(n.initial), json(n.events)]);
      await q.run('UPDATE game_tables SET next_round_no = ?, config = ?, pending_config = NULL WHERE id = ?', [n.no + 1, json(n.config), n.tableId]);
      await this.shoes(q, n.tableId, id, n.events, n.at);
      return id;
    });
  }

  async appendAction(c: ActionCommit): Promise<Balances> {
    return this.db.tx(async (q) => {
      await this.fence(q, c.tableId, c.at);
      try {
        await q.run('INSERT INTO round_actions (round_id, seq, at, actor, action, events, version, account, idem_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)', [
          c.roundId,
          c.seq,
          c.at,
          json(c.actor),
          json(c.action),
          json(c.events),
          c.version,
          c.account,
          c.key,
        ]);
      } catch (e) {
        if (!isUniqueViolation(e)) throw e;
        const m = `${(e as Error).message} ${(e as { constraint?: string }).constraint ?? ''}`;
        if (/idem/.test(m) && c.account && c.key) throw new DuplicateKeyError(c.account, c.key);
        throw new TableMovedError(c.tableId, `action ${c.seq} of round ${c.roundId} already recorded`);
      }
      const balances: Record<string, number> = {};
      await this.post(q, c.entries, c.tableId, c.roundId, c.seq, c.at, balances);
      const u = await q.run("UPDATE rounds SET version = ?, actions = ? WHERE id = ? AND status = 'open'", [c.version, c.seq, c.roundId]);
      if (u.changes !== 1) throw new TableMovedError(c.tableId, `round ${c.roundId} is no longer open`);
      await this.shoes(q, c.tableId, c.roundId, c.events, c.at);
      if (c.end) {
        await this.post(q, c.end.entries, c.tableId, c.roundId, c.seq, c.at, balances);
        await this.closeRound(q, c.roundId, balances);
        await q.run("UPDATE rounds SET status = 'settled', ended_at = ?, settlement = ?, final_hash = ? WHERE id = ? AND status = 'open'", [c.at, json(c.end.settlement), c.end.finalHash, c.roundId]);
        await q.run('UPDATE game_tables SET carry = ? WHERE id = ?', [json(c.end.carry), c.tableId]);
      }
      return balances;
    });
  }

  async voidRound(c: VoidCommit): Promise<{ balances: Balances; refunds: { bettor: string; amount: number }[] }> {
    return this.db.tx(async (q) => {
      await this.fence(q, c.tableId, c.at);
      const rows = await q.all<{ account_id: string; s: number }>(
        "SELECT p.account_id, SUM(p.amount) AS s FROM ledger_postings p JOIN ledger_tx t ON t.id = p.tx_id WHERE t.round_id = ? AND t.kind IN ('stake', 'withdraw') AND p.account_id LIKE 'wallet:%' GROUP BY p.account_id",
        [c.roundId],
      );
      const net = new Map<string, number>();
      for (const r of rows) {
        const p = playerOf(r.account_id);
        if (p && -Number(r.s) !== 0) net.set(p, -Number(r.s));
      }
      const balances: Record<string, number> = {};
      const last = await q.one<{ n: number }>('SELECT actions AS n FROM rounds WHERE id = ?', [c.roundId]);
      await this.post(q, voidEntries(c.tableId, net, c.reason), c.tableId, c.roundId, Number(last?.n ?? 0), c.at, balances);
      await this.closeRound(q, c.roundId, balances);
      const u = await q.run("UPDATE rounds SET status = 'voided', ended_at = ?, void_reason = ? WHERE id = ? AND status = 'open'", [c.at, c.reason, c.roundId]);
      if (u.changes !== 1) throw new TableMovedError(c.tableId, `round ${c.roundId} is no longer open`);
      await q.run('UPDATE game_tables SET carry = ? WHERE id = ?', [c.carry === null ? null : json(c.carry), c.tableId]);
      if (c.events) await this.shoes(q, c.tableId, c.roundId, c.events, c.at);
      return { balances, refunds: [...net.entries()].map(([bettor, amount]) => ({ bettor, amount })) };
    });
  }

  async findReceipt(account: string, key: string): Promise<ActionReceipt | null> {
    const r = await this.db.one<{ round_id: number; seq: number; version: number }>('SELECT round_id, seq, version FROM round_actions WHERE account = ? AND idem_key = ?', [account, key]);
    return r ? { round: Number(r.round_id), seq: Number(r.seq), version: Number(r.version) } : null;
  }

  async setStatus(tableId: string, status: TableStatus): Promise<void> {
    await this.db.tx(async (q) => {
      await this.fence(q, tableId, Date.now());
      await q.run('UPDATE game_tables SET status = ? WHERE id = ?', [status, tableId]);
    });
  }

  async setPendingConfig(tableId: string, config: unknown): Promise<void> {
    await this.db.tx(async (q) => {
      await this.fence(q, tableId, Date.now());
      await q.run('UPDATE game_tables SET pending_config = ? WHERE id = ?', [json(config), tableId]);
    });
  }

  /** Posts entries and keeps the recall rows (balance before the first stake, staked, returned) in step. */
  private async post(q: Sql, entries: readonly Entry[], tableId: string, roundId: number, seq: number, at: number, balances: Record<string, number>): Promise<void> {
    for (const e of entries) {
      const wallets = e.postings.filter((p) => playerOf(p.account));
      // Every player the round moves chips for has a recall row with the balance before the first movement — also
      // one paid for chips that stood from an earlier round (a craps point, a bet in prison) and staked nothing now.
      for (const w of wallets)
        await q.run(
          'INSERT INTO round_players (round_id, player, balance_before, balance_after, staked, returned) SELECT ?, ?, balance, NULL, 0, 0 FROM ledger_accounts WHERE id = ? ON CONFLICT (round_id, player) DO NOTHING',
          [roundId, playerOf(w.account) as string, w.account],
        );
      const { balances: after } = await postEntry(q, e, { at, tableId, roundId, seq });
      for (const w of wallets) {
        const who = playerOf(w.account) as string;
        balances[who] = after.get(w.account) as number;
        if (e.kind === 'stake' || e.kind === 'withdraw') await q.run('UPDATE round_players SET staked = staked + ? WHERE round_id = ? AND player = ?', [-w.amount, roundId, who]);
        else await q.run('UPDATE round_players SET returned = returned + ? WHERE round_id = ? AND player = ?', [w.amount, roundId, who]);
      }
    }
  }

  /** Every player of the round gets their wallet balance after it. */
  private async closeRound(q: Sql, roundId: number, balances: Record<string, number>): Promise<void> {
    const players = await q.all<{ player: string }>('SELECT player FROM round_players WHERE round_id = ?', [roundId]);
    for (const { player } of players) {
      let b = balances[player];
      if (b === undefined) {
        const r = await q.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [walletAccount(player)]);
        b = Number(r?.balance ?? 0);
      }
      await q.run('UPDATE round_players SET balance_after = ? WHERE round_id = ? AND player = ?', [b, roundId, player]);
    }
  }

  /** Commitments when a shoe is shuffled; order and salt when it is revealed (for the auditor's check). */
  private async shoes(q: Sql, tableId: string, roundId: number, events: readonly GameEvent[], at: number): Promise<void> {
    for (const e of events) {
      if (e.type === 'shoe-shuffled') {
        const x = e as GameEvent & { shoeNo: number; commitment: string };
        await q.run('INSERT INTO shoes (table_id, commitment, shoe_no, round_id) VALUES (?, ?, ?, ?) ON CONFLICT (table_id, commitment) DO NOTHING', [tableId, x.commitment, x.shoeNo, roundId]);
      } else if (e.type === 'shoe-revealed') {
        const x = e as GameEvent & { shoeNo: number; commitment: string; shuffled: string[]; salt: string; cutOffset: number };
        await q.run(
          'INSERT INTO shoes (table_id, commitment, shoe_no, round_id, shuffled, salt, cut_offset, revealed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (table_id, commitment) DO UPDATE SET shuffled = excluded.shuffled, salt = excluded.salt, cut_offset = excluded.cut_offset, revealed_at = excluded.revealed_at',
          [tableId, x.commitment, x.shoeNo, roundId, json(x.shuffled), x.salt, x.cutOffset ?? 0, at],
        );
      }
    }
  }
}
