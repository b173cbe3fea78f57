/**
 * @module server/tables/pubsub
 * Messages between server processes (STYLE §4): a wallet balance changed, the lobby changed. In memory by
 * default (one process); over PostgreSQL LISTEN/NOTIFY when the server runs on PostgreSQL, so a player's
 * sockets on one process hear about a payout made by another.
 */
import pg from 'pg';

export interface PubSub {
  publish(topic: string, message: unknown): void;
  subscribe(topic: string, fn: (message: unknown) => void): () => void;
  close(): Promise<void>;
}

export class MemoryPubSub implements PubSub {
  private readonly subs = new Map<string, Set<(m: unknown) => void>>();

  publish(topic: string, message: unknown): void {
    for (const fn of this.subs.get(topic) ?? []) fn(message);
  }

  subscribe(topic: string, fn: (m: unknown) => void): () => void {
    const set = this.subs.get(topic) ?? new Set();
    set.add(fn);
    this.subs.set(topic, set);
    return () => set.delete(fn);
  }

  async close(): Promise<void> {
    this.subs.clear();
  }
}

const CHANNEL = 'croupier';

/** LISTEN/NOTIFY on one dedicated connection; messages from this process are delivered locally at once, not twice. */
export class PgPubSub implements PubSub {
  private readonly local = new MemoryPubSub();
  /** One query at a time on the listening connection. */
  private chain: Promise<unknown> = Promise.resolve();
  private constructor(
    private readonly client: pg.Client,
    private readonly origin: string,
  ) {}

  static async connect(url: string, origin: string): Promise<PgPubSub> {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    await client.connect();
    const ps = new PgPubSub(client, origin);
    client.on('notification', (n) => {
      if (!n.payload) return;
      try {
        const { o, t, m } = JSON.parse(n.payload) as { o: string; t: string; m: unknown };
        if (o !== origin) ps.local.publish(t, m);
      } catch {
        // a foreign payload on our channel: ignored
      }
    });
    await client.query(`LISTEN ${CHANNEL}`);
    return ps;
  }

  publish(topic: string, message: unknown): void {
    this.local.publish(topic, message);
    const payload = JSON.stringify({ o: this.origin, t: topic, m: message });
    if (payload.length < 7900) this.chain = this.chain.then(() => this.client.query('SELECT pg_notify($1, $2)', [CHANNEL, payload])).catch(() => undefined);
  }

  subscribe(topic: string, fn: (m: unknown) => void): () => void {
    return this.local.subscribe(topic, fn);
  }

  async close(): Promise<void> {
    await this.local.close();
    await this.chain;
    await this.client.end().catch(() => undefined);
  }
}
