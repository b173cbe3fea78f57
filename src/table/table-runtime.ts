/**
 * @module table/table-runtime
 * A table as a room (STYLE §4): one game state, its seats and boxes, standing bettors and bets behind, its timers
 * and its round log, written by this runtime alone, one command at a time. This file holds the commands people and
 * dealers send and the views they get; the parts own the rest:
 * - table/command-queue: the one-at-a-time queue;
 * - table/receipts: idempotency of actions;
 * - table/round-keeper: drafting, recording, settling, voiding, recovering rounds, freezing the table;
 * - table/automation: betting and decision timers, automatic steps, retries;
 * - table/presence: connections, grace periods, telling the game who is at the table;
 * - table/seat-stacks: seat stacks at a table that plays from them;
 * - table/round-views: what each audience sees of the round and of the last result;
 * - table/waiting-list: the players waiting for a seat, and the seat offered to the first (003 §3.2.3–3.2.7).
 * No sockets and no SQL: the store, clock and listeners are injected (table/table-port).
 */
import { isListed, type AnyGame, type GameAction, type PlayersNeeded } from '../core/contract.js';
import { CriticalStateError, IllegalActionError, type Rejection } from '../core/errors.js';
import { DEALER, player, type Actor, type Audience } from '../core/ids.js';
import { AbsenceWatch } from './absence.js';
import { Automation } from './automation.js';
import { CommandQueue } from './command-queue.js';
import type { LiveRound } from './live-round.js';
import { Presence } from './presence.js';
import { CommandReceipts, Receipts, type CommandRequest } from './receipts.js';
import { refuse, RoundKeeper } from './round-keeper.js';
import { audienceOf, RoundViews, type LastResultView, type RoundSnapshot, type TableRole } from './round-views.js';
import { splitPace, withPace } from './pace.js';
import { noteRequest, sameRequest } from './same-request.js';
import { SeatStacks } from './seat-stacks.js';
import { Seats } from './seats.js';
import { WaitingList, type WaitingPlace } from './waiting-list.js';
import { TableCore, type LastResult, type RuntimeDeps, type RuntimeLog } from './table-core.js';
import { DuplicateKeyError, type ActionReceipt, type TableRecord, type TableStatus, type WaitingEntry } from './table-port.js';

export type { LastResult, RuntimeLog };
export type { LastResultView, RoundSnapshot, TableRole } from './round-views.js';
export type RuntimeDepsOf = RuntimeDeps<TableRuntime>;


/**
 * Table management by a dealer/inspector. `resume` lifts a freeze (the round continues where it stood); `void-round`
 * voids the round in play (and lifts a freeze).
 */
export type DealerCommand = { kind: 'open' } | { kind: 'close' } | { kind: 'configure'; config: unknown } | { kind: 'void-round'; reason: string } | { kind: 'resume' };

export interface ActRequest {
  readonly username: string;
  readonly as: TableRole;
  readonly key: string;
  readonly round?: number;
  readonly version: number;
  readonly action: Record<string, unknown>;
}

export class TableRuntime {
  private readonly core: TableCore;
  private readonly queue: CommandQueue;
  private readonly receipts: Receipts;
  private readonly commands: CommandReceipts;
  private readonly keeper: RoundKeeper;
  private readonly presence: Presence;
  private readonly automation: Automation;
  private readonly absence: AbsenceWatch;
  private readonly stacks: SeatStacks;
  private readonly views: RoundViews;
  private readonly waiting: WaitingList;

  private constructor(
    private readonly deps: RuntimeDeps<TableRuntime>,
    record: TableRecord,
    seats: Seats,
  ) {
    this.core = new TableCore(deps as RuntimeDeps<never>, record, seats, () => deps.onChange(this));
    this.queue = new CommandQueue(record.id);
    const enqueue = (what: string, fn: () => Promise<void>): void => {
      this.queue.serial(fn).catch((e) => deps.log.error({ err: e, table: this.id }, `${what} failed`));
    };
    this.receipts = new Receipts(deps.store);
    this.commands = new CommandReceipts(deps.store, record.id);
    this.keeper = new RoundKeeper(this.core, { moved: (why) => this.dispose(why), ended: () => this.roundEnded() });
    this.presence = new Presence(
      this.core,
      this.keeper,
      enqueue,
      (username) => this.seatFreed(username),
      () => this.waiting.size,
    );
    this.waiting = new WaitingList(this.core, enqueue, (players, sizeBefore) => {
      if ((sizeBefore === 0) !== (this.waiting.size === 0)) this.presence.waitingChanged();
      this.core.changed(true);
      deps.onWaitingList?.(this, players);
    });
    this.stacks = new SeatStacks(this.core, () => this.presence.redraw());
    this.absence = new AbsenceWatch(
      this.core,
      this.presence,
      () => this.rerun(),
      (a) => this.automation.automatic(a),
    );
    this.automation = new Automation(this.core, this.keeper, this.presence, this.queue, () => this.absence.check());
    this.views = new RoundViews(this.core);
  }

  /** Loads seats, recovers the unfinished round (replay, or void), and starts play. */
  static async start(deps: RuntimeDeps<TableRuntime>, record: TableRecord): Promise<TableRuntime> {
    const seats = new Seats(record.boxes, record.maxBoxesPerPlayer, await deps.store.loadSeats(record.id));
    const rt = new TableRuntime(deps, record, seats);
    await rt.queue.serial(async () => {
      await rt.keeper.recover();
      await rt.stacks.settleAtStart();
      await rt.presence.load();
      await rt.waiting.load();
      await rt.automation.run();
    });
    // Seated players are not connected to this process yet: their grace period starts now.
    for (const h of seats.holders()) rt.presence.startGrace(h);
    return rt;
  }

  get id(): string {
    return this.core.id;
  }
  get game(): AnyGame {
    return this.core.game;
  }
  get table(): TableRecord {
    return this.core.record;
  }
  get status(): TableStatus {
    return this.core.record.status;
  }
  /** The closing announcement in force (000 GP3.1.a), for the table information; null when none. */
  get closing(): { announcement: string; cite: string; played: number } | null {
    const c = this.core.closing;
    return c && this.core.record.status === 'closing' ? { announcement: c.rule.announcement, cite: c.rule.cite, played: c.played } : null;
  }
  /** Why the table is frozen, or null. */
  get frozen(): string | null {
    return this.core.frozen;
  }
  get seats(): Seats {
    return this.core.seats;
  }
  get isDisposed(): boolean {
    return this.core.disposed;
  }
  /** The round in progress: id (null for a draft), number and game state (server-side only: the state holds secrets). */
  get current(): { id: number; no: number; state: unknown; seq: number; onTable: number; recorded: boolean } | null {
    const r = this.core.round;
    return r ? { id: r.id, no: r.no, state: r.state, seq: r.seq, onTable: r.onTable, recorded: r.recorded } : null;
  }
  get last(): LastResult | null {
    return this.core.lastResult;
  }
  /** Changes whenever the table's public information (seats, status, configuration, who is connected) may have. */
  get infoRevision(): number {
    return this.core.infoRev;
  }
  /** While the last round's outcome is shown (table/pace), when the next round opens; null otherwise. */
  get nextRoundAt(): number | null {
    return this.automation.timerKind === 'outcome' ? this.automation.deadline : null;
  }
  /** A command is queued or running: watchers are better served one frame when it is done. */
  get busy(): boolean {
    return this.queue.busy;
  }

  /** Waits until every queued command has run (tests, shutdown). */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  /** A round ended: boxes waiting for its end are freed; seat stacks are read again, and cashed out if the table closed. */
  private async roundEnded(): Promise<void> {
    await this.presence.afterRound();
    await this.freeSeatsTheGameGaveUp();
    await this.stacks.refresh();
    if (this.core.record.status === 'closed') await this.stacks.closeAll();
  }

  /** A player gave up seats: his stack goes back to his wallet (tables of seat stacks); the seats go to the waiting list. */
  private async seatFreed(username: string): Promise<void> {
    await this.stacks.leftTable(username);
    await this.waiting.fill();
  }

  /** Boxes the game gave up in the round just ended (`TableSeating.freed`): freed, and the stack cashed out. */
  private async freeSeatsTheGameGaveUp(): Promise<void> {
    const t = this.core;
    for (const f of t.game.seating?.freed?.(t.record.carry) ?? []) {
      if (t.seats.holder(f.box) !== f.player) continue;
      await this.deps.store.saveSeat(this.id, f.box, null);
      t.seats.stand(f.box);
      t.changed(true);
      await this.seatFreed(f.player);
    }
  }

  /** At a table of seat stacks: chips from the wallet to the player's stack (a buy-in, a top-up between hands). */
  buyIn(username: string, amount: number, key: string): Promise<{ stack: number; wallet: number; duplicate: boolean }> {
    return this.queue.serial(async () => {
      const r = await this.stacks.buyIn(username, amount, key);
      await this.advance();
      return r;
    });
  }

  /** At a table of seat stacks: the player's whole stack back to the wallet, between hands. */
  cashOut(username: string, key: string): Promise<{ stack: number; wallet: number; duplicate: boolean }> {
    return this.queue.serial(() => this.stacks.cashOut(username, key));
  }

  /** At a table of seat stacks: the player's stack moved to or from another account than the wallet (a machine's ticket), between hands. */
  stackOutside<R>(username: string, move: () => Promise<R>): Promise<R> {
    return this.queue.serial(async () => {
      const r = await this.stacks.outside(username, move);
      await this.advance();
      return r;
    });
  }

  /** Each player's seat stack (tables that play from stacks; empty otherwise). */
  get stackBalances(): Readonly<Record<string, number>> {
    return this.core.stacks;
  }

  /** The automatic steps after an answered request (a failure is the table's, handled there). */
  private async advance(): Promise<void> {
    await this.automation.run();
  }

  // ---------------------------------------------------------------- commands

  /**
   * A game action from a person. Order of checks: repeated idempotency key (→ first result), table and round,
   * action shape, no random result and no `by` from the client, stale version, seat authorisation; then the game.
   */
  act(req: ActRequest): Promise<{ receipt: ActionReceipt; duplicate: boolean }> {
    return this.queue.answerEarly(async (answer) => {
      const seen = this.receipts.get(req.username, req.key);
      if (seen) return { receipt: sameRequest(seen, req.key, req), duplicate: true };
      try {
        const receipt = await this.accept(req);
        this.receipts.remember(req.username, req.key, receipt);
        noteRequest(receipt, req);
        // Recorded: the sender hears so at once; the automatic steps it leads to run next, in this same turn.
        answer({ receipt, duplicate: false });
        await this.advance();
        return { receipt, duplicate: false };
      } catch (e) {
        // A broken invariant (chips not conserved, the ledger short): the table freezes; nothing was recorded.
        if (e instanceof CriticalStateError) {
          await this.keeper.freeze(`${e.code}: ${e.message}`);
          this.automation.clearTimer();
          throw refuse('table/frozen', `the table is frozen (${e.message}): a dealer must resume it or void the round`);
        }
        // A refusal or a unique-key clash may be a repeat of an action accepted before a restart: answer with its first result.
        if (e instanceof IllegalActionError || e instanceof DuplicateKeyError) {
          const first = await this.receipts.find(req.username, req.key);
          if (first) {
            // Compared with what was recorded under the key (table/same-request); the receipt it answers is remembered.
            const same = sameRequest(first, req.key, req, { ...first.recorded, here: this.id, schema: this.game.actionSchema });
            this.receipts.remember(req.username, req.key, same);
            return { receipt: same, duplicate: true };
          }
        }
        throw e;
      }
    });
  }

  private async accept(req: ActRequest): Promise<ActionReceipt> {
    const t = this.core;
    if (req.as !== 'player' && req.as !== 'dealer') throw refuse('auth/forbidden', `a ${req.as} does not act at the table`);
    if (t.record.status === 'closed') throw refuse('table/closed', 'the table is closed');
    if (t.frozen) throw refuse('table/frozen', `the table is frozen: ${t.frozen}`);
    const r = t.round;
    if (!r) throw refuse('table/no-round', 'no round in progress');
    if ('by' in req.action) throw refuse('table/invalid-action', 'the server sets `by` from the session');
    const random = (this.game.randomFields ?? []).filter((f) => f in req.action);
    if (random.length) throw refuse('table/random-from-client', `${random.join(', ')}: a random result comes only from the server's RNG`);
    const parsed = this.game.actionSchema.safeParse(req.action);
    if (!parsed.success) throw refuse('table/invalid-action', parsed.error.issues.map((i) => `${i.path.join('.') || 'action'}: ${i.message}`).join('; '));
    if (req.round !== undefined && req.round !== r.id) throw refuse('table/stale-version', `round ${req.round} is over; round ${r.id} is in play`);
    // Too few seated players for a coup: nothing starts (it would only be called off, every stake returned).
    const lacking = t.playersNeeded(r);
    if (lacking) throw refuse('table/too-few-players', neededText(lacking), lacking.cite);
    const version = this.game.version(r.state);
    const by: Actor = req.as === 'dealer' ? DEALER : player(req.username);
    if (req.version !== version && !this.stillValid(r, req.version, version, by)) throw refuse('table/stale-version', `the round is at version ${version}, not ${req.version}`);
    const action = { ...(parsed.data as object), by } as GameAction & { box?: unknown };
    if (by.kind === 'player') {
      const no = t.seats.authorise(req.username, action, () => t.legal(r.state, by), (box) => r.hasStakeOn(req.username, box));
      if (no) throw new IllegalActionError(no);
    }
    return this.keeper.commit(action, { account: req.username, key: req.key });
  }

  /**
   * An action sent against an older version still stands when what its sender could do has not changed since
   * (several players answering insurance at once), or while bets are open (bets by several players commute).
   */
  private stillValid(r: LiveRound, sent: number, now: number, by: Actor): boolean {
    if (sent > now) return false;
    if (this.automation.bettingOpen(r)) return true;
    const old = r.history.get(sent);
    return old !== undefined && JSON.stringify(this.core.legal(old, by)) === JSON.stringify(this.core.legal(r.state, by));
  }

  sit(username: string, box: number): Promise<void> {
    return this.queue.serial(async () => {
      const t = this.core;
      if (t.record.status === 'closed') throw refuse('table/closed', 'the table is closed');
      const no = t.seats.checkSit(username, box) ?? this.waiting.checkSit(username, box);
      if (no) throw new IllegalActionError(no);
      if (t.seats.holder(box) === username) return;
      await this.deps.store.saveSeat(this.id, box, { box, holder: username, behind: [] });
      t.seats.sit(username, box);
      this.presence.forgetRelease(username);
      t.changed(true);
      // 003 §3.2.5: a player on the list who sits (the seat offered to him, or any) leaves it.
      await this.waiting.remove(username, 'seated');
      if (!t.frozen) {
        await this.presence.mirrorSeats();
        await this.presence.redrawIfOutdated();
      }
      await this.advance();
    });
  }

  stand(username: string, box: number): Promise<void> {
    return this.queue.serial(async () => {
      const t = this.core;
      if (t.seats.holder(box) !== username) throw refuse('table/not-your-box', `you do not hold box ${box}`);
      if ((t.round?.onBox.get(box) ?? 0) > 0) throw refuse('table/chips-at-risk', `box ${box} has chips in play this round`);
      if (!t.frozen) await this.presence.unmirror(username, box);
      await this.deps.store.saveSeat(this.id, box, null);
      t.seats.stand(box);
      t.changed(true);
      await this.seatFreed(username);
      await this.advance();
    });
  }

  consent(username: string, box: number, bettor: string, allow: boolean): Promise<void> {
    return this.queue.serial(async () => {
      const t = this.core;
      if (t.seats.holder(box) !== username) throw refuse('table/not-your-box', `you do not hold box ${box}`, '002 §14.11');
      const before = t.seats.record(box);
      const after = t.seats.consent(box, bettor, allow);
      try {
        await this.deps.store.saveSeat(this.id, box, after);
      } catch (e) {
        if (before) t.seats.consent(box, bettor, !allow);
        throw e;
      }
      t.changed(true);
      if (allow && !t.frozen) await this.presence.mirrorConsents(username, box);
    });
  }

  // ---------------------------------------------------------------- the waiting list (table/waiting-list)

  /** 003 §3.2.3: a player with no seat joins the list of a table with no free seat (refusals write nothing). */
  joinWaitingList(username: string): Promise<WaitingPlace> {
    return this.queue.serial(() => this.waiting.join(username));
  }

  /** A player leaves the list (a seat offered to him goes to the next); false when he was not on it. */
  leaveWaitingList(username: string, why: 'asked' | 'tournament' = 'asked', tournament?: string): Promise<boolean> {
    return this.queue.serial(() => this.waiting.remove(username, why, tournament));
  }

  /** The list's length and `username`'s place and offer. */
  waitingPlace(username: string | null): WaitingPlace {
    return this.waiting.placeOf(username);
  }

  /** The list in order with each player's offer (staff only: the names). */
  get waitingList(): readonly WaitingEntry[] {
    return this.waiting.list();
  }

  /** A player has finished betting; a game with its own such action (`Game.readyAction`) hears it as theirs. */
  ready(username: string): Promise<void> {
    return this.queue.answerEarly(async (answer) => {
      const t = this.core;
      const r = t.round;
      if (!r) throw refuse('table/no-round', 'no round in progress');
      if (t.frozen) throw refuse('table/frozen', `the table is frozen: ${t.frozen}`);
      r.ready.add(username);
      const mine = this.game.readyAction?.({ kind: 'player', player: username }) as GameAction | undefined;
      if (mine && !t.playersNeeded(r) && isListed(t.legal(r.state, mine.by), mine)) {
        try {
          await this.keeper.commit(mine, { account: null, key: null });
        } catch (e) {
          if (e instanceof CriticalStateError) {
            await this.keeper.freeze(`${e.code}: ${e.message}`);
            throw refuse('table/frozen', `the table is frozen (${e.message}): a dealer must resume it or void the round`);
          }
          if (!(e instanceof IllegalActionError)) throw e;
          this.deps.log.warn({ table: this.id, player: username, err: e }, 'the game refused the ready it listed');
        }
      }
      t.changed();
      answer(undefined);
      await this.advance();
    });
  }

  /**
   * A dealer's command, run once per key (table/receipts `CommandReceipts`): a repeat answers the first result, another
   * request under the key is refused. Nobody runs a table they hold a seat at. Run or refused, it goes to the staff log.
   */
  command(req: CommandRequest<DealerCommand>): Promise<{ result: { status: TableStatus; round: number | null }; duplicate: boolean }> {
    return this.queue.serial(() =>
      this.commands.once(req, () => {
        if (this.core.seats.boxesOf(req.username).length) throw refuse('auth/forbidden', `${req.username} holds a seat at ${this.id}: staff do not act at a table where they play`);
        return this.runDealer(req.command);
      }),
    );
  }

  /** Table management by a dealer/inspector, without a key (tests, the server's own steps). */
  dealer(cmd: DealerCommand): Promise<{ status: TableStatus; round: number | null }> {
    return this.queue.serial(() => this.runDealer(cmd));
  }

  private async runDealer(cmd: DealerCommand): Promise<{ status: TableStatus; round: number | null }> {
    const t = this.core;
    switch (cmd.kind) {
      case 'open':
        t.closing = null;
        if (t.record.status !== 'open') await t.setStatus('open');
        break;
      case 'close':
        if (t.record.status === 'closed') break;
        if (t.round && this.keeper.untouched(t.round)) {
          t.closing = null;
          await this.keeper.voidRound('the table closed before any bet');
          await t.setStatus('closed');
        } else if (t.round && t.record.status === 'open' && this.game.closing) {
          // 000 GP3.1.a: the closing is announced (the last three balls, the last shooter, the last shoe, the last
          // three hands); the table plays the announced rounds, then closes (round-keeper's finish).
          const rule = this.game.closing(this.deps.profile as never);
          t.closing = { rule, mark: rule.start(t.record.carry ?? null), played: 0 };
          await t.setStatus('closing');
        } else {
          // No announcement (the game has none, or a second close): the table closes after the round in progress.
          t.closing = null;
          await t.setStatus(t.round ? 'closing' : 'closed');
        }
        if ((t.record.status as TableStatus) === 'closed') await this.stacks.closeAll();
        break;
      case 'configure': {
        // The table's own pace settings (table/pace: the outcome pause) beside the game's fields, each validated.
        const split = splitPace(cmd.config);
        if ('error' in split) throw refuse('table/invalid-config', split.error);
        const parsed = this.game.tableSchema.safeParse(split.game);
        if (!parsed.success) throw refuse('table/invalid-config', parsed.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`).join('; '));
        // Validated whole before anything changes: the game draws a round up under it (its own rules on the
        // configuration, e.g. the maxima a profile allows), with throwaway randomness; a refusal leaves the table as it was.
        const refused = this.keeper.refusesConfig(parsed.data, this.presence.present());
        if (refused) throw refuse('table/invalid-config', refused);
        const config = withPace(parsed.data, split.pace);
        await this.deps.store.setPendingConfig(this.id, config);
        t.record = { ...t.record, pendingConfig: config };
        t.infoRev++;
        // An untouched round starts again under the new configuration; one in play keeps its own.
        if (t.round && this.keeper.untouched(t.round)) await this.keeper.voidRound('new table configuration before any bet');
        // Frozen with no round: no round could start under the stored configuration; the new one lifts the freeze.
        if (t.frozen && !t.round) await t.setFrozen(null);
        break;
      }
      case 'void-round':
        if (!t.round) throw refuse('table/no-round', 'no round in progress');
        await this.keeper.voidRound(cmd.reason);
        if (t.frozen) await t.setFrozen(null);
        break;
      case 'resume':
        if (!t.frozen) throw refuse('table/not-frozen', 'the table is not frozen');
        await t.setFrozen(null);
        this.deps.log.warn({ table: this.id }, 'table resumed');
        break;
    }
    t.changed(true);
    await this.advance();
    return { status: t.record.status, round: t.round?.id ?? null };
  }

  /** A connection of `username` started watching as a player (counts for the reconnection grace and table/absence). */
  attach(username: string): void {
    this.presence.attach(username);
    this.rerun();
  }

  /** A connection of `username` went away; the last one starts the grace period for their boxes (and table/absence's count). */
  detach(username: string): void {
    this.presence.detach(username);
    this.rerun();
  }

  /** The automatic steps and the table's checks run again, in the queue (a presence change, the absence timer). */
  private rerun(): void {
    if (this.core.disposed || !this.core.round?.recorded || this.core.round.dealtAt === null) return;
    this.queue.serial(() => this.automation.run()).catch((e) => this.deps.log.error({ err: e, table: this.id }, 'absence check failed'));
  }

  isConnected(username: string): boolean {
    return this.presence.isConnected(username);
  }

  /** Stops timers; the table's state stays in the database for whichever process runs it next. */
  dispose(reason: string): void {
    if (this.core.disposed) return;
    this.core.disposed = true;
    this.queue.stop();
    this.automation.stop();
    this.absence.clear();
    this.presence.stop();
    this.waiting.stop();
    this.deps.onDisposed?.(this, reason);
  }

  // ---------------------------------------------------------------- views (table/round-views)

  audienceOf(as: TableRole, username: string | null): Audience {
    return audienceOf(as, username);
  }

  /** The round as `as`/`username` may see it: the game's view for that audience and the actions they may take. */
  roundFor(as: TableRole, username: string | null): RoundSnapshot | null {
    const kind = this.automation.timerKind;
    return this.views.round(as, username, kind === 'outcome' || kind === 'step' ? { deadline: null, timer: null } : { deadline: this.automation.deadline, timer: kind });
  }

  /** The last round's result as `as`/`username` may see it (built once per audience). */
  lastFor(as: TableRole, username: string | null): LastResultView | null {
    return this.views.last(as, username);
  }
}

export type { Rejection };

/** "this game needs 4 seated players (2 seated)", or per tableau. */
export function neededText(n: PlayersNeeded): string {
  return n.seated.length > 1
    ? `this game needs ${n.needed} seated players at each tableau (${n.seated.join(' and ')} seated)`
    : `this game needs ${n.needed} seated players (${n.seated[0] ?? 0} seated)`;
}
