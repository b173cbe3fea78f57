/**
 * @module games/craps/state
 * The plain-JSON state of one craps round (one throw, a "coup"), what carries to the next round (standing bets,
 * the point, the shooter and his hand, the dice on the table), and the actions and events of the game.
 */
import type { GameAction, StakeEvent, StakeWithdrawnEvent } from '../../core/contract.js';
import type { Die } from '../../dice/dice.js';
import type { CrapsProfile } from './profile.js';
import type { Kind, PointNo } from './spots.js';
import type { CrapsTable } from './table.js';

/** A bet on the layout. Bets are public (chips on the cloth). */
export interface Bet {
  /** Stable id (`b12`): stake events and settlement follow it. */
  readonly id: string;
  readonly bettor: string;
  readonly kind: Kind;
  /** The box it sits on: a come bet's number once moved, the odds' point, a place or hard-way number. */
  readonly number: PointNo | null;
  readonly stake: number;
  /** The round in which the bet was first placed (it may be retracted in that round's betting). */
  readonly placedRound: number;
}

/** The six dice of the session: ids `S-k` (set S, die k). */
export interface DiceInventory {
  readonly set: number;
  readonly inPlay: readonly string[];
  readonly reserve: readonly string[];
  /** A die that jumped off the table and has not been found. */
  readonly lost: string | null;
  /** After a die left the table, the shooter must choose dice before throwing again. */
  readonly mustPick: boolean;
  /** Valid throws made with the dice in play (the head changes dice "after a number of throws"). */
  readonly throws: number;
}

export type InvalidReason =
  | 'dice-broken'
  | 'dice-stacked'
  | 'on-chip'
  | 'off-table'
  | 'on-rail'
  | 'in-reserve-basket'
  | 'did-not-reach-wall'
  | 'slid'
  | 'improper';
export const INVALID_REASONS: readonly InvalidReason[] = ['dice-broken', 'dice-stacked', 'on-chip', 'off-table', 'on-rail', 'in-reserve-basket', 'did-not-reach-wall', 'slid', 'improper'];
/** Invalid throws that breach the throwing rules (and count towards taking the dice away). */
export const FAULT_REASONS: readonly InvalidReason[] = ['off-table', 'on-rail', 'in-reserve-basket', 'did-not-reach-wall', 'slid', 'improper'];

/** A bet settled on this round's throw: one settlement line. */
export interface Resolved {
  readonly id: string;
  readonly bettor: string;
  readonly bet: string;
  readonly stake: number;
  readonly returned: number;
  readonly outcome: 'win' | 'lose' | 'push' | 'off';
  readonly cite: string;
}

export interface CrapsCarry {
  readonly rail: readonly string[];
  readonly shooter: string | null;
  /** The shooter has thrown at least once in his hand (he may no longer decline the dice). */
  readonly shooterHasThrown: boolean;
  /** Where the next offer starts when nobody holds the dice. */
  readonly nextOffer: string | null;
  readonly barred: readonly string[];
  readonly faults: number;
  readonly point: PointNo | null;
  readonly bets: readonly Bet[];
  readonly nextBetId: number;
  readonly dice: DiceInventory;
  readonly roundNo: number;
}

export type Phase = 'betting' | 'closed' | 'over';

export interface Throw {
  readonly dice: readonly [Die, Die];
  readonly total: number;
  readonly hard: boolean;
  readonly comeOut: boolean;
}

export interface CrapsState extends Omit<CrapsCarry, 'roundNo'> {
  readonly v: number;
  readonly profile: CrapsProfile;
  readonly table: CrapsTable;
  readonly roundNo: number;
  readonly phase: Phase;
  /** Players who declined the dice in the current offer. */
  readonly declined: readonly string[];
  /** Players who said they are done betting for this throw (`done-betting`). */
  readonly ready: readonly string[];
  readonly throw: Throw | null;
  readonly resolved: readonly Resolved[];
  /** Fixed dice for this round's throws (scenarios); never in a view. */
  readonly stack: readonly (readonly [Die, Die])[];
}

// ---- actions (what the wire sends, plus `by`) ----
export type CrapsAction =
  | (GameAction & { type: 'bet'; spot: string; amount: number })
  | (GameAction & { type: 'withdraw'; spot: string })
  | (GameAction & { type: 'done-betting' })
  | (GameAction & { type: 'decline-dice' })
  | (GameAction & { type: 'change-dice'; pick?: readonly string[] })
  | (GameAction & { type: 'dice-change'; pick?: readonly string[] })
  | (GameAction & { type: 'no-more-bets' })
  | (GameAction & { type: 'throw'; dice?: readonly number[] })
  | (GameAction & { type: 'invalid-throw'; reason: InvalidReason; die?: number })
  | (GameAction & { type: 'die-found' })
  | (GameAction & { type: 'deprive-shooter' })
  | (GameAction & { type: 'restore-shooter'; player: string });

// ---- events ----
export type Call =
  | 'no-more-bets'
  | 'no-roll'
  | 'dice-change'
  | 'total'
  | 'natural'
  | 'craps'
  | 'point-established'
  | 'point-made'
  | 'seven-out'
  | 'bar-twelve';

export type CrapsEvent =
  | (StakeEvent & { ref: string })
  | (StakeWithdrawnEvent & { ref: string })
  | { type: 'dice-set-placed'; set: number; inPlay: readonly string[]; reserve: readonly string[]; reason: 'session' | 'die-not-found' | 'dice-short' }
  | { type: 'dice-offered'; to: string }
  | { type: 'dice-declined'; by: string }
  | { type: 'dice-refused-by-all' }
  | { type: 'dice-passed'; from: string; to: string | null; reason: 'seven-out' | 'deprived' | 'left' }
  | { type: 'player-done-betting'; player: string }
  | { type: 'stickman-called'; call: Call; words?: Readonly<Record<string, string>>; total?: number; hard?: boolean; point?: number }
  | { type: 'dice-thrown'; by: string; dice: readonly number[]; total: number; hard: boolean; comeOut: boolean }
  | { type: 'throw-voided'; reason: InvalidReason; fault: boolean; faults: number }
  | { type: 'die-left-table'; die: string }
  | { type: 'die-found'; die: string }
  | { type: 'dice-changed'; inPlay: readonly string[]; reason: 'shooter-request' | 'die-lost' | 'die-broken' | 'routine' }
  | { type: 'shooter-deprived'; player: string; faults: number }
  | { type: 'shooter-restored'; player: string }
  | { type: 'point-established'; point: PointNo }
  | { type: 'point-made'; point: PointNo }
  | { type: 'seven-out'; point: PointNo }
  | { type: 'come-bet-moved'; bettor: string; ref: string; from: string; number: PointNo; mergedInto: string | null }
  | { type: 'bet-settled'; bettor: string; ref: string; bet: string; stake: number; returned: number; outcome: Resolved['outcome'] };
