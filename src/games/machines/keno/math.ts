/**
 * @module games/machines/keno/math
 * Keno's exact return by counting: with n numbers marked, k of them among the 20 drawn from 80 happens in
 * C(20, k)·C(60, n − k) of the C(80, n) equally likely markings' fates (hypergeometric). The return of a spot count is
 * Σ_k P(k) × pay(n, k), an exact rational; the machine's return is the lowest over its spot counts (the player may
 * choose any), checked against the jurisdiction's minimum at load.
 */
import type { BetReturn, RtpReport } from '../../../core/contract.js';
import { add, mul, neg, num, q, str, sub, ZERO, type Rational } from '../../../math/rational.js';
import { payHundredths, spotCounts, type KenoProfile } from './profile.js';

const choose = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

/** P(k hits | n marked) as an exact rational. */
export const hitChance = (n: number, k: number): Rational => q(choose(20, k) * choose(60, n - k), choose(80, n));

export function spotReturn(p: KenoProfile, n: number): Rational {
  let r = ZERO;
  for (let k = 0; k <= n; k++) r = add(r, mul(hitChance(n, k), q(payHundredths(p, n, k), 100)));
  return r;
}

/** The machine's return: its least favourable spot count (what it can guarantee whatever the player marks). */
export const kenoReturn = (p: KenoProfile): number => Math.min(...spotCounts(p).map((n) => num(spotReturn(p, n))));

export function kenoRtp(p: KenoProfile, profileId: string, game: string): RtpReport {
  const bets: BetReturn[] = spotCounts(p).map((n) => {
    const rtp = spotReturn(p, n);
    const ev = sub(rtp, q(1));
    return { bet: `keno-${n}`, houseEdge: -num(ev), rtp: num(rtp), method: 'exact', fraction: str(ev), houseEdgeFraction: str(neg(ev)), hits: Array.from({ length: n + 1 }, (_, k) => ({ hits: k, probability: num(hitChance(n, k)), pays: payHundredths(p, n, k) / 100 })) };
  });
  return { game, profile: profileId, bets, method: 'exact: hypergeometric counting, 20 of 80 balls drawn; the payout before rounding to the minor unit', machineReturn: kenoReturn(p) };
}
