/**
 * @module games/machines/hi-lo/strategy
 * The exact return of a stated way of playing Hi/Lo, by enumerating every number a reel may stop on, with the
 * machine's own rounding of a played-on win to the cent: the player calls on reel 1 the likelier side (higher when as
 * many numbers win it as lower) and plays each win on until `calls` calls have been made (1: one call a game, then
 * collect). A reel's next number is uniform on 1…n whatever it shows, so reel 1's number shown is uniform when the
 * game is drawn up and is the stopped number afterwards. Used by the tests that play the machine through the engine.
 */
import { add, mul, q, ZERO, type Rational } from '../../../math/rational.js';
import { ratio } from '../../../money/rounding.js';
import { paysHundredths, winners, type Call } from './math.js';
import { rOf, type HiLoProfile } from './profile.js';

/** The call more of the numbers win (higher on a tie). */
export const likelier = (n: number, shown: number): Call => (winners(n, shown, 'higher') >= winners(n, shown, 'lower') ? 'higher' : 'lower');

/** Expected cents returned when `amount` is at stake on reel 1 showing `shown`, with `left` calls still to make. */
function value(p: HiLoProfile, amount: number, shown: number, left: number, memo: Map<string, Rational>): Rational {
  const key = `${amount}:${shown}:${left}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const n = p.numbers.value;
  const call = likelier(n, shown);
  const pays = paysHundredths(n, shown, call, rOf(p));
  let total = ZERO;
  for (let next = 1; next <= n; next++) {
    if (!(call === 'higher' ? next > shown : next < shown)) continue;
    const won = ratio(amount, pays, 100, p.rounding.value);
    total = add(total, left > 1 ? value(p, won, next, left - 1, memo) : q(won));
  }
  const v = mul(total, q(1, n));
  memo.set(key, v);
  return v;
}

/** The exact return per unit staked of `stake` under the likelier call on reel 1, `calls` calls a game. */
export function likelierReturn(p: HiLoProfile, stake: number, calls: number): Rational {
  const memo = new Map<string, Rational>();
  const n = p.numbers.value;
  let total = ZERO;
  for (let shown = 1; shown <= n; shown++) total = add(total, value(p, stake, shown, calls, memo));
  return mul(total, q(1, n * stake));
}
