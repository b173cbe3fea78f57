/**
 * @module games/house-poker/exchange/strategy
 * The stated strategy the exchange games' figures are for (not the optimum: the best exchange of every hand against
 * every dealer is not computed, docs/games/house-poker.md):
 * - first decision: play the cards as they are with ace-king or better; with four of a suit, or four in a row open at
 *   both ends (not A-2-3-4, not J-Q-K-A), exchange the fifth card (where the profile lets one card be exchanged);
 *   otherwise fold;
 * - second decision: play with ace-king or better, fold otherwise;
 * - insurance: the minimum (one ANTE) whenever it is offered (measured as its own bet);
 * - a dealer without a game: buy him one with a straight or better, take the ANTE otherwise.
 * Where the exchange is free (Draw poker, 003 §2.2.6.20; `DRAW_STRATEGY`): play a straight or better as dealt; otherwise
 * exchange the cards beside three of a kind, the fifth beside two pair, the two lowest beside a pair, the card outside
 * four of a suit or four in a row open at both ends, else the two lowest; after the exchange play with a pair of eights
 * or better (the dealer's lowest game, below which a hand can only win the ANTE from a dealer without one), fold
 * otherwise.
 */
import type { Card } from '../../../cards/card.js';
import { firstCombination } from './combos.js';
import type { ExchangeProfile } from './profile.js';

export const EXCHANGE_STRATEGY =
  'play with ace-king or better; with four of a suit or four in a row open at both ends, exchange the fifth card; fold otherwise; after an exchange play with ace-king or better; insure the minimum whenever offered; buy the dealer a game with a straight or better, else take the ANTE';

export const DRAW_STRATEGY =
  'play a straight or better as dealt; otherwise exchange (free) the two beside three of a kind, the fifth beside two pair, the two lowest beside a pair, the card outside four of a suit or four in a row open at both ends, else the two lowest; after the exchange play with a pair of eights or better, fold otherwise';

/** The strategy a profile's figures are for. */
export const strategyText = (p: ExchangeProfile): string => (p.exchange.value.fee === 'free' ? DRAW_STRATEGY : EXCHANGE_STRATEGY);

const RANKS = '23456789TJQKA';
const STRONG = ['straight', 'flush', 'full-house', 'four-of-a-kind', 'straight-flush', 'royal-flush'];

/** Ace-king or better: the hand has a pay line against a qualifying dealer. */
export const hasGame = (cards: readonly Card[]): boolean => firstCombination(cards).key !== 'high-card';

/** The position of the card to exchange for a four-card flush or open-ended straight draw, or null. */
export function drawPosition(cards: readonly Card[]): number | null {
  for (const suit of 'cdhs') {
    const same = cards.filter((c) => c[1] === suit);
    if (same.length === 4) return cards.findIndex((c) => c[1] !== suit);
  }
  const ranks = cards.map((c) => RANKS.indexOf(c[0] as string));
  // four in a row lo…lo+3 with a card to come at either end: 2-3-4-5 (ace or 6) up to T-J-Q-K (9 or ace)
  for (let lo = 0; lo <= 8; lo++) {
    const want = [lo, lo + 1, lo + 2, lo + 3];
    if (want.every((r) => ranks.includes(r))) return ranks.findIndex((r) => !want.includes(r));
  }
  return null;
}

export type FirstChoice = { type: 'play' } | { type: 'fold' } | { type: 'exchange'; positions: number[] };

const rankOf = (c: Card): number => RANKS.indexOf(c[0] as string);

/** The free exchange's first decision (`DRAW_STRATEGY`). */
function freeChoice(p: ExchangeProfile, cards: readonly Card[]): FirstChoice {
  const key = firstCombination(cards).key;
  if (STRONG.includes(key)) return { type: 'play' };
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(c[0] as string, (counts.get(c[0] as string) ?? 0) + 1);
  const single = cards.map((_, i) => i).filter((i) => counts.get((cards[i] as Card)[0] as string) === 1);
  const lowest = single.sort((x, y) => rankOf(cards[x] as Card) - rankOf(cards[y] as Card));
  const max = p.exchange.value.max;
  if (key === 'high-card' || key === 'ace-king') {
    const at = drawPosition(cards);
    if (at !== null) return { type: 'exchange', positions: [at] };
  }
  return { type: 'exchange', positions: lowest.slice(0, Math.min(2, max, lowest.length)) };
}

/** Plays after the exchange: ace-king or better; where the exchange is free, a pair of eights or better. */
export function secondPlays(p: ExchangeProfile, cards: readonly Card[]): boolean {
  if (p.exchange.value.fee !== 'free') return hasGame(cards);
  const c = firstCombination(cards);
  if (c.key === 'high-card' || c.key === 'ace-king') return false;
  return c.key !== 'pair' || c.cards.some((x) => rankOf(x) >= rankOf('8c'));
}

export function firstChoice(p: ExchangeProfile, cards: readonly Card[]): FirstChoice {
  if (p.exchange.value.fee === 'free') return freeChoice(p, cards);
  if (hasGame(cards)) return { type: 'play' };
  const e = p.exchange.value;
  const at = e.min <= 1 ? drawPosition(cards) : null;
  return at === null ? { type: 'fold' } : { type: 'exchange', positions: [at] };
}

export const buysGame = (cards: readonly Card[]): boolean => STRONG.includes(firstCombination(cards).key);
