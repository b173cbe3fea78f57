/**
 * @module games/house-poker/engine/variant
 * A house-banked poker variant as data: its deck, how many cards each box and the dealer get, the side spots it
 * offers, the hand ranking preset, and its profiles. The engine reads only this (never the variant's id); the rules
 * that differ between texts (qualifier, pay tables, play sizes, what a fold loses) are profile parameters.
 */
import type { Card } from '../../../cards/card.js';
import type { ProfileSet } from '../../../core/contract.js';
import type { RankingRules } from '../../../poker-eval/rules.js';
import type { HousePokerProfile } from './profile.js';

/** The spots of a box: the ante (required), the play bet (placed by the decision), the optional side bets, the price of a card bought (`buy-card`, the house's). */
export type Spot = 'ante' | 'play' | 'pair-plus' | 'insurance' | 'jackpot' | 'buy-card';
/** Spots a player places while betting is open (a side bet only where the profile has its table; the jackpot bet where the table names a jackpot). */
export const BETTING_SPOTS = ['ante', 'pair-plus', 'insurance', 'jackpot'] as const;
export type BettingSpot = (typeof BETTING_SPOTS)[number];

export interface HousePokerVariant {
  /** Registry id (`three-card-poker`). */
  readonly id: string;
  /**
   * Cards dealt to each box in play and to the dealer, face down; `dealerUp`: how many of the dealer's last cards are
   * dealt face up (000 §11 V.3 step 4: the Bank's last card), seen by everyone from the deal.
   */
  readonly cards: { readonly box: number; readonly dealer: number; readonly dealerUp?: number };
  /** Decks in the shoe (a fresh shuffled deck each round). */
  readonly decks: number;
  /** The ranking preset (src/poker-eval/presets.ts). */
  readonly ranking: RankingRules;
  readonly profiles: ProfileSet<HousePokerProfile>;
  /**
   * The discard step of a draw game (000 §12 VII 7.3), absent in the games without discards: after the decisions each
   * box still in play discards up to `max` cards, replaced box by box at the showdown; the dealer then shows his first
   * cards and discards the positions `dealerDiscards` names (the text's fixed rules), replaced from the same deck.
   */
  readonly draw?: DrawStep;
  /** The text of the messages catalogue key for the game's name. */
  readonly nameKey: string;
}

/** A draw game's discard step: the most a box may discard, and the dealer's fixed discard rule (positions 0…n−1). */
export interface DrawStep {
  readonly max: number;
  readonly dealerDiscards: (cards: readonly Card[]) => number[];
  /** Where the rules are written (the dealer's discard events cite it). */
  readonly cite: string;
}
