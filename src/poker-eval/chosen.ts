/**
 * @module poker-eval/chosen
 * Which cards make the hand, game by game: hold'em takes any five of seven; Omaha-style games exactly two hole
 * and three board cards (see `omaha.ts`); double hold'em has one value per board; pineapple games are
 * hold'em once the discards are made; Sviten Special plays a hand-only five and a five-card Omaha hand;
 * synthetic poker uses both hole cards and three of the board.
 */
import type { CardIndex } from './cards.js';
import type { HandValue } from './value.js';
import type { RankingRules } from './rules.js';
import { STANDARD_HIGH, SYNTHETIC_28 } from './presets.js';
import { evaluate } from './evaluate.js';
import { omahaValue } from './omaha.js';

/** Hold'em: the best five of the hole cards and the board, any of them (000 §17.3.1; 003 §3.5.1.1; 000 §16 V.1). */
export const holdemValue = (hole: readonly CardIndex[], board: readonly CardIndex[], rules: RankingRules = STANDARD_HIGH): HandValue =>
  evaluate([...hole, ...board], rules);

/** Double hold'em: one value per board row, each the best five of the hole cards and that row (000 §17.3.2). */
export const doubleBoardValues = (
  hole: readonly CardIndex[], boards: readonly (readonly CardIndex[])[], rules: RankingRules = STANDARD_HIGH,
): HandValue[] => boards.map((b) => holdemValue(hole, b, rules));

/**
 * Crazy Pineapple and Watermelon: once the discards are made the hand is hold'em with two hole cards
 * (003 §3.5.7, §3.5.10). Throws while more than two hole cards remain (the discard comes first).
 */
export function pineappleValue(hole: readonly CardIndex[], board: readonly CardIndex[], rules: RankingRules = STANDARD_HIGH): HandValue {
  if (hole.length !== 2) throw new RangeError(`discard down to two hole cards first (003 §3.5.7), have ${hole.length}`);
  return holdemValue(hole, board, rules);
}

/** Sviten Special's two hands (003 §3.5.13): the five cards in hand alone, and 5-card Omaha with the board. */
export function svitenValues(hole: readonly CardIndex[], board: readonly CardIndex[], rules: RankingRules = STANDARD_HIGH): { hand: HandValue; omaha: HandValue } {
  if (hole.length !== 5) throw new RangeError(`Sviten Special deals five cards to the hand, have ${hole.length}`);
  return { hand: evaluate(hole, rules), omaha: omahaValue(hole, board, rules) };
}

/**
 * Synthetic poker (28 cards): the two hole cards and three of the five community cards (000 §17.6 I; 001 §12 IX).
 * Both seeds name exactly that make-up, so by default both hole cards must play; `anyFive` takes the best five
 * of seven instead.
 */
export function syntheticValue(hole: readonly CardIndex[], board: readonly CardIndex[], opts: { anyFive?: boolean } = {}): HandValue {
  if (opts.anyFive) return holdemValue(hole, board, SYNTHETIC_28);
  return omahaValue(hole, board, SYNTHETIC_28, 2, 3);
}
