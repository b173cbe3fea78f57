/**
 * @module games/circle-poker/state
 * The state of one hand at a circle-poker table (plain JSON): the variant and profile it plays, the seats and the
 * button (carried from hand to hand), each player's place in the hand — stack behind, bet this round, chips put in
 * this hand, cards (face up or down), folded, all-in, acted —, the boards, the shoe, whose turn it is, the betting
 * round's current bet and last full raise, and the result once the hand is over.
 */
import type { GameAction, GameEvent } from '../../core/contract.js';
import type { ShoeState } from '../../shoe/shoe.js';
import type { CircleProfile } from './profile.js';
import type { CircleVariant } from './variant.js';
import type { IrregularAction, IrregularState } from './irregular.js';
import type { CardsAction } from './irregular-cards.js';
import type { ChipsAction } from './irregular-chips.js';
import type { UndercallAction } from './undercalls.js';
import type { PenaltyAction } from './penalties.js';
import type { DeclarationAction } from './declarations.js';
import type { ShowdownAction } from './showdown.js';

export interface Seat {
  readonly box: number;
  readonly player: string;
  /** Sitting out: keeps the seat, is not dealt in (000 §17 IV). */
  readonly out: boolean;
  /** Owes the new player blind before being dealt in (003 §3.2.13, §3.2.27): new to a game under way, or back. */
  readonly owes?: boolean;
  /** How a player who owes the blind comes in (003 §3.2.13, §3.2.15): post it now (the default), wait for the big
   * blind, or buy the button (both blinds, the small one dead). */
  readonly entry?: EntryChoice;
  /** Has declared a live straddle for the next hand (003 §3.2.17). */
  readonly straddle?: boolean;
  /** Hands dealt while this player sat out, since he last sat out (000 §17 IV's limit, the profile's `sitOutLimit`). */
  readonly missed?: number;
  /** Hands still to miss under penalty (003 §3.1.10.5, penalties.ts): dealt, forced bets posted, mucked after the deal. */
  readonly penalty?: number;
  /** Disqualified (003 §3.1.10.5; 000 §17 VIII.3 a, h): not dealt again; the seat freed at the hand's end. */
  readonly disqualified?: boolean;
}

/** A seat the game gave up by itself (000 §17 IV: sitting out beyond the limit); the table frees the box and cashes out. */
export interface FreedSeat {
  readonly box: number;
  readonly player: string;
  readonly reason: 'sit-out-limit' | 'disqualified';
}

export type EntryChoice = 'post' | 'wait' | 'buy-button';

export interface HeldCard {
  readonly card: string;
  readonly up: boolean;
}

export interface InHand {
  readonly player: string;
  readonly box: number;
  /** Chips behind (not yet put in). */
  readonly stack: number;
  /** Chips in front of the player in this betting round. */
  readonly bet: number;
  /** Chips put into the pot this hand (forced bets and this round's bet included; fees apart). */
  readonly total: number;
  readonly fee: number;
  readonly cards: readonly HeldCard[];
  readonly folded: boolean;
  readonly allIn: boolean;
  /** Has acted since the last full bet or raise (a short all-in does not clear it: 003 §3.1.8.8). */
  readonly acted: boolean;
  /** Raises this betting round (for a cap per player, 000 §17.5 II.1). */
  readonly raises: number;
  /** Cards shown at the showdown. */
  readonly shown: boolean;
  /** Mucked unexposed at the showdown (003 §3.1.3.2–3.1.3.3, showdown.ts): folded too — dead for every pot, his chips in. */
  readonly mucked?: boolean;
  /** The cards discarded at the draw under way (face down, never in a view); absent until the player has drawn. */
  readonly discarded?: readonly string[];
  /** An exchange in turn (`DrawRule.offer`): his replacements are dealt; he refused the face-up card offered. */
  readonly served?: boolean;
  readonly refused?: boolean;
}

export interface PotOutcome {
  readonly name: string;
  readonly amount: number;
  readonly shares: readonly { readonly player: string; readonly amount: number }[];
  readonly eligible: readonly string[];
  readonly rake: number;
  /** `run`: the board the award was won on when the board was run twice (0 the first run, 1 the second). */
  readonly awards: readonly { readonly player: string; readonly amount: number; readonly handType: number; readonly run?: number }[];
  /** The poker-room jackpot's drop taken from this pot (003 §3.2.41–42: the main pot); absent: none. */
  readonly drop?: number;
}

/**
 * Run it twice (003 §3.2.32–36): asked of every player still in (`asked`) once the betting is over with a player
 * all-in and board cards to come; each answer recorded; one "no" (or a time-out) declines. Agreed, the board is run
 * twice from street `from` (the second run is `boards[1]`) and each pot is halved between the runs.
 */
export interface RunTwice {
  readonly from: number;
  readonly asked: readonly string[];
  readonly answers: Readonly<Record<string, boolean>>;
  readonly outcome: 'pending' | 'agreed' | 'declined';
}

export interface HandResult {
  readonly pots: readonly PotOutcome[];
  readonly showdown: boolean;
  /** The hand ended in its first betting round (003 §3.2.43: no rake then). */
  readonly firstRoundOnly: boolean;
}

export interface CpState {
  readonly v: number;
  /** `drawing`: the players discard in turn (`toAct`) before a street with a draw; `showdown`: the players still in
   * show or muck in turn (`toAct`, `showdown`). */
  readonly phase: 'waiting' | 'betting' | 'drawing' | 'dealing' | 'showdown' | 'over';
  readonly variant: CircleVariant;
  readonly profile: CircleProfile;
  /** Each player's seat stack when the hand was drawn up; null where stacks are not given (simulation). */
  readonly bank: Readonly<Record<string, number>> | null;
  /** The time charge each player paid before this hand (000 §17 II.3 b, 003 §3.2.40); empty when none was due. */
  readonly charges: Readonly<Record<string, number>>;
  readonly seats: readonly Seat[];
  /** The button's box; null before the first hand (003 §3.2.8: drawn). */
  readonly button: number | null;
  readonly handNo: number;
  /** The players dealt in, clockwise from the first seat left of the button (the button last). */
  readonly hand: readonly InHand[];
  /** Index of the last street dealt; -1 before the deal. */
  readonly street: number;
  readonly boards: readonly (readonly string[])[];
  readonly shoe: ShoeState;
  readonly toAct: number | null;
  readonly currentBet: number;
  readonly lastRaise: number;
  readonly raisesInRound: number;
  /** Index of the big blind poster (the first round's opener sits after it), or of the bring-in. */
  readonly forcedAt: number | null;
  /** Index of the last player to bet or raise this hand (shows first, 003 §3.2.26). */
  readonly lastAggressor: number | null;
  readonly result: HandResult | null;
  /** The street whose draw has been opened (its discards under way or done); absent before any draw. */
  readonly drawFor?: number;
  /** The card offered face up to the player at `at` in an exchange in turn (003 §3.5.13), awaiting his answer. */
  readonly offer?: { readonly at: number; readonly card: string };
  /** Seats given up at this hand's deal (`FreedSeat`), for the table to free. */
  readonly freed?: readonly FreedSeat[];
  /** Run it twice, once it has been asked (003 §3.2.32). */
  readonly runTwice?: RunTwice;
  /** The next hand's button and blinds fixed by whoever runs the table (`CpCarry.blinds`); absent: the button moves. */
  readonly blinds?: FixedBlinds;
  /** The poker-room jackpot this cash table feeds (its configuration's `jackpot.id`, 003-CP-JP); absent: none. */
  readonly jackpot?: string;
  /** The last time charge taken on the table's clock (`LastCharge`), carried from hand to hand; absent: none yet. */
  readonly lastCharge?: LastCharge;
  /** The irregularities' bookkeeping (irregular.ts: a misdeal, exposed cards, actions out of turn). */
  readonly irr?: IrregularState;
  /** What the blinds posted short all-in lacked of the blinds (003 §3.1.8.15: not counted short in the pot-limit maximum before the flop). */
  readonly shortBlinds?: number;
  /** A showdown in order (showdown.ts, 003 §3.1.3.6): the hand indices in the order they show or muck, the first first. */
  readonly showdown?: { readonly order: readonly number[] };
}

/**
 * The period the last time charge opened (circle-poker/time-charge): its start (epoch ms) and whether it was a half;
 * `end`, once its time has run out and its last hands are dealt (000 §17 II.3 b): the period's end on the clock and
 * the hands dealt since (counted in the carry).
 */
export interface LastCharge {
  readonly at: number;
  readonly half: boolean;
  readonly end?: { readonly at: number; readonly hands: number };
}

/**
 * A hand's button and blinds fixed from outside (a tournament's dead button, 003 §3.1.6.1): the button's box and the
 * small blind's may be empty seats (a dead button; `sb` null or empty: no small blind); the big blind is a player's.
 */
export interface FixedBlinds {
  readonly button: number;
  readonly sb: number | null;
  readonly bb: number;
}

export interface CpCarry {
  readonly seats: readonly Seat[];
  /** Seats the last hand gave up (`FreedSeat`): the table frees their boxes and cashes the stacks out. */
  readonly freed?: readonly FreedSeat[];
  readonly button: number | null;
  readonly handNo: number;
  /** The next hand's button and blinds, fixed (a tournament director's dead button); absent: the button moves. */
  readonly blinds?: FixedBlinds;
  /** The last time charge taken on the table's clock: the next one falls due from it (after a restart too). */
  readonly lastCharge?: LastCharge;
  /** The next hand re-runs a misdealt one (003 §3.1.7.1): its button (irregular.ts). */
  readonly redeal?: number;
}

export type CpAction = GameAction &
  (
    | { readonly type: 'sit'; readonly box: number }
    | { readonly type: 'leave'; readonly box: number }
    | { readonly type: 'sit-out' }
    | { readonly type: 'come-back' }
    | { readonly type: 'straddle' }
    | { readonly type: 'entry'; readonly choice: EntryChoice }
    | { readonly type: 'deal'; readonly button?: number }
    | { readonly type: 'time-charge'; readonly half?: boolean; readonly at?: number }
    | { readonly type: 'last-hands'; readonly at: number }
    | { readonly type: 'next'; readonly reshuffle?: readonly number[] }
    | { readonly type: 'draw'; readonly discard: readonly string[] }
    | { readonly type: 'offer'; readonly take: boolean }
    | { readonly type: 'run-twice'; readonly agree: boolean }
    | { readonly type: 'fold' }
    | { readonly type: 'check' }
    | { readonly type: 'call' }
    | { readonly type: 'bet'; readonly amount: number }
    | { readonly type: 'raise'; readonly amount: number }
    | ShowdownAction
    | IrregularAction
    | CardsAction
    | ChipsAction
    | UndercallAction
    | PenaltyAction
    | DeclarationAction
  );

export type CpEvent = GameEvent & Record<string, unknown>;

/** Chips the hand holds: every chip put into the pot, and the fees. */
export const handChips = (s: CpState): number => s.hand.reduce((t, p) => t + p.total + p.fee, 0) + Object.values(s.charges).reduce((t, x) => t + x, 0);

/**
 * The chips a player needs to be dealt in (003 §3.2.14: at least the big blind; the ante and bring-in in stud), at
 * most the profile's table minimum: a tournament's table (src/tournaments) sets it to one chip, so a player shorter
 * than the blinds is dealt in and plays all in for what he has.
 */
export const neededToPlay = (p: CircleProfile): number => Math.max(1, Math.min(p.tableMinimum.value, Math.max(p.blinds.value?.big ?? 0, p.ante.value + (p.bringIn.value ?? 0))));

/**
 * A player's chips when the hand was drawn up (`bank`, or the maximum buy-in where stacks are not given), less the
 * time charge he paid before it.
 */
export const stackOf = (s: Pick<CpState, 'bank' | 'profile' | 'charges'>, player: string): number => (s.bank ? (s.bank[player] ?? 0) : s.profile.buyIn.value.max) - (s.charges[player] ?? 0);

/**
 * The seats that would be dealt in now: present, not sitting out, with the chips to play. A penalised player is dealt
 * whether he sits out or not (003 §3.1.10.5: his seat dealt, his blinds and antes posted); a disqualified one never.
 */
export const eligibleSeats = (s: CpState): Seat[] => [...s.seats].filter((x) => (!x.out || (x.penalty ?? 0) > 0) && !x.disqualified && stackOf(s, x.player) >= neededToPlay(s.profile)).sort((a, b) => a.box - b.box);
