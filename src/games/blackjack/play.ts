/**
 * @module games/blackjack/play
 * A box's decisions, taken by its commander (002 §14.11: only the seated player asks for or refuses cards): hit,
 * stand, double (one card only), split (an equal stake; the right-hand hand is played first and each split hand gets
 * its second card when its turn comes), surrender (half back). Back-bettors choose whether to follow a double or a
 * split, and which hand they follow, before the card is added (003 §2.2.1.20).
 */
import type { Card } from '../../cards/card.js';
import type { PlayerId } from '../../core/ids.js';
import type { ActionOf } from './actions.js';
import { autoEnd, dealToHand, endHand, getBox, getHand, setBox, setHand, stakeEvent, type BjEvent, type Draft } from './draft.js';
import { advance, afterSecondCard } from './flow.js';
import { isAce } from './hand.js';
import { surrenderResult } from './settle.js';
import { newHand, type Hand, type Stake, type Turn } from './state.js';

const turnOf = (d: Draft): Turn => d.turn as Turn;
const actor = (a: { by: { kind: string; player?: string } }): PlayerId | null => (a.by.kind === 'player' ? (a.by.player as PlayerId) : null);

function decided(d: Draft): void {
  if (!d.flags.decisionMade) d.flags = { ...d.flags, decisionMade: true };
}

/** Moves on if the current hand has ended. */
function next(d: Draft, ev: BjEvent[]): void {
  const t = turnOf(d);
  if (getHand(d, t.box, t.hand).end !== null) advance(d, ev);
}

export function hit(d: Draft, ev: BjEvent[]): void {
  const t = turnOf(d);
  decided(d);
  dealToHand(d, ev, t.box, t.hand);
  autoEnd(d, ev, t.box, t.hand);
  next(d, ev);
}

export function stand(d: Draft, ev: BjEvent[]): void {
  const t = turnOf(d);
  decided(d);
  endHand(d, ev, t.box, t.hand, 'stand');
  advance(d, ev);
}

/** Back-bettors of the hand whose stake is open: they answer before the double or split is carried out. */
const followers = (d: Draft, box: number, hand: number): PlayerId[] => {
  const b = getBox(d, box);
  const out: PlayerId[] = [];
  for (const st of (b.hands[hand] as Hand).stakes) if (st.bettor !== b.commander && !st.result && !out.includes(st.bettor)) out.push(st.bettor);
  return out;
};

type Answers = readonly { readonly bettor: PlayerId; readonly choice: string }[];

/** A double or a split asked for: the hand's back-bettors are asked first whether they follow (003 §2.2.1.20); with none, it is carried out now. */
function askFollowersThen(d: Draft, ev: BjEvent[], op: 'double' | 'split', execute: (d: Draft, ev: BjEvent[], answers: Answers) => void): void {
  const t = turnOf(d);
  decided(d);
  if (followers(d, t.box, t.hand).length > 0) {
    d.phase = 'follow';
    d.pending = { kind: 'follow', op, box: t.box, hand: t.hand, answers: [] };
    ev.push({ type: 'follow-asked', op, box: t.box, cite: '003 §2.2.1.20' });
    return;
  }
  execute(d, ev, []);
}

export function double(d: Draft, ev: BjEvent[]): void {
  askFollowersThen(d, ev, 'double', executeDouble);
}

export function split(d: Draft, ev: BjEvent[]): void {
  askFollowersThen(d, ev, 'split', executeSplit);
}

/** The double: an equal stake (002 §14.15), exactly one card; an initial ace may count one for good (000, 001). */
function executeDouble(d: Draft, ev: BjEvent[], answers: Answers): void {
  const t = turnOf(d);
  const b = getBox(d, t.box);
  const h = b.hands[t.hand] as Hand;
  const doubles = (st: Stake): boolean => !st.result && (st.bettor === b.commander || answers.some((x) => x.bettor === st.bettor && x.choice === 'double'));
  for (const st of h.stakes) if (doubles(st)) ev.push(stakeEvent(st.bettor, t.box, 'double', st.amount));
  const fixedAces = d.profile.double.initialAceCountsOne.value ? h.cards.filter((c) => isAce(c)).length : 0;
  setHand(d, t.box, t.hand, (x) => ({ ...x, doubled: true, fixedAces, stakes: x.stakes.map((st) => (doubles(st) ? { ...st, amount: st.amount * 2 } : st)) }));
  setBox(d, t.box, (x) => ({ ...x, playedOn: true }));
  ev.push({ type: 'doubled', box: t.box, hand: t.hand, ...(fixedAces ? { aceCountsOne: true, cite: d.profile.double.initialAceCountsOne.cite } : {}) });
  d.phase = 'play';
  d.pending = null;
  dealToHand(d, ev, t.box, t.hand);
  autoEnd(d, ev, t.box, t.hand);
  next(d, ev);
}

/** The split: the second card starts a new hand with an equal stake; the first hand gets its second card now. */
function executeSplit(d: Draft, ev: BjEvent[], answers: Answers): void {
  const t = turnOf(d);
  const b = getBox(d, t.box);
  const h = b.hands[t.hand] as Hand;
  const [c1, c2] = h.cards as [Card, Card];
  const choice = (p: PlayerId): string => (p === b.commander ? 'both' : (answers.find((x) => x.bettor === p)?.choice ?? 'first'));
  const keep: Stake[] = [];
  const moved: Stake[] = [];
  for (const st of h.stakes) {
    if (st.result) {
      keep.push(st);
      continue;
    }
    const c = choice(st.bettor);
    if (c === 'second') moved.push(st);
    else keep.push(st);
    if (c === 'both') {
      moved.push(st.sub === undefined ? { bettor: st.bettor, amount: st.amount, original: 0, result: null } : { bettor: st.bettor, amount: st.amount, original: 0, sub: st.sub, result: null });
      ev.push(stakeEvent(st.bettor, t.box, 'split', st.amount));
    }
  }
  const aces = isAce(c1);
  const first: Hand = { ...newHand([c1], keep, true, aces) };
  const second: Hand = newHand([c2], moved, true, aces);
  setBox(d, t.box, (x) => {
    const hands = x.hands.slice();
    hands.splice(t.hand, 1, first, second);
    return { ...x, hands, splits: x.splits + 1, playedOn: true };
  });
  ev.push({ type: 'split', box: t.box, hand: t.hand, cards: [c1, c2] });
  d.phase = 'play';
  d.pending = null;
  dealToHand(d, ev, t.box, t.hand);
  afterSecondCard(d, ev, t.box, t.hand);
  next(d, ev);
}

/** A back-bettor answers; when all have, the double or split is carried out. */
export function follow(d: Draft, ev: BjEvent[], a: ActionOf<'follow'>): void {
  const pend = d.pending;
  if (pend?.kind !== 'follow') return;
  const waiting = followers(d, pend.box, pend.hand).filter((p) => !pend.answers.some((x) => x.bettor === p));
  const who = actor(a) ?? (waiting[0] as PlayerId);
  const answers = [...pend.answers, { bettor: who, choice: a.choice }];
  ev.push({ type: 'followed', box: pend.box, bettor: who, choice: a.choice });
  if (waiting.length > 1) {
    d.pending = { ...pend, answers };
    return;
  }
  if (pend.op === 'double') executeDouble(d, ev, answers);
  else executeSplit(d, ev, answers);
}

/**
 * Surrender (000 §03 V.1.g, 003 §2.1.9.3): half the stake back (at once under `early`; under `late` only if the
 * dealer has no blackjack). The commander's surrender binds the box, except where back-bettors decide for
 * themselves (003 §2.2.1.20): then only his stake is surrendered and the hand stands for the others.
 */
export function surrender(d: Draft, ev: BjEvent[], a: ActionOf<'surrender'>): void {
  const t = turnOf(d);
  const b = getBox(d, t.box);
  const p = actor(a) ?? b.commander;
  const independent = d.profile.seating.backBettorsIndependent.value;
  const byCommander = p === b.commander;
  const mine = (st: Stake): boolean => !st.result && !st.surrendered && (byCommander && !independent ? true : st.bettor === p);
  const early = d.profile.surrender.mode.value === 'early';
  setHand(d, t.box, t.hand, (h) => ({ ...h, stakes: h.stakes.map((st) => (mine(st) ? (early ? { ...st, result: surrenderResult(d, st.amount) } : { ...st, surrendered: true }) : st)) }));
  ev.push({ type: 'surrendered', box: t.box, hand: t.hand, bettor: p, cite: d.profile.surrender.mode.cite });
  if (!byCommander) return;
  decided(d);
  const h = getHand(d, t.box, t.hand);
  const allOut = h.stakes.every((st) => st.result || st.surrendered);
  endHand(d, ev, t.box, t.hand, allOut ? 'surrender' : 'stand');
  advance(d, ev);
}
