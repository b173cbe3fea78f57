/**
 * @module server/store/table-store
 * The table runtime's persistence (table/table-port `TableStore`) over SQL. Writes are the procedures of
 * `table-writes` (on the database thread, for SQLite on a file): this side prepares their arguments — JSON, the
 * compact states with their blobs (table/state-digest), the shoes' commitments and reveals — and decides the fence.
 * Every write renews this process's lease on the table first and fails with `TableMovedError` if another process
 * holds it (the fence that keeps one writer per table across processes); the (round, seq) key is a second fence.
 * The dealer commands run, by key (table/receipts), are recorded here too, each with its line in the staff log.
 */
import type { GameEvent } from '../../core/contract.js';
import { TableMovedError, type ActionCommit, type Balances, type CommandRecord, type Committed, type DraftCommit, type RecordedCommand, type NewRound, type RecordedReceipt, type SeatRecord, type StoredOpenRound, type TableStatus, type TableStore, type VoidCommit, type WaitingChange, type WaitingEntry } from '../../table/table-port.js';
import { canonical } from '../../table/same-request.js';
import { compactState, expandState, type Blob } from '../../table/state-digest.js';
import { appendStaffLog } from '../audit/staff-log.js';
import type { Db, Procedure } from '../db/db.js';
import { loadBlob } from './blobs.js';
import { absenceTx, waitingListTx } from './waiting-list-writes.js';
import { appendActionTx, createRoundTx, moveStackTx, openRoundTx, saveSeatTx, setTableTx, voidRoundTx, type Fence, type ShoeWrite, type TableKind } from './table-writes.js';

const json = (x: unknown): string => JSON.stringify(x ?? null);

/** Commitments when a shoe is shuffled; order and salt when it is revealed (for the auditor's check). */
function shoeWrites(events: readonly GameEvent[]): ShoeWrite[] {
  const out: ShoeWrite[] = [];
  for (const e of events) {
    if (e.type === 'shoe-shuffled') {
      const x = e as GameEvent & { shoeNo: number; commitment: string };
      out.push({ kind: 'shuffled', commitment: x.commitment, shoeNo: x.shoeNo });
    } else if (e.type === 'shoe-revealed') {
      const x = e as GameEvent & { shoeNo: number; commitment: string; shuffled: string[]; salt: string; cutOffset?: number };
      out.push({ kind: 'revealed', commitment: x.commitment, shoeNo: x.shoeNo, shuffled: json(x.shuffled), salt: x.salt, cutOffset: x.cutOffset ?? 0 });
    }
  }
  return out;
}

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

  /** Each table's game and profile (fixed when the table is created), copied into its rounds. */
  private readonly kinds = new Map<string, TableKind>();

  /** Blobs this store has seen committed: a profile, a shoe's orders, are written with the first round that holds them. */
  private readonly blobsStored = new Set<string>();

  /**
   * One transaction on a table: the fence is sent unless the last committed renewal is recent (see `renewedAt`);
   * a renewal counts only once it has committed.
   */
  private async write<A extends { readonly fence: Fence | null; readonly tableId: string }, R>(p: Procedure<A, R>, now: number, args: Omit<A, 'fence'>): Promise<R> {
    const tableId = args.tableId;
    const last = this.renewedAt.get(tableId);
    const fresh = last !== undefined && now >= last && now - last < this.leaseTtlMs / 3;
    const fence: Fence | null = fresh ? null : { tableId, owner: this.owner, expiresAt: now + this.leaseTtlMs };
    try {
      const out = await this.db.call(p, { ...args, fence } as A);
      if (fence) this.renewedAt.set(tableId, now);
      return out;
    } catch (e) {
      if (e instanceof TableMovedError) this.renewedAt.delete(tableId);
      throw e;
    }
  }

  async loadSeats(tableId: string): Promise<SeatRecord[]> {
    const rows = await this.db.all<{ box: number; holder: string; behind: string }>('SELECT box, holder, behind FROM seats WHERE table_id = ? ORDER BY box', [tableId]);
    return rows.map((r) => ({ box: Number(r.box), holder: r.holder, behind: JSON.parse(r.behind) as string[] }));
  }

  async saveSeat(tableId: string, box: number, seat: SeatRecord | null): Promise<void> {
    await this.write(saveSeatTx, Date.now(), { tableId, box, seat: seat ? { holder: seat.holder, behind: json(seat.behind) } : null });
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

  async createRound(n: NewRound): Promise<number> {
    const pack = new Packing(this.blobsStored);
    const initial = pack.json(n.initial);
    const carryIn = pack.json(n.carryIn);
    const out = await this.write(createRoundTx, n.at, {
      id: n.id ?? null,
      tableId: n.tableId,
      no: n.no,
      at: n.at,
      version: n.version,
      config: json(n.config),
      carryIn,
      initial,
      events: json(n.events),
      blobs: pack.fresh(),
      kind: this.kinds.get(n.tableId) ?? null,
      shoes: shoeWrites(n.events),
    });
    if (out.kind) this.kinds.set(n.tableId, out.kind);
    pack.committed();
    return out.id;
  }

  async openRound(n: NewRound, actions: readonly DraftCommit[]): Promise<{ id: number; balances: Balances }> {
    const pack = new Packing(this.blobsStored);
    const round = { id: n.id ?? null, no: n.no, at: n.at, version: n.version, config: json(n.config), carryIn: pack.json(n.carryIn), initial: pack.json(n.initial), events: json(n.events), blobs: [] as Blob[], kind: this.kinds.get(n.tableId) ?? null, shoes: shoeWrites(n.events) };
    const rows = actions.map((c) => ({
      seq: c.seq,
      at: c.at,
      actor: json(c.actor),
      action: json(c.action),
      events: json(c.events),
      version: c.version,
      account: c.account,
      key: c.key,
      entries: c.entries,
      end: c.end ? { entries: c.end.entries, settlement: json(c.end.settlement), finalHash: c.end.finalHash, carry: pack.json(c.end.carry), ...(c.end.jackpot ? { jackpot: c.end.jackpot } : {}) } : null,
      blobs: [] as Blob[],
      shoes: shoeWrites(c.events),
      ...(c.jackpotBets?.length ? { jackpotBets: c.jackpotBets } : {}),
    }));
    // The round's start writes every blob found in the states (initial, carry in, a carry out): one place.
    const out = await this.write(openRoundTx, n.at, { tableId: n.tableId, round: { ...round, blobs: pack.fresh() }, actions: rows });
    if (out.kind) this.kinds.set(n.tableId, out.kind);
    pack.committed();
    return { id: out.id, balances: out.balances, ...(out.jackpots ? { jackpots: out.jackpots } : {}) };
  }

  /**
   * A round id from the rounds' own sequence, without a round: PostgreSQL's `nextval`; SQLite's AUTOINCREMENT
   * counter in `sqlite_sequence` (which SQLite documents as writable with ordinary statements).
   */
  async reserveRoundId(): Promise<number> {
    if (this.db.kind === 'postgres') {
      const r = await this.db.one<{ id: number }>("SELECT nextval(pg_get_serial_sequence('rounds', 'id')) AS id");
      return Number(r?.id);
    }
    return this.db.tx(async (q) => {
      await q.run("INSERT INTO sqlite_sequence (name, seq) SELECT 'rounds', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'rounds')");
      const r = await q.one<{ seq: number }>("UPDATE sqlite_sequence SET seq = seq + 1 WHERE name = 'rounds' RETURNING seq");
      return Number(r?.seq);
    });
  }

  async appendAction(c: ActionCommit): Promise<Committed> {
    const pack = new Packing(this.blobsStored);
    const end = c.end ? { entries: c.end.entries, settlement: json(c.end.settlement), finalHash: c.end.finalHash, carry: pack.json(c.end.carry), ...(c.end.jackpot ? { jackpot: c.end.jackpot } : {}) } : null;
    const out = await this.write(appendActionTx, c.at, {
      tableId: c.tableId,
      roundId: c.roundId,
      seq: c.seq,
      at: c.at,
      actor: json(c.actor),
      action: json(c.action),
      events: json(c.events),
      version: c.version,
      account: c.account,
      key: c.key,
      entries: c.entries,
      end,
      blobs: pack.fresh(),
      shoes: shoeWrites(c.events),
      ...(c.jackpotBets?.length ? { jackpotBets: c.jackpotBets } : {}),
    });
    pack.committed();
    return out;
  }

  async voidRound(c: VoidCommit): Promise<{ balances: Balances; refunds: { bettor: string; amount: number }[] }> {
    const pack = new Packing(this.blobsStored);
    const carry = c.carry === null ? null : pack.json(c.carry);
    const out = await this.write(voidRoundTx, c.at, { tableId: c.tableId, roundId: c.roundId, at: c.at, reason: c.reason, carry, standingReturned: c.standingReturned ?? {}, rebuilt: c.rebuilt ?? true, blobs: pack.fresh(), shoes: c.events ? shoeWrites(c.events) : [] });
    pack.committed();
    return out;
  }

  async findReceipt(account: string, key: string): Promise<RecordedReceipt | null> {
    const r = await this.db.one<{ round_id: number; seq: number; version: number; table_id: string; action: string }>(
      'SELECT a.round_id, a.seq, a.version, r.table_id, a.action FROM round_actions a JOIN rounds r ON r.id = a.round_id WHERE a.account = ? AND a.idem_key = ?',
      [account, key],
    );
    return r ? { round: Number(r.round_id), seq: Number(r.seq), version: Number(r.version), recorded: { table: r.table_id, action: JSON.parse(r.action) as unknown } } : null;
  }

  async findCommand(account: string, key: string): Promise<RecordedCommand | null> {
    const r = await this.db.one<{ result: string; table_id: string; command: string | null }>('SELECT result, table_id, command FROM dealer_commands WHERE account = ? AND idem_key = ?', [account, key]);
    return r ? { table: r.table_id, command: r.command, result: JSON.parse(r.result) as unknown } : null;
  }

  async recordCommand(c: CommandRecord): Promise<boolean> {
    return this.db.tx(async (q) => {
      const { changes } = await q.run('INSERT INTO dealer_commands (account, idem_key, table_id, result, at, command) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (account, idem_key) DO NOTHING', [
        c.account,
        c.key,
        c.tableId,
        json(c.result),
        Date.now(),
        canonical(c.command),
      ]);
      await appendStaffLog(q, { actor: c.account, action: 'dealer-command', target: c.tableId, details: { key: c.key, command: c.command, result: c.result, ...(changes ? {} : { keyTaken: true }) }, address: c.address });
      return changes > 0;
    });
  }

  async logRefusedCommand(c: Omit<CommandRecord, 'result'> & { readonly refused: string }): Promise<void> {
    await this.db.tx((q) => appendStaffLog(q, { actor: c.account, action: 'dealer-command', target: c.tableId, details: { key: c.key, command: c.command, refused: c.refused }, address: c.address }));
  }

  async setStatus(tableId: string, status: TableStatus): Promise<void> {
    await this.write(setTableTx, Date.now(), { tableId, column: 'status', value: status });
  }

  async setPendingConfig(tableId: string, config: unknown): Promise<void> {
    await this.write(setTableTx, Date.now(), { tableId, column: 'pending_config', value: json(config) });
  }

  async setFrozen(tableId: string, reason: string | null): Promise<void> {
    await this.write(setTableTx, Date.now(), { tableId, column: 'frozen', value: reason });
  }

  async stacks(tableId: string): Promise<Record<string, number>> {
    const prefix = `stack:${tableId}:`;
    const rows = await this.db.all<{ id: string; balance: number }>("SELECT id, balance FROM ledger_accounts WHERE kind = 'stack' AND id LIKE ? ORDER BY id", [`${prefix}%`]);
    return Object.fromEntries(rows.filter((r) => r.id.startsWith(prefix)).map((r) => [r.id.slice(prefix.length), Number(r.balance)]));
  }

  async moveStack(tableId: string, username: string, kind: 'buy-in' | 'cash-out', amount: number, key: string | null): Promise<{ wallet: number; stack: number; duplicate: boolean }> {
    const at = Date.now();
    return this.write(moveStackTx, at, { tableId, username, kind, amount, key, at });
  }

  async loadWaitingList(tableId: string): Promise<WaitingEntry[]> {
    const rows = await this.db.all<{ username: string; seq: number; joined_at: number; offer_box: number | null; offer_until: number | null }>(
      'SELECT username, seq, joined_at, offer_box, offer_until FROM waiting_list WHERE table_id = ? ORDER BY seq',
      [tableId],
    );
    return rows.map((r) => ({ username: r.username, seq: Number(r.seq), joinedAt: Number(r.joined_at), offer: r.offer_box === null || r.offer_until === null ? null : { box: Number(r.offer_box), until: Number(r.offer_until) } }));
  }

  changeWaitingList(tableId: string, change: WaitingChange, at: number): Promise<{ seq: number }> {
    return this.write(waitingListTx, at, { tableId, change, at });
  }

  async loadAbsences(tableId: string): Promise<Record<string, number>> {
    const rows = await this.db.all<{ username: string; since: number }>('SELECT username, since FROM table_absences WHERE table_id = ?', [tableId]);
    return Object.fromEntries(rows.map((r) => [r.username, Number(r.since)]));
  }

  async saveAbsence(tableId: string, username: string, since: number | null): Promise<void> {
    await this.write(absenceTx, since ?? Date.now(), { tableId, username, since });
  }
}

/** The blobs a write must store for the compact states it holds; remembered as stored once it commits. */
class Packing {
  private readonly found = new Map<string, Blob>();

  constructor(private readonly stored: Set<string>) {}

  json(value: unknown): string {
    const c = compactState(value);
    for (const b of c.blobs) if (!this.stored.has(b.hash)) this.found.set(b.hash, b);
    return c.json;
  }

  /** The blobs not yet known to be stored. */
  fresh(): Blob[] {
    return [...this.found.values()];
  }

  committed(): void {
    // Forgetting is harmless (a blob written again is ignored): keeps the set bounded.
    if (this.stored.size > 100_000) this.stored.clear();
    for (const h of this.found.keys()) this.stored.add(h);
  }
}
