/**
 * @module server/store/table-store
 * The table runtime's persistence (table/table-port `TableStore`) over SQL. Every write first renews this
 * process's lease on the table and fails with `TableMovedError` if another process holds it (the fence that keeps
 * one writer per table across processes); the (round, seq) key is a second fence. An accepted action, its ledger
 * entries, the recall rows and, at the end of a round, the settlement and carry are one transaction.
 */
import type { GameEvent } from '../../core/contract.js';
import { postEntry } from '../../ledger/ledger-store.js';
import { voidEntries, type Entry } from '../../ledger/postings.js';
import { DuplicateKeyError, TableMovedError, type ActionCommit, type ActionReceipt, type Balances, type NewRound, type SeatRecord, type StoredOpenRound, type TableStatus, type TableStore, type VoidCommit } from '../../table/table-port.js';
import { isUniqueViolation, type Db, type Sql } from '../db/db.js';
import { compactState, expandState, type Blob } from '../../table/state-digest.js';
import { loadBlob } from './blobs.js';

const json = (x: unknown): string => JSON.stringify(x ?? null);
const playerOf = (account: string): string | null => (account.startsWith('wallet:') ? account.slice('wallet:'.length) : null);

export class SqlTableStore implements TableStore {
  constructor(
    private readonly db: Db,
    /** This process's lease owner id. */
    private readonly owner: string,
    private readonly leaseTtlMs: number,
  ) {}

  /**
   * When each table's lease was last renewed by a committed write of this store: until a third of the lease's
   * time has passed since, the lease is certainly still this process's (another may take it only once it has
   * expired, or once this process is dead), so the fence need not be written again.
   */
  private readonly renewedAt = new Map<string, number>();

  /**
   * The fence: renews the lease inside the transaction, or fails with `TableMovedError` if another process holds
   * it. Skipped while the last committed renewal is recent (see `renewedAt`); returns the renewal time to record
   * once the transaction commits (`tx`), or null when nothing was renewed.
   */
  private async fence(q: Sql, tableId: string, now: number): Promise<number | null> {
    const last = this.renewedAt.get(tableId);
    if (last !== undefined && now >= last && now - last < this.leaseTtlMs / 3) return null;
    const r = await q.run('UPDATE table_leases SET expires_at = ? WHERE table_id = ? AND owner = ?', [now + this.leaseTtlMs, tableId, this.owner]);
    if (r.changes !== 1) {
      this.renewedAt.delete(tableId);
      throw new TableMovedError(tableId, 'lease lost');
    }
    return now;
  }

  /** One transaction on a table: fenced first; a renewal counts only once it has committed. */
  private async tx<T>(tableId: string, now: number, fn: (q: Sql) => Promise<T>): Promise<T> {
    let renewed: number | null = null;
    const out = await this.db.tx(async (q) => {
      renewed = await this.fence(q, tableId, now);
      return fn(q);
    });
    if (renewed !== null) this.renewedAt.set(tableId, renewed);
    return out;
  }

  async loadSeats(tableId: string): Promise<SeatRecord[]> {
    const rows = await this.db.all<{ box: number; holder: string; behind: string }>('SELECT box, holder, behind FROM seats WHERE table_id = ? ORDER BY box', [tableId]);
    return rows.map((r) => ({ box: Number(r.box), holder: r.holder, behind: JSON.parse(r.behind) as string[] }));
  }

  async saveSeat(tableId: string, box: number, seat: SeatRecord | null): Promise<void> {
    await this.tx(tableId, Date.now(), async (q) => {
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
      initial: await expandState(JSON.parse(r.initial), (h) => loadBlob(this.db, h)),
      version: Number(r.version),
      startedAt: Number(r.started_at),
      actions: acts.map((a) => ({ seq: Number(a.seq), at: Number(a.at), action: JSON.parse(a.action) })),
    };
  }

  /** Each table's game and profile (fixed when the table is created), copied into its rounds. */
  private readonly kinds = new Map<string, { game: string; profile: string }>();

  /** Blobs this store has seen committed: a profile, a shoe's orders, are written with the first round that holds them. */
  private readonly blobsStored = new Set<string>();

  /** Writes states and carries compact (table/state-digest): `json` for each, then `write` the new blobs in the transaction. */
  private packing(): Packing {
    return new Packing(this.blobsStored);
  }

  async createRound(n: NewRound): Promise<number> {
    const pack = this.packing();
    const initial = pack.json(n.initial);
    const carryIn = pack.json(n.carryIn);
    const id = await this.tx(n.tableId, n.at, async (q) => {
      await pack.write(q);
      const open = await q.one("SELECT id FROM rounds WHERE table_id = ? AND status = 'open'", [n.tableId]);
      if (open) throw new TableMovedError(n.tableId, 'a round is already open');
      let t = this.kinds.get(n.tableId);
      if (!t) {
        t = await q.one<{ game: string; profile: string }>('SELECT game, profile FROM game_tables WHERE id = ?', [n.tableId]);
        if (t) this.kinds.set(n.tableId, { game: t.game, profile: t.profile });
      }
      const row = await q.one<{ id: number }>(
        "INSERT INTO rounds (table_id, round_no, game, profile, status, version, actions, started_at) VALUES (?, ?, ?, ?, 'open', ?, 0, ?) RETURNING id",
        [n.tableId, n.no, t?.game ?? '', t?.profile ?? '', n.version, n.at],
      );
      const id = Number(row?.id);
      await q.run('INSERT INTO round_starts (round_id, config, carry_in, initial, create_events) VALUES (?, ?, ?, ?, ?)', [id, json(n.config), carryIn, initial, json(n.events)]);
      await q.run('UPDATE game_tables SET next_round_no = ?, config = ?, pending_config = NULL WHERE id = ?', [n.no + 1, json(n.config), n.tableId]);
      await this.shoes(q, n.tableId, id, n.events, n.at);
      return id;
    });
    pack.committed();
    return id;
  }

  async appendAction(c: ActionCommit): Promise<Balances> {
    const pack = this.packing();
    const carry = c.end ? pack.json(c.end.carry) : null;
    const out = await this.tx(c.tableId, c.at, async (q) => {
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
        await this.closeRound(q, c.roundId);
        await q.run("UPDATE rounds SET status = 'settled', ended_at = ?, settlement = ?, final_hash = ? WHERE id = ? AND status = 'open'", [c.at, json(c.end.settlement), c.end.finalHash, c.roundId]);
        await pack.write(q);
        await q.run('UPDATE game_tables SET carry = ? WHERE id = ?', [carry, c.tableId]);
      }
      return balances;
    });
    pack.committed();
    return out;
  }

  async voidRound(c: VoidCommit): Promise<{ balances: Balances; refunds: { bettor: string; amount: number }[] }> {
    const pack = this.packing();
    const carry = c.carry === null ? null : pack.json(c.carry);
    const out = await this.tx(c.tableId, c.at, async (q) => {
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
      await this.closeRound(q, c.roundId);
      const u = await q.run("UPDATE rounds SET status = 'voided', ended_at = ?, void_reason = ? WHERE id = ? AND status = 'open'", [c.at, c.reason, c.roundId]);
      if (u.changes !== 1) throw new TableMovedError(c.tableId, `round ${c.roundId} is no longer open`);
      await pack.write(q);
      await q.run('UPDATE game_tables SET carry = ? WHERE id = ?', [carry, c.tableId]);
      if (c.events) await this.shoes(q, c.tableId, c.roundId, c.events, c.at);
      return { balances, refunds: [...net.entries()].map(([bettor, amount]) => ({ bettor, amount })) };
    });
    pack.committed();
    return out;
  }

  async findReceipt(account: string, key: string): Promise<ActionReceipt | null> {
    const r = await this.db.one<{ round_id: number; seq: number; version: number }>('SELECT round_id, seq, version FROM round_actions WHERE account = ? AND idem_key = ?', [account, key]);
    return r ? { round: Number(r.round_id), seq: Number(r.seq), version: Number(r.version) } : null;
  }

  async setStatus(tableId: string, status: TableStatus): Promise<void> {
    await this.tx(tableId, Date.now(), async (q) => {
      await q.run('UPDATE game_tables SET status = ? WHERE id = ?', [status, tableId]);
    });
  }

  async setPendingConfig(tableId: string, config: unknown): Promise<void> {
    await this.tx(tableId, Date.now(), async (q) => {
      await q.run('UPDATE game_tables SET pending_config = ? WHERE id = ?', [json(config), tableId]);
    });
  }

  /**
   * Posts entries and keeps the recall rows in step: each player the round moves chips for has a row with the
   * balance before the first movement (also one paid for chips that stood from an earlier round, a craps point or a
   * bet in prison, and staked nothing now), what they staked and what came back.
   */
  private async post(q: Sql, entries: readonly Entry[], tableId: string, roundId: number, seq: number, at: number, balances: Record<string, number>): Promise<void> {
    for (const e of entries) {
      const staking = e.kind === 'stake' || e.kind === 'withdraw';
      for (const w of e.postings) {
        const who = playerOf(w.account);
        if (who === null) continue;
        // Before the posting: the row's first balance is the one before any movement.
        await q.run(
          'INSERT INTO round_players (round_id, player, balance_before, balance_after, staked, returned) SELECT ?, ?, balance, NULL, ?, ? FROM ledger_accounts WHERE id = ? ON CONFLICT (round_id, player) DO UPDATE SET staked = round_players.staked + excluded.staked, returned = round_players.returned + excluded.returned',
          [roundId, who, staking ? -w.amount : 0, staking ? 0 : w.amount, w.account],
        );
      }
      const { balances: after } = await postEntry(q, e, { at, tableId, roundId, seq });
      for (const w of e.postings) {
        const who = playerOf(w.account);
        if (who !== null) balances[who] = after.get(w.account) as number;
      }
    }
  }

  /** Every player of the round gets their wallet balance after it. */
  private async closeRound(q: Sql, roundId: number): Promise<void> {
    await q.run("UPDATE round_players SET balance_after = (SELECT balance FROM ledger_accounts WHERE id = 'wallet:' || round_players.player) WHERE round_id = ?", [roundId]);
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

/** The blobs a transaction must write for the compact states it stores; remembered as stored once it commits. */
class Packing {
  private readonly fresh = new Map<string, Blob>();

  constructor(private readonly stored: Set<string>) {}

  json(value: unknown): string {
    const c = compactState(value);
    for (const b of c.blobs) if (!this.stored.has(b.hash)) this.fresh.set(b.hash, b);
    return c.json;
  }

  async write(q: Sql): Promise<void> {
    for (const b of this.fresh.values()) await q.run('INSERT INTO blobs (hash, body) VALUES (?, ?) ON CONFLICT (hash) DO NOTHING', [b.hash, b.json]);
  }

  committed(): void {
    // Forgetting is harmless (a blob written again is ignored): keeps the set bounded.
    if (this.stored.size > 100_000) this.stored.clear();
    for (const h of this.fresh.keys()) this.stored.add(h);
  }
}
