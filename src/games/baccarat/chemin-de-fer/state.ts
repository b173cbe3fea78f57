/**
 * @module games/baccarat/chemin-de-fer/state
 * The state of one chemin de fer coup, plain JSON. A coup begins by constituting the bank when nobody holds it
 * (offer in rotation, to the standing players, back to the one who passed it, auction, and the forced taker),
 * then stakes against the bank, the deal, the punto's and the banker's words, and the settlement between them.
 */
import type { Card } from '../../../cards/card.js';
import type { Actor, PlayerId } from '../../../core/ids.js';
import type { ShoeState } from '../../../shoe/shoe.js';
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
}

export interface PassedBank {
  readonly player: PlayerId;
  readonly seat: number | null;
  readonly bank: number;
  /** Given up voluntarily (a successor must take it with at least `bank`), or lost. */
  readonly voluntary: boolean;
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
  readonly ready: readonly PlayerId[];
  readonly refusals: Readonly<Record<PlayerId, number>>;
  readonly shoe: ShoeState;
  readonly lastCoup: boolean;
  // the bank
  readonly stage: BankStage | null;
  /** Seats still to be offered the bank, in rotation order; the first is being asked. */
  readonly offerQueue: readonly number[];
  readonly bids: readonly { readonly player: PlayerId; readonly seat: number | null; readonly amount: number; readonly seq: number }[];
  readonly passed: PassedBank | null;
  readonly banker: Banker | null;
  /** What the banker staked this coup (the bank, raised or garaged before the stakes). */
  readonly bankStaked: number;
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
  /** The punto's third card fell into the basket: he counts 9, the banker draws unless he has 7 (000 §08 VIII.3). */
  readonly basketThird: boolean;
  readonly result: CdfResult | null;
}

type By = { readonly by: Actor };
export type CdfAction = By &
  (
    | { readonly type: 'sit'; readonly box: number }
    | { readonly type: 'leave'; readonly box?: number }
    | { readonly type: 'take-bank'; readonly amount: number }
    | { readonly type: 'decline-bank' }
    | { readonly type: 'bid'; readonly amount: number }
    | { readonly type: 'close-offer' }
    | { readonly type: 'close-auction' }
    | { readonly type: 'raise-bank'; readonly amount: number }
    | { readonly type: 'garage'; readonly amount: number }
    | { readonly type: 'pass-bank' }
    | { readonly type: 'banco' }
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
