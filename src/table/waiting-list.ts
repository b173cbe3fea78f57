/**
 * @module table/waiting-list
 * A table's waiting list (003 §3.2.3 "Cash Game Waitinglist"; 000 GP-12 and 001 §12 IV: the inspector's, the jefe de
 * sector's list). A player with no seat joins it when the table has no free seat; when a seat frees, the first on the
 * list without an offer is offered it for the time set (003 §3.2.5: `seatOfferMsOf`), and nobody else may take that
 * seat meanwhile (003 §3.2.6: not obtained out of turn). He takes it by sitting as anyone does; otherwise the offer
 * lapses, he leaves the list and the seat passes to the next. Every change is written (with its staff-log line) before
 * the list in memory changes, so a refused or failed write changes nothing; the list and its offers survive a restart
 * (the offer's deadline is stored). Runs inside the table's command queue only.
 */
import { reject, type Rejection } from '../core/errors.js';
import { seatOfferMsOf } from './pace.js';
import { refuse } from './round-keeper.js';
import type { TableCore } from './table-core.js';
import type { WaitingChange, WaitingEntry } from './table-port.js';

/** 003 §3.2.3–3.2.7: the waiting list's rules, cited on its refusals and log lines. */
export const WAITING_CITE = '003 §3.2.3–3.2.7';

/** What a player sees of a table's list: its length and his own place (staff see the names: `entries`). */
export interface WaitingPlace {
  readonly size: number;
  readonly position: number | null;
  readonly offer: { readonly box: number; readonly until: number } | null;
}

export class WaitingList {
  private entries: WaitingEntry[] = [];
  private readonly lapses = new Map<string, unknown>();

  constructor(
    private readonly t: TableCore,
    /** Runs `fn` in the table's queue (an offer's lapse). */
    private readonly enqueue: (what: string, fn: () => Promise<void>) => void,
    /** The players whose place changed (pushed to them), after the list changed. */
    private readonly changed: (players: readonly string[], sizeBefore: number) => void,
  ) {}

  /** Reads the list back (a restart): each offer's lapse is set again at its stored deadline, then free seats are offered. */
  async load(): Promise<void> {
    this.entries = await this.t.deps.store.loadWaitingList(this.t.id);
    for (const e of this.entries) if (e.offer) this.armLapse(e.username, e.offer.until);
    await this.fill();
  }

  get size(): number {
    return this.entries.length;
  }

  /** The list in order, for staff (names are theirs to see). */
  list(): readonly WaitingEntry[] {
    return this.entries;
  }

  placeOf(username: string | null): WaitingPlace {
    const i = username === null ? -1 : this.entries.findIndex((e) => e.username === username);
    return { size: this.entries.length, position: i < 0 ? null : i + 1, offer: i < 0 ? null : (this.entries[i]?.offer ?? null) };
  }

  /** Whom box `box` is offered to, or null. */
  offeredTo(box: number): string | null {
    return this.entries.find((e) => e.offer?.box === box)?.username ?? null;
  }

  /** The boxes nobody holds and nobody has been offered. */
  private openBoxes(): number[] {
    const out: number[] = [];
    for (let b = 1; b <= this.t.seats.boxes; b++) if (this.t.seats.holder(b) === null && this.offeredTo(b) === null) out.push(b);
    return out;
  }

  /** 003 §3.2.6: a seat offered to the first on the list is his until the offer lapses. */
  checkSit(username: string, box: number): Rejection | null {
    const to = this.offeredTo(box);
    return to !== null && to !== username ? reject('waitlist/seat-offered', `box ${box} is offered to the first player on the waiting list until the offer lapses`, '003 §3.2.6') : null;
  }

  /** 003 §3.2.3: a player with no seat joins a full table's list, once. */
  async join(username: string): Promise<WaitingPlace> {
    if (this.t.record.status === 'closed') throw refuse('table/closed', 'the table is closed');
    if (this.t.seats.boxesOf(username).length) throw refuse('waitlist/already-seated', 'you hold a seat at this table', WAITING_CITE);
    if (this.entries.some((e) => e.username === username)) throw refuse('waitlist/already-listed', 'you are already on this table’s waiting list', WAITING_CITE);
    const open = this.openBoxes();
    if (open.length) throw refuse('waitlist/seat-free', `box ${open[0]} is free: take the seat`, WAITING_CITE);
    const at = this.t.deps.clock.now();
    const before = this.entries.length;
    const { seq } = await this.write({ event: 'joined', username }, at);
    this.entries = [...this.entries, { username, seq, joinedAt: at, offer: null }];
    this.changed([username], before);
    return this.placeOf(username);
  }

  /**
   * Takes a player off the list: he asked, took a seat, let his offer lapse, or registered in a tournament (003
   * §3.2.7). A seat he had been offered goes to the next. False when he was not listed (nothing is written).
   */
  async remove(username: string, event: 'asked' | 'seated' | 'lapsed' | 'tournament', tournament?: string): Promise<boolean> {
    const e = this.entries.find((x) => x.username === username);
    if (!e) return false;
    const before = this.entries.length;
    await this.write({ event, username, ...(e.offer ? { box: e.offer.box } : {}), ...(tournament ? { tournament } : {}) }, this.t.deps.clock.now());
    this.entries = this.entries.filter((x) => x !== e);
    this.clearLapse(username);
    this.changed([username], before);
    if (e.offer) await this.fill();
    return true;
  }

  /** 003 §3.2.5: every seat nobody holds or has been offered goes to the next on the list without an offer. */
  async fill(): Promise<void> {
    if (this.t.disposed || this.t.record.status === 'closed') return;
    for (const box of this.openBoxes()) {
      const next = this.entries.find((e) => e.offer === null);
      if (!next) return;
      const at = this.t.deps.clock.now();
      const until = at + seatOfferMsOf(this.t.record.config, this.t.deps.timings.seatOfferMs);
      await this.write({ event: 'offered', username: next.username, box, until }, at);
      this.entries = this.entries.map((e) => (e === next ? { ...e, offer: { box, until } } : e));
      this.armLapse(next.username, until);
      this.t.deps.log.info({ table: this.t.id, player: next.username, box, until, cite: '003 §3.2.5' }, 'seat offered to the first on the waiting list');
      this.changed([next.username], this.entries.length);
    }
  }

  stop(): void {
    for (const h of this.lapses.values()) this.t.deps.clock.clearTimeout(h);
    this.lapses.clear();
  }

  private async write(change: WaitingChange, at: number): Promise<{ seq: number }> {
    return this.t.deps.store.changeWaitingList(this.t.id, change, at);
  }

  private armLapse(username: string, until: number): void {
    this.clearLapse(username);
    const h = this.t.deps.clock.setTimeout(() => {
      this.lapses.delete(username);
      this.enqueue('seat offer lapse', () => this.lapse(username, until));
    }, Math.max(0, until - this.t.deps.clock.now()));
    this.lapses.set(username, h);
  }

  private clearLapse(username: string): void {
    const h = this.lapses.get(username);
    if (h !== undefined) this.t.deps.clock.clearTimeout(h);
    this.lapses.delete(username);
  }

  /** The offer made until `until` ran out untaken: the player leaves the list, the seat goes to the next. */
  private async lapse(username: string, until: number): Promise<void> {
    const e = this.entries.find((x) => x.username === username);
    if (!e || e.offer?.until !== until || this.t.disposed) return;
    this.t.deps.log.info({ table: this.t.id, player: username, box: e.offer.box, cite: '003 §3.2.5' }, 'seat offer lapsed: it passes to the next on the waiting list');
    await this.remove(username, 'lapsed');
  }
}
