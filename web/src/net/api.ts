/**
 * @module web/net/api
 * The HTTP API (docs/protocol.md): JSON bodies, `Authorization: Bearer <token>`, errors `{ code, message }`.
 * Types come from src/protocol (types only: nothing of the server is bundled).
 */
import type { WireError } from '../../../src/protocol/common.js';

export class ApiError extends Error {
  constructor(readonly status: number, readonly error: WireError) {
    super(error.message);
  }
}

/** Calls the API; resolves with the JSON body of a 2xx answer, rejects with an ApiError otherwise. */
export async function api<T>(path: string, options: { token?: string | null; method?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, { method: options.method ?? (options.body === undefined ? 'GET' : 'POST'), headers, body: options.body === undefined ? null : JSON.stringify(options.body) });
  } catch (e) {
    throw new ApiError(0, { code: 'client/network', message: e instanceof Error ? e.message : String(e) });
  }
  const text = await res.text();
  let body: unknown = null;
  try { body = text ? JSON.parse(text) : null; } catch { body = null; }
  if (!res.ok) {
    const err = body && typeof body === 'object' && 'code' in body ? (body as WireError) : { code: `http/${res.status}`, message: text || res.statusText };
    throw new ApiError(res.status, err);
  }
  return body as T;
}
