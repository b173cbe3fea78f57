/**
 * @module games/baccarat/chemin-de-fer/state
 * The state of one chemin de fer coup, plain JSON. A coup begins by constituting the bank when nobody holds it
 * (offer in rotation, to the standing players, back to the one who passed it, auction, and the forced taker),
 * then stakes against the bank, the deal, the punto's and the banker's words, and the settlement between them.
 */
import type { Card } from '../../../cards/card.js';
import type { PlayerId } from '../../../core/ids.js';
import type { ShoeState } from '../../../shoe/shoe.js';
import type { By, SeatAction } from '../core/handler.js';
import type { CheminProfile, CheminTable } from './profile.js';

export type StakeKind = 'banco' | 'banco-suivi' | 'avec-la-table' | 'complete' | 'punto';

export interface Declared {
  readonly player: PlayerId;
  readonly seat: number | null;
  readonly kind: StakeKind;
  readonly amount: number;
  /** Order of declaration (standing players' priority among themselves). */
  readonly seq: number;
}

export interface Banker {
  readonly player: PlayerId;
  readonly seat: number | null;
  /** The bank in play for this coup. */
  readonly bank: number;
  /** The bank he took it with (the sum a voluntary successor must match, 000 §08 V). */
  readonly initial: number;
  /** Winnings kept in the bank since he took it (000 §08 V.a: voluntary garage above 50 × the punto minimum). */
  readonly winnings: number;
  /** Coups he has dealt; the first coup must be dealt (000 §08 V). */
  readonly coups: number;
  readonly firstCoupTie: boolean;
  /** Players associated with the banker and their part of the bank (000 §08 V, 001 §07 V); his own is the rest. */
  readonly associates: readonly Part[];
}

/** A sum in the bank, or in the stakes of one coup, that belongs to one player. */
export interface Part {
  readonly player: PlayerId;
  readonly amount: number;
}

/** One contributor's share of the bank's stake in a coup (banker first, then his associates). */
export interface BankShare {
  readonly player: PlayerId;
  readonly seat: number | null;
  readonly stake: number;
}

export interface PassedBank {
  readonly player: PlayerId;
  readonly seat: number | null;
  readonly bank: number;
  /** Given up voluntarily (a successor must take it with at least `bank`), or lost. */
  readonly voluntary: boolean;
  /** His associates, who may not bid in the auction of the hand he passed (000 §08 V, 001 §07 V). */
  readonly associates?: readonly PlayerId[];
}

export type BankStage = 'offer' | 'standing' | 'retake' | 'auction' | 'forced';

export type CdfPhase = 'bank' | 'betting' | 'deal' | 'punto' | 'punto-card' | 'announcement-error' | 'banker' | 'banker-card' | 'result' | 'over';

/** How the banker's freedom is limited this coup (000 §08 VI; VIII.2–3; IX). */
export type TableMode = 'free' | 'table' | 'table-draw-options';

export interface CdfCarry {
  readonly shoe: ShoeState;
  readonly seats: Readonly<Record<string, PlayerId>>;
  readonly banker: Banker | null;
  readonly passed: PassedBank | null;
  readonly bancoSuivi: PlayerId | null;
  readonly lastBanco: PlayerId | null;
  readonly cardsRight: PlayerId | null;
  readonly refusals: Readonly<Record<PlayerId, number>>;
  readonly coupNo: number;
  /** The inspector's waiting list, seats asked for, and players who must salute (000 §08 III–IV, 001 §07 III–IV). */
  readonly lists?: Lists;
}

/** The inspector's lists (000 §08 III–IV, 001 §07 III–IV). */
export interface Lists {
  /** Players waiting for a vacant seat, in the order they registered. */
  readonly waiting: readonly PlayerId[];
  /** Seated players who asked to change seat (served when the shoe ends). */
  readonly seatChange: readonly PlayerId[];
  /** Players who sat down during a shoe and must let the hand pass ("saluer") before taking the bank or going banco. */
  readonly mustSalute: readonly PlayerId[];
  /** Coups dealt from the present shoe (0: the shoe is new — a seat taken now is taken "at the end of the shoe"). */
  readonly shoeCoups: number;
}

export interface CdfResult {
  readonly winner: 'punto' | 'banker' | 'tie' | 'void';
  /** The banker of this coup (the carry may already name his successor). */
  readonly banker: { readonly player: PlayerId; readonly seat: number | null };
  readonly puntoPoint: number;
  readonly bankerPoint: number;
  readonly levy: number;
  readonly reason?: string;
}

export interface CdfState {
  readonly v: number;
  readonly roundNo: number;
  readonly coupNo: number;
  readonly profile: CheminProfile;
  readonly table: CheminTable;
  readonly phase: CdfPhase;
  readonly seats: Readonly<Record<string, PlayerId>>;
  readonly lists: Lists;
  /** Offers to join the banker, in order, awaiting his answer (000 §08 V, 001 §07 V); each offer's sum is staked. */
  readonly associationOffers: readonly Part[];
  /** The bank's chips at risk split between the banker and his associates (set at "no more bets", netted at the result). */
  readonly bankShares: readonly BankShare[];
  /** The punto holder lifted his cards from the cloth: a late banco suivi can no longer take them (000 §08 VII). */
  readonly cardsLifted: boolean;
  /** The right to banco suivi as it stood when the coup opened (000 §08 VII: recovered on a tie). */
  readonly bancoSuiviAtOpen: PlayerId | null;
  readonly ready: readonly PlayerId[];
  readonly refusals: Readonly<Record<PlayerId, number>>;
  readonly shoe: ShoeState;
  readonly lastCoup: boolean;
  // the bank
  readonly stage: BankStage | null;
  /** Seats still to be offered the bank, in rotation order; the first is being asked. */
  readonly offerQueue: readonly number[];
  /** Bids at the auction, each staked until the auction closes (the winner's becomes the bank). */
  readonly bids: readonly { readonly player: PlayerId; readonly seat: number | null; readonly amount: number; readonly seq: number }[];
  readonly passed: PassedBank | null;
  readonly banker: Banker | null;
  /** The part of the bank the stakes cover in this coup (at risk; set at "no more bets"). */
  readonly bankStaked: number;
  /**
   * The bank's chips on the table, by owner (the banker first, then his associates): put up when the bank is taken
   * (or bid for), raised or joined, standing from coup to coup with the winnings that join it, taken back when it is
   * garaged or passed (core/stakes.ts).
   */
  readonly bankChips: readonly Part[];
  // stakes against the bank
  readonly declared: readonly Declared[];
  readonly accepted: readonly Declared[];
  readonly seq: number;
  readonly puntoHolder: PlayerId | null;
  readonly bancoSuivi: PlayerId | null;
  readonly lastBanco: PlayerId | null;
  readonly cardsRight: PlayerId | null;
  /** Cards the banker drew before "no more bets" (000 §08 VIII.1): he plays the coup with them. */
  readonly earlyCards: readonly Card[];
  // the coup
  readonly punto: readonly Card[];
  readonly bankerCards: readonly Card[];
  /** A fifth card the banker drew before the punto spoke (000 §08 VIII.3). Face down. */
  readonly pendingFifth: Card | null;
  readonly puntoShown: boolean;
  readonly bankerShown: boolean;
  /** A point imposed by an irregularity (punto 9 for a card dropped in the basket; banker 0 when overdealt). */
  readonly puntoOverride: number | null;
  readonly bankerOverride: number | null;
  readonly puntoSaid: 'carte' | 'non' | null;
  readonly bankerSaid: 'carte' | 'non' | null;
  /** A punto with 8 or 9 who said "non" lost the right to show (000 §08 IX). */
  readonly puntoForgot: boolean;
  readonly tableMode: TableMode;
  /** The banker may still show a natural: lost when he gave or offered a card (000 §08 VIII.3). */
  readonly bankerMayShow: boolean;
  /** A side that lost the coup by an irregularity (cards in the basket unseen, 000 §08 VIII.3, IX). */
  readonly forfeit: 'punto' | 'banker' | null;
  /** The banker showed his game before the punto decided: stakes may be withdrawn (000 §08 VIII.3). */
  readonly withdrawOpen: boolean;
  /** Cards exposed during the deal, by hand and position (000 §08 VIII.2–3). */
  readonly exposed: { readonly punto: readonly number[]; readonly banker: readonly number[] };
  /** Someone other than the croupier advised the punto: the table governs his 5 (000 §08 IX). */
  readonly puntoAdvised: boolean;
  /** The punto on 5 asked the croupier's advice (000 §08 VI, 001 §07 VI): binding where the profile says so. */
  readonly croupierAdvised: boolean;
  /** The punto's third card fell into the basket: he counts 9, the banker draws unless he has 7 (000 §08 VIII.3). */
  readonly basketThird: boolean;
  readonly result: CdfResult | null;
}

export type CdfAction = By &
  (
    | SeatAction
    | { readonly type: 'take-bank'; readonly amount: number }
    | { readonly type: 'decline-bank' }
    | { readonly type: 'bid'; readonly amount: number }
    | { readonly type: 'close-offer' }
    | { readonly type: 'close-auction' }
    | { readonly type: 'raise-bank'; readonly amount: number }
    | { readonly type: 'garage'; readonly amount: number }
    | { readonly type: 'pass-bank' }
    | { readonly type: 'banco' }
    | { readonly type: 'banco-suivi' }
    | { readonly type: 'lift-cards' }
    | { readonly type: 'associate'; readonly amount: number }
    | { readonly type: 'accept-associate' }
    | { readonly type: 'refuse-associate' }
    | { readonly type: 'join-list' }
    | { readonly type: 'leave-list' }
    | { readonly type: 'ask-seat-change' }
    | { readonly type: 'player-absent' }
    | { readonly type: 'avec-la-table' }
    | { readonly type: 'complete' }
    | { readonly type: 'punto'; readonly amount: number }
    | { readonly type: 'withdraw' }
    | { readonly type: 'done' }
    | { readonly type: 'close-bets' }
    | { readonly type: 'deal' }
    | { readonly type: 'show' }
    | { readonly type: 'carte' }
    | { readonly type: 'non' }
    | { readonly type: 'ask-advice' }
    | { readonly type: 'ask-table' }
    | { readonly type: 'give-card' }
    | { readonly type: 'refuse-card' }
    | { readonly type: 'draw' }
    | { readonly type: 'announce' }
    // irregularities, recorded by the croupier / inspector
    | { readonly type: 'early-cards'; readonly count: number }
    | { readonly type: 'discard-early-cards' }
    | { readonly type: 'stuck-cards' }
    | { readonly type: 'card-on-floor' }
    | { readonly type: 'exposed-card'; readonly hand: 'punto' | 'banker'; readonly index: number; readonly who: 'croupier' | 'banker' }
    | { readonly type: 'wrong-card-call'; readonly cards: 1 | 2 }
    | { readonly type: 'fifth-card' }
    | { readonly type: 'banker-overdealt'; readonly extra: number }
    | { readonly type: 'two-cards'; readonly to: 'punto' | 'banker' }
    | { readonly type: 'card-in-basket'; readonly which: 'punto-first-two' | 'punto-third' }
    | { readonly type: 'banker-shows-early' }
    | { readonly type: 'cards-in-basket-unseen'; readonly side: 'punto' | 'banker' }
    | { readonly type: 'outside-advice'; readonly to: 'punto' | 'banker' }
  );
