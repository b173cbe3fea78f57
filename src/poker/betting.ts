/**
 * @module poker/betting
 * Betting structures as the regulations name them, and the bounds of a bet or raise under each. Amounts are "to"
 * amounts: the player's whole bet in the betting round after the action (003 §3.1.8.4: "raise, eight thousand"
 * declares the total bet). Integer minor units throughout.
 * - `no-limit` (000 §17 VI.3.3): at least the minimum bet or the last full raise, at most the whole stack.
 * - `pot-limit` (000 §17 VI.3.2): at most the pot after the call (every chip in the pots and in front of players,
 *   plus the call).
 * - `split-limit` (000 §17 VI.3.1, "the maximum bet is limited by half the pot"): at most half of that pot.
 * - `fixed-limit` (000 §17.2.2 III a, §17.5 II.1 a): every bet and raise is one unit of the round (the small bet on
 *   the early rounds, the big bet on the later ones); a bring-in is completed to one unit.
 * A player who cannot make the minimum may go all-in for less (000 §17 VII.8, VII.11: he "plays a proportional part").
 */

export type StructureKind = 'no-limit' | 'pot-limit' | 'split-limit' | 'fixed-limit';

/** What the bounds depend on, at the moment the player acts. */
export interface BetSituation {
  readonly structure: StructureKind;
  /** The minimum bet of the round: the big blind, or the fixed limit's unit for this round. */
  readonly unit: number;
  /** The highest bet in this round so far (0: nobody has bet). */
  readonly currentBet: number;
  /** The size of the last full bet or raise in this round (the minimum raise, 003 §3.1.8.8). */
  readonly lastRaise: number;
  /** The player's own bet in this round. */
  readonly myBet: number;
  /** The chips the player has behind. */
  readonly stack: number;
  /** Every chip already in the pots and in front of every player (this round's bets included). */
  readonly pot: number;
}

/** The "to" range of a bet or raise, or null when the player cannot raise (no chips beyond the call). */
export interface RaiseRange {
  readonly min: number;
  readonly max: number;
}

/** The chips a call puts in (all-in for less when the stack is short). */
export const callAmount = (s: BetSituation): number => Math.max(0, Math.min(s.currentBet - s.myBet, s.stack));

/** The legal "to" range of a bet (currentBet 0) or raise, clamped to the player's all-in. */
export function raiseRange(s: BetSituation): RaiseRange | null {
  const allIn = s.myBet + s.stack;
  if (allIn <= s.currentBet) return null;
  const fullMin = s.currentBet < s.unit ? s.unit : s.currentBet + Math.max(s.lastRaise, s.unit);
  let max: number;
  switch (s.structure) {
    case 'fixed-limit': {
      const to = s.currentBet < s.unit ? s.unit : s.currentBet + s.unit;
      return { min: Math.min(to, allIn), max: Math.min(to, allIn) };
    }
    case 'no-limit':
      max = allIn;
      break;
    case 'pot-limit':
      max = s.currentBet + s.pot + (s.currentBet - s.myBet);
      break;
    case 'split-limit':
      max = s.currentBet + Math.floor((s.pot + (s.currentBet - s.myBet)) / 2);
      break;
  }
  const min = Math.min(fullMin, allIn);
  return { min, max: Math.min(Math.max(max, min), allIn) };
}

/**
 * Does a raise to `to` count as a full raise, which reopens the betting for players who have already acted?
 * 003 §3.1.8.8: in no limit and pot limit an all-in of less than a full raise does not; in limit games half a full
 * raise or more does (`reopenShare` in percent: 100 or 50).
 */
export function isFullRaise(s: BetSituation, to: number, reopenShare: number): boolean {
  const need = s.currentBet < s.unit ? s.unit - s.currentBet : Math.max(s.lastRaise, s.unit);
  return (to - s.currentBet) * 100 >= need * reopenShare;
}
