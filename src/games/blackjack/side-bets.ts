/**
 * @module games/blackjack/side-bets
 * What each side bet's cards make, and what it pays. Each evaluator returns the pay-table key of the best
 * combination (only the highest prize is paid: 000 §03 V.1.f) or null for a loss. Pay tables and limits come from
 * the profile; the seeds give only the combinations for 003's bets, so their defaults are documented there.
 */
import type { Card } from '../../cards/card.js';
import { isRed, rankOf, suitOf } from '../../cards/card.js';
import { cardValue, hardTotal, isAce } from './hand.js';
import type { BlackjackProfile, SideBetKind } from './profile.js';

/** Rank order for straights (ace high or low). */
const ORDER = '23456789TJQKA';

/** 000 §03 V.1.e: perfect (same rank and suit), colour (same rank and colour), mixed (same rank or value). */
export function evalPairs(two: readonly Card[], match: 'rank' | 'value'): string | null {
  const [a, b] = two as [Card, Card];
  const same = match === 'rank' ? rankOf(a) === rankOf(b) : cardValue(a) === cardValue(b);
  if (!same) return null;
  if (rankOf(a) === rankOf(b) && suitOf(a) === suitOf(b)) return 'perfect';
  if (isRed(a) === isRed(b)) return 'colour';
  return 'mixed';
}

/**
 * 000 §03 V.1.f (and the progressive's default table): sevens among the box's first three cards. `three` holds up
 * to three cards; `jackpot` is three sevens of one suit.
 */
export function evalSevens(cards: readonly Card[]): string | null {
  const [a, b, c] = cards;
  if (!a || rankOf(a) !== '7') return null;
  if (!b || rankOf(b) !== '7') return 'first-seven';
  if (c && rankOf(c) === '7') return suitOf(a) === suitOf(b) && suitOf(b) === suitOf(c) ? 'jackpot' : 'three-sevens';
  return suitOf(a) === suitOf(b) ? 'two-sevens-suited' : 'two-sevens';
}

/** 001 §03 V.1.e: the first two cards, ace = 1; exactly 13 loses both sides. */
export function evalUnderOver(two: readonly Card[], side: 'under' | 'over'): string | null {
  const t = hardTotal(two);
  if (t === 13) return null;
  return (side === 'under' ? t < 13 : t > 13) ? 'win' : null;
}

const isKQ = (a: Card, b: Card): boolean => (rankOf(a) === 'K' && rankOf(b) === 'Q') || (rankOf(a) === 'Q' && rankOf(b) === 'K');

/**
 * 003 §2.2.1.25.5: suited cards; suited blackjack; suited K+Q; suited K+Q for both player and dealer (`top`,
 * the dealer's first two cards, not necessarily of the player's suit).
 */
export function evalPerfectPair(two: readonly Card[], dealerTwo: readonly Card[] | null): string | null {
  const [a, b] = two as [Card, Card];
  if (suitOf(a) !== suitOf(b)) return null;
  if (isKQ(a, b)) {
    const [d1, d2] = dealerTwo ?? [];
    if (d1 && d2 && suitOf(d1) === suitOf(d2) && isKQ(d1, d2)) return 'top';
    return 'suited-king-queen';
  }
  if ((isAce(a) && cardValue(b) === 10) || (isAce(b) && cardValue(a) === 10)) return 'suited-blackjack';
  return 'suited';
}

/** 003 §2.2.1.25.8: a suited K+Q against a dealer K or Q waits for the dealer's cards. */
export const perfectPairDeferred = (two: readonly Card[], dealerUp: Card): boolean =>
  suitOf(two[0] as Card) === suitOf(two[1] as Card) && isKQ(two[0] as Card, two[1] as Card) && (rankOf(dealerUp) === 'K' || rankOf(dealerUp) === 'Q');

/** 003 §2.2.1.26.5: suited trips (with the dealer's first card), suited pair, prime (same-colour) pair, any pair. */
export function evalGalaxy(two: readonly Card[], dealerUp: Card): string | null {
  const [a, b] = two as [Card, Card];
  if (rankOf(a) !== rankOf(b)) return null;
  if (suitOf(a) === suitOf(b)) return a === dealerUp ? 'suited-trips' : 'suited-pair';
  return isRed(a) === isRed(b) ? 'prime-pair' : 'any-pair';
}

function threeCard(cards: readonly Card[]): { trips: boolean; suitedTrips: boolean; flush: boolean; straight: boolean } {
  const [a, b, c] = cards as [Card, Card, Card];
  const trips = rankOf(a) === rankOf(b) && rankOf(b) === rankOf(c);
  const flush = suitOf(a) === suitOf(b) && suitOf(b) === suitOf(c);
  const idx = [ORDER.indexOf(rankOf(a)), ORDER.indexOf(rankOf(b)), ORDER.indexOf(rankOf(c))].sort((x, y) => x - y) as [number, number, number];
  const run = (i: [number, number, number]): boolean => i[1] === i[0] + 1 && i[2] === i[1] + 1;
  const low = idx.map((i) => (i === 12 ? -1 : i)).sort((x, y) => x - y) as [number, number, number]; // A-2-3
  const straight = !trips && (run(idx) || run(low));
  return { trips, suitedTrips: trips && flush, flush, straight };
}

/** 003 §2.2.1.27.5: TOP3 on the player's two cards and the dealer's first card. */
export function evalTop3(three: readonly Card[]): string | null {
  const h = threeCard(three);
  if (h.suitedTrips) return 'suited-trips';
  if (h.straight && h.flush) return 'straight-flush';
  if (h.trips) return 'trips';
  return null;
}

/** 21+3 (named by 003 §2.2.1.27.3): the three-card poker hand of the player's two cards and the dealer's first. */
export function evalTwentyOnePlus3(three: readonly Card[]): string | null {
  const h = threeCard(three);
  if (h.suitedTrips) return 'suited-trips';
  if (h.straight && h.flush) return 'straight-flush';
  if (h.trips) return 'trips';
  if (h.straight) return 'straight';
  if (h.flush) return 'flush';
  return null;
}

/** The ratio a side bet's combination pays (N:1 as {num: N, den: 1}), from the profile's pay table. */
export function sidePays(profile: BlackjackProfile, kind: SideBetKind, key: string): { num: number; den: number } | null {
  if (kind === 'underOver13') return key === 'win' ? profile.sideBets.underOver13.pays.value : null;
  const table = profile.sideBets[kind].pays.value as Record<string, { num: number; den: number }>;
  return table[key] ?? null;
}

/** The bet is settled when the first two cards are on the table (003 §2.2.1.25.8, .26.7, .27.7; 000 §03 V.1.e). */
export const settlesOnFirstTwo = (kind: SideBetKind): boolean => kind !== 'sevens' && kind !== 'progressive';
