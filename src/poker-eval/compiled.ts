/**
 * @module poker-eval/compiled
 * What the evaluators derive from a ruleset, computed once per rules object: its straights, whether the fast
 * standard tables apply, which cards are wild or in the deck.
 */
import type { RankingRules } from './rules.js';
import { FIVE_CARD_ONLY } from './rules.js';
import { CATEGORY } from './value.js';
import type { CategoryId } from './value.js';
import { runsOf } from './straights.js';
import { STANDARD_ORDER } from './presets.js';
import type { Run } from './straights.js';

export interface CompiledRules {
  readonly rules: RankingRules;
  /** Categories strongest first, with their strengths. */
  readonly descending: ReadonlyArray<{ readonly category: CategoryId; readonly strength: number }>;
  /** Full-length straights, best first. */
  readonly runs: readonly Run[];
  /** Four-card straights (Sökö), best first. */
  readonly fourRuns: readonly Run[];
  /** The standard 52-card high rules: the fast tables apply. */
  readonly standard: boolean;
  /** The order holds a category judged on exactly five cards (Figures, four-card flush or straight). */
  readonly fiveOnly: boolean;
  readonly hasFiveOfAKind: boolean;
  /** 1 for each card index 0…53 that is wild. */
  readonly wild: Uint8Array;
  /** 1 for each card index 0…53 that may appear (deck cards and wild cards). */
  readonly allowed: Uint8Array;
}

const cache = new WeakMap<RankingRules, CompiledRules>();

export function compile(rules: RankingRules): CompiledRules {
  let c = cache.get(rules);
  if (c) return c;
  const wild = new Uint8Array(54);
  const allowed = new Uint8Array(54);
  for (const w of rules.wild?.cards ?? []) wild[w] = 1;
  for (let x = 0; x < 54; x++) allowed[x] = wild[x] || (x < 52 && rules.deckRanks.includes(x >> 2)) ? 1 : 0;
  c = {
    rules,
    descending: rules.order.map((category, strength) => ({ category, strength })).reverse(),
    runs: runsOf(rules, rules.handSize),
    fourRuns: rules.handSize === 5 ? runsOf(rules, 4) : [],
    standard: rules.handSize === 5 && rules.wheel === 'lowest' && rules.deckRanks.length === 13 && rules.wild === null &&
      rules.order.length === STANDARD_ORDER.length && rules.order.every((x, i) => x === STANDARD_ORDER[i]),
    fiveOnly: rules.order.some((x) => FIVE_CARD_ONLY.has(x)),
    hasFiveOfAKind: rules.order.includes(CATEGORY.FIVE_OF_A_KIND),
    wild,
    allowed,
  };
  cache.set(rules, c);
  return c;
}
