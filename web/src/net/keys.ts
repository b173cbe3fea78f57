/**
 * @module web/net/keys
 * Request ids and idempotency keys: random hex from `crypto.getRandomValues` (available on plain-http pages
 * too, unlike `crypto.randomUUID`).
 */
export function randomKey(prefix = 'k'): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
