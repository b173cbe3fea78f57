/**
 * @module server/tables/jackpot-board
 * What every table linked to a jackpot shows of it (docs/jackpots.md "At the table"): the jackpot's name, the amount
 * in its pool and its status, kept per process and refreshed through the pub/sub (topic `jackpot`), so a prize won at
 * a table run by one process shows at once at the linked tables of every other. A change is published after the
 * transaction that made it commits: a round's contributions, awards and reset (the pools' balances the round's
 * transaction read and left, `RuntimeDeps.onJackpots`), an administrator's creation or status change (003 §2.3.5:
 * out of order shows as such). The board only shows: a prize is computed from the pool's ledger balance inside the
 * round's own transaction, never from a figure here (003 §2.3.4).
 */
import type { JackpotDisplay } from '../../jackpots/table-link.js';
import type { JackpotStatus } from '../../jackpots/jackpot.js';
import type { JackpotStore, JackpotSummary } from '../store/jackpot-store.js';
import type { PubSub } from './pubsub.js';

const TOPIC = 'jackpot';

/** A published change: the amount, and (creation, status) the name and status. */
interface JackpotMessage {
  readonly id: string;
  readonly amount: number;
  readonly name?: string;
  readonly status?: JackpotStatus;
}

export class JackpotBoard {
  private readonly shown = new Map<string, JackpotDisplay>();
  /** Jackpots being read from the store (a table linked to one this process has not heard of yet). */
  private readonly loading = new Set<string>();
  private readonly listeners = new Set<(id: string) => void>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly store: Pick<JackpotStore, 'list' | 'get'>,
    private readonly pubsub: PubSub,
    private readonly onError: (e: unknown) => void = () => undefined,
  ) {
    this.unsubscribe = pubsub.subscribe(TOPIC, (m) => this.receive(m as JackpotMessage));
  }

  /** Reads every jackpot once (the server's start). */
  async load(): Promise<void> {
    for (const j of await this.store.list()) this.shown.set(j.id, display(j));
  }

  /** Called with a jackpot's id after what it shows changed. */
  listen(fn: (id: string) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** What a table linked to `id` shows, or null (no such jackpot, or not read yet: it is read, and listeners told). */
  get(id: string): JackpotDisplay | null {
    const d = this.shown.get(id);
    if (d) return d;
    if (!this.loading.has(id)) {
      this.loading.add(id);
      this.store
        .get(id)
        .then((j) => {
          if (j && !this.shown.has(id)) {
            this.shown.set(id, display(j));
            this.tell(id);
          }
        })
        .catch(this.onError)
        .finally(() => this.loading.delete(id));
    }
    return null;
  }

  /** A round's transaction committed: the pools' balances after it, to every process. */
  pools(balances: Readonly<Record<string, number>>): void {
    for (const [id, amount] of Object.entries(balances)) this.pubsub.publish(TOPIC, { id, amount } satisfies JackpotMessage);
  }

  /** An administrator created a jackpot or changed its status: to every process. */
  changed(j: JackpotSummary): void {
    this.pubsub.publish(TOPIC, { id: j.id, amount: j.amount, name: j.name, status: j.status } satisfies JackpotMessage);
  }

  close(): void {
    this.unsubscribe();
    this.listeners.clear();
  }

  private receive(m: JackpotMessage): void {
    if (!m || typeof m.id !== 'string' || !Number.isSafeInteger(m.amount)) return;
    const before = this.shown.get(m.id);
    if (!before && (m.name === undefined || m.status === undefined)) {
      // A jackpot this process has not read: read it whole (its name and status) rather than show half of it.
      this.get(m.id);
      return;
    }
    const next: JackpotDisplay = { id: m.id, name: m.name ?? (before as JackpotDisplay).name, amount: m.amount, status: m.status ?? (before as JackpotDisplay).status };
    this.shown.set(m.id, next);
    this.tell(m.id);
  }

  private tell(id: string): void {
    for (const fn of this.listeners) fn(id);
  }
}

const display = (j: JackpotSummary): JackpotDisplay => ({ id: j.id, name: j.name, amount: j.amount, status: j.status });
