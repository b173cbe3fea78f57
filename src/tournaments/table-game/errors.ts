/**
 * @module tournaments/table-game/errors
 * A refused table-game tournament operation (`tournaments/<reason>`): bad bases (naming the field), an action the
 * tournament does not take now, a stake beyond a player's tournament chips or the round's limits. Nothing changes.
 */
import { CroupierError } from '../../core/errors.js';

export class TableTournamentError extends CroupierError {
  constructor(code: string, message: string, context: Record<string, unknown> = {}) {
    super(`tournaments/${code}`, message, context);
  }
}
