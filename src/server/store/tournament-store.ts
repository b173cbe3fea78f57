/**
 * @module server/store/tournament-store
 * Tournaments in the database (`tournaments`, `tournament_actions`: migrations 9 and 12). Each action reads the
 * tournament's version, lets the director fill its random part and apply it to the state, and writes — in one
 * transaction — the action in the tournament's log, the new version, the ledger entries it caused (entries, fees,
 * refunds, prizes: tournament chips are never money) and, for a staff action, a staff-log line.
 *
 * The live state is kept in this process (issue 20's speed: a 200-player field's state is hundreds of kilobytes, and
 * parsing and writing it whole at every decision made a decision's round trip seconds long). The row's `state` is a
 * snapshot at action `state_version`, written with every action that is not a hand's decision or deal, whenever the
 * status changes, and at least every `SNAPSHOT_EVERY` actions; the state at the row's version is the snapshot with
 * the actions after it replayed (the director is deterministic: `replay` proves it from the first action). A process
 * whose copy is at the row's version uses it; one behind (another process acted, or a restart) replays the missing
 * actions onto its copy or onto the snapshot. The row's version serialises concurrent actions (a lost
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
import { bumpVersion, versionedTx } from './versioned-row.js';

/** A snapshot of the state is written at least this often (a restart replays at most this many actions). */
export const SNAPSHOT_EVERY = 100;
/** The frequent actions whose state is not written at once (the others are rare and change the clock or the field). */
const FREQUENT: ReadonlySet<string> = new Set(['hand', 'deal']);

interface Versions {
  [k: string]: unknown;
  version: number;
  state_version: number;
}

/** A tournament's state at a version, and the version of the snapshot stored in its row. */
interface Live<S> {
  readonly state: S;
  readonly version: number;
  readonly stored: number;
  /** The state one action before (a reader outside the transaction may read the row before the action commits). */
  readonly previous?: Live<S>;
}

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

  /** Each tournament's live state, by id (the process's copy; see the module's note). */
  private readonly copies = new Map<string, Live<S>>();

  async list(): Promise<{ state: S; version: number }[]> {
    const rows = await this.db.all<Versions & { id: string }>('SELECT id, version, state_version FROM tournaments ORDER BY opened_at, id');
    const out: { state: S; version: number }[] = [];
    for (const r of rows) {
      const t = await this.load(this.db, r.id, r, false);
      if (t) out.push({ state: t.state, version: t.version });
    }
    return out;
  }

  async get(id: string): Promise<{ state: S; version: number } | null> {
    const v = await this.db.one<Versions>('SELECT version, state_version FROM tournaments WHERE id = ?', [id]);
    if (!v) return null;
    // Readers that find the copy behind the row wait for one catch-up, not one each.
    const key = `${id}@${Number(v.version)}`;
    let p = this.loading.get(key);
    if (!p) {
      p = this.load(this.db, id, v, false).finally(() => this.loading.delete(key));
      this.loading.set(key, p);
    }
    const t = await p;
    return t ? { state: t.state, version: t.version } : null;
  }

  /** The catch-ups under way, by tournament and version. */
  private readonly loading = new Map<string, Promise<Live<S> | null>>();

  /**
   * The state at the row's version: this process's copy when it is there, else the copy or the stored snapshot with
   * the actions after it replayed (read in `q`: inside a transaction, what that transaction sees). Not `exact` (a
   * reader outside a transaction): a copy newer than the row it read is returned as it is.
   */
  private async load(q: Sql, id: string, known?: Versions, exact = true): Promise<Live<S> | null> {
    const v = known ?? (await q.one<Versions>('SELECT version, state_version FROM tournaments WHERE id = ?', [id]));
    if (!v) return null;
    const version = Number(v.version);
    const mine = this.copies.get(id);
    if (mine && mine.version === version) return mine;
    // A reader outside a transaction that read the row before the actions since: the newer state is as good.
    if (mine && mine.version > version && !exact) return mine;
    if (mine && mine.previous?.version === version) return mine.previous;
    let from: Live<S>;
    if (mine && mine.version < version && mine.version >= Number(v.state_version)) from = mine;
    else {
      const r = await q.one<{ state: string; version: number; state_version: number }>('SELECT state, version, state_version FROM tournaments WHERE id = ?', [id]);
      if (!r) return null;
      from = { state: JSON.parse(r.state) as S, version: Number(r.state_version), stored: Number(r.state_version) };
    }
    const tail = await q.all<{ seq: number; action: string }>('SELECT seq, action FROM tournament_actions WHERE tournament_id = ? AND seq > ? AND seq <= ? ORDER BY seq', [id, from.version, version]);
    let state = from.state;
    for (const a of tail) state = this.director.apply(state, JSON.parse(a.action) as TournamentAction).state;
    const t: Live<S> = { state, version: from.version + tail.length, stored: Math.max(from.stored, Number(v.state_version)) };
    this.keep(id, t);
    return t;
  }

  /** Keeps a state as this process's copy unless the copy is already newer. */
  private keep(id: string, t: Live<S>): void {
    const mine = this.copies.get(id);
    if (!mine || mine.version < t.version) this.copies.set(id, { state: t.state, version: t.version, stored: t.stored, ...(mine?.version === t.version - 1 ? { previous: { state: mine.state, version: mine.version, stored: mine.stored } } : {}) });
  }

  /** Opens a tournament from its bases (validated by the director: a typed error naming the field). */
  async open(id: string, bases: B, by: Requester, at = Date.now()): Promise<S> {
    const state = this.director.open(id, bases, at);
    if (await this.get(id)) throw new HttpError(409, 'tournaments/exists', `a tournament ${id} already exists`);
    await this.db.tx(async (q) => {
      await q.run('INSERT INTO tournaments (id, kind, status, bases, state, version, state_version, opened_at, opened_by) VALUES (?, ?, ?, ?, ?, 0, 0, ?, ?)', [
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
    // Most runs of the clock find nothing due: said on the live state without a write transaction.
    const t = await this.get(id);
    if (!t || this.director.due(t.state, now).length === 0) return null;
    try {
      return await this.change(id, { account: null }, (s) => this.director.due(s, now)[0] ?? null);
    } catch (e) {
      if (e instanceof NothingDue) return null;
      throw e;
    }
  }

  private async change(id: string, sender: Sender, pick: (s: S) => TournamentAction | null): Promise<Committed<S>> {
    let kept = false;
    const done = await versionedTx(this.db, async (q) => {
      const t = await this.load(q, id);
      if (!t) throw new HttpError(404, 'tournaments/unknown', `no tournament ${id}`);
      const { state: before, version } = t;
      if (sender.key && sender.account) {
        const again = await q.one('SELECT seq FROM tournament_actions WHERE tournament_id = ? AND account = ? AND idem_key = ?', [id, sender.account, sender.key]);
        if (again) return { state: before, version, events: [], duplicate: true };
      }
      const wanted = pick(before);
      if (!wanted) throw new NothingDue();
      const action = this.director.randomize(before, wanted, this.rng());
      const step = this.director.apply(before, action);
      await postAll(q, step.entries, `tournament:${id}:${version + 1}`, action.at);
      const status = this.director.status(step.state);
      const snapshot = !FREQUENT.has(action.type) || status !== this.director.status(before) || version + 1 - t.stored >= SNAPSHOT_EVERY;
      await bumpVersion(q, 'tournaments', id, version, snapshot ? { status, state: JSON.stringify(step.state), state_version: version + 1 } : { status });
      await q.run('INSERT INTO tournament_actions (tournament_id, seq, action, account, idem_key, at) VALUES (?, ?, ?, ?, ?, ?)', [id, version + 1, JSON.stringify(action), sender.account, sender.key ?? null, action.at]);
      if (sender.staff) await appendStaffLog(q, { actor: sender.staff.actor, action: 'tournament-command', target: id, details: { type: action.type }, address: sender.staff.address ?? null });
      // Kept as the transaction ends, so the next action (whose transaction may begin before this promise resolves)
      // finds it; a commit that fails after this drops the copy (below).
      this.keep(id, { state: step.state, version: version + 1, stored: snapshot ? version + 1 : t.stored });
      kept = true;
      return { state: step.state, version: version + 1, events: step.events, duplicate: false };
    }).catch((e: unknown) => {
      if (kept) this.copies.delete(id);
      throw e;
    });
    return done;
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

  /**
   * Rebuilds a tournament from its bases and its whole log; `matches` says whether the rebuild equals the stored
   * snapshot at the snapshot's action and the live state at the last action.
   */
  async replay(id: string): Promise<{ state: S; matches: boolean; actions: number }> {
    const row = await this.db.one<{ bases: string; state: string; state_version: number; opened_at: number }>('SELECT bases, state, state_version, opened_at FROM tournaments WHERE id = ?', [id]);
    if (!row) throw new HttpError(404, 'tournaments/unknown', `no tournament ${id}`);
    const at = Number(row.state_version);
    let s = this.director.open(id, JSON.parse(row.bases) as B, Number(row.opened_at));
    let snapshot = at === 0 && JSON.stringify(s) === row.state;
    const log = await this.actions(id);
    for (const a of log) {
      s = this.director.apply(s, a.action).state;
      if (a.seq === at) snapshot = JSON.stringify(s) === row.state;
    }
    const live = await this.get(id);
    return { state: s, matches: snapshot && !!live && live.version === log.length && JSON.stringify(live.state) === JSON.stringify(s), actions: log.length };
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
