/**
 * @module games/blackjack/apply
 * The reducer: check (the same check `legalActions` uses), then the action's handler on a working copy, then the
 * version bump. A rejected action returns the rejection and changes nothing. When the shoe runs out in the middle of
 * an action, the action is suspended until the dealer reshuffles the discards (003 §2.2.1.34), then resumes.
 */
import type { ApplyResult } from '../../core/contract.js';
import { IllegalActionError } from '../../core/errors.js';
import type { ActionOf, BjAction, BjActionType } from './actions.js';
import * as betting from './betting.js';
import { check } from './check.js';
import { closeBetsAndDeal, dealErrorsOf, redeal } from './deal.js';
import { draftOf, ShoeEmptySignal, type BjEvent, type Draft } from './draft.js';
import * as ins from './insurance.js';
import * as irr from './irregularities.js';
import * as play from './play.js';
import type { BjState } from './state.js';

type Handler<T extends BjActionType> = (d: Draft, ev: BjEvent[], a: ActionOf<T>) => void;

const HANDLERS: { [T in BjActionType]: Handler<T> } = {
  sit: betting.sit,
  leave: betting.leave,
  bet: betting.bet,
  'side-bet': betting.sideBet,
  withdraw: betting.withdraw,
  consent: betting.consent,
  'done-betting': betting.doneBetting,
  deal: (d, ev, a) => closeBetsAndDeal(d, ev, dealErrorsOf(a)),
  'remove-bet': betting.removeBet,
  'announce-last-shoe': betting.announceLastShoe,
  'close-empty-table': (d, ev) => betting.closeEmptyTable(d, ev),
  insure: ins.insure,
  'decline-insurance': ins.declineInsurance,
  'even-money': ins.evenMoney,
  wait: ins.wait,
  hit: (d, ev) => play.hit(d, ev),
  stand: (d, ev) => play.stand(d, ev),
  double: (d, ev) => play.double(d, ev),
  split: (d, ev) => play.split(d, ev),
  surrender: play.surrender,
  follow: play.follow,
  'accept-card': irr.acceptCard,
  'refuse-card': irr.refuseCard,
  'take-card': irr.takeCard,
  'give-card': (d, ev) => irr.giveCard(d, ev),
  'expose-cards': irr.exposeCards,
  redeal: (d, ev) => redeal(d, ev),
  'notice-missing-dealer-card': (d, ev) => irr.noticeMissingDealerCard(d, ev),
  'notice-cut-card': irr.noticeCutCard,
  'reshuffle-discards': (d, ev, a) => irr.reshuffleDiscards(d, ev, a, run),
  'replace-shuffler': irr.replaceShuffler,
  'player-gone': (d, ev, a) => irr.markAbsent(d, ev, a.box, 'gone'),
  'player-away': (d, ev, a) => irr.markAbsent(d, ev, a.box, 'away'),
};

function run(d: Draft, ev: BjEvent[], action: unknown): void {
  const a = action as BjAction;
  (HANDLERS[a.type] as Handler<BjActionType>)(d, ev, a as ActionOf<BjActionType>);
}

export function applyAction(s: BjState, a: BjAction): ApplyResult<BjState, BjEvent> {
  const rejection = check(s, a);
  if (rejection) return { ok: false, rejection };
  const d = draftOf(s);
  const ev: BjEvent[] = [];
  try {
    run(d, ev, a);
  } catch (e) {
    if (e instanceof ShoeEmptySignal) {
      const suspended: BjState = { ...s, v: s.v + 1, phase: 'shoe-empty', pending: { kind: 'shoe-empty', action: a, phase: s.phase, pending: s.pending } };
      return { ok: true, state: suspended, events: [{ type: 'shoe-empty', suspended: a.type, cite: '003 §2.2.1.34' }] };
    }
    if (e instanceof IllegalActionError) return { ok: false, rejection: e.rejection };
    throw e;
  }
  d.v = s.v + 1;
  return { ok: true, state: d, events: ev };
}
