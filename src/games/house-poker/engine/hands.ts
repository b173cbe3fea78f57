/**
 * @module games/house-poker/engine/hands
 * Hand values under a variant's ranking preset, the dealer's qualification, and pay-table look-ups: a pay table
 * names the hand's category (`pair`, `straight`, …), with `royal-flush` taking precedence for a royal where listed.
 */
import type { Card } from '../../../cards/card.js';
import { parseCard } from '../../../poker-eval/cards.js';
import { evaluate } from '../../../poker-eval/evaluate.js';
import type { RankingRules } from '../../../poker-eval/rules.js';
import { category, isRoyal, type HandValue } from '../../../poker-eval/value.js';
import type { PayRatio, PayTable } from './profile.js';

export const handValue = (cards: readonly Card[], rules: RankingRules): HandValue => evaluate(cards.map(parseCard), rules);

/** The pay-table line a hand wins on, or null (a royal pays its own line where the table lists one). */
export function payLine(v: HandValue, table: PayTable | null): { key: string; pay: PayRatio } | null {
  if (!table) return null;
  if (isRoyal(v) && table['royal-flush']) return { key: 'royal-flush', pay: table['royal-flush'] };
  const key = category(v) as keyof PayTable;
  const pay = table[key];
  return pay ? { key, pay } : null;
}

/** The dealer's lowest qualifying hand as a value (null: the dealer always plays). */
export const qualifierValue = (qualifier: string | null, rules: RankingRules): HandValue | null =>
  qualifier === null ? null : evaluate((qualifier.match(/../g) ?? []).map(parseCard), rules);
