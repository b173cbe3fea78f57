/**
 * @module games/house-poker/exchange/blind
 * Blind hands at the exchange games of 003 (Russian poker §2.2.8.7–9, .19, .23, .34; Oasis poker §2.2.4.6–8, .30; Draw
 * poker §2.2.6.6–8, .16), by the profile's `blindHands`:
 * - a player on more than one box has one open hand; every other box of his is blind: its ANTE and its BET (the
 *   continuation bet, `betMultiple` × ANTE) placed before the deal, and nobody, its player included, sees its cards
 *   until the dealer opens them (after his own);
 * - at the close of bets a player's second box without its BET is not kept as a second open hand: its stakes are
 *   returned (`house-poker/one-open-hand`); where the text says so his boxes are adjacent (`boxes-not-adjacent`) and
 *   the open hand kept is the lowest-numbered that leaves them so (engine/open-hand.ts, shared with the other engines);
 * - a blind box plays: it never folds (its BET stands) and exchanges only where the profile allows it; it may buy a
 *   sixth card and insure where the profile says so (Russian: §2.2.8.19, §2.2.8.23);
 * - against a dealer without a game it chooses after every open box has, one box at a time from the dealer's right
 *   to his left (the highest box first: box 1 is the first dealt, on his left, §2.2.8.12), each opened when its turn
 *   comes (§2.2.8.34, §2.2.4.30).
 */
import type { ExBox, ExState } from './state.js';

/** The profile's blind-hand rule, or null where the text has none. */
export const blindRule = (s: ExState) => s.profile.blindHands?.value ?? null;

/** The blind box whose turn it is to take the ANTE or buy a game (every open box in play has chosen), or null. */
export function blindTurn(s: ExState): ExBox | null {
  if (s.phase !== 'buying' || s.boxes.some((b) => !b.blind && b.decision === 'play' && !b.buy)) return null;
  return [...s.boxes].reverse().find((b) => b.blind && b.decision === 'play' && !b.buy) ?? null;
}

/** True once the dealer has opened a blind box's cards: at the end, or in the purchase when its turn has come. */
export const blindOpened = (s: ExState, b: ExBox): boolean =>
  s.opened !== undefined && (s.phase === 'over' || s.phase === 'settling' || b.buy !== undefined || blindTurn(s)?.box === b.box);
