/**
 * @module games/baccarat/chemin-de-fer/bank-chips
 * The bank's chips on the table, by owner (core/stakes.ts): the banker's own part and each associate's. They are
 * staked when the bank is taken (or bid for), raised or joined, and taken back when it is garaged or passed; between
 * coups they stand in the carry (`Game.standing`): the bank a banker holds is on the table, in the croupier's custody
 * (000 §08 VII, 001 §07 VII: handed to the croupier in chips once awarded; 001 §07 II.3, III.2).
 */
import type { StandingStake } from '../../../core/contract.js';
import type { PlayerId } from '../../../core/ids.js';
import { seatOf } from '../core/seats.js';
import type { CdfEvent } from './handler.js';
import type { Banker, CdfCarry, CdfState, Part } from './state.js';

/** A banker's bank by owner: his own part (the rest) first, then each associate's. */
export function partsOf(b: Pick<Banker, 'player' | 'bank' | 'associates'> | null): Part[] {
  if (!b) return [];
  const assoc = b.associates ?? [];
  return [{ player: b.player, amount: b.bank - assoc.reduce((t, x) => t + x.amount, 0) }, ...assoc.map((x) => ({ player: x.player, amount: x.amount }))];
}

/** One stake or withdrawal of `amount` (positive: put up; negative: taken back) for `player`'s part of the bank. */
export function bankMove(s: Pick<CdfState, 'seats'>, player: PlayerId, amount: number, reason?: string): CdfEvent[] {
  if (amount === 0) return [];
  const seat = seatOf(s, player);
  const box = seat === null ? {} : { box: seat };
  return amount > 0 ? [{ type: 'stake', bettor: player, ...box, bet: 'bank', amount }] : [{ type: 'stake-withdrawn', bettor: player, ...box, bet: 'bank', amount: -amount, ...(reason ? { reason } : {}) }];
}

/** The stakes and withdrawals that take the bank's chips on the table from `prev` to `next`. */
export function moveParts(s: Pick<CdfState, 'seats'>, prev: readonly Part[], next: readonly Part[], reason?: string): CdfEvent[] {
  const players = [...new Set([...prev, ...next].map((x) => x.player))];
  const of = (list: readonly Part[], p: PlayerId) => list.filter((x) => x.player === p).reduce((t, x) => t + x.amount, 0);
  return players.flatMap((p) => bankMove(s, p, of(next, p) - of(prev, p), reason));
}

/** The bank standing in a carry, one entry per owner (`Game.standing`). */
export const standingBank = (c: CdfCarry | null): StandingStake[] =>
  partsOf(c?.banker ?? null)
    .filter((x) => x.amount > 0)
    .map((x) => ({ bettor: x.player, bet: 'bank', amount: x.amount }));
