/**
 * @module games/house-poker/engine/state
 * The plain-JSON state of one house-banked poker round: the boxes in play (owner, chips on each spot, cards,
 * decision), the dealer's cards, the round's shuffled deck (secret until the round ends), and the settlement.
 * Phases: `betting` → (`close-bets`: the deal) `deciding` (a card may be bought first, buy.ts) → (every box decided) `showdown` → (`showdown`) `over`; a
 * draw game (variant `draw`) has `drawing` between `deciding` and `showdown` while a box in play has not discarded.
 */
import type { Card } from '../../../cards/card.js';
import type { Actor, BoxId, PlayerId } from '../../../core/ids.js';
import type { Settlement } from '../../../core/settlement.js';
import type { ShoeState } from '../../../shoe/shoe.js';
import type { HousePokerProfile, HousePokerTable } from './profile.js';
import type { BettingSpot, Spot } from './variant.js';

export interface HpBox {
  readonly box: BoxId;
  readonly owner: PlayerId;
  readonly stakes: Readonly<Partial<Record<Spot, number>>>;
  readonly cards: readonly Card[];
  readonly decision: 'play' | 'fold' | null;
  /** A draw game's discards: the positions (0-based) of the cards the box threw, once declared (absent before). */
  readonly discards?: readonly number[];
  /** A blind box (engine/blind.ts): its continuation bet placed before the deal; its cards hidden from every view until the dealer opens them. */
  readonly blind?: boolean;
  /** A card bought (000 §11 VI.3, buy.ts): the card dealt face up, the card set aside (out of play, never shown), the side bets the purchase lost. */
  readonly bought?: { readonly card: Card; readonly setAside: Card; readonly forfeited: readonly Spot[] };
}

export interface HpState {
  readonly game: string;
  readonly v: number;
  readonly roundNo: number;
  readonly profile: HousePokerProfile;
  readonly table: HousePokerTable;
  readonly phase: 'betting' | 'deciding' | 'drawing' | 'showdown' | 'over';
  readonly boxes: readonly HpBox[];
  readonly dealer: readonly Card[];
  readonly shoe: ShoeState;
  readonly settlement: Settlement | null;
}

export type HpAction = { readonly by: Actor } & (
  | { readonly type: 'bet'; readonly box: BoxId; readonly spot: BettingSpot | 'play'; readonly amount: number }
  | { readonly type: 'withdraw'; readonly box: BoxId; readonly spot: BettingSpot | 'play' }
  | { readonly type: 'close-bets' }
  | { readonly type: 'play'; readonly box: BoxId; readonly multiple: number }
  | { readonly type: 'fold'; readonly box: BoxId }
  | { readonly type: 'discard'; readonly box: BoxId; readonly positions: readonly number[] }
  | { readonly type: 'buy-card'; readonly box: BoxId; readonly position: number }
  | { readonly type: 'showdown' }
);

export type HpEvent = { readonly type: string; readonly [field: string]: unknown };

/** The chips on the cloth: every spot of every box. */
export function chipsOf(s: HpState): number {
  let t = 0;
  for (const b of s.boxes) for (const v of Object.values(b.stakes)) t += v ?? 0;
  return t;
}
