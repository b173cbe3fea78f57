/**
 * @module games/blackjack/math/player
 * A player who follows the analysed strategy at a real table: optimal (the composition-dependent decisions the
 * exact analysis took, by up-card and hand composition, split hands by their own table) or basic (the chart).
 * Split hands are resplit whenever allowed, as in the analysis. Insurance and even money are never taken (their
 * expectation is negative from a full shoe: see side-bets-ev.ts).
 */
import { basicStrategyFor, mainBetFor } from './analysis.js';
import { chartAction, type UpChart } from './basic-strategy.js';
import { A_D, A_H, A_P, A_R, A_S, type Act, type HandInfo } from './hand-ev.js';
import type { StrategyName } from './main-bet.js';
import type { BjRules } from './rules.js';
import { KEY_W } from './shoe-model.js';

/** `values`: the hand's card values (1 = ace … 10); `splitPair`: the pair value if the hand comes from a split. */
export type Decide = (values: readonly number[], up: number, splitPair: number, allowed: number) => Act;

const BIT: Record<Act, number> = { S: A_S, H: A_H, D: A_D, R: A_R, P: A_P };

function info(values: readonly number[], up: number, splitPair: number): HandInfo {
  const counts = new Int32Array(11);
  let hard = 0;
  let key = 0;
  for (const v of values) {
    counts[v]!++;
    hard += v;
    key += KEY_W[v] as number;
  }
  const soft = (counts[1] as number) > 0 && hard + 10 <= 21;
  return { up, hard, total: soft ? hard + 10 : hard, soft, cards: values.length, key, splitCard: splitPair, counts };
}

const within = (a: Act | undefined, allowed: number, h: HandInfo): Act => {
  if (a && allowed & BIT[a]) return a;
  if (a === 'D' || a === 'R') return h.total < 17 && allowed & A_H ? 'H' : 'S';
  return allowed & A_H && h.total < 17 ? 'H' : 'S';
};

export function makeDecider(rules: BjRules, strategy: StrategyName): Decide {
  if (strategy === 'basic') {
    const chart = basicStrategyFor(rules);
    return (values, up, splitPair, allowed) => {
      if (allowed & A_P && splitPair) return 'P';
      const h = info(values, up, splitPair);
      const c = chart.byUp[up] as UpChart;
      if (allowed & A_P && values.length === 2 && values[0] === values[1] && c.pairs[values[0] as number]?.split) return 'P';
      return chartAction(c, h, allowed & ~A_P);
    };
  }
  const tables = mainBetFor(rules, 'optimal').tables;
  if (!tables) throw new RangeError('optimal analysis without decision tables');
  return (values, up, splitPair, allowed) => {
    const h = info(values, up, splitPair);
    if (splitPair) {
      if (allowed & A_P) return 'P';
      return within(tables.split[up]?.[splitPair]?.get(h.key), allowed, h);
    }
    const t = values.length === 2 ? tables.root[up] : tables.later[up];
    return within(t?.get(h.key), allowed, h);
  };
}
