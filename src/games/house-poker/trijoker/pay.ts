/**
 * @module games/house-poker/trijoker/pay
 * What a Trijoker hand wins (000 §13 V.1): the five cards (the box's three and the two community cards) ranked by
 * `STANDARD_HIGH` (the ace high or low, II.1), looked up in the profile's table; a pair pays only from `pairMinimum`
 * (J: "J para edo handiagoa"). Null: the hand does not win (every bet still in play is lost).
 */
import { evaluate } from '../../../poker-eval/evaluate.js';
import { rankOf, type CardIndex } from '../../../poker-eval/cards.js';
import { STANDARD_HIGH } from '../../../poker-eval/presets.js';
import { category } from '../../../poker-eval/value.js';
import { payLine } from '../engine/hands.js';
import type { PayRatio, PayTable } from '../engine/profile.js';

export const RANKS = '23456789TJQKA';

export function trijokerPay(cards: readonly CardIndex[], table: PayTable, pairMinimum: string): { key: string; pay: PayRatio } | null {
  const v = evaluate(cards, STANDARD_HIGH);
  if (category(v) === 'pair') {
    const ranks = cards.map(rankOf);
    const pair = ranks.find((r, i) => ranks.indexOf(r) !== i) as number;
    if (pair < RANKS.indexOf(pairMinimum)) return null;
  }
  return payLine(v, table);
}
