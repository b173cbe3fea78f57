/**
 * @module table/seats
 * Who holds which box at a table, and who may bet behind on it with the holder's consent (002 §14.11: standing
 * players bet in a box with the seated player's consent; 003 §2.2.1.7: only the first bettor of a box decides).
 * Plain data in a small class; persistence is the runtime's job.
 */
import { reject, type Rejection } from '../core/errors.js';
import type { LegalAction } from '../core/contract.js';
import type { SeatRecord } from './table-port.js';

export class Seats {
  private readonly byBox = new Map<number, { holder: string; behind: Set<string> }>();

  constructor(
    readonly boxes: number,
    readonly maxPerPlayer: number,
    records: readonly SeatRecord[] = [],
  ) {
    for (const r of records) if (r.box >= 1 && r.box <= boxes) this.byBox.set(r.box, { holder: r.holder, behind: new Set(r.behind) });
  }

  holder(box: number): string | null {
    return this.byBox.get(box)?.holder ?? null;
  }

  boxesOf(user: string): number[] {
    return [...this.byBox.entries()].filter(([, s]) => s.holder === user).map(([b]) => b).sort((a, b) => a - b);
  }

  holders(): string[] {
    return [...new Set([...this.byBox.values()].map((s) => s.holder))].sort();
  }

  checkSit(user: string, box: number): Rejection | null {
    if (!Number.isInteger(box) || box < 1 || box > this.boxes) return reject('table/box-out-of-range', `boxes are 1–${this.boxes}`);
    const h = this.holder(box);
    if (h === user) return null;
    if (h) return reject('table/box-taken', `box ${box} is held by ${h}`);
    if (this.boxesOf(user).length >= this.maxPerPlayer) return reject('table/too-many-boxes', `at most ${this.maxPerPlayer} boxes per player`);
    return null;
  }

  sit(user: string, box: number): SeatRecord {
    const s = this.byBox.get(box);
    if (!s) this.byBox.set(box, { holder: user, behind: new Set() });
    return this.record(box) as SeatRecord;
  }

  stand(box: number): void {
    this.byBox.delete(box);
  }

  consent(box: number, bettor: string, allow: boolean): SeatRecord {
    const s = this.byBox.get(box);
    if (!s) throw new RangeError(`box ${box} is free`);
    if (allow) s.behind.add(bettor);
    else s.behind.delete(bettor);
    return this.record(box) as SeatRecord;
  }

  mayBetBehind(user: string, box: number): boolean {
    const s = this.byBox.get(box);
    return !!s && s.holder !== user && (s.behind.has(user) || s.behind.has('*'));
  }

  record(box: number): SeatRecord | null {
    const s = this.byBox.get(box);
    return s ? { box, holder: s.holder, behind: [...s.behind].sort() } : null;
  }

  list(): SeatRecord[] {
    return [...this.byBox.keys()].sort((a, b) => a - b).map((b) => this.record(b) as SeatRecord);
  }

  /**
   * May `user` send this action? An action naming a box: the holder may; another player may only stake there
   * with the holder's consent (a bet behind), or act on a bet of theirs already on that box (withdraw it).
   * Actions without a box (layout bets) are open to every player at the table.
   */
  authorise(user: string, action: { readonly type: string; readonly box?: unknown }, legal: () => readonly LegalAction[], hasStakeOn: (box: number) => boolean): Rejection | null {
    if (typeof action.box !== 'number') return null;
    const box = action.box;
    if (this.holder(box) === user) return null;
    const listed = legal().filter((l) => l.type === action.type && l.box === box);
    if (this.mayBetBehind(user, box) && listed.some((l) => l.amount !== undefined)) return null;
    if (hasStakeOn(box) && listed.length > 0) return null;
    return this.holder(box)
      ? reject('table/not-your-box', `box ${box} is held by another player: betting behind needs the holder's consent, and only the holder decides`, '002 §14.11')
      : reject('table/not-your-box', `box ${box} is free: sit there first`, '002 §14.11');
  }
}
