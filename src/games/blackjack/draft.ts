/**
 * @module games/blackjack/draft
 * The working copy an action is applied to: a shallow copy of the state whose top-level fields the handlers
 * replace (never mutating anything reachable from the previous state), plus the event list. Drawing a card,
 * dealing it to a hand and settling a stake are here, shared by every phase.
 */
import type { Card } from '../../cards/card.js';
import type { GameEvent } from '../../core/contract.js';
import type { BoxId } from '../../core/ids.js';
import { citeOf } from '../../rules/cites.js';
import { draw, remaining } from '../../shoe/shoe.js';
import { handTotal, isNatural } from './hand.js';
import { copyBox, copyHand, type BjState, type Box, type Hand, type HandEnd, type Result, type Stake } from './state.js';

export type Draft = { -readonly [K in keyof BjState]: BjState[K] };

export interface BjEvent extends GameEvent {
  readonly [field: string]: unknown;
}

/** Thrown inside `apply` when a card is needed and the shoe is empty; `apply` suspends the action (003 §2.2.1.34). */
export class ShoeEmptySignal extends Error {}

/** A field-by-field copy of the state (a plain literal: cheaper than a spread, and this runs on every action). */
export const draftOf = (s: BjState): Draft => ({
  game: s.game,
  v: s.v,
  roundNo: s.roundNo,
  profile: s.profile,
  table: s.table,
  limits: s.limits,
  phase: s.phase,
  shoe: s.shoe,
  front: s.front,
  exposedNext: s.exposedNext,
  boxes: s.boxes,
  dealer: s.dealer,
  turn: s.turn,
  doneBetting: s.doneBetting,
  pending: s.pending,
  flags: s.flags,
  roundStart: s.roundStart,
  burnedThisRound: s.burnedThisRound,
});

/** Draws the next card: cards put back in front of the shoe first, then the shoe (a face-up card burned or played). */
export function drawCard(d: Draft, ev: BjEvent[]): Card {
  if (d.front.length > 0) {
    const c = d.front[0] as Card;
    d.front = d.front.slice(1);
    return c;
  }
  let shoe = d.shoe;
  if (d.profile.shoe.faceUpCard.value === 'play-through' && shoe.faceUp.includes(shoe.pos) && shoe.pos < shoe.order.length) {
    ev.push({ type: 'face-up-card-in-play', card: shoe.order[shoe.pos] });
    shoe = { ...shoe, faceUp: shoe.faceUp.filter((i) => i !== shoe.pos) };
  }
  let skip = 0;
  while (shoe.faceUp.includes(shoe.pos + skip)) skip++;
  if (remaining(shoe) - skip <= 0) throw new ShoeEmptySignal();
  const r = draw(shoe);
  for (const e of r.events) {
    ev.push(e);
    if (e.type === 'cut-card-out' && !d.flags.cutCardUnnoticed) {
      d.flags = { ...d.flags, newShoeNext: true };
      ev.push({ type: 'last-round-announced', cite: citeOf(d.profile, 'last-round') });
    }
  }
  d.shoe = r.shoe;
  if (d.exposedNext > 0) d.exposedNext--;
  return r.card;
}

export function setBox(d: Draft, id: BoxId, f: (b: Box) => Box): void {
  const boxes = d.boxes.slice();
  boxes[id - 1] = f(boxes[id - 1] as Box);
  d.boxes = boxes;
}

export function setHand(d: Draft, id: BoxId, i: number, f: (h: Hand) => Hand): void {
  const boxes = d.boxes.slice();
  const b = copyBox(boxes[id - 1] as Box);
  const hands = b.hands.slice();
  hands[i] = f(hands[i] as Hand);
  b.hands = hands;
  boxes[id - 1] = b;
  d.boxes = boxes;
}

/** Replaces hand `i` of box `id` by `h`. */
export function putHand(d: Draft, id: BoxId, i: number, h: Hand): void {
  const boxes = d.boxes.slice();
  const b = copyBox(boxes[id - 1] as Box);
  const hands = b.hands.slice();
  hands[i] = h;
  b.hands = hands;
  boxes[id - 1] = b;
  d.boxes = boxes;
}

export const getBox = (d: Draft, id: BoxId): Box => d.boxes[id - 1] as Box;
export const getHand = (d: Draft, id: BoxId, i: number): Hand => getBox(d, id).hands[i] as Hand;

/** The hand's best total (with the aces its double fixed at one point). */
export const totalOf = (h: Hand): number => handTotal(h.cards, h.fixedAces).total;

/** A hand that is a blackjack under the profile (a two-card 21 after a split only if `afterSplitCounts`). */
export const isBlackjackHand = (d: Pick<BjState, 'profile'>, h: Hand): boolean => isNatural(h.cards) && (!h.fromSplit || d.profile.blackjack.afterSplitCounts.value);

/** Deals the next card to a hand, records it among the box's first three cards, and ends the hand if it must. */
export function dealToHand(d: Draft, ev: BjEvent[], box: BoxId, hand: number): Card {
  const card = drawCard(d, ev);
  const boxes = d.boxes.slice();
  const b = copyBox(boxes[box - 1] as Box);
  const hands = b.hands.slice();
  const h = copyHand(hands[hand] as Hand);
  h.cards = [...h.cards, card];
  hands[hand] = h;
  b.hands = hands;
  if (b.firstCards.length < 3) b.firstCards = [...b.firstCards, card];
  boxes[box - 1] = b;
  d.boxes = boxes;
  ev.push({ type: 'card-dealt', box, hand, card });
  return card;
}

/** Ends a hand; a bust collects its stakes at once (000 §03 V.1.a, 002 §14.12a: before the next hand). */
export function endHand(d: Draft, ev: BjEvent[], box: BoxId, hand: number, end: HandEnd): void {
  const h = copyHand(getHand(d, box, hand));
  h.end = end;
  if (end === 'bust') h.stakes = h.stakes.map((st) => (st.result ? st : { ...st, result: { returned: 0, outcome: 'bust' } }));
  putHand(d, box, hand, h);
  if (end === 'bust') ev.push({ type: 'hand-busted', box, hand, total: totalOf(h) });
  else ev.push({ type: 'hand-ended', box, hand, end, total: totalOf(h) });
}

/** After a card: a bust ends the hand; 21 ends it where no card may be drawn on 21. Returns true if it ended. */
export function autoEnd(d: Draft, ev: BjEvent[], box: BoxId, hand: number): boolean {
  const h = getHand(d, box, hand);
  const t = totalOf(h);
  if (t > 21) {
    endHand(d, ev, box, hand, 'bust');
    return true;
  }
  if (h.doubled) {
    endHand(d, ev, box, hand, 'double');
    return true;
  }
  if (t === 21 && d.profile.play.standOn21.value) {
    endHand(d, ev, box, hand, isBlackjackHand(d, h) ? 'blackjack' : 'twenty-one');
    return true;
  }
  return false;
}

/** Sets a stake's result (a stake already settled keeps its result). */
export const settled = (st: Stake, r: Result): Stake => (st.result ? st : { ...st, result: r });

/** Every stake event of the round goes through here. */
export const stakeEvent = (bettor: string, box: BoxId, bet: string, amount: number): BjEvent => ({ type: 'stake', bettor, box, bet, amount });
