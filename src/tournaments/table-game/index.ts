/**
 * @module tournaments/table-game
 * Table-game tournaments (000 Art. 2bis, 003 §1.5): bases, the director, the classification and prizes.
 */
export { TableTournamentError } from './errors.js';
export { resolveBases, shippedBases, tableGameBasesSchema, TABLE_GAME_FAMILIES, type TableGameBases, type ResolvedBases } from './bases.js';
export { tableGameDirector, open, apply, randomize, due, nextDeadline, view, book, playingIn, legalFor, TABLE, BET_MS, DECISION_MS, OUTCOME_MS, READY, type TableTournamentState, type Entrant, type RoundInPlay, type RoundSummary, type FinishedRound } from './director.js';
export { classify, type Classified } from './prizes.js';
