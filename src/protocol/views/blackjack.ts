/**
 * @module protocol/views/blackjack
 * The blackjack view on the wire (games `blackjack`, `triple-blackjack`): what `game.view(state, audience)` returns,
 * built by src/games/blackjack/views.ts and drawn by web/src/games/blackjack/. A card the viewer may not see is
 * `null`.
 */
import type { AudienceKind, PublicShoe, ViewSettlement, WireCard } from './common.js';

export interface HandView {
  readonly cards: readonly (WireCard | null)[];
  readonly total: number | null;
  readonly soft: boolean;
  readonly end: string | null;
  readonly doubled: boolean;
  readonly fromSplit: boolean;
  readonly stakes: readonly { readonly bettor: string; readonly amount: number; readonly sub?: number; readonly returned: number | null; readonly outcome: string | null }[];
}

export interface BoxView {
  readonly id: number;
  readonly seated: string | null;
  readonly commander: string | null;
  readonly bets: readonly { readonly bettor: string; readonly amount: number; readonly sub?: number }[];
  readonly sideBets: readonly { readonly bettor: string; readonly bet: string; readonly amount: number; readonly returned: number | null; readonly outcome: string | null }[];
  readonly insurance: readonly { readonly bettor: string; readonly amount: number; readonly sub?: number; readonly returned: number | null }[];
  /** Tip bets for the staff (003 §2.2.1.7). */
  readonly tips: readonly { readonly bettor: string; readonly amount: number }[];
  readonly hands: readonly HandView[];
  readonly absent: string | null;
}

export interface BjView {
  readonly game: string;
  readonly profile: string;
  readonly audience: AudienceKind;
  readonly player: string | null;
  readonly roundNo: number;
  readonly version: number;
  readonly phase: string;
  readonly limits: { readonly minimum: number; readonly maximum: number };
  /** The casino's options this table offers (pairs, sevens, surrender…: 000 §03 V.1.g, players are told at every table). */
  readonly options: { readonly offered: readonly string[]; readonly cite: string };
  /** `exposed`: the next cards exposed by accident (003 §2.2.1.28); `position`: the auditor's, once the round is over. */
  readonly shoe: PublicShoe & { readonly exposed: readonly WireCard[]; readonly position?: { pos: number; cutAt: number | null; cutOffset: number; burnedCount: number } };
  readonly dealer: {
    readonly cards: readonly (WireCard | null)[];
    readonly total: number | null;
    readonly earlierHands: readonly (readonly WireCard[])[];
    /**
     * Triple blackjack (000 §03.01) only: the dealer's hands in the order he plays them, each with the position (box
     * 1–3 of every player's place) it settles; a position nobody bet on is skipped. The last is the hand in play.
     */
    readonly hands?: readonly { readonly position: number; readonly cards: readonly (WireCard | null)[]; readonly total: number | null }[];
  };
  readonly turn: { readonly box: number; readonly hand: number } | null;
  readonly boxes: readonly BoxView[];
  readonly pending: Record<string, unknown> | null;
  readonly questions: readonly { readonly box: number; readonly bettor: string; readonly kind: string; readonly sub?: number }[];
  readonly lastShoe: boolean;
  readonly settlement: ViewSettlement | null;
}
