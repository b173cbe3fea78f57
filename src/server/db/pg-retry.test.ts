/**
 * When the PostgreSQL adapter runs a transaction again (issue 15, item 5): only what the server certainly rolled back
 * for a cause that may not recur; never a COMMIT whose answer was lost; waits bounded, growing, jittered.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import pg from 'pg';
import { CroupierError } from '../../core/errors.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { commitFailure, DEFAULT_RETRY, isConnectionLoss, retryDelay, retryReason } from './pg-retry.js';

/** An error as the server sends it, with its SQLSTATE. */
const server = (code: string): Error => Object.assign(new pg.DatabaseError(`sqlstate ${code}`, 0, 'error'), { code });

test('issue 15: serialization failures, deadlocks, lock timeouts and a connection lost before COMMIT are run again; refusals and bugs are not', () => {
  assert.equal(retryReason(server('40001'), false), '40001');
  assert.equal(retryReason(server('40P01'), false), '40P01');
  assert.equal(retryReason(server('55P03'), false), '55P03');
  assert.equal(retryReason(server('57P01'), false), 'connection lost');
  assert.equal(retryReason(server('08006'), false), 'connection lost');
  assert.equal(retryReason(new Error('Connection terminated unexpectedly'), true), 'connection lost');
  // A constraint, a refusal of the ledger, a bug, a code that only looks like a SQLSTATE: run again, they fail again.
  assert.equal(retryReason(server('23505'), false), null);
  assert.equal(retryReason(server('23514'), false), null);
  assert.equal(retryReason(new CroupierError('ledger/insufficient-funds', 'no'), false), null);
  assert.equal(retryReason(new TypeError('x is undefined'), false), null);
  assert.equal(retryReason(Object.assign(new Error('socket'), { code: 'EPIPE' }), false), null);
  assert.equal(isConnectionLoss(Object.assign(new Error('reset'), { code: '40P01' })), false, 'only the server’s errors carry a SQLSTATE');
});

test('issue 15: a COMMIT the server refused was rolled back (run again when the cause may not recur); one whose answer was lost has an unknown outcome', () => {
  assert.deepEqual(commitFailure(server('40001')), { kind: 'refused', reason: '40001' });
  assert.deepEqual(commitFailure(server('23505')), { kind: 'refused', reason: null });
  assert.deepEqual(commitFailure(server('57P01')), { kind: 'unknown' });
  assert.deepEqual(commitFailure(server('08006')), { kind: 'unknown' });
  assert.deepEqual(commitFailure(new Error('Connection terminated unexpectedly')), { kind: 'unknown' });
});

test('issue 15: the wait before each retry is at least half its cap and at most the cap, which doubles up to the policy’s maximum', () => {
  const rng = seededRng('pg-retry');
  const policy = { ...DEFAULT_RETRY, baseDelayMs: 10, maxDelayMs: 50 };
  const seen = new Map<number, Set<number>>();
  for (let i = 0; i < 2000; i++) {
    for (const [retry, cap] of [
      [1, 10],
      [2, 20],
      [3, 40],
      [4, 50],
      [9, 50],
    ] as const) {
      const d = retryDelay(policy, retry, rng);
      assert.ok(Number.isInteger(d) && d >= cap / 2 && d <= cap, `retry ${retry}: ${d}`);
      seen.set(retry, (seen.get(retry) ?? new Set()).add(d));
    }
  }
  // Jittered: every value of the range comes up.
  assert.equal(seen.get(1)?.size, 6);
  assert.equal(seen.get(4)?.size, 26);
});
