/**
 * @module games/baccarat/deux-tableaux/state
 * The state of one coup of baccarat à deux tableaux, plain JSON: the bank (awarded by the inspector or at auction),
 * the stakes on each tableau, two punto hands that speak in order before the banker, and the settlement.
 */
import type { Card } from '../../../cards/card.js';
import type { PlayerId } from '../../../core/ids.js';
import type { ShoeState } from '../../../shoe/shoe.js';
import type { By, SeatAction } from '../core/handler.js';
import type { DeuxProfile, DeuxTable } from './profile.js';

export type Tab = 0 | 1;
export type DtPhase = 'bank' | 'betting' | 'deal' | 'speak' | 'card' | 'banker' | 'banker-card' | 'result' | 'over';

export interface DtBanker {
  readonly player: PlayerId;
  readonly bank: number;
  readonly initial: number;
  readonly coups: number;
  /** Net won since he took the bank (a banker who wins and withdraws may not bank again this shoe). */
  readonly won: number;
}

export interface DtStake {
  readonly player: PlayerId;
  readonly seat: number | null;
  readonly tab: Tab;
  readonly amount: number;
  readonly seq: number;
  readonly banco: boolean;
}

/** A free bank's gaming session (000 §09 V.2): the day, its number that day, and the shoes started in it. */
export interface DtSession {
  readonly day: string;
  readonly count: number;
  readonly open: boolean;
  readonly shoes: number;
  /** The shoe last counted in this session. */
  readonly shoeNo: number | null;
}

export interface DtCarry {
  readonly shoe: ShoeState;
  readonly seats: Readonly<Record<string, PlayerId>>;
  readonly banker: DtBanker | null;
  /** The bank on offer for the initial sum after its banker left (000 §09 V.1). */
  readonly offer: number | null;
  readonly barred: readonly PlayerId[];
  /** The seat holding the cards on each tableau. */
  readonly rotation: readonly [number | null, number | null];
  /** The banco player's right to repeat a void coup, with the repeats left. */
  readonly bancoRepeat: { readonly player: PlayerId; readonly left: number } | null;
  /** A player who wrongly took a tableau's cards: the cards go to the right player next coup (000 §09 VIII.1). */
  readonly owed: readonly [number | null, number | null];
  readonly coupNo: number;
  /** Coups dealt from the present shoe (0: banco may be called, 000 §09 VI; absent in carries before it was kept). */
  readonly shoeCoups?: number;
  readonly closed: boolean;
  /** The free bank's session (absent for a limited bank). */
  readonly session?: DtSession | null;
  /** The next coup starts a new shoe (a jumped bank redeposited with a change of shoe, a new session). */
  readonly changeShoe?: boolean;
}

export interface DtTabResult {
  readonly winner: 'punto' | 'banker' | 'tie' | 'void';
  readonly punto: number;
  readonly stakes: number;
}
export interface DtResult {
  readonly banker: PlayerId;
  readonly tabs: readonly [DtTabResult, DtTabResult];
  readonly bankerPoint: number;
  /** The banker's net over both tableaux before the cagnotte. */
  readonly net: number;
  readonly levy: number;
  readonly void?: string;
}

export interface DtState {
  readonly v: number;
  readonly roundNo: number;
  readonly coupNo: number;
  /** Coups dealt from the present shoe: banco is called at the start of a shoe only (000 §09 VI, 001 §08 VI). */
  readonly shoeCoups: number;
  readonly profile: DeuxProfile;
  readonly table: DeuxTable;
  readonly phase: DtPhase;
  readonly seats: Readonly<Record<string, PlayerId>>;
  readonly ready: readonly PlayerId[];
  readonly shoe: ShoeState;
  readonly lastCoup: boolean;
  readonly closed: boolean;
  readonly session: DtSession | null;
  /** Play is blocked by the free bank's session limits (session.ts). */
  readonly sessionBlock: 'no-session' | 'shoes' | null;
  readonly changeShoe: boolean;
  // the bank
  readonly banker: DtBanker | null;
  /** The part of the bank's chips the stakes cover in this coup (at risk; set at "no more bets"). */
  readonly bankStaked: number;
  /**
   * The bank's chips on the table (the banker's): the bank, standing from coup to coup, and what a free bank puts up
   * beside it to answer stakes above it (bank-chips.ts).
   */
  readonly bankChips: number;
  readonly offer: number | null;
  /** Bids at the auction, each staked until it closes (the winner's becomes the bank). */
  readonly bids: readonly { readonly player: PlayerId; readonly seat: number | null; readonly amount: number; readonly seq: number }[];
  readonly barred: readonly PlayerId[];
  // stakes
  readonly declared: readonly DtStake[];
  readonly accepted: readonly DtStake[];
  readonly seq: number;
  readonly rotation: readonly [number | null, number | null];
  readonly holders: readonly [PlayerId | null, PlayerId | null];
  readonly banco: PlayerId | null;
  readonly bancoRepeat: { readonly player: PlayerId; readonly left: number } | null;
  readonly owed: readonly [number | null, number | null];
  readonly earlyCards: readonly Card[];
  /** A card given to a tableau that did not ask: it goes to the next hand that draws (000 §09 VIII.3–4). */
  readonly pending: readonly Card[];
  // the coup
  readonly hands: readonly [readonly Card[], readonly Card[]];
  readonly bankerCards: readonly Card[];
  /** The tableau speaking now (phase speak / card). */
  readonly turn: Tab;
  readonly said: readonly ['carte' | 'non' | 'show' | null, 'carte' | 'non' | 'show' | null];
  /** A tableau with 8 or 9 that said "non" lost the right to show. */
  readonly lostShow: readonly [boolean, boolean];
  /** A tableau whose cards were lost unseen: void for it (000 §09 VIII.2); thrown away unseen: counts 0. */
  readonly tabVoid: readonly [boolean, boolean];
  readonly tabZero: readonly [boolean, boolean];
  readonly bankerZero: boolean;
  readonly bankerShown: boolean;
  readonly bankerMayShow: boolean;
  readonly tableAsked: boolean;
  /** The error to restore was the banker's (000 §09 VIII.3: then ≤ 5 draws, else stands, where the table differs). */
  readonly bankerErred: boolean;
  readonly result: DtResult | null;
}

export type DtAction = By &
  (
    | SeatAction
    | { readonly type: 'award-bank'; readonly player: PlayerId; readonly amount: number }
    | { readonly type: 'take-bank' }
    | { readonly type: 'bid'; readonly amount: number }
    | { readonly type: 'close-auction'; readonly lot?: number }
    | { readonly type: 'leave-bank' }
    | { readonly type: 'redeposit'; readonly amount: number; readonly newShoe?: boolean }
    | { readonly type: 'open-session'; readonly day: string }
    | { readonly type: 'close-session' }
    | { readonly type: 'stake'; readonly tableau: 1 | 2 | 'both'; readonly amount: number; readonly line?: boolean; readonly spot?: 'beside-banker' | 'beside-croupier' }
    | { readonly type: 'banco' }
    | { readonly type: 'withdraw' }
    | { readonly type: 'done' }
    | { readonly type: 'close-bets'; readonly lot?: number }
    | { readonly type: 'deal' }
    | { readonly type: 'show' }
    | { readonly type: 'carte' }
    | { readonly type: 'non' }
    | { readonly type: 'ask-table' }
    | { readonly type: 'draw' }
    | { readonly type: 'announce' }
    | { readonly type: 'early-cards'; readonly count: number }
    | { readonly type: 'discard-early-cards' }
    | { readonly type: 'stuck-cards' }
    | { readonly type: 'card-on-floor' }
    | { readonly type: 'wrong-holder'; readonly tableau: 1 | 2; readonly player: PlayerId }
    | { readonly type: 'cards-lost'; readonly hand: 'tableau-1' | 'tableau-2' | 'banker' }
    | { readonly type: 'cards-thrown-unseen'; readonly hand: 'tableau-1' | 'tableau-2' | 'banker' }
    | { readonly type: 'wrong-card'; readonly to: 1 | 2 }
    | { readonly type: 'exposed-cards'; readonly tableau: 1 | 2 }
    | { readonly type: 'wrong-point' }
  );
