/**
 * @module table/receipts
 * Idempotency of a table's actions: a request sent again with the same key (per account) is answered with its first
 * result and changes nothing. Recent receipts are kept in memory; older ones, and those from before a restart, are
 * found in storage through the unique `(account, key)` index of recorded actions.
 */
import type { ActionReceipt, TableStore } from './table-port.js';

const KEPT = 5000;

export class Receipts {
  private readonly recent = new Map<string, ActionReceipt>();

  constructor(private readonly store: TableStore) {}

  private static key(account: string, key: string): string {
    return `${account}\u0000${key}`;
  }

  /** The receipt of an action this process recorded under the key, if it still remembers it. */
  get(account: string, key: string): ActionReceipt | undefined {
    return this.recent.get(Receipts.key(account, key));
  }

  remember(account: string, key: string, r: ActionReceipt): void {
    this.recent.set(Receipts.key(account, key), r);
    if (this.recent.size > KEPT) this.recent.delete(this.recent.keys().next().value as string);
  }

  /** The receipt of an action recorded under the key by any process (after a restart, a race), remembered. */
  async find(account: string, key: string): Promise<ActionReceipt | null> {
    const r = await this.store.findReceipt(account, key);
    if (r) this.remember(account, key, r);
    return r;
  }
}
