/**
 * @module games/wheel-of-fortune/math
 * Exact returns of every box on the layout in use: count/n × (1 + pays). With the default layout and payouts:
 * 24 → 8/9 (edge 1/9), 15 → 5/6 (1/6), 7 → 7/9 (2/9), 4 → 22/27 (5/27), 2 → 7/9 (2/9), each Joker → 23/27 (4/27).
 */
import type { BetReturn, RtpReport } from '../../core/contract.js';
import { mul, neg, num, q, str, sub } from '../../math/rational.js';
import { symbolsOf, type WofProfile } from './profile.js';

export function wofRtp(p: WofProfile, profileId: string, game: string): RtpReport {
  const n = p.segments.value.length;
  const bets: BetReturn[] = symbolsOf(p).map((s) => {
    const count = p.segments.value.filter((x) => x === s).length;
    const pay = p.pays.value[s] as { num: number; den: number };
    const rtp = mul(q(count, n), q(pay.num + pay.den, pay.den));
    const ev = sub(rtp, q(1));
    return { bet: s, houseEdge: -num(ev), rtp: num(rtp), method: 'exact', fraction: str(ev), houseEdgeFraction: str(neg(ev)), segments: count, pays: `${pay.num}:${pay.den}` };
  });
  return { game, profile: profileId, bets, segments: n, basis: 'every division equally likely; the layout in use (profile `segments`); fraction = the bettor’s expectation per unit staked' };
}
