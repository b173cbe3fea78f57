/**
 * @module games/house-poker/holdem/hands
 * The hands of the community-card house games: the best five of seven (the box's or the dealer's two cards and the
 * board), the dealer's qualification, the ante's pay line and the bonus on the player's two cards and the flop —
 * with the lowest pair the bonus pays (000 §16 VI: from a pair of aces) and how many of the player's own cards must
 * make the combination (003 §2.2.10.19: both; for three of a kind at least one).
 */
import type { Card } from '../../../cards/card.js';
import { parseCard, rankOf, RANK_CHARS, type CardIndex } from '../../../poker-eval/cards.js';
import { evaluate } from '../../../poker-eval/evaluate.js';
import { STANDARD_HIGH } from '../../../poker-eval/presets.js';
import { category, isRoyal, slotsOf, type HandValue } from '../../../poker-eval/value.js';
import type { PayRatio, PayTable } from '../engine/profile.js';
import type { HoldemProfile } from './profile.js';

export const RULES = STANDARD_HIGH;
export const holdemValue = (cards: readonly Card[]): HandValue => evaluate(cards.map(parseCard), RULES);
export const qualifierOf = (p: HoldemProfile): HandValue => evaluate((p.qualifier.value.match(/../g) ?? []).map(parseCard), RULES);

/** The categories made of all five cards: both of the player's cards are in the combination. */
const FIVE_CARD = new Set(['straight', 'flush', 'full-house', 'straight-flush']);

/** How many of the player's two cards are among the cards making the combination of these five. */
export function holeCardsInCombination(hole: readonly CardIndex[], five: readonly CardIndex[], v: HandValue): number {
  if (FIVE_CARD.has(category(v))) return 2;
  const counts = new Int8Array(13);
  for (const c of five) counts[rankOf(c)] = (counts[rankOf(c)] ?? 0) + 1;
  return hole.filter((c) => (counts[rankOf(c)] as number) >= 2).length;
}

/** What the bonus pays on: the five cards' category (a royal apart), the pair's rank (or −1), the player's cards in it. */
export interface BonusClass {
  readonly cat: string;
  readonly pairRank: number;
  readonly hole: number;
}

export function bonusClassOf(hole: readonly CardIndex[], flop: readonly CardIndex[]): BonusClass {
  const five = [...hole, ...flop];
  const v = evaluate(five, RULES);
  const cat = category(v);
  return { cat: isRoyal(v) ? 'royal-flush' : cat, pairRank: cat === 'pair' ? (slotsOf(v)[0] as number) : -1, hole: holeCardsInCombination(hole, five, v) };
}

/**
 * The line of a table (the bonus's, or the jackpot system's prizes) a class wins on under the profile's bonus rules —
 * the lowest pair paid, the player's own cards in the combination — or null (a royal is paid as a straight flush
 * unless listed).
 */
export function bonusKeyOf<T>(p: HoldemProfile, k: BonusClass, t: Readonly<Partial<Record<keyof PayTable, T>>>): { key: string; value: T } | null {
  const key = (k.cat === 'royal-flush' && !t['royal-flush'] ? 'straight-flush' : k.cat) as keyof PayTable;
  const value = t[key];
  if (!value) return null;
  const min = p.bonusPairMinimum.value;
  if (k.cat === 'pair' && min !== null && k.pairRank < RANK_CHARS.indexOf(min)) return null;
  const rule = (k.cat === 'royal-flush' ? 'straight-flush' : k.cat) as keyof typeof p.bonusHoleCards.value;
  if (k.hole < (p.bonusHoleCards.value[rule] ?? 0)) return null;
  return { key, value };
}

/** The bonus line a class wins on under a profile, or null (a royal is paid as a straight flush unless listed). */
export function bonusPayOf(p: HoldemProfile, k: BonusClass): { key: string; pay: PayRatio } | null {
  const t = p.bonus.value;
  const line = t ? bonusKeyOf(p, k, t) : null;
  return line ? { key: line.key, pay: line.value } : null;
}

/** The bonus line the player's two cards and the flop win on, or null (card indices). */
export const bonusLineOf = (p: HoldemProfile, hole: readonly CardIndex[], flop: readonly CardIndex[]): { key: string; pay: PayRatio } | null => bonusPayOf(p, bonusClassOf(hole, flop));
