/**
 * @module table/table-port
 * What a table runtime needs from the outside world, as interfaces: persistence (one transaction per accepted
 * action, with its ledger entries and, at the end of a round, its settlement), a clock with timers, and a listener
 * for changes. No sockets and no SQL here; src/server provides the implementations.
 */
import type { GameAction, GameEvent } from '../core/contract.js';
import type { Actor } from '../core/ids.js';
import type { JackpotAward, JackpotResult, Settlement } from '../core/settlement.js';
import type { Entry } from '../ledger/postings.js';
import { CroupierError } from '../core/errors.js';

export type TableStatus = 'open' | 'closing' | 'closed';

/** A table as stored: which game and profile, its configuration and the carry of its last round. */
export interface TableRecord {
  readonly id: string;
  readonly game: string;
  readonly profile: string;
  readonly name: string;
  readonly config: unknown;
  readonly pendingConfig: unknown | null;
  readonly boxes: number;
  readonly maxBoxesPerPlayer: number;
  readonly status: TableStatus;
  readonly carry: unknown | null;
  readonly nextRoundNo: number;
  /**
   * Why the table is frozen (a broken invariant, an automatic step that kept failing), or null. A frozen table takes
   * no action and no automatic step until a dealer resumes it or voids its round; it stays frozen across restarts.
   */
  readonly frozen?: string | null;
}

export interface SeatRecord {
  readonly box: number;
  readonly holder: string;
  /** Usernames allowed to bet behind on this box, or `*`. */
  readonly behind: readonly string[];
}

/**
 * A player on a table's waiting list (table/waiting-list; 003 §3.2.3–3.2.7), in the order joined (`seq`), with the
 * seat offered to him and until when (003 §3.2.5), or null.
 */
export interface WaitingEntry {
  readonly username: string;
  readonly seq: number;
  readonly joinedAt: number;
  readonly offer: { readonly box: number; readonly until: number } | null;
}

/**
 * A change to a table's waiting list, written with its line in the staff log: a player joined, the first was offered a
 * seat, or an entry ended — he left (`asked`), took a seat (`seated`), let the offer lapse (`lapsed`), or was removed
 * because he registered in a tournament (`tournament`, 003 §3.2.7).
 */
export type WaitingChange =
  | { readonly event: 'joined'; readonly username: string }
  | { readonly event: 'offered'; readonly username: string; readonly box: number; readonly until: number }
  | { readonly event: 'asked' | 'seated' | 'lapsed' | 'tournament'; readonly username: string; readonly box?: number; readonly tournament?: string };

/** An unfinished round as stored: enough to replay it. */
export interface StoredOpenRound {
  readonly id: number;
  readonly no: number;
  readonly config: unknown;
  readonly initial: unknown;
  readonly version: number;
  /** When the round was created. */
  readonly startedAt: number;
  /** Each action with the time it was recorded (timers continue from these after a restart). */
  readonly actions: readonly { readonly seq: number; readonly at: number; readonly action: GameAction }[];
}

/** Where an accepted action was recorded; the reply to a repeated idempotency key. */
export interface ActionReceipt {
  readonly round: number;
  readonly seq: number;
  readonly version: number;
}

/** A receipt found in storage, with the table and the action recorded under its key. */
export interface RecordedReceipt extends ActionReceipt {
  readonly recorded: { readonly table: string; readonly action: unknown };
}

/**
 * A round's jackpot movements, resolved in its own transaction from the pools' balances (src/jackpots/resolve):
 * the settlement's contributions and awards, and the account each winner's prize goes to.
 */
export interface JackpotPlan {
  readonly result: JackpotResult;
  readonly payTo: Readonly<Record<string, string>>;
}

/** What a commit paid from jackpots (awards with their amounts) and each pool's balance after it. */
export interface JackpotPaid {
  readonly awards: readonly JackpotAward[];
  readonly pools: Readonly<Record<string, number>>;
}

/** What a recorded action changed: wallet balances; the jackpots it fed or paid. */
export interface Committed {
  readonly balances: Balances;
  readonly jackpots?: JackpotPaid;
}

export interface RoundEnd {
  readonly settlement: Settlement;
  readonly entries: readonly Entry[];
  /** The jackpot movements (absent without a jackpot bet). */
  readonly jackpot?: JackpotPlan;
  /** SHA-256 of the final state's JSON: what an audit replay must reproduce. */
  readonly finalHash: string;
  readonly carry: unknown;
}

export interface ActionCommit {
  readonly tableId: string;
  readonly roundId: number;
  readonly seq: number;
  readonly at: number;
  readonly actor: Actor;
  readonly action: GameAction;
  readonly events: readonly GameEvent[];
  readonly version: number;
  /** The account and idempotency key of the person who sent it; null for automatic steps and timeouts. */
  readonly account: string | null;
  readonly key: string | null;
  /** Stakes and withdrawals caused by this action. */
  readonly entries: readonly Entry[];
  readonly end: RoundEnd | null;
  /** The jackpots this action's stakes bet on: the transaction refuses them if one is out of order (003 §2.3.5). */
  readonly jackpotBets?: readonly string[];
}

export interface VoidCommit {
  readonly tableId: string;
  readonly roundId: number;
  readonly at: number;
  readonly reason: string;
  /** The carry for the next round (`Game.voidCarry`), or null to start afresh (a new shoe). */
  readonly carry: unknown | null;
  /**
   * Chips that stood from earlier rounds and do not stand in `carry`, per bettor: returned with the round's own
   * stakes (a bet in prison the game returns rather than keeps). Never negative.
   */
  readonly standingReturned?: Readonly<Record<string, number>>;
  /** False when the round could not be rebuilt (a failed recovery): the game's `voidCarry` had no state. */
  readonly rebuilt?: boolean;
  /** Reveals of the shoes abandoned with the round (a fresh start), recorded like the game's own reveals. */
  readonly events?: readonly GameEvent[];
}

/** A dealer command as stored under its key: the table, the command (canonical JSON; null before migration 4) and its result. */
export interface RecordedCommand {
  readonly table: string;
  readonly command: string | null;
  readonly result: unknown;
}

/** A dealer command run at a table, to record with its key. */
export interface CommandRecord {
  readonly account: string;
  readonly key: string;
  readonly tableId: string;
  readonly command: unknown;
  readonly result: unknown;
  readonly address: string | null;
}

export interface NewRound {
  /** The id reserved for it (`reserveRoundId`); a new one when absent. */
  readonly id?: number;
  readonly tableId: string;
  readonly no: number;
  readonly config: unknown;
  readonly carryIn: unknown | null;
  readonly initial: unknown;
  readonly events: readonly GameEvent[];
  readonly version: number;
  readonly at: number;
}

/** Wallet balances after a commit, for the players it touched. */
export type Balances = Readonly<Record<string, number>>;

/** An action of a round not yet recorded: `ActionCommit` without the round's id, which its recording gives it. */
export type DraftCommit = Omit<ActionCommit, 'roundId' | 'tableId'>;

export interface TableStore {
  loadSeats(tableId: string): Promise<SeatRecord[]>;
  saveSeat(tableId: string, box: number, seat: SeatRecord | null): Promise<void>;
  loadOpenRound(tableId: string): Promise<StoredOpenRound | null>;
  createRound(r: NewRound): Promise<number>;
  /** A round id nobody else will get (a draft keeps it, and is recorded under it when it becomes real). */
  reserveRoundId(tableId: string): Promise<number>;
  /**
   * One transaction: a draft round becomes real — the round (its initial state), the steps drafted into it and the
   * action that made it real, in order, each with its ledger entries (and the settlement if the last ends it).
   */
  openRound(r: NewRound, actions: readonly DraftCommit[]): Promise<{ id: number } & Committed>;
  /** One transaction: the action, its ledger entries, and the settlement if it ends the round (its jackpots too). */
  appendAction(c: ActionCommit): Promise<Committed>;
  /** One transaction: every bettor gets back what the ledger says they have on the table for the round. */
  voidRound(c: VoidCommit): Promise<{ balances: Balances; refunds: { bettor: string; amount: number }[] }>;
  /** The receipt of the action recorded under an account's key, with what was recorded (table/same-request). */
  findReceipt(account: string, key: string): Promise<RecordedReceipt | null>;
  /** The dealer command recorded under an account's key, at any table (table/receipts `CommandReceipts`). */
  findCommand(account: string, key: string): Promise<RecordedCommand | null>;
  /**
   * One transaction: a dealer command run, under its key, and its line in the staff log. False when the key was
   * already taken (another process ran a command under it in between): nothing is recorded then.
   */
  recordCommand(c: CommandRecord): Promise<boolean>;
  /** A dealer command refused (not run): its line in the staff log only. */
  logRefusedCommand(c: Omit<CommandRecord, 'result'> & { readonly refused: string }): Promise<void>;
  setStatus(tableId: string, status: TableStatus): Promise<void>;
  setPendingConfig(tableId: string, config: unknown): Promise<void>;
  /** Freezes the table with a reason, or lifts the freeze (null). */
  setFrozen(tableId: string, reason: string | null): Promise<void>;
  /** Each player's seat stack at the table (tables that play from stacks). */
  stacks(tableId: string): Promise<Record<string, number>>;
  /**
   * Chips from a player's wallet to their seat stack at the table (`buy-in`, a top-up too), or back (`cash-out`): one
   * ledger entry, idempotent by `key` when one is given (a repeat moves nothing and says `duplicate`).
   */
  moveStack(tableId: string, username: string, kind: 'buy-in' | 'cash-out', amount: number, key: string | null): Promise<{ wallet: number; stack: number; duplicate: boolean }>;
  /** The table's waiting list, in order (table/waiting-list). */
  loadWaitingList(tableId: string): Promise<WaitingEntry[]>;
  /** One transaction: a change to the waiting list and its line in the staff log, at `at`; the entry joined gets its `seq`. */
  changeWaitingList(tableId: string, change: WaitingChange, at: number): Promise<{ seq: number }>;
  /** Since when each player recorded as away from the table has been (table/presence: 003 §3.2.24 across a restart). */
  loadAbsences(tableId: string): Promise<Record<string, number>>;
  /** Records since when a player is away, or (null) that he is back or holds no seat any more. */
  saveAbsence(tableId: string, username: string, since: number | null): Promise<void>;
}

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export interface TableTimings {
  /** Betting stays open this long after the first stake (unless every seated player is ready sooner). */
  readonly bettingMs: number;
  /** A player awaited for this long gets the game's `timeoutAction`. */
  readonly decisionMs: number;
  /** A disconnected seated player keeps their boxes this long. */
  readonly graceMs: number;
  /**
   * How long a finished round's outcome stays on the table before the next round opens, where the table's
   * configuration sets no `outcomeMs` of its own (table/pace). Default 4 s.
   */
  readonly outcomeMs?: number;
  /**
   * The pause between a round's automatic steps at every table whose configuration sets no `stepMs` (table/pace),
   * overriding the games' own (`Game.stepPauseMs`); absent: each game's own, else none. Tests set 0.
   */
  readonly stepMs?: number;
  /**
   * After a restart, a recovered round's timers continue from where they stood (their deadlines are the recorded
   * times plus these timings); when set, none runs out sooner than this (or the whole decision time, if shorter)
   * after the restart. Default 0: exactly where they stood.
   */
  readonly resumeMs?: number;
  /**
   * An automatic step that failed for a reason other than the game's (the database refused or was lost) is tried
   * again after this long, doubling each time up to 5 s; after `retries` attempts the table is frozen with an alert.
   * Defaults 250 ms and 8 (about 23 s in all).
   */
  readonly retryMs?: number;
  readonly retries?: number;
  /**
   * How long a seat freed is held for the first on the waiting list (003 §3.2.5 "the time set in the system"), where
   * the table's configuration sets no `seatOfferMs` of its own (table/pace). Default 2 minutes.
   */
  readonly seatOfferMs?: number;
}

export const DEFAULT_TIMINGS: TableTimings = { bettingMs: 15_000, decisionMs: 20_000, graceMs: 60_000, outcomeMs: 4_000 };

/** The store found another writer for this table (lease lost, or the action's sequence number already taken). */
export class TableMovedError extends CroupierError {
  constructor(tableId: string, why: string) {
    super('table/elsewhere', `table ${tableId} is now run by another process (${why})`, { tableId });
  }
}

/** The idempotency key was already used by an accepted action (a race the in-memory check could not see). */
export class DuplicateKeyError extends CroupierError {
  constructor(account: string, key: string) {
    super('table/duplicate-key', `key ${key} already used by ${account}`, { account, key });
  }
}
