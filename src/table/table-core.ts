/**
 * @module table/table-core
 * What every part of a table runtime shares: the injected dependencies, the table's record, its seats, the round in
 * play and the last result, and the game's legal actions computed once per state and actor. The parts
 * (round-keeper, automation, presence, the runtime's commands) read and write it; only they do, and only inside the
 * table's command queue.
 */
import type { AnyGame, ClosingRule, LegalAction, PlayersNeeded } from '../core/contract.js';
import { player, type Actor } from '../core/ids.js';

const PROBE = player('~probe');
import type { PotResult, SettlementLine } from '../core/settlement.js';
import { moneyRoute, type MoneyRoute } from '../ledger/table-money.js';
import type { Rng } from '../rng/rng.js';
import type { LiveRound } from './live-round.js';
import type { Seats } from './seats.js';
import type { Balances, Clock, TableRecord, TableStatus, TableStore, TableTimings } from './table-port.js';

export interface RuntimeLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What a table runtime is given: the game and profile, storage, clock, randomness, timings and listeners. */
export interface RuntimeDeps<R = unknown> {
  readonly game: AnyGame;
  readonly profile: unknown;
  readonly store: TableStore;
  readonly clock: Clock;
  readonly rng: Rng;
  readonly timings: TableTimings;
  readonly log: RuntimeLog;
  /** Something visible changed (coalesce and broadcast). */
  onChange(rt: R): void;
  /** Wallet balances changed by a commit. */
  onWallets(b: Balances): void;
  /** Jackpot pools changed by a commit (their balances after it): the displays of every linked table follow. */
  onJackpots?(pools: Readonly<Record<string, number>>): void;
  /** The waiting list changed: the places of `players` (joined, offered a seat, off the list) are pushed to them. */
  onWaitingList?(rt: R, players: readonly string[]): void;
  /** The runtime stopped (closed for good here, or another process took the table). */
  onDisposed?(rt: R, reason: string): void;
}

export interface LastResult {
  readonly id: number;
  readonly no: number;
  readonly outcome: 'settled' | 'voided';
  readonly state: unknown;
  readonly lines: readonly SettlementLine[];
  /** Pots between players, with the house's cuts. */
  readonly pots?: readonly PotResult[];
  readonly houseNet: number;
  readonly reason?: string;
}

export class TableCore {
  record: TableRecord;
  /** Which ledger accounts the table's chips move through (the game's `money`). */
  readonly money: MoneyRoute;
  /** At a table of seat stacks: each player's stack, as the ledger holds it (refreshed after every change). */
  stacks: Readonly<Record<string, number>> = {};
  round: LiveRound | null = null;
  lastResult: LastResult | null = null;
  /**
   * The closing announcement in force while the status is `closing` (000 GP3.1.a: the game's `closing` rule), with its
   * mark and the rounds settled since; null: the table closes after the round in progress. Kept in memory: after a
   * restart a closing table closes after its round in progress.
   */
  closing: { readonly rule: ClosingRule; readonly mark: unknown; readonly played: number } | null = null;
  /** The last result stays on the table until this time before the next round opens (table/pace `outcomeMs`). */
  pauseUntil = 0;
  /** Changes whenever the table's public information (seats, status, configuration, presence) may have. */
  infoRev = 0;
  disposed = false;
  /** Legal actions per state and actor: states are immutable, and one state is asked about many times. */
  private readonly legalCache = new WeakMap<object, Map<string, readonly LegalAction[]>>();

  constructor(
    readonly deps: RuntimeDeps<never>,
    record: TableRecord,
    readonly seats: Seats,
    private readonly notify: () => void,
  ) {
    this.record = record;
    this.money = moneyRoute(deps.game.money as never, record.id);
  }

  get id(): string {
    return this.record.id;
  }

  get game(): AnyGame {
    return this.deps.game;
  }

  get frozen(): string | null {
    return this.record.frozen ?? null;
  }

  /** `game.legalActions`, computed once per state and actor. */
  legal(state: unknown, by: Actor): readonly LegalAction[] {
    if (typeof state !== 'object' || state === null) return this.game.legalActions(state, by);
    let m = this.legalCache.get(state);
    if (!m) {
      m = new Map();
      this.legalCache.set(state, m);
    }
    const k = by.kind === 'player' ? `p:${by.player}` : by.kind;
    let l = m.get(k);
    if (!l) {
      l = this.game.legalActions(state, by);
      m.set(k, l);
    }
    return l;
  }

  /**
   * Does the game offer a stake in this state — to a seat holder, or to anyone at all (a probe player no account can
   * be: usernames are a–z 0–9 _ -)? "Betting is open" means this, until the first dealer or system step taken while
   * it holds.
   */
  offersStakes(state: unknown): boolean {
    const probes = [...this.seats.holders().map((h) => player(h)), PROBE];
    return probes.some((p) => this.legal(state, p).some((l) => l.amount !== undefined));
  }

  /**
   * What the game lacks to play a coup in a round not yet begun (`Game.playersNeeded`: too few seated players), or
   * null. A round already recorded goes on as its rules say.
   */
  playersNeeded(r: LiveRound | null): PlayersNeeded | null {
    if (!r || !r.draft || !this.game.playersNeeded) return null;
    const lacking = this.game.playersNeeded(r.state) ?? null;
    // The table waits only while it has too few people at its boxes. With enough box holders, a game whose own seats
    // count fewer (a seat change between coups moved someone) goes on under its own rules; waiting there would hold
    // the table until a person acted, and every action would be refused (a table held for ever).
    if (lacking && this.seats.holders().length >= lacking.needed * Math.max(1, lacking.seated.length)) return null;
    return lacking;
  }

  /** Something visible changed; `info`: the table's public information too. */
  changed(info = false): void {
    if (info) this.infoRev++;
    if (!this.disposed) this.notify();
  }

  async setStatus(status: TableStatus): Promise<void> {
    await this.deps.store.setStatus(this.id, status);
    this.record = { ...this.record, status };
    this.infoRev++;
  }

  async setFrozen(reason: string | null): Promise<void> {
    await this.deps.store.setFrozen(this.id, reason);
    this.record = { ...this.record, frozen: reason };
    this.infoRev++;
  }
}
