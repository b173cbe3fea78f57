/**
 * @module poker-eval/wild
 * Hands with wild cards, for exactly `handSize` cards. Each wild card is tried as every rank of the deck, either
 * in the suit that could complete a flush or in a "phantom" suit that completes nothing (suits matter only
 * for flushes); interchangeable wilds are tried as multisets. An assignment is rejected when it would use one
 * physical card twice, or a fifth card of a rank unless the order has five of a kind.
 *
 * Under `ace-or-straight-flush` (Pai Gow's joker, 000 §14 II.1) a wild counts as an ace of the phantom suit,
 * or as any card when the result is a straight, flush or straight flush.
 */
import { CATEGORY, categoryIdOf } from './value.js';
import type { HandValue } from './value.js';
import type { RankingRules } from './rules.js';
import { valueFromCounts } from './from-counts.js';

const ACE = 12;
const PHANTOM = 4;

interface Assignment { readonly rank: number; readonly suit: number }

/**
 * Best value of a hand of `naturalRanks.length + wilds` = handSize cards, `wilds` of them wild.
 * Natural cards are given as ranks and suits (0…3).
 */
export function evaluateWithWilds(naturalRanks: readonly number[], naturalSuits: readonly number[], wilds: number, rules: RankingRules): HandValue {
  const wild = rules.wild;
  if (!wild) throw new RangeError(`${rules.id} has no wild cards`);
  const n = naturalRanks.length + wilds;
  const hasFive = rules.order.includes(CATEGORY.FIVE_OF_A_KIND);
  const firstSuit = naturalSuits[0] ?? 0;
  const oneSuit = naturalSuits.every((s) => s === firstSuit);
  const candidates: Assignment[] = [];
  for (const r of rules.deckRanks) {
    candidates.push({ rank: r, suit: PHANTOM });
    if (oneSuit && rules.handSize >= 3) candidates.push({ rank: r, suit: firstSuit });
  }
  const cnt = new Array<number>(13).fill(0);
  const suitMask = [0, 0, 0, 0];
  const suitCount = [0, 0, 0, 0];
  let natural = 0n;
  naturalRanks.forEach((r, i) => {
    const s = naturalSuits[i] as number;
    cnt[r]! += 1;
    suitMask[s]! |= 1 << r;
    suitCount[s]! += 1;
    natural |= 1n << BigInt(r * 4 + s);
  });
  let best = -1;
  const chosen: Assignment[] = [];
  const judge = (): void => {
    const c = [...cnt];
    const m = [...suitMask];
    const k = [...suitCount];
    let cards = natural;
    let allAcesPhantom = true;
    for (const a of chosen) {
      c[a.rank]! += 1;
      if (a.suit !== PHANTOM) {
        const bit = 1n << BigInt(a.rank * 4 + a.suit);
        if (cards & bit) return;
        cards |= bit;
        m[a.suit]! |= 1 << a.rank;
        k[a.suit]! += 1;
      }
      if (a.rank !== ACE || a.suit !== PHANTOM) allAcesPhantom = false;
    }
    for (const x of c) if (x > 4 && !(x === 5 && hasFive)) return;
    const v = valueFromCounts(c, m, k, n, rules);
    if (wild.mode === 'ace-or-straight-flush' && !allAcesPhantom) {
      const cat = categoryIdOf(v);
      if (cat !== CATEGORY.STRAIGHT && cat !== CATEGORY.FLUSH && cat !== CATEGORY.STRAIGHT_FLUSH) return;
    }
    if (v > best) best = v;
  };
  const walk = (from: number, left: number): void => {
    if (left === 0) { judge(); return; }
    for (let i = from; i < candidates.length; i++) {
      chosen.push(candidates[i] as Assignment);
      walk(i, left - 1);
      chosen.pop();
    }
  };
  walk(0, wilds);
  if (best < 0) throw new RangeError(`no legal use of the wild cards under ${rules.id}`);
  return best;
}
