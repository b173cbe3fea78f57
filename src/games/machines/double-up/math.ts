/**
 * @module games/machines/double-up/math
 * The double-up feature's exact return (003 §4.1.3; the feature a machine embeds: feature.ts). A win W may be gambled:
 * - **card**: five new cards from one pack, the dealer's face up; the player picks one of the other four blind. Higher
 *   (ace high, suits equal) doubles the win, lower loses it all; **equal ranks return the win unchanged** (a push: 003
 *   does not address the tie — a croupier decision, the player may gamble again or collect);
 * - **colour**: red or black of the next card, paying twice the win;
 * - **suit**: one of four suits, paying four times the win (003 gives no multiplier: the fair one is chosen).
 * Each step returns exactly the win gambled (E = 1): the feature neither adds nor takes from the machine's return.
 * A cap on doublings (`maxDoublings`) limits how often a win may be gambled; the chance of reaching k doublings and the
 * distribution of the final amount are exact rationals, and the expectation stays W for any cap.
 */
import { add, mul, q, sub, ZERO, ONE, type Rational } from '../../../math/rational.js';

export type DoubleUpVariant = 'card' | 'colour' | 'suit';

/** One gamble's outcome chances and the multiple of the win each returns. */
export interface Step {
  readonly win: Rational;
  readonly push: Rational;
  readonly lose: Rational;
  /** The multiple of the win a success returns. */
  readonly pays: number;
}

const RANKS = 13;

/** The card variant by counting over one pack: the dealer's card and the player's pick among the other 51. */
export function cardStep(): Step {
  let win = 0;
  let push = 0;
  let lose = 0;
  for (let d = 0; d < 52; d++)
    for (let c = 0; c < 52; c++) {
      if (c === d) continue;
      const dr = d % RANKS;
      const cr = c % RANKS;
      if (cr > dr) win++;
      else if (cr === dr) push++;
      else lose++;
    }
  const all = 52 * 51;
  return { win: q(win, all), push: q(push, all), lose: q(lose, all), pays: 2 };
}

export function stepOf(v: DoubleUpVariant): Step {
  if (v === 'card') return cardStep();
  if (v === 'colour') return { win: q(1, 2), push: ZERO, lose: q(1, 2), pays: 2 };
  return { win: q(1, 4), push: ZERO, lose: q(3, 4), pays: 4 };
}

/** A step's return per unit gambled: pays × P(win) + P(push). */
export const stepReturn = (s: Step): Rational => add(mul(q(s.pays), s.win), s.push);

/**
 * The return of the feature for a player who gambles every time he may, up to `maxDoublings` successful doublings (a
 * push gambles again and does not count): E[final] / W. Exact; 1 for every variant and cap.
 */
export function featureReturn(v: DoubleUpVariant, maxDoublings: number): Rational {
  const s = stepOf(v);
  // With pushes repeated, a step resolves to a win with chance w/(w+l), a loss with l/(w+l).
  const decided = sub(ONE, s.push);
  const w = mul(s.win, q(decided.d, decided.n));
  let reach = ONE;
  for (let k = 0; k < maxDoublings; k++) reach = mul(reach, w);
  // The final amount: pays^k × W with chance w^k (every gamble won), else 0.
  return mul(reach, q(s.pays ** maxDoublings));
}
