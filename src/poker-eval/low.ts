/**
 * @module poker-eval/low
 * Low hands, ace to five: the ace is the lowest card, straights and flushes do not count, and a hand is better
 * the fewer cards it pairs (no pair > one pair > two pair > three of a kind > full house > four of a kind),
 * then the lower its highest card, and so on (Razz 003 §3.5.11, read as the usual A-5 lowball: the seed only says
 * "the lowest possible five-card hand"). The eight-or-better qualifier (Omaha Hi/Lo 000 §17.2.3, 003 §3.5.4.2;
 * stud hi-lo 003 §3.5.12) needs five cards of different ranks from ace to eight.
 *
 * Values follow `value.ts` with the low flag set: higher is a better low; slots hold 15 − (ace-low rank).
 */
import type { CardIndex } from './cards.js';
import { CATEGORY, LOW_FLAG, NO_HAND, makeValue } from './value.js';
import type { CategoryId, HandValue } from './value.js';
import { subsets } from './evaluate.js';

/** Ace-low rank: A = 0, 2 = 1 … K = 12. */
export const lowRankOf = (c: CardIndex): number => ((c >> 2) + 1) % 13;

const BY_SHAPE: Record<string, [number, CategoryId]> = {
  '11111': [5, CATEGORY.HIGH_CARD],
  '2111': [4, CATEGORY.PAIR],
  '221': [3, CATEGORY.TWO_PAIR],
  '311': [2, CATEGORY.THREE_OF_A_KIND],
  '32': [1, CATEGORY.FULL_HOUSE],
  '41': [0, CATEGORY.FOUR_OF_A_KIND],
};

/** A-5 low value of exactly five cards. */
export function lowValueOfFive(cards: readonly CardIndex[]): HandValue {
  if (cards.length !== 5) throw new RangeError(`a low hand has five cards, got ${cards.length}`);
  const cnt = new Array<number>(13).fill(0);
  for (const c of cards) cnt[lowRankOf(c)]! += 1;
  const groups: Array<[number, number]> = [];
  for (let r = 12; r >= 0; r--) if (cnt[r]! > 0) groups.push([cnt[r]!, r]);
  groups.sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  const shape = groups.map((g) => g[0]).join('');
  const entry = BY_SHAPE[shape];
  if (!entry) throw new RangeError(`five cards cannot have shape ${shape}`);
  let tb = 0;
  for (let i = 0; i < 5; i++) tb = (tb << 4) | (groups[i] ? 15 - groups[i]![1] : 0);
  return LOW_FLAG + makeValue(entry[0], entry[1], tb);
}

/** Best A-5 low among five or more cards (Razz: best five of seven). */
export function lowA5(cards: readonly CardIndex[]): HandValue {
  if (cards.length < 5) throw new RangeError(`a low hand needs five cards, got ${cards.length}`);
  const distinct: number[] = [];
  let seen = 0;
  for (const c of cards) {
    const r = lowRankOf(c);
    if (!(seen & (1 << r))) { seen |= 1 << r; distinct.push(c); }
  }
  if (distinct.length >= 5) {
    distinct.sort((a, b) => lowRankOf(a) - lowRankOf(b));
    return lowValueOfFive(distinct.slice(0, 5));
  }
  let best = NO_HAND;
  for (const s of subsets(cards, 5)) {
    const v = lowValueOfFive(s);
    if (v > best) best = v;
  }
  return best;
}

/** Bit per ace-low rank A…8 (bits 0…7) of the cards that can make an eight-or-better low. */
const lowMask = (cards: readonly CardIndex[]): number => {
  let m = 0;
  for (const c of cards) {
    const r = lowRankOf(c);
    if (r <= 7) m |= 1 << r;
  }
  return m;
};

/** The value of the five lowest ranks of a mask (A…8 bits), or NO_HAND if it has fewer than five. */
function fromMask(m: number): HandValue {
  const ranks: number[] = [];
  for (let r = 0; r <= 7 && ranks.length < 5; r++) if (m & (1 << r)) ranks.push(r);
  if (ranks.length < 5) return NO_HAND;
  let tb = 0;
  for (let i = 4; i >= 0; i--) tb = (tb << 4) | (15 - ranks[i]!);
  return LOW_FLAG + makeValue(5, CATEGORY.HIGH_CARD, tb);
}

/**
 * Eight-or-better low among any five of the cards (stud hi-lo, 003 §3.5.12: "five of the seven cards between
 * ace and eight"), or NO_HAND. The five must be of different ranks (as 003 §3.5.4.2 says for Omaha Hi/Lo).
 */
export const lowEightOrBetter = (cards: readonly CardIndex[]): HandValue => fromMask(lowMask(cards));

/**
 * Omaha Hi/Lo low (000 §17.2.3; 003 §3.5.4.2–3): exactly two hole cards and three board cards, five different
 * ranks from ace to eight, or NO_HAND (then the high hand takes the pot). Without three different low board
 * ranks there is no low at all, as 003 §3.5.4.3 says.
 */
export function omahaLow8(hole: readonly CardIndex[], board: readonly CardIndex[]): HandValue {
  let best = NO_HAND;
  const holeMasks: number[] = [];
  for (let i = 0; i < hole.length; i++) {
    for (let j = i + 1; j < hole.length; j++) {
      const a = lowRankOf(hole[i]!);
      const b = lowRankOf(hole[j]!);
      if (a <= 7 && b <= 7 && a !== b) holeMasks.push((1 << a) | (1 << b));
    }
  }
  for (let i = 0; i < board.length; i++) {
    for (let j = i + 1; j < board.length; j++) {
      for (let k = j + 1; k < board.length; k++) {
        const a = lowRankOf(board[i]!);
        const b = lowRankOf(board[j]!);
        const c = lowRankOf(board[k]!);
        if (a > 7 || b > 7 || c > 7 || a === b || b === c || a === c) continue;
        const bm = (1 << a) | (1 << b) | (1 << c);
        for (const hm of holeMasks) {
          if (hm & bm) continue;
          const v = fromMask(hm | bm);
          if (v > best) best = v;
        }
      }
    }
  }
  return best;
}
