/**
 * @module jackpots/errors
 * The jackpot's refusals: typed, each with a namespaced code; the action or the operation that meets one changes
 * nothing (its transaction rolls back).
 */
import { CroupierError } from '../core/errors.js';

/** A jackpot bet while the jackpot system is out of order (003 §2.3.5: participation is not possible). */
export class JackpotOutOfOrderError extends CroupierError {
  constructor(readonly jackpot: string) {
    super('jackpot/out-of-order', `the jackpot ${jackpot} is out of order: no jackpot bet is taken`, { jackpot, cite: '003 §2.3.5' });
  }
}

/** A jackpot nobody created, or one that does not take this game's bets. */
export class UnknownJackpotError extends CroupierError {
  constructor(readonly jackpot: string, why = 'no such jackpot') {
    super('jackpot/unknown', `jackpot ${jackpot}: ${why}`, { jackpot });
  }
}

/** A jackpot definition or operation the rules refuse (a duplicate id, a bad figure). */
export class JackpotConfigError extends CroupierError {}
