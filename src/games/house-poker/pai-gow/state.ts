/**
 * @module games/house-poker/pai-gow/state
 * The plain-JSON state of a Pai Gow poker round (000 §14): the boxes (owner, stake, seven cards, the two hands once
 * set), the dice and the position they give, the Bank's seven cards and, after the showdown, its two hands; the round's
 * 53-card deck. The count's positions (VI): 1 is the Bank's (the croupier's while the house banks), 2–7 are boxes 1–6
 * clockwise. Phases: `betting` → (`close-bets`, "no more") `dice` → (`throw-dice`: the count and the deal) `setting`
 * (each box sets its two hands) → (all set) `showdown` (the croupier turns and sets his cards, and settles) → `over`.
 * Where a player may bank (profile `bank: player-may-bank`, VI), "no more" opens `bank-offer` when the rotation gives
 * a player's turn: the Bank is offered box by box (`take-bank` / `pass-bank`) until one takes it or the croupier's
 * turn comes (pai-gow/bank.ts). A player's Bank counts from his box (position 1); the croupier's seven cards then play
 * against the Bank as a customer's (`bank`, `bankSet` stay the croupier's hand, whoever banks).
 */
import type { Card } from '../../../cards/card.js';
import type { Actor, BoxId, PlayerId } from '../../../core/ids.js';
import type { Settlement } from '../../../core/settlement.js';
import type { ShoeState } from '../../../shoe/shoe.js';
import type { PaiGowProfile, PaiGowTable } from './profile.js';

/** Two hands as set: five cards high, two low. `foul`: the high hand is not worth more than the low (VII.3). */
export interface PgSet {
  readonly high: readonly Card[];
  readonly low: readonly Card[];
  readonly foul: boolean;
  /** Who set them: the player himself, or the house way (his request, or the timer). */
  readonly by: 'player' | 'house-way';
}

export interface PgBox {
  readonly box: BoxId;
  readonly owner: PlayerId;
  readonly stake: number;
  readonly cards: readonly Card[];
  readonly set: PgSet | null;
  /** The croupier found this box's hand set incorrectly (e.g. the wrong number of cards): it loses (VII.3). */
  readonly irregular: boolean;
}

/** A player holding the Bank (VI): his box, his chips put up to cover the table, his seven cards and his two hands. */
export interface PgBanker {
  readonly box: BoxId;
  readonly player: PlayerId;
  /** The chips he put up as the Bank when he took it (at least every bet on the table and the croupier's wager). */
  readonly chips: number;
  /** What the croupier's hand wagers against him: his own bet on his box when he took the Bank (bank.ts). */
  readonly houseWager: number;
  readonly cards: readonly Card[];
  readonly set: PgSet | null;
  /** The croupier found his hands set incorrectly (`hand-set-incorrectly` on his box): they lose (VII.3, bank.ts). */
  readonly irregular: boolean;
}

/** What passes to the next round: who held the Bank, and the last box that held it (the rotation, bank.ts). */
export interface PgCarry {
  /** `house`, or the box whose player banked. */
  readonly holder: 'house' | BoxId;
  readonly lastPlayerBox: BoxId | null;
}

export const HOUSE_HELD: PgCarry = { holder: 'house', lastPlayerBox: null };

export interface PgState {
  readonly game: string;
  readonly v: number;
  readonly roundNo: number;
  readonly profile: PaiGowProfile;
  readonly table: PaiGowTable;
  readonly phase: 'betting' | 'bank-offer' | 'dice' | 'setting' | 'showdown' | 'over';
  readonly boxes: readonly PgBox[];
  /** The three dice thrown, and the position (1–7) their sum gives, counted from the Bank's. */
  readonly dice: readonly number[] | null;
  readonly first: number | null;
  /** A scenario's fixed throw (the dice are public once thrown; never a secret). */
  readonly fixedDice: readonly number[] | null;
  /** The Bank's seven cards (hidden from every view, the croupier's included, until the showdown: VI). */
  readonly bank: readonly Card[];
  readonly bankSet: { readonly high: readonly Card[]; readonly low: readonly Card[] } | null;
  readonly shoe: ShoeState;
  readonly settlement: Settlement | null;
  /** The rotation as the previous round left it. */
  readonly carryIn: PgCarry;
  /** The box the Bank is offered to now (`bank-offer`), and the boxes that passed it in this round. */
  readonly offer: BoxId | null;
  readonly passed: readonly BoxId[];
  /** The player holding the Bank, or null while the house (the croupier) holds it. */
  readonly banker: PgBanker | null;
}

export type PgAction = { readonly by: Actor } & (
  | { readonly type: 'bet'; readonly box: BoxId; readonly amount: number }
  | { readonly type: 'withdraw'; readonly box: BoxId }
  | { readonly type: 'close-bets' }
  | { readonly type: 'take-bank'; readonly box: BoxId; readonly amount: number }
  | { readonly type: 'pass-bank'; readonly box: BoxId }
  | { readonly type: 'throw-dice'; readonly dice?: readonly number[] }
  | { readonly type: 'set-hands'; readonly box: BoxId; readonly low: string }
  | { readonly type: 'house-way'; readonly box: BoxId }
  | { readonly type: 'hand-set-incorrectly'; readonly box: BoxId }
  | { readonly type: 'showdown' }
);

export type PgEvent = { readonly type: string; readonly [field: string]: unknown };

/** The chips on the cloth: one bet a box, and a player's Bank. */
export const pgChips = (s: PgState): number => s.boxes.reduce((t, b) => t + b.stake, 0) + (s.banker?.chips ?? 0);
