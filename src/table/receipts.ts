/**
 * @module table/receipts
 * Idempotency of a table's actions: a request sent again with the same key (per account) is answered with its first
 * result and changes nothing. Recent receipts are kept in memory; older ones, and those from before a restart, are
 * found in storage through the unique `(account, key)` index of recorded actions. The dealer's commands have their
 * own receipts here too (`CommandReceipts`), kept the same way.
 */
import { CroupierError, IllegalActionError, reject } from '../core/errors.js';
import { canonical } from './same-request.js';
import type { ActionReceipt, RecordedCommand, RecordedReceipt, TableStore } from './table-port.js';

const KEPT = 5000;

/** One account's key, as the maps here hold it. */
const receiptKey = (account: string, key: string): string => `${account}\u0000${key}`;

export class Receipts {
  private readonly recent = new Map<string, ActionReceipt>();

  constructor(private readonly store: TableStore) {}

  /** The receipt of an action this process recorded under the key, if it still remembers it. */
  get(account: string, key: string): ActionReceipt | undefined {
    return this.recent.get(receiptKey(account, key));
  }

  remember(account: string, key: string, r: ActionReceipt): void {
    this.recent.set(receiptKey(account, key), r);
    if (this.recent.size > KEPT) this.recent.delete(this.recent.keys().next().value as string);
  }

  /**
   * The receipt of an action recorded under the key by any process (after a restart, a race), with what was recorded;
   * the caller remembers it once the request is found to be the same (table/same-request).
   */
  async find(account: string, key: string): Promise<RecordedReceipt | null> {
    return this.store.findReceipt(account, key);
  }
}

/** What a dealer command request is, to run once per key. */
export interface CommandRequest<C> {
  readonly username: string;
  readonly key: string;
  readonly command: C;
  readonly address: string | null;
}

/**
 * Commands under a key being run by this process, at any table: a second request under the same key waits for the
 * first to be recorded, then is answered from the record (or refused as another request). Across processes the
 * unique `(account, key)` index of recorded commands keeps the first record; a second process's command under the same
 * key (the same dealer at two tables of two processes at once) has run by then, and is in the staff log.
 */
const inFlight = new Map<string, Promise<unknown>>();

/**
 * Idempotency of a table's dealer commands, beside the actions' receipts: a command sent again with the same key
 * (per account) is answered with its first result and changes nothing, provided it is the same command at the same
 * table; another request under the key is refused (`idempotency/key-reused`). Runs inside the table's command
 * queue, so a repeat at the same table can never run between the first run and its record.
 */
export class CommandReceipts {
  private readonly recent = new Map<string, RecordedCommand>();

  constructor(
    private readonly store: TableStore,
    private readonly tableId: string,
  ) {}

  /**
   * Runs `run` once for the request's key: a repeat answers the first result (`duplicate`). Every command, run or
   * refused, is written to the staff log (a run one in the transaction that records it).
   */
  async once<C, R>(req: CommandRequest<C>, run: () => Promise<R>): Promise<{ result: R; duplicate: boolean }> {
    const id = receiptKey(req.username, req.key);
    for (let waiting = inFlight.get(id); waiting; waiting = inFlight.get(id)) await waiting.catch(() => undefined);
    const claim = this.claim(id, req, run);
    inFlight.set(id, claim);
    try {
      return await claim;
    } finally {
      if (inFlight.get(id) === claim) inFlight.delete(id);
    }
  }

  private async claim<C, R>(id: string, req: CommandRequest<C>, run: () => Promise<R>): Promise<{ result: R; duplicate: boolean }> {
    const command = canonical(req.command);
    const seen: RecordedCommand | null = this.recent.get(id) ?? (await this.store.findCommand(req.username, req.key));
    if (seen) {
      if (seen.table !== this.tableId || (seen.command !== null && seen.command !== command))
        throw new IllegalActionError(reject('idempotency/key-reused', `the key ${req.key} was used for another command (${seen.command ?? 'a command'} at ${seen.table}): nothing was done`));
      return { result: seen.result as R, duplicate: true };
    }
    const base = { account: req.username, key: req.key, tableId: this.tableId, command: req.command, address: req.address };
    let result: R;
    try {
      result = await run();
    } catch (e) {
      const code = e instanceof CroupierError ? e.code : 'server/internal';
      await this.store.logRefusedCommand({ ...base, refused: code }).catch(() => undefined);
      throw e;
    }
    await this.store.recordCommand({ ...base, result });
    this.recent.set(id, { table: this.tableId, command, result });
    if (this.recent.size > KEPT) this.recent.delete(this.recent.keys().next().value as string);
    return { result, duplicate: false };
  }
}
