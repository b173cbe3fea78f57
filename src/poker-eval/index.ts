/**
 * @module poker-eval
 * Poker hand evaluation for every poker game of the seeds: one comparable integer per hand (higher is better),
 * rules as data (`RankingRules` and the presets), the chosen-card rules of each game, low hands, wild cards,
 * Pai Gow's two hands, Russian poker's two combinations, and hands described in words in every UI language.
 * See docs/poker-eval.md.
 */
export {
  JOKER_1, JOKER_2, RANK, RANK_CHARS, SUIT_CHARS, assertDistinct, cardToString, cardsToString, makeCard, parseCard, parseCards, rankOf, suitOf,
} from './cards.js';
export type { CardIndex } from './cards.js';
export {
  CATEGORY, CATEGORY_NAMES, LOW_FLAG, NO_HAND, category, categoryIdOf, compare, isLowValue, isRoyal, slotsOf, strengthOf,
} from './value.js';
export type { CategoryId, CategoryName, HandValue } from './value.js';
export { makeRules, strengthIn } from './rules.js';
export type { RankingRules, WheelRule, WildMode, WildRule } from './rules.js';
export {
  DEUCES_WILD, DRAW_32_FIGURES, DRAW_52_FIGURES, JOKERS_WILD, PAI_GOW_HIGH, PAI_GOW_LOW, SHORT_DECK, SHORT_DECK_ORDER, SOKO, STANDARD_HIGH,
  STANDARD_ORDER, STUD_32, SYNTHETIC_28, THREE_CARD, shortDeckRules, sokoRules,
} from './presets.js';
export { evaluate, isStandardHigh } from './evaluate.js';
export { evaluate5, evaluate6, evaluate7, evaluate5Key, evaluateHigh } from './high.js';
export { omahaValue } from './omaha.js';
export { doubleBoardValues, holdemValue, pineappleValue, svitenValues, syntheticValue } from './chosen.js';
export { lowA5, lowEightOrBetter, lowValueOfFive, omahaLow8 } from './low.js';
export { highBeatsLow, houseWay, isValidSplit, paiGowOutcome, paiGowValues, validSplits } from './pai-gow.js';
export type { PaiGowOutcome, PaiGowSplit, PaiGowValues } from './pai-gow.js';
export { russianCombinations } from './russian.js';
export type { Combination } from './russian.js';
export { categoryName, describe } from './describe.js';
export type { DescribeOptions } from './describe.js';
export { POKER_MESSAGES } from './messages.js';
