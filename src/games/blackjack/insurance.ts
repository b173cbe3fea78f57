/**
 * @module games/blackjack/insurance
 * The insurance / even-money window (000 §03 V.1.b, 001 §03 V.1.b, 002 §14.12b–13, 003 §2.2.1.11, .15): when the
 * dealer's first card is an ace, before any third card, each bettor may insure up to half his original bet (paid at
 * the insurance rate if the dealer makes blackjack), and a blackjack may take even money (1:1 at once) or wait.
 * The window closes when everyone asked has answered (a timeout declines, or waits).
 */
import type { PlayerId } from '../../core/ids.js';
import type { Actor } from '../../core/ids.js';
import type { ActionOf } from './actions.js';
import { answerKey } from './answers.js';
import { getBox, setBox, stakeEvent, type BjEvent, type Draft } from './draft.js';
import { insuranceQuestions, maybeCloseInsurance, takeEvenMoney, type Question } from './flow.js';
import type { BjState } from './state.js';

/** The question an action answers: the sender's own, or for the runtime's timeout the first one open. */
export function questionFor(s: Pick<BjState, 'profile' | 'limits' | 'game' | 'boxes'>, box: number, by: Actor, kind: Question['kind'], sub?: number): Question | undefined {
  const b = s.boxes[box - 1];
  if (!b) return undefined;
  return insuranceQuestions(s, b).find((q) => q.kind === kind && (by.kind === 'player' ? q.bettor === by.player : by.kind === 'system') && q.sub === sub);
}

function answered(d: Draft, box: number, keys: string[]): void {
  setBox(d, box, (b) => ({ ...b, answered: [...b.answered, ...keys.filter((k) => !b.answered.includes(k))] }));
}

export function insure(d: Draft, ev: BjEvent[], a: ActionOf<'insure'>): void {
  const q = questionFor(d, a.box, a.by, 'insurance', a.sub) as Question;
  setBox(d, a.box, (b) => ({ ...b, insurance: [...b.insurance, a.sub === undefined ? { bettor: q.bettor, amount: a.amount, result: null } : { bettor: q.bettor, amount: a.amount, sub: a.sub, result: null }] }));
  ev.push(stakeEvent(q.bettor, a.box, a.sub === undefined ? 'insurance' : `insurance-${a.sub}`, a.amount));
  answered(d, a.box, [answerKey(q.bettor, a.sub)]);
  maybeCloseInsurance(d, ev);
}

export function declineInsurance(d: Draft, ev: BjEvent[], a: ActionOf<'decline-insurance'>): void {
  const q = questionFor(d, a.box, a.by, 'insurance', a.sub) as Question;
  answered(d, a.box, [answerKey(q.bettor, a.sub)]);
  ev.push({ type: 'insurance-declined', box: a.box, bettor: q.bettor });
  maybeCloseInsurance(d, ev);
}

export function evenMoney(d: Draft, ev: BjEvent[], a: ActionOf<'even-money'>): void {
  const q = questionFor(d, a.box, a.by, 'even-money', a.sub) as Question;
  takeEvenMoney(d, ev, a.box, q.bettor, a.sub);
  maybeCloseInsurance(d, ev);
}

/** Waiting: the blackjack is paid after the dealer's card (3:2, or a push against a dealer blackjack: 002 §14.12b). */
export function wait(d: Draft, ev: BjEvent[], a: ActionOf<'wait'>): void {
  const q = questionFor(d, a.box, a.by, 'even-money', a.sub) as Question;
  const b = getBox(d, a.box);
  const who: PlayerId[] = d.profile.seating.backBettorsIndependent.value ? [q.bettor] : [...new Set((b.hands[0]?.stakes ?? []).filter((st) => !st.result).map((st) => st.bettor))];
  answered(d, a.box, who.map((p) => answerKey(p, a.sub)));
  ev.push({ type: 'even-money-declined', box: a.box, bettors: who });
  maybeCloseInsurance(d, ev);
}
