/**
 * @module server/auth/session-watch
 * Ends what a session left open when the session ends. A sign-out (or a password or role change) is published on
 * the pub/sub (`session-ended`): every process — through PostgreSQL LISTEN/NOTIFY when several share a database —
 * drops the session from its cache and closes the WebSockets signed in with it, at once. A sweep every `sweepMs`
 * (30 s) closes the sockets whose session has expired, and asks the database whether the sessions of the sockets
 * still open still exist, which bounds the delay to one sweep should a published message be lost; every `purgeMs`
 * (10 min) it deletes expired sessions and forgotten sign-in failures.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PubSub } from '../tables/pubsub.js';
import type { AccountStore, SessionAccount } from '../store/account-store.js';

export const SESSION_TOPIC = 'session-ended';
export const SESSION_SWEEP_MS = 30_000;
export const SESSION_PURGE_MS = 10 * 60_000;
/** Session ids per published message (PostgreSQL's NOTIFY payload is limited to 8,000 bytes). */
const PER_MESSAGE = 100;

export interface SessionWatchOptions {
  readonly sweepMs?: number;
  readonly purgeMs?: number;
}

/** What the watch needs of the WebSocket hub: to close the connections of ended sessions. */
export interface SessionHolder {
  endSessions(ended: (a: SessionAccount) => boolean): void;
}

/** Tells every process (this one included) that these sessions have ended. */
export function publishEnded(pubsub: PubSub, sessions: readonly string[]): void {
  for (let i = 0; i < sessions.length; i += PER_MESSAGE) pubsub.publish(SESSION_TOPIC, { sessions: sessions.slice(i, i + PER_MESSAGE) });
}

export class SessionWatch {
  private timer: ReturnType<typeof setInterval> | null = null;
  private unsubscribe: (() => void) | null = null;
  private lastPurge = 0;
  private sweeping = false;
  private readonly sweepMs: number;
  private readonly purgeMs: number;

  constructor(
    private readonly accounts: AccountStore,
    private readonly pubsub: PubSub,
    private readonly hub: SessionHolder,
    private readonly log: FastifyBaseLogger,
    o: SessionWatchOptions = {},
  ) {
    this.sweepMs = o.sweepMs ?? SESSION_SWEEP_MS;
    this.purgeMs = o.purgeMs ?? SESSION_PURGE_MS;
  }

  start(): void {
    this.unsubscribe = this.pubsub.subscribe(SESSION_TOPIC, (m) => {
      const ended = new Set((m as { sessions?: unknown }).sessions as string[]);
      this.accounts.forget([...ended]);
      this.hub.endSessions((a) => ended.has(a.session));
    });
    this.lastPurge = Date.now();
    this.timer = setInterval(() => void this.sweep(), this.sweepMs);
    this.timer.unref();
  }

  stop(): void {
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Closes the sockets of expired or vanished sessions; purges the expired ones when due. */
  async sweep(now = Date.now()): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      this.hub.endSessions((a) => a.expiresAt <= now);
      const open = new Set<string>();
      // A first pass only lists the sessions of the open sockets.
      this.hub.endSessions((a) => {
        open.add(a.session);
        return false;
      });
      const gone = new Set(open.size ? await this.accounts.gone([...open], now) : []);
      if (gone.size) {
        this.accounts.forget([...gone]);
        this.hub.endSessions((a) => gone.has(a.session));
      }
      if (now - this.lastPurge >= this.purgeMs) {
        this.lastPurge = now;
        const n = await this.accounts.purge(now);
        if (n) this.log.info({ sessions: n }, 'expired sessions purged');
      }
    } catch (e) {
      this.log.warn({ err: e }, 'session sweep failed');
    } finally {
      this.sweeping = false;
    }
  }
}
