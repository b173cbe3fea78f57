/**
 * @module core/errors
 * One error base with a namespaced `code` and a `cause`; three kinds (after @pokertools):
 * a rejected action (tell the client, change nothing), a bad configuration (fail at load),
 * and a broken invariant (freeze the table).
 */
export class CroupierError extends Error {
  readonly code: string;
  readonly context: Record<string, unknown>;
  constructor(code: string, message: string, context: Record<string, unknown> = {}, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
    this.context = context;
  }
}

/** A rejection of an action: a value games return, and the server turns into a wire error. */
export interface Rejection {
  /** Namespaced code, e.g. `blackjack/double-not-allowed`, `core/not-your-turn`. */
  readonly code: string;
  readonly message: string;
  /** The rule the rejection enforces, e.g. `002 §14.15`. */
  readonly cite?: string;
}

/** Thrown when an action is illegal; the state it was applied to is unchanged. */
export class IllegalActionError extends CroupierError {
  readonly rejection: Rejection;
  constructor(rejection: Rejection) {
    super(rejection.code, rejection.message, rejection.cite ? { cite: rejection.cite } : {});
    this.rejection = rejection;
  }
}

/** A profile, table configuration or scenario that does not validate. */
export class ConfigError extends CroupierError {}

/** A broken invariant (chips not conserved, impossible state): the table must stop. */
export class CriticalStateError extends CroupierError {}

/** Builds a rejection value. */
export const reject = (code: string, message: string, cite?: string): Rejection => (cite ? { code, message, cite } : { code, message });
