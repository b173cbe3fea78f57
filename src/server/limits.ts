/**
 * @module server/limits
 * The server's bounds against clients that hold its resources (issue 15, item 4): connections per address and in
 * total (server/connection-gate), how long an HTTP request may take to arrive, and how much a WebSocket client
 * that does not read may cost (server/ws/backpressure). Defaults here; `croupier serve` and the test server
 * fixture read the CROUPIER_* variables listed in ENV (docs/server.md).
 */
import { ConfigError } from '../core/errors.js';
import { DEFAULT_BACKPRESSURE, type BackpressureLimits } from './ws/backpressure.js';

export interface ConnectionCaps {
  /** Open connections (HTTP and WebSocket) the server accepts in all; one more is answered 503 (10,000). */
  readonly maxConnections: number;
  /** Open connections from one client address; one more is answered 503 (64). */
  readonly maxConnectionsPerAddress: number;
}

export interface ServerLimits extends ConnectionCaps, BackpressureLimits {
  /** Time for a whole HTTP request, headers and body, to arrive; later it is answered 408 and closed (30 s). */
  readonly requestTimeoutMs: number;
  /** Time for an HTTP request's headers (a WebSocket upgrade's too) to arrive; later, 408 and closed (10 s). */
  readonly headersTimeoutMs: number;
  /** How long an idle HTTP keep-alive connection stays open (72 s, Fastify's: longer than common balancers'). */
  readonly keepAliveTimeoutMs: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  maxConnections: 10_000,
  maxConnectionsPerAddress: 64,
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 72_000,
  ...DEFAULT_BACKPRESSURE,
};

/** The environment variable of each limit. */
export const ENV: Readonly<Record<keyof ServerLimits, string>> = {
  maxConnections: 'CROUPIER_MAX_CONNECTIONS',
  maxConnectionsPerAddress: 'CROUPIER_MAX_CONNECTIONS_PER_ADDRESS',
  requestTimeoutMs: 'CROUPIER_REQUEST_TIMEOUT_MS',
  headersTimeoutMs: 'CROUPIER_HEADERS_TIMEOUT_MS',
  keepAliveTimeoutMs: 'CROUPIER_KEEP_ALIVE_TIMEOUT_MS',
  wsHoldBytes: 'CROUPIER_WS_HOLD_BYTES',
  wsCloseBytes: 'CROUPIER_WS_CLOSE_BYTES',
  wsStallMs: 'CROUPIER_WS_STALL_MS',
};

/** The limits set in `env` (only those set); a value that is not a positive integer is a ConfigError. */
export function limitsFromEnv(env: Readonly<Record<string, string | undefined>>): Partial<ServerLimits> {
  const out: Partial<Record<keyof ServerLimits, number>> = {};
  for (const [key, name] of Object.entries(ENV) as [keyof ServerLimits, string][]) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    out[key] = positiveInt(name, Number(raw));
  }
  return out;
}

/** `o` over the defaults, each checked: positive integers, the headers' time within the request's. */
export function resolveLimits(o: Partial<ServerLimits> = {}): ServerLimits {
  const l: ServerLimits = { ...DEFAULT_LIMITS, ...o };
  for (const key of Object.keys(DEFAULT_LIMITS) as (keyof ServerLimits)[]) positiveInt(key, l[key]);
  if (l.headersTimeoutMs > l.requestTimeoutMs) throw new ConfigError('server/invalid-limits', `headersTimeoutMs (${l.headersTimeoutMs}) must not exceed requestTimeoutMs (${l.requestTimeoutMs})`);
  if (l.wsHoldBytes >= l.wsCloseBytes) throw new ConfigError('server/invalid-limits', `wsHoldBytes (${l.wsHoldBytes}) must be below wsCloseBytes (${l.wsCloseBytes})`);
  return l;
}

function positiveInt(name: string, n: number): number {
  if (!Number.isSafeInteger(n) || n <= 0) throw new ConfigError('server/invalid-limits', `${name} must be a positive integer, not ${String(n)}`);
  return n;
}
