/**
 * @module games/circle-poker/absence
 * 003 §3.2.24's absences counted in time (the profile's `awayLimit`; 000 and 001 count sitting out in hands instead,
 * `sitOutLimit`): a player who leaves the table — for the server, whose last connection to it drops — keeps the seat
 * up to 15 minutes when there is a waiting list, up to 30 minutes with free seats, and meanwhile is dealt in and his
 * blinds are taken (003 §3.2.25; his time-outs fold, 003 §3.1.4.7); then the stack is removed: the table frees the
 * seat (the game's `leave`, recorded in the round's log) and cashes the stack out to his wallet by a ledger
 * transaction, as after its reconnection grace (table/presence; `Game.seatHeldAway`). A player in a hand when the
 * time runs out loses the seat when the hand is over.
 */
import type { SeatHeldAway } from '../../core/contract.js';
import type { CircleProfile } from './profile.js';

const MINUTE = 60_000;

/** The profile's absence rule in ms, or null where it has none (the server's reconnection grace applies). */
export function seatHeldAway(p: CircleProfile): SeatHeldAway | null {
  const rule = p.awayLimit?.value;
  if (!rule || !p.awayLimit) return null;
  return { waitingListMs: rule.waitingListMinutes * MINUTE, freeSeatsMs: rule.freeSeatsMinutes * MINUTE, cite: p.awayLimit.cite };
}
