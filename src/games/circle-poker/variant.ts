/**
 * @module games/circle-poker/variant
 * A circle-poker variant as data (PokerKit's composition, STYLE §1): the deck, the streets (what each deals, face
 * up or down, burns, board cards, who opens the betting, which fixed-limit unit it plays at), the hand types the pot
 * is shared between, and the kind of forced bets. The engine reads these fields and never a variant's id.
 */
import type { HandType } from '../../poker/hand-type.js';
import { ConfigError } from '../../core/errors.js';
import type { EquityGame } from '../../poker/equity.js';

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
  | 'lowest-showing'
  /**
   * Synthetic poker's later rounds (000 §17.6 IV.4; 001 §12 IX): "the player who made the highest bet" — read as the
   * last to bet or raise in the round before (his bet stood highest); the first seat left of the button still in when
   * nobody bet in it (the text says nothing of that case).
   */
  | 'highest-bettor';

/**
 * A draw on a street (PokerKit's `draw_cards`): before the street's burn and cards, each player still in discards,
 * in turn from the button's left, face down; then the dealer replaces the discards from the deck (draw poker) or not
 * (Crazy Pineapple: the hand keeps fewer cards).
 */
export interface DrawRule {
  /** Cards each player discards: at least `min`, at most `max` (000 §17.1 III: none to four; 003 §3.5.7: one). */
  readonly min: number;
  readonly max: number;
  /** The dealer gives each player as many new cards as he discarded. */
  readonly replace: boolean;
  /**
   * At most this many replacements in the first pass round the table, the rest once every other player has his
   * (000 §17.1 III: a player discarding four gets three, then the fourth after the others); null: all at once.
   */
  readonly firstPass: number | null;
  /**
   * An exchange in turn (003 §3.5.13): the dealer serves each player's replacements in turn from the button's left,
   * a player exchanging one card first offered the top card face up, which he keeps or refuses for the next card
   * face down; the exchange may not take the cards the later streets need (the player is told how many remain).
   */
  readonly offer?: boolean;
  readonly cite: string;
}

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
  /** A discard (and draw) before the street's cards. */
  readonly draw?: DrawRule;
}

/** A deck the profile may choose instead of the variant's own (000 §17.1 I: 52 or 32 cards), with its hand types. */
export interface DeckChoice {
  readonly ranks: string;
  readonly hands: readonly HandType[];
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
  /** Other decks a profile may name in its `deck` field (the variant's own `ranks` and `hands` otherwise). */
  readonly decks?: Readonly<Record<string, DeckChoice>>;
}

/** The variant as a table plays it under a profile: the deck the profile names, with its hand types. */
export function variantFor(v: CircleVariant, deck: string | undefined): CircleVariant {
  if (deck === undefined) return v;
  const d = v.decks?.[deck];
  if (!d) throw new ConfigError('circle-poker/no-such-deck', `${v.id}: no deck "${deck}" (decks: ${Object.keys(v.decks ?? {}).join(', ') || 'none'})`, { variant: v.id, deck });
  return { ...v, ranks: d.ranks, hands: d.hands };
}

/**
 * What `croupier equity` needs of a variant: its deck and hand types, and the cards a player and a board hold at the
 * showdown (every street's; a draw that does not replace takes its discards away: Crazy Pineapple keeps two).
 */
export function equityGame(v: CircleVariant): EquityGame {
  const dealt = v.streets.reduce((n, st) => n + st.hole.length, 0);
  const thrown = v.streets.reduce((n, st) => n + (st.draw && !st.draw.replace ? st.draw.min : 0), 0);
  return { ranks: v.ranks, hands: v.hands, boards: v.boards, holeCards: dealt - thrown, boardCards: v.streets.reduce((n, st) => n + st.board, 0) };
}
