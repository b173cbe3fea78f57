/**
 * @module poker-eval/evaluate
 * `evaluate(cards, rules)`: the value of the best hand the cards hold under a ruleset. Standard 52-card rules
 * with 5–7 cards and no wild card go through the fast tables; everything else through the rule-driven
 * evaluator (directly from counts, or over every `handSize` subset when the ruleset has five-card-only
 * categories or the hand holds wild cards).
 */
import type { CardIndex } from './cards.js';
import { cardToString } from './cards.js';
import type { HandValue } from './value.js';
import type { RankingRules } from './rules.js';
import { STANDARD_HIGH } from './presets.js';
import { compile } from './compiled.js';
import { evaluateHigh } from './high.js';
import { valueFromCounts } from './from-counts.js';
import { evaluateWithWilds } from './wild.js';

/** True when the rules are the standard 52-card high rules (the fast tables apply). */
export const isStandardHigh = (rules: RankingRules): boolean => compile(rules).standard;

/** Throws unless every card is distinct and belongs to the ruleset's deck (jokers only when wild). */
export function checkCards(cards: readonly CardIndex[], rules: RankingRules): void {
  const allowed = compile(rules).allowed;
  let lo = 0;
  let hi = 0;
  for (const c of cards) {
    if (!Number.isInteger(c) || c < 0 || c > 53) throw new RangeError(`not a card index: ${c}`);
    const bit = c < 27 ? 1 << c : 1 << (c - 27);
    if ((c < 27 ? lo : hi) & bit) throw new RangeError(`card repeated: ${cardToString(c)}`);
    if (c < 27) lo |= bit;
    else hi |= bit;
    if (!allowed[c]) throw new RangeError(`${cardToString(c)} is not in the ${rules.id} deck`);
  }
  if (cards.length < rules.handSize) throw new RangeError(`${rules.id} needs at least ${rules.handSize} cards, got ${cards.length}`);
}

const cnt = new Int32Array(13);
const suitMask = new Int32Array(4);
const suitCount = new Int32Array(4);

/** Value of exactly the given cards as one hand (no choosing), without checks. */
function valueOfSet(cards: readonly CardIndex[], rules: RankingRules): HandValue {
  const wild = compile(rules).wild;
  let wilds = 0;
  for (const c of cards) if (wild[c]) wilds++;
  if (wilds > 0) {
    const ranks: number[] = [];
    const suits: number[] = [];
    for (const c of cards) if (!wild[c]) { ranks.push(c >> 2); suits.push(c & 3); }
    return evaluateWithWilds(ranks, suits, wilds, rules);
  }
  cnt.fill(0);
  suitMask.fill(0);
  suitCount.fill(0);
  for (const c of cards) {
    const r = c >> 2;
    const s = c & 3;
    cnt[r] = (cnt[r] as number) + 1;
    suitMask[s] = (suitMask[s] as number) | (1 << r);
    suitCount[s] = (suitCount[s] as number) + 1;
  }
  return valueFromCounts(cnt, suitMask, suitCount, cards.length, rules);
}

/** Every `k`-subset of `items`, in lexicographic order of positions. */
export function* subsets<T>(items: readonly T[], k: number): Generator<T[]> {
  const n = items.length;
  if (k > n || k < 0) return;
  const idx = Array.from({ length: k }, (_, i) => i);
  while (true) {
    yield idx.map((i) => items[i] as T);
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return;
    idx[i]! += 1;
    for (let j = i + 1; j < k; j++) idx[j] = (idx[j - 1] as number) + 1;
  }
}

/** Value of the best hand of `handSize` cards among `cards`, without checks. */
export function bestValueUnchecked(cards: readonly CardIndex[], rules: RankingRules): HandValue {
  const n = cards.length;
  const cr = compile(rules);
  if (n >= 5 && n <= 7 && cr.standard) return evaluateHigh(cards);
  const subsetOnly = cr.fiveOnly || cards.some((c) => cr.wild[c] === 1);
  if (n === rules.handSize || !subsetOnly) return valueOfSet(cards, rules);
  let best = -1;
  for (const s of subsets(cards, rules.handSize)) {
    const v = valueOfSet(s, rules);
    if (v > best) best = v;
  }
  return best;
}

/**
 * Value of the best hand the cards hold under the rules (any `handSize` of them: best five of seven in
 * hold'em and stud). Higher is better; compare values made under the same rules only.
 * @example evaluate(parseCards('AhKhQhJhTh2c3d'), STANDARD_HIGH)
 */
export function evaluate(cards: readonly CardIndex[], rules: RankingRules = STANDARD_HIGH): HandValue {
  checkCards(cards, rules);
  return bestValueUnchecked(cards, rules);
}
