/**
 * @module poker-eval/presets
 * The rulesets the seeds name. Each cites the rule it implements; docs/poker-eval.md records the decisions
 * taken where a seed is silent.
 */
import { JOKER_1, JOKER_2 } from './cards.js';
import { makeRules } from './rules.js';
import type { RankingRules } from './rules.js';
import { CATEGORY } from './value.js';
import type { CategoryId } from './value.js';

const C = CATEGORY;
const ALL_RANKS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const from = (lowest: number): number[] => ALL_RANKS.filter((r) => r >= lowest);

/** Standard high order, weakest first (000 §17 VI.1; 001 §12 VI.1; 000 §11 V.1). */
export const STANDARD_ORDER: readonly CategoryId[] = [
  C.HIGH_CARD, C.PAIR, C.TWO_PAIR, C.THREE_OF_A_KIND, C.STRAIGHT, C.FLUSH, C.FULL_HOUSE, C.FOUR_OF_A_KIND, C.STRAIGHT_FLUSH,
];

/** The same order with the flush above the full house: decks of fewer than 52 cards (000 §17 VI.1; 001 §12 VI.1). */
export const SHORT_DECK_ORDER: readonly CategoryId[] = [
  C.HIGH_CARD, C.PAIR, C.TWO_PAIR, C.THREE_OF_A_KIND, C.STRAIGHT, C.FULL_HOUSE, C.FLUSH, C.FOUR_OF_A_KIND, C.STRAIGHT_FLUSH,
];

const withFigures = (order: readonly CategoryId[]): CategoryId[] => {
  const out = [...order];
  out.splice(out.indexOf(C.THREE_OF_A_KIND), 0, C.FIGURES);
  return out;
};

/** 52 cards, five-card hands, A-2-3-4-5 the lowest straight, no wrap-around, suits never rank (003 GP-6). */
export const STANDARD_HIGH: RankingRules = makeRules({
  id: 'standard-high',
  cite: '000 §16 V.1; 000 §17 VI.1; 001 §12 VI.1; 003 §2.2.8.43–44',
  deckRanks: ALL_RANKS, handSize: 5, order: STANDARD_ORDER, wheel: 'lowest', wild: null,
});

/**
 * Short deck (36 cards, 2–5 removed): flush beats full house, A-6-7-8-9 is the lowest straight (003 §3.5.2).
 * The seed is silent on three of a kind against a straight; `tripsBeatStraight` (default false: the seed's
 * order apart from the flush change) moves three of a kind above the straight.
 */
export function shortDeckRules(opts: { tripsBeatStraight?: boolean } = {}): RankingRules {
  const order = [...SHORT_DECK_ORDER];
  if (opts.tripsBeatStraight) {
    order.splice(order.indexOf(C.THREE_OF_A_KIND), 1);
    order.splice(order.indexOf(C.STRAIGHT) + 1, 0, C.THREE_OF_A_KIND);
  }
  return makeRules({
    id: opts.tripsBeatStraight ? 'short-deck-36-trips-over-straight' : 'short-deck-36',
    cite: '003 §3.5.2.1–3',
    deckRanks: from(4), handSize: 5, order, wheel: 'lowest', wild: null,
  });
}
export const SHORT_DECK: RankingRules = shortDeckRules();

/** 32 cards (A K Q J 10 9 8 7): five-card stud; flush beats full house; A-7-8-9-10 is a straight (000 §17.4; §17 II, VI.1). */
export const STUD_32: RankingRules = makeRules({
  id: 'stud-32', cite: '000 §17.4 I; 000 §17 II, VI.1', deckRanks: from(5), handSize: 5, order: SHORT_DECK_ORDER, wheel: 'lowest', wild: null,
});

/** Covered (draw) poker, 52 cards: Figures between three of a kind and two pair (000 §17 VI.1 h, §17.1; 001 §12 VI.1 h). */
export const DRAW_52_FIGURES: RankingRules = makeRules({
  id: 'draw-52-figures', cite: '000 §17 VI.1 h; 000 §17.1; 001 §12 VI.1 h–VI.2', deckRanks: ALL_RANKS, handSize: 5,
  order: withFigures(STANDARD_ORDER), wheel: 'lowest', wild: null,
});

/** Covered (draw) poker with 32 cards: Figures, and the flush above the full house (000 §17.1 I, §17 VI.1). */
export const DRAW_32_FIGURES: RankingRules = makeRules({
  id: 'draw-32-figures', cite: '000 §17.1 I; 000 §17 VI.1', deckRanks: from(5), handSize: 5,
  order: withFigures(SHORT_DECK_ORDER), wheel: 'lowest', wild: null,
});

/** Synthetic poker, 28 cards (A K Q J 10 9 8): flush beats full house, A-8-9-10-J is a straight (000 §17.6; 001 §12 IX). */
export const SYNTHETIC_28: RankingRules = makeRules({
  id: 'synthetic-28', cite: '000 §17.6 II; 001 §12 IX; 001 §12 VI.1', deckRanks: from(6), handSize: 5, order: SHORT_DECK_ORDER, wheel: 'lowest', wild: null,
});

/**
 * Three-card hands: straight flush > three of a kind > straight > flush > pair > high card
 * (000 §15 V.1; 003 §2.2.5.30–32). A-K-Q suited is the top straight flush; A-2-3 is the lowest straight
 * (the ace plays low, 000 §15 V.1; K-A-2 is none, 003 §2.2.5.31).
 */
export const THREE_CARD: RankingRules = makeRules({
  id: 'three-card', cite: '000 §15 V.1; 003 §2.2.5.28–32', deckRanks: ALL_RANKS, handSize: 3,
  order: [C.HIGH_CARD, C.PAIR, C.FLUSH, C.STRAIGHT, C.THREE_OF_A_KIND, C.STRAIGHT_FLUSH], wheel: 'lowest', wild: null,
});

/**
 * Sökö (five-card stud, 003 §3.5.5.2): four-card straight and four-card flush rank between one pair and two
 * pairs. The seed does not order the two; by the principle the same seed gives for short deck (the harder
 * hand ranks higher, 003 §3.5.2.2) the four-card straight goes above the four-card flush: of the 2,598,960
 * five-card hands 97,476 are four-straights against 105,672 four-flushes under this order (92,208 against
 * 110,940 under the other). `fourFlushOverFourStraight` swaps them.
 */
export function sokoRules(opts: { fourFlushOverFourStraight?: boolean } = {}): RankingRules {
  const pair = opts.fourFlushOverFourStraight ? [C.FOUR_STRAIGHT, C.FOUR_FLUSH] : [C.FOUR_FLUSH, C.FOUR_STRAIGHT];
  return makeRules({
    id: opts.fourFlushOverFourStraight ? 'soko-flush-over-straight' : 'soko', cite: '003 §3.5.5.2', deckRanks: ALL_RANKS, handSize: 5,
    order: [C.HIGH_CARD, C.PAIR, ...pair, ...STANDARD_ORDER.slice(2)], wheel: 'lowest', wild: null,
  });
}
export const SOKO: RankingRules = sokoRules();

/**
 * Pai Gow five-card hand (000 §14 IV): 52 cards and one joker; five aces above the royal flush; A-2-3-4-5 the
 * second-highest straight; the joker is an ace or completes a straight, flush or straight flush (000 §14 II.1,
 * read as the usual rule: see docs).
 */
export const PAI_GOW_HIGH: RankingRules = makeRules({
  id: 'pai-gow-high', cite: '000 §14 II.1, IV', deckRanks: ALL_RANKS, handSize: 5,
  order: [...STANDARD_ORDER, C.FIVE_OF_A_KIND], wheel: 'second-highest',
  wild: { cards: [JOKER_1], mode: 'ace-or-straight-flush', cite: '000 §14 II.1' },
});

/** Pai Gow two-card hand (000 §14 I): pair or high card; the joker is an ace (two aces the best hand). */
export const PAI_GOW_LOW: RankingRules = makeRules({
  id: 'pai-gow-low', cite: '000 §14 I', deckRanks: ALL_RANKS, handSize: 2, order: [C.HIGH_CARD, C.PAIR], wheel: 'none',
  wild: { cards: [JOKER_1], mode: 'ace-or-straight-flush', cite: '000 §14 II.1' },
});

/** Video poker with jokers that replace any card (003 §4.6.1.1): five of a kind is the top category. */
export const JOKERS_WILD: RankingRules = makeRules({
  id: 'jokers-wild', cite: '003 §4.6.1.1', deckRanks: ALL_RANKS, handSize: 5, order: [...STANDARD_ORDER, C.FIVE_OF_A_KIND], wheel: 'lowest',
  wild: { cards: [JOKER_1, JOKER_2], mode: 'full', cite: '003 §4.6.1.1' },
});

/** Video poker "deuces wild" (003 §4.6.1.1: usually all four 2s replace any card). */
export const DEUCES_WILD: RankingRules = makeRules({
  id: 'deuces-wild', cite: '003 §4.6.1.1', deckRanks: ALL_RANKS, handSize: 5, order: [...STANDARD_ORDER, C.FIVE_OF_A_KIND], wheel: 'lowest',
  wild: { cards: [0, 1, 2, 3], mode: 'full', cite: '003 §4.6.1.1' },
});
