/**
 * @module games/house-poker/holdem/state
 * The plain-JSON state of one community-card house round: the boxes in play (owner, chips on each spot, two cards,
 * decision), the dealer's two cards, the board (the flop, then the turn and the river), the round's shuffled deck
 * (secret until the round ends), and the settlement.
 * Phases: `betting` → (`close-bets`: the deal and the flop) `deciding` → (every box decided) `showdown` →
 * (`showdown`: the turn, the river, the dealer's cards) `over`.
 */
import type { Card } from '../../../cards/card.js';
import type { Actor, BoxId, PlayerId } from '../../../core/ids.js';
import type { Settlement } from '../../../core/settlement.js';
import type { ShoeState } from '../../../shoe/shoe.js';
import type { HoldemProfile, HoldemTable } from './profile.js';

/** The spots of a box: the ante (required), the call (placed by the decision), the optional bonus. */
export type HhSpot = 'ante' | 'play' | 'bonus';
export const HH_BETTING_SPOTS = ['ante', 'bonus'] as const;
export type HhBettingSpot = (typeof HH_BETTING_SPOTS)[number];

export interface HhBox {
  readonly box: BoxId;
  readonly owner: PlayerId;
  readonly stakes: Readonly<Partial<Record<HhSpot, number>>>;
  readonly cards: readonly Card[];
  readonly decision: 'play' | 'fold' | null;
}

export interface HhState {
  readonly game: string;
  readonly v: number;
  readonly roundNo: number;
  readonly profile: HoldemProfile;
  readonly table: HoldemTable;
  readonly phase: 'betting' | 'deciding' | 'showdown' | 'over';
  readonly boxes: readonly HhBox[];
  readonly dealer: readonly Card[];
  readonly board: readonly Card[];
  readonly shoe: ShoeState;
  readonly settlement: Settlement | null;
}

export type HhAction = { readonly by: Actor } & (
  | { readonly type: 'bet'; readonly box: BoxId; readonly spot: HhBettingSpot; readonly amount: number }
  | { readonly type: 'withdraw'; readonly box: BoxId; readonly spot: HhBettingSpot }
  | { readonly type: 'close-bets' }
  | { readonly type: 'play'; readonly box: BoxId; readonly multiple: number }
  | { readonly type: 'fold'; readonly box: BoxId }
  | { readonly type: 'showdown' }
);

export type HhEvent = { readonly type: string; readonly [field: string]: unknown };

/** The chips on the cloth: every spot of every box. */
export function hhChips(s: HhState): number {
  let t = 0;
  for (const b of s.boxes) for (const v of Object.values(b.stakes)) t += v ?? 0;
  return t;
}
