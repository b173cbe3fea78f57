/**
 * @module server/errors
 * The one place engine and server errors become wire errors (STYLE §5): a rejection keeps its code and cite;
 * anything unexpected is logged and answered `server/internal` without details.
 */
import { ZodError } from 'zod';
import { CriticalStateError, CroupierError, IllegalActionError } from '../core/errors.js';
import { ERR } from '../protocol/error-codes.js';
import type { WireError } from '../protocol/common.js';

/** An HTTP refusal with its status. */
export class HttpError extends CroupierError {
  constructor(
    readonly status: number,
    code: string,
    message: string,
    readonly cite?: string,
    readonly details?: unknown,
  ) {
    super(code, message);
  }
}

const STATUS: Record<string, number> = {
  [ERR.notAuthenticated]: 401,
  [ERR.badCredentials]: 401,
  [ERR.forbidden]: 403,
  [ERR.unknownTable]: 404,
  [ERR.unknownRound]: 404,
  [ERR.unknownAccount]: 404,
  [ERR.unknownGame]: 404,
  [ERR.unknownProfile]: 404,
  [ERR.tableElsewhere]: 409,
  /** The database lost its answer to a COMMIT: send the request again with the same key. */
  'db/commit-unknown': 503,
  /** Tournament bases that do not validate (src/tournaments/bases.ts names the field). */
  'tournaments/bad-bases': 400,
  [ERR.tooLarge]: 413,
  [ERR.rateLimited]: 429,
};

/** Maps any error to `{ status, body, internal }`; `internal` errors must be logged by the caller. */
export function toWire(e: unknown): { status: number; body: WireError; internal: boolean } {
  if (e instanceof HttpError) {
    const body: WireError = { code: e.code, message: e.message };
    if (e.cite) body.cite = e.cite;
    if (e.details !== undefined) body.details = e.details;
    return { status: e.status, body, internal: false };
  }
  if (e instanceof IllegalActionError) {
    const body: WireError = { code: e.rejection.code, message: e.rejection.message };
    if (e.rejection.cite) body.cite = e.rejection.cite;
    return { status: STATUS[e.rejection.code] ?? 409, body, internal: false };
  }
  if (e instanceof ZodError) return { status: 400, body: { code: ERR.invalidMessage, message: e.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ') }, internal: false };
  if (e instanceof CroupierError && !(e instanceof CriticalStateError)) {
    const body: WireError = { code: e.code, message: e.message };
    const cite = e.context.cite;
    if (typeof cite === 'string') body.cite = cite;
    return { status: STATUS[e.code] ?? 409, body, internal: false };
  }
  return { status: 500, body: { code: ERR.internal, message: 'internal error' }, internal: true };
}
