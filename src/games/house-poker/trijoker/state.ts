/**
 * @module games/house-poker/trijoker/state
 * The plain-JSON state of a Trijoker round (000 §13): the boxes (owner, the three equal bets and whether bets 1 and 2
 * were taken back, the three cards), the two community cards (`shown`: how many are face up), the round's deck.
 * Phases: `betting` → (`close-bets`: the deal) `first` (bet 1: take back or let ride) → (all decided) `show-first`
 * (the dealer turns the left card) → `second` (bet 2) → (all decided) `showdown` (the dealer turns the right card and
 * settles) → `over`; a community card of J or higher exposed during the deal voids the round (`over`, every stake back).
 */
import type { Card } from '../../../cards/card.js';
import type { Actor, BoxId, PlayerId } from '../../../core/ids.js';
import type { Settlement } from '../../../core/settlement.js';
import type { ShoeState } from '../../../shoe/shoe.js';
import type { TrijokerProfile, TrijokerTable } from './profile.js';

/** A decision on bet 1 or 2: null while open. */
export type TjChoice = 'let-ride' | 'take-back' | null;

export interface TjBox {
  readonly box: BoxId;
  readonly owner: PlayerId;
  /** The amount of each of the three bets (000 §13 V.4: three equal bets). */
  readonly stake: number;
  readonly first: TjChoice;
  readonly second: TjChoice;
  readonly cards: readonly Card[];
}

export interface TjState {
  readonly game: string;
  readonly v: number;
  readonly roundNo: number;
  readonly profile: TrijokerProfile;
  readonly table: TrijokerTable;
  readonly phase: 'betting' | 'first' | 'show-first' | 'second' | 'showdown' | 'over';
  readonly boxes: readonly TjBox[];
  readonly community: readonly Card[];
  /** Community cards face up: 0, 1 (the left one) or 2. */
  readonly shown: number;
  /** Community cards (0: left, 1: right) exposed by mistake and left in play (below the void rank). */
  readonly exposed: readonly number[];
  readonly shoe: ShoeState;
  readonly settlement: Settlement | null;
}

export type TjAction = { readonly by: Actor } & (
  | { readonly type: 'bet'; readonly box: BoxId; readonly amount: number }
  | { readonly type: 'withdraw'; readonly box: BoxId }
  | { readonly type: 'close-bets' }
  | { readonly type: 'let-ride'; readonly box: BoxId }
  | { readonly type: 'take-back'; readonly box: BoxId }
  | { readonly type: 'show-community' }
  | { readonly type: 'community-exposed'; readonly card: 0 | 1 }
  | { readonly type: 'showdown' }
);

export type TjEvent = { readonly type: string; readonly [field: string]: unknown };

/** The chips on the cloth: three bets a box (a bet taken back is returned in the settlement). */
export const tjChips = (s: TjState): number => s.boxes.reduce((t, b) => t + 3 * b.stake, 0);
