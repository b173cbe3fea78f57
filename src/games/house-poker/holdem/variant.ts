/**
 * @module games/house-poker/holdem/variant
 * A community-card ("board") house game as engine parts: the streets of decisions, each opened by the board cards it
 * deals, the side spots, a spot staked equal with the ante, and the settlement of one box. The engine (rules.ts,
 * game.ts) reads only this, never the game's id:
 * - Casino Texas Hold'em (003 §2.2.10; 000 §16): one street, opened by the flop, call 2× or fold; the turn and the
 *   river at the showdown.
 * - Ultimate Texas Hold'em (003 §2.2.9): three streets: before the flop 3× or 4× or check; after the flop 2× or
 *   check; after the turn and the river 1× or fold; a box that has bet waits for the showdown.
 * Blind hands (blind.ts) are the profile's `blindHands`, read by the engine for any board game, not a variant part.
 */
import type { BetInfo, GameTools, ProfileSet } from '../../../core/contract.js';
import type { JackpotResult, SettlementLine } from '../../../core/settlement.js';
import type { RoundingPolicy } from '../../../money/rounding.js';
import type { BlindHands } from './blind.js';
import type { HhBox } from './state.js';

/** What the engine reads of every board game's profile (each a cited parameter). */
export interface BoardProfileBase {
  readonly id: string;
  readonly rounding: { readonly value: RoundingPolicy; readonly cite: string };
  readonly boxes: { readonly value: number; readonly cite: string };
  readonly limitRatios: { readonly value: readonly number[] | null; readonly cite: string };
  readonly qualifier: { readonly value: string; readonly cite: string };
  readonly cites: { readonly deal: string; readonly decide: string; readonly showdown: string; readonly ranking: string; readonly bets: string };
  /** Blind hands (holdem/blind.ts), where the text has them (003); absent: not offered. */
  readonly blindHands?: { readonly value: BlindHands; readonly cite: string };
}

/** Board cards dealt face up at once, with the event that shows them and where that is written. */
export interface BoardDeal {
  readonly cards: number;
  readonly event: string;
  readonly cite: string;
}

/** One decision street: the board cards dealt before it (none before the first decision of UTH), the play bet's multiples, and the other choice. */
export interface Street {
  readonly board: BoardDeal | null;
  /** The play bet as allowed multiples of the ante. */
  readonly multiples: readonly number[];
  /** The choice that places no bet: `check` (wait for the next street) or `fold` (the box is out); the timer takes it. */
  readonly pass: 'check' | 'fold';
  readonly cite: string;
}

/**
 * A table jackpot's part (holdem/jackpot.ts; Casino Hold'em's jackpot system, 003 §2.2.10.21): at a table linked to a
 * jackpot, a side spot is the JP bet — one stake, dropped into the box whole — and the round names its contributions
 * and awards; the spot then has no settlement line.
 */
export interface BoardJackpot<P extends BoardProfileBase> {
  /** The side spot that is the JP bet and where that is written; null: the profile has no jackpot system. */
  spot(p: P): { readonly spot: string; readonly cite: string } | null;
  /** The round's JP bets and prizes at the showdown: the boxes (their cards, stakes, decisions), the board (five). */
  settle(p: P, link: { readonly id: string; readonly stake: number }, boxes: readonly HhBox[], board: readonly string[]): JackpotResult;
}

export interface BoardVariant<P extends BoardProfileBase> {
  readonly id: string;
  readonly profiles: ProfileSet<P>;
  /** The decision streets, in order (from the profile: multiples and citations are parameters). */
  streets(p: P): readonly Street[];
  /** The board cards the showdown deals after the last street (CHE: the turn and the river; UTH: none). */
  showdownBoard(p: P): BoardDeal | null;
  /** The side spots a player may place while betting is open, in order, each with its cited table (null value: not offered). */
  readonly sideSpots: readonly string[];
  sideTable(p: P, spot: string): { readonly value: unknown; readonly cite: string } | null;
  /** Spots staked equal with the ante, placed and taken back with it (UTH's BLIND, 003 §2.2.9.7). */
  readonly withAnte: readonly string[];
  /** Whether the dealer's hand (his two cards and the board) qualifies (shown in the `dealer-shown` event). */
  qualifies(p: P, dealer: readonly string[], board: readonly string[]): boolean;
  /** Settles one box at the showdown: its cards, the board (five), the dealer's cards. */
  settle(p: P, b: HhBox, board: readonly string[], dealer: readonly string[]): SettlementLine[];
  readonly bets: (p: P) => BetInfo[];
  readonly tools?: GameTools<P>;
  /** Refuses a profile at the load of a round (the player-advantage check). */
  check(p: P): void;
  /** The table jackpot's part, where the game has one (absent: a linked table is refused). */
  readonly jackpot?: BoardJackpot<P>;
}
