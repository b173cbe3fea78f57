/**
 * @module games/house-poker/exchange/settle
 * The settlement of an exchange game's round (003 §2.2.8.27–43 Russian poker, §2.2.4.24–32 Oasis poker), box by box:
 * - a folded box loses its ANTE (§2.2.8.21) and any fee it paid; the fees (exchange, sixth card, a game bought) are
 *   the house's in every case;
 * - a box in play that took the ANTE from a dealer without a game: the ANTE wins `anteWhenNotQualified`, the BET is
 *   returned (§2.2.8.31); one that bought a game that did not come: ANTE and BET are "not paid out" (§2.2.8.37,
 *   §2.2.4.32), read as returned (the text says "kaotab", loses, where a bet is lost: §2.2.8.21);
 * - against a dealer with a game: a higher first combination wins the ANTE at `antePays` and the BET by the pay table
 *   (both combinations where the profile pays two, the total capped, §2.2.8.40–42); an equal one pushes (§2.2.8.43);
 *   a lower one loses both (§2.2.8.32);
 * - insurance, on the dealer's five as he opened them: no game, paid `pays`; a game that beats the box's combination,
 *   returned or lost by the profile (§2.2.8.28: "jääb alles"); any other game, lost (§2.2.8.27); a box whose
 *   combination is below the insurance's (a blind box insures unseen, §2.2.8.23), returned (§2.2.8.27).
 */
import type { Card } from '../../../cards/card.js';
import { makeSettlement, type Settlement, type SettlementLine } from '../../../core/settlement.js';
import { ratio } from '../../../money/rounding.js';
import { compare } from '../../../poker-eval/value.js';
import type { PayRatio } from '../engine/profile.js';
import { firstCombination, paidCombinations, reaches, valueOf } from './combos.js';
import { settleExchangeJackpots } from './jackpot.js';
import type { ExchangeProfile } from './profile.js';
import type { ExBox, ExState } from './state.js';

/** True when the cards make at least the qualifier (003 §2.2.8.31: ace-king). */
export const qualifies = (cards: readonly Card[], qualifier: string): boolean => valueOf(cards) >= valueOf(qualifier.match(/../g) ?? []);

/** The fee to exchange `count` cards: one ANTE (`flat`, §2.2.8.18), one ANTE per card (`per-card`, §2.2.4.18) or none (`free`, §2.2.6.20). */
export const exchangeFee = (p: ExchangeProfile, ante: number, count: number): number => {
  const fee = p.exchange.value.fee;
  return fee === 'free' ? 0 : fee === 'flat' ? ante : ante * count;
};

const FEES = ['exchange', 'sixth', 'buy-game'] as const;

function settleBox(s: ExState, b: ExBox, dealer: readonly Card[], opened: readonly Card[]): SettlementLine[] {
  const p = s.profile;
  const r = p.rounding.value;
  const line = (bet: string, stake: number, returned: number, outcome: string, cite: string): SettlementLine => ({ bettor: b.owner, box: b.box, bet, stake, returned, net: returned - stake, outcome, cite });
  const win = (st: number, pay: PayRatio): number => st + ratio(st, pay.num, pay.den, r);
  const ante = b.stakes.ante ?? 0;
  const bet = b.stakes.bet ?? 0;
  const out: SettlementLine[] = [];
  for (const f of FEES) {
    const fee = b.stakes[f];
    if (fee) out.push(line(f, fee, 0, 'fee', f === 'buy-game' ? p.cites.buy : f === 'sixth' ? p.sixthCard.cite : p.exchange.cite));
  }
  if (b.decision !== 'play') return [line('ante', ante, 0, 'fold', p.cites.second), ...out];
  const q = qualifies(dealer, p.qualifier.value);
  const mine = firstCombination(b.cards);
  const c = compare(mine.value, valueOf(dealer));
  if (!q && b.buy !== 'game') out.push(line('ante', ante, win(ante, p.anteWhenNotQualified.value), 'dealer-no-game', p.anteWhenNotQualified.cite), line('bet', bet, bet, 'push', p.anteWhenNotQualified.cite));
  else if (!q) out.push(line('ante', ante, ante, 'game-not-bought', p.cites.buy), line('bet', bet, bet, 'game-not-bought', p.cites.buy));
  else if (c > 0) {
    const paid = paidCombinations(b.cards, p.payTable.value, p.twoCombinations.value !== null);
    let won = paid.reduce((t, x) => t + ratio(bet, x.pay.num, x.pay.den, r), 0);
    const cap = p.twoCombinations.value ? p.twoCombinations.value.maxPayout * p.betMultiple.value * s.table.maximum : null;
    const capped = cap !== null && won > cap;
    if (capped) won = cap;
    const anteWon = ratio(ante, p.antePays.value.num, p.antePays.value.den, r);
    out.push(
      line('ante', ante, ante + anteWon, anteWon ? 'win' : 'push', p.antePays.cite),
      line('bet', bet, bet + won, `${paid.map((x) => x.combination.key).join('+') || 'win'}${capped ? ' (capped)' : ''}`, capped ? (p.twoCombinations.cite) : p.payTable.cite),
    );
  } else if (c === 0) out.push(line('ante', ante, ante, 'push', p.cites.showdown), line('bet', bet, bet, 'push', p.cites.showdown));
  else out.push(line('ante', ante, 0, 'lose', p.cites.showdown), line('bet', bet, 0, 'lose', p.cites.showdown));
  const ins = b.stakes.insurance;
  const rule = p.insurance.value;
  if (ins && rule) {
    const qOpened = qualifies(opened, p.qualifier.value);
    // §2.2.8.27: insured below three of a kind — only a blind box, insuring unseen (§2.2.8.23) — returned whatever comes.
    if (!reaches(b.cards, rule.from)) out.push(line('insurance', ins, ins, 'returned', p.insurance.cite));
    else if (!qOpened) out.push(line('insurance', ins, win(ins, rule.pays), 'dealer-no-game', p.insurance.cite));
    else if (compare(valueOf(opened), mine.value) > 0 && rule.whenDealerWins === 'returned') out.push(line('insurance', ins, ins, 'returned', p.insurance.cite));
    else out.push(line('insurance', ins, 0, 'dealer-game', p.insurance.cite));
  }
  return out;
}

/** Every box's lines against the dealer's final cards (`dealer`) and those he opened (`s.opened`, for insurance); the JP bets' contributions and prizes. */
export function settleRound(s: ExState, dealer: readonly Card[]): Settlement {
  const lines = s.boxes.flatMap((b) => settleBox(s, b, dealer, s.opened ?? dealer));
  return makeSettlement([...lines.filter((l) => l.returned === 0), ...lines.filter((l) => l.returned > 0)], [], settleExchangeJackpots(s.profile, s.table, s.boxes));
}
