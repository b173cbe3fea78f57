/**
 * Issue 17: the history is in time order. The server lists rounds by id (the order they started in) and the history
 * shows when each ended; a long round at one table must not sit below shorter ones that ended after it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inTimeOrder } from '../../web/src/views/time-order.js';

test('issue 17: the history lists rounds newest first by the time it shows (the end, or the start of a round in play)', () => {
  const rounds = [
    { id: 9, startedAt: '2026-01-01T10:05:00Z', endedAt: '2026-01-01T10:06:00Z' },
    { id: 8, startedAt: '2026-01-01T10:04:00Z', endedAt: null },
    { id: 7, startedAt: '2026-01-01T10:00:00Z', endedAt: '2026-01-01T10:09:00Z' },
    { id: 6, startedAt: '2026-01-01T10:00:00Z', endedAt: '2026-01-01T10:06:00Z' },
  ];
  assert.deepEqual(inTimeOrder(rounds).map((r) => r.id), [7, 9, 6, 8]);
  assert.deepEqual(rounds.map((r) => r.id), [9, 8, 7, 6], 'the list it was given is left as it was');
});
