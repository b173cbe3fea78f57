/**
 * @module protocol/views/circle-poker
 * The circle-poker view on the wire: what `game.view(state, audience)` returns, built by
 * src/games/circle-poker/view.ts and drawn by web/src/games/circle-poker/. A face-down card is null except for its
 * holder (and for everyone once shown at the showdown; for the auditor once the hand is over).
 */

export interface CpCardView {
  readonly card: string;
  readonly up: boolean;
}

export interface CpSeatView {
  readonly box: number;
  readonly player: string;
  readonly out: boolean;
  readonly inHand: boolean;
  readonly stack: number | null;
  readonly bet: number;
  readonly total: number;
  readonly folded: boolean;
  readonly allIn: boolean;
  readonly cards: readonly (CpCardView | null)[];
  /** Hands still to miss under penalty (003 §3.1.10.5), shown to everyone; absent: none. */
  readonly penalty?: number;
  /** Mucked unexposed at the showdown (003 §3.1.3.2–3.1.3.3): his cards are never shown; absent: not mucked. */
  readonly mucked?: boolean;
}

export interface CpPotView {
  readonly name: string;
  readonly amount: number;
  readonly shares: readonly { readonly player: string; readonly amount: number }[];
  readonly eligible: readonly string[];
  readonly rake: number;
  /** `run`: the run of the board the award was won on, when the board was run twice (0 or 1). */
  readonly awards: readonly { readonly player: string; readonly amount: number; readonly handType: number; readonly run?: number }[];
  /** The poker-room jackpot's drop taken from this pot (003 §3.2.41–42). */
  readonly drop?: number;
}

/** The poker-room jackpot a table feeds (003-CP-JP) and, once the hand is over, who its showdown made winners. */
export interface CpJackpotView {
  readonly id: string;
  readonly badBeat: { readonly losers: readonly string[]; readonly winners: readonly string[]; readonly table: readonly string[] } | null;
  readonly royalFlush: readonly string[];
}

export interface CpView {
  readonly game: string;
  readonly name: string;
  /** `drawing`: the players discard in turn before a street with a draw (`drawer`); `showdown`: the players still in
   * show or muck in turn (`shower`, 003 §3.1.3.6). */
  readonly phase: 'waiting' | 'betting' | 'drawing' | 'dealing' | 'showdown' | 'over';
  readonly version: number;
  readonly handNo: number;
  readonly button: number | null;
  readonly structure: string;
  readonly seats: readonly CpSeatView[];
  readonly boards: readonly (readonly string[])[];
  readonly pot: number;
  readonly currentBet: number;
  readonly toAct: {
    readonly box: number;
    readonly player: string;
    readonly call: number;
    readonly bet: { readonly min: number; readonly max: number } | null;
    readonly raise: { readonly min: number; readonly max: number } | null;
  } | null;
  /** The player to discard at a draw, and how many cards he may discard. */
  readonly drawer?: { readonly box: number; readonly player: string; readonly min: number; readonly max: number } | null;
  /** The player to show or muck at a showdown in order (003 §3.1.3.6); null otherwise. */
  readonly shower?: { readonly box: number; readonly player: string } | null;
  /** Run it twice (003 §3.2.32–36), once asked: who is asked, their answers, the outcome; the second run is `boards[1]`. */
  readonly runTwice?: { readonly from: number; readonly asked: readonly string[]; readonly answers: Readonly<Record<string, boolean>>; readonly outcome: 'pending' | 'agreed' | 'declined' } | null;
  readonly result: { readonly pots: readonly CpPotView[]; readonly showdown: boolean; readonly firstRoundOnly: boolean } | null;
  readonly shoe: { readonly shoeNo: number; readonly commitment: string; readonly remaining: number; readonly cutCardOut: boolean; readonly mode: string };
  /** The poker-room jackpot this table feeds (absent: none). */
  readonly jackpot?: CpJackpotView;
}
