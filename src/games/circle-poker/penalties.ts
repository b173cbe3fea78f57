/**
 * @module games/circle-poker/penalties
 * The floor's penalties, each a dealer's record with the consequence its text gives (never a player's action, never
 * the table's automatic step; chips move only through the hand's own `stake` events and folds, so the reducer's
 * conservation invariant holds). Where 000 and 003 differ the profile's cited `penalties` chooses:
 * - `cards-exposed { box }`: a player exposed his own cards too early by mistake. 003 §3.1.10.2: his hand is not dead
 *   but he may no longer be the aggressor in that hand — check, call or fold; a bet or raise is refused
 *   (`circle-poker/not-aggressor`) for the rest of the hand, and chips he pushes out are a call (`exposedOwn:
 *   'not-aggressor'`). 000 §17 VIII.3 e: "the play stays valid" — recorded, no restriction (`'plays-on'`).
 * - `penalty { box, rounds }`: 003 §3.1.10.5's penalty rounds: the player misses (players at the table, the offender
 *   included, × `rounds`) hands, counted when the record is made. During them his seat is dealt, his antes and blinds
 *   (and in stud his bring-in) are posted, and his hand is mucked after the deal, no decision asked; the count goes
 *   down by one at each hand dealt (a misdealt hand is void: its count is restored, irregular.ts's re-run). Any
 *   penalty starts after the hand (003 §3.1.10.2): recorded during a hand, it counts from the next deal. 000 writes no
 *   such penalty (`missHands: false`: refused, `circle-poker/unwritten`).
 * - `disqualify { box }`: 003 §3.1.10.5 ("a disqualified player's chips are removed from play"), 000 §17 VIII.3 a
 *   (slow play, after a warning: "the person in charge may exclude the player from the game") and h (a repeat of
 *   cards in contact: "he may be removed from the table"). The decision is the person in charge's; the record is its
 *   table effect. At a cash table his chips are his money: "removed from play" is read as taken off the table —
 *   cashed out to him with his seat, never confiscated (no text of 000 or 003 gives the house a player's stack). A
 *   hand under way: his hand is dead at once (he takes no further part; what he has put in stays in the pot, as a
 *   folded hand's), and the seat is freed at the hand's end (the table cashes the stack out); between hands, he is
 *   not dealt again and the seat is freed with the next hand.
 */
import type { LegalAction } from '../../core/contract.js';
import { reject, type Rejection } from '../../core/errors.js';
import type { Rule } from '../../core/reducer.js';
import { settleTurn } from './flow.js';
import { dealerOnly, inHand } from './irregular.js';
import { leavesNobody } from './irregular-cards.js';
import type { CircleProfile } from './profile.js';
import type { CpAction, CpEvent, CpState, FreedSeat, InHand, Seat } from './state.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export type PenaltyAction =
  | { readonly type: 'cards-exposed'; readonly box: number }
  | { readonly type: 'penalty'; readonly box: number; readonly rounds: number }
  | { readonly type: 'disqualify'; readonly box: number };

type Of<T extends PenaltyAction['type']> = Extract<CpAction, { type: T }>;

/** How a table rules its penalties where 000 and 003 differ (the profile's cited `penalties`). */
export interface PenaltyRules {
  /** A player's own cards exposed by mistake: the play stays valid (000 §17 VIII.3 e), or no longer the aggressor (003 §3.1.10.2). */
  readonly exposedOwn: 'plays-on' | 'not-aggressor';
  /** Penalty rounds, hands missed with blinds and antes posted (003 §3.1.10.5); 000 writes none. */
  readonly missHands: boolean;
  /**
   * The disqualification, with its own citation: 003 §3.1.10.5 (`chips-removed`) or 000 §17 VIII.3 a, h (`excluded`).
   * At a cash table both free the seat and cash the stack out; the value names the text the record cites.
   */
  readonly disqualify: { readonly value: 'chips-removed' | 'excluded'; readonly cite: string; readonly note?: string };
}

export const penaltiesOf = (p: CircleProfile): { value: PenaltyRules; cite: string } => p.penalties;

/** The most penalty rounds one record gives (a bound on input, not a rule: "one or more", 003 §3.1.10.5). */
export const MAX_ROUNDS = 10;

/** May this player of the hand not be the aggressor (003 §3.1.10.2: he exposed his cards too early)? */
export const notAggressor = (s: CpState, p: InHand): boolean => !!s.irr?.exposedOwn?.includes(p.player);

/** The refusal of a bet or raise by a player who may no longer be the aggressor (003 §3.1.10.2). */
export function aggressorRefusal(s: CpState, p: InHand): Rejection | null {
  return notAggressor(s, p) ? reject('circle-poker/not-aggressor', 'you exposed your cards too early: check, call or fold only in this hand', '003 §3.1.10.2') : null;
}

const seatAt = (s: CpState, box: number): Seat | undefined => s.seats.find((x) => x.box === box);
const seated = (s: CpState, a: { box: number }): Rejection | null => (seatAt(s, a.box) && !seatAt(s, a.box)?.disqualified ? null : reject('circle-poker/no-such-seat', 'nobody playing sits at that box'));

const cardsExposed: Rule<CpState, Of<'cards-exposed'>, CpEvent> = {
  check: (s, a) => {
    const no = dealerOnly(a) ?? inHand(s);
    if (no) return no;
    const p = s.hand.find((x) => x.box === a.box && !x.folded);
    if (!p) return reject('circle-poker/not-in-hand', 'that seat has no live hand');
    return notAggressor(s, p) ? reject('circle-poker/not-in-hand', 'already recorded for this hand', '003 §3.1.10.2') : null;
  },
  run: (s, a) => {
    const p = s.hand.find((x) => x.box === a.box && !x.folded) as InHand;
    const rule = penaltiesOf(s.profile).value.exposedOwn;
    const cite = rule === 'not-aggressor' ? '003 §3.1.10.2' : '000 §17 VIII.3 e';
    const events: CpEvent[] = [{ type: 'cards-exposed', box: p.box, player: p.player, ruling: rule, cite }];
    if (rule === 'plays-on') return { state: s, events };
    return { state: { ...s, irr: { ...s.irr, exposedOwn: [...(s.irr?.exposedOwn ?? []), p.player] } }, events };
  },
};

const penalty: Rule<CpState, Of<'penalty'>, CpEvent> = {
  check: (s, a) => {
    const no = dealerOnly(a) ?? seated(s, a);
    if (no) return no;
    if (!penaltiesOf(s.profile).value.missHands) return reject('circle-poker/unwritten', 'the rules of this table write no penalty rounds: the person in charge decides', penaltiesOf(s.profile).cite);
    return Number.isInteger(a.rounds) && a.rounds >= 1 && a.rounds <= MAX_ROUNDS ? null : reject('circle-poker/penalty-rounds', `one to ${MAX_ROUNDS} penalty rounds`, '003 §3.1.10.5');
  },
  run: (s, a) => {
    const seat = seatAt(s, a.box) as Seat;
    // A penalty round: one hand for each player at the table, the offender included (003 §3.1.10.5).
    const hands = s.seats.length * a.rounds;
    const seats = s.seats.map((x) => (x.box === a.box ? { ...x, penalty: (x.penalty ?? 0) + hands } : x));
    const penalised = [...(s.irr?.penalised ?? []), { player: seat.player, hands }];
    const irr = s.phase === 'waiting' ? s.irr : { ...s.irr, penalised };
    return { state: { ...s, seats, ...(irr ? { irr } : {}) }, events: [{ type: 'penalty', box: a.box, player: seat.player, rounds: a.rounds, hands, cite: '003 §3.1.10.5' }] };
  },
};

const disqualify: Rule<CpState, Of<'disqualify'>, CpEvent> = {
  check: (s, a) => {
    const no = dealerOnly(a) ?? seated(s, a);
    if (no) return no;
    if (s.phase === 'waiting' || s.phase === 'over') return null;
    const i = s.hand.findIndex((x) => x.box === a.box && !x.folded);
    return i < 0 ? null : leavesNobody(s, [i]);
  },
  run: (s, a) => {
    const seat = seatAt(s, a.box) as Seat;
    const cite = penaltiesOf(s.profile).value.disqualify.cite;
    const seats = s.seats.map((x) => (x.box === a.box ? { ...x, disqualified: true } : x));
    const events: CpEvent[] = [{ type: 'disqualified', box: a.box, player: seat.player, cite }];
    const i = s.phase === 'waiting' || s.phase === 'over' ? -1 : s.hand.findIndex((x) => x.box === a.box && !x.folded);
    if (i < 0) return { state: { ...s, seats }, events };
    // His hand is dead at once; the turn moves on if it was his.
    const hand = s.hand.map((x, j) => (j === i ? { ...x, folded: true } : x));
    events.push({ type: 'hand-mucked', box: a.box, player: seat.player, cite });
    const next = { ...s, seats, hand } as CpState;
    return next.phase === 'betting' || next.phase === 'showdown' ? settleTurn(next, events) : { state: next, events };
  },
};

export const penaltyRules = { 'cards-exposed': cardsExposed, penalty, disqualify };

/** The records of this module, as the PHH export writes them (a `# dealer:` line each). */
export const PENALTY_RECORDS: readonly string[] = Object.keys(penaltyRules);

/**
 * The penalty records listed to the dealer while a hand is under way (each kept by the caller when its check passes):
 * a live hand's cards exposed, and a penalty of one round (more, up to `MAX_ROUNDS`, is the dealer's input). Between
 * hands a penalty is accepted, not listed (the next step there is the deal). A disqualification, the person in
 * charge's decision (000 §17 VIII.3 a, h; 003 §3.1.10.5), is never listed: recorded when he rules it, checked then
 * (as chips pushed out are).
 */
export function penaltyCandidates(s: CpState): LegalAction[] {
  if (s.phase === 'waiting' || s.phase === 'over') return [];
  const exposed = s.hand.filter((p) => !p.folded).map((p) => ({ type: 'cards-exposed', box: p.box }));
  return [...exposed, ...s.seats.filter((x) => !x.disqualified).map((x) => ({ type: 'penalty', box: x.box, rounds: 1 }))];
}

/**
 * At the deal (flow.ts): each penalised player's hand mucked after the deal — his forced bets stay posted —, no
 * decision asked, and his count of hands down by one (003 §3.1.10.5). However few hands are left to play: heads-up,
 * or every other player penalised too, the lone live hand wins the mucked hands' forced bets uncontested, as a walk
 * (003 §3.1.10.5: penalised players "võivad turniirilt välja kukkuda antede või blindide maksmisega", may be blinded
 * out of the tournament, which needs someone to win their blinds down to the last two; §3.1.5.1: an absent player's
 * bets and antes "lähevad panka", go to the pot). With no live hand at all (every player dealt in penalised) nobody can
 * win them: each goes back to whoever posted it (as a void hand's chips, irregular.ts), and the hand still counts for
 * each, having been dealt to his seat and mucked.
 */
export function muckPenalised(s: Mutable<CpState>, hand: Mutable<InHand>[], events: CpEvent[]): void {
  const owing = new Set(s.seats.filter((x) => (x.penalty ?? 0) > 0).map((x) => x.player));
  const mucked = hand.filter((p) => owing.has(p.player));
  if (!mucked.length) return;
  for (const p of mucked) {
    p.folded = true;
    events.push({ type: 'hand-mucked', box: p.box, player: p.player, cite: '003 §3.1.10.5' });
  }
  if (mucked.length === hand.length) {
    for (const p of hand) {
      const back = p.total + p.fee;
      if (back > 0) events.push({ type: 'stake-withdrawn', bettor: p.player, box: p.box, bet: 'no-live-hand', amount: back });
      Object.assign(p, { stack: p.stack + back, total: 0, bet: 0, fee: 0, allIn: false });
    }
    events.push({ type: 'no-live-hand', cite: '003 §3.1.10.5' });
  }
  s.seats = s.seats.map((x) => (mucked.some((p) => p.player === x.player) ? { ...x, penalty: (x.penalty ?? 1) - 1 } : x));
}

/** The disqualified seats to free (the table cashes their stacks out), and the seats the next hand keeps. */
export function disqualifiedCarry(s: CpState, seats: readonly Seat[]): { seats: Seat[]; freed: FreedSeat[] } {
  const gone = new Set(s.seats.filter((x) => x.disqualified).map((x) => x.player));
  const freed = s.seats.filter((x) => x.disqualified).map((x) => ({ box: x.box, player: x.player, reason: 'disqualified' as const }));
  return { seats: seats.filter((x) => !gone.has(x.player)), freed };
}

/** A misdealt hand's re-run restores the seats before the deal: the penalties recorded during it are kept. */
export function penaltiesKept(s: CpState, seats: readonly Seat[]): Seat[] {
  const added = s.irr?.penalised ?? [];
  return seats.map((x) => {
    const hands = added.filter((p) => p.player === x.player).reduce((t, p) => t + p.hands, 0);
    return hands ? { ...x, penalty: (x.penalty ?? 0) + hands } : x;
  });
}
