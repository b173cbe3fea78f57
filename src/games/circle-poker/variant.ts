/**
 * @module games/circle-poker/variant
 * A circle-poker variant as data (PokerKit's composition, STYLE §1): the deck, the streets (what each deals, face
 * up or down, burns, board cards, who opens the betting, which fixed-limit unit it plays at), the hand types the pot
 * is shared between, and the kind of forced bets. The engine reads these fields and never a variant's id.
 */
import type { HandType } from '../../poker/hand-type.js';

/** Who speaks first on a street (003 §3.1.6.3, §3.1.3.6; 000 §17.4). */
export type Opener =
  /** Blind games' first round: the seat after the big blind (after the button when there are no blinds). */
  | 'after-blinds'
  /** The first seat left of the button still in the hand. */
  | 'left-of-button'
  /** Stud's first round: the seat after the bring-in. */
  | 'after-bring-in'
  /** Stud's later rounds: the best hand showing (razz: `lowest-showing`). */
  | 'best-showing'
  | 'lowest-showing';

export interface Street {
  /** Cards burned before the street (003 §3.1.7.4; 000 §17.2.1 II.4). */
  readonly burn: number;
  /** Cards each player receives on this street, in order: face down or face up. */
  readonly hole: readonly ('down' | 'up')[];
  /** Community cards dealt on each board. */
  readonly board: number;
  readonly opener: Opener;
  /** Fixed limit: this street plays at the big bet (000 §17.5 II.1 a: the later rounds at the higher limit). */
  readonly bigBet: boolean;
}

export interface CircleVariant {
  readonly id: string;
  readonly name: string;
  readonly cite: string;
  /** The ranks in the deck, four suits each: `23456789TJQKA` (52), `6789TJQKA` (36, 003 §3.5.2.1), `789TJQKA` (32). */
  readonly ranks: string;
  /** Community boards (two: 000 §17.3.2). */
  readonly boards: number;
  readonly streets: readonly Street[];
  /** The pot is shared equally between these (one: the whole pot). */
  readonly hands: readonly HandType[];
  /** Blinds (hold'em, Omaha), a bring-in after the antes (stud), or antes alone: which forced bets the engine posts. */
  readonly forced: 'blinds' | 'bring-in' | 'antes';
  /** Low game (razz): the bring-in is the highest card, the lowest hand showing speaks first. */
  readonly lowShowing: boolean;
}
