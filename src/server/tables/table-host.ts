/**
 * @module server/tables/table-host
 * The tables this process runs. On start it claims the lease of every table it can and starts a runtime for each
 * (recovering unfinished rounds); every `renewMs` it renews its leases, drops the tables it lost and claims tables
 * nobody holds (a new table, a dead process's tables). Games are found only through the list it is given (the
 * registry in production).
 */
import type { AnyGame } from '../../core/contract.js';
import type { Rng } from '../../rng/rng.js';
import type { Balances, Clock, TableTimings } from '../../table/table-port.js';
import { TableRuntime, type RuntimeLog } from '../../table/table-runtime.js';
import type { CatalogStore, TableListing } from '../store/catalog-store.js';
import type { SqlTableStore } from '../store/table-store.js';
import type { TableDirectory } from './lease-directory.js';

export interface HostDeps {
  readonly games: readonly AnyGame[];
  readonly catalog: CatalogStore;
  readonly store: SqlTableStore;
  readonly directory: TableDirectory;
  readonly clock: Clock;
  readonly timings: TableTimings;
  readonly rng: () => Rng;
  readonly log: RuntimeLog;
  readonly renewMs: number;
  onChange(rt: TableRuntime): void;
  onWallets(b: Balances): void;
  /** A round's transaction moved jackpot pools (their balances after it): the linked tables' displays follow. */
  onJackpots?(pools: Readonly<Record<string, number>>): void;
  onDisposed(rt: TableRuntime, reason: string): void;
  /** The places of `players` on the table's waiting list changed (table/waiting-list). */
  onWaitingList?(rt: TableRuntime, players: readonly string[]): void;
}

export class TableHost {
  private readonly runtimes = new Map<string, TableRuntime>();
  private readonly starting = new Map<string, Promise<TableRuntime | null>>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private stopped = false;

  constructor(private readonly deps: HostDeps) {}

  gameOf(id: string): AnyGame | undefined {
    return this.deps.games.find((g) => g.id === id);
  }

  get(tableId: string): TableRuntime | undefined {
    return this.runtimes.get(tableId);
  }

  all(): TableRuntime[] {
    return [...this.runtimes.values()];
  }

  async start(): Promise<void> {
    await this.sweep();
    this.timer = setInterval(() => {
      this.tick().catch((e) => this.deps.log.error({ err: e }, 'lease renewal failed'));
    }, this.deps.renewMs);
    this.timer.unref();
  }

  /** Renews leases, drops lost tables, claims free ones. */
  async tick(): Promise<void> {
    if (this.stopped) return;
    const lost = await this.deps.directory.renew([...this.runtimes.keys()]);
    for (const id of lost) this.runtimes.get(id)?.dispose('lease lost');
    await this.sweep();
  }

  /** Claims and starts every table not running here whose lease is free. */
  private async sweep(): Promise<void> {
    for (const rec of await this.deps.catalog.list()) {
      if (this.runtimes.has(rec.id)) continue;
      try {
        await this.adopt(rec);
      } catch (e) {
        this.deps.log.error({ table: rec.id, err: e }, 'table could not start here');
      }
    }
  }

  /** Claims the table's lease and starts its runtime; null if another process holds it or its game is unknown. */
  adopt(rec: TableListing): Promise<TableRuntime | null> {
    const busy = this.starting.get(rec.id);
    if (busy) return busy;
    const p = this.adoptNow(rec).finally(() => this.starting.delete(rec.id));
    this.starting.set(rec.id, p);
    return p;
  }

  private async adoptNow(rec: TableListing): Promise<TableRuntime | null> {
    if (this.stopped || this.runtimes.has(rec.id)) return this.runtimes.get(rec.id) ?? null;
    const game = this.gameOf(rec.game);
    let profile: unknown;
    try {
      profile = game?.profiles.get(rec.profile);
    } catch {
      profile = undefined;
    }
    if (!game || profile === undefined) {
      this.deps.log.warn({ table: rec.id, game: rec.game, profile: rec.profile }, 'table skipped: game or profile not registered');
      return null;
    }
    if (!(await this.deps.directory.claim(rec.id))) return null;
    // Read whole (with its carry) only once the lease is this process's.
    const fresh = await this.deps.catalog.get(rec.id);
    if (!fresh) {
      await this.deps.directory.release(rec.id).catch(() => undefined);
      return null;
    }
    const rt = await TableRuntime.start(
      {
        game,
        profile,
        store: this.deps.store,
        clock: this.deps.clock,
        rng: this.deps.rng(),
        timings: this.deps.timings,
        log: this.deps.log,
        onChange: (r) => this.deps.onChange(r),
        onWallets: (b) => this.deps.onWallets(b),
        onJackpots: (p) => this.deps.onJackpots?.(p),
        onWaitingList: (r, players) => this.deps.onWaitingList?.(r, players),
        onDisposed: (r, reason) => {
          if (this.runtimes.get(r.id) === r) this.runtimes.delete(r.id);
          this.deps.onDisposed(r, reason);
        },
      },
      fresh,
    );
    this.runtimes.set(rec.id, rt);
    return rt;
  }

  /** Stops every runtime (after its queued commands) and releases the leases, so another process may take over at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await Promise.allSettled([...this.starting.values()]);
    for (const rt of this.runtimes.values()) {
      await rt.idle();
      rt.dispose('server stopping');
      await this.deps.directory.release(rt.id).catch(() => undefined);
    }
    this.runtimes.clear();
  }
}
