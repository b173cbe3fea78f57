/**
 * @module games/bingo/prizes
 * The money of a bingo game (000-A3 para 1): each prize is a share of the takings (basis points of the cards sold,
 * rounded by the profile's policy, then capped where the profile caps it); simultaneous winners share it
 * "proportionally" — equally per winning card, so a player holding two winning cards gets two shares. Each card's
 * share is rounded down to the profile's rounding unit (a share rounded up would pay out more than the prize); what
 * is left over (fewer than one unit per winning card) stays with the house, like the rest of the takings.
 */
import { roundRational } from '../../money/rounding.js';
import type { BingoProfile } from './profile.js';

export type PrizeKind = 'line' | 'bingo';

/** A prize's amount for these takings: basis points of them (the profile's rounding), capped. Exact by construction. */
export function prizeAmount(p: BingoProfile, kind: PrizeKind, takings: number): number {
  const rule = p.prizes.value[kind];
  const amount = roundRational(takings * rule.basisPoints, 10_000, p.rounding.value);
  return rule.cap === null ? amount : Math.min(amount, rule.cap);
}

/** The ball-order prizes (000-A3 para 3) for these takings, each as `prizeAmount` computes a prize. */
export function ballOrderAmounts(p: BingoProfile, takings: number): { id: string; maxBall: number; amount: number }[] {
  return p.prizes.value.ballOrder.map((x) => {
    const amount = roundRational(takings * x.basisPoints, 10_000, p.rounding.value);
    return { id: x.id, maxBall: x.maxBall, amount: x.cap === null ? amount : Math.min(amount, x.cap) };
  });
}

/** Each winning card's share of a prize, rounded down to the profile's unit, and the remainder the house keeps. */
export function shareOf(p: BingoProfile, prize: number, winningCards: number): { share: number; remainder: number } {
  if (winningCards <= 0) return { share: 0, remainder: prize };
  const share = roundRational(prize, winningCards, { mode: 'down', unit: p.rounding.value.unit });
  return { share, remainder: prize - share * winningCards };
}
