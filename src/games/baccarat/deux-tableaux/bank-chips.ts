/**
 * @module games/baccarat/deux-tableaux/bank-chips
 * The bank's chips on the table (core/stakes.ts): put up when the bank is taken — named by the inspector, taken for
 * the sum on offer, bid for at the auction (each bid staked when made, the others returned when it closes), or
 * redeposited after it jumped — standing from coup to coup with the winnings that join it, taken back when the
 * banker leaves (000 §09 V, VII; 001 §08 V, VII: "el banquero entregará la cantidad puesta en juego, en fichas, al
 * crupier para su custodia"). A free bank answers every stake (000 §09 I, 001 §08 I: "su titular ha de responder
 * frente a todas las posturas sin límite"; V.2): whatever the stakes declared
 * exceed the bank by, the banker puts up beside it as each stake comes (`cover`), and gets back when stakes are
 * withdrawn or returned; a stake the banker cannot cover is refused (the ledger refuses his debit: no credit).
 */
import type { StandingStake } from '../../../core/contract.js';
import type { PlayerId } from '../../../core/ids.js';
import type { DtEvent } from './handler.js';
import type { DtCarry, DtStake, DtState } from './state.js';

/** One stake (positive) or withdrawal (negative) of the bank's chips for `player`. */
export function bankMove(player: PlayerId, amount: number, reason?: string): DtEvent[] {
  if (amount === 0) return [];
  return amount > 0 ? [{ type: 'stake', bettor: player, bet: 'bank', amount }] : [{ type: 'stake-withdrawn', bettor: player, bet: 'bank', amount: -amount, ...(reason ? { reason } : {}) }];
}

/** What a free bank puts up beside the bank to answer the stakes `declared` (0 for a limited bank). */
export function coverFor(s: DtState, declared: readonly DtStake[]): number {
  if (s.table.mode !== 'free' || !s.banker) return 0;
  return Math.max(0, declared.reduce((t, d) => t + d.amount, 0) - s.banker.bank);
}

/** The state with `declared` as the stakes declared, and the banker's cover moved to answer them, with its events. */
export function declareWithCover(s: DtState, declared: DtStake[]): { state: DtState; events: DtEvent[] } {
  if (!s.banker) return { state: { ...s, declared }, events: [] };
  const want = s.banker.bank + coverFor(s, declared);
  return { state: { ...s, declared, bankChips: want }, events: bankMove(s.banker.player, want - s.bankChips, 'bank-covers') };
}

/** The bank standing in a carry (`Game.standing`). */
export const standingBank = (c: DtCarry | null): StandingStake[] => (c?.banker && c.banker.bank > 0 ? [{ bettor: c.banker.player, bet: 'bank', amount: c.banker.bank }] : []);
