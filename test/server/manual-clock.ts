/**
 * @module test/server/manual-clock
 * A clock for the table runtime (`table/table-port` `Clock`) that moves only when a test moves it: timers fire in
 * deadline order as `advance` passes them, so a test of the pace of a round asserts on the table's time, never on the
 * machine's. `settle` lets each fired timer's queued command run before the next fires.
 */
import type { Clock } from '../../src/table/table-port.js';

interface Pending {
  readonly id: number;
  readonly at: number;
  readonly fn: () => void;
}

export class ManualClock implements Clock {
  private t: number;
  private seq = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(start = Date.UTC(2026, 10, 26, 12)) {
    this.t = start;
  }

  now(): number {
    return this.t;
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const id = ++this.seq;
    this.pending.set(id, { id, at: this.t + Math.max(0, ms), fn });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  /** The earliest pending deadline, or null. */
  get nextAt(): number | null {
    let min: number | null = null;
    for (const p of this.pending.values()) if (min === null || p.at < min) min = p.at;
    return min;
  }

  /**
   * Moves time on by `ms`, firing every timer that falls due on the way, in order; after each, `settle` runs (the
   * table's queue works through what the timer started) before the next is looked at.
   */
  async advance(ms: number, settle: () => Promise<void> = async () => undefined): Promise<void> {
    const end = this.t + ms;
    for (;;) {
      let due: Pending | null = null;
      for (const p of this.pending.values()) if (p.at <= end && (due === null || p.at < due.at || (p.at === due.at && p.id < due.id))) due = p;
      if (!due) break;
      this.pending.delete(due.id);
      this.t = Math.max(this.t, due.at);
      due.fn();
      await settle();
    }
    this.t = end;
    await settle();
  }
}
