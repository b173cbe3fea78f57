/**
 * @module games/boule/math
 * Exact returns of the boule bets: each hole of the dish equally likely (each number 1–9 in the same count of
 * holes). A number pays 7 to 1 on 1/9: 8/9; a simple chance covers four numbers of nine at 1 to 1: 8/9. House
 * edge 1/9 on every bet.
 */
import type { BetReturn, RtpReport } from '../../core/contract.js';
import { add, mul, neg, num, q, str, sub, ZERO } from '../../math/rational.js';
import { BET_IDS, numbersOf } from './game.js';
import type { BouleProfile } from './profile.js';

export function bouleRtp(p: BouleProfile, profileId: string, game: string): RtpReport {
  const holes = p.holes.value;
  const bets: BetReturn[] = BET_IDS.map((bet) => {
    const pays = bet.startsWith('number-') ? p.numberPays.value : p.simplePays.value;
    let rtp = ZERO;
    for (const h of holes) if (numbersOf(bet).includes(h)) rtp = add(rtp, mul(q(1, holes.length), q(pays.num + pays.den, pays.den)));
    const ev = sub(rtp, q(1));
    return { bet, houseEdge: -num(ev), rtp: num(rtp), method: 'exact', fraction: str(ev), houseEdgeFraction: str(neg(ev)), pays: `${pays.num}:${pays.den}` };
  });
  return { game, profile: profileId, bets, holes: holes.length, basis: 'every hole of the dish equally likely; fraction = the bettor’s expectation per unit staked' };
}
