/**
 * @module table/same-request
 * An idempotency key answers "duplicate" only for the request it was first used for: a key reused for another
 * request is refused (`idempotency/key-reused`), because "duplicate" tells the sender the operation happened, and
 * that other operation did not. For table actions, the request is the table, the round when named, and the action
 * as sent (the version is not part of it: a repeat may be sent against a newer one).
 *
 * While the table runtime remembers the receipt, the action is compared exactly as sent. After a restart (or once
 * the receipt is forgotten), it is compared with the action recorded under the key, which is all that is stored:
 * the table must be the same, and every field of the new action, parsed by the game's action schema, must equal the
 * recorded one. Fields the new action leaves out are not compared, because the recorded action also holds what the
 * server filled in itself (`randomize`'s results: a spin's pocket, a throw's dice, a reshuffle's order); so in
 * that case a repeat that leaves out an optional field the first one had is still taken for it.
 */
import type { ZodType } from 'zod';
import { IllegalActionError, reject } from '../core/errors.js';
import type { ActionReceipt } from './table-port.js';

/** A JSON text with object keys sorted: equal for equal values whatever the order of their keys. */
export function canonical(x: unknown): string {
  return JSON.stringify(x, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** What a table action request is, for this comparison. */
export interface ActionRequest {
  readonly round?: number;
  readonly action: Record<string, unknown>;
}

/** The first request of each receipt the runtime remembers (by the receipt object itself). */
const sent = new WeakMap<ActionReceipt, string>();

/** Notes the request a receipt answers (call when the action is accepted). */
export function noteRequest(receipt: ActionReceipt, req: ActionRequest): void {
  sent.set(receipt, canonical(req.action));
}

const reused = (key: string, why: string): IllegalActionError =>
  new IllegalActionError(reject('idempotency/key-reused', `the key ${key} was used for another request (${why}): nothing was done`));

/**
 * The receipt to answer a repeated key with, when the request is the one first sent under it; throws
 * `idempotency/key-reused` otherwise. `recorded` is the stored action (after a restart), with its table.
 */
export function sameRequest(receipt: ActionReceipt, key: string, req: ActionRequest, recorded?: { readonly table: string; readonly action: unknown; readonly here: string; readonly schema: ZodType }): ActionReceipt {
  if (req.round !== undefined && req.round !== receipt.round) throw reused(key, `round ${receipt.round}, not ${req.round}`);
  const first = sent.get(receipt);
  if (first !== undefined) {
    if (first !== canonical(req.action)) throw reused(key, 'another action');
    return receipt;
  }
  if (!recorded) return receipt;
  if (recorded.table !== recorded.here) throw reused(key, `at table ${recorded.table}`);
  const parsed = recorded.schema.safeParse(req.action);
  if (!parsed.success) throw reused(key, 'another action');
  const now = parsed.data as Record<string, unknown>;
  const then = recorded.action as Record<string, unknown>;
  for (const [k, v] of Object.entries(now)) if (canonical(v) !== canonical(then[k])) throw reused(key, `another ${k}`);
  const clean = { round: receipt.round, seq: receipt.seq, version: receipt.version };
  sent.set(clean, canonical(req.action));
  return clean;
}
