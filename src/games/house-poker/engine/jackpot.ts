/**
 * @module games/house-poker/engine/jackpot
 * The jackpot bet of poker without discards (000 §11 VI.1; 001 §11 V.5, the carousel): a fixed stake, one per box
 * with an ante, on the jackpot the table's configuration names (operator data: `jackpot: { id, stake }`). At the
 * showdown every jackpot bet leaves the table for the jackpot (a contribution) and a box whose five cards are on the
 * profile's prize table wins its prize from it (an award): a share of the pool, or a fixed number of stakes (a
 * guaranteed minimum). The prize depends on the player's hand alone, whatever the decision or the dealer's hand (000
 * §11 VI.1: "the prize depends on the player's hand"; 000 §12 8.1: "whatever the croupier holds"). Several winners:
 * the highest hand is paid first, then the next on what remains; equal hands share one prize (000 §12 8.1) — the
 * order the awards carry; the amounts come from the pool in the round's transaction (src/jackpots). A box that bought a
 * card where the profile's `buyCard.forfeits` names the jackpot (000 §11 VI.3) has lost its jackpot bet: the bet still
 * leaves the table for the pool (its contribution stays), and it wins no prize whatever its cards (docs/jackpots.md).
 * Poker with discards (000 §12 8.1): a box that discarded made its hand "with discards" and wins only by the table's
 * `withDiscards` prizes (b, optional per casino: absent, nothing); a box that stood pat or passed holds its five cards
 * as dealt ("without discards", a). Every prize without discards is paid before any with discards ("always paid
 * before"), each group highest hand first.
 */
import type { JackpotAward, JackpotContribution, JackpotResult } from '../../../core/settlement.js';
import { category, isRoyal, type HandValue } from '../../../poker-eval/value.js';
import type { HousePokerProfile, HousePokerTable } from './profile.js';
import { inPaymentOrder } from './jackpot-order.js';
import type { HpBox } from './state.js';

/** The jackpot bets and prizes of a showdown (empty when no box bet on the jackpot). */
export function settleJackpots(p: HousePokerProfile, t: HousePokerTable, boxes: readonly { box: HpBox; hand: HandValue }[]): JackpotResult {
  const link = t.jackpot;
  const table = p.jackpot?.value;
  if (!link || !table) return { contributions: [], awards: [] };
  const contributions: JackpotContribution[] = [];
  type Prizes = typeof table.prizes;
  const won: { b: HpBox; box: number; hand: HandValue; key: string; drew: boolean; group: number }[] = [];
  for (const { box: b, hand } of boxes) {
    const stake = b.stakes.jackpot;
    if (!stake) continue;
    contributions.push({ jackpot: link.id, bettor: b.owner, box: b.box, bet: 'jackpot', stake, cite: p.jackpot?.cite as string });
    const key = isRoyal(hand) ? 'royal-flush' : category(hand);
    // A box that bought a card (000 §11 VI.3) lost its jackpot bet: the contribution stays, no prize.
    if (b.bought?.forfeited.includes('jackpot')) continue;
    const drew = (b.discards?.length ?? 0) > 0;
    const prizes: Prizes = drew ? (table.withDiscards ?? {}) : table.prizes;
    if (prizes[key as keyof Prizes]) won.push({ b, box: b.box, hand, key, drew, group: drew ? 1 : 0 });
  }
  // Without discards before with discards (000 §12 8.1), then the highest hand first (000 §11 VI.1); equal hands of
  // one group get one order, so they share one prize (000 §12 8.1): engine/jackpot-order.
  const awards: JackpotAward[] = inPaymentOrder(won).map(({ winner: w, order }) => {
    const prizes: Prizes = w.drew ? (table.withDiscards ?? {}) : table.prizes;
    const prize = prizes[w.key as keyof Prizes] as { share?: { num: number; den: number }; times?: number };
    const amount = prize.share ? { share: prize.share } : { fixed: (prize.times as number) * (w.b.stakes.jackpot as number) };
    return { jackpot: link.id, bettor: w.b.owner, box: w.box, combination: w.drew ? `${w.key} (with discards)` : w.key, ...amount, order, cite: p.jackpot?.cite as string };
  });
  return { contributions, awards };
}
