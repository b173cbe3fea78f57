/**
 * @module poker-eval/rules
 * Ranking rules as data: which ranks the deck has, how many cards make a hand, the order of the categories,
 * where the ace-low straight sits, and which cards are wild. Games pick a preset (see `presets.ts`) or build
 * their own with {@link makeRules}; every evaluator takes the rules object and nothing else.
 */
import type { CardIndex } from './cards.js';
import { CATEGORY, CATEGORY_NAMES } from './value.js';
import type { CategoryId } from './value.js';

/** How a wild card may be used. */
export type WildMode =
  /** Any card, five of a kind included when the order has it (video-poker joker and deuces, 003 §4.6.1.1). */
  | 'full'
  /** An ace, or any card that completes a straight, flush or straight flush (Pai Gow's joker, 000 §14 II.1). */
  | 'ace-or-straight-flush';

export interface WildRule {
  readonly cards: readonly CardIndex[];
  readonly mode: WildMode;
  readonly cite: string;
}

/** Where the straight with the ace below the deck's lowest rank (A-2-3-4-5 in 52 cards) ranks. */
export type WheelRule = 'lowest' | 'second-highest' | 'none';

export interface RankingRules {
  readonly id: string;
  /** The seed rule(s) the ruleset implements, e.g. `003 §3.5.2.2–3`. */
  readonly cite: string;
  /** Rank indices in the deck (0 = 2 … 12 = A), ascending. Straights run over consecutive deck ranks. */
  readonly deckRanks: readonly number[];
  /** Cards in a hand: 5 (poker), 3 (three-card poker), 2 (Pai Gow's low hand). */
  readonly handSize: 2 | 3 | 5;
  /** The categories that exist, weakest first. A hand is its best category in this order. */
  readonly order: readonly CategoryId[];
  readonly wheel: WheelRule;
  readonly wild: WildRule | null;
}

const { HIGH_CARD, PAIR, FOUR_STRAIGHT, FOUR_FLUSH, TWO_PAIR, FIGURES, THREE_OF_A_KIND, STRAIGHT, FLUSH, FULL_HOUSE } = CATEGORY;

/** Categories that need exactly `handSize` cards to be judged (not derivable from counts of a larger set). */
export const FIVE_CARD_ONLY: ReadonlySet<CategoryId> = new Set<CategoryId>([FIGURES, FOUR_FLUSH, FOUR_STRAIGHT]);

/** Validates and freezes a ruleset; throws a RangeError naming the first problem. */
export function makeRules(r: RankingRules): RankingRules {
  const fail = (why: string): never => {
    throw new RangeError(`ranking rules ${r.id}: ${why}`);
  };
  if (!r.cite) fail('missing cite');
  if (r.deckRanks.length < r.handSize) fail('deck has fewer ranks than a hand has cards');
  r.deckRanks.forEach((x, i) => {
    if (!Number.isInteger(x) || x < 0 || x > 12) fail(`bad rank ${x}`);
    if (i > 0 && x <= (r.deckRanks[i - 1] as number)) fail('deckRanks must ascend');
  });
  if (new Set(r.order).size !== r.order.length) fail('a category appears twice in order');
  if (r.order[0] !== HIGH_CARD) fail('high card must be the weakest category');
  for (const c of r.order) if (CATEGORY_NAMES[c] === undefined) fail(`unknown category ${c}`);
  if (r.order.length > 16) fail('too many categories');
  if (r.handSize < 5) {
    for (const c of r.order) {
      if (c === TWO_PAIR || c === FULL_HOUSE || c === FIGURES || c === FOUR_FLUSH || c === FOUR_STRAIGHT || c === CATEGORY.FOUR_OF_A_KIND || c === CATEGORY.FIVE_OF_A_KIND) {
        fail(`${CATEGORY_NAMES[c]} needs five cards`);
      }
    }
    if (r.handSize === 2 && r.order.some((c) => c !== HIGH_CARD && c !== PAIR)) fail('a two-card hand ranks only high card and pair');
  }
  if (r.order.includes(FIGURES) && !r.deckRanks.includes(9)) fail('figures needs the jack');
  if ((r.order.includes(STRAIGHT) || r.order.includes(FLUSH)) && r.handSize === 2) fail('no straights or flushes in two cards');
  if (r.order.includes(THREE_OF_A_KIND) && r.handSize === 2) fail('no three of a kind in two cards');
  if (r.wild) for (const c of r.wild.cards) if (!Number.isInteger(c) || c < 0 || c > 53) fail(`bad wild card ${c}`);
  return Object.freeze({ ...r, deckRanks: Object.freeze([...r.deckRanks]), order: Object.freeze([...r.order]) });
}

/** The strength (index in `order`) of a category, or -1 when the ruleset does not have it. */
export const strengthIn = (rules: RankingRules, c: CategoryId): number => rules.order.indexOf(c);
