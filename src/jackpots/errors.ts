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

/**
 * A machine's jackpot level naming a combination the machine never reports (003 §4.5.5: the level is won by a
 * combination of the game): it could never be won by it. `combinations`: what the machine may name.
 */
export class UnknownCombinationError extends CroupierError {
  constructor(readonly jackpot: string, readonly combination: string, readonly combinations: readonly string[]) {
    const may = combinations.length ? `it may name ${combinations.join(', ')}` : 'it names none: its levels are won at random only';
    super('jackpot/unknown-combination', `jackpot ${jackpot}: the machine never reports the combination "${combination}" (${may})`, { jackpot, combination, combinations: [...combinations], cite: '003 §4.5.5' });
  }
}

/** A jackpot definition or operation the rules refuse (a duplicate id, a bad figure). */
export class JackpotConfigError extends CroupierError {}
