/**
 * @module games/blackjack/math/rational
 * The blackjack mathematics' names for the shared exact rationals (src/math/rational.ts).
 */
import { add, mul, num, q, type Rational } from '../../../math/rational.js';

export type Fraction = Rational;
export const frac = (n: bigint, d: bigint): Fraction => q(n, d);
export { add, mul };
export const toNumber = num;
/** Always `n/d`, also for integers (`0/1`), as the RtpReport's `fraction` field shows it. */
export const toString = (a: Fraction): string => `${a.n}/${a.d}`;
