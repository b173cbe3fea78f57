/**
 * @module games/circle-poker/draw
 * The draw of a street with a `draw` rule (variant data): the players still in the hand discard in turn from the
 * button's left, face down (000 §17.1 III: once, none to four cards, "aski" for none; 003 §3.5.7: one card before
 * the turn); then the dealer replaces the discards (draw poker), a player discarding more than the first pass gets
 * the rest after every other player (000 §17.1 III: three, then the fourth). When the stub runs out the dealer deals
 * what is left of it, then the players' discards, shuffled; if only one player is still short, the other players'
 * discards, not his own (000 §17.1 III). All pure functions of the state.
 */
import { draw as drawCard, type ShoeState } from '../../shoe/shoe.js';
import { reject, type Rejection } from '../../core/errors.js';
import type { CpEvent, CpState, InHand } from './state.js';
import type { DrawRule } from './variant.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The draw rule of the street the draw under way is for, or null. */
export const drawRuleOf = (s: CpState): DrawRule | null => (s.drawFor === undefined ? null : (s.variant.streets[s.drawFor]?.draw ?? null));

/** The player to discard now, or null. */
export const drawerOf = (s: CpState): InHand | null => (s.phase === 'drawing' && s.toAct !== null && !s.offer ? (s.hand[s.toAct] ?? null) : null);

/** The player a card is offered to face up (an exchange in turn, 003 §3.5.13), awaiting his answer, or null. */
export const offeredTo = (s: CpState): InHand | null => (s.phase === 'drawing' && s.offer ? (s.hand[s.offer.at] ?? null) : null);

/** Cards the streets from `k` on still need from the stub: burns, board cards, and each live player's cards. */
const reserved = (s: CpState, k: number): number => {
  const live = s.hand.filter((p) => !p.folded).length;
  return s.variant.streets.slice(k).reduce((t, st) => t + st.burn + st.board * s.variant.boards + st.hole.length * live, 0);
};

/** Cards an exchange of `n` takes from the stub at most: a one-card exchange with a face-up offer may take two. */
const exchangeCost = (rule: DrawRule, n: number): number => (rule.offer && n === 1 ? 2 : n);

/**
 * Cards left for the exchange of the player to discard (`offer` rules): the stub less what the later streets need
 * and what the players before him may take (the texts do not say what happens when the deck runs short: an exchange
 * is limited to the cards left, in turn).
 */
export function exchangeRoom(s: CpState): number {
  const rule = drawRuleOf(s);
  if (!rule?.offer || s.drawFor === undefined) return Number.MAX_SAFE_INTEGER;
  const committed = s.hand.reduce((t, p) => t + (p.folded || p.discarded === undefined ? 0 : exchangeCost(rule, p.discarded.length)), 0);
  return s.shoe.order.length - s.shoe.pos - reserved(s, s.drawFor) - committed;
}

/** The next player still in the hand who has not discarded, from index `from`, or null. */
const nextDrawer = (hand: readonly InHand[], from: number): number | null => {
  for (let i = from; i < hand.length; i++) if (!(hand[i] as InHand).folded && (hand[i] as InHand).discarded === undefined) return i;
  return null;
};

/** Opens the draw before street `k`: every player still in (all-in players too) discards, from the button's left. */
export function openDraw(s: Mutable<CpState>, k: number, events: CpEvent[]): void {
  s.hand = s.hand.map(({ discarded: _d, served: _s, refused: _r, ...p }) => ({ ...p, bet: 0, acted: false, raises: 0 }));
  s.currentBet = 0;
  s.drawFor = k;
  s.phase = 'drawing';
  s.toAct = nextDrawer(s.hand, 0);
  const rule = s.variant.streets[k]?.draw as DrawRule;
  events.push({ type: 'draw-opened', street: k, min: rule.min, max: rule.max, cite: rule.cite });
}

/** Why a discard is refused (not a card of his, twice the same card, too many or too few), or null. */
export function checkDiscard(s: CpState, cards: readonly string[]): Rejection | null {
  const p = drawerOf(s);
  const rule = drawRuleOf(s);
  if (!p || !rule) return reject('circle-poker/not-drawing', 'no draw is under way');
  if (!Array.isArray(cards) || new Set(cards).size !== cards.length || cards.some((c) => !p.cards.some((h) => h.card === c)))
    return reject('circle-poker/discard', 'discard cards of your own hand, each once', rule.cite);
  if (cards.length < rule.min || cards.length > rule.max)
    return reject('circle-poker/discard-count', rule.min === rule.max ? `discard exactly ${rule.min}` : `discard between ${rule.min} and ${rule.max} cards`, rule.cite);
  if (exchangeCost(rule, cards.length) > exchangeRoom(s))
    return reject('circle-poker/deck-short', `the deck has ${Math.max(0, exchangeRoom(s))} cards left for your exchange (a one-card exchange needs two: the offer and the card after it)`, rule.cite);
  return null;
}

/** The player to discard discards `cards`; the turn moves on, and after the last discard the dealer is due. */
export function discard(s0: CpState, cards: readonly string[], timedOut: boolean): { state: CpState; events: CpEvent[] } {
  const s = { ...s0 } as Mutable<CpState>;
  const i = s0.toAct as number;
  const hand = s0.hand.map((x) => ({ ...x })) as Mutable<InHand>[];
  const p = hand[i] as Mutable<InHand>;
  p.cards = p.cards.filter((c) => !cards.includes(c.card));
  p.discarded = [...cards];
  s.hand = hand;
  // The discards are face down: the event says how many, never which (000 §17 VII.13).
  const events: CpEvent[] = [{ type: 'player-drew', box: p.box, player: p.player, count: cards.length, ...(cards.length === 0 ? { pat: true } : {}), ...(timedOut ? { timedOut: true } : {}) }];
  s.toAct = nextDrawer(hand, i + 1);
  if (s.toAct === null) s.phase = 'dealing';
  return { state: s, events };
}

/** On a time-out: no discard where the rule allows it (standing pat), else the last `min` cards dealt to him. */
export function defaultDiscard(s: CpState): string[] {
  const p = drawerOf(s);
  const rule = drawRuleOf(s);
  if (!p || !rule || rule.min === 0) return [];
  return p.cards.slice(-rule.min).map((c) => c.card);
}

/** Every discard the player to draw may make (at most 31 for five cards and none to four). */
export function discardChoices(s: CpState): string[][] {
  const p = drawerOf(s);
  const rule = drawRuleOf(s);
  if (!p || !rule) return [];
  const cards = p.cards.map((c) => c.card);
  const out: string[][] = [];
  const room = exchangeRoom(s);
  const walk = (from: number, picked: string[]): void => {
    if (picked.length >= rule.min && picked.length <= rule.max && exchangeCost(rule, picked.length) <= room) out.push(picked);
    if (picked.length === rule.max) return;
    for (let j = from; j < cards.length; j++) walk(j + 1, [...picked, cards[j] as string]);
  };
  walk(0, []);
  return out;
}

/** Cards the replacements need beyond the stub (0 when the stub suffices): the dealer's step then needs a reshuffle. */
export function shortfall(s: CpState): number {
  const rule = s.drawFor === undefined ? null : s.variant.streets[s.drawFor]?.draw;
  if (s.phase !== 'dealing' || !rule?.replace || rule.offer || s.street + 1 !== s.drawFor) return 0;
  const need = s.hand.reduce((t, p) => t + (p.folded ? 0 : (p.discarded?.length ?? 0)), 0);
  return Math.max(0, need - (s.shoe.order.length - s.shoe.pos));
}

/** Every discard of this draw, in the order of the players: what a reshuffle orders. */
export const allDiscards = (hand: readonly InHand[]): string[] => hand.flatMap((p) => (p.folded ? [] : [...(p.discarded ?? [])]));

/**
 * Deals the replacements: a first pass of at most `firstPass` cards each, in turn from the button's left, then the
 * rest. When the stub is empty, the discards (in the order `reshuffle` gives, a permutation of `allDiscards`; in
 * their own order without one) complete the hands; a player who alone is still short is given the others' discards,
 * his own only if theirs do not suffice (no text covers that case). Returns the shoe after the stub's cards.
 */
export function dealReplacements(shoe0: ShoeState, hand: Mutable<InHand>[], rule: DrawRule, reshuffle: readonly number[] | undefined, events: CpEvent[]): ShoeState {
  let shoe = shoe0;
  const discards = allDiscards(hand);
  const shuffledDiscards = reshuffle && reshuffle.length === discards.length ? reshuffle.map((j) => discards[j] as string) : discards;
  const owed = hand.map((p) => (p.folded ? 0 : (p.discarded?.length ?? 0)));
  let pile: string[] | null = null;
  const give = (i: number): void => {
    const p = hand[i] as Mutable<InHand>;
    let card: string;
    if (shoe.pos < shoe.order.length) {
      const d = drawCard(shoe);
      shoe = d.shoe;
      events.push(...(d.events as unknown as CpEvent[]));
      card = d.card;
    } else {
      if (pile === null) {
        const short = owed.map((n, j) => (n > 0 ? j : -1)).filter((j) => j >= 0);
        const own = short.length === 1 ? new Set((hand[short[0] as number] as InHand).discarded ?? []) : new Set<string>();
        pile = [...shuffledDiscards.filter((c) => !own.has(c)), ...shuffledDiscards.filter((c) => own.has(c))];
        events.push({ type: 'discards-reused', cards: pile.length, cite: rule.cite });
      }
      card = pile.shift() as string;
    }
    p.cards = [...p.cards, { card, up: false }];
    owed[i] = (owed[i] as number) - 1;
    events.push({ type: 'card-dealt', box: p.box, up: false });
  };
  const first = rule.firstPass ?? Number.MAX_SAFE_INTEGER;
  hand.forEach((_p, i) => {
    for (let n = Math.min(first, owed[i] as number); n > 0; n--) give(i);
  });
  hand.forEach((_p, i) => {
    while ((owed[i] as number) > 0) give(i);
  });
  return shoe;
}

/**
 * An exchange in turn (003 §3.5.13): the dealer serves the players who exchanged, in turn from the button's left —
 * the discarded number face down, except that a player exchanging one card is first offered the top card face up
 * (then the hand waits for his answer, `offer`). Returns false while an offer awaits an answer.
 */
export function serveExchanges(s: Mutable<CpState>, hand: Mutable<InHand>[], rule: DrawRule, events: CpEvent[]): boolean {
  let shoe = s.shoe;
  const take = (): string => {
    const d = drawCard(shoe);
    shoe = d.shoe;
    events.push(...(d.events as unknown as CpEvent[]));
    return d.card;
  };
  for (let i = 0; i < hand.length; i++) {
    const p = hand[i] as Mutable<InHand>;
    if (p.folded || p.served || p.discarded === undefined) continue;
    const n = p.discarded.length;
    if (n === 1 && !p.refused) {
      const card = take();
      p.cards = [...p.cards, { card, up: true }];
      s.offer = { at: i, card };
      s.shoe = shoe;
      events.push({ type: 'card-offered', box: p.box, player: p.player, card, cite: rule.cite });
      return false;
    }
    for (let j = 0; j < n; j++) {
      p.cards = [...p.cards, { card: take(), up: false }];
      events.push({ type: 'card-dealt', box: p.box, up: false });
    }
    p.served = true;
  }
  s.shoe = shoe;
  return true;
}

/** The player answers the face-up offer: he keeps the card (face up), or refuses it (dead) for the next face down. */
export function answerOffer(s0: CpState, take: boolean, timedOut: boolean): { state: CpState; events: CpEvent[] } {
  const s = { ...s0 } as Mutable<CpState>;
  const { at, card } = s0.offer as { at: number; card: string };
  const hand = s0.hand.map((x) => ({ ...x })) as Mutable<InHand>[];
  const p = hand[at] as Mutable<InHand>;
  if (take) p.served = true;
  else {
    p.cards = p.cards.filter((c) => c.card !== card);
    p.refused = true;
  }
  s.hand = hand;
  delete s.offer;
  s.phase = 'dealing';
  s.toAct = null;
  return { state: s, events: [{ type: take ? 'offer-taken' : 'offer-refused', box: p.box, player: p.player, card, ...(timedOut ? { timedOut: true } : {}) }] };
}
