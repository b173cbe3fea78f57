/**
 * @module poker-eval/russian
 * Russian poker's "two combinations" (003 §2.2.8.38–42). A box is paid for at most two combinations
 * (§2.2.8.40); the second counts when at least one of its cards takes no part in the first (§2.2.8.41).
 * With five cards the only possible second combination is ace–king, alongside a pair, two pairs, three or
 * four of a kind (§2.2.8.38). With six cards (a bought sixth card) the strongest five-card combination comes
 * first, then the strongest other one, e.g. Q-Q-Q-Q-8-8 is four queens then a full house (§2.2.8.39).
 *
 * "The cards of a combination" are the cards that make it: the four of four of a kind, three of three of a
 * kind, four of two pairs, two of a pair, all five of a straight, flush, full house or straight flush, and
 * the ace and king of ace–king (kickers are not part of it). Whether the first beats the dealer, and the
 * payout cap of §2.2.8.42, are the game's business.
 */
import type { CardIndex } from './cards.js';
import { CATEGORY, categoryIdOf, category, slotsOf } from './value.js';
import type { CategoryName, HandValue } from './value.js';
import { STANDARD_HIGH } from './presets.js';
import { checkCards, subsets } from './evaluate.js';
import { evaluateHigh } from './high.js';

const ACE = 12;
const KING = 11;

export interface Combination {
  /** The category, or `ace-king` (a paying combination of Russian poker below one pair, §2.2.8.31, §2.2.8.38). */
  readonly kind: CategoryName | 'ace-king';
  /** The five-card value (for ace-king, the value of the five cards it was found in). */
  readonly value: HandValue;
  /** The cards that make the combination, kickers excluded. */
  readonly cards: readonly CardIndex[];
}

/** The cards of a five-card hand that make its category (none for a high card). */
function makingCards(five: readonly CardIndex[], v: HandValue): CardIndex[] {
  const c = categoryIdOf(v);
  const s = slotsOf(v);
  const ofRank = (...ranks: number[]): CardIndex[] => five.filter((x) => ranks.includes(x >> 2));
  switch (c) {
    case CATEGORY.FOUR_OF_A_KIND:
    case CATEGORY.THREE_OF_A_KIND:
    case CATEGORY.PAIR:
      return ofRank(s[0] as number);
    case CATEGORY.TWO_PAIR:
      return ofRank(s[0] as number, s[1] as number);
    case CATEGORY.HIGH_CARD:
      return [];
    default:
      return [...five];
  }
}

/** An ace–king among the cards with at least one card outside `taken`, preferring cards outside it. */
function aceKing(cards: readonly CardIndex[], taken: readonly CardIndex[], value: HandValue): Combination | null {
  const free = (x: CardIndex): boolean => !taken.includes(x);
  const aces = cards.filter((x) => x >> 2 === ACE).sort((a, b) => Number(free(b)) - Number(free(a)));
  const kings = cards.filter((x) => x >> 2 === KING).sort((a, b) => Number(free(b)) - Number(free(a)));
  const a = aces[0];
  const k = kings[0];
  if (a === undefined || k === undefined || (!free(a) && !free(k))) return null;
  return { kind: 'ace-king', value, cards: [a, k] };
}

/** Orders combinations: by category value, with ace–king above a high card and below one pair. */
function rankOf(c: Combination): number {
  return c.kind === 'ace-king' ? 0.5 : c.value;
}

/**
 * The first and (if any) second paying combination of a Russian poker box of five or six cards.
 * `first` is null when the cards hold no combination at all (no pair or better, no ace–king).
 */
export function russianCombinations(cards: readonly CardIndex[]): { first: Combination | null; second: Combination | null } {
  if (cards.length !== 5 && cards.length !== 6) throw new RangeError(`Russian poker boxes hold five or six cards, got ${cards.length}`);
  checkCards(cards, STANDARD_HIGH);
  const fives = [...subsets(cards, 5)].map((five) => {
    const value = evaluateHigh(five);
    return { five, value, making: makingCards(five, value) };
  });
  fives.sort((a, b) => b.value - a.value);
  const top = fives[0];
  if (!top) throw new RangeError('no five-card hand');
  let first: Combination | null;
  if (categoryIdOf(top.value) === CATEGORY.HIGH_CARD) {
    first = aceKing(cards, [], top.value);
    return { first, second: null };
  }
  first = { kind: category(top.value), value: top.value, cards: top.making };
  const taken = first.cards;
  const candidates: Combination[] = [];
  for (const f of fives) {
    if (f === top || categoryIdOf(f.value) === CATEGORY.HIGH_CARD) continue;
    if (f.making.some((x) => !taken.includes(x))) candidates.push({ kind: category(f.value), value: f.value, cards: f.making });
  }
  const ak = aceKing(cards, taken, top.value);
  if (ak) candidates.push(ak);
  let second: Combination | null = null;
  for (const c of candidates) if (!second || rankOf(c) > rankOf(second)) second = c;
  return { first, second };
}
