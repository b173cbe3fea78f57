/**
 * @module games/house-poker/engine/settle
 * The showdown of one box against the dealer (000 §15 V.3 steps 7–10; 003 §2.2.5.22–27): a folded box has lost its
 * ante (and its side bet where the profile's text says so); a played box against a dealer who does not qualify wins
 * the ante at `anteWhenNotQualified` and keeps its play bet unchanged; against a qualifying dealer the higher hand
 * wins the ante and the play bet (the play bet by the hand's line of `playTable` where the profile has one), an equal
 * hand is a push. The ante bonus is paid on a played hand whatever the dealer holds; the side bets (pair plus,
 * insurance) only on the box's own cards. A card bought (000 §11 VI.3, buy.ts): its price is a line of the box that
 * returns nothing (the house's), and a side bet the purchase forfeited is lost (`forfeited`), whatever the cards.
 * Fractions round by the profile's rounding policy.
 */
import type { SettlementLine } from '../../../core/settlement.js';
import { ratio } from '../../../money/rounding.js';
import { compare, type HandValue } from '../../../poker-eval/value.js';
import { payLine } from './hands.js';
import type { HousePokerProfile, PayRatio } from './profile.js';
import type { HpBox } from './state.js';

const line = (b: HpBox, bet: string, stake: number, returned: number, outcome: string, cite: string): SettlementLine => ({ bettor: b.owner, box: b.box, bet, stake, returned, net: returned - stake, outcome, cite });

export function settleBox(p: HousePokerProfile, b: HpBox, hand: HandValue, dealer: HandValue, qualifies: boolean): SettlementLine[] {
  const r = p.rounding.value;
  const win = (stake: number, pay: PayRatio): number => stake + ratio(stake, pay.num, pay.den, r);
  const ante = b.stakes.ante ?? 0;
  const out: SettlementLine[] = [];
  if (b.decision !== 'play') {
    out.push(line(b, 'ante', ante, 0, 'fold', p.cites.decide));
    // A blind box that passed (where it may): its continuation bet, placed before the deal, was never at risk.
    if (b.stakes.play) out.push(line(b, 'play', b.stakes.play, b.stakes.play, 'returned', p.blindHands?.cite ?? p.cites.decide));
  } else {
    const play = b.stakes.play ?? 0;
    if (!qualifies) {
      out.push(line(b, 'ante', ante, win(ante, p.anteWhenNotQualified.value), 'dealer-not-qualified', p.anteWhenNotQualified.cite));
      out.push(line(b, 'play', play, play, 'push', p.anteWhenNotQualified.cite));
    } else {
      const c = compare(hand, dealer);
      const byHand = payLine(hand, p.playTable?.value ?? null);
      const playPay = byHand ? { pay: byHand.pay, cite: (p.playTable as { cite: string }).cite, outcome: byHand.key } : { pay: p.playPays.value, cite: p.playPays.cite, outcome: 'win' };
      if (c > 0) out.push(line(b, 'ante', ante, win(ante, p.antePays.value), 'win', p.antePays.cite), line(b, 'play', play, win(play, playPay.pay), playPay.outcome, playPay.cite));
      else if (c === 0) out.push(line(b, 'ante', ante, ante, 'push', p.cites.showdown), line(b, 'play', play, play, 'push', p.cites.showdown));
      else out.push(line(b, 'ante', ante, 0, 'lose', p.cites.showdown), line(b, 'play', play, 0, 'lose', p.cites.showdown));
    }
    const bonus = payLine(hand, p.anteBonus.value);
    if (bonus) out.push(line(b, 'ante-bonus', 0, ratio(ante, bonus.pay.num, bonus.pay.den, r), bonus.key, p.anteBonus.cite));
  }
  const buyCite = p.buyCard?.cite as string;
  const price = b.stakes['buy-card'];
  if (price) out.push(line(b, 'buy-card', price, 0, 'fee', buyCite));
  for (const [spot, table] of [['pair-plus', p.pairPlus], ['insurance', p.insurance]] as const) {
    const side = b.stakes[spot];
    if (!side || !table) continue;
    if (b.bought?.forfeited.includes(spot)) out.push(line(b, spot, side, 0, 'forfeited', buyCite));
    else if (b.decision !== 'play' && p.foldLosesSideBets.value) out.push(line(b, spot, side, 0, 'fold', p.foldLosesSideBets.cite));
    else {
      const pl = payLine(hand, table.value);
      out.push(line(b, spot, side, pl ? win(side, pl.pay) : 0, pl ? pl.key : 'lose', table.cite));
    }
  }
  return out;
}
