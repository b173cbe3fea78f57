/**
 * @module games/circle-poker/showdown
 * The showdown in order (the profile's `showdown: in-order`, 003 §3.1.3.2–3.1.3.8). Where the betting ends with two
 * hands or more still in and nobody all-in, the hands are not all turned up at once (000 §17 VII.3, `all-show`):
 * - the first to show (003 §3.2.26 in a cash game: the hand's last aggressor, whatever the round; 003 §3.1.3.6 in a
 *   tournament: the last round's aggressor; with none still in, the player who would act first in the last round —
 *   flow.ts `firstToShow`) tables his hand: §3.1.3.6 says he "must" ("peab … avama"), and where there was a bet in
 *   the last round every caller may ask to see it (§3.1.3.7, "the hand he paid to see"), so he may not concede it
 *   unseen;
 * - then each other player still in, clockwise from him (003 names only the first; the rest follow the deal's
 *   direction, as 000 §17 VII.3 writes it), chooses: `show` (tables all his cards, §3.1.3.2, §3.1.3.8: only a tabled
 *   hand takes part of the pot) or `muck` (throws them away unexposed, at his own risk: §3.1.3.2–3.1.3.3). A mucked
 *   hand is dead for every pot — folded, his chips stay in — and is never shown to anyone (the auditor sees it once
 *   the hand is over, as a folded hand). A winner may muck by choice and lose the pot (§3.1.3.2: "at their own risk");
 * - on a time-out the table does not throw a winner away (§3.1.3.2: a properly tabled winning hand is never mucked):
 *   it shows the hand when it wins or shares some pot against the hands tabled so far, and mucks it otherwise (a
 *   beaten hand nobody has the right to see stays hidden, §3.1.3.7) — unless it qualifies for the poker-room Bad Beat
 *   prize, paid to hands shown (003 §3.3.6–7);
 * - once every player has chosen, each pot goes to its eligible hands among those tabled (flow.ts `finish`).
 * With a player all-in every hand is turned face up at once and none may be mucked (§3.1.3.5): no showdown phase.
 */
import { reject, type Rejection } from '../../core/errors.js';
import type { Actor } from '../../core/ids.js';
import { buildPots } from '../../poker/pots.js';
import { awardPot } from '../../poker/showdown.js';
import { inPlay, meetsBadBeat } from './room-jackpot.js';
import type { CpEvent, CpState, InHand } from './state.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export type ShowdownAction = { readonly type: 'show' } | { readonly type: 'muck' };

const CITE = '003 §3.1.3.2–3.1.3.8';

/**
 * Does this hand's showdown go in order: the profile's rule, two hands or more still in, none all-in (003 §3.1.3.5:
 * with an all-in every hand is turned face up), and not opened yet?
 */
export function showsInOrder(s: CpState): boolean {
  const live = s.hand.filter((p) => !p.folded);
  return s.profile.showdown.value.order === 'in-order' && !s.showdown && live.length > 1 && !live.some((p) => p.allIn);
}

/** The hand indices still in, clockwise from `first` (the hand is ordered from the button's left). */
const clockwiseFrom = (hand: readonly InHand[], first: number): number[] =>
  hand.map((_p, k) => (first + k) % hand.length).filter((i) => !(hand[i] as InHand).folded);

/** The event of a hand tabled at the showdown. */
const shownEvent = (p: InHand): CpEvent => ({ type: 'hand-shown', box: p.box, player: p.player, cards: p.cards.map((c) => c.card), cite: CITE });

/**
 * Opens the showdown: the first (`first`, a hand index) tables his hand, and the next player in order is to choose.
 * `s` is the hand's state as the betting closed (its copy is returned).
 */
export function openShowdown(s0: CpState, events: CpEvent[], first: number): { state: CpState; events: CpEvent[] } {
  const order = clockwiseFrom(s0.hand, first);
  const hand = s0.hand.map((p, i) => (i === first ? { ...p, shown: true } : p));
  events.push(shownEvent(hand[first] as InHand));
  const s = { ...s0, hand, phase: 'showdown' as const, showdown: { order } };
  return { state: { ...s, toAct: nextToChoose(s) }, events };
}

/**
 * The next player to choose: the first in order who has neither shown nor mucked, while two hands or more are still
 * in (a hand left alone — the others mucked or killed — wins without showing, 003 §3.1.3.6); null: the showdown is over.
 */
export function nextToChoose(s: CpState): number | null {
  if (s.hand.filter((p) => !p.folded).length < 2) return null;
  return s.showdown?.order.find((i) => !(s.hand[i] as InHand).folded && !(s.hand[i] as InHand).shown) ?? null;
}

/** The player to show or muck now, or null. */
export const deciderOf = (s: CpState): InHand | null => (s.phase === 'showdown' && s.toAct !== null ? (s.hand[s.toAct] ?? null) : null);

/** One check for `show` and `muck`: the decider's own choice (the system's only on his time-out). */
export function checkShowdown(s: CpState, by: Actor): Rejection | null {
  const p = deciderOf(s);
  if (!p) return reject('circle-poker/no-showdown', 'no hand is to be shown or mucked now', CITE);
  if (by.kind === 'system') return null;
  if (by.kind !== 'player' || by.player !== p.player) return reject('circle-poker/not-your-turn', 'another player shows or mucks now', '003 §3.1.3.6');
  return null;
}

/**
 * The decider shows or mucks; the turn passes to the next in order. The caller finishes the hand once nobody is left
 * to choose (`toAct` null, flow.ts `settleTurn`).
 */
export function decideShowdown(s: CpState, show: boolean, timedOut: boolean): { state: CpState; events: CpEvent[] } {
  const i = s.toAct as number;
  const hand = s.hand.map((x) => ({ ...x })) as Mutable<InHand>[];
  const p = hand[i] as Mutable<InHand>;
  const events: CpEvent[] = [{ type: 'player-acted', action: show ? 'show' : 'muck', box: p.box, player: p.player, ...(timedOut ? { timedOut: true } : {}) }];
  if (show) {
    p.shown = true;
    events.push(shownEvent(p));
  } else {
    p.mucked = true;
    p.folded = true;
    events.push({ type: 'hand-mucked', box: p.box, player: p.player, cite: '003 §3.1.3.2–3.1.3.3' });
  }
  const next = { ...s, hand };
  return { state: { ...next, toAct: nextToChoose(next) }, events };
}

/**
 * The time-out's choice for the decider: show when his hand wins or shares some pot he is eligible for against the
 * hands tabled so far (003 §3.1.3.2: a winning hand is not mucked), muck otherwise.
 */
export function showByDefault(s: CpState): boolean {
  const me = deciderOf(s);
  if (!me) return false;
  // Nor is a hand that may take the Bad Beat prize as the losing hand: the prize goes to hands shown (003 §3.3.6–7).
  const badBeat = inPlay(s)?.badBeat;
  if (badBeat && meetsBadBeat(s.variant, badBeat, me.cards.map((c) => c.card), s.boards[0] ?? [])) return true;
  const tabled = new Set(s.hand.filter((p) => p.shown && !p.folded).map((p) => p.player));
  const contenders = s.hand.map((p, order) => ({ player: p.player, order, cards: p.cards.map((c) => c.card) }));
  const { rule, unit } = s.profile.oddChip.value;
  return buildPots(s.hand.map((p) => ({ player: p.player, amount: p.total, folded: p.folded })))
    .filter((l) => l.eligible.includes(me.player))
    .some((l) => awardPot({ ...l, eligible: l.eligible.filter((x) => x === me.player || tabled.has(x)) }, contenders, s.variant.hands, s.boards, rule, unit).some((a) => a.player === me.player));
}
