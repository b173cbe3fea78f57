/**
 * @module games/bingo/linked
 * A linked hall's part of its game's settlement (000-A3 para 4: halls "interconnected to give a prize other than each
 * hall's own"): the contributions and awards the game names for the linked pool, a jackpot the server holds; the
 * round's transaction turns them into ledger entries from the pool's balance (src/jackpots/linked-halls, resolve).
 * - **Contribution**: each buyer's share of what he paid for cards, `basisPoints` of it rounded down to the profile's
 *   unit (a share rounded up would take more than the rule says; what is left stays in the hall's takings).
 * - **Award**: every card of the qualifying bingo (on the rule's ball or earlier) gets one equal award of the whole
 *   pool (one order): winners in one hall share it per card, as the hall's own prizes are shared (para 1).
 * Both are marked `linked`: the server pays them only while the pool is in order (docs/games/bingo.md).
 */
import type { JackpotAward, JackpotContribution } from '../../core/settlement.js';
import { roundRational } from '../../money/rounding.js';

/** The bet name of a linked hall's contribution, and the combination of its prize. */
export const LINKED_BET = 'linked';
export const LINKED_PRIZE = 'linked-bingo';

/** Each buyer's linked share: `basisPoints` / 10,000 of what he paid, rounded down to `unit`; a share of 0 is none. */
export function linkedContributions(jackpot: string, paid: readonly { readonly player: string; readonly amount: number }[], basisPoints: number, unit: number, cite: string): JackpotContribution[] {
  return paid
    .map(({ player, amount }) => ({ player, stake: roundRational(amount * basisPoints, 10_000, { mode: 'down', unit }) }))
    .filter((x) => x.stake > 0)
    .map(({ player, stake }) => ({ jackpot, bettor: player, bet: LINKED_BET, stake, cite, linked: true as const }));
}

/** One award of the whole pool per winning card (equal cards share it: one order), to the card's holder. */
export function linkedAwards(jackpot: string, cards: readonly { readonly holder: string }[], cite: string): JackpotAward[] {
  return cards.map((c) => ({ jackpot, bettor: c.holder, combination: LINKED_PRIZE, share: { num: 1, den: 1 }, order: 0, cite, linked: true as const }));
}
