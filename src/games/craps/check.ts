/**
 * @module games/craps/check
 * One check per action (STYLE §1): `legalActions` filters with these, `apply` refuses with them, a client greys a
 * button with them. Each returns a Rejection carrying the rule it enforces, or the resolved facts the handler needs.
 */
import { reject, type Rejection } from '../../core/errors.js';
import type { Actor } from '../../core/ids.js';
import { isDie } from '../../dice/dice.js';
import { citeOf } from '../../rules/cites.js';
import { betName, groupOf, MULTIPLE_SPOTS, parseSpot, type Kind, type MultipleSpot, type ParsedSpot, type PointNo } from './spots.js';
import { INVALID_REASONS, type Bet, type CrapsState, type InvalidReason } from './state.js';
import { dontOddsMax, multipleMaxOf, rightMax, winOddsMax, wrongMax } from './table.js';

export const playerOf = (by: Actor): string | null => (by.kind === 'player' ? by.player : null);
/** Is a check's answer a refusal (rather than the facts the transition needs)? */
export const isRejection = (x: unknown): x is Rejection => typeof x === 'object' && x !== null && 'code' in x && 'message' in x;
const isStaff = (by: Actor): boolean => by.kind === 'dealer' || by.kind === 'system';

const procedure = (s: CrapsState): string => citeOf(s.profile, 'procedure');
const limitsCite = (s: CrapsState): string => citeOf(s.profile, 'limits');

function onRail(s: CrapsState, by: Actor): string | Rejection {
  const p = playerOf(by);
  if (p === null) return reject('craps/players-only', 'only a player at the table can do this');
  if (!s.rail.includes(p)) return reject('craps/not-at-table', `${p} is not at the table`);
  return p;
}

/** Anyone at the table may bet, at the rail or standing behind it (000 §06 IV.3: players unlimited). */
function aPlayer(by: Actor): string | Rejection {
  const p = playerOf(by);
  return p === null ? reject('craps/players-only', 'only players bet') : p;
}

function bettingOpen(s: CrapsState): Rejection | null {
  if (s.phase === 'over') return reject('craps/round-over', 'this throw is over');
  if (s.phase !== 'betting') return reject('craps/betting-closed', 'no bets after «no more bets»', procedure(s));
  return null;
}

/** The bet of `player` on a placeable spot, where the player already has one (amounts add to it). */
export function existingBet(s: CrapsState, player: string, sp: ParsedSpot): Bet | undefined {
  const num = sp.kind === 'win-odds' || sp.kind === 'dont-win-odds' ? s.point : sp.number;
  return s.bets.find((b) => b.bettor === player && b.kind === sp.kind && b.number === num);
}

const hasLine = (s: CrapsState, player: string, kind: Kind, number: PointNo | null | 'any'): Bet | undefined =>
  s.bets.find((b) => b.bettor === player && b.kind === kind && (number === 'any' || b.number === number));

/** The range a player may still put on a spot now: total ≥ table minimum, total ≤ the spot's maximum. */
export interface BetRoom {
  readonly spot: ParsedSpot;
  /** The number the bet will sit on (odds on Win / Don't Win take the point). */
  readonly number: PointNo | null;
  readonly existing: number;
  readonly min: number;
  readonly max: number;
}

export function betRoom(s: CrapsState, player: string, spotName: string): BetRoom | Rejection {
  const p = s.profile;
  const sp = parseSpot(spotName);
  if (!sp) return reject('craps/unknown-spot', `no bet called ${spotName}`);
  const A = p.simpleChances.cite;
  if (groupOf(sp.kind) === 'simple' && !(p.simpleChances.value as readonly string[]).includes(sp.kind)) return reject('craps/bet-not-offered', `${spotName} is not offered here`, A);
  let max: number;
  let number: PointNo | null = sp.number;
  switch (sp.kind) {
    case 'win':
    case 'dont-win':
      if (s.point !== null) return reject('craps/line-bet-on-come-out-only', 'Win and Don\'t Win are played on the first throw (the come-out)', A);
      max = s.table.simpleMax;
      break;
    case 'come':
    case 'dont-come':
      if (s.point === null) return reject('craps/come-after-first-throw', 'Come and Don\'t Come are played after the first throw, while a point stands', A);
      max = s.table.simpleMax;
      break;
    case 'win-odds':
    case 'dont-win-odds': {
      const flat = s.point === null ? undefined : hasLine(s, player, sp.kind === 'win-odds' ? 'win' : 'dont-win', 'any');
      const cite = (sp.kind === 'win-odds' ? p.oddsPays : p.dontOddsPays).cite;
      if (!flat || s.point === null) return reject('craps/odds-need-flat-bet-with-point', 'odds are played only once the matching simple chance is staked and its point is known', cite);
      number = s.point;
      max = sp.kind === 'win-odds' ? winOddsMax(p, flat.stake, s.point) : dontOddsMax(p, flat.stake, s.point);
      break;
    }
    case 'come-odds':
    case 'dont-come-odds': {
      const flat = sp.number === null ? undefined : hasLine(s, player, sp.kind === 'come-odds' ? 'come' : 'dont-come', sp.number);
      const cite = (sp.kind === 'come-odds' ? p.oddsPays : p.dontOddsPays).cite;
      if (!flat || sp.number === null) return reject('craps/odds-need-flat-bet-with-point', `odds on ${spotName} need your ${sp.kind === 'come-odds' ? 'come' : "don't come"} bet on the ${sp.number}`, cite);
      max = sp.kind === 'come-odds' ? winOddsMax(p, flat.stake, sp.number) : dontOddsMax(p, flat.stake, sp.number);
      break;
    }
    case 'right':
    case 'wrong':
      if (sp.number === null || !p.placeNumbers.value.includes(sp.number)) return reject('craps/place-number-not-offered', `no place bet on ${sp.number}`, p.placeNumbers.cite);
      max = sp.kind === 'right' ? rightMax(p, s.table, sp.number) : wrongMax(p, s.table, sp.number);
      break;
    case 'hard':
      max = multipleMaxOf(p, s.table, `hard-${sp.number}` as MultipleSpot);
      break;
    default:
      max = groupOf(sp.kind) === 'multiple' && (MULTIPLE_SPOTS as readonly string[]).includes(sp.kind) ? multipleMaxOf(p, s.table, sp.kind as MultipleSpot) : s.table.simpleMax;
  }
  const existing = existingBet(s, player, sp)?.stake ?? 0;
  const min = Math.max(1, s.table.min - existing);
  if (max - existing < min) return reject('craps/bet-over-limit', `${spotName}: the maximum ${max} leaves no room (already ${existing})`, limitsCite(s));
  return { spot: sp, number, existing, min, max: max - existing };
}

export function checkBet(s: CrapsState, by: Actor, spot: string, amount: number): BetRoom | Rejection {
  const p = aPlayer(by);
  if (typeof p !== 'string') return p;
  const closed = bettingOpen(s);
  if (closed) return closed;
  const room = betRoom(s, p, spot);
  if ('code' in room) return room;
  if (!Number.isSafeInteger(amount) || amount <= 0) return reject('craps/bad-amount', 'a bet is a positive whole number of minor units');
  if (amount < room.min) return reject('craps/bet-under-minimum', `${spot}: the bet must total at least the table minimum ${s.table.min}`, limitsCite(s));
  if (amount > room.max) return reject('craps/bet-over-limit', `${spot}: at most ${room.max} more`, limitsCite(s));
  return room;
}

/** The player's standing bet named `spot` (its layout name), if he may take it down now. */
export function checkWithdraw(s: CrapsState, by: Actor, spot: string): Bet | Rejection {
  const p = aPlayer(by);
  if (typeof p !== 'string') return p;
  const closed = bettingOpen(s);
  if (closed) return closed;
  const bet = s.bets.find((b) => b.bettor === p && betName(b.kind, b.number) === spot);
  if (!bet) return reject('craps/no-such-bet', `you have no bet on ${spot}`);
  if (bet.placedRound === s.roundNo) return bet; // placed in this betting, never yet at risk
  const w = s.profile.withdrawable;
  if (!(w.value as readonly string[]).includes(bet.kind)) {
    const why = bet.kind === 'win' ? 'Win bets cannot be withdrawn; they play until won or lost' : `${spot} cannot be withdrawn once it has been at risk`;
    return reject('craps/not-withdrawable', why, bet.kind === 'win' ? s.profile.simpleChances.cite : w.cite);
  }
  return bet;
}

export function checkDoneBetting(s: CrapsState, by: Actor): string | Rejection {
  const p = aPlayer(by);
  if (typeof p !== 'string') return p;
  const closed = bettingOpen(s);
  if (closed) return closed;
  if (s.ready.includes(p)) return reject('craps/already-ready', 'already done betting for this throw');
  if (p === s.shooter) {
    const r = shooterLineRule(s);
    if (r) return r;
  }
  return p;
}

/** Before a come-out throw the shooter must have a Win or Don't Win bet (000 §06 IV.3, 001 §09 IV.3º). */
function shooterLineRule(s: CrapsState): Rejection | null {
  if (s.shooter === null || s.point !== null || !s.profile.shooter.mustBetLine.value) return null;
  if (s.bets.some((b) => b.bettor === s.shooter && (b.kind === 'win' || b.kind === 'dont-win'))) return null;
  return reject('craps/shooter-must-bet-line', 'the shooter must bet on Win or Don\'t Win before throwing', s.profile.shooter.mustBetLine.cite);
}

export function checkDecline(s: CrapsState, by: Actor): string | Rejection {
  const p = onRail(s, by);
  if (typeof p !== 'string') return p;
  const closed = bettingOpen(s);
  if (closed) return closed;
  if (p !== s.shooter) return reject('craps/not-offered-dice', 'the dice are not offered to you');
  if (s.shooterHasThrown && s.point !== null) return reject('craps/hand-in-progress', 'the shooter may give up the dice at a come-out, not while his point stands', procedure(s));
  return p;
}

/** The two dice the shooter ends with, from the dice on the table (never the lost one). */
function pickFrom(available: readonly string[], pick: readonly string[] | undefined, fallback: readonly string[]): readonly string[] | Rejection {
  const chosen = pick ?? fallback;
  if (chosen.length !== 2 || chosen[0] === chosen[1] || !chosen.every((d) => available.includes(d)))
    return reject('craps/bad-dice-pick', `pick two different dice among ${available.join(', ')}`);
  return chosen;
}

/** The shooter asks for other dice: before throwing, never during his point, unless a die left the table. */
export function checkChangeDice(s: CrapsState, by: Actor, pick: readonly string[] | undefined): readonly string[] | Rejection {
  const p = onRail(s, by);
  if (typeof p !== 'string') return p;
  if (s.phase === 'over') return reject('craps/round-over', 'this throw is over');
  if (p !== s.shooter) return reject('craps/not-the-shooter', 'only the shooter may ask for other dice', procedure(s));
  const d = s.dice;
  if (d.lost === null && !d.mustPick && s.point !== null) return reject('craps/dice-change-during-point', 'the dice cannot be changed during the throws needed to make the point, unless a die has left the table', procedure(s));
  const available = [...d.inPlay, ...d.reserve];
  // By default: after a lost die, the remaining die in play and a reserve die; otherwise two reserve dice.
  return pickFrom(available, pick, (d.mustPick ? [...d.inPlay, ...d.reserve] : [...d.reserve, ...d.inPlay]).slice(0, 2));
}

/** The head's routine change of dice, announced by the stickman: the six dice go before the shooter, he takes two. */
export function checkDiceChange(s: CrapsState, by: Actor, pick: readonly string[] | undefined): readonly string[] | Rejection {
  if (!isStaff(by)) return reject('craps/dealer-only', 'the head orders a change of dice', procedure(s));
  const closed = bettingOpen(s);
  if (closed) return closed;
  if (s.dice.lost !== null) return reject('craps/die-missing', 'a die is missing: the shooter chooses among the remaining dice', procedure(s));
  return pickFrom([...s.dice.inPlay, ...s.dice.reserve], pick, [...s.dice.reserve, ...s.dice.inPlay].slice(0, 2));
}

export function checkNoMoreBets(s: CrapsState, by: Actor): Rejection | null {
  if (!isStaff(by)) return reject('craps/dealer-only', 'the croupier announces «no more bets»', procedure(s));
  const closed = bettingOpen(s);
  if (closed) return closed;
  if (s.shooter === null) return reject('craps/no-shooter', 'nobody holds the dice', procedure(s));
  if (s.dice.mustPick) return reject('craps/pick-dice-first', 'the shooter must first choose his dice', procedure(s));
  return shooterLineRule(s);
}

export function checkThrow(s: CrapsState, by: Actor, dice: readonly number[] | undefined): Rejection | null {
  if (s.phase === 'over') return reject('craps/round-over', 'this throw is over');
  if (s.phase !== 'closed') return reject('craps/bets-still-open', 'the shooter throws as soon as «no more bets» is announced', procedure(s));
  const p = playerOf(by);
  if (p !== null && p !== s.shooter) return reject('craps/not-the-shooter', 'only the shooter throws the dice', procedure(s));
  if (s.dice.mustPick) return reject('craps/pick-dice-first', 'a die left the table: the shooter chooses among the remaining dice first', procedure(s));
  if (!dice || dice.length !== 2 || !dice.every(isDie)) return reject('craps/bad-dice', 'a throw records two dice, each 1–6');
  return null;
}

export function checkInvalidThrow(s: CrapsState, by: Actor, reason: string): InvalidReason | Rejection {
  if (!isStaff(by)) return reject('craps/dealer-only', 'the stickman announces a void throw', procedure(s));
  if (s.phase !== 'closed') return reject('craps/no-throw-pending', 'no throw is being made', procedure(s));
  if (!(INVALID_REASONS as readonly string[]).includes(reason)) return reject('craps/unknown-reason', `reasons: ${INVALID_REASONS.join(', ')}`);
  if (s.dice.mustPick) return reject('craps/pick-dice-first', 'the shooter has not chosen his dice yet', procedure(s));
  return reason as InvalidReason;
}

export function checkDieFound(s: CrapsState, by: Actor): string | Rejection {
  if (!isStaff(by)) return reject('craps/dealer-only', 'the stickman picks up dice from the floor', procedure(s));
  if (s.phase === 'over') return reject('craps/round-over', 'this throw is over');
  if (s.dice.lost === null) return reject('craps/no-die-lost', 'no die is missing');
  return s.dice.lost;
}

/** The head gives back the right to throw to a player deprived of it (000 §06, 001 §09: the head's decision, as the deprivation). */
export function checkRestore(s: CrapsState, by: Actor, player: string): string | Rejection {
  if (!isStaff(by)) return reject('craps/dealer-only', 'the head gives back the right to throw', procedure(s));
  if (!s.barred.includes(player)) return reject('craps/not-deprived', `${player} has not been deprived of the right to throw`, procedure(s));
  return player;
}

export function checkDeprive(s: CrapsState, by: Actor): string | Rejection {
  if (!isStaff(by)) return reject('craps/dealer-only', 'the head takes the dice away', procedure(s));
  if (s.phase === 'over') return reject('craps/round-over', 'this throw is over');
  if (s.shooter === null) return reject('craps/no-shooter', 'nobody holds the dice');
  const need = s.profile.shooter.repeatedFaults;
  if (s.faults < need.value) return reject('craps/not-repeated', `the shooter has ${s.faults} throwing fault(s); the dice are taken after repeated faults (${need.value})`, need.cite);
  return s.shooter;
}
