/**
 * @module games/house-poker/pai-gow/house-way
 * How the croupier sets the Bank's seven cards (000 §14 gives no rule: digest ambiguity 7), as the profile's
 * `houseWay` names it. `common` is this project's written form of the house way printed on most Pai Gow rule cards
 * (docs/games/house-poker.md, "Pai Gow poker"); the joker counts as an ace for pairs, as the ranking does
 * (`PAI_GOW_HIGH`), and fills a straight or a flush where one is made. In order:
 * 1. Five aces: kept together (the two other cards low).
 * 2. Four of a kind with a pair or three of a kind beside it: the four high, the highest pair low. Otherwise, four
 *    of 2–6 stay together; four of 7–K stay together when an ace is a single card (the ace and the next card low),
 *    else they are split into two pairs; four aces are split (a pair of aces low).
 * 3. Two three-of-a-kinds: a pair from the higher one low.
 * 4. Full house: split (the three high, the highest pair low), except a pair of 2s with both an ace and a king
 *    single: kept together, ace-king low.
 * 5. Three of a kind: high, the two highest single cards low; three aces: a pair of aces high, an ace and the
 *    highest single low.
 * 6. Three pairs: the highest pair low.
 * 7. Two pairs: split (the higher pair high, the lower low), unless the higher pair is 10s or lower and an ace is a
 *    single: then both pairs high, the ace and the highest other single low.
 * 8. One pair: the pair high, the next two highest cards low. No pair: the highest card high, the next two low.
 * 9. Straight, flush, straight flush: when the seven cards hold one and rule 1–8 gave a five-card hand below a
 *    straight, the straight-or-better five-card hand that leaves the best two-card hand is played instead, unless
 *    rules 1–8 put a pair low and the straight cannot keep one there (two pairs and a full house stay split).
 * Any setting these rules would foul (none is known; a test sets 20,000 random hands) falls back to
 * `strongest-high` (poker-eval's houseWay: the strongest five-card hand, then the strongest two-card hand).
 */
import { isJokerIndex, rankOf, RANK, type CardIndex } from '../../../poker-eval/cards.js';
import { houseWay as simpleHouseWay, highBeatsLow, paiGowValues, validSplits, type PaiGowSplit, type PaiGowValues } from '../../../poker-eval/pai-gow.js';
import { CATEGORY, categoryIdOf, type HandValue } from '../../../poker-eval/value.js';

export const HOUSE_WAYS = ['common', 'strongest-high'] as const;
export type HouseWayId = (typeof HOUSE_WAYS)[number];

interface Group {
  readonly rank: number;
  readonly cards: CardIndex[];
}

/** The rank a card counts as for pairs: the joker is an ace. */
const pairRank = (c: CardIndex): number => (isJokerIndex(c) ? RANK.ACE : rankOf(c));

/** Cards grouped by rank, larger groups first, then higher ranks; within a group the joker last. */
function groupsOf(seven: readonly CardIndex[]): Group[] {
  const by = new Map<number, CardIndex[]>();
  for (const c of seven) by.set(pairRank(c), [...(by.get(pairRank(c)) ?? []), c]);
  return [...by].map(([rank, cards]) => ({ rank, cards: cards.sort((a, b) => Number(isJokerIndex(a)) - Number(isJokerIndex(b))) })).sort((a, b) => b.cards.length - a.cards.length || b.rank - a.rank);
}

const STRAIGHT_OR_BETTER = new Set<number>([CATEGORY.STRAIGHT, CATEGORY.FLUSH, CATEGORY.STRAIGHT_FLUSH]);
const isPairLow = (v: HandValue): boolean => categoryIdOf(v) === CATEGORY.PAIR;
const strength = (v: HandValue): number => (v >>> 24) & 15;

/**
 * Whether seven cards hold a straight or a flush at all (the joker filling one gap, or the fifth suited card): a
 * cheap test before rule 9 looks through the 21 settings.
 */
export function holdsStraightOrFlush(seven: readonly CardIndex[]): boolean {
  const joker = seven.some(isJokerIndex) ? 1 : 0;
  const suits = [0, 0, 0, 0];
  let mask = 0;
  for (const c of seven) {
    if (isJokerIndex(c)) continue;
    suits[c & 3] = (suits[c & 3] as number) + 1;
    mask |= 1 << (rankOf(c) + 1);
  }
  if (suits.some((n) => n + joker >= 5)) return true;
  if (mask & (1 << (RANK.ACE + 1))) mask |= 1; // the ace also below the 2 (A-2-3-4-5)
  for (let lo = 0; lo <= 9; lo++) {
    let have = 0;
    for (let r = lo; r < lo + 5; r++) if (mask & (1 << r)) have++;
    if (have + joker >= 5) return true;
  }
  return false;
}

/** The two low cards rules 1–8 choose. */
function pairRulesLow(seven: readonly CardIndex[]): CardIndex[] {
  const g = groupsOf(seven);
  const sized = (n: number): Group[] => g.filter((x) => x.cards.length === n);
  const singles = sized(1).map((x) => x.cards[0] as CardIndex);
  const [top, second] = g;
  const aceSingle = singles.find((c) => pairRank(c) === RANK.ACE);
  const firstTwo = (cards: readonly CardIndex[]): CardIndex[] => cards.slice(0, 2);
  if (!top || !second) throw new RangeError('seven cards make at least two ranks');
  if (top.cards.length === 5) return seven.filter((c) => !top.cards.includes(c));
  if (top.cards.length === 4) {
    if (second.cards.length >= 2) return firstTwo(second.cards);
    if (top.rank <= RANK.SIX) return firstTwo(singles);
    if (top.rank < RANK.ACE && aceSingle !== undefined) return [aceSingle, ...singles.filter((c) => c !== aceSingle).slice(0, 1)];
    return firstTwo(top.cards);
  }
  const trips = sized(3);
  const pairs = sized(2);
  if (trips.length === 2) return firstTwo((trips[0] as Group).cards);
  if (trips.length === 1) {
    const t = trips[0] as Group;
    if (pairs.length) {
      const kingSingle = singles.find((c) => rankOf(c) === RANK.KING && !isJokerIndex(c));
      if (pairs.length === 1 && (pairs[0] as Group).rank === RANK.TWO && aceSingle !== undefined && kingSingle !== undefined) return [aceSingle, kingSingle];
      return firstTwo((pairs[0] as Group).cards);
    }
    if (t.rank === RANK.ACE) return [t.cards[2] as CardIndex, singles[0] as CardIndex];
    return firstTwo(singles);
  }
  if (pairs.length >= 3) return firstTwo((pairs[0] as Group).cards);
  if (pairs.length === 2) {
    if ((pairs[0] as Group).rank <= RANK.TEN && aceSingle !== undefined) return [aceSingle, ...singles.filter((c) => c !== aceSingle).slice(0, 1)];
    return firstTwo((pairs[1] as Group).cards);
  }
  if (pairs.length === 1) return firstTwo(singles);
  return singles.slice(1, 3);
}

/** Sets seven cards by the `common` house way (rules 1–9 of the module header). */
export function commonHouseWay(seven: readonly CardIndex[]): PaiGowSplit {
  const low = pairRulesLow(seven);
  const base = { high: seven.filter((c) => !low.includes(c)), low };
  const bv = paiGowValues(base);
  let best: { split: PaiGowSplit; values: PaiGowValues } = { split: base, values: bv };
  if (!STRAIGHT_OR_BETTER.has(categoryIdOf(bv.high)) && holdsStraightOrFlush(seven)) {
    const straights = validSplits(seven).filter((s) => STRAIGHT_OR_BETTER.has(categoryIdOf(s.values.high)));
    let sf: (typeof straights)[number] | undefined;
    for (const s of straights) if (!sf || s.values.low > sf.values.low || (s.values.low === sf.values.low && s.values.high > sf.values.high)) sf = s;
    const beaten = sf && strength(sf.values.high) > strength(bv.high);
    if (sf && beaten && (!isPairLow(bv.low) || isPairLow(sf.values.low))) best = { split: { high: sf.high, low: sf.low }, values: sf.values };
  }
  if (!highBeatsLow(best.values)) {
    const s = simpleHouseWay(seven, 'strongest-high');
    return { high: s.high, low: s.low };
  }
  return best.split;
}

/** The profile's house way applied to seven cards. */
export function setByHouseWay(seven: readonly CardIndex[], way: HouseWayId): PaiGowSplit {
  if (way === 'common') return commonHouseWay(seven);
  const s = simpleHouseWay(seven, 'strongest-high');
  return { high: s.high, low: s.low };
}
