/**
 * @module games/blackjack/math/analysis
 * Cached entry points over the exact analysis: one main-bet analysis per (rules, strategy) and one basic-strategy
 * chart per rules in a process, sharing the dealer caches between them.
 */
import { deriveBasicStrategy, type BasicStrategy } from './basic-strategy.js';
import { dealerCaches, type DealerCache } from './dealer.js';
import { analyseMainBet, type MainBetAnalysis, type StrategyName } from './main-bet.js';
import type { BjRules } from './rules.js';
import { fullShoe } from './shoe-model.js';

const dealersByRules = new Map<string, DealerCache[]>();
const charts = new Map<string, BasicStrategy>();
const analyses = new Map<string, MainBetAnalysis>();

const idOf = (r: BjRules): string => JSON.stringify(r, (_k, v: unknown) => (v === Number.POSITIVE_INFINITY ? 'inf' : v));

function dealersFor(r: BjRules): DealerCache[] {
  const id = `${r.decks}:${r.hitsSoft17}`;
  let d = dealersByRules.get(id);
  if (!d) {
    d = dealerCaches(r.hitsSoft17, fullShoe(r.decks));
    dealersByRules.set(id, d);
  }
  return d;
}

/** The total-dependent basic strategy for the rules (derived once per process). */
export function basicStrategyFor(r: BjRules): BasicStrategy {
  const id = idOf(r);
  let c = charts.get(id);
  if (!c) {
    c = deriveBasicStrategy(r, dealersFor(r));
    charts.set(id, c);
  }
  return c;
}

/** The main bet's exact analysis (with decision tables for the optimal player), once per process. */
export function mainBetFor(r: BjRules, strategy: StrategyName): MainBetAnalysis {
  const id = `${strategy}:${idOf(r)}`;
  let a = analyses.get(id);
  if (!a) {
    a = analyseMainBet(r, strategy, { dealers: dealersFor(r), keepTables: strategy === 'optimal', ...(strategy === 'basic' ? { basic: basicStrategyFor(r) } : {}) });
    analyses.set(id, a);
  }
  return a;
}

/** Forgets cached results (benchmarks time cold runs). */
export function clearAnalysisCaches(): void {
  dealersByRules.clear();
  charts.clear();
  analyses.clear();
}
