/**
 * @module table/automation
 * What a table does by itself (docs/server.md, "Tables, seats, timers"):
 * - bets are open until the round's first dealer or system step; nothing moves while no chip is on the table; once
 *   one is, betting closes when the timer (from the first stake) fires or everyone is ready, or — for a game that
 *   awaits its players while betting — when it awaits none of them;
 * - a player awaited gets a decision timer; when it fires, the game's `timeoutAction` is applied;
 * - a dealer or system step awaited with no player awaited is applied at once (`Game.automaticStep`), or after the
 *   table's pause between steps (table/pace `stepMs`: a bingo hall calls its balls one by one);
 * - a step due when a period of play starts (`Game.periodic`, circle poker's time charge) is taken before the game's
 *   own automatic step, while the game awaits no player: never in the middle of a hand (the game says when it may);
 *   its due time is the game's, read from the recorded state, so a restart neither forgets nor repeats it;
 * - a finished round is followed by a new one (a draft) while the table is open, once its outcome has stayed on the
 *   table for the table's outcome pause (table/pace `outcomeMs`).
 * A step the game refuses, or a broken invariant, freezes the table. A step that fails for another reason (the
 * database refused or was lost) is tried again with back-off, and after the last attempt freezes the table with an
 * alert: a table is never left silently stuck.
 */
import { defaultAutomaticStep, standingTotal, type GameAction, type PeriodicStep } from '../core/contract.js';
import { CriticalStateError, CroupierError, IllegalActionError } from '../core/errors.js';
import { DEALER, SYSTEM, type Actor } from '../core/ids.js';
import type { CommandQueue } from './command-queue.js';
import { stepMsOf } from './pace.js';
import type { LiveRound } from './live-round.js';
import type { Presence } from './presence.js';
import type { RoundKeeper } from './round-keeper.js';
import type { TableCore } from './table-core.js';

const RETRY_MS = 250;
const RETRY_MAX_MS = 5_000;
const RETRIES = 8;

export type TimerKind = 'betting' | 'decision' | 'outcome' | 'step';

export class Automation {
  private timer: { kind: TimerKind; deadline: number; key: string; handle: unknown } | null = null;
  private retry: { handle: unknown; attempt: number } | null = null;
  /** `bettingOpen()` for the current round and version. */
  private bettingCache = { key: '', open: false };
  /** The round whose periodic step the game refused (logged once). */
  private periodicRefused = -1;

  constructor(
    private readonly t: TableCore,
    private readonly keeper: RoundKeeper,
    private readonly presence: Presence,
    private readonly queue: CommandQueue,
    /** After the automatic steps: the table's own checks (table/absence); true when one took a step. */
    private readonly after: () => Promise<boolean> = async () => false,
  ) {}

  get deadline(): number | null {
    return this.timer?.deadline ?? null;
  }

  get timerKind(): TimerKind | null {
    return this.timer?.kind ?? null;
  }

  /**
   * Runs the automatic steps (inside the queue). A failure that is not the game's is retried after a back-off; the
   * last attempt freezes the table. A broken invariant freezes it at once.
   */
  async run(first?: () => Promise<void>): Promise<void> {
    try {
      if (first) await first();
      await this.advance();
      while (await this.after()) await this.advance();
      if (this.retry) {
        this.t.deps.clock.clearTimeout(this.retry.handle);
        this.retry = null;
      }
    } catch (e) {
      if (this.t.disposed || (e instanceof CroupierError && e.code === 'table/elsewhere')) return;
      if (e instanceof CriticalStateError) return this.freezeFor(e);
      const attempt = (this.retry?.attempt ?? 0) + 1;
      const max = this.t.deps.timings.retries ?? RETRIES;
      this.t.deps.log.error({ table: this.t.id, err: e, attempt, of: max }, 'automatic step failed');
      if (this.retry) this.t.deps.clock.clearTimeout(this.retry.handle);
      this.retry = null;
      if (attempt >= max) {
        await this.keeper.freeze(`automatic steps failed ${attempt} times: ${e instanceof Error ? e.message : String(e)}`);
        this.clearTimer();
        return;
      }
      const delay = Math.min(RETRY_MAX_MS, (this.t.deps.timings.retryMs ?? RETRY_MS) * 2 ** (attempt - 1));
      const handle = this.t.deps.clock.setTimeout(() => {
        this.queue.serial(() => this.run(first)).catch((x) => this.t.deps.log.error({ table: this.t.id, err: x }, 'retry failed'));
      }, delay);
      this.retry = { handle, attempt };
    }
  }

  private async freezeFor(e: CroupierError): Promise<void> {
    this.clearTimer();
    await this.keeper.freeze(`${e.code}: ${e.message}`);
  }

  /** Chips on the table for the round in play, this round's and those standing from earlier rounds. */
  private atRisk(r: LiveRound): number {
    return r.onTable + standingTotal(this.t.game, r.carryIn);
  }

  private async advance(): Promise<void> {
    const t = this.t;
    for (let guard = 0; guard < 10_000 && !t.disposed; guard++) {
      if (t.frozen) return this.clearTimer();
      const r = t.round;
      if (!r) {
        // While an announced closing runs (000 GP3.1.a), the announced rounds are still played.
        if (t.record.status === 'closed' || (t.record.status === 'closing' && !t.closing)) return this.clearTimer();
        // The last round's outcome stays on the table for its pause (table/pace) before the next round opens.
        if (t.deps.clock.now() < t.pauseUntil) return this.ensureTimer('outcome', `outcome:${t.lastResult?.id ?? 0}:${t.pauseUntil}`, t.pauseUntil);
        await this.keeper.drawUp(this.presence.present());
        if (t.round) await this.presence.mirrorSeats();
        continue;
      }
      // Too few seated players for a coup (`Game.playersNeeded`): the table waits for them, taking no step.
      if (t.playersNeeded(r)) return this.clearTimer();
      const g = t.game;
      const awaiting = g.awaiting(r.state);
      const players = awaiting.filter((a) => a.kind === 'player');
      const auto = awaiting.find((a) => a.kind !== 'player');
      if (this.bettingOpen(r)) {
        if (players.length > 0) r.gameTracksBetting = true;
        // A game that awaited its players while bets were open and now awaits only the dealer has said "go" itself,
        // chips or none (a bank auction or a bank opening puts none on the table).
        const gameSaysGo = r.gameTracksBetting && players.length === 0 && auto !== undefined && this.stepFor(r, auto) !== null;
        if (!gameSaysGo && this.atRisk(r) === 0) return this.clearTimer();
        const ready = this.allReady(r) || gameSaysGo;
        if (!ready) return this.ensureTimer('betting', `betting:${r.id}:${r.no}`, Math.max((r.firstStakeAt ?? t.deps.clock.now()) + t.deps.timings.bettingMs, this.keeper.resumeFloor));
        await this.closeBetting();
        continue;
      }
      if (players.length > 0) return this.ensureTimer('decision', `decision:${r.id}:${g.version(r.state)}`, Math.max(r.lastActionAt + t.deps.timings.decisionMs, this.keeper.resumeFloor));
      if (auto) {
        const step = this.stepFor(r, auto);
        if (!step) throw new CriticalStateError('table/no-step', `the game awaits the ${auto.kind} but lists no ${auto.kind} step it may take`);
        const pause = stepMsOf(t.record.config, t.deps.timings.stepMs, g.stepPauseMs);
        const due = Math.max(r.lastActionAt + pause, this.keeper.resumeFloor);
        if (pause > 0 && t.deps.clock.now() < due) return this.ensureTimer('step', `step:${r.id}:${g.version(r.state)}`, due);
        // A period of play starts (`Game.periodic`: circle poker's time charge): its step comes before the game's own.
        const periodic = this.periodicStep(r);
        if (periodic) {
          await this.automatic(periodic);
          continue;
        }
        await this.automatic(step);
        continue;
      }
      return this.clearTimer();
    }
  }

  /**
   * The game's periodic step when it is due on the table's clock and the game accepts it now; null otherwise (a step
   * the game refuses — too few players could play after it — is not taken before this round; it is asked again at the
   * next one).
   */
  private periodicStep(r: LiveRound): GameAction | null {
    const t = this.t;
    const p = t.game.periodic?.(r.state) as PeriodicStep | null | undefined;
    const now = t.deps.clock.now();
    if (!p || now < p.due) return null;
    const step = p.step(now) as GameAction;
    const tried = t.game.apply(r.state, step);
    if (tried.ok) return step;
    if (r.no !== this.periodicRefused) t.deps.log.info({ table: t.id, round: r.id, step: step.type, why: tried.rejection.code, cite: p.cite }, 'periodic step due but refused before this round');
    this.periodicRefused = r.no;
    return null;
  }

  /** The step the table takes by itself for `by` (`Game.automaticStep`, by default the first plain listed step). */
  private stepFor(r: LiveRound, by: Actor): GameAction | null {
    const legal = this.t.legal(r.state, by);
    const g = this.t.game;
    return (g.automaticStep ? g.automaticStep(r.state, legal, by) : defaultAutomaticStep(legal, by)) as GameAction | null;
  }

  /** Are bets open: no dealer or system step yet this round, and a player could still stake? */
  bettingOpen(r: LiveRound): boolean {
    if (r.bettingClosed) return false;
    const t = this.t;
    const key = `${r.id}:${r.no}:${t.game.version(r.state)}:${t.seats.holders().join(',')}`;
    if (this.bettingCache.key === key) return this.bettingCache.open;
    const open = t.offersStakes(r.state);
    this.bettingCache = { key, open };
    return open;
  }

  /** Every seated player, and everyone with chips on the table, has said ready. */
  private allReady(r: LiveRound): boolean {
    const people = new Set([...this.t.seats.holders(), ...r.staked.keys()]);
    return people.size > 0 && [...people].every((h) => r.ready.has(h));
  }

  /** Betting time is up: the game's timeout step (the dealer closes bets), else the dealer's first step. */
  private async closeBetting(): Promise<void> {
    const r = this.t.round as LiveRound;
    r.bettingClosed = true;
    this.clearTimer();
    const g = this.t.game;
    const t = g.timeoutAction?.(r.state) as GameAction | null | undefined;
    if (t && t.by?.kind !== 'player') return this.automatic(t);
    const auto = g.awaiting(r.state).find((a) => a.kind !== 'player') ?? DEALER;
    const step = this.stepFor(r, auto);
    if (step) await this.automatic(step);
  }

  /** Commits an automatic step; a game refusing a step it listed is a broken invariant (the table freezes). */
  async automatic(action: GameAction): Promise<void> {
    try {
      await this.keeper.commit(action, { account: null, key: null });
    } catch (e) {
      if (e instanceof IllegalActionError) throw new CriticalStateError('table/step-refused', `the game refused its own step ${action.type}: ${e.message}`, { action: action.type });
      throw e;
    }
  }

  ensureTimer(kind: TimerKind, key: string, deadline: number): void {
    if (this.timer?.key === key) return;
    this.clearTimer();
    const handle = this.t.deps.clock.setTimeout(() => this.fire(key), Math.max(0, deadline - this.t.deps.clock.now()));
    this.timer = { kind, deadline, key, handle };
    this.t.changed();
  }

  clearTimer(): void {
    if (this.timer) this.t.deps.clock.clearTimeout(this.timer.handle);
    this.timer = null;
  }

  /** Stops every timer (the table is no longer run here). */
  stop(): void {
    this.clearTimer();
    if (this.retry) this.t.deps.clock.clearTimeout(this.retry.handle);
    this.retry = null;
  }

  /** A timer ran out: its step (betting closes; the awaited player's default) and what follows, retried as a whole. */
  private fire(key: string): void {
    this.queue
      .serial(async () => {
        if (this.timer?.key !== key) return;
        const kind = this.timer.kind;
        this.timer = null;
        // The outcome has been shown: the next round opens (drawn up as a draft); or the pause between steps is over.
        if (kind === 'outcome' || kind === 'step') {
          await this.run();
          this.t.changed();
          return;
        }
        const r = this.t.round;
        if (!r || this.t.frozen) return;
        const no = r.no;
        const version = this.t.game.version(r.state);
        await this.run(async () => {
          const now = this.t.round;
          // A retry after the round moved on (someone acted meanwhile) has nothing left to time out.
          if (!now || now.no !== no || this.t.game.version(now.state) !== version || this.t.frozen) return;
          if (kind === 'betting') return this.closeBetting();
          const a = this.t.game.timeoutAction?.(now.state) as GameAction | null | undefined;
          if (a) await this.automatic({ ...a, by: a.by ?? SYSTEM });
        });
        this.t.changed();
      })
      .catch((e) => this.t.deps.log.error({ table: this.t.id, err: e }, 'timer step failed'));
  }
}
