/**
 * @module games/house-poker/holdem/state
 * The plain-JSON state of one round of a board game (variant.ts): the boxes in play (owner, chips on each spot, two
 * cards, decision), the dealer's two cards, the board, the current decision street, the round's shuffled deck (secret
 * until the round ends), and the settlement.
 * Phases: `betting` → (`close-bets`: the deal and the first street's board) `deciding` (street 0, 1, …: each box
 * bets, checks or folds; when every box has chosen and one has checked, the next street's board) → `showdown` →
 * (`showdown`: the board's remaining cards, the dealer's cards) `over`. A box's `decision` is `play` once it has bet
 * (it then waits for the showdown), `fold`, `check` until the next street opens (then null again), or null; a blind
 * box (holdem/blind.ts: its bet placed before the deal) is `play` from the deal on.
 */
import type { Actor, BoxId, PlayerId } from '../../../core/ids.js';
import type { Settlement } from '../../../core/settlement.js';
import type { ShoeState } from '../../../shoe/shoe.js';
import type { HoldemProfile, HoldemTable } from './profile.js';
import type { BoardProfileBase } from './variant.js';

/** The spots of a box: the ante (required), the play bet (placed by a decision), the variant's other spots. */
export type HhSpot = string;
/** Casino Hold'em's betting spots (the ante and the bonus). */
export const HH_BETTING_SPOTS = ['ante', 'bonus'] as const;
export type HhBettingSpot = string;

export interface HhBox {
  readonly box: BoxId;
  readonly owner: PlayerId;
  readonly stakes: Readonly<Partial<Record<HhSpot, number>>>;
  readonly cards: readonly string[];
  readonly decision: 'play' | 'fold' | 'check' | null;
  /** A blind hand (holdem/blind.ts): its continuation bet placed before the deal; its cards hidden from every view until the showdown. */
  readonly blind: boolean;
}

export interface HhState<P extends BoardProfileBase = HoldemProfile> {
  readonly game: string;
  readonly v: number;
  readonly roundNo: number;
  readonly profile: P;
  readonly table: HoldemTable;
  readonly phase: 'betting' | 'deciding' | 'showdown' | 'over';
  /** The decision street (0-based) while deciding; the last one reached afterwards. */
  readonly street: number;
  readonly boxes: readonly HhBox[];
  readonly dealer: readonly string[];
  readonly board: readonly string[];
  readonly shoe: ShoeState;
  readonly settlement: Settlement | null;
}

export type HhAction = { readonly by: Actor } & (
  | { readonly type: 'bet'; readonly box: BoxId; readonly spot: HhBettingSpot; readonly amount: number }
  | { readonly type: 'withdraw'; readonly box: BoxId; readonly spot: HhBettingSpot }
  | { readonly type: 'close-bets' }
  | { readonly type: 'play'; readonly box: BoxId; readonly multiple: number }
  | { readonly type: 'check'; readonly box: BoxId }
  | { readonly type: 'fold'; readonly box: BoxId }
  | { readonly type: 'showdown' }
);

export type HhEvent = { readonly type: string; readonly [field: string]: unknown };

/** The chips on the cloth: every spot of every box. */
export function hhChips(s: { readonly boxes: readonly HhBox[] }): number {
  let t = 0;
  for (const b of s.boxes) for (const v of Object.values(b.stakes)) t += v ?? 0;
  return t;
}
