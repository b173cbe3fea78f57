/**
 * @module server/store/recall-store
 * Game recall: the last rounds per player and per table with their players' balances before and after, stakes,
 * returns and settlement lines; a round's full record (initial state, actions, events, ledger postings) for
 * auditors; and the shoes' commitments and reveals.
 */
import type { GameAction, GameEvent } from '../../core/contract.js';
import { resultLines, type Settlement } from '../../core/settlement.js';
import type { RoundSummary } from '../../protocol/http.js';
import type { Db } from '../db/db.js';
import { expandState } from '../../table/state-digest.js';
import { loadBlob } from './blobs.js';

interface RoundRow {
  id: number;
  table_id: string;
  round_no: number;
  game: string;
  profile: string;
  status: 'open' | 'settled' | 'voided';
  version: number;
  actions: number;
  started_at: number;
  ended_at: number | null;
  settlement: string | null;
  final_hash: string | null;
  void_reason: string | null;
}

export interface RoundRecordFull {
  readonly summary: RoundSummary;
  readonly config: unknown;
  /** What the previous round left (for `Game.standing`: chips from earlier rounds settled in this one). */
  readonly carryIn: unknown;
  readonly initial: unknown;
  readonly createEvents: GameEvent[];
  readonly version: number;
  readonly finalHash: string | null;
  readonly settlement: Settlement | null;
  readonly actions: { seq: number; at: number; actor: unknown; action: GameAction; events: GameEvent[]; version: number; account: string | null }[];
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());

export class RecallStore {
  constructor(private readonly db: Db) {}

  /** Newest first. `player` limits to rounds that player staked in. */
  async rounds(o: { table?: string; player?: string; limit: number }): Promise<RoundSummary[]> {
    const where: string[] = [];
    const params: (string | number)[] = [];
    if (o.table) {
      where.push('r.table_id = ?');
      params.push(o.table);
    }
    if (o.player) {
      where.push('r.id IN (SELECT round_id FROM round_players WHERE player = ?)');
      params.push(o.player);
    }
    params.push(o.limit);
    const rows = await this.db.all<RoundRow & Record<string, unknown>>(`SELECT r.* FROM rounds r ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY r.id DESC LIMIT ?`, params);
    return Promise.all(rows.map((r) => this.summary(r)));
  }

  private async summary(r: RoundRow): Promise<RoundSummary> {
    const players = await this.db.all<{ player: string; balance_before: number; balance_after: number | null; staked: number; returned: number }>(
      'SELECT player, balance_before, balance_after, staked, returned FROM round_players WHERE round_id = ? ORDER BY player',
      [r.id],
    );
    const s = r.settlement ? (JSON.parse(r.settlement) as Settlement) : null;
    const lines =
      r.status === 'voided'
        ? players.filter((p) => Number(p.staked) > 0).map((p) => ({ bettor: p.player, bet: 'void', stake: Number(p.staked), returned: Number(p.returned), net: Number(p.returned) - Number(p.staked), outcome: 'void' }))
        : (s ? resultLines(s) : []).map((l) => ({ ...l }));
    return {
      id: Number(r.id),
      table: r.table_id,
      game: r.game,
      profile: r.profile,
      no: Number(r.round_no),
      status: r.status,
      startedAt: iso(r.started_at) as string,
      endedAt: iso(r.ended_at),
      players: players.map((p) => ({ player: p.player, balanceBefore: Number(p.balance_before), balanceAfter: p.balance_after === null ? null : Number(p.balance_after), staked: Number(p.staked), returned: Number(p.returned) })),
      lines,
      ...(r.status === 'settled' && s?.pots?.length ? { pots: s.pots.map(({ kept, ...p }) => ({ ...p, contributions: [...p.contributions], awards: [...p.awards], cuts: [...p.cuts], ...(kept ? { kept: [...kept] } : {}) })) } : {}),
      houseNet: r.status === 'settled' ? (s?.houseNet ?? 0) : r.status === 'voided' ? 0 : null,
      voidReason: r.void_reason,
    };
  }

  async round(id: number): Promise<RoundRecordFull | null> {
    const r = await this.db.one<RoundRow & { config: string; initial: string; create_events: string } & Record<string, unknown>>('SELECT r.*, s.config, s.carry_in, s.initial, s.create_events FROM rounds r JOIN round_starts s ON s.round_id = r.id WHERE r.id = ?', [id]);
    if (!r) return null;
    const acts = await this.db.all<{ seq: number; at: number; actor: string; action: string; events: string; version: number; account: string | null }>(
      'SELECT seq, at, actor, action, events, version, account FROM round_actions WHERE round_id = ? ORDER BY seq',
      [id],
    );
    return {
      summary: await this.summary(r),
      config: JSON.parse(r.config),
      carryIn: typeof r.carry_in === 'string' ? await expandState(JSON.parse(r.carry_in), (h) => loadBlob(this.db, h)) : null,
      initial: await expandState(JSON.parse(r.initial), (h) => loadBlob(this.db, h)),
      createEvents: JSON.parse(r.create_events) as GameEvent[],
      version: Number(r.version),
      finalHash: r.final_hash,
      settlement: r.settlement ? (JSON.parse(r.settlement) as Settlement) : null,
      actions: acts.map((a) => ({ seq: Number(a.seq), at: Number(a.at), actor: JSON.parse(a.actor), action: JSON.parse(a.action) as GameAction, events: JSON.parse(a.events) as GameEvent[], version: Number(a.version), account: a.account })),
    };
  }

  async postings(roundId: number): Promise<{ tx: number; kind: string; account: string; amount: number }[]> {
    const rows = await this.db.all<{ tx_id: number; kind: string; account_id: string; amount: number }>(
      'SELECT p.tx_id, t.kind, p.account_id, p.amount FROM ledger_postings p JOIN ledger_tx t ON t.id = p.tx_id WHERE t.round_id = ? ORDER BY p.tx_id, p.account_id',
      [roundId],
    );
    return rows.map((r) => ({ tx: Number(r.tx_id), kind: r.kind, account: r.account_id, amount: Number(r.amount) }));
  }

  /** Every shoe's commitment; its order and salt only once it is revealed. */
  async shoes(table?: string): Promise<{ table: string; shoeNo: number; commitment: string; shuffled: string[] | null; salt: string | null }[]> {
    const rows = await this.db.all<{ table_id: string; shoe_no: number; commitment: string; shuffled: string | null; salt: string | null }>(
      `SELECT table_id, shoe_no, commitment, CASE WHEN revealed_at IS NULL THEN NULL ELSE shuffled END AS shuffled, CASE WHEN revealed_at IS NULL THEN NULL ELSE salt END AS salt FROM shoes ${table ? 'WHERE table_id = ?' : ''} ORDER BY table_id, round_id, shoe_no`,
      table ? [table] : [],
    );
    return rows.map((r) => ({ table: r.table_id, shoeNo: Number(r.shoe_no), commitment: r.commitment, shuffled: r.shuffled ? (JSON.parse(r.shuffled) as string[]) : null, salt: r.salt }));
  }

  /** Of these commitments of a table's shoes, those revealed (their order and salt published). */
  async revealed(table: string, commitments: readonly string[]): Promise<Set<string>> {
    if (commitments.length === 0) return new Set();
    const rows = await this.db.all<{ commitment: string }>(
      `SELECT commitment FROM shoes WHERE table_id = ? AND revealed_at IS NOT NULL AND commitment IN (${commitments.map(() => '?').join(', ')})`,
      [table, ...commitments],
    );
    return new Set(rows.map((r) => r.commitment));
  }
}
