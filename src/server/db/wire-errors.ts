/**
 * @module server/db/wire-errors
 * Errors crossing from the database thread (`sqlite-thread`) to the caller's: structured cloning keeps an error's
 * message but drops its class and its own fields, so errors travel as plain data and are rebuilt on arrival with
 * their class (registered with `registerErrorClass`, else `CroupierError` or `Error`), `code` and `context`, so
 * `instanceof` and `isUniqueViolation` work as they would on one thread.
 */
import { CroupierError } from '../../core/errors.js';

export interface WireError {
  readonly name: string;
  readonly message: string;
  readonly stack?: string;
  /** A `CroupierError`'s code, or the driver's (e.g. `SQLITE_CONSTRAINT_UNIQUE`). */
  readonly code?: string;
  readonly context?: Record<string, unknown>;
  readonly croupier: boolean;
}

type ErrorClass = abstract new (...args: never[]) => Error;
const classes = new Map<string, ErrorClass>();

/** Errors of these classes come back as instances of them (matched by class name). */
export function registerErrorClass(...cs: ErrorClass[]): void {
  for (const c of cs) classes.set(c.name, c);
}

/** A context as data: as it is when it can be cloned, else what JSON keeps of it (never a failure of its own). */
function cloneable(context: Record<string, unknown>): Record<string, unknown> {
  try {
    return structuredClone(context);
  } catch {
    try {
      return JSON.parse(JSON.stringify(context)) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
}

export function toWireError(e: unknown): WireError {
  if (!(e instanceof Error)) return { name: 'Error', message: String(e), croupier: false };
  const code = (e as { code?: unknown }).code;
  return {
    name: e.name,
    message: e.message,
    ...(e.stack ? { stack: e.stack } : {}),
    ...(typeof code === 'string' ? { code } : {}),
    ...(e instanceof CroupierError ? { context: cloneable(e.context) } : {}),
    croupier: e instanceof CroupierError,
  };
}

export function fromWireError(w: WireError): Error {
  const c = classes.get(w.name) ?? (w.croupier ? CroupierError : Error);
  const e = Object.create(c.prototype as object) as Error & { code?: string; context?: Record<string, unknown> };
  Object.defineProperty(e, 'message', { value: w.message, writable: true, configurable: true });
  Object.defineProperty(e, 'name', { value: w.name, writable: true, configurable: true });
  if (w.stack) Object.defineProperty(e, 'stack', { value: w.stack, writable: true, configurable: true });
  if (w.code !== undefined) e.code = w.code;
  if (w.croupier) e.context = w.context ?? {};
  return e;
}
