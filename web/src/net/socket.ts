/**
 * @module web/net/socket
 * One WebSocket to the server (`/ws`, docs/protocol.md): authenticates with the session token, joins one table,
 * and hands every frame to the page. Requests carry an `id` and resolve on the matching `ok` / reject on the
 * matching `error`. On a lost connection it reconnects with backoff, authenticates and joins again (the server
 * answers with the whole table), and re-sends unanswered actions with their original idempotency keys, so an
 * action is never lost nor applied twice. A connection closed because its session ended (code 4001) is not reopened.
 */
import type { ClientMessage } from '../../../src/protocol/client-messages.js';
import type { ServerFrame, TableFrame, WelcomeFrame } from '../../../src/protocol/server-messages.js';
import type { JoinAs, WireError } from '../../../src/protocol/common.js';
import { randomKey } from './keys.js';

/** A request as the page builds it: any client message without its `id`. */
type Request = ClientMessage extends infer M ? (M extends { id: string } ? Omit<M, 'id'> : never) : never;

export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface SocketEvents {
  onTable(frame: TableFrame): void;
  onWallet(balance: number): void;
  onWelcome(frame: WelcomeFrame): void;
  onStatus(status: SocketStatus): void;
  /** An error frame not tied to a request of ours (e.g. an unreadable frame). */
  onError(error: WireError): void;
  onLeft(reason: string): void;
}

interface Pending {
  readonly message: ClientMessage;
  readonly resolve: (result: unknown) => void;
  readonly reject: (error: WireError) => void;
  /** Re-sent after a reconnection (actions and dealer commands carry idempotency keys). */
  readonly resend: boolean;
}

export class TableSocket {
  private ws: WebSocket | null = null;
  private pending = new Map<string, Pending>();
  private closed = false;
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly url: string,
    private readonly token: string | null,
    private readonly table: string,
    private readonly as: JoinAs,
    private readonly events: SocketEvents,
  ) {
    this.connect();
  }

  /** Sends a request; resolves with the `ok` result, rejects with the wire error. */
  request(req: Request): Promise<unknown> {
    const message = { ...req, id: randomKey('r') } as ClientMessage;
    const resend = message.type === 'act' || message.type === 'dealer';
    return new Promise((resolve, reject) => {
      this.pending.set(message.id, { message, resolve, reject, resend });
      if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
      else if (!resend) {
        this.pending.delete(message.id);
        reject({ code: 'client/offline', message: 'not connected' });
      }
    });
  }

  close(): void {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.ws?.close();
    this.events.onStatus('closed');
  }

  private connect(): void {
    this.events.onStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.attempt = 0;
      const send = (m: ClientMessage): void => ws.send(JSON.stringify(m));
      if (this.token) send({ type: 'auth', id: randomKey('auth'), token: this.token });
      send({ type: 'join', id: randomKey('join'), table: this.table, as: this.as });
      for (const p of this.pending.values()) if (p.resend) send(p.message);
      this.events.onStatus('open');
    };
    ws.onmessage = (e) => this.receive(String(e.data));
    ws.onclose = (e) => {
      if (this.ws !== ws) return;
      this.ws = null;
      for (const [id, p] of this.pending) if (!p.resend) { this.pending.delete(id); p.reject({ code: 'client/offline', message: 'connection lost' }); }
      // 4001: the session ended (signed out, expired, roles changed): reconnecting with its token cannot help.
      if (e.code === 4001 && !this.closed) {
        this.closed = true;
        this.events.onStatus('closed');
        this.events.onError({ code: 'auth/not-authenticated', message: 'your session has ended: sign in again' });
      }
      if (this.closed) return;
      this.events.onStatus('reconnecting');
      const delay = Math.min(8000, 250 * 2 ** this.attempt++);
      this.retry = setTimeout(() => this.connect(), delay);
    };
  }

  private receive(text: string): void {
    let frame: ServerFrame;
    try { frame = JSON.parse(text) as ServerFrame; } catch { return; }
    switch (frame.type) {
      case 'welcome': this.events.onWelcome(frame); break;
      case 'table': this.events.onTable(frame); break;
      case 'wallet': this.events.onWallet(frame.balance); break;
      case 'left': this.events.onLeft(frame.reason); break;
      case 'ok': {
        const p = this.pending.get(frame.id);
        if (p) { this.pending.delete(frame.id); p.resolve(frame.result); }
        break;
      }
      case 'error': {
        const p = frame.id === null ? undefined : this.pending.get(frame.id);
        const error: WireError = { code: frame.code, message: frame.message, ...(frame.cite ? { cite: frame.cite } : {}) };
        if (p && frame.id !== null) { this.pending.delete(frame.id); p.reject(error); } else this.events.onError(error);
        break;
      }
      case 'pong': break;
    }
  }
}

/** The WebSocket URL of the server that served this page. */
export const socketUrl = (): string => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
