/**
 * @module games/blackjack/dealer-play
 * The dealer's hand once every box has played: he turns his hole card (US modes) or draws his second card, then
 * draws below 17 and stands on 17 (soft 17 too, unless the profile hits it: 000 §03 V.1.a, 002 §14.12c). He need not
 * draw when no hand is left to compare (000 §03 V.1.a: every hand busted); he still takes the card that decides a
 * waiting blackjack, an insurance or a late surrender. Then every open stake is settled and the round ends.
 */
import { reveal } from '../../shoe/shoe.js';
import { ratio } from '../../money/rounding.js';
import { dealerMustDraw, handTotal } from './hand.js';
import { drawCard, setBox, type BjEvent, type Draft } from './draft.js';
import { dealerOutcome, mainResult, withinMaximum, type DealerOutcome } from './settle.js';
import { settleRemainingSides } from './side-settle.js';
import { tripleDealerTurn } from './triple.js';
import { copyBox, copyHand, type Box, type Insurance } from './state.js';

/** Deals the dealer his next card. */
export function dealToDealer(d: Draft, ev: BjEvent[]): void {
  const card = drawCard(d, ev);
  d.dealer = { cards: [...d.dealer.cards, card], holeHidden: d.dealer.holeHidden, rounds: d.dealer.rounds, final: d.dealer.final };
  ev.push({ type: 'dealer-card', card, total: handTotal(d.dealer.cards).total });
}

/** What the dealer's hand must still decide: full comparisons (`live`) or only whether he has a blackjack (`check`). */
export function dealerNeeds(d: Draft): { live: boolean; check: boolean } {
  let live = false;
  let check = false;
  for (const b of d.boxes) {
    for (const h of b.hands)
      for (const st of h.stakes) {
        if (st.result) continue;
        if (st.surrendered || h.end === 'blackjack') check = true;
        else live = true;
      }
    for (const i of b.insurance) if (!i.result) check = true;
    for (const sb of b.sides) if (!sb.result && sb.kind === 'perfectPair') check = true;
  }
  return { live, check };
}

/** The dealer completes his hand as the rules say. */
export function drawDealerHand(d: Draft, ev: BjEvent[], needs: { live: boolean; check: boolean }): void {
  if (d.dealer.holeHidden) {
    d.dealer = { ...d.dealer, holeHidden: false };
    ev.push({ type: 'hole-card-revealed', card: d.dealer.cards[1] });
  }
  if (d.dealer.final) return;
  const hits17 = d.profile.dealer.hitsSoft17.value;
  if (needs.live || d.profile.dealer.drawsWhenNoLiveHands.value) {
    while (dealerMustDraw(d.dealer.cards, hits17)) dealToDealer(d, ev);
  } else if (needs.check) {
    while (d.dealer.cards.length < 2) dealToDealer(d, ev);
  }
}

export function settleInsurance(d: Draft, ev: BjEvent[], dealer: DealerOutcome, sub?: number): void {
  const pays = d.profile.insurance.pays;
  for (const b of d.boxes) {
    if (b.insurance.length === 0 || !b.insurance.some((i) => !i.result && (sub === undefined || i.sub === sub))) continue;
    const insurance = b.insurance.map((i): Insurance => {
      if (i.result || (sub !== undefined && i.sub !== sub)) return i;
      const returned = dealer.blackjack ? i.amount + ratio(i.amount, pays.value.num, pays.value.den, d.profile.rounding.value) : 0;
      ev.push({ type: 'insurance-settled', box: b.id, bettor: i.bettor, returned });
      return { ...i, result: { returned, outcome: dealer.blackjack ? 'win' : 'lose', cite: pays.cite } };
    });
    setBox(d, b.id, (x) => ({ ...x, insurance }));
  }
}

/** Ends the round: the settlement is complete; the shoe is revealed when it ends with this round. */
export function finishRound(d: Draft, ev: BjEvent[]): void {
  settleRemainingSides(d, ev);
  d.phase = 'over';
  d.turn = null;
  d.pending = null;
  ev.push({ type: 'round-over' });
  if (d.flags.newShoeNext && d.shoe.mode === 'cut-card') ev.push(reveal(d.shoe));
}

/** Every stake of every hand of the box has its result (or the box has no hand). */
function allSettled(b: Box): boolean {
  for (const h of b.hands) for (const st of h.stakes) if (!st.result) return false;
  return true;
}

export function dealerTurn(d: Draft, ev: BjEvent[]): void {
  if (d.game === 'triple-blackjack') {
    tripleDealerTurn(d, ev);
    return;
  }
  drawDealerHand(d, ev, dealerNeeds(d));
  const dealer = dealerOutcome(d.dealer.cards);
  if (d.dealer.cards.length > 0) ev.push({ type: dealer.bust ? 'dealer-busted' : 'dealer-stood', total: dealer.total, blackjack: dealer.blackjack });
  settleInsurance(d, ev, dealer);
  let boxes: Box[] | null = null;
  for (let i = d.boxes.length - 1; i >= 0; i--) {
    const b = d.boxes[i] as Box;
    if (allSettled(b)) continue;
    const x = copyBox(b);
    x.hands = b.hands.map((h) => {
      const y = copyHand(h);
      y.stakes = h.stakes.map((st) => {
        if (st.result) return st;
        const r = withinMaximum(d, b, st, mainResult(d, h, st, dealer));
        ev.push({ type: 'bet-settled', box: b.id, bettor: st.bettor, outcome: r.outcome, stake: st.amount, returned: r.returned });
        return { ...st, result: r };
      });
      return y;
    });
    boxes ??= d.boxes.slice();
    boxes[i] = x;
  }
  if (boxes) d.boxes = boxes;
  finishRound(d, ev);
}
