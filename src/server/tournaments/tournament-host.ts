/**
 * @module server/tournaments/tournament-host
 * Runs the tournaments' clocks in this process: after every action it takes, one by one, the system actions the
 * director says are due (a level's end, a sit & go that is full, the next hand to deal, a player whose time is up),
 * then sets one timer at the director's next deadline. Each due action is taken inside the store's transaction only
 * if it is still due there, so two processes running the same clock take it once. Every change is published
 * (`tournament` topic) for the pages waiting on it, in this process or another.
 *
 * After a restart the clock stopped where the tournament last acted (the server was down, nobody played): a running
 * tournament is paused at its last action's time and resumed now, both as recorded system actions (issue 20: "a crash
 * resumes every tournament where it stood with every stack, level and remaining time").
 */
import type { FastifyBaseLogger } from 'fastify';
import { SYSTEM } from '../../core/ids.js';
import type { Clock } from '../../table/table-port.js';
import type { TournamentAction } from '../../tournaments/contract.js';
import type { PubSub } from '../tables/pubsub.js';
import type { Committed, TournamentStore } from '../store/tournament-store.js';

/** At most this many due actions in a row before yielding (a runaway director cannot hold the process). */
const DRAIN_LIMIT = 500;
/** A far deadline (a tournament scheduled weeks ahead) is checked again within the hour: a timer's delay is at most
 * 2^31 − 1 ms, and a longer one fires at once. */
const MAX_WAIT_MS = 3_600_000;

export interface TournamentChange {
  readonly id: string;
  readonly version: number;
}

export class TournamentHost<B, S> {
  private readonly timers = new Map<string, { at: number; handle: unknown }>();
  private readonly running = new Map<string, Promise<void>>();
  private stopped = false;

  constructor(
    readonly store: TournamentStore<B, S>,
    private readonly pubsub: PubSub,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The host's clock: the time of an action sent by a person (the same clock the timers run on). */
  now(): number {
    return this.clock.now();
  }

  /** Resumes every live tournament (paused at its last action, resumed now if it was running) and starts its clock. */
  async start(): Promise<void> {
    for (const id of await this.store.live()) {
      const t = await this.store.get(id);
      if (!t) continue;
      const status = this.store.director.status(t.state);
      if (status === 'running' || status === 'break') {
        const last = (await this.store.lastActionAt(id)) ?? this.clock.now();
        await this.commit(id, { type: 'pause', by: SYSTEM, at: last });
        await this.commit(id, { type: 'resume', by: SYSTEM, at: Math.max(last, this.clock.now()) });
      }
      this.kick(id);
    }
  }

  /** Takes an action sent by a person (or the recovery) and runs the clock after it. */
  async commit(id: string, action: TournamentAction, sender: Parameters<TournamentStore<B, S>['act']>[2] = { account: null }): Promise<Committed<S>> {
    const c = await this.store.act(id, action, sender);
    if (!c.duplicate) this.changed(id, c.version);
    this.kick(id);
    return c;
  }

  /** Runs the due actions of a tournament (one run at a time per tournament), then sets its timer. */
  kick(id: string): void {
    if (this.stopped) return;
    const prev = this.running.get(id) ?? Promise.resolve();
    const next = prev.then(() => this.drain(id)).catch((e: unknown) => this.log.error({ err: e, tournament: id }, 'tournament clock'));
    this.running.set(id, next);
    void next.finally(() => {
      if (this.running.get(id) === next) this.running.delete(id);
    });
  }

  /** Resolves when every clock run started so far has finished (tests). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running.values()]);
  }

  private async drain(id: string): Promise<void> {
    for (let i = 0; i < DRAIN_LIMIT && !this.stopped; i++) {
      const c = await this.store.takeDue(id, this.clock.now());
      if (!c) break;
      this.changed(id, c.version);
    }
    const t = await this.store.get(id);
    if (!t || this.stopped) return;
    const at = this.store.director.nextDeadline(t.state);
    const old = this.timers.get(id);
    if (old && old.at === at) return;
    if (old) this.clock.clearTimeout(old.handle);
    this.timers.delete(id);
    if (at === null) return;
    const handle = this.clock.setTimeout(() => {
      this.timers.delete(id);
      this.kick(id);
    }, Math.min(MAX_WAIT_MS, Math.max(0, at - this.clock.now())));
    this.timers.set(id, { at, handle });
  }

  private changed(id: string, version: number): void {
    this.pubsub.publish('tournament', { id, version } satisfies TournamentChange);
  }

  /** Waits until the tournament's version passes `since` (or `ms` elapse); resolves with whether it changed. */
  waitFor(id: string, since: number, ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      let done = false;
      const finish = (changed: boolean) => {
        if (done) return;
        done = true;
        off();
        clearTimeout(timer);
        resolve(changed);
      };
      const off = this.pubsub.subscribe('tournament', (m) => {
        const c = m as TournamentChange;
        if (c.id === id && c.version > since) finish(true);
      });
      const timer = setTimeout(() => finish(false), ms);
      // A change between the caller's read and the subscription above is not missed.
      void this.store.get(id).then((t) => t && t.version > since && finish(true), () => finish(false));
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers.values()) this.clock.clearTimeout(t.handle);
    this.timers.clear();
    await Promise.allSettled([...this.running.values()]);
  }
}
