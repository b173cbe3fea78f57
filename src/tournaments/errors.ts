/**
 * @module tournaments/errors
 * The tournament director's refusal: a typed error with a namespaced code (`tournaments/<reason>`), the rule it
 * enforces where there is one, and, for bad bases, the field at fault. A refused action changes nothing.
 */
import { CroupierError } from '../core/errors.js';

export class TournamentError extends CroupierError {
  constructor(code: string, message: string, context: { readonly cite?: string; readonly field?: string } = {}) {
    super(`tournaments/${code}`, message, { ...context });
  }
}
