/**
 * The server's limits: defaults, the CROUPIER_* variables, and values refused at start.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError } from '../core/errors.js';
import { DEFAULT_LIMITS, ENV, limitsFromEnv, resolveLimits } from './limits.js';

test('limits: the defaults, each overridable by its CROUPIER_* variable, unset and empty ones left to the default', () => {
  assert.deepEqual(resolveLimits(), DEFAULT_LIMITS);
  assert.deepEqual(limitsFromEnv({ CROUPIER_MAX_CONNECTIONS_PER_ADDRESS: '500', CROUPIER_WS_STALL_MS: '1000', CROUPIER_WS_HOLD_BYTES: '', OTHER: '3' }), { maxConnectionsPerAddress: 500, wsStallMs: 1000 });
  assert.equal(Object.keys(ENV).length, Object.keys(DEFAULT_LIMITS).length, 'every limit has its variable');
  const all = Object.fromEntries(Object.values(ENV).map((name, i) => [name, String(1000 * (i + 1))]));
  assert.equal(Object.keys(limitsFromEnv(all)).length, Object.keys(DEFAULT_LIMITS).length);
});

test('limits: a value that is not a positive integer, headers allowed longer than the request, or a hold bound not below the close bound stop the start', () => {
  for (const bad of ['0', '-5', '1.5', 'lots'])
    assert.throws(
      () => limitsFromEnv({ CROUPIER_MAX_CONNECTIONS: bad }),
      (e: unknown) => e instanceof ConfigError && e.code === 'server/invalid-limits' && e.message.includes('CROUPIER_MAX_CONNECTIONS'),
    );
  assert.throws(() => resolveLimits({ requestTimeoutMs: 1000, headersTimeoutMs: 2000 }), ConfigError);
  assert.throws(() => resolveLimits({ wsHoldBytes: 2048, wsCloseBytes: 1024 }), ConfigError);
  assert.throws(() => resolveLimits({ maxConnections: Number.NaN }), ConfigError);
});
