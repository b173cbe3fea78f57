/**
 * @module server/ws/connection
 * One client's WebSocket: its account (once authenticated), the tables it watches and as what, a per-table frame
 * counter, an order-preserving queue for its messages, and a rate limit.
 */
import type { WebSocket } from 'ws';
import type { TableRole } from '../../table/table-runtime.js';
import type { Account } from '../store/account-store.js';

/** Messages per second a connection may send before getting `protocol/rate-limited` (default). */
export const RATE_LIMIT = 100;

export class Connection {
  account: Account | null = null;
  readonly tables = new Map<string, TableRole>();
  private readonly seqs = new Map<string, number>();
  private chain: Promise<void> = Promise.resolve();
  private windowStart = 0;
  private inWindow = 0;

  constructor(
    readonly ws: WebSocket,
    readonly id: number,
    private readonly rateLimit = RATE_LIMIT,
  ) {}

  get username(): string | null {
    return this.account?.username ?? null;
  }

  get open(): boolean {
    return this.ws.readyState === this.ws.OPEN;
  }

  send(frame: string | object): void {
    if (!this.open) return;
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  nextSeq(table: string): number {
    const n = (this.seqs.get(table) ?? 0) + 1;
    this.seqs.set(table, n);
    return n;
  }

  /** Runs message handlers one after another, in arrival order. */
  enqueue(fn: () => Promise<void>): void {
    this.chain = this.chain.then(fn, fn);
  }

  /** Counts a message; false when the connection is over its rate. */
  admit(now: number): boolean {
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.inWindow = 0;
    }
    this.inWindow++;
    return this.inWindow <= this.rateLimit;
  }
}
