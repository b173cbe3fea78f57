/**
 * @module games/machines/hi-lo/math
 * Hi/Lo's prize formula and exact return (003 §4.6.7; the machine: game.ts). A reel shows a number
 * s of 1…n, each equally likely; the player says whether the next number (drawn the same way) is higher or lower.
 * **Equal numbers lose** (003 does not address them: a croupier decision, stated on the machine). A call whose chance
 * is p (the count of numbers strictly above, or below, s over n) returns R / p times the stake, R the machine's
 * declared return, cut down to the hundredth — so the rarer the call, the larger the prize ("the lower the
 * probability, the larger the win"), and every call returns at most R: exactly R when R·n/k is a whole number of
 * hundredths, k the numbers that win. A call that cannot win (higher than n, lower than 1) is refused. The machine's
 * return is the least over the calls a player may make (what it guarantees whatever he calls).
 */
import { mul, num, q, type Rational } from '../../../math/rational.js';

export type Call = 'higher' | 'lower';

/** How many of the n numbers win the call on s. */
export const winners = (n: number, s: number, call: Call): number => (call === 'higher' ? n - s : s - 1);

/** The call's return multiple (stake included) in hundredths: ⌊100·R·n / k⌋. R is given in hundred-thousandths. */
export function paysHundredths(n: number, s: number, call: Call, rHundredThousandths: number): number {
  const k = winners(n, s, call);
  if (k <= 0) return 0;
  return Math.floor((rHundredThousandths * n) / (k * 1000));
}

/** The exact return of one call: (k / n) × pays. */
export const callReturn = (n: number, s: number, call: Call, r: number): Rational => mul(q(winners(n, s, call), n), q(paysHundredths(n, s, call, r), 100));

/** The least return over every call that can win. */
export function machineReturn(n: number, r: number): number {
  let least = Infinity;
  for (let s = 1; s <= n; s++) for (const c of ['higher', 'lower'] as const) if (winners(n, s, c) > 0) least = Math.min(least, num(callReturn(n, s, c, r)));
  return least;
}
