/**
 * @module games/house-poker/engine/jackpot-order
 * The order in which a pool pays the jackpot prizes several boxes win in one round, written once for every house-poker
 * jackpot bet (poker without and with discards, engine/jackpot.ts; the Poker Progressive Jackpot of the exchange games,
 * exchange/jackpot.ts; Casino Hold'em's jackpot system, holdem/jackpot.ts): the winners in groups paid one after the
 * other (000 §12 8.1: every prize without discards "always paid before" any with discards; a single group elsewhere),
 * in each group the highest hand first, then the next on what remains (000 §11 VI.1, §12 8.1); equal hands of one
 * group get one order, so they share one prize (000 §12 8.1); boxes of one order are listed by box number. The
 * award's `order` (src/core/settlement `JackpotAward`) carries it to the round's transaction (src/jackpots/resolve).
 */
import type { HandValue } from '../../../poker-eval/value.js';

/** A box that won a prize: its hand, its box number, and its group (0 paid first; absent: 0). */
export interface JackpotWinner {
  readonly hand: HandValue;
  readonly box: number;
  readonly group?: number;
}

/** The winners in the order they are paid, each with its award's `order` (0 first; equal hands of a group share one). */
export function inPaymentOrder<W extends JackpotWinner>(won: readonly W[]): { readonly winner: W; readonly order: number }[] {
  const sorted = [...won].sort((x, y) => (x.group ?? 0) - (y.group ?? 0) || y.hand - x.hand || x.box - y.box);
  const keys = [...new Set(sorted.map((w) => `${w.group ?? 0}:${w.hand}`))];
  return sorted.map((winner) => ({ winner, order: keys.indexOf(`${winner.group ?? 0}:${winner.hand}`) }));
}
