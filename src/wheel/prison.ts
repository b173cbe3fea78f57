/**
 * @module wheel/prison
 * The roulette zero rule on the simple (even) chances, shared by French roulette and trente et quarante (whose
 * 31–31 "après" follows "the provisions that govern the zero at roulette": 000 §05 V.1, 001 §05 V.1).
 *
 * 000 §01 IV.1.B.b and 001 §01 IV.1.C: when zero comes, a simple-chance bettor chooses (1) to take back half, the
 * bank keeping the other half, or (2) to leave the whole bet "in prison". If the next spin is not zero, an
 * imprisoned bet whose chance wins is released (returned, without winnings); every other imprisoned bet is lost.
 * If zero comes again, "the same option" is offered, the residual value losing a further 50% at each zero; a
 * residual below the table minimum must stay in prison. On the session's last spin the player must accept ½, ¼,
 * ⅛ … of the initial bet for the 1st, 2nd, 3rd … zero.
 *
 * Reading (docs/decisions/roulette.md): a bet that has met k zeros has the residual value S/2^k (what the "take"
 * option returns) and, in prison, the nominal S/2^(k−1) (what a release returns). So the first zero offers S/2 or
 * prison for S; a second zero offers S/4 or prison for S/2; the last-spin refunds are the residuals.
 *
 * A bet in prison stays on the table: the games report it as standing (`Game.standing`), and its settlement line
 * (stake S, named `red-prison-k`) comes in the round that releases it, loses it, or refunds a residual.
 */
import type { LegalAction, StandingStake } from '../core/contract.js';
import type { PlayerId } from '../core/ids.js';
import { ratio, type RoundingPolicy } from '../money/rounding.js';
import { add, div, mul, q, sub, type Rational } from '../math/rational.js';

/** `prison-or-half`: the player chooses (French); `half`: half lost, half returned (American); `lose`: the bet loses. */
export type ZeroRule = 'prison-or-half' | 'half' | 'lose';
export type PrisonChoice = 'half' | 'prison';

/** A bet held in prison. `level` = zeros it has met (1 after the first). */
export interface PrisonBet {
  readonly bettor: PlayerId;
  /** The chance: `red`, `black`, … (roulette), `rouge`, `noir`, `couleur`, `inverse` (trente et quarante). */
  readonly chance: string;
  readonly initial: number;
  readonly level: number;
}

/** The line name of an imprisoned bet: `red-prison-1`. */
export const prisonLineName = (p: { chance: string; level: number }): string => `${p.chance}-prison-${p.level}`;

/** Bets in prison as chips standing on the table (`Game.standing`): each bet's initial stake. */
export const prisonStanding = (prison: readonly PrisonBet[] | undefined): StandingStake[] => (prison ?? []).map((p) => ({ bettor: p.bettor, bet: prisonLineName(p), amount: p.initial }));

/** What a release returns: S / 2^(level−1). */
export const releasedValue = (p: { initial: number; level: number }, r: RoundingPolicy): number => ratio(p.initial, 1, 2 ** (p.level - 1), r);

/** The residual value offered at a bet's k-th zero: S / 2^k. */
export const residualValue = (initial: number, k: number, r: RoundingPolicy): number => ratio(initial, 1, 2 ** k, r);

export interface ZeroDecision {
  readonly bettor: PlayerId;
  readonly chance: string;
  /** The settlement line the decision settles: the chance itself for a fresh bet, `red-prison-1` for a prison bet. */
  readonly line: string;
  readonly initial: number;
  /** Zeros met once this one is counted. */
  readonly level: number;
  /** Returned if the residual is taken. */
  readonly residual: number;
  /** A choice the rules impose: `half` on the session's last spin, `prison` when the residual is below the minimum. */
  readonly forced: PrisonChoice | null;
  readonly forcedWhy?: string;
  readonly choice: PrisonChoice | null;
}

export interface ZeroRuleOptions {
  readonly lastSpin: boolean;
  /** `forced-prison`: a residual below the minimum must stay in prison (000 §01 IV.1.B.b, 001 §01 IV.1.C.b). */
  readonly belowMinimum: 'forced-prison' | 'none';
  readonly minimum: number;
  readonly rounding: RoundingPolicy;
  readonly cites: { readonly lastSpin: string; readonly belowMinimum: string };
}

/** The decision a zero puts to a simple-chance bet: a fresh bet (`fromLevel` 0) or one already in prison. */
export function zeroDecision(bettor: PlayerId, chance: string, initial: number, fromLevel: number, o: ZeroRuleOptions): ZeroDecision {
  const level = fromLevel + 1;
  const residual = residualValue(initial, level, o.rounding);
  const line = fromLevel === 0 ? chance : prisonLineName({ chance, level: fromLevel });
  const base = { bettor, chance, line, initial, level, residual, choice: null };
  if (o.lastSpin) return { ...base, forced: 'half', forcedWhy: o.cites.lastSpin, choice: 'half' };
  if (fromLevel >= 1 && o.belowMinimum === 'forced-prison' && residual < o.minimum) return { ...base, forced: 'prison', forcedWhy: o.cites.belowMinimum, choice: 'prison' };
  return { ...base, forced: null };
}

/**
 * Exact expected return per unit staked on an even chance: `p` = the chance wins, `z` = zero (or après), `v` = the
 * coup is void and the bet stays (trente et quarante ties); the chance loses with 1 − p − z − v.
 * Under `prison-or-half`, `policy` says what the player always chooses. In prison, each later coup releases the bet
 * with p, loses it with the losing probability, replays it with v, and halves it at a further zero: the value of a
 * bet in prison for the nominal 1 is V = p / (1 − v − z/2).
 */
export function evenChanceReturn(p: Rational, z: Rational, v: Rational, rule: ZeroRule, policy: PrisonChoice = 'half'): Rational {
  const base = add(mul(q(2), p), v);
  if (rule === 'lose') return base;
  if (rule === 'half' || policy === 'half') return add(base, div(z, q(2)));
  const prisonValue = div(p, sub(sub(q(1), v), div(z, q(2))));
  return add(base, mul(z, prisonValue));
}

/** The decisions a zero (or an après) puts: one per simple-chance bet it catches on the layout, one per bet in prison. */
export function zeroDecisionsFor(caught: Iterable<{ readonly bettor: PlayerId; readonly bet: string; readonly amount: number }>, prison: readonly PrisonBet[], o: ZeroRuleOptions): ZeroDecision[] {
  const out: ZeroDecision[] = [];
  for (const b of caught) out.push(zeroDecision(b.bettor, b.bet, b.amount, 0, o));
  for (const p of prison) out.push(zeroDecision(p.bettor, p.chance, p.initial, p.level, o));
  return out;
}

/** What a player may answer while decisions are open: half or prison, for each of theirs not yet answered. */
export function prisonChoiceActions(decisions: readonly ZeroDecision[], player: PlayerId): LegalAction[] {
  return decisions
    .filter((d) => d.bettor === player && d.choice === null)
    .flatMap((d) => [
      { type: 'prison-choice', bet: d.line, choice: 'half' },
      { type: 'prison-choice', bet: d.line, choice: 'prison' },
    ]);
}
