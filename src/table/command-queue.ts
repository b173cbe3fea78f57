/**
 * @module table/command-queue
 * One table's commands, one at a time (a room has one writer: STYLE §4). Every command — a person's action, a seat
 * change, a timer firing, a dealer command — runs after every command queued before it; a failure does not block the
 * ones after it. A request may be answered before its command ends (`answerEarly`): once it is durably recorded, the
 * sender hears so at once, and the automatic steps it leads to run in the same turn of the queue.
 */
import { CroupierError } from '../core/errors.js';

export class CommandQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;
  private stopped = false;

  constructor(private readonly tableId: string) {}

  /** Runs `fn` after every command queued before it; refused once the table is no longer run here. */
  serial<T>(fn: () => Promise<T>): Promise<T> {
    this.pending++;
    const p = this.tail.then(() => {
      if (this.stopped) throw new CroupierError('table/elsewhere', `table ${this.tableId} is not run here any more`);
      return fn();
    });
    this.tail = p.catch(() => undefined).finally(() => {
      this.pending--;
    });
    return p;
  }

  /**
   * Runs `fn` as a queued command whose caller may be answered before it ends: `fn` calls `answer` once its request
   * is durably done, and goes on with the automatic steps that follow in the same turn of the queue.
   */
  answerEarly<T>(fn: (answer: (v: T) => void) => Promise<T>): Promise<T> {
    let answer!: (v: T) => void;
    const early = new Promise<T>((ok) => (answer = ok));
    const run = this.serial(() => fn(answer));
    run.catch(() => undefined);
    return Promise.race([early, run]);
  }

  /** A command is queued or running. */
  get busy(): boolean {
    return this.pending > 0;
  }

  /** Waits until every queued command has run (tests, shutdown). */
  async idle(): Promise<void> {
    for (let q = this.tail; ; q = this.tail) {
      await q;
      if (q === this.tail) return;
    }
  }

  /** Refuses every command queued from now on. */
  stop(): void {
    this.stopped = true;
  }

  get isStopped(): boolean {
    return this.stopped;
  }
}
