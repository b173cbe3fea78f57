/**
 * @module games/blackjack/tip
 * The tip bet (jootrahapanus, 003 §2.2.1.7, §2.2.2.7, §2.1.9.3): chips a player bets for the staff with his main bet.
 * The text says three things of it: it is placed with the bets on the box and counts in the box's maximum
 * ("boksil olevate panuste summa (koos jootrahapanusega) ei tohi ületada laua maksimumi"), and surrender halves it
 * too ("Poolitatakse ka jootrahapanus"), an odd amount in the player's favour. The rest is Croupier's reading
 * (docs/decisions/blackjack.md): it plays as its bettor's stake on the box's first hand — won, pushed, lost, paid 3:2
 * on a blackjack, doubled or not as that stake's result says (its ratio of return to stake) — and what it returns is
 * the staff's: its settlement line is paid to the `tips` account (`SettlementLine.paidTo`), the house paying or
 * keeping the difference. A round that ends before the deal returns it to the player. Withdrawing the main bet takes
 * the tip bet with it.
 */
import { reject, type Rejection } from '../../core/errors.js';
import type { Actor, PlayerId } from '../../core/ids.js';
import type { SettlementLine } from '../../core/settlement.js';
import { half, roundRational } from '../../money/rounding.js';
import type { ActionOf } from './actions.js';
import { setBox, stakeEvent, type BjEvent, type Draft } from './draft.js';
import type { BjState, Box, Hand, TipBet } from './state.js';

const playerOf = (by: Actor): PlayerId | null => (by.kind === 'player' ? by.player : null);

/** Every chip bet on a box for its maximum: main bets and tip bets (003 §2.2.1.7). */
export const boxTotal = (b: Box): number => b.bets.reduce((t, m) => t + m.amount, 0) + b.tips.reduce((t, x) => t + x.amount, 0);

export function checkTip(s: BjState, a: ActionOf<'tip'>): Rejection | null {
  const p = playerOf(a.by);
  if (!p) return reject('blackjack/players-only', 'only a player may do this');
  const cite = s.profile.table.tipBet.cite;
  if (!s.profile.table.tipBet.value) return reject('blackjack/no-tip-bet', 'this table takes no tip bet', cite);
  if (s.phase !== 'betting') return reject('blackjack/betting-closed', 'a tip bet is placed with the bet, before the cards are dealt', cite);
  const b = s.boxes[a.box - 1];
  if (!b) return reject('blackjack/no-such-box', `the table has boxes 1–${s.boxes.length}`);
  if (!b.bets.some((m) => m.bettor === p)) return reject('blackjack/tip-needs-bet', 'a tip bet is placed with your bet on the box', cite);
  if (boxTotal(b) + a.amount > s.limits.maximum && s.profile.table.overMaximum.value === 'refuse')
    return reject('blackjack/over-box-maximum', `the bets on a box, the tip bet included, may not exceed the table maximum ${s.limits.maximum}`, cite);
  return null;
}

export function placeTip(d: Draft, ev: BjEvent[], a: ActionOf<'tip'>): void {
  const p = playerOf(a.by) as PlayerId;
  setBox(d, a.box, (b) => {
    const i = b.tips.findIndex((x) => x.bettor === p);
    const tips = b.tips.slice();
    if (i >= 0) tips[i] = { bettor: p, amount: (tips[i] as TipBet).amount + a.amount };
    else tips.push({ bettor: p, amount: a.amount });
    return { ...b, tips };
  });
  ev.push(stakeEvent(p, a.box, 'tip', a.amount));
}

/** The tip bet's settlement line: it follows its bettor's stake on the box's first hand; the return is the staff's. */
export function tipLine(s: BjState, b: Box, t: TipBet): SettlementLine {
  const cite = s.profile.table.tipBet.cite;
  const base = { bettor: t.bettor, box: b.id, bet: 'tip', stake: t.amount };
  const hand = b.hands[0] as Hand | undefined;
  const st = hand?.stakes.find((x) => x.bettor === t.bettor) ?? hand?.stakes[0];
  // No deal (the round ended while betting), or no result: the chips go back to the player, as a main bet's do.
  if (!hand || !st?.result) return { ...base, returned: t.amount, net: 0, outcome: 'void', cite };
  const r = st.result;
  let returned: number;
  if (r.outcome === 'surrender') returned = half(t.amount, s.profile.surrender.rounding.value);
  else returned = roundRational(t.amount * r.returned, st.amount, s.profile.rounding.value);
  // The ratio is the stake's own result, so a box over the maximum (003 §2.1.4, withinMaximum) scales the tip alike.
  return { ...base, returned, net: returned - t.amount, outcome: r.outcome, cite, paidTo: 'tips' };
}
