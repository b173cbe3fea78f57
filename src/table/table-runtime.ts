/**
 * @module table/table-runtime
 * A table as a room (STYLE §4): it owns one game state, its seats and boxes, standing bettors and bets behind,
 * its timers (betting closes, a decision times out into `game.timeoutAction`), reconnection grace and its round
 * log — and it alone writes them. Every command runs through one queue, one at a time. An accepted action is
 * written (action, ledger entries, settlement: one transaction) before its effects become visible. On start, an
 * unfinished round is replayed from its initial state and actions and continued, or voided with stakes returned.
 * No sockets and no SQL: the store, clock and listeners are injected (table/table-port).
 */
import type { AnyGame, GameAction, GameEvent, LegalAction } from '../core/contract.js';
import { CriticalStateError, CroupierError, IllegalActionError, reject, type Rejection } from '../core/errors.js';
import { DEALER, SYSTEM, player, type Actor, type Audience } from '../core/ids.js';
import type { Settlement, SettlementLine } from '../core/settlement.js';
import { settlementEntries, stakeEntries } from '../ledger/postings.js';
import type { Rng } from '../rng/rng.js';
import { reveal, shoesIn } from '../shoe/shoe.js';
import { LiveRound } from './live-round.js';
import { stateHash } from './state-digest.js';
import { replayRound } from '../core/round-runner.js';
import { Seats } from './seats.js';
import { DuplicateKeyError, TableMovedError, type ActionReceipt, type Balances, type Clock, type TableRecord, type TableStatus, type TableStore, type TableTimings } from './table-port.js';

export type TableRole = 'player' | 'spectator' | 'dealer' | 'auditor';

export interface RuntimeLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RuntimeDeps {
  readonly game: AnyGame;
  readonly profile: unknown;
  readonly store: TableStore;
  readonly clock: Clock;
  readonly rng: Rng;
  readonly timings: TableTimings;
  readonly log: RuntimeLog;
  /** Something visible changed (coalesce and broadcast). */
  onChange(rt: TableRuntime): void;
  /** Wallet balances changed by a commit. */
  onWallets(b: Balances): void;
  /** The runtime stopped (closed for good here, or another process took the table). */
  onDisposed?(rt: TableRuntime, reason: string): void;
}

export interface LastResult {
  readonly id: number;
  readonly no: number;
  readonly outcome: 'settled' | 'voided';
  readonly state: unknown;
  readonly lines: readonly SettlementLine[];
  readonly houseNet: number;
  readonly reason?: string;
}

export interface RoundSnapshot {
  readonly id: number;
  readonly no: number;
  readonly version: number;
  readonly view: unknown;
  readonly legal: LegalAction[];
  readonly awaiting: Actor[];
  readonly deadline: number | null;
  readonly timer: 'betting' | 'decision' | null;
  readonly ready: string[];
}

export type DealerCommand = { kind: 'open' } | { kind: 'close' } | { kind: 'configure'; config: unknown } | { kind: 'void-round'; reason: string };

/** A probe player id no account can have (usernames are a–z 0–9 _ -): asks the game whether betting is open. */
const PROBE = player('~probe');
const RECEIPTS_KEPT = 5000;
/** After a restart, an awaited player has at least this long (or the whole decision time, if shorter) to act. */
const RESUME_MS = 10_000;

const refuse = (code: string, message: string, cite?: string): IllegalActionError => new IllegalActionError(reject(code, message, cite));

export class TableRuntime {
  private record: TableRecord;
  readonly seats: Seats;
  private round: LiveRound | null = null;
  private lastResult: LastResult | null = null;
  /** The last result's views, built once per audience. */
  private readonly lastViews = new Map<string, NonNullable<ReturnType<TableRuntime['lastFor']>>>();
  /** `betting()` for the current round and version. */
  private bettingCache = { key: '', open: false };
  private readonly receipts = new Map<string, ActionReceipt>();
  private timer: { kind: 'betting' | 'decision'; deadline: number; key: string; handle: unknown } | null = null;
  private readonly connections = new Map<string, number>();
  private readonly graceTimers = new Map<string, unknown>();
  /** Players whose grace ran out while they had chips at risk: their boxes free up when the round ends. */
  private readonly releaseAfterRound = new Set<string>();
  private queue: Promise<unknown> = Promise.resolve();
  private disposed = false;
  private infoRev = 0;
  /** Commands queued or running. */
  private pending = 0;
  /** After a recovery: no timer of the recovered round runs out before this time. */
  private resumeFloor = 0;
  /** Legal actions per state and actor: states are immutable, and one state is asked about many times (views, checks, automatic steps). */
  private readonly legalCache = new WeakMap<object, Map<string, readonly LegalAction[]>>();

  private constructor(
    private readonly deps: RuntimeDeps,
    record: TableRecord,
    seats: Seats,
  ) {
    this.record = record;
    this.seats = seats;
  }

  /** Loads seats, recovers the unfinished round (replay, or void), and starts play. */
  static async start(deps: RuntimeDeps, record: TableRecord): Promise<TableRuntime> {
    const seats = new Seats(record.boxes, record.maxBoxesPerPlayer, await deps.store.loadSeats(record.id));
    const rt = new TableRuntime(deps, record, seats);
    await rt.serial(async () => {
      await rt.recover();
      await rt.advance();
    });
    // Seated players are not connected to this process yet: their grace period starts now.
    for (const h of seats.holders()) rt.startGrace(h);
    return rt;
  }

  get id(): string {
    return this.record.id;
  }
  get game(): AnyGame {
    return this.deps.game;
  }
  get table(): TableRecord {
    return this.record;
  }
  get status(): TableStatus {
    return this.record.status;
  }
  get isDisposed(): boolean {
    return this.disposed;
  }
  /** The round in progress: id, number and game state (server-side only: the state holds secrets). */
  get current(): { id: number; no: number; state: unknown; seq: number; onTable: number } | null {
    const r = this.round;
    return r ? { id: r.id, no: r.no, state: r.state, seq: r.seq, onTable: r.onTable } : null;
  }
  get last(): LastResult | null {
    return this.lastResult;
  }
  /** Changes whenever the table's public information (seats, status, configuration, who is connected) may have. */
  get infoRevision(): number {
    return this.infoRev;
  }

  /** Runs `fn` after every command queued before it; a failure does not block later commands. */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    this.pending++;
    const p = this.queue.then(() => {
      if (this.disposed) throw new CroupierError('table/elsewhere', `table ${this.id} is not run here any more`);
      return fn();
    });
    this.queue = p.catch(() => undefined).finally(() => {
      this.pending--;
    });
    return p;
  }

  /**
   * A command is queued or running (an action and the automatic steps after it, each written before the next):
   * watchers are better served one frame when it is done than one per intermediate state.
   */
  get busy(): boolean {
    return this.pending > 0;
  }

  /**
   * Runs `fn` as a queued command whose caller may be answered before it ends: `fn` calls `answer` once its
   * request is durably done, and goes on with the automatic steps that follow in the same turn of the queue.
   */
  private answerEarly<T>(fn: (answer: (v: T) => void) => Promise<T>): Promise<T> {
    let answer!: (v: T) => void;
    const early = new Promise<T>((ok) => (answer = ok));
    const run = this.serial(() => fn(answer));
    run.catch(() => undefined);
    return Promise.race([early, run]);
  }

  /** The automatic steps after an answered request: a failure is the table's, not the request's (logged). */
  private async advanceAfterAnswer(): Promise<void> {
    try {
      await this.advance();
    } catch (e) {
      this.deps.log.error({ table: this.id, err: e }, 'automatic steps after an accepted request failed');
    }
  }

  /** Waits until every queued command has run (tests, shutdown). */
  async idle(): Promise<void> {
    for (let q = this.queue; ; q = this.queue) {
      await q;
      if (q === this.queue) return;
    }
  }

  // ---------------------------------------------------------------- commands

  /**
   * A game action from a person. Order of checks: repeated idempotency key (→ first result), table and round,
   * action shape, `by` never from the client, stale version, seat authorisation; then the game decides.
   */
  act(req: { username: string; as: TableRole; key: string; round?: number; version: number; action: Record<string, unknown> }): Promise<{ receipt: ActionReceipt; duplicate: boolean }> {
    return this.answerEarly(async (answer) => {
      const k = `${req.username}\u0000${req.key}`;
      const seen = this.receipts.get(k);
      if (seen) return { receipt: seen, duplicate: true };
      try {
        const receipt = await this.accept(req);
        // Recorded: the sender hears so at once; the automatic steps it leads to (dealing, the dealer's hand,
        // settling) run next, in this same turn of the queue, before any other command.
        answer({ receipt, duplicate: false });
        await this.advanceAfterAnswer();
        return { receipt, duplicate: false };
      } catch (e) {
        // A broken invariant (chips not conserved by the game): the round is voided, stakes returned.
        if (e instanceof CriticalStateError && this.round) {
          this.deps.log.error({ table: this.id, err: e }, 'broken invariant: voiding the round');
          await this.voidRound(`broken invariant: ${e.message}`, 'keep');
          await this.advance();
          throw refuse('table/round-voided', `the round was voided and every stake returned: ${e.message}`);
        }
        // A refusal or a unique-key clash may be a repeat of an action accepted before a restart: answer with its first result.
        if (e instanceof IllegalActionError || e instanceof DuplicateKeyError) {
          const first = await this.deps.store.findReceipt(req.username, req.key);
          if (first) {
            this.remember(k, first);
            return { receipt: first, duplicate: true };
          }
        }
        throw e;
      }
    });
  }

  private async accept(req: { username: string; as: TableRole; key: string; round?: number; version: number; action: Record<string, unknown> }): Promise<ActionReceipt> {
    if (req.as !== 'player' && req.as !== 'dealer') throw refuse('auth/forbidden', `a ${req.as} does not act at the table`);
    if (this.record.status === 'closed') throw refuse('table/closed', 'the table is closed');
    const r = this.round;
    if (!r) throw refuse('table/no-round', 'no round in progress');
    if ('by' in req.action) throw refuse('table/invalid-action', 'the server sets `by` from the session');
    const parsed = this.game.actionSchema.safeParse(req.action);
    if (!parsed.success) throw refuse('table/invalid-action', parsed.error.issues.map((i) => `${i.path.join('.') || 'action'}: ${i.message}`).join('; '));
    if (req.round !== undefined && req.round !== r.id) throw refuse('table/stale-version', `round ${req.round} is over; round ${r.id} is in play`);
    const version = this.game.version(r.state);
    const by: Actor = req.as === 'dealer' ? DEALER : player(req.username);
    if (req.version !== version && !this.stillValid(r, req.version, version, by)) throw refuse('table/stale-version', `the round is at version ${version}, not ${req.version}`);
    const action = { ...(parsed.data as object), by } as GameAction & { box?: unknown };
    if (by.kind === 'player') {
      const no = this.seats.authorise(req.username, action, () => this.legal(r.state, by), (box) => r.hasStakeOn(req.username, box));
      if (no) throw new IllegalActionError(no);
    }
    return this.commit(action, req.username, req.key);
  }

  /**
   * An action sent against an older version still stands when what its sender could do has not changed since
   * (several players answering insurance at once), or while bets are open (bets by several players commute).
   * The game checks the action itself either way.
   */
  private stillValid(r: LiveRound, sent: number, now: number, by: Actor): boolean {
    if (sent > now) return false;
    if (this.betting(r)) return true;
    const old = r.history.get(sent);
    return old !== undefined && JSON.stringify(this.legal(old, by)) === JSON.stringify(this.legal(r.state, by));
  }

  sit(username: string, box: number): Promise<void> {
    return this.serial(async () => {
      if (this.record.status === 'closed') throw refuse('table/closed', 'the table is closed');
      const no = this.seats.checkSit(username, box);
      if (no) throw new IllegalActionError(no);
      if (this.seats.holder(box) === username) return;
      const rec = { box, holder: username, behind: [] };
      await this.deps.store.saveSeat(this.id, box, rec);
      this.seats.sit(username, box);
      this.releaseAfterRound.delete(username);
      this.changed(true);
      await this.mirrorSeats();
      await this.refreshPlayers();
      await this.advance();
    });
  }

  stand(username: string, box: number): Promise<void> {
    return this.serial(async () => {
      if (this.seats.holder(box) !== username) throw refuse('table/not-your-box', `you do not hold box ${box}`);
      if ((this.round?.onBox.get(box) ?? 0) > 0) throw refuse('table/chips-at-risk', `box ${box} has chips in play this round`);
      await this.unmirror(username, box);
      await this.deps.store.saveSeat(this.id, box, null);
      this.seats.stand(box);
      this.changed(true);
      await this.advance();
    });
  }

  consent(username: string, box: number, bettor: string, allow: boolean): Promise<void> {
    return this.serial(async () => {
      if (this.seats.holder(box) !== username) throw refuse('table/not-your-box', `you do not hold box ${box}`, '002 §14.11');
      const before = this.seats.record(box);
      const after = this.seats.consent(box, bettor, allow);
      try {
        await this.deps.store.saveSeat(this.id, box, after);
      } catch (e) {
        if (before) this.seats.consent(box, bettor, !allow);
        throw e;
      }
      this.changed(true);
      if (allow) await this.mirrorConsents(username, box);
    });
  }

  ready(username: string): Promise<void> {
    return this.answerEarly(async (answer) => {
      const r = this.round;
      if (!r) throw refuse('table/no-round', 'no round in progress');
      r.ready.add(username);
      // A game that tracks who has finished betting (blackjack's `done-betting`) hears it as the player's own action.
      const by = player(username);
      if (this.legal(r.state, by).some((l) => l.type === 'done-betting')) await this.automatic({ type: 'done-betting', by } as GameAction);
      this.changed();
      answer(undefined);
      await this.advanceAfterAnswer();
    });
  }

  /** Table management by a dealer/inspector. */
  dealer(cmd: DealerCommand): Promise<{ status: TableStatus; round: number | null }> {
    return this.serial(async () => {
      switch (cmd.kind) {
        case 'open':
          if (this.record.status !== 'open') await this.setStatus('open');
          break;
        case 'close':
          if (this.record.status === 'closed') break;
          if (this.round && this.untouched(this.round)) {
            await this.voidRound('the table closed before any bet', 'keep');
            await this.setStatus('closed');
          } else await this.setStatus(this.round ? 'closing' : 'closed');
          break;
        case 'configure': {
          const parsed = this.game.tableSchema.safeParse(cmd.config);
          if (!parsed.success) throw refuse('table/invalid-config', parsed.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`).join('; '));
          await this.deps.store.setPendingConfig(this.id, parsed.data);
          this.record = { ...this.record, pendingConfig: parsed.data };
          this.infoRev++;
          // An untouched round starts again under the new configuration; one in play keeps its own.
          if (this.round && this.untouched(this.round)) await this.voidRound('new table configuration before any bet', 'keep');
          break;
        }
        case 'void-round':
          if (!this.round) throw refuse('table/no-round', 'no round in progress');
          await this.voidRound(cmd.reason, 'keep');
          break;
      }
      this.changed(true);
      await this.advance();
      return { status: this.record.status, round: this.round?.id ?? null };
    });
  }

  /**
   * A game whose configuration lists the people present gets them at round creation (`withPlayers`). A round
   * nobody has touched yet starts again when that list changed (someone sat down or came to watch as a player),
   * so the first players of an empty table are in its round.
   */
  private async refreshPlayers(): Promise<void> {
    const r = this.round;
    if (!r || !this.untouched(r) || this.record.status !== 'open') return;
    const cfg = r.config as { players?: unknown } | null;
    if (!cfg || typeof cfg !== 'object' || !Array.isArray(cfg.players)) return;
    const now = (this.withPlayers(this.record.pendingConfig ?? this.record.config) as { players?: unknown }).players;
    if (JSON.stringify(now) === JSON.stringify(cfg.players)) return;
    await this.voidRound('the players present changed before any bet', 'keep');
    await this.advance();
  }

  /** A connection of `username` started watching (counts for the reconnection grace). */
  attach(username: string): void {
    this.connections.set(username, (this.connections.get(username) ?? 0) + 1);
    const g = this.graceTimers.get(username);
    if (g !== undefined) {
      this.deps.clock.clearTimeout(g);
      this.graceTimers.delete(username);
    }
    this.releaseAfterRound.delete(username);
    this.changed(true);
    this.serial(() => this.refreshPlayers()).catch((e) => this.deps.log.error({ err: e, table: this.id }, 'players refresh failed'));
  }

  /** A connection of `username` went away; the last one starts the grace period for their boxes. */
  detach(username: string): void {
    const n = (this.connections.get(username) ?? 0) - 1;
    if (n > 0) {
      this.connections.set(username, n);
      return;
    }
    this.connections.delete(username);
    this.startGrace(username);
    this.changed(true);
  }

  /** A seated player with no connection keeps the boxes for the grace period, then gives up those not in play. */
  private startGrace(username: string): void {
    if (this.seats.boxesOf(username).length === 0 || this.graceTimers.has(username) || this.disposed || this.isConnected(username)) return;
    const h = this.deps.clock.setTimeout(() => {
      this.graceTimers.delete(username);
      this.serial(() => this.releaseSeats(username)).catch((e) => this.deps.log.error({ err: e, table: this.id }, 'grace release failed'));
    }, this.deps.timings.graceMs);
    this.graceTimers.set(username, h);
  }

  isConnected(username: string): boolean {
    return (this.connections.get(username) ?? 0) > 0;
  }

  /** Stops timers; the table's state stays in the database for whichever process runs it next. */
  dispose(reason: string): void {
    if (this.disposed) return;
    this.disposed = true;
    this.clearTimer();
    for (const h of this.graceTimers.values()) this.deps.clock.clearTimeout(h);
    this.graceTimers.clear();
    this.deps.onDisposed?.(this, reason);
  }

  // ---------------------------------------------------------------- views

  audienceOf(as: TableRole, username: string | null): Audience {
    if (as === 'player' && username) return { kind: 'player', player: username };
    if (as === 'dealer') return { kind: 'dealer' };
    if (as === 'auditor') return { kind: 'auditor' };
    return { kind: 'spectator' };
  }

  /** The round as `as`/`username` may see it: the game's view for that audience and the actions they may take. */
  roundFor(as: TableRole, username: string | null): RoundSnapshot | null {
    const r = this.round;
    if (!r) return null;
    const g = this.game;
    let legal: LegalAction[] = [];
    if (as === 'player' && username && this.record.status !== 'closed') {
      const by = player(username);
      const all = this.legal(r.state, by);
      legal = all.filter((l) => !this.seats.authorise(username, l as LegalAction & { box?: unknown }, () => all, (box) => r.hasStakeOn(username, box)));
    } else if (as === 'dealer') legal = [...this.legal(r.state, DEALER)];
    return {
      id: r.id,
      no: r.no,
      version: g.version(r.state),
      view: g.view(r.state, this.audienceOf(as, username)),
      legal,
      awaiting: [...g.awaiting(r.state)],
      deadline: this.timer?.deadline ?? null,
      timer: this.timer?.kind ?? null,
      ready: [...r.ready].sort(),
    };
  }

  lastFor(as: TableRole, username: string | null): { id: number; no: number; outcome: 'settled' | 'voided'; view: unknown; lines: SettlementLine[]; houseNet: number; reason?: string } | null {
    const l = this.lastResult;
    if (!l) return null;
    const key = `${l.id}:${as}:${as === 'player' ? (username ?? '') : ''}`;
    const hit = this.lastViews.get(key);
    if (hit) return hit;
    const base = { id: l.id, no: l.no, outcome: l.outcome, view: this.game.view(l.state, this.audienceOf(as, username)), lines: [...l.lines], houseNet: l.houseNet };
    const out = l.reason ? { ...base, reason: l.reason } : base;
    if (this.lastViews.size > 64) this.lastViews.clear();
    this.lastViews.set(key, out);
    return out;
  }

  // ---------------------------------------------------------------- internals

  /** `game.legalActions`, computed once per state and actor. */
  private legal(state: unknown, by: Actor): readonly LegalAction[] {
    if (typeof state !== 'object' || state === null) return this.game.legalActions(state, by);
    let m = this.legalCache.get(state);
    if (!m) {
      m = new Map();
      this.legalCache.set(state, m);
    }
    const k = by.kind === 'player' ? `p:${by.player}` : by.kind;
    let l = m.get(k);
    if (!l) {
      l = this.game.legalActions(state, by);
      m.set(k, l);
    }
    return l;
  }

  private remember(k: string, r: ActionReceipt): void {
    this.receipts.set(k, r);
    if (this.receipts.size > RECEIPTS_KEPT) this.receipts.delete(this.receipts.keys().next().value as string);
  }

  private changed(info = false): void {
    if (info) this.infoRev++;
    if (!this.disposed) this.deps.onChange(this);
  }

  private async setStatus(status: TableStatus): Promise<void> {
    await this.deps.store.setStatus(this.id, status);
    this.record = { ...this.record, status };
    this.infoRev++;
  }

  /**
   * Randomises, applies, derives the ledger entries, writes everything in one transaction, then makes it
   * visible. A rejection (game, funds) changes nothing. A conflict with another writer disposes the table.
   */
  private async commit(action: GameAction, account: string | null, key: string | null): Promise<ActionReceipt> {
    const r = this.round as LiveRound;
    const g = this.game;
    const filled = (g.randomize ? g.randomize(r.state, action, this.deps.rng) : action) as GameAction;
    const res = g.apply(r.state, filled);
    if (!res.ok) throw new IllegalActionError(res.rejection);
    const entries = stakeEntries(this.id, res.events);
    const moved = entries.reduce((a, e) => a + (e.postings.find((p) => p.account.startsWith('table:'))?.amount ?? 0), 0);
    const over = g.isOver(res.state);
    let end = null;
    let settlement: Settlement | null = null;
    if (over) {
      settlement = g.settlement(res.state);
      if (!settlement) throw new CriticalStateError('table/no-settlement', 'the round is over but the game gives no settlement');
      const carry = g.carry(res.state);
      const entries = settlementEntries(this.id, settlement, r.onTable + moved, this.standing(this.record.carry), this.standing(carry));
      end = { settlement, entries, finalHash: stateHash(res.state), carry };
    }
    const seq = r.seq + 1;
    const version = g.version(res.state);
    const now = this.deps.clock.now();
    let balances: Balances;
    try {
      balances = await this.deps.store.appendAction({ tableId: this.id, roundId: r.id, seq, at: now, actor: filled.by, action: filled, events: res.events, version, account, key, entries, end });
    } catch (e) {
      if (e instanceof CroupierError && e.code === 'ledger/insufficient-funds')
        throw new IllegalActionError({ code: 'ledger/insufficient-funds', message: 'the stake is larger than your balance: no credit is given', cite: '000 GP9' });
      if (e instanceof TableMovedError) this.dispose(e.message);
      throw e;
    }
    // Recorded: now visible.
    r.keep(g.version(r.state), r.state);
    r.state = res.state;
    r.seq = seq;
    r.lastActionAt = now;
    r.track(res.events, now);
    if (filled.by.kind !== 'player') r.bettingClosed = true;
    const receipt = { round: r.id, seq, version };
    if (account && key) this.remember(`${account}\u0000${key}`, receipt);
    if (Object.keys(balances).length) this.deps.onWallets(balances);
    if (end && settlement) await this.finish({ id: r.id, no: r.no, outcome: 'settled', state: res.state, lines: settlement.lines, houseNet: settlement.houseNet }, end.carry);
    this.changed();
    return receipt;
  }

  private async finish(result: LastResult, carry: unknown): Promise<void> {
    this.lastResult = result;
    this.round = null;
    this.record = { ...this.record, carry };
    this.clearTimer();
    if (this.record.status === 'closing') await this.setStatus('closed');
    for (const u of [...this.releaseAfterRound]) await this.releaseSeats(u);
  }

  /**
   * Nothing has happened in the round that a restart would undo: no chip ever staked in it and no dealer or system
   * step. Only seats and consents the runtime mirrored into the game may have been recorded.
   */
  private untouched(r: LiveRound): boolean {
    return r.seq === 0 || (r.firstStakeAt === null && r.onTable === 0 && !r.bettingClosed && !r.everStaked);
  }

  /** Voids the round in progress: stakes back to their bettors as the ledger holds them. */
  private async voidRound(reason: string, carry: 'keep' | 'fresh'): Promise<void> {
    const r = this.round as LiveRound;
    const untouched = this.untouched(r);
    let next: unknown = null;
    if (carry === 'keep') {
      try {
        next = this.game.carry(r.state);
      } catch {
        next = null;
      }
    }
    // Starting afresh abandons the round's shoes with it: each is revealed, so its published commitment can be checked.
    const events = carry === 'fresh' ? shoesIn(r.state).map((x) => reveal(x) as GameEvent) : [];
    const { balances, refunds } = await this.deps.store.voidRound({ tableId: this.id, roundId: r.id, at: this.deps.clock.now(), reason, carry: next, ...(events.length ? { events } : {}) });
    this.deps.log.warn({ table: this.id, round: r.id, reason, refunds }, 'round voided');
    if (Object.keys(balances).length) this.deps.onWallets(balances);
    const lines = refunds.map((x) => ({ bettor: x.bettor, bet: 'void', stake: x.amount, returned: x.amount, net: 0, outcome: 'void' }));
    const shown = this.lastResult;
    await this.finish({ id: r.id, no: r.no, outcome: 'voided', state: r.state, lines, houseNet: 0, reason }, next);
    // A round nobody touched (closed or reconfigured before any bet) is not a result worth showing.
    if (untouched) this.lastResult = shown;
    this.changed();
  }

  /** Chips from earlier rounds still at risk in a carry (`Game.standing`; 0 for games that settle every round). */
  private standing(carry: unknown): number {
    return carry === null || carry === undefined || !this.game.standing ? 0 : this.game.standing(carry);
  }

  private async startRound(): Promise<void> {
    const t = this.record;
    const g = this.game;
    const stored = t.pendingConfig ?? t.config;
    const config = this.withPlayers(stored);
    const { state, events } = g.create({ profile: this.deps.profile, table: config, carry: t.carry, rng: this.deps.rng, roundNo: t.nextRoundNo });
    const at = this.deps.clock.now();
    const id = await this.deps.store.createRound({ tableId: t.id, no: t.nextRoundNo, config, carryIn: t.carry, initial: state, events: events as GameEvent[], version: g.version(state), at });
    this.record = { ...t, config: stored, pendingConfig: null, nextRoundNo: t.nextRoundNo + 1 };
    this.round = new LiveRound(id, t.nextRoundNo, config, state, 0, at);
    this.changed(t.pendingConfig !== null);
    await this.mirrorSeats();
  }

  /**
   * A game whose table configuration lists the people present (`players`) gets them filled in for each round:
   * the seated players and every player watching the table as a player.
   */
  private withPlayers(config: unknown): unknown {
    if (!config || typeof config !== 'object' || !('players' in config)) return config;
    const present = [...new Set([...this.seats.holders(), ...this.connections.keys()])].sort();
    const r = this.game.tableSchema.safeParse({ ...(config as object), players: present });
    return r.success ? r.data : config;
  }

  /**
   * A game that seats players itself (it lists `{ type: 'sit', box }`) is told about the boxes held at the table,
   * as the holder's own action; and `{ type: 'leave', box }` when a box it seats is given up.
   */
  private async mirrorSeats(): Promise<void> {
    const r = this.round;
    if (!r) return;
    for (const holder of this.seats.holders())
      for (const box of this.seats.boxesOf(holder)) {
        const by = player(holder);
        const live = this.round;
        if (!live || live !== r) return;
        if (this.legal(live.state, by).some((l) => l.type === 'sit' && l.box === box)) await this.automatic({ type: 'sit', box, by } as GameAction);
        await this.mirrorConsents(holder, box);
      }
  }

  /**
   * A game that asks the box holder's own consent for bets behind (it lists `{ type: 'consent', box, player }`,
   * blackjack under 002 §14.11) is given the consents the holder gave at the table, as the holder's own action.
   */
  private async mirrorConsents(holder: string, box: number): Promise<void> {
    const r = this.round;
    const rec = this.seats.record(box);
    if (!r || !rec || rec.holder !== holder || rec.behind.length === 0) return;
    const by = player(holder);
    const wanted = this.legal(r.state, by).filter((l) => l.type === 'consent' && l.box === box && typeof l.player === 'string' && (rec.behind.includes('*') || rec.behind.includes(l.player)));
    for (const l of wanted) {
      if (this.round !== r) return;
      if (this.legal(r.state, by).some((x) => x.type === 'consent' && x.box === box && x.player === l.player)) await this.automatic({ type: 'consent', box, player: l.player, by } as GameAction);
    }
  }

  /** Replays the stored unfinished round, or voids it if it cannot continue: never both, never neither. */
  private async recover(): Promise<void> {
    const open = await this.deps.store.loadOpenRound(this.id);
    if (!open) return;
    const g = this.game;
    const live = new LiveRound(open.id, open.no, open.config, open.initial, 0, open.startedAt);
    this.round = live;
    try {
      // Replayed action by action, so chips and timers follow the times the actions were recorded.
      let state = open.initial;
      for (const a of open.actions) {
        const { state: next, events } = replayRound(g, state, [a.action]);
        state = next;
        live.track(events, a.at);
        if (a.action.by.kind !== 'player') live.bettingClosed = true;
        live.lastActionAt = a.at;
      }
      if (g.version(state) !== open.version) throw new CriticalStateError('table/replay-mismatch', `replay reached version ${g.version(state)}, stored ${open.version}`);
      if (g.isOver(state)) throw new CriticalStateError('table/replay-over', 'the stored round is over but was never settled');
      live.state = state;
      live.seq = open.actions.length;
      // Timers continue from where they stood (the time before the restart counts), but whoever is awaited gets
      // at least `resumeMs` after the restart to reconnect and act.
      this.resumeFloor = this.deps.clock.now() + Math.min(this.deps.timings.resumeMs ?? RESUME_MS, this.deps.timings.decisionMs);
      this.deps.log.info({ table: this.id, round: open.id, actions: open.actions.length }, 'round recovered');
    } catch (e) {
      this.deps.log.error({ table: this.id, round: open.id, err: e }, 'round cannot continue: voiding it');
      await this.voidRound(`could not be continued after a restart: ${e instanceof Error ? e.message : String(e)}`, 'fresh');
    }
  }

  /** Are bets open: no dealer or system step yet this round, and a player could still stake? */
  private betting(r: LiveRound): boolean {
    if (r.bettingClosed) return false;
    const g = this.game;
    const holders = this.seats.holders();
    const key = `${r.id}:${g.version(r.state)}:${holders.join(',')}`;
    if (this.bettingCache.key === key) return this.bettingCache.open;
    // The holders first: their lists are wanted for their views anyway; the probe (anyone else) only if none may stake.
    const probes = [...holders.map((h) => player(h)), PROBE];
    const open = probes.some((p) => this.legal(r.state, p).some((l) => l.amount !== undefined));
    this.bettingCache = { key, open };
    return open;
  }

  /** Every seated player, and everyone with chips on the table, has said ready. */
  private allReady(r: LiveRound): boolean {
    const people = new Set([...this.seats.holders(), ...r.staked.keys()]);
    return people.size > 0 && [...people].every((h) => r.ready.has(h));
  }

  /**
   * Runs the automatic steps until a person must act or a timer runs. Rules (docs/server.md):
   * - bets are open until the round's first dealer or system step; nothing moves while no chip is on the table;
   *   once one is, betting closes when the timer (from the first stake) fires or everyone is ready, or — for a game
   *   that awaits its players while betting — when it awaits none of them;
   * - a player awaited gets a decision timer; when it fires, the game's `timeoutAction` is applied;
   * - a dealer or system step awaited with no player awaited is applied at once (the game's first listed action
   *   that takes no amount and is not marked `optional`);
   * - a finished round is followed by a new one while the table is open.
   */
  private async advance(): Promise<void> {
    for (let guard = 0; guard < 10_000 && !this.disposed; guard++) {
      const r = this.round;
      if (!r) {
        if (this.record.status !== 'open') return;
        await this.startRound();
        continue;
      }
      const g = this.game;
      const awaiting = g.awaiting(r.state);
      const players = awaiting.filter((a) => a.kind === 'player');
      const auto = awaiting.find((a) => a.kind !== 'player');
      if (this.betting(r)) {
        if (players.length > 0) r.gameTracksBetting = true;
        // A game that awaited its players while bets were open and now awaits only the dealer has said "go" itself,
        // chips or none (a bank auction or a bank opening puts none on the table).
        const gameSaysGo = r.gameTracksBetting && players.length === 0 && auto !== undefined && this.legal(r.state, auto).some((l) => l.optional !== true && l.amount === undefined);
        if (!gameSaysGo && r.onTable + this.standing(this.record.carry) === 0) return this.clearTimer();
        const ready = this.allReady(r) || gameSaysGo;
        if (!ready) return this.ensureTimer('betting', `betting:${r.id}`, Math.max((r.firstStakeAt ?? this.deps.clock.now()) + this.deps.timings.bettingMs, this.resumeFloor));
        await this.closeBetting();
        continue;
      }
      if (players.length > 0) return this.ensureTimer('decision', `decision:${r.id}:${g.version(r.state)}`, Math.max(r.lastActionAt + this.deps.timings.decisionMs, this.resumeFloor));
      if (auto) {
        const step = this.legal(r.state, auto).find((l) => l.optional !== true && l.amount === undefined);
        if (!step) {
          await this.voidRound(`the game awaits the ${auto.kind} but lists no ${auto.kind} action`, 'keep');
          continue;
        }
        await this.automatic({ ...step, by: auto } as GameAction);
        continue;
      }
      return this.clearTimer();
    }
  }

  /** Betting time is up: the game's timeout step (the dealer closes bets), else the dealer's first step. */
  private async closeBetting(): Promise<void> {
    const r = this.round as LiveRound;
    r.bettingClosed = true;
    this.clearTimer();
    const g = this.game;
    const t = g.timeoutAction?.(r.state) as GameAction | null | undefined;
    if (t && t.by?.kind !== 'player') return this.automatic(t);
    const auto = g.awaiting(r.state).find((a) => a.kind !== 'player') ?? DEALER;
    const step = this.legal(r.state, auto).find((l) => l.optional !== true && l.amount === undefined);
    if (step) await this.automatic({ ...step, by: auto } as GameAction);
  }

  /** Commits an automatic step; a game refusing a step it listed is a broken invariant: the round is voided. */
  private async automatic(action: GameAction): Promise<void> {
    try {
      await this.commit(action, null, null);
    } catch (e) {
      if (e instanceof IllegalActionError || e instanceof CriticalStateError) {
        this.deps.log.error({ table: this.id, action, err: e }, 'automatic step failed: voiding the round');
        if (this.round) await this.voidRound(`automatic step ${action.type} failed: ${(e as Error).message}`, 'keep');
      } else throw e;
    }
  }

  private ensureTimer(kind: 'betting' | 'decision', key: string, deadline: number): void {
    if (this.timer?.key === key) return;
    this.clearTimer();
    const handle = this.deps.clock.setTimeout(() => this.fire(key), Math.max(0, deadline - this.deps.clock.now()));
    this.timer = { kind, deadline, key, handle };
    this.changed();
  }

  private clearTimer(): void {
    if (this.timer) this.deps.clock.clearTimeout(this.timer.handle);
    this.timer = null;
  }

  private fire(key: string): void {
    this.serial(async () => {
      if (this.timer?.key !== key) return;
      const t = this.timer;
      this.timer = null;
      const r = this.round;
      if (!r) return;
      if (t.kind === 'betting') await this.closeBetting();
      else {
        const a = this.game.timeoutAction?.(r.state) as GameAction | null | undefined;
        if (a) await this.automatic({ ...a, by: a.by ?? SYSTEM });
      }
      this.changed();
      await this.advance();
    }).catch((e) => this.deps.log.error({ table: this.id, err: e }, 'timer step failed'));
  }

  /** The game seats players itself: tell it the box is given up, if it lists that. */
  private async unmirror(username: string, box: number): Promise<void> {
    const r = this.round;
    if (r && this.legal(r.state, player(username)).some((l) => l.type === 'leave' && l.box === box)) await this.automatic({ type: 'leave', box, by: player(username) } as GameAction);
  }

  private async releaseSeats(username: string): Promise<void> {
    if (this.isConnected(username)) return;
    let kept = false;
    for (const box of this.seats.boxesOf(username)) {
      if ((this.round?.onBox.get(box) ?? 0) > 0) {
        kept = true;
        continue;
      }
      await this.unmirror(username, box);
      await this.deps.store.saveSeat(this.id, box, null);
      this.seats.stand(box);
    }
    if (kept) this.releaseAfterRound.add(username);
    else this.releaseAfterRound.delete(username);
    this.changed(true);
  }
}

export type { Rejection };
