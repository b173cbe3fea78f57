/**
 * @module games/machines/electronic-blackjack/math
 * The electronic blackjack's exact return (003 §4.6.3) for its infinite deck: every card is drawn independently, an
 * ace, two … nine with chance 1/13 each and a ten-valued card with 4/13, so a hand is its hard total and whether it
 * holds an ace. The dealer's final total (17–21 or bust) given the up card is an exact rational by recursion over the
 * hole card and the draws; the player's best play (hit or stand, the only choices) maximises the exact expectation at
 * each total; the machine's return is 1 + E[best play] over the player's two cards and the up card. Exact rationals
 * throughout (BigInt): no rounding before the final figure.
 */
import type { RtpReport } from '../../../core/contract.js';
import { add, cmp, mul, neg, num, ONE, q, str, sub, ZERO, type Rational } from '../../../math/rational.js';
import type { EbjProfile } from './profile.js';

/** Card values 1 (ace) … 10 and the chance of each. */
export const VALUES: readonly (readonly [number, Rational])[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((v) => [v, q(v === 10 ? 4 : 1, 13)] as const);

/** The best total of a hand: an ace counts 11 when that does not take it over 21. */
export const best = (hard: number, ace: boolean): number => (ace && hard + 10 <= 21 ? hard + 10 : hard);
const soft = (hard: number, ace: boolean): boolean => ace && hard + 10 <= 21;

/** Does the dealer draw on this hand? Below 17 always; on a soft 17 when the profile says `hit`. */
export const dealerDraws = (hard: number, ace: boolean, rule: 'stand' | 'hit'): boolean => {
  const t = best(hard, ace);
  return t < 17 || (t === 17 && rule === 'hit' && soft(hard, ace));
};

/** The dealer's final total: index 0–4 for 17–21, 5 for a bust. */
export type DealerDist = readonly Rational[];

export function dealerFinal(rule: 'stand' | 'hit'): (up: number) => DealerDist {
  const memo = new Map<string, Rational[]>();
  const from = (hard: number, ace: boolean): Rational[] => {
    if (hard > 21) return [ZERO, ZERO, ZERO, ZERO, ZERO, ONE];
    if (!dealerDraws(hard, ace, rule)) {
      const out = [ZERO, ZERO, ZERO, ZERO, ZERO, ZERO];
      out[best(hard, ace) - 17] = ONE;
      return out;
    }
    const key = `${hard}:${ace}`;
    const known = memo.get(key);
    if (known) return known;
    const out = [ZERO, ZERO, ZERO, ZERO, ZERO, ZERO];
    for (const [v, p] of VALUES) from(hard + v, ace || v === 1).forEach((x, i) => (out[i] = add(out[i] as Rational, mul(p, x))));
    memo.set(key, out);
    return out;
  };
  // The up card, then the hole card: the dealer's two cards, then its draws.
  return (up) => from(up, up === 1);
}

/** The player's expectation standing on `total` against the dealer's final distribution (a bust counts as below). */
export function standEv(total: number, d: DealerDist): Rational {
  let ev = d[5] as Rational;
  for (let t = 17; t <= 21; t++) {
    const p = d[t - 17] as Rational;
    if (t < total) ev = add(ev, p);
    else if (t > total) ev = sub(ev, p);
  }
  return ev;
}

export interface Analysis {
  /** The player's best expectation per unit staked, with the exact return 1 + ev. */
  readonly ev: Rational;
  readonly rtp: Rational;
  /** Hit (true) or stand for a hand (hard total, holds an ace) against an up card (1–10). */
  readonly hits: (hard: number, ace: boolean, up: number) => boolean;
  /** The dealer's final distribution for each up card. */
  readonly dealer: (up: number) => DealerDist;
}

const cache = new Map<string, Analysis>();

/** The exact analysis for a dealer rule (memoised: a few milliseconds). */
export function analyse(rule: 'stand' | 'hit'): Analysis {
  const known = cache.get(rule);
  if (known) return known;
  const dealer = dealerFinal(rule);
  const value = new Map<string, { ev: Rational; hit: boolean }>();
  const v = (hard: number, ace: boolean, up: number): { ev: Rational; hit: boolean } => {
    const key = `${hard}:${ace}:${up}`;
    const k = value.get(key);
    if (k) return k;
    const stand = standEv(best(hard, ace), dealer(up));
    let out = { ev: stand, hit: false };
    // At 21 the machine stands for the player (hitting can only bust).
    if (best(hard, ace) < 21) {
      let hit = ZERO;
      for (const [c, p] of VALUES) hit = add(hit, mul(p, hard + c > 21 ? neg(ONE) : v(hard + c, ace || c === 1, up).ev));
      if (cmp(hit, stand) > 0) out = { ev: hit, hit: true };
    }
    value.set(key, out);
    return out;
  };
  let ev = ZERO;
  for (const [up, pu] of VALUES)
    for (const [a, pa] of VALUES) for (const [b, pb] of VALUES) ev = add(ev, mul(mul(pu, mul(pa, pb)), v(a + b, a === 1 || b === 1, up).ev));
  const out: Analysis = { ev, rtp: add(ONE, ev), hits: (hard, ace, up) => v(hard, ace, up).hit, dealer };
  cache.set(rule, out);
  return out;
}

export const ebjReturn = (p: EbjProfile): number => num(analyse(p.dealerSoft17.value).rtp);

export function ebjRtp(p: EbjProfile, profileId: string, game: string): RtpReport {
  const a = analyse(p.dealerSoft17.value);
  const upNames = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T'];
  const chart: Record<string, string> = {};
  for (let hard = 4; hard <= 20; hard++) chart[`hard ${hard}`] = upNames.map((_, i) => (a.hits(hard, false, i + 1) ? 'H' : 'S')).join('');
  for (let hard = 2; hard <= 10; hard++) chart[`soft ${hard + 10}`] = upNames.map((_, i) => (a.hits(hard, true, i + 1) ? 'H' : 'S')).join('');
  return {
    game,
    profile: profileId,
    bets: [{ bet: game, houseEdge: -num(a.ev), rtp: num(a.rtp), method: 'exact', fraction: str(a.ev), houseEdgeFraction: str(neg(a.ev)) }],
    method: `exact (infinite deck: every card drawn independently, a ten-valued card 4/13): the dealer ${p.dealerSoft17.value === 'stand' ? 'stands on every 17' : 'hits a soft 17'}; the player hits or stands to maximise the expectation; a win returns twice the stake, equal totals the stake`,
    machineReturn: num(a.rtp),
    strategy: { columns: `dealer's up card ${upNames.join(' ')}`, rows: chart },
  };
}
