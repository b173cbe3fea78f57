/**
 * @module server/db/outbox
 * Messages between the event loop's thread and the database thread go in small arrays: what one turn's callbacks
 * produced, or `chunk` messages at most, so the receiving thread starts on the first while the sender is still
 * producing the rest (one message per turn would have the two threads take turns instead of working side by side;
 * one per item costs more per item).
 */
export function outbox<T>(send: (batch: T[]) => void, chunk: number): (m: T) => void {
  let items: T[] = [];
  const flush = (): void => {
    if (items.length === 0) return;
    const out = items;
    items = [];
    send(out);
  };
  return (m) => {
    const n = items.push(m);
    if (n >= chunk) flush();
    else if (n === 1) process.nextTick(flush);
  };
}
