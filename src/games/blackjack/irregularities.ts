/**
 * @module games/blackjack/irregularities
 * Irregularities as the texts write them, each a dealer / inspector action with its exact consequence:
 * - exposed cards (002 §14.7: offered in order to the next players; a refusal makes that hand final; the dealer takes
 *   the rest until 17, the others are burned. 003 §2.2.1.28: the exposed card is simply the next card in play.
 *   Otherwise: burned);
 * - a missed box or cards to an empty box (003 §2.2.1.29, .31: the cards are taken back and dealt again);
 * - the dealer's card forgotten (003 §2.2.1.30: the player at whom play stopped takes it, or gives it to the dealer);
 * - the cut card not noticed (003 §2.2.1.32–34) and the shoe running out; a shuffler failure (003 §2.2.1.35);
 * - a player gone (003 §2.2.1.36) or away (003 §2.1.9.2): his hands stand, a win is set aside.
 */
import type { Card } from '../../cards/card.js';
import { commit } from '../../rng/commitment.js';
import { burn, placeCutCard, type ShoeState } from '../../shoe/shoe.js';
import type { ActionOf } from './actions.js';
import { autoEnd, drawCard, getBox, getHand, setBox, setHand, type BjEvent, type Draft } from './draft.js';
import { advance, afterDeal, dealerUp, maybeCloseInsurance } from './flow.js';
import { dealerMustDraw, handTotal, isAce, cardValue } from './hand.js';
import { dealToDealer } from './dealer-play.js';
import { dealInitial, NO_ERRORS, resetHands } from './deal.js';
import { blackjackReturn } from './settle.js';
import type { BjState, Box, Turn } from './state.js';
import { tableCards } from './state.js';

// ——— exposed cards ———

/** The next box after `after` (dealing order) with a hand still open, whose commander is present. */
function nextOpenBox(d: Draft, after: number): Box | undefined {
  return d.boxes.find((b) => b.id > after && !b.absent && b.hands.some((h) => h.end === null && h.stakes.length > 0));
}

const openHand = (b: Box): number => b.hands.findIndex((h) => h.end === null);

export function exposeCards(d: Draft, ev: BjEvent[], a: ActionOf<'expose-cards'>): void {
  const policy = d.profile.irregularities.exposedCard;
  if (policy.value === 'next-card-in-play') {
    const cards = peekNext(d.shoe, a.count);
    d.exposedNext = a.count;
    ev.push({ type: 'cards-exposed', cards, treatment: 'next-card-in-play', cite: policy.cite });
    return;
  }
  const cards: Card[] = [];
  for (let i = 0; i < a.count; i++) cards.push(drawCard(d, ev));
  if (policy.value === 'burn') {
    d.shoe = { ...d.shoe, burned: d.shoe.burned.concat(cards) };
    ev.push({ type: 'cards-exposed', cards, treatment: 'burned', cite: policy.cite });
    return;
  }
  ev.push({ type: 'cards-exposed', cards, treatment: 'offered', cite: policy.cite });
  offer(d, ev, cards, (d.turn as Turn).box, d.turn);
}

/** The next shoe cards, skipping cards that will be found face up and burned. */
function peekNext(shoe: ShoeState, n: number): Card[] {
  const out: Card[] = [];
  for (let i = shoe.pos; i < shoe.order.length && out.length < n; i++) if (!shoe.faceUp.includes(i)) out.push(shoe.order[i] as Card);
  return out;
}

/** Offers the first exposed card to the next box after `after`, or hands the cards to the dealer. */
function offer(d: Draft, ev: BjEvent[], cards: readonly Card[], after: number, resume: Turn | null): void {
  const next = cards.length ? nextOpenBox(d, after) : undefined;
  if (next) {
    d.phase = 'exposed';
    d.pending = { kind: 'exposed', cards, box: next.id, resume };
    ev.push({ type: 'exposed-card-offered', box: next.id, card: cards[0], cite: '002 §14.7' });
    return;
  }
  // nobody (else) takes them: the dealer takes them in order until 17 or more; the rest are burned
  let rest = cards;
  const hits17 = d.profile.dealer.hitsSoft17.value;
  while (rest.length > 0 && !d.dealer.final && dealerMustDraw(d.dealer.cards, hits17)) {
    const card = rest[0] as Card;
    rest = rest.slice(1);
    d.dealer = { ...d.dealer, cards: [...d.dealer.cards, card] };
    ev.push({ type: 'dealer-card', card, total: handTotal(d.dealer.cards).total, exposed: true, cite: '002 §14.7' });
  }
  if (!dealerMustDraw(d.dealer.cards, hits17) && d.dealer.cards.length > 0) d.dealer = { ...d.dealer, final: true };
  if (rest.length > 0) {
    d.shoe = { ...d.shoe, burned: d.shoe.burned.concat(rest) };
    ev.push({ type: 'exposed-cards-burned', cards: rest, cite: '002 §14.7' });
  }
  d.pending = null;
  d.phase = 'play';
  d.turn = resume;
  advance(d, ev);
}

export function acceptCard(d: Draft, ev: BjEvent[], a: ActionOf<'accept-card'>): void {
  const pend = d.pending;
  if (pend?.kind !== 'exposed') return;
  const [card, ...rest] = pend.cards as [Card, ...Card[]];
  const hand = openHand(getBox(d, a.box));
  setHand(d, a.box, hand, (h) => ({ ...h, cards: [...h.cards, card] }));
  setBox(d, a.box, (b) => ({ ...b, firstCards: b.firstCards.length < 3 ? [...b.firstCards, card] : b.firstCards }));
  ev.push({ type: 'card-dealt', box: a.box, hand, card, exposed: true, cite: '002 §14.7' });
  autoEnd(d, ev, a.box, hand);
  // the same player may accept as many as he wishes, while his hand can take cards
  const stillOpen = openHand(getBox(d, a.box)) >= 0;
  if (rest.length > 0 && stillOpen) {
    d.pending = { ...pend, cards: rest };
    ev.push({ type: 'exposed-card-offered', box: a.box, card: rest[0], cite: '002 §14.7' });
    return;
  }
  offer(d, ev, rest, a.box, pend.resume);
}

/** A refusal makes the hand final (002 §14.7); the card goes on to the next player. */
export function refuseCard(d: Draft, ev: BjEvent[], a: ActionOf<'refuse-card'>): void {
  const pend = d.pending;
  if (pend?.kind !== 'exposed') return;
  const b = getBox(d, a.box);
  b.hands.forEach((h, i) => {
    if (h.end === null) setHand(d, a.box, i, (x) => ({ ...x, end: 'refused-exposed' }));
  });
  ev.push({ type: 'exposed-card-refused', box: a.box, card: pend.cards[0], cite: '002 §14.7' });
  offer(d, ev, pend.cards, a.box, pend.resume);
}

// ——— misdeal, dealer card forgotten ———

/** Immediate blackjack payments once the dealer's card shows he cannot have one (002 §14.12b, 003 §2.2.1.11). */
function payImmediate(d: Draft, ev: BjEvent[]): void {
  const up = dealerUp(d);
  if (d.profile.blackjack.payImmediately.value !== 'when-dealer-cannot-have-blackjack' || !up || isAce(up) || cardValue(up) === 10) return;
  for (const b of d.boxes) {
    const h = b.hands[0];
    if (!h || h.end !== 'blackjack' || h.stakes.every((st) => st.result)) continue;
    setHand(d, b.id, 0, (x) => ({ ...x, stakes: x.stakes.map((st) => (st.result ? st : { ...st, result: blackjackReturn(d, st.amount) })) }));
    ev.push({ type: 'blackjack-paid', box: b.id, cite: d.profile.blackjack.payImmediately.cite });
  }
}

/**
 * 003 §2.2.1.30: the dealer forgot his card. If nobody has drawn yet he takes the next card and the round goes on
 * as dealt; once players have drawn, the player at whom play stopped chooses who takes the next card.
 */
export function noticeMissingDealerCard(d: Draft, ev: BjEvent[]): void {
  ev.push({ type: 'dealer-card-missing', cite: '003 §2.2.1.30' });
  if (!d.flags.decisionMade) {
    d.flags = { ...d.flags, dealerCardMissing: false };
    dealToDealer(d, ev);
    afterDeal(d, ev);
    return;
  }
  d.phase = 'missing-card';
  d.pending = { kind: 'missing-card', box: (d.turn as Turn).box };
}

export function takeCard(d: Draft, ev: BjEvent[], a: ActionOf<'take-card'>): void {
  const t = d.turn as Turn;
  d.pending = null;
  d.phase = 'play';
  d.flags = { ...d.flags, dealerCardMissing: false };
  const card = drawCard(d, ev);
  setHand(d, a.box, t.hand, (h) => ({ ...h, cards: [...h.cards, card] }));
  setBox(d, a.box, (b) => ({ ...b, firstCards: b.firstCards.length < 3 ? [...b.firstCards, card] : b.firstCards }));
  ev.push({ type: 'card-dealt', box: a.box, hand: t.hand, card, cite: '003 §2.2.1.30' });
  dealToDealer(d, ev);
  payImmediate(d, ev);
  autoEnd(d, ev, a.box, t.hand);
  if (getHand(d, t.box, t.hand).end !== null) advance(d, ev);
}

export function giveCard(d: Draft, ev: BjEvent[]): void {
  d.pending = null;
  d.phase = 'play';
  d.flags = { ...d.flags, dealerCardMissing: false };
  dealToDealer(d, ev);
  ev.push({ type: 'dealer-card-given', cite: '003 §2.2.1.30' });
  payImmediate(d, ev);
}

// ——— the shoe: cut card missed, shoe empty, shuffler failure ———

/** A new dealing order from a permutation the action carries (filled by `randomize`), cut at `cutOffset`. */
function shoeFrom(prev: ShoeState, order: readonly Card[], cutOffset: number, salt: string): ShoeState {
  const cut = cutOffset > 0 && cutOffset < order.length ? order.slice(cutOffset).concat(order.slice(0, cutOffset)) : order;
  return { ...prev, mode: 'cut-card', shoeNo: prev.shoeNo + 1, shuffled: order, order: cut, cutOffset, pos: 0, cutAt: null, cutCardOut: false, faceUp: [], burned: [], commitment: commit(order, salt), salt };
}

/** Same cards, any order: the multiset check a reshuffle's recorded order must pass. */
export function samePool(a: readonly Card[], b: readonly Card[]): boolean {
  if (a.length !== b.length) return false;
  const m = new Map<Card, number>();
  for (const c of a) m.set(c, (m.get(c) ?? 0) + 1);
  for (const c of b) {
    const n = m.get(c);
    if (!n) return false;
    m.set(c, n - 1);
  }
  return true;
}

/** The discards: every card out of the shoe that is not on the table (burned cards and earlier rounds'). */
export function discards(s: Pick<BjState, 'shoe' | 'boxes' | 'dealer' | 'pending'>): Card[] {
  const out = s.shoe.order.slice(0, s.shoe.pos) as Card[];
  for (const c of tableCards(s as BjState)) {
    const i = out.indexOf(c);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}

/** What a reshuffle action mixes: the whole shoe (cut card missed early), the discards, or the shuffler's cards. */
export function reshufflePool(s: BjState, type: 'notice-cut-card' | 'reshuffle-discards' | 'replace-shuffler'): Card[] {
  if (type === 'notice-cut-card') return [...s.shoe.order];
  if (type === 'reshuffle-discards') return discards(s);
  return s.shoe.order.slice(s.shoe.pos) as Card[];
}

/**
 * The new commitment's salt: fresh from the RNG (filled by `randomize` with the order), as docs/fairness.md says.
 * Actions recorded before the salt was drawn carry none: theirs was derived from the order, and is derived the same
 * way so that those rounds still replay to their recorded commitments.
 */
const saltOf = (a: { order?: readonly Card[]; salt?: string }): string => a.salt ?? commit(a.order ?? [], 'reshuffle').slice(0, 32);

/**
 * 003 §2.2.1.32–33: the cut card was missed. Noticed before any player drew (only the first cards out): the hand
 * stops, the shoe is reshuffled, cut and the same bets are dealt again. Noticed later: the hand is played to the
 * end and the cards are reshuffled after it.
 */
export function noticeCutCard(d: Draft, ev: BjEvent[], a: ActionOf<'notice-cut-card'>): void {
  d.flags = { ...d.flags, cutCardUnnoticed: false, newShoeNext: true };
  if (d.flags.decisionMade) {
    ev.push({ type: 'cut-card-noticed', consequence: 'reshuffle-after-hand', cite: '003 §2.2.1.33' });
    return;
  }
  ev.push({ type: 'cut-card-noticed', consequence: 'hand-stopped', cite: '003 §2.2.1.32' });
  // the hand is stopped: insurance stakes go back; the same main and side bets are dealt again from a new shoe
  for (const b of d.boxes) for (const i of b.insurance) ev.push({ type: 'stake-withdrawn', bettor: i.bettor, box: b.id, bet: i.sub ? `insurance-${i.sub}` : 'insurance', amount: i.amount });
  d.boxes = d.boxes.map((b) => ({ ...b, sides: b.sides.map((sb) => ({ bettor: sb.bettor, kind: sb.kind, amount: sb.amount, result: null, ...(sb.side ? { side: sb.side } : {}) })) }));
  const order = a.order as Card[];
  let shoe = shoeFrom(d.shoe, order, a.cutOffset ?? 0, saltOf(a));
  shoe = placeCutCard(shoe, d.profile.shoe.reserve.value).shoe;
  ev.push({ type: 'shoe-shuffled', shoeNo: shoe.shoeNo, commitment: shoe.commitment, cards: order.length, mode: 'cut-card' });
  const b = burn(shoe, d.profile.shoe.burn.value);
  d.shoe = b.shoe;
  ev.push(...b.events);
  d.front = [];
  d.exposedNext = 0;
  d.flags = { ...d.flags, newShoeNext: false, dealerCardMissing: false };
  d.pending = null;
  d.phase = 'play';
  d.turn = null;
  resetHands(d, new Set());
  d.roundStart = d.shoe.pos;
  dealInitial(d, ev, NO_ERRORS);
  afterDeal(d, ev);
}

/** Re-applies a suspended action to the draft (the dispatcher, passed in to avoid an import cycle). */
export type ApplyAgain = (d: Draft, ev: BjEvent[], action: unknown) => void;

/** 003 §2.2.1.34: the shoe ran out; the discards are shuffled and cut, the hand is finished, then a new shoe. */
export function reshuffleDiscards(d: Draft, ev: BjEvent[], a: ActionOf<'reshuffle-discards'>, apply: ApplyAgain): void {
  const pend = d.pending;
  if (pend?.kind !== 'shoe-empty') return;
  const left = d.shoe.order.slice(d.shoe.pos) as Card[];
  const order = a.order as Card[];
  const fresh = shoeFrom(d.shoe, order, a.cutOffset ?? 0, saltOf(a));
  d.shoe = { ...fresh, order: left.concat(fresh.order), shuffled: left.concat(order) };
  d.flags = { ...d.flags, cutCardUnnoticed: false, newShoeNext: true };
  ev.push({ type: 'discards-reshuffled', cards: order.length, commitment: fresh.commitment, cite: '003 §2.2.1.34' });
  d.phase = pend.phase;
  d.pending = pend.pending;
  apply(d, ev, pend.action);
}

/** 003 §2.2.1.35: the shuffler's remaining cards are shuffled and cut, and the hand is finished from a shoe. */
export function replaceShuffler(d: Draft, ev: BjEvent[], a: ActionOf<'replace-shuffler'>): void {
  const order = a.order as Card[];
  d.shoe = shoeFrom(d.shoe, order, a.cutOffset ?? 0, saltOf(a));
  d.flags = { ...d.flags, shufflerFailed: true, newShoeNext: true };
  ev.push({ type: 'shuffler-replaced', cards: order.length, commitment: d.shoe.commitment, cite: '003 §2.2.1.35' });
}

// ——— absent players ———

/** 003 §2.2.1.36 (gone) / §2.1.9.2 (away ≥ 5 minutes): the box's hands stand; an away player's win is set aside. */
export function markAbsent(d: Draft, ev: BjEvent[], box: number, kind: 'gone' | 'away'): void {
  const b = getBox(d, box);
  setBox(d, box, (x) => ({
    ...x,
    absent: kind,
    hands: kind === 'away' ? x.hands.map((h) => ({ ...h, stakes: h.stakes.map((st) => (st.bettor === b.commander ? { ...st, setAside: true } : st)) })) : x.hands,
  }));
  ev.push({ type: kind === 'gone' ? 'player-gone' : 'player-away', box, player: b.commander, cite: kind === 'gone' ? '003 §2.2.1.36' : '003 §2.1.9.2' });
  if (d.phase === 'insurance') maybeCloseInsurance(d, ev);
  if (d.phase === 'play' && d.turn?.box === box) advance(d, ev);
}
