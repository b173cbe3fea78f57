/**
 * @module poker-eval/high
 * The fast standard high evaluator (52 cards, best five of 5, 6 or 7; `STANDARD_HIGH` rules): sum the card
 * keys, look up the flush suit, then either the flush table or the rank-multiset perfect hash.
 * The positional functions take card indices 0…51 and do no checking: they are for hot loops.
 */
import type { CardIndex } from './cards.js';
import type { HandValue } from './value.js';
import {
  CARD_BIT, CARD_KEY, FLUSH_SUIT_5, FLUSH_SUIT_6, FLUSH_SUIT_7, FLUSH_VALUE, HASH_5, HASH_6, HASH_7,
} from './high-tables.js';
import { BUCKET_MUL, SLOT_MUL } from './perfect-hash.js';

const K = CARD_KEY;
const B = CARD_BIT;
const FV = FLUSH_VALUE;
const FS5 = FLUSH_SUIT_5;
const FS6 = FLUSH_SUIT_6;
const FS7 = FLUSH_SUIT_7;
const T5 = HASH_5.table, D5 = HASH_5.disp, B5 = HASH_5.bucketShift, S5 = HASH_5.slotShift;
const T6 = HASH_6.table, D6 = HASH_6.disp, B6 = HASH_6.bucketShift, S6 = HASH_6.slotShift;
const T7 = HASH_7.table, D7 = HASH_7.disp, B7 = HASH_7.bucketShift, S7 = HASH_7.slotShift;

/** Value of the best five of seven cards. */
export function evaluate7(a: CardIndex, b: CardIndex, c: CardIndex, d: CardIndex, e: CardIndex, f: CardIndex, g: CardIndex): HandValue {
  const k = (K[a]! + K[b]! + K[c]! + K[d]! + K[e]! + K[f]! + K[g]!) | 0;
  const s = FS7[k & 511]!;
  if (s < 0) {
    const r = k >>> 9;
    return T7[Math.imul(r ^ D7[Math.imul(r, BUCKET_MUL) >>> B7]!, SLOT_MUL) >>> S7]!;
  }
  return FV[
    ((a & 3) === s ? B[a]! : 0) | ((b & 3) === s ? B[b]! : 0) | ((c & 3) === s ? B[c]! : 0) | ((d & 3) === s ? B[d]! : 0) |
    ((e & 3) === s ? B[e]! : 0) | ((f & 3) === s ? B[f]! : 0) | ((g & 3) === s ? B[g]! : 0)
  ]!;
}

/** Value of the best five of six cards. */
export function evaluate6(a: CardIndex, b: CardIndex, c: CardIndex, d: CardIndex, e: CardIndex, f: CardIndex): HandValue {
  const k = (K[a]! + K[b]! + K[c]! + K[d]! + K[e]! + K[f]!) | 0;
  const s = FS6[k & 511]!;
  if (s < 0) {
    const r = k >>> 9;
    return T6[Math.imul(r ^ D6[Math.imul(r, BUCKET_MUL) >>> B6]!, SLOT_MUL) >>> S6]!;
  }
  return FV[
    ((a & 3) === s ? B[a]! : 0) | ((b & 3) === s ? B[b]! : 0) | ((c & 3) === s ? B[c]! : 0) |
    ((d & 3) === s ? B[d]! : 0) | ((e & 3) === s ? B[e]! : 0) | ((f & 3) === s ? B[f]! : 0)
  ]!;
}

/** Value of five cards. */
export function evaluate5(a: CardIndex, b: CardIndex, c: CardIndex, d: CardIndex, e: CardIndex): HandValue {
  const k = (K[a]! + K[b]! + K[c]! + K[d]! + K[e]!) | 0;
  if (FS5[k & 511]! < 0) {
    const r = k >>> 9;
    return T5[Math.imul(r ^ D5[Math.imul(r, BUCKET_MUL) >>> B5]!, SLOT_MUL) >>> S5]!;
  }
  return FV[B[a]! | B[b]! | B[c]! | B[d]! | B[e]!]!;
}

/**
 * Value of five cards given as the sum of their {@link CARD_KEY}s and the OR of their {@link CARD_BIT}s
 * (for loops that build sums incrementally, e.g. Omaha's 2 + 3 and exhaustive enumeration).
 */
export function evaluate5Key(keySum: number, bits: number): HandValue {
  const k = keySum | 0;
  if (FS5[k & 511]! < 0) {
    const r = k >>> 9;
    return T5[Math.imul(r ^ D5[Math.imul(r, BUCKET_MUL) >>> B5]!, SLOT_MUL) >>> S5]!;
  }
  return FV[bits]!;
}

/** Value of 5, 6 or 7 standard cards (0…51) in an array. Throws on another count. */
export function evaluateHigh(cards: ArrayLike<CardIndex>): HandValue {
  switch (cards.length) {
    case 7: return evaluate7(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!, cards[5]!, cards[6]!);
    case 6: return evaluate6(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!, cards[5]!);
    case 5: return evaluate5(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!);
    default: throw new RangeError(`the fast evaluator takes 5, 6 or 7 cards, not ${cards.length}`);
  }
}
