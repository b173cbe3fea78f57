/**
 * @module games/blackjack/deal
 * The initial deal (000 §03 V.1.a, 002 §14.12a): one card to each box with a bet, from the dealer's left, then one
 * card to the dealer, then a second card to each box; the dealer takes no second card (no hole card) unless the
 * profile deals a US hole card after the boxes' second cards. A dealer error (a box skipped, cards to an empty box,
 * the dealer's own card forgotten) is dealt as the dealer made it, so its written correction can follow.
 */
import type { Card } from '../../cards/card.js';
import type { BoxId } from '../../core/ids.js';
import { drawCard, getBox, type BjEvent, type Draft } from './draft.js';
import { afterDeal } from './flow.js';
import { computeCommander } from './seating.js';
import { handTotal } from './hand.js';
import { copyBox, copyHand, newHand, type Box, type Stake } from './state.js';

/** The stakes of a box's first hand: one per bettor (and per sub-box in triple blackjack), in betting order. */
export function stakesFromBets(b: Box): Stake[] {
  const out: Stake[] = [];
  for (const m of b.bets) {
    const i = out.findIndex((st) => st.bettor === m.bettor && st.sub === m.sub);
    if (i >= 0) {
      const st = out[i] as Stake;
      out[i] = { ...st, amount: st.amount + m.amount, original: st.original + m.amount };
    } else out.push(m.sub === undefined ? { bettor: m.bettor, amount: m.amount, original: m.amount, result: null } : { bettor: m.bettor, amount: m.amount, original: m.amount, sub: m.sub, result: null });
  }
  return out;
}

export interface DealErrors {
  readonly skip: ReadonlySet<BoxId>;
  readonly extra: ReadonlySet<BoxId>;
  readonly skipDealer: boolean;
}

export const NO_ERRORS: DealErrors = { skip: new Set(), extra: new Set(), skipDealer: false };

/** The errors a `deal` action reports (none, as a rule: then no sets are built). */
export function dealErrorsOf(a: { skipBoxes?: readonly BoxId[] | undefined; extraBoxes?: readonly BoxId[] | undefined; skipDealerCard?: boolean | undefined }): DealErrors {
  if (!a.skipBoxes?.length && !a.extraBoxes?.length && a.skipDealerCard !== true) return NO_ERRORS;
  return { skip: new Set(a.skipBoxes ?? []), extra: new Set(a.extraBoxes ?? []), skipDealer: a.skipDealerCard === true };
}

/** Fresh hands for every box with a bet (and for an empty box the dealer wrongly deals to). */
export function resetHands(d: Draft, extra: ReadonlySet<BoxId>): void {
  d.boxes = d.boxes.map((b) => {
    if (b.bets.length === 0 && !extra.has(b.id) && b.hands.length === 0) return b;
    const x = copyBox(b);
    x.firstCards = [];
    if (b.bets.length > 0) {
      x.hands = [newHand([], stakesFromBets(b))];
      x.splits = 0;
      x.insurance = [];
      x.answered = [];
      x.playedOn = false;
    } else x.hands = extra.has(b.id) ? [newHand([], [])] : [];
    return x;
  });
  d.dealer = { cards: [], holeHidden: false, rounds: [], final: false };
}

/** Draws the dealer's card of the initial deal (face up, or the US hole card face down). */
function dealerInitialCard(d: Draft, ev: BjEvent[], dealt: Card[], hole: boolean): void {
  const card = drawCard(d, ev);
  dealt.push(card);
  d.dealer = { cards: [...d.dealer.cards, card], holeHidden: hole, rounds: d.dealer.rounds, final: d.dealer.final };
  ev.push(hole ? { type: 'hole-card-dealt' } : { type: 'dealer-card', card, total: handTotal(d.dealer.cards).total });
}

/** Draws one round of the initial deal for the boxes in `order`, the cards going to `into` (one list per box). */
function boxRound(d: Draft, ev: BjEvent[], dealt: Card[], order: readonly BoxId[], into: Card[][]): void {
  for (let i = 0; i < order.length; i++) {
    const id = order[i] as BoxId;
    const card = drawCard(d, ev);
    dealt.push(card);
    (into[i] as Card[]).push(card);
    ev.push({ type: 'card-dealt', box: id, hand: 0, card });
  }
}

/**
 * Deals the two rounds of the initial deal; returns the cards in the order they came out. The cards are drawn (and
 * their events emitted) in dealing order; each box then receives its cards in one copy (nothing reads the boxes'
 * hands between the draws).
 */
export function dealInitial(d: Draft, ev: BjEvent[], err: DealErrors): Card[] {
  const dealt: Card[] = [];
  const order: BoxId[] = [];
  for (const b of d.boxes) if ((b.bets.length > 0 && !err.skip.has(b.id)) || err.extra.has(b.id)) order.push(b.id);
  const into: Card[][] = [];
  for (let i = 0; i < order.length; i++) into.push([]);
  boxRound(d, ev, dealt, order, into);
  if (!err.skipDealer) dealerInitialCard(d, ev, dealt, false);
  boxRound(d, ev, dealt, order, into);
  if (!err.skipDealer && d.profile.dealer.holeCard.value !== 'none') dealerInitialCard(d, ev, dealt, true);
  if (order.length > 0) {
    const boxes = d.boxes.slice();
    for (let i = 0; i < order.length; i++) {
      const id = order[i] as BoxId;
      const old = boxes[id - 1] as Box;
      const h = old.hands[0];
      if (!h) continue;
      const cards = into[i] as Card[];
      const b = copyBox(old);
      const first = copyHand(h);
      first.cards = h.cards.concat(cards);
      const hands = old.hands.slice();
      hands[0] = first;
      b.hands = hands;
      b.firstCards = old.firstCards.concat(cards);
      boxes[id - 1] = b;
    }
    d.boxes = boxes;
  }
  return dealt;
}

/** The dealer closes bets and deals (`deal`), with the errors a scenario or an inspector reports. */
export function closeBetsAndDeal(d: Draft, ev: BjEvent[], err: DealErrors): void {
  d.boxes = d.boxes.map((b) => {
    if (b.bets.length === 0) return b;
    const x = copyBox(b);
    x.commander = computeCommander(d, b);
    return x;
  });
  ev.push({ type: 'bets-closed', boxes: d.boxes.filter((b) => b.bets.length > 0).map((b) => ({ box: b.id, commander: b.commander })) });
  resetHands(d, err.extra);
  d.roundStart = d.shoe.pos;
  const dealt = dealInitial(d, ev, err);
  if (err.skip.size > 0 || err.extra.size > 0) {
    d.phase = 'misdeal';
    d.pending = { kind: 'misdeal', cards: dealt, reason: err.skip.size > 0 ? 'missed-box' : 'empty-box' };
    ev.push({ type: 'misdeal', reason: d.pending.reason, cite: err.skip.size > 0 ? '003 §2.2.1.29' : '003 §2.2.1.31' });
    return;
  }
  if (err.skipDealer) d.flags = { ...d.flags, dealerCardMissing: true };
  afterDeal(d, ev);
}

/** 003 §2.2.1.29 / §2.2.1.31: the cards are taken back and dealt again, in the order they came out. */
export function redeal(d: Draft, ev: BjEvent[]): void {
  if (d.pending?.kind !== 'misdeal') return;
  const cards = d.pending.cards;
  d.front = [...cards, ...d.front];
  d.pending = null;
  resetHands(d, new Set());
  ev.push({ type: 'cards-taken-back', count: cards.length, cite: '003 §2.2.1.29' });
  dealInitial(d, ev, NO_ERRORS);
  afterDeal(d, ev);
}

export const boxHasBets = (d: Draft, id: BoxId): boolean => getBox(d, id).bets.length > 0;
