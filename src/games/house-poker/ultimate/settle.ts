/**
 * @module games/house-poker/ultimate/settle
 * One box against the dealer in Ultimate Texas Hold'em (003 §2.2.9.23–33): the best five of seven each (§2.2.9.24:
 * equal fives tie, the other two cards do not count); the dealer qualifies with a pair of twos (§2.2.9.25).
 * - TRIPS on the player's own best five, whatever the dealer holds (§2.2.9.33); a folded box's TRIPS by `foldLosesTrips`.
 * - A fold loses the ANTE and the BLIND (§2.2.9.21–22: the player does not continue; the text does not say more).
 * - Dealer higher: ANTE, PLAY and BLIND lose (§2.2.9.28) — but a dealer without a game who beats the player on high
 *   cards leaves the ANTE untouched (§2.2.9.31.1).
 * - Player higher: PLAY 1:1; the ANTE 1:1 against a qualifying dealer (§2.2.9.29), untouched against one without a
 *   game (§2.2.9.30, §2.2.9.31.2); the BLIND by its table for a straight or better, untouched below (§2.2.9.29, .32).
 * - Equal fives: every bet untouched (§2.2.9.24, §2.2.9.31.3).
 */
import type { SettlementLine } from '../../../core/settlement.js';
import { ratio } from '../../../money/rounding.js';
import { parseCard } from '../../../poker-eval/cards.js';
import { evaluate } from '../../../poker-eval/evaluate.js';
import { STANDARD_HIGH } from '../../../poker-eval/presets.js';
import { compare, type HandValue } from '../../../poker-eval/value.js';
import { payLine } from '../engine/hands.js';
import type { PayRatio } from '../engine/profile.js';
import type { HhBox } from '../holdem/state.js';
import type { UthProfile } from './profile.js';

export const uthValue = (cards: readonly string[]): HandValue => evaluate(cards.map(parseCard), STANDARD_HIGH);
export const uthQualifier = (p: UthProfile): HandValue => uthValue(p.qualifier.value.match(/../g) ?? []);

const line = (b: HhBox, bet: string, stake: number, returned: number, outcome: string, cite: string): SettlementLine => ({ bettor: b.owner, box: b.box, bet, stake, returned, net: returned - stake, outcome, cite });

/** The box's lines from its hand value, the dealer's, and whether the dealer qualifies (also used by the mathematics). */
export function settleUthBox(p: UthProfile, b: HhBox, hand: HandValue, dealer: HandValue, qualifies: boolean): SettlementLine[] {
  const r = p.rounding.value;
  const win = (stake: number, pay: PayRatio): number => stake + ratio(stake, pay.num, pay.den, r);
  const out: SettlementLine[] = [];
  const ante = b.stakes.ante ?? 0;
  const blind = b.stakes.blind ?? 0;
  const trips = b.stakes.trips;
  if (trips) {
    if (b.decision !== 'play' && p.foldLosesTrips.value) out.push(line(b, 'trips', trips, 0, 'fold', p.foldLosesTrips.cite));
    else {
      const l = payLine(hand, p.trips.value);
      out.push(line(b, 'trips', trips, l ? win(trips, l.pay) : 0, l ? l.key : 'lose', p.trips.cite));
    }
  }
  if (b.decision !== 'play') {
    out.push(line(b, 'ante', ante, 0, 'fold', p.cites.fold), line(b, 'blind', blind, 0, 'fold', p.cites.fold));
    return out;
  }
  const play = b.stakes.play ?? 0;
  const c = compare(hand, dealer);
  if (c < 0) {
    const sec = qualifies ? '003 §2.2.9.28' : '003 §2.2.9.31.1';
    out.push(line(b, 'play', play, 0, 'lose', sec), line(b, 'ante', ante, qualifies ? 0 : ante, qualifies ? 'lose' : 'dealer-not-qualified', sec), line(b, 'blind', blind, 0, 'lose', sec));
  } else if (c === 0) {
    const sec = qualifies ? '003 §2.2.9.24' : '003 §2.2.9.31.3';
    out.push(line(b, 'play', play, play, 'push', sec), line(b, 'ante', ante, ante, 'push', sec), line(b, 'blind', blind, blind, 'push', sec));
  } else {
    const bl = payLine(hand, p.blind.value);
    out.push(
      line(b, 'play', play, win(play, { num: 1, den: 1 }), 'win', qualifies ? '003 §2.2.9.29' : '003 §2.2.9.30'),
      qualifies ? line(b, 'ante', ante, win(ante, { num: 1, den: 1 }), 'win', '003 §2.2.9.29') : line(b, 'ante', ante, ante, 'dealer-not-qualified', '003 §2.2.9.30'),
      bl ? line(b, 'blind', blind, win(blind, bl.pay), bl.key, p.blind.cite) : line(b, 'blind', blind, blind, 'push', '003 §2.2.9.29, §2.2.9.32'),
    );
  }
  return out;
}

/** The settlement of a box from the cards: its two, the board's five, the dealer's two. */
export function settleUth(p: UthProfile, b: HhBox, board: readonly string[], dealer: readonly string[]): SettlementLine[] {
  const dv = uthValue([...dealer, ...board]);
  return settleUthBox(p, b, uthValue([...b.cards, ...board]), dv, dv >= uthQualifier(p));
}
