/**
 * @module games/blackjack/apply
 * The blackjack reducer, on the shared scaffold (core/reducer): one rule per action type, its check (check.ts, the
 * same function `legalActions` filters with) and its handler, run on a working copy (draft.ts). The scaffold moves
 * the version on and checks chip conservation after every accepted action (`chipsOf`: the bets, hand stakes,
 * insurance and side bets the round holds). A rejected action returns the rejection and changes nothing. When the
 * shoe runs out in the middle of an action, the action is suspended until the dealer reshuffles the discards
 * (003 §2.2.1.34), then resumes.
 */
import type { ApplyResult } from '../../core/contract.js';
import { IllegalActionError, type Rejection } from '../../core/errors.js';
import { makeReducer, unknownAction, type Rule, type Rules, type Step } from '../../core/reducer.js';
import type { ActionOf, BjAction, BjActionType } from './actions.js';
import * as betting from './betting.js';
import * as c from './check.js';
import { closeBetsAndDeal, dealErrorsOf, redeal } from './deal.js';
import { draftOf, ShoeEmptySignal, type BjEvent, type Draft } from './draft.js';
import * as ins from './insurance.js';
import * as irr from './irregularities.js';
import * as play from './play.js';
import { chipsOf } from './settle.js';
import { checkTip, placeTip } from './tip.js';
import type { BjState } from './state.js';

type Handler<T extends BjActionType> = (d: Draft, ev: BjEvent[], a: ActionOf<T>) => void;

/** A rule whose transition is a handler on a draft; the handler is kept to resume a suspended action. */
interface BjRule<T extends BjActionType> extends Rule<BjState, ActionOf<T>, BjEvent> {
  readonly handle: Handler<T>;
}

/** Runs a handler on a working copy; a shoe running out suspends the action instead (003 §2.2.1.34). */
function transition<T extends BjActionType>(s: BjState, a: ActionOf<T>, handle: Handler<T>): Step<BjState, BjEvent> {
  const d = draftOf(s);
  const ev: BjEvent[] = [];
  try {
    handle(d, ev, a);
  } catch (e) {
    if (!(e instanceof ShoeEmptySignal)) throw e;
    const suspended: BjState = { ...s, phase: 'shoe-empty', pending: { kind: 'shoe-empty', action: a, phase: s.phase, pending: s.pending } };
    return { state: suspended, events: [{ type: 'shoe-empty', suspended: a.type, cite: '003 §2.2.1.34' }] };
  }
  return { state: d, events: ev };
}

const rule = <T extends BjActionType>(check: (s: BjState, a: ActionOf<T>) => Rejection | null, handle: Handler<T>): BjRule<T> => ({ check, handle, run: (s, a) => transition(s, a, handle) });

/** Re-applies a suspended action to the draft, by its own handler (its check passed when it was first sent). */
function resume(d: Draft, ev: BjEvent[], action: unknown): void {
  const a = action as ActionOf<BjActionType>;
  (RULES[a.type] as BjRule<BjActionType>).handle(d, ev, a);
}

const RULES: Rules<BjState, BjAction, BjEvent> & { readonly [T in BjActionType]: BjRule<T> } = {
  sit: rule(c.checkSit, betting.sit),
  leave: rule(c.checkLeave, betting.leave),
  bet: rule(c.checkBet, betting.bet),
  'side-bet': rule(c.checkSideBet, betting.sideBet),
  withdraw: rule(c.checkWithdraw, betting.withdraw),
  tip: rule(checkTip, placeTip),
  consent: rule(c.checkConsent, betting.consent),
  'done-betting': rule(c.checkDoneBetting, betting.doneBetting),
  deal: rule(c.checkDeal, (d, ev, a) => closeBetsAndDeal(d, ev, dealErrorsOf(a))),
  'remove-bet': rule(c.checkRemoveBet, betting.removeBet),
  'announce-last-shoe': rule(c.checkAnnounce, betting.announceLastShoe),
  'close-empty-table': rule(c.checkCloseEmpty, (d, ev) => betting.closeEmptyTable(d, ev)),
  insure: rule(c.checkInsure, ins.insure),
  'decline-insurance': rule(c.checkDeclineInsurance, ins.declineInsurance),
  'even-money': rule(c.checkEvenMoney, ins.evenMoney),
  wait: rule(c.checkWait, ins.wait),
  hit: rule(c.checkHit, (d, ev) => play.hit(d, ev)),
  stand: rule(c.checkStand, (d, ev) => play.stand(d, ev)),
  double: rule(c.checkDouble, (d, ev) => play.double(d, ev)),
  split: rule(c.checkSplit, (d, ev) => play.split(d, ev)),
  surrender: rule(c.checkSurrender, play.surrender),
  follow: rule(c.checkFollow, play.follow),
  'accept-card': rule(c.checkExposedAnswer, irr.acceptCard),
  'refuse-card': rule(c.checkExposedAnswer, irr.refuseCard),
  'take-card': rule(c.checkMissingAnswer, irr.takeCard),
  'give-card': rule(c.checkMissingAnswer, (d, ev) => irr.giveCard(d, ev)),
  'expose-cards': rule(c.checkExpose, irr.exposeCards),
  redeal: rule(c.checkRedeal, (d, ev) => redeal(d, ev)),
  'notice-missing-dealer-card': rule(c.checkNoticeMissing, (d, ev) => irr.noticeMissingDealerCard(d, ev)),
  'notice-cut-card': rule(c.checkNoticeCut, irr.noticeCutCard),
  'reshuffle-discards': rule(c.checkReshuffleDiscards, (d, ev, a) => irr.reshuffleDiscards(d, ev, a, resume)),
  'replace-shuffler': rule(c.checkReplaceShuffler, irr.replaceShuffler),
  'player-gone': rule(c.checkPlayerGone, (d, ev, a) => irr.markAbsent(d, ev, a.box, 'gone')),
  'player-away': rule(c.checkPlayerAway, (d, ev, a) => irr.markAbsent(d, ev, a.box, 'away')),
};

export const reducer = makeReducer<BjState, BjAction, BjEvent>({ rules: RULES, unknown: unknownAction('blackjack'), chips: chipsOf });

/** The one check of an action (what `legalActions` filters with): null if it may be applied now. */
export const check = reducer.check;

/**
 * The scaffold's `apply`; a shared part refusing inside a handler (the shoe's `IllegalActionError`, e.g. a burn
 * longer than the shoe) is a rejection too, and changes nothing.
 */
export function applyAction(s: BjState, a: BjAction): ApplyResult<BjState, BjEvent> {
  try {
    return reducer.apply(s, a);
  } catch (e) {
    if (e instanceof IllegalActionError) return { ok: false, rejection: e.rejection };
    throw e;
  }
}
