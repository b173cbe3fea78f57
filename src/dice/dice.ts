/**
 * @module dice/dice
 * Dice throws drawn from the RNG module. A throw is recorded as the faces, so replays need no RNG.
 */
import type { Rng } from '../rng/rng.js';

export type Die = 1 | 2 | 3 | 4 | 5 | 6;
export const rollDie = (rng: Rng): Die => (rng.int(6) + 1) as Die;
export const rollDice = (rng: Rng, n: number): Die[] => Array.from({ length: n }, () => rollDie(rng));
export const isDie = (x: unknown): x is Die => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= 6;
