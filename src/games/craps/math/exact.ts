/**
 * @module games/craps/math/exact
 * Each bet's exact house edge under a profile, as a rational and a decimal, two ways (docs/math/craps.md):
 *  - per resolved bet (`houseEdge`, `houseEdgeFraction`; `fraction` is its opposite, the player's expectation): the expected loss per unit staked, per decision (a win or a loss;
 *    a Don't bet's barred 12 and an odds bet returned while off are not decisions);
 *  - per roll (`perRoll`, `perRollFraction`): the expected loss per unit staked per throw the bet is working.
 * Payouts are taken exactly (stakes that divide evenly); rounding only ever lowers a payout further.
 */
import type { BetReturn, RtpReport } from '../../../core/contract.js';
import type { CrapsProfile, Price } from '../profile.js';
import { priceAt } from '../profile.js';
import { MULTIPLE_SPOTS, POINTS, type MultipleSpot } from '../spots.js';
import { multipleWin } from '../table.js';
import { add, div, frac, mul, neg, show, sub, sum, toNumber, type Fraction } from './fraction.js';

const WAYS: Readonly<Record<number, number>> = { 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1 };
/** P(total = t) for two fair dice. */
export const P = (t: number): Fraction => frac(WAYS[t] ?? 0, 36);
const TOTALS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const priceF = (p: Price): Fraction => frac(p[0], p[1]);

/** A bet's life in expectation, per unit staked: net, decisions, throws working. */
export interface Cycle {
  readonly net: Fraction;
  readonly decisions: Fraction;
  readonly throws: Fraction;
}

/** A one-throw bet: wins `win(t)` (net per unit) on the totals listed, loses the stake on every other. */
function oneRoll(winNet: (t: number) => Fraction | null): Cycle {
  const net = sum(TOTALS.map((t) => mul(P(t), winNet(t) ?? frac(-1))));
  return { net, decisions: frac(1), throws: frac(1) };
}

/** A standing bet deciding on each throw with P(win) = pw at `price`, P(loss) = pl, otherwise standing. */
export function standing(pw: Fraction, pl: Fraction, price: Fraction): Cycle {
  const pd = add(pw, pl);
  return { net: div(sub(mul(pw, price), pl), pd), decisions: frac(1), throws: div(frac(1), pd) };
}

/** Win/Come (`do`) or Don't Win/Don't Come (`dont`) from its first throw to its decision. */
export function lineCycle(side: 'do' | 'dont'): Cycle {
  const p7 = P(7);
  let net: Fraction;
  if (side === 'do') net = sub(add(p7, P(11)), add(add(P(2), P(3)), P(12)));
  else net = sub(add(P(2), P(3)), add(p7, P(11)));
  let throws = frac(1);
  for (const n of POINTS) {
    const pn = P(n);
    const pd = add(pn, p7);
    const edge = side === 'do' ? div(sub(pn, p7), pd) : div(sub(p7, pn), pd);
    net = add(net, mul(pn, edge));
    throws = add(throws, div(pn, pd));
  }
  // Don't: the come-out 12 decides nothing (it stands or is returned): 35/36 of attempts are decisions.
  const decisions = side === 'do' ? frac(1) : sub(frac(1), P(12));
  return { net, decisions, throws };
}

const hardCycle = (p: CrapsProfile, n: 4 | 6 | 8 | 10): Cycle => {
  const pw = frac(1, 36);
  const pl = add(P(7), sub(P(n), pw));
  return standing(pw, pl, frac(multipleWin(p, `hard-${n}` as MultipleSpot)));
};

interface Entry {
  readonly bet: string;
  readonly group: 'simple' | 'multiple' | 'odds' | 'place';
  readonly cite: string;
  readonly cycle: Cycle;
}

/** Every bet of the profile with its expected cycle. */
export function entries(p: CrapsProfile): Entry[] {
  const A = p.simpleChances.cite;
  const p7 = P(7);
  const out: Entry[] = [
    { bet: 'win', group: 'simple', cite: A, cycle: lineCycle('do') },
    { bet: 'dont-win', group: 'simple', cite: A, cycle: lineCycle('dont') },
    { bet: 'come', group: 'simple', cite: A, cycle: lineCycle('do') },
    { bet: 'dont-come', group: 'simple', cite: A, cycle: lineCycle('dont') },
  ];
  for (const n of POINTS) {
    const odds = priceF(priceAt(p.oddsPays.value, n));
    const dont = priceF(priceAt(p.dontOddsPays.value, n));
    out.push({ bet: `win-odds-${n}`, group: 'odds', cite: p.oddsPays.cite, cycle: standing(P(n), p7, odds) });
    out.push({ bet: `dont-win-odds-${n}`, group: 'odds', cite: p.dontOddsPays.cite, cycle: standing(p7, P(n), dont) });
    out.push({ bet: `come-odds-${n}`, group: 'odds', cite: p.oddsPays.cite, cycle: standing(P(n), p7, odds) });
    out.push({ bet: `dont-come-odds-${n}`, group: 'odds', cite: p.dontOddsPays.cite, cycle: standing(p7, P(n), dont) });
  }
  const f = p.field.value;
  out.push({ bet: 'field', group: 'simple', cite: p.field.cite, cycle: oneRoll((t) => (f.wins.includes(t) ? (f.doubleOn.includes(t) ? frac(f.doublePays) : frac(1)) : null)) });
  out.push({ bet: 'big-6', group: 'simple', cite: A, cycle: standing(P(6), p7, frac(1)) });
  out.push({ bet: 'big-8', group: 'simple', cite: A, cycle: standing(P(8), p7, frac(1)) });
  out.push({ bet: 'under-7', group: 'simple', cite: A, cycle: oneRoll((t) => (t < 7 ? frac(1) : null)) });
  out.push({ bet: 'over-7', group: 'simple', cite: A, cycle: oneRoll((t) => (t > 7 ? frac(1) : null)) });
  const wins: Record<Exclude<MultipleSpot, `hard-${number}`>, readonly number[]> = {
    'any-7': [7],
    eleven: [11],
    'any-craps': [2, 3, 12],
    'craps-2': [2],
    'craps-3': [3],
    'craps-12': [12],
    horn: [2, 3, 11, 12],
  };
  for (const m of MULTIPLE_SPOTS) {
    const cite = p.multiples[m].cite;
    if (m.startsWith('hard-')) out.push({ bet: m, group: 'multiple', cite, cycle: hardCycle(p, Number(m.slice(5)) as 4 | 6 | 8 | 10) });
    else {
      const k = frac(multipleWin(p, m));
      const w = wins[m as keyof typeof wins];
      out.push({ bet: m, group: 'multiple', cite, cycle: oneRoll((t) => (w.includes(t) ? k : null)) });
    }
  }
  for (const n of p.placeNumbers.value) out.push({ bet: `right-${n}`, group: 'place', cite: p.rightPays.cite, cycle: standing(P(n), p7, priceF(priceAt(p.rightPays.value, n))) });
  for (const n of p.placeNumbers.value) out.push({ bet: `wrong-${n}`, group: 'place', cite: p.wrongPays.cite, cycle: standing(p7, P(n), priceF(priceAt(p.wrongPays.value, n))) });
  const simple = new Set<string>(p.simpleChances.value);
  return out.filter((e) => e.group !== 'simple' || simple.has(e.bet));
}

/** House edge per decision and per throw working, as fractions. */
export function edges(c: Cycle): { perBet: Fraction; perRoll: Fraction } {
  return { perBet: neg(div(c.net, c.decisions)), perRoll: neg(div(c.net, c.throws)) };
}

export interface CrapsBetReturn extends BetReturn {
  readonly perRoll: number;
  readonly perRollFraction: string;
  /** Expected throws the bet works until its decision. */
  readonly throwsPerDecision: string;
  readonly group: string;
  readonly cite: string;
}

export function rtpReport(p: CrapsProfile, profileId: string): RtpReport & { bets: CrapsBetReturn[] } {
  const bets = entries(p).map((e): CrapsBetReturn => {
    const { perBet, perRoll } = edges(e.cycle);
    const he = toNumber(perBet);
    return {
      bet: e.bet,
      houseEdge: he,
      rtp: 1 - he,
      method: 'exact',
      fraction: show(neg(perBet)),
      houseEdgeFraction: show(perBet),
      perRoll: toNumber(perRoll),
      perRollFraction: show(perRoll),
      throwsPerDecision: show(div(e.cycle.throws, e.cycle.decisions)),
      group: e.group,
      cite: e.cite,
    };
  });
  return {
    game: 'craps',
    profile: profileId,
    bets,
    definitions: 'fraction: the player\'s expectation per unit staked per decision, as every game prints it (houseEdge/houseEdgeFraction: the expected loss, its opposite) (ties and bets returned while off excluded); perRoll/perRollFraction: per throw the bet is working. Payouts exact (stakes that divide evenly).',
  };
}

/** Exact edge of one bet, for tests. */
export function exactEdge(p: CrapsProfile, bet: string): { perBet: Fraction; perRoll: Fraction } | null {
  const e = entries(p).find((x) => x.bet === bet);
  return e ? edges(e.cycle) : null;
}
