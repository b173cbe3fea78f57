/**
 * @module games/blackjack/triple
 * Triple blackjack (000 §03.01): each position has boxes 1–3 played with one hand. After the players, the dealer
 * plays three hands in turn, each starting from his first card ("he collects all cards except the first one he
 * received"): hand 1 settles box-1 bets (and then the jackpot bet), hand 2 box-2 bets, hand 3 box-3 bets. He draws
 * only while a live competitor remains for that box; each hand stands on 17 as in §03.
 */
import type { Card } from '../../cards/card.js';
import { dealerNeeds, drawDealerHand, finishRound, settleInsurance } from './dealer-play.js';
import { setBox, type BjEvent, type Draft } from './draft.js';
import { dealerOutcome, mainResult, withinMaximum } from './settle.js';
import { settleRemainingSides } from './side-settle.js';
import type { TripleBlackjackProfile } from './profile.js';
import type { Box } from './state.js';

/** Keeps only what dealer hand `sub` plays against: the stakes (and insurance) of that box number. */
const onlySub = (d: Draft, sub: number): Draft => ({
  ...d,
  boxes: d.boxes.map(
    (b): Box => ({
      ...b,
      hands: b.hands.map((h) => ({ ...h, stakes: h.stakes.filter((st) => (st.sub ?? 1) === sub) })),
      insurance: b.insurance.filter((i) => (i.sub ?? 1) === sub),
      sides: sub === 1 ? b.sides : [],
    }),
  ),
});

export function tripleDealerTurn(d: Draft, ev: BjEvent[]): void {
  const t = (d.profile as TripleBlackjackProfile).triple;
  const first = d.dealer.cards[0];
  for (let sub = 1; sub <= 3; sub++) {
    const any = d.boxes.some((b) => b.hands.some((h) => h.stakes.some((st) => (st.sub ?? 1) === sub)));
    if (!any) continue;
    if (sub > 1) {
      d.dealer = { ...d.dealer, rounds: [...d.dealer.rounds, d.dealer.cards], cards: first ? [first] : [], final: false };
      ev.push({ type: 'dealer-hand-started', box: sub, cite: '000 §03.01' });
    }
    const needs = dealerNeeds(onlySub(d, sub));
    drawDealerHand(d, ev, needs);
    const dealer = dealerOutcome(d.dealer.cards, sub === 1 || t.dealerRedrawBlackjack.value);
    if (d.dealer.cards.length > 0) ev.push({ type: dealer.bust ? 'dealer-busted' : 'dealer-stood', box: sub, total: dealer.total, blackjack: dealer.blackjack });
    settleInsurance(d, ev, dealer, sub);
    const bjPays = sub === 1 || t.blackjackPaysOnAllBoxes.value;
    for (let i = d.boxes.length - 1; i >= 0; i--) {
      const b = d.boxes[i] as Box;
      if (!b.hands.some((h) => h.stakes.some((st) => !st.result && (st.sub ?? 1) === sub))) continue;
      const hands = b.hands.map((h) => ({
        ...h,
        stakes: h.stakes.map((st) => {
          if (st.result || (st.sub ?? 1) !== sub) return st;
          const r = withinMaximum(d, b, st, mainResult(d, h, st, dealer, bjPays));
          ev.push({ type: 'bet-settled', box: b.id, sub, bettor: st.bettor, outcome: r.outcome, stake: st.amount, returned: r.returned });
          return { ...st, result: r };
        }),
      }));
      setBox(d, b.id, (x) => ({ ...x, hands }));
    }
    if (sub === 1) settleRemainingSides(d, ev);
  }
  finishRound(d, ev);
}

/** The dealer's cards of earlier hands (for views): each starts with his first card. */
export const dealerHands = (rounds: readonly (readonly Card[])[], current: readonly Card[]): (readonly Card[])[] => [...rounds, current];
