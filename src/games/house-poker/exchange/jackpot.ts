/**
 * @module games/house-poker/exchange/jackpot
 * The Poker Progressive Jackpot of the exchange games (Oasis poker 003 §2.2.4.35, Draw poker §2.2.6.37, by the table
 * jackpot rules 003 §2.3 = 003-TJP): the "JP panus" (§2.3.2) is one fixed stake a box, with an ANTE on it, on the
 * jackpot the table's configuration names (operator data: `jackpot: { id, stake }`), as the Caribbean jackpot bet
 * (engine/jackpot.ts). At the end of the round every jackpot bet leaves the table for the jackpot (a contribution), and
 * a box whose five cards **as dealt** (before any exchange) are on the profile's prize table wins its prize (an award):
 * a share of the pool or a fixed number of stakes. The prize is the dealt hand's, whatever the box then decided or the
 * dealer held. 003 prints no combination table (§2.3.3: "the table shown on the gaming table"): the profiles carry the
 * only one the seeds print (000 §11 VI.1) as cited default data. Several winners: the highest hand first, equal hands
 * sharing one prize (the award's `order`); the amounts come from the pool in the round's transaction (src/jackpots),
 * which refuses the bet while the jackpot is out of order (003 §2.3.5).
 */
import type { Card } from '../../../cards/card.js';
import type { JackpotAward, JackpotContribution, JackpotResult } from '../../../core/settlement.js';
import { category, isRoyal, type HandValue } from '../../../poker-eval/value.js';
import { inPaymentOrder } from '../engine/jackpot-order.js';
import { valueOf } from './combos.js';
import type { ExchangeProfile, ExchangeTable } from './profile.js';
import type { ExBox } from './state.js';

/** The jackpot bets and prizes of a round (empty when no box bet on the jackpot). */
export function settleExchangeJackpots(p: ExchangeProfile, t: ExchangeTable, boxes: readonly ExBox[]): JackpotResult {
  const link = t.jackpot;
  const table = p.jackpot?.value;
  const cite = p.jackpot?.cite as string;
  if (!link || !table) return { contributions: [], awards: [] };
  const contributions: JackpotContribution[] = [];
  const won: { b: ExBox; box: number; hand: HandValue; key: string; stake: number }[] = [];
  for (const b of boxes) {
    const stake = b.stakes.jackpot;
    if (!stake) continue;
    contributions.push({ jackpot: link.id, bettor: b.owner, box: b.box, bet: 'jackpot', stake, cite });
    const hand = valueOf((b.dealt ?? b.cards) as readonly Card[]);
    const key = isRoyal(hand) ? 'royal-flush' : category(hand);
    if (table.prizes[key as keyof typeof table.prizes]) won.push({ b, box: b.box, hand, key, stake });
  }
  // The highest hand first, equal hands sharing one prize (engine/jackpot-order).
  const awards: JackpotAward[] = inPaymentOrder(won).map(({ winner: w, order }) => {
    const prize = table.prizes[w.key as keyof typeof table.prizes] as { share?: { num: number; den: number }; times?: number };
    const amount = prize.share ? { share: prize.share } : { fixed: (prize.times as number) * w.stake };
    return { jackpot: link.id, bettor: w.b.owner, box: w.box, combination: w.key, ...amount, order, cite };
  });
  return { contributions, awards };
}
