/**
 * @module tournaments/ranking/errors
 * The ranking's refusals (`ranking/<reason>`): a tournament that does not count (003 §3.4.1–§3.4.2), a factor the
 * profile leaves blank, bad input. A refused ranking changes nothing.
 */
import { CroupierError } from '../../core/errors.js';

export class RankingError extends CroupierError {
  constructor(code: string, message: string, cite?: string, context: Record<string, unknown> = {}) {
    super(`ranking/${code}`, message, cite ? { ...context, cite } : context);
  }
}
