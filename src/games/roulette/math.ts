/**
 * @module games/roulette/math
 * Exact returns of every roulette bet, by enumeration of the wheel's pockets (each equally likely) with exact
 * rationals; the even chances under the profile's zero rule, en prison with repeated zeros included
 * (src/wheel/prison.ts: a bet in prison is worth p / (1 − z/2) of its nominal).
 * `fraction` is the bettor's expectation per unit staked (negative: the house's edge), as the contract's example;
 * `houseEdgeFraction` its opposite.
 */
import type { BetReturn, RtpReport } from '../../core/contract.js';
import { evenChanceReturn, type PrisonChoice } from '../../wheel/prison.js';
import { add, mul, neg, num, q, str, sub, ZERO, type Rational } from '../../math/rational.js';
import { betShape, catalogue, type BetShape } from './bets.js';
import { wheelOrder } from './layout.js';
import type { RouletteProfile } from './profile.js';
import type { Spot, SpotKind } from './spots.js';

export const exactReturn = (p: RouletteProfile, shape: BetShape): Rational => {
  const cat = catalogue(p);
  const pockets = wheelOrder(p.wheel.value);
  let total = ZERO;
  for (const n of pockets)
    for (const part of shape.parts) {
      const spot = cat.get(part.spot) as Spot;
      if (spot.numbers.includes(n)) total = add(total, mul(q(part.chips), q(spot.pays.num + spot.pays.den, spot.pays.den)));
    }
  return mul(total, q(1, pockets.length * shape.chips));
};

/** The return of an even chance under the zero rule: win 18/N, zero (0 and 00) 1/N or 2/N. */
export function evenChanceExact(p: RouletteProfile, policy: PrisonChoice): Rational {
  const n = wheelOrder(p.wheel.value).length;
  const zeros = n - 36;
  return evenChanceReturn(q(18, n), q(zeros, n), ZERO, p.zeroRule.value, policy);
}

const entry = (bet: string, rtp: Rational, extra: Record<string, unknown>): BetReturn => {
  const ev = sub(rtp, q(1));
  return { bet, houseEdge: -num(ev), rtp: num(rtp), method: 'exact', fraction: str(ev), houseEdgeFraction: str(neg(ev)), ...extra };
};

/** One representative bet per kind (every bet of a kind has the same return), the series and a neighbours bet. */
const REPRESENTATIVE: Partial<Record<SpotKind, string>> = {
  straight: 'straight-17',
  split: 'split-17-20',
  street: 'street-16-17-18',
  corner: 'corner-17-18-20-21',
  'six-line': 'six-line-13-14-15-16-17-18',
  column: 'column-2',
  dozen: 'dozen-2',
  'two-columns': 'columns-1-2',
  'two-dozens': 'dozens-1-2',
};

export function rouletteRtp(p: RouletteProfile, profileId: string, game: string): RtpReport {
  const bets: BetReturn[] = [];
  const pays = (s: BetShape): string => {
    const spot = catalogue(p).get(s.id);
    return spot ? `${spot.pays.num}:${spot.pays.den}` : `${s.chips} chips, each at its spot's odds`;
  };
  for (const [kind, id] of Object.entries(REPRESENTATIVE)) {
    const shape = betShape(p, id);
    if (shape) bets.push(entry(kind, exactReturn(p, shape), { example: id, pays: pays(shape) }));
  }
  for (const zeroSpot of [...catalogue(p).values()].filter((s) => s.numbers.includes(0) && s.kind !== 'straight')) {
    const shape = betShape(p, zeroSpot.id) as BetShape;
    bets.push(entry(zeroSpot.id, exactReturn(p, shape), { pays: pays(shape) }));
  }
  const ev = catalogue(p).get('red');
  if (ev) {
    const cite = p.zeroRule.cite;
    if (p.zeroRule.value === 'prison-or-half') {
      bets.push(entry('even chance (half back on zero)', evenChanceExact(p, 'half'), { pays: '1:1', zeroRule: 'half back', cite }));
      bets.push(entry('even chance (en prison on every zero)', evenChanceExact(p, 'prison'), { pays: '1:1', zeroRule: 'prison, halved at each further zero', cite }));
      bets.push(entry('even chance (last spin of the session)', evenChanceExact(p, 'half'), { pays: '1:1', zeroRule: 'half refunded', cite: p.prison.lastSpin.cite }));
    } else bets.push(entry('even chance', evenChanceExact(p, 'half'), { pays: '1:1', zeroRule: p.zeroRule.value, cite }));
  }
  for (const id of [...(p.wheel.value === 'single' ? p.announced.series.value : []), ...(p.announced.neighbours.value ? ['neighbours-0'] : [])]) {
    const shape = betShape(p, id);
    if (shape) bets.push(entry(id, exactReturn(p, shape), { pays: pays(shape), chips: shape.chips }));
  }
  return {
    game,
    profile: profileId,
    bets,
    wheel: p.wheel.value,
    pockets: wheelOrder(p.wheel.value).length,
    basis: 'every pocket equally likely; fraction = the bettor’s expectation per unit staked, houseEdgeFraction its opposite; payouts exact (stakes divisible by the odds’ denominators)',
  };
}
