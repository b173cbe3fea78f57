/**
 * @module web/net/form-key
 * The idempotency key of a form that moves money or opens something: one fresh key per submitted form, and the same
 * key when the same form (the same body) is sent again after the answer was lost — a network error or the server's
 * `db/commit-unknown` — so a retried credit is done once. Once the server has answered (done or refused), the next
 * submission gets a new key; a changed form never reuses a key (the server would refuse it: `idempotency/key-reused`).
 */
import { ApiError } from './api.js';
import { randomKey } from './keys.js';

export class FormKeys {
  private pending: { readonly body: string; readonly key: string } | null = null;

  constructor(private readonly prefix: string) {}

  /** The key to send `body` with: the pending one when this same body's answer was lost, else a fresh one. */
  keyFor(body: unknown): string {
    const text = JSON.stringify(body);
    if (this.pending?.body !== text) this.pending = { body: text, key: randomKey(this.prefix) };
    return this.pending.key;
  }

  /** The server answered the request (done or refused): the next submission is a new operation. */
  answered(): void {
    this.pending = null;
  }

  /** Records the outcome of a request sent with `keyFor`: keeps the key only when its answer was lost. */
  settle(error: unknown): void {
    if (!answerLost(error)) this.answered();
  }
}

/** The request may or may not have been done: the same request must be sent again with the same key. */
export const answerLost = (e: unknown): boolean => e instanceof ApiError && (e.status === 0 || e.error.code === 'db/commit-unknown' || e.status === 502 || e.status === 504);
