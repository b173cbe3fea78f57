/**
 * @module games/house-poker/holdem/settle
 * One box against the dealer in the community-card house games (003 §2.2.10.18–30; 000 §16 VII steps 6–10):
 * - the bonus, on the player's two cards and the flop (settled for a folded box too unless `foldLosesBonus`); a
 *   winning bonus stays on the table (003 §2.2.10.21): the stake comes back with the win;
 * - a fold loses the ante;
 * - against a qualifying dealer the higher hand wins the call at `playPays` and the ante per `antePays` on its final
 *   hand; an equal hand is a push on both; a lower hand loses both;
 * - against a dealer who does not qualify the call is left unchanged and the ante is paid per the table — unless the
 *   profile reads the text as 003 §2.2.10.30 does (`paid-unless-beaten`: a stronger unqualified dealer takes it).
 */
import type { SettlementLine } from '../../../core/settlement.js';
import { ratio } from '../../../money/rounding.js';
import { parseCard } from '../../../poker-eval/cards.js';
import { compare, type HandValue } from '../../../poker-eval/value.js';
import { payLine } from '../engine/hands.js';
import type { PayRatio } from '../engine/profile.js';
import { bonusLineOf } from './hands.js';
import type { HoldemProfile } from './profile.js';
import type { HhBox } from './state.js';

const line = (b: HhBox, bet: string, stake: number, returned: number, outcome: string, cite: string): SettlementLine => ({ bettor: b.owner, box: b.box, bet, stake, returned, net: returned - stake, outcome, cite });

export function settleHoldemBox(p: HoldemProfile, b: HhBox, flop: readonly string[], hand: HandValue, dealer: HandValue, qualifies: boolean): SettlementLine[] {
  const r = p.rounding.value;
  const win = (stake: number, pay: PayRatio): number => stake + ratio(stake, pay.num, pay.den, r);
  const out: SettlementLine[] = [];
  const ante = b.stakes.ante ?? 0;
  const side = b.stakes.bonus;
  if (side) {
    if (b.decision !== 'play' && p.foldLosesBonus.value) out.push(line(b, 'bonus', side, 0, 'fold', p.foldLosesBonus.cite));
    else {
      const l = bonusLineOf(p, b.cards.map(parseCard), flop.map(parseCard));
      out.push(line(b, 'bonus', side, l ? win(side, l.pay) : 0, l ? l.key : 'lose', p.bonus.cite));
    }
  }
  if (b.decision !== 'play') {
    out.push(line(b, 'ante', ante, 0, 'fold', p.cites.decide));
    return out;
  }
  const play = b.stakes.play ?? 0;
  const c = compare(hand, dealer);
  const antePay = payLine(hand, p.antePays.value) as { key: string; pay: PayRatio };
  if (!qualifies) {
    out.push(line(b, 'play', play, play, 'dealer-not-qualified', p.anteAgainstUnqualified.cite));
    if (c < 0 && p.anteAgainstUnqualified.value === 'paid-unless-beaten') out.push(line(b, 'ante', ante, 0, 'lose', p.anteAgainstUnqualified.cite));
    else out.push(line(b, 'ante', ante, win(ante, antePay.pay), antePay.key, p.anteAgainstUnqualified.cite));
  } else if (c > 0) out.push(line(b, 'play', play, win(play, p.playPays.value), 'win', p.playPays.cite), line(b, 'ante', ante, win(ante, antePay.pay), antePay.key, p.antePays.cite));
  else if (c === 0) out.push(line(b, 'play', play, play, 'push', p.cites.showdown), line(b, 'ante', ante, ante, 'push', p.cites.showdown));
  else out.push(line(b, 'play', play, 0, 'lose', p.cites.showdown), line(b, 'ante', ante, 0, 'lose', p.cites.showdown));
  return out;
}
