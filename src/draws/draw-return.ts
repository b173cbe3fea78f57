/**
 * @module draws/draw-return
 * The exact return to players of each configured draw game, as a fraction of what they pay: a fixed-prize lottery by
 * the hypergeometric chance of each class, a pari-mutuel lottery by its prize share, an instant lot by its prize table
 * over the whole lot. Raffles, tombolas and promotions give goods, services or free entries: their figure is the
 * value of the prizes against the takings (a tombola's is at least one, 000-A9's rule read the other way round).
 */
import { add, div, mul, q, ZERO, type Rational } from '../math/rational.js';
import type { DrawConfig, FixedLottery, Lottery } from './draw-config.js';

/** C(n, k) exactly. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
}

/** The chance that a ticket of `pick` numbers matches exactly `m` of the `drawn` numbers drawn from `numbers`. */
export function matchChance(c: Pick<Lottery, 'numbers' | 'drawn' | 'pick'>, m: number): Rational {
  return q(choose(c.pick, m) * choose(c.numbers - c.pick, c.drawn - m), choose(c.numbers, c.drawn));
}

/** A fixed-prize lottery's expected prize per ticket, divided by its price. */
export function fixedLotteryReturn(c: FixedLottery): Rational {
  const expected = c.prizes.reduce((s, p) => add(s, mul(matchChance(c, p.matches), q(p.amount))), ZERO);
  return div(expected, q(c.price));
}

export interface DrawReturn {
  /** Prizes (money, or the declared value of prizes in kind) over what players pay; null where players pay nothing. */
  readonly return: Rational | null;
  /** How the figure is obtained. */
  readonly method: string;
}

/** The exact return of a configured draw game. */
export function drawReturn(c: DrawConfig): DrawReturn {
  switch (c.kind) {
    case 'lottery-fixed':
      return { return: fixedLotteryReturn(c), method: 'hypergeometric chance of each prize class × its fixed amount, over the price (000-A6 a)' };
    case 'lottery-pari-mutuel':
      return {
        return: c.unwon === 'carry' ? q(c.prizeShare.num, c.prizeShare.den) : null,
        method: c.unwon === 'carry'
          ? 'the prize share of the takings, every unwon class carried to the next draw (000-A6 b)'
          : 'the prize share less the classes nobody wins, which go to the organiser: depends on the entries (000-A6 b)',
      };
    case 'instant-lot': {
      const prizes = c.prizes.reduce((s, p) => s + p.amount * p.count, 0);
      return { return: q(prizes, c.price * c.series * c.ticketsPerSeries), method: 'the predetermined prize table over the whole lot at its fixed price (000-A7 ¶2–3)' };
    }
    case 'raffle':
      return { return: q(c.prizes.reduce((s, p) => s + p.value, 0), c.price * c.tickets), method: 'the declared value of the goods over the takings of every ticket (000-A8)' };
    case 'tombola':
      return { return: q(c.objects.reduce((s, o) => s + o.prize.value * o.count, 0), c.price * c.tickets), method: 'the declared value of the objects over the takings of every ticket (000-A9: at most one)' };
    case 'promotion':
      return { return: null, method: 'no stake: the consideration is the product bought at its usual price (000-A10)' };
  }
}
