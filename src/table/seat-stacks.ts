/**
 * @module table/seat-stacks
 * Seat stacks, at a table whose game plays from them (`Game.money` of kind `stacks`: circle poker). A seated player
 * buys chips in from the wallet, within the buy-in range the profile gives; tops up between hands (never while the
 * player has chips in a hand under way); and cashes out — the whole stack back to the wallet — when giving up the
 * last box, or when the table closes. A stack never goes below zero (the ledger refuses it), and no other table
 * touches it. Every move is one ledger entry (`buy-in`, `cash-out`), idempotent by the request's key.
 */
import { CroupierError } from '../core/errors.js';
import { refuse } from './round-keeper.js';
import type { TableCore } from './table-core.js';

export class SeatStacks {
  constructor(
    private readonly t: TableCore,
    /** A draft drawn up with other stacks than the ledger's now: draw it up again. */
    private readonly redraw: () => Promise<void>,
  ) {}

  get enabled(): boolean {
    return this.t.money.stacks;
  }

  /** Reads every stack of the table from the ledger. */
  async refresh(): Promise<void> {
    if (!this.enabled) return;
    this.t.stacks = await this.t.deps.store.stacks(this.t.id);
    this.t.changed(true);
  }

  /** The buy-in range of the table's profile and configuration. */
  private range(): { min: number; max: number; step?: number; rebuy?: { min: number; max: number } } {
    const m = this.t.game.money;
    if (m?.kind !== 'stacks') throw refuse('table/no-stacks', 'this table does not play from seat stacks');
    return m.buyIn(this.t.deps.profile as never, (this.t.record.pendingConfig ?? this.t.record.config) as never);
  }

  /** The player has chips in a hand under way (recorded: a draft's stakes are none). */
  private inHand(username: string): boolean {
    const r = this.t.round;
    return !!r && r.recorded && (r.staked.get(username) ?? 0) > 0;
  }

  /** Chips from the wallet to the player's stack: a buy-in, or a top-up between hands, within the buy-in range. */
  async buyIn(username: string, amount: number, key: string): Promise<{ stack: number; wallet: number; duplicate: boolean }> {
    const t = this.t;
    const range = this.range();
    const { step } = range;
    if (t.record.status === 'closed') throw refuse('table/closed', 'the table is closed');
    if (t.seats.boxesOf(username).length === 0) throw refuse('table/not-seated', 'take a seat before buying in');
    if (this.inHand(username)) throw refuse('table/hand-in-progress', 'chips are added between hands, not during one');
    if (!Number.isSafeInteger(amount) || amount <= 0) throw refuse('table/invalid-amount', 'a buy-in is a positive whole number of minor units');
    if (step && amount % step) throw refuse('table/buy-in-denomination', `chips are bought in whole multiples of ${step} at this table`);
    const now = t.stacks[username] ?? 0;
    // A re-buy: an empty stack of a player who has had one at this table (the ledger holds his stack account).
    const again = !!range.rebuy && now === 0 && username in t.stacks;
    const { min, max } = again && range.rebuy ? range.rebuy : range;
    if (now + amount > max) throw refuse('table/buy-in-over-maximum', again ? `a re-buy is at most ${max} at this table (000 §17.6 III)` : `a stack is at most ${max} at this table (it holds ${now})`);
    if (now + amount < min) throw refuse('table/buy-in-under-minimum', again ? `a re-buy is at least ${min} at this table (000 §17.6 III)` : `a stack starts at ${min} at this table`);
    const r = await this.move(username, 'buy-in', amount, key);
    await this.afterMove();
    return r;
  }

  /** The player's whole stack back to the wallet (nothing in a hand under way); 0 moves nothing. */
  async cashOut(username: string, key: string | null): Promise<{ stack: number; wallet: number; duplicate: boolean }> {
    if (this.inHand(username)) throw refuse('table/hand-in-progress', 'a stack is cashed out between hands');
    const r = await this.move(username, 'cash-out', 0, key);
    await this.afterMove();
    return r;
  }

  /**
   * A move of the player's stack to or from another account than the wallet (a machine's cash-out ticket, a ticket
   * loaded as credit: 003 §4.3, §4.2.2), between hands, by `move` (its own ledger entry); the stacks are read again after.
   */
  async outside<R>(username: string, move: () => Promise<R>): Promise<R> {
    if (!this.enabled) throw refuse('table/no-stacks', 'this table does not play from seat stacks');
    if (this.t.record.status === 'closed') throw refuse('table/closed', 'the table is closed');
    if (this.t.seats.boxesOf(username).length === 0) throw refuse('table/not-seated', 'take a seat first');
    if (this.inHand(username)) throw refuse('table/hand-in-progress', 'the credit moves between games, not during one');
    const r = await move();
    await this.afterMove();
    return r;
  }

  /** When the player gives up the last box: the stack goes back to the wallet. */
  async leftTable(username: string): Promise<void> {
    if (!this.enabled || this.t.seats.boxesOf(username).length > 0 || (this.t.stacks[username] ?? 0) === 0) return;
    await this.cashOut(username, null);
  }

  /**
   * When the table starts here: a stack whose player holds no box any more (a restart came between giving the box up
   * and the cash-out) goes back to the wallet; at a closed table, every stack does.
   */
  async settleAtStart(): Promise<void> {
    if (!this.enabled) return;
    await this.refresh();
    if (this.t.record.status === 'closed') return this.closeAll();
    for (const [u, n] of Object.entries(this.t.stacks)) if (n > 0 && this.t.seats.boxesOf(u).length === 0) await this.move(u, 'cash-out', 0, null);
    await this.refresh();
  }

  /** The table closed: every stack goes back to its wallet. */
  async closeAll(): Promise<void> {
    if (!this.enabled) return;
    await this.refresh();
    for (const [u, n] of Object.entries(this.t.stacks)) if (n > 0) await this.move(u, 'cash-out', 0, null);
    await this.refresh();
  }

  private async move(username: string, kind: 'buy-in' | 'cash-out', amount: number, key: string | null): Promise<{ stack: number; wallet: number; duplicate: boolean }> {
    try {
      const r = await this.t.deps.store.moveStack(this.t.id, username, kind, amount, key);
      this.t.deps.onWallets({ [username]: r.wallet });
      return r;
    } catch (e) {
      if (e instanceof CroupierError && e.code === 'ledger/insufficient-funds') throw refuse('ledger/insufficient-funds', 'the buy-in is larger than your balance: no credit is given', '000 GP9');
      throw e;
    }
  }

  private async afterMove(): Promise<void> {
    await this.refresh();
    const r = this.t.round;
    if (r && r.draft) await this.redraw();
  }
}
