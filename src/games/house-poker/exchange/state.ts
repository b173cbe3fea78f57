/**
 * @module games/house-poker/exchange/state
 * The plain-JSON state of one round of an exchange game (Russian poker, Oasis poker). Phases:
 * `betting` → (`close-bets`: the deal) `choosing` (each box: play with its cards, exchange, buy a sixth card, or fold)
 * → (`replace`, when a box exchanged or bought: the dealer's cards to them, box by box) `deciding` (those boxes: play or
 * fold) → `insuring` (where a box in play may insure) → (`open`: the dealer shows) `buying` (a dealer without a game:
 * each box takes the ANTE or buys him a game) → (`settle`) `over`; a phase nobody has anything to do in is skipped.
 */
import type { Card } from '../../../cards/card.js';
import type { Actor, BoxId, PlayerId } from '../../../core/ids.js';
import type { Settlement } from '../../../core/settlement.js';
import type { ShoeState } from '../../../shoe/shoe.js';
import type { ExchangeProfile, ExchangeTable } from './profile.js';

/** Chips on a box: the ANTE, the BET, the insurance, the fees paid (exchange, sixth card, a game bought), the JP bet. */
export type ExSpot = 'ante' | 'bet' | 'insurance' | 'exchange' | 'sixth' | 'buy-game' | 'jackpot';

export interface ExBox {
  readonly box: BoxId;
  readonly owner: PlayerId;
  /**
   * A blind hand (exchange/blind.ts): its owner placed its BET before the deal. Its cards are hidden from every
   * audience, its owner included, until the dealer opens them.
   */
  readonly blind: boolean;
  readonly stakes: Readonly<Partial<Record<ExSpot, number>>>;
  readonly cards: readonly Card[];
  /** A box with a JP bet: its five cards as dealt, on which the jackpot is judged (exchange/jackpot.ts). */
  readonly dealt?: readonly Card[];
  /** The first decision (§2.2.8.20): null until made. */
  readonly first: 'play' | 'exchange' | 'sixth' | 'fold' | null;
  /** The positions (0-based) an exchanging box throws; how many it threw is public, which is not. */
  readonly discards?: readonly number[];
  /** After the cards came: the second decision (§2.2.8.21); `play` at once for a box that played with its cards. */
  readonly decision: 'play' | 'fold' | null;
  /** The insurance decision (§2.2.8.22–26), once made: the amount (0: none). */
  readonly insured?: number;
  /** Against a dealer without a game (§2.2.8.34): take the ANTE or buy him a game. */
  readonly buy?: 'ante' | 'game';
}

export interface ExState {
  readonly game: string;
  readonly v: number;
  readonly roundNo: number;
  readonly profile: ExchangeProfile;
  readonly table: ExchangeTable;
  readonly phase: 'betting' | 'choosing' | 'replacing' | 'deciding' | 'insuring' | 'opening' | 'buying' | 'settling' | 'over';
  readonly boxes: readonly ExBox[];
  readonly dealer: readonly Card[];
  /** The dealer's five as he opened them (insurance is settled on these, §2.2.8.27), once opened. */
  readonly opened?: readonly Card[];
  readonly shoe: ShoeState;
  readonly settlement: Settlement | null;
}

type Boxed<T extends string, X = object> = { readonly type: T; readonly box: BoxId } & X;
export type ExAction = { readonly by: Actor } & (
  | { readonly type: 'bet'; readonly box: BoxId; readonly spot: 'ante' | 'bet' | 'jackpot'; readonly amount: number }
  | { readonly type: 'withdraw'; readonly box: BoxId; readonly spot: 'ante' | 'bet' | 'jackpot' }
  | { readonly type: 'close-bets' }
  | { readonly type: 'misdeal' }
  | Boxed<'play'>
  | Boxed<'fold'>
  | Boxed<'exchange', { readonly positions: readonly number[] }>
  | Boxed<'sixth'>
  | { readonly type: 'replace' }
  | Boxed<'insure', { readonly amount: number }>
  | Boxed<'no-insurance'>
  | { readonly type: 'open' }
  | Boxed<'take-ante'>
  | Boxed<'buy-game'>
  | { readonly type: 'settle' }
);
export type ExEvent = { readonly type: string; readonly [field: string]: unknown };

export const exChips = (s: ExState): number => s.boxes.reduce((t, b) => t + Object.values(b.stakes).reduce((u, v) => u + (v ?? 0), 0), 0);
