/**
 * @module server/ws/backpressure
 * What the server does for a client that reads slower than the server writes (issue 15, item 4: spectators that
 * stopped reading took a server from 279 MB to 1.5 GB). Each connection watches the bytes it has not yet handed to
 * the kernel (`ws.bufferedAmount`):
 * - above `holdBytes`, frames that a later frame replaces are **held** instead of written: a `table` frame (a full
 *   view: only the fact that the table changed is kept, and the frame is built afresh when the socket drains) and a
 *   `wallet` frame (only the latest balance). Replies (`ok`, `error`, `pong`), `welcome` and `left` are never held
 *   nor dropped: a client always learns the fate of its own requests.
 * - when the socket drains, the held tables' current frames and the latest balance are sent (`resume`).
 * - above `closeBytes` (only unheld frames can get there: a client sending requests and reading none of the
 *   replies), or when frames have stayed held for `stallMs`, the connection is closed with CLOSE_TOO_SLOW; a client
 *   that does not take the close frame within CLOSE_GRACE_MS has its socket destroyed.
 * So a connection holds at most about `holdBytes` of table and wallet frames, and `closeBytes` in all.
 */
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

export interface BackpressureLimits {
  /** Unsent bytes on a connection above which `table` and `wallet` frames are held, latest only (64 KiB). */
  readonly wsHoldBytes: number;
  /** Unsent bytes on a connection above which it is closed with CLOSE_TOO_SLOW (1 MiB). */
  readonly wsCloseBytes: number;
  /** How long frames may stay held, the client reading too little to take them, before it is closed (60 s). */
  readonly wsStallMs: number;
}

export const DEFAULT_BACKPRESSURE: BackpressureLimits = { wsHoldBytes: 64 * 1024, wsCloseBytes: 1024 * 1024, wsStallMs: 60_000 };

/** The close code of a connection whose client did not read its frames (application range, 4000–4999). */
export const CLOSE_TOO_SLOW = 4008;

/** How long a connection closed for being too slow may take to read its close frame before its socket is destroyed. */
export const CLOSE_GRACE_MS = 5_000;

/** How often a connection with held frames looks at its socket besides the socket's 'drain'. */
const POLL_MS = 250;

/** Called with the tables whose frames were held and the latest held balance (null: none held). */
export type Resume = (tables: readonly string[], wallet: number | null) => void;

const socketOf = (ws: WebSocket): Socket | undefined => (ws as unknown as { _socket?: Socket })._socket;

export class Backpressure {
  private readonly tables = new Set<string>();
  private wallet: number | null = null;
  /** When frames were first held (epoch ms); 0 while none is. */
  private since = 0;
  private timer: NodeJS.Timeout | null = null;
  private closing = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly limits: BackpressureLimits,
    private readonly resume: Resume,
  ) {
    socketOf(ws)?.on('drain', this.check);
  }

  /** True while frames that a later frame replaces should be held rather than written. */
  get congested(): boolean {
    return this.since !== 0 || this.ws.bufferedAmount > this.limits.wsHoldBytes;
  }

  /** Tables whose frames are held now (tests, diagnostics). */
  get held(): number {
    return this.tables.size + (this.wallet === null ? 0 : 1);
  }

  /** Remembers that `table` changed; its frame is built when the socket drains. */
  holdTable(table: string): void {
    this.tables.add(table);
    this.start();
  }

  /** Remembers the latest balance; it is sent when the socket drains. */
  holdWallet(balance: number): void {
    this.wallet = balance;
    this.start();
  }

  /** After a frame was written: a connection past `wsCloseBytes` is closed. */
  afterSend(): void {
    const n = this.ws.bufferedAmount;
    if (n > this.limits.wsCloseBytes) this.tooSlow(`too slow: ${n} bytes unread`);
  }

  /** Stops watching (the connection closed). */
  dispose(): void {
    this.stopTimer();
    this.tables.clear();
    this.wallet = null;
    this.since = 0;
    socketOf(this.ws)?.off('drain', this.check);
  }

  private start(): void {
    if (this.since !== 0) return;
    this.since = Date.now();
    this.timer = setInterval(this.check, POLL_MS);
    this.timer.unref();
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** On 'drain' and every POLL_MS while frames are held: resume once the socket took the bytes, close on a stall. */
  private readonly check = (): void => {
    if (this.since === 0 || this.closing) return;
    if (this.ws.readyState !== this.ws.OPEN) return this.dispose();
    if (this.ws.bufferedAmount <= this.limits.wsHoldBytes / 2) {
      const tables = [...this.tables];
      const wallet = this.wallet;
      this.tables.clear();
      this.wallet = null;
      this.since = 0;
      this.stopTimer();
      this.resume(tables, wallet);
    } else if (Date.now() - this.since >= this.limits.wsStallMs) {
      this.tooSlow(`too slow: frames unread for ${Math.round((Date.now() - this.since) / 1000)} s`);
    }
  };

  /** Closes with CLOSE_TOO_SLOW; the close frame waits behind the unread bytes, so the socket goes after a grace. */
  private tooSlow(reason: string): void {
    if (this.closing) return;
    this.closing = true;
    this.dispose();
    this.ws.close(CLOSE_TOO_SLOW, reason);
    const t = setTimeout(() => this.ws.terminate(), CLOSE_GRACE_MS);
    t.unref();
    this.ws.once('close', () => clearTimeout(t));
  }
}
