/**
 * @module server/store/tournament-store
 * Tournaments in the database (`tournaments`, `tournament_actions`: migration 9). Each action reads the tournament's
 * state, lets the director fill its random part and apply it, and writes — in one transaction — the new state, the
 * action in the tournament's log, the ledger entries it caused (entries, fees, refunds, prizes: tournament chips are
 * never money) and, for a staff action, a staff-log line. The row's version serialises concurrent actions (a lost
 * race is retried on the new state), so several processes may run a tournament's clock: a system action is taken
 * only if the director still says it is due on the state read inside the transaction. An action sent twice with the
 * same idempotency key is taken once. `replay` rebuilds a tournament from its bases and its log, for the auditor.
 */
import { appendStaffLog } from '../audit/staff-log.js';
import { ensureAccount, postEntry } from '../../ledger/ledger-store.js';
import { kindOf } from '../../ledger/accounts.js';
import type { Entry } from '../../ledger/postings.js';
import type { Rng } from '../../rng/rng.js';
import type { TournamentAction, TournamentDirector, TournamentEvent, TournamentStatus } from '../../tournaments/contract.js';
import type { Db, Sql } from '../db/db.js';
import { HttpError } from '../errors.js';
import type { Requester } from './account-store.js';

interface Row {
  [k: string]: unknown;
  state: string;
  version: number;
}

/** A stale version: another action changed the tournament first. */
class LostRace extends Error {}

export interface Committed<S> {
  readonly state: S;
  readonly version: number;
  readonly events: readonly TournamentEvent[];
  /** The same key was sent before: nothing was taken again. */
  readonly duplicate: boolean;
}

/** Who sent an action: the account (null for the clock) and its idempotency key. */
export interface Sender {
  readonly account: string | null;
  readonly key?: string;
  /** A staff action's staff-log line. */
  readonly staff?: Requester;
}

export class TournamentStore<B, S> {
  constructor(
    private readonly db: Db,
    readonly director: TournamentDirector<B, S>,
    private readonly rng: () => Rng,
  ) {}

  async list(): Promise<{ state: S; version: number }[]> {
    const rows = await this.db.all<Row>('SELECT state, version FROM tournaments ORDER BY opened_at, id');
    return rows.map((r) => ({ state: JSON.parse(r.state) as S, version: Number(r.version) }));
  }

  async get(id: string): Promise<{ state: S; version: number } | null> {
    const r = await this.db.one<Row>('SELECT state, version FROM tournaments WHERE id = ?', [id]);
    return r ? { state: JSON.parse(r.state) as S, version: Number(r.version) } : null;
  }

  /** Opens a tournament from its bases (validated by the director: a typed error naming the field). */
  async open(id: string, bases: B, by: Requester, at = Date.now()): Promise<S> {
    const state = this.director.open(id, bases, at);
    if (await this.get(id)) throw new HttpError(409, 'tournaments/exists', `a tournament ${id} already exists`);
    await this.db.tx(async (q) => {
      await q.run('INSERT INTO tournaments (id, kind, status, bases, state, version, opened_at, opened_by) VALUES (?, ?, ?, ?, ?, 0, ?, ?)', [
        id,
        this.director.book(state).game,
        this.director.status(state),
        JSON.stringify(bases),
        JSON.stringify(state),
        at,
        by.actor,
      ]);
      await appendStaffLog(q, { actor: by.actor, action: 'tournament-open', target: id, details: { bases: bases as unknown as Record<string, unknown> }, address: by.address ?? null });
    });
    return state;
  }

  /** Takes one action (its random part filled here, from the server's RNG); retried when another action won the race. */
  async act(id: string, action: TournamentAction, sender: Sender): Promise<Committed<S>> {
    return this.change(id, sender, () => action);
  }

  /**
   * Takes the first system action the director says is due at `now` on the state as it is inside the transaction
   * (null when none is due: another process took it first, or the state moved on).
   */
  async takeDue(id: string, now: number): Promise<Committed<S> | null> {
    try {
      return await this.change(id, { account: null }, (s) => this.director.due(s, now)[0] ?? null);
    } catch (e) {
      if (e instanceof NothingDue) return null;
      throw e;
    }
  }

  private async change(id: string, sender: Sender, pick: (s: S) => TournamentAction | null): Promise<Committed<S>> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.db.tx(async (q) => {
          const r = await q.one<Row>('SELECT state, version FROM tournaments WHERE id = ?', [id]);
          if (!r) throw new HttpError(404, 'tournaments/unknown', `no tournament ${id}`);
          const before = JSON.parse(r.state) as S;
          const version = Number(r.version);
          if (sender.key && sender.account) {
            const again = await q.one('SELECT seq FROM tournament_actions WHERE tournament_id = ? AND account = ? AND idem_key = ?', [id, sender.account, sender.key]);
            if (again) return { state: before, version, events: [], duplicate: true };
          }
          const wanted = pick(before);
          if (!wanted) throw new NothingDue();
          const action = this.director.randomize(before, wanted, this.rng());
          const step = this.director.apply(before, action);
          await postAll(q, step.entries, `tournament:${id}:${version + 1}`, action.at);
          const w = await q.run('UPDATE tournaments SET state = ?, status = ?, version = version + 1 WHERE id = ? AND version = ?', [JSON.stringify(step.state), this.director.status(step.state), id, version]);
          if (w.changes !== 1) throw new LostRace();
          await q.run('INSERT INTO tournament_actions (tournament_id, seq, action, account, idem_key, at) VALUES (?, ?, ?, ?, ?, ?)', [id, version + 1, JSON.stringify(action), sender.account, sender.key ?? null, action.at]);
          if (sender.staff) await appendStaffLog(q, { actor: sender.staff.actor, action: 'tournament-command', target: id, details: { type: action.type }, address: sender.staff.address ?? null });
          return { state: step.state, version: version + 1, events: step.events, duplicate: false };
        });
      } catch (e) {
        if (e instanceof LostRace && attempt < 20) continue;
        throw e;
      }
    }
  }

  /** Every action of a tournament, in order (the auditor's log; the seeds stay in the database). */
  async actions(id: string): Promise<{ seq: number; action: TournamentAction; account: string | null; at: number }[]> {
    const rows = await this.db.all<{ seq: number; action: string; account: string | null; at: number }>('SELECT seq, action, account, at FROM tournament_actions WHERE tournament_id = ? ORDER BY seq', [id]);
    return rows.map((r) => ({ seq: Number(r.seq), action: JSON.parse(r.action) as TournamentAction, account: r.account, at: Number(r.at) }));
  }

  /** A tournament's bases and opening time as stored (what a rebuild starts from), or null. */
  async source(id: string): Promise<{ bases: B; openedAt: number } | null> {
    const row = await this.db.one<{ bases: string; opened_at: number }>('SELECT bases, opened_at FROM tournaments WHERE id = ?', [id]);
    return row ? { bases: JSON.parse(row.bases) as B, openedAt: Number(row.opened_at) } : null;
  }

  /** Rebuilds a tournament from its bases and its log; `matches` says whether it is the stored state. */
  async replay(id: string): Promise<{ state: S; matches: boolean; actions: number }> {
    const row = await this.db.one<{ bases: string; state: string; opened_at: number }>('SELECT bases, state, opened_at FROM tournaments WHERE id = ?', [id]);
    if (!row) throw new HttpError(404, 'tournaments/unknown', `no tournament ${id}`);
    let s = this.director.open(id, JSON.parse(row.bases) as B, Number(row.opened_at));
    const log = await this.actions(id);
    for (const a of log) s = this.director.apply(s, a.action).state;
    return { state: s, matches: JSON.stringify(s) === row.state, actions: log.length };
  }

  /** The tournaments not finished or cancelled (the clock runs for these). */
  async live(): Promise<string[]> {
    const rows = await this.db.all<{ id: string }>("SELECT id FROM tournaments WHERE status NOT IN ('finished', 'cancelled') ORDER BY id");
    return rows.map((r) => r.id);
  }

  /** When each live tournament last acted (the clock stopped there if the server did). */
  async lastActionAt(id: string): Promise<number | null> {
    const r = await this.db.one<{ at: number | null }>('SELECT MAX(at) AS at FROM tournament_actions WHERE tournament_id = ?', [id]);
    return r?.at === null || r?.at === undefined ? null : Number(r.at);
  }
}

class NothingDue extends Error {}

/** Posts a step's entries, creating a pool account the first time money goes into it. */
async function postAll(q: Sql, entries: readonly Entry[], key: string, at: number): Promise<void> {
  let i = 0;
  for (const e of entries) {
    for (const p of e.postings) if (kindOf(p.account) === 'pool') await ensureAccount(q, p.account, 'pool');
    await postEntry(q, e, { at, idemKey: `${key}:${i++}` });
  }
}

export const isLive = (s: TournamentStatus): boolean => s !== 'finished' && s !== 'cancelled';
