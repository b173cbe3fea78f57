/**
 * @module games/craps
 * Craps ("Dadoak edo Craps", 000 §06; "Dados o Craps", 001 §09): the family's games for the registry.
 */
import type { AnyGame } from '../../core/contract.js';
import { craps } from './game.js';

export { craps };
export const games: AnyGame[] = [craps];
