/**
 * @module games/trente-et-quarante/math
 * The exact distribution of one coup dealt from a full shoe (six decks by default), by dynamic programming over
 * the composition — no simulation. The probability of a sequence of card values drawn without replacement depends
 * only on how many of each value it holds: Π f(c_u, k_u) / f(N, n) (falling factorials). A coup is: the noir row's
 * prefix P (sum ≤ 30, in any order), its last card v (sum reaches 31–40), the rouge row's prefix Q and last card
 * w. For each pair {v, w} a DP over the ten values carries (|P|, ΣP, |Q|, ΣQ) with the weight
 * Π_u f(c_u, p_u + q_u + e_u) / (p_u! q_u!), e_u counting v and w; the orderings of P and Q add |P|! |Q|!.
 * The colour of the noir row's first card is red with probability exactly 1/2 whatever the values (every value has
 * as many red cards as black), so couleur and inverse split the decisive coups evenly, as noir and rouge do.
 * Floating point (double) throughout: terms are all positive, the total checks to 1 within 1e−12.
 */
import type { BetReturn, RtpReport } from '../../core/contract.js';
import { ConfigError } from '../../core/errors.js';
import { evenChanceReturn } from '../../wheel/prison.js';
import { mul, neg, num, q, str, sub, type Rational } from '../../math/rational.js';
import { coupJoint, MAXS, outcomesOf, W } from './coup-dp.js';
import { exactCoup } from './exact.js';
import { evenChanceReturn as evenExact } from '../../wheel/prison.js';
import type { TqProfile } from './profile.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { shoeAverage } from './shoe-average.js';

export interface CoupDistribution {
  readonly decks: number;
  /** joint[b − 31][r − 31] = P(noir row ends on b, rouge row on r). */
  readonly joint: number[][];
  readonly apres: number;
  readonly tie: number;
  readonly noir: number;
  readonly rouge: number;
  readonly total: number;
}

const cache = new Map<number, CoupDistribution>();

/** The distribution of a coup from a full shoe of `decks` French decks (cached). */
export function coupDistribution(decks = 6): CoupDistribution {
  const hit = cache.get(decks);
  if (hit) return hit;
  const out = { ...coupDistributionOf([0, ...Array.from({ length: 9 }, () => 4 * decks), 16 * decks]), decks };
  cache.set(decks, out);
  return out;
}

/**
 * The distribution of a coup dealt from a shoe holding `c[u]` cards of value u (u = 1 … 10; c[0] unused). The shoe
 * must hold enough cards to finish both rows whatever comes (a full shoe does).
 */
export function coupDistributionOf(c: readonly number[]): CoupDistribution {
  const N = c.reduce((a, b) => a + b, 0);
  const fact = [1];
  for (let i = 1; i <= 2 * W; i++) fact.push((fact[i - 1] as number) * i);
  const fall = (n: number, k: number): number => {
    let r = 1;
    for (let i = 0; i < k; i++) r *= n - i;
    return r;
  };
  const fallN = Array.from({ length: 2 * W + 2 }, (_, k) => fall(N, k));
  // The step weights f(c_u, p + q + e) / (p! q!) for each value u and each count e ∈ {0, 1, 2} of v and w among them.
  const coefs = Array.from({ length: 11 }, (_, u) =>
    [0, 1, 2].map((eu) => {
      if (u === 0) return new Float64Array(0);
      const cu = c[u] as number;
      const kmax = Math.floor(MAXS / u);
      const coef = new Float64Array((kmax + 1) * (kmax + 1));
      for (let p = 0; p <= kmax; p++)
        for (let qq = 0; qq <= kmax; qq++) coef[p * (kmax + 1) + qq] = p + qq + eu > cu ? 0 : fall(cu, p + qq + eu) / ((fact[p] as number) * (fact[qq] as number));
      return coef;
    }),
  );
  const joint = coupJoint({
    modulus: Infinity,
    half: 0.5,
    coef: (u, eu) => (coefs[u] as Float64Array[])[eu] as Float64Array,
    term: (x, nP, nQ) => (x * (fact[nP] as number) * (fact[nQ] as number)) / (fallN[nP + nQ + 2] as number),
    plus: (cell, t) => cell + t,
  });
  const { apres, tie, noir, rouge, total } = outcomesOf(joint, (a, b) => a + b, 0);
  return { decks: N / 52, joint, apres, tie, noir, rouge, total };
}

/** A double as a rational with a power-of-two denominator (exact for the double, not for the game). */
const fromDouble = (x: number): Rational => q(BigInt(Math.round(x * 2 ** 52)), 2n ** 52n);

/**
 * `options.fraction = 'exact'` adds the exact rationals (src/games/trente-et-quarante/exact.ts: some 30 s of CPU for
 * six decks); by default the report is exact in double precision only. The figures per coup averaged over the whole
 * shoe (shoe-average.ts: later coups are dealt from what the earlier left, the red card voids the coup it interrupts)
 * come from `options.shoes` whole shoes dealt (default 20,000: a third of a second; seeded by `options.seed`).
 */
export function tqRtp(p: TqProfile, profileId: string, game: string, options: Readonly<Record<string, string>> = {}): RtpReport {
  const d = coupDistribution(p.shoe.decks.value);
  const decks = p.shoe.decks.value;
  const rule = p.apres.value;
  const exact = options.fraction === 'exact' ? exactCoup([0, ...Array.from({ length: 9 }, () => 4 * decks), 16 * decks]) : null;
  const fractionOf = (policy: 'half' | 'prison'): Record<string, string> => {
    if (!exact) return {};
    // A chance wins on half the decisive coups (noir and rouge alike; couleur and inverse alike).
    const pWin = q(exact.noir.n * exact.rouge.d + exact.rouge.n * exact.noir.d, 2n * exact.noir.d * exact.rouge.d);
    const ev = sub(evenExact(pWin, exact.apres, exact.tie, rule, policy), q(1));
    return { fraction: str(ev), houseEdgeFraction: str(neg(ev)) };
  };
  const win = (d.noir + d.rouge) / 2;
  const entry = (bet: string, rtp: number, extra: Record<string, unknown>): BetReturn => ({ bet, houseEdge: 1 - rtp, rtp, method: 'exact', ...extra });
  const even = (policy: 'half' | 'prison'): number => num(evenChanceReturn(fromDouble(win), fromDouble(d.apres), fromDouble(d.tie), rule, policy));
  const bets: BetReturn[] = [];
  const shoes = Number(options.shoes ?? 20000);
  if (!Number.isInteger(shoes) || shoes < 1) throw new ConfigError('trente-et-quarante/bad-option', 'shoes is a positive whole number of shoes to deal');
  const avg = rule === 'prison-or-half' ? shoeAverage(decks, p.shoe.redCardReserve.value, p.shoe.redCardVoidsCoup.value, shoes, seededRng(options.seed ?? 'trente-et-quarante shoe')) : null;
  const averaged = (bet: string, r: { rtp: number; se: number }): BetReturn => ({
    bet,
    houseEdge: 1 - r.rtp,
    rtp: r.rtp,
    method: 'simulation',
    ci99: [r.rtp - 2.576 * r.se, r.rtp + 2.576 * r.se],
    pays: '1:1',
    cite: p.apres.cite,
    basis: `per coup over ${avg?.coups ?? 0} coups of ${shoes} whole shoes (the red card's interrupted coup included: void, bet returned)`,
  });
  for (const chance of ['rouge', 'noir', 'couleur', 'inverse']) {
    if (rule === 'prison-or-half') {
      bets.push(entry(`${chance} (half back on 31–31)`, even('half'), { pays: '1:1', cite: p.apres.cite, ...fractionOf('half') }));
      bets.push(entry(`${chance} (en prison on 31–31)`, even('prison'), { pays: '1:1', cite: p.apres.cite, ...fractionOf('prison') }));
      if (avg) {
        bets.push(averaged(`${chance} (half back, whole shoe)`, avg.half));
        bets.push(averaged(`${chance} (en prison, whole shoe)`, avg.prison));
      }
    } else bets.push(entry(chance, even('half'), { pays: '1:1', cite: p.apres.cite, ...fractionOf('half') }));
    if (p.insurance.offered.value) {
      const prem = p.insurance.premium.value.num / p.insurance.premium.value.den;
      // Per unit of the insured bet: the bet itself is fair (31–31 leaves it whole); the premium is lost unless the coup is void.
      const insured = exact ? sub(q(0), mul(q(p.insurance.premium.value.num, p.insurance.premium.value.den), sub(q(1), exact.tie))) : null;
      bets.push(entry(`${chance} (insured)`, 1 - prem * (1 - d.tie), { pays: '1:1', ...(insured ? { fraction: str(insured), houseEdgeFraction: str(neg(insured)) } : {}), premium: `${p.insurance.premium.value.num}/${p.insurance.premium.value.den} of the bet`, basis: 'per unit of the insured bet; the premium is lost unless the coup is void', cite: p.insurance.premium.cite }));
    }
  }
  return {
    game,
    profile: profileId,
    bets,
    decks: d.decks,
    probabilities: { apres: d.apres, tieOtherThan31: d.tie, noirWins: d.noir, rougeWins: d.rouge, couleurWins: win, inverseWins: win, total: d.total },
    ...(exact ? { exact: { apres: str(exact.apres), tieOtherThan31: str(exact.tie), noirWins: str(exact.noir), rougeWins: str(exact.rouge), primes: exact.primes } } : {}),
    ...(avg
      ? {
          wholeShoe: {
            shoes: avg.shoes,
            coups: avg.coups,
            apres: avg.apres,
            void: avg.void,
            interruptedByRedCard: avg.interrupted,
            prisonValue: avg.prisonValue,
            firstCoupCheck: avg.firstCoup,
            basis: 'whole shoes dealt (seeded), each coup a unit bet; a decisive coup counts its expectation 1 (each chance wins with probability 1/2 at any composition), a prison bet is followed through later coups and shoes; se = standard error',
          },
        }
      : {}),
    joint: d.joint.map((row, b) => Object.fromEntries(row.map((x, r) => [`${b + 31}-${r + 31}`, x]))),
    basis: `one coup dealt from a full shoe, exact by dynamic programming over the composition (${exact ? 'exact rationals by modular arithmetic and CRT' : 'floating point; --opt fraction=exact for exact rationals'}); in prison, later coups are taken with the same distribution (the "whole shoe" entries and wholeShoe deal whole shoes instead); void coups (ties other than 31–31) return the bet; fraction = the bettor’s expectation per unit staked`,
  };
}
