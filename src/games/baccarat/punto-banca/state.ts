/**
 * @module games/baccarat/punto-banca/state
 * The state of one punto y banca coup, plain JSON. The profile and table travel in the state so that `apply`
 * needs nothing else; what passes between coups (shoe, seats, the shoe holder) is the carry.
 */
import type { Card } from '../../../cards/card.js';
import type { Actor, PlayerId } from '../../../core/ids.js';
import type { ShoeState } from '../../../shoe/shoe.js';
import type { Side, Winner } from '../core/coup.js';
import type { PuntoBancaProfile, PuntoBancaTable } from './profile.js';

export type Spot = 'punto' | 'banca' | 'tie';
export const SPOTS: readonly Spot[] = ['punto', 'banca', 'tie'];

export interface PbBet {
  readonly bettor: PlayerId;
  /** The seat's box for a seated player (000 §07 II.3: bank boxes numbered like the seats); absent when standing. */
  readonly box?: number;
  readonly spot: Spot;
  readonly amount: number;
}

/** betting → dealing → drawing → result → over. A dead hand (003 §2.2.7.23–24) starts at dealing. */
export type PbPhase = 'betting' | 'dealing' | 'drawing' | 'result' | 'over';

export interface PbCarry {
  readonly shoe: ShoeState;
  readonly seats: Readonly<Record<string, PlayerId>>;
  readonly shoeHolder: number | null;
  readonly holderDealt: number;
  readonly salutes: Readonly<Record<PlayerId, number>>;
  readonly refusals: Readonly<Record<PlayerId, number>>;
  /** Cards set aside face down, still to be used as the next cards (003 §2.2.7.22). */
  readonly pending: readonly Card[];
  /** Exposed extra cards: the first cards of the next hand, played without bets (003 §2.2.7.23). */
  readonly deadCards: readonly Card[];
  readonly coupNo: number;
}

export interface PbResult {
  readonly winner: Winner;
  readonly puntoPoint: number;
  readonly bancaPoint: number;
}

export interface PbState {
  readonly v: number;
  readonly roundNo: number;
  readonly coupNo: number;
  readonly profile: PuntoBancaProfile;
  readonly table: PuntoBancaTable;
  readonly phase: PbPhase;
  readonly seats: Readonly<Record<string, PlayerId>>;
  /** Seated players who have finished betting. */
  readonly ready: readonly PlayerId[];
  readonly shoeHolder: number | null;
  /** Coups dealt by the present holder since he received the shoe. */
  readonly holderDealt: number;
  readonly salutes: Readonly<Record<PlayerId, number>>;
  readonly refusals: Readonly<Record<PlayerId, number>>;
  readonly shoe: ShoeState;
  /** Cards out of the shoe set aside face down, to be used as the next cards (003 §2.2.7.22). Secret. */
  readonly pending: readonly Card[];
  /** Exposed extra cards for the next hand (003 §2.2.7.23). */
  readonly deadCards: readonly Card[];
  /** This hand is played without bets (003 §2.2.7.23–24). */
  readonly dead: boolean;
  readonly bets: readonly PbBet[];
  readonly punto: readonly Card[];
  readonly banca: readonly Card[];
  /** Who turned the punto cards (the largest punto bet, 000 §07 IV); null: the croupier. */
  readonly puntoHolder: PlayerId | null;
  /** The seat that dealt, or null when the croupier dealt. */
  readonly dealtBy: number | null;
  readonly result: PbResult | null;
  /** The stop card came out during this coup: it is the shoe's last (000 §07 VII). */
  readonly lastCoup: boolean;
}

export type PbAction =
  | { readonly type: 'sit'; readonly by: PbActor; readonly box: number }
  | { readonly type: 'leave'; readonly by: PbActor; readonly box?: number }
  | { readonly type: 'bet'; readonly by: PbActor; readonly spot: Spot; readonly amount: number }
  | { readonly type: 'withdraw'; readonly by: PbActor; readonly spot: Spot }
  | { readonly type: 'done'; readonly by: PbActor }
  | { readonly type: 'pass-shoe'; readonly by: PbActor }
  | { readonly type: 'close-bets'; readonly by: PbActor }
  | { readonly type: 'deal'; readonly by: PbActor; readonly placed?: readonly Side[] }
  | { readonly type: 'draw'; readonly by: PbActor }
  | { readonly type: 'announce'; readonly by: PbActor }
  | { readonly type: 'extra-card'; readonly by: PbActor; readonly faceUp: boolean }
  | { readonly type: 'wrong-third-card'; readonly by: PbActor; readonly hand: Side }
  /** 003 §2.2.7.25; `order`, `cut` and `salt` are the shuffle's random result (filled by randomize). */
  | { readonly type: 'shuffler-failure'; readonly by: PbActor; readonly order?: readonly Card[]; readonly cut?: number; readonly salt?: string };

export type PbActor = Actor;
