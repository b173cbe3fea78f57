/**
 * @module server/connection-gate
 * Caps the connections the server holds open: per client address and in total (ServerLimits.maxConnections,
 * maxConnectionsPerAddress). Every TCP connection counts from its first byte to its close — HTTP keep-alive and
 * WebSocket alike, the WebSocket being the same socket after its upgrade. A connection over a cap is not counted
 * and serves nothing: its request (an upgrade too) is answered `503 server/too-many-connections` with
 * `Retry-After` and `Connection: close`, and a connection over a cap that sends no request is closed after
 * REFUSED_GRACE_MS. The address is the socket's peer: behind a reverse proxy, every client has the proxy's address,
 * so cap per address at the proxy and set this one high.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { ERR } from '../protocol/error-codes.js';
import type { ConnectionCaps } from './limits.js';

/** How long a connection over a cap may take to send the request that is answered 503. */
export const REFUSED_GRACE_MS = 2_000;

/** Seconds a refused client is asked to wait (`Retry-After`). */
const RETRY_AFTER_S = 10;

/** At most one log line about refusals in this time. */
const LOG_EVERY_MS = 10_000;

type Scope = 'address' | 'server';

/** `::ffff:127.0.0.1` and `127.0.0.1` are one address. */
const addressOf = (s: Socket): string => (s.remoteAddress ?? 'unknown').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

export class ConnectionGate {
  private total = 0;
  private readonly perAddress = new Map<string, number>();
  private readonly refused = new WeakMap<Socket, Scope>();
  private refusals = 0;
  private loggedAt = 0;

  constructor(
    private readonly caps: ConnectionCaps,
    private readonly log: { warn(o: object, msg: string): void },
  ) {}

  /** Open connections counted now (refused ones are not). */
  get open(): number {
    return this.total;
  }

  /** Counts every connection `server` accepts from now on. */
  attach(server: Server): void {
    server.on('connection', (s: Socket) => this.admit(s));
  }

  private admit(s: Socket): void {
    const address = addressOf(s);
    const mine = this.perAddress.get(address) ?? 0;
    const scope: Scope | null = mine >= this.caps.maxConnectionsPerAddress ? 'address' : this.total >= this.caps.maxConnections ? 'server' : null;
    if (scope) {
      this.refused.set(s, scope);
      const t = setTimeout(() => s.destroy(), REFUSED_GRACE_MS);
      t.unref();
      s.once('close', () => clearTimeout(t));
      this.noteRefusal(address, scope);
      return;
    }
    this.total++;
    this.perAddress.set(address, mine + 1);
    s.once('close', () => {
      this.total--;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    });
  }

  private noteRefusal(address: string, scope: Scope): void {
    this.refusals++;
    const now = Date.now();
    if (now - this.loggedAt < LOG_EVERY_MS) return;
    this.loggedAt = now;
    this.log.warn({ address, scope, refused: this.refusals, open: this.total, caps: this.caps }, 'connections refused: over the cap');
    this.refusals = 0;
  }

  /**
   * A Fastify `onRequest` hook: a request on a refused connection is answered 503 and its connection closed.
   * Registered after @fastify/websocket, whose own hook marks upgrade requests, so that a refused upgrade's
   * socket is destroyed once answered.
   */
  readonly hook = async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const scope = this.refused.get(req.raw.socket);
    if (!scope) return undefined;
    const message = scope === 'address' ? `too many connections from your address (at most ${this.caps.maxConnectionsPerAddress})` : `the server is at its connection limit (${this.caps.maxConnections})`;
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_S))
      .header('connection', 'close')
      .send({ code: ERR.tooManyConnections, message, details: { scope } });
  };
}
