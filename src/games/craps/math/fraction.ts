/**
 * @module games/craps/math/fraction
 * The craps mathematics' names for the shared exact rationals (src/math/rational.ts).
 */
import { add, div, mul, neg, num, q, str, sub, sum, ONE, ZERO, type Rational } from '../../../math/rational.js';

export type Fraction = Rational;
export const frac = q;
export { add, div, mul, neg, sub, sum, ONE, ZERO };
export const toNumber = num;
export const show = str;
export const eq = (a: Fraction, b: Fraction): boolean => a.n === b.n && a.d === b.d;
