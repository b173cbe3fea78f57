/**
 * @module server/ws/connection
 * One client's WebSocket: its account (once authenticated), the tables it watches and as what, a per-table frame
 * counter, an order-preserving queue for its messages, a rate limit, and what it does when its client reads too
 * slowly (`outbound`, server/ws/backpressure).
 */
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import type { TableRole } from '../../table/table-runtime.js';
import type { Account } from '../store/account-store.js';
import { Backpressure, DEFAULT_BACKPRESSURE, type BackpressureLimits, type Resume } from './backpressure.js';

/** Messages per second a connection may send before getting `protocol/rate-limited` (default). */
export const RATE_LIMIT = 100;

/**
 * Frames sent during one turn of the event loop leave in one write per socket: a connection's socket is corked at
 * its first frame of the turn and uncorked once the turn's I/O callbacks and immediates have run (the `ok` of an
 * action, the wallet frame and the table frame that follow it). Bytes keep their order; only syscalls are saved.
 */
const corked = new Set<Socket>();
let uncorkQueued = false;
const uncorkAll = (): void => {
  uncorkQueued = false;
  for (const s of corked) s.uncork();
  corked.clear();
};

export class Connection {
  account: Account | null = null;
  readonly tables = new Map<string, TableRole>();
  private readonly seqs = new Map<string, number>();
  private chain: Promise<void> = Promise.resolve();
  private windowStart = 0;
  private inWindow = 0;
  /** Holds the frames a later frame replaces while the client is not reading; closes it past the bounds. */
  readonly outbound: Backpressure;

  constructor(
    readonly ws: WebSocket,
    readonly id: number,
    private readonly rateLimit = RATE_LIMIT,
    limits: BackpressureLimits = DEFAULT_BACKPRESSURE,
    resume: Resume = () => undefined,
  ) {
    this.outbound = new Backpressure(ws, limits, resume);
  }

  get username(): string | null {
    return this.account?.username ?? null;
  }

  get open(): boolean {
    return this.ws.readyState === this.ws.OPEN;
  }

  send(frame: string | object): void {
    if (!this.open) return;
    // `_socket` is ws's underlying net.Socket (ws corks it itself around each frame it writes).
    const sock = (this.ws as unknown as { _socket?: Socket })._socket;
    if (sock && !corked.has(sock)) {
      sock.cork();
      corked.add(sock);
      if (!uncorkQueued) {
        uncorkQueued = true;
        setImmediate(uncorkAll);
      }
    }
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
    this.outbound.afterSend();
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
