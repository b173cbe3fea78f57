/**
 * @module games/blackjack/check
 * One check per action (STYLE §1): it returns the rejection, with the rule it enforces, or null. Each is the check of
 * its action's rule in the reducer (apply.ts): `legalActions` filters candidate actions through the reducer's check
 * and `apply` refuses with the same reason, so the two never disagree.
 */
import type { Card } from '../../cards/card.js';
import { reject, type Rejection } from '../../core/errors.js';
import type { Actor, PlayerId } from '../../core/ids.js';
import { citeOf } from '../../rules/cites.js';
import { remaining } from '../../shoe/shoe.js';
import type { ActionOf, BjActionType } from './actions.js';
import { insuranceQuestions, insuranceMax, insuranceMin, canResplitAces, dealerUp } from './flow.js';
import { handTotal, isAce, isPair, softCode } from './hand.js';
import { bettorsOf, commanderOf, ownerOf } from './seating.js';
import { reshufflePool, samePool } from './irregularities.js';
import type { BjState, Box, Hand } from './state.js';
import type { TripleBlackjackProfile } from './profile.js';
import { sideLimits } from './table.js';

type Check<T extends BjActionType> = (s: BjState, a: ActionOf<T>) => Rejection | null;

const playerOf = (by: Actor): PlayerId | null => (by.kind === 'player' ? by.player : null);
const isDealer = (by: Actor): boolean => by.kind === 'dealer';
const isTriple = (s: BjState): boolean => s.game === 'triple-blackjack';

const R = {
  notPlayer: reject('blackjack/players-only', 'only a player may do this'),
  notDealer: reject('blackjack/dealer-only', 'only the dealer or inspector may do this'),
};

function inBetting(s: BjState): Rejection | null {
  return s.phase === 'betting' ? null : reject('blackjack/betting-closed', 'bets are placed before the cards are dealt', citeOf(s.profile, 'bets-before-deal'));
}

function boxExists(s: BjState, box: number): Rejection | null {
  return box >= 1 && box <= s.boxes.length ? null : reject('blackjack/no-such-box', `the table has boxes 1–${s.boxes.length}`);
}

const boxOf = (s: BjState, id: number): Box => s.boxes[id - 1] as Box;

/** The sender decides for `player`: he is that player, or the table runtime acts for him (a timeout). */
const actsFor = (by: Actor, player: PlayerId | null): boolean => by.kind === 'system' || (by.kind === 'player' && by.player === player);

const mainOf = (b: Box, p: PlayerId, sub?: number): number => b.bets.reduce((t, m) => (m.bettor === p && (m.sub ?? 1) === (sub ?? 1) ? t + m.amount : t), 0);

// ——— betting ———

export const checkSit: Check<'sit'> = (s, a) => {
  const p = playerOf(a.by);
  if (!p) return R.notPlayer;
  const e = inBetting(s) ?? boxExists(s, a.box);
  if (e) return e;
  if (boxOf(s, a.box).seated) return reject('blackjack/seat-taken', 'somebody already sits at this box', citeOf(s.profile, 'commander'));
  return null;
};

export const checkLeave: Check<'leave'> = (s, a) => {
  const e = inBetting(s) ?? boxExists(s, a.box);
  if (e) return e;
  if (boxOf(s, a.box).seated !== playerOf(a.by)) return reject('blackjack/not-seated', 'you are not seated at this box');
  return null;
};

export const checkBet: Check<'bet'> = (s, a) => {
  const p = playerOf(a.by);
  if (!p) return R.notPlayer;
  const e = inBetting(s) ?? boxExists(s, a.box);
  if (e) return e;
  if (isTriple(s) !== (a.sub !== undefined)) return reject('blackjack/sub-box', isTriple(s) ? 'name the box 1–3 of the position (000 §03.01)' : 'this game has no sub-boxes');
  if (a.sub !== undefined && a.sub > (s.profile as TripleBlackjackProfile).triple.boxesPerPosition.value) return reject('blackjack/sub-box', 'no such box at this position', '000 §03.01');
  const b = boxOf(s, a.box);
  const lim = s.limits;
  const cite = citeOf(s.profile, 'limits');
  const mine = mainOf(b, p, a.sub);
  // 003 §2.2.1.7: the tip bet counts in the box's maximum.
  const subTotal = b.bets.reduce((t, m) => ((m.sub ?? 1) === (a.sub ?? 1) ? t + m.amount : t), 0) + b.tips.reduce((t, x) => t + x.amount, 0);
  if (subTotal + a.amount > lim.maximum && s.profile.table.overMaximum.value === 'refuse') return reject('blackjack/over-box-maximum', `the bets on a box may not exceed the table maximum ${lim.maximum}`, cite);
  const bettors = bettorsOf(b);
  const owner = ownerOf(b);
  const behind = owner !== null && owner !== p && mine === 0 && !bettors.includes(p);
  const first = bettors.length === 0 || (bettors.length === 1 && bettors[0] === p) || (owner === p && !b.bets.some((m) => m.bettor !== p));
  if (behind) {
    const sp = s.profile.seating;
    if (sp.maxBetsPerBox.value !== null && bettors.length + (b.seated && !bettors.includes(b.seated) ? 1 : 0) >= sp.maxBetsPerBox.value)
      return reject('blackjack/box-full', `at most ${sp.maxBetsPerBox.value} bets per box`, sp.maxBetsPerBox.cite);
    if (sp.backBetConsent.value !== 'none' && !b.consents.includes(p)) return reject('blackjack/needs-consent', 'betting behind needs the box owner’s consent', sp.backBetConsent.cite);
    if (sp.backBetMinimum.value === 'table-minimum' && mine + a.amount < lim.minimum) return reject('blackjack/under-minimum', `a back bet may not be below the table minimum ${lim.minimum}`, sp.backBetMinimum.cite);
  } else if ((first || isTriple(s)) && mine + a.amount < lim.minimum) return reject('blackjack/under-minimum', `the box's bet may not be below the table minimum ${lim.minimum}`, cite);
  if (s.profile.table.betsInMultiplesOfMinimum.value && (mine + a.amount) % lim.minimum !== 0)
    return reject('blackjack/not-a-multiple', `bets are multiples of the minimum ${lim.minimum}`, s.profile.table.betsInMultiplesOfMinimum.cite);
  return null;
};

export const checkSideBet: Check<'side-bet'> = (s, a) => {
  const p = playerOf(a.by);
  if (!p) return R.notPlayer;
  const e = inBetting(s) ?? boxExists(s, a.box);
  if (e) return e;
  const sp = s.profile.sideBets[a.kind];
  if (!sp.offered.value) return reject('blackjack/side-bet-not-offered', `this table does not offer ${a.kind}`, sp.offered.cite);
  if (isTriple(s) && a.kind !== 'sevens') return reject('blackjack/side-bet-not-offered', 'triple blackjack has the jackpot bet only (000 §03.01)', '000 §03.01');
  const b = boxOf(s, a.box);
  if (mainOf(b, p, isTriple(s) ? 1 : undefined) === 0) return reject('blackjack/side-bet-needs-main-bet', 'only players of the box may make its side bets', citeOf(s.profile, 'side-bets'));
  if ((a.kind === 'underOver13') !== (a.side !== undefined)) return reject('blackjack/under-or-over', 'the under/over 13 bet names its side; no other bet has one', '001 §03 V.1.e');
  if (a.kind === 'top3' && !b.sides.some((x) => x.bettor === p && x.kind === 'twentyOnePlus3')) return reject('blackjack/top3-needs-21+3', 'TOP3 is open only to players with a 21+3 bet', '003 §2.2.1.27.3');
  const lim = sideLimits(s.profile, s.table, s.limits, a.kind);
  const same = b.sides.filter((x) => x.kind === a.kind && x.side === a.side);
  const mine = same.filter((x) => x.bettor === p).reduce((t, x) => t + x.amount, 0);
  const all = same.reduce((t, x) => t + x.amount, 0);
  const cite = sp.maxOfTableMinimum.cite;
  if (mine + a.amount < lim.min) return reject('blackjack/side-bet-under-minimum', `the minimum is ${lim.min}`, sp.minOfTableMinimum.cite);
  if (all + a.amount > lim.max) return reject('blackjack/side-bet-over-maximum', `the ${a.kind} bets on a box may not exceed ${lim.max}`, cite);
  const cap = s.profile.seating.maxBetsPerBox.value;
  if (cap !== null && mine === 0 && new Set(same.map((x) => x.bettor)).size >= cap) return reject('blackjack/box-full', `at most ${cap} bets per box`, s.profile.seating.maxBetsPerBox.cite);
  return null;
};

export const checkWithdraw: Check<'withdraw'> = (s, a) => {
  const p = playerOf(a.by);
  if (!p) return R.notPlayer;
  const e = inBetting(s) ?? boxExists(s, a.box);
  if (e) return e;
  const b = boxOf(s, a.box);
  const has = a.bet === 'main' ? mainOf(b, p, a.sub) > 0 : a.bet === 'tip' ? b.tips.some((x) => x.bettor === p) : b.sides.some((x) => x.bettor === p && (x.kind === a.bet || `${x.kind}:${x.side}` === a.bet));
  return has ? null : reject('blackjack/no-such-bet', `you have no ${a.bet} bet on box ${a.box}`);
};

export const checkConsent: Check<'consent'> = (s, a) => {
  const e = inBetting(s) ?? boxExists(s, a.box);
  if (e) return e;
  const sp = s.profile.seating.backBetConsent;
  if (sp.value === 'none') return reject('blackjack/no-consent-needed', 'betting behind needs no consent here', sp.cite);
  const b = boxOf(s, a.box);
  const owner = ownerOf(b);
  const ok = (a.by.kind === 'player' && a.by.player === owner) || (isDealer(a.by) && sp.value === 'owner-or-inspector');
  if (!ok) return reject('blackjack/not-box-owner', 'only the box owner (or, where the text allows, the inspector) consents', sp.cite);
  if (a.player === owner || b.consents.includes(a.player)) return reject('blackjack/already-allowed', `${a.player} may already bet on this box`);
  return null;
};

export const checkDoneBetting: Check<'done-betting'> = (s, a) => {
  const p = playerOf(a.by);
  if (!p) return R.notPlayer;
  return inBetting(s) ?? (s.doneBetting.includes(p) ? reject('blackjack/already-done', 'you have already finished betting') : null);
};

export const checkDeal: Check<'deal'> = (s, a) => {
  if (!isDealer(a.by) && a.by.kind !== 'system') return R.notDealer;
  const e = inBetting(s);
  if (e) return e;
  if (!s.boxes.some((b) => b.bets.length > 0)) return reject('blackjack/no-bets', 'there is no bet to deal to', citeOf(s.profile, 'deal'));
  const errors = (a.skipBoxes?.length ?? 0) + (a.extraBoxes?.length ?? 0) + (a.skipDealerCard ? 1 : 0);
  if (errors > 0 && !s.profile.irregularities.dealErrors.value)
    return reject('blackjack/no-deal-error-procedure', 'these rules lay down no procedure for an error in the deal', s.profile.irregularities.dealErrors.cite);
  for (const id of a.skipBoxes ?? []) if (boxExists(s, id) || boxOf(s, id).bets.length === 0) return reject('blackjack/bad-misdeal', `box ${id} has no bet to skip`);
  for (const id of a.extraBoxes ?? []) if (boxExists(s, id) || boxOf(s, id).bets.length > 0) return reject('blackjack/bad-misdeal', `box ${id} is not an empty box`);
  return null;
};

export const checkRemoveBet: Check<'remove-bet'> = (s, a) => {
  if (!isDealer(a.by)) return R.notDealer;
  const e = inBetting(s) ?? boxExists(s, a.box);
  if (e) return e;
  const b = boxOf(s, a.box);
  return b.bets.some((m) => m.bettor === a.bettor) || b.sides.some((x) => x.bettor === a.bettor) || b.tips.some((x) => x.bettor === a.bettor) ? null : reject('blackjack/no-such-bet', `${a.bettor} has no bet on box ${a.box}`);
};

export const checkAnnounce: Check<'announce-last-shoe'> = (s, a) => {
  if (!isDealer(a.by)) return R.notDealer;
  const e = inBetting(s);
  if (e) return e;
  const allowed = s.profile.table.maxMultipliers.value;
  if (a.maximum < a.minimum || (allowed && !allowed.some((m) => m * a.minimum === a.maximum)))
    return reject('blackjack/bad-limits', `the maximum must be ${allowed?.join(', ') ?? 'a multiple of'} × the minimum`, s.profile.table.maxMultipliers.cite);
  if (s.profile.shoe.mode.value === 'csm') return reject('blackjack/no-last-shoe', 'a continuous shuffler has no last shoe; change the limits between rounds');
  return null;
};

export const checkCloseEmpty: Check<'close-empty-table'> = (s, a) => {
  if (!isDealer(a.by)) return R.notDealer;
  const e = inBetting(s);
  if (e) return e;
  return s.boxes.some((b) => b.bets.length > 0 || b.sides.length > 0 || b.tips.length > 0) ? reject('blackjack/table-not-empty', 'bets are on the table', '002 §14.9') : null;
};

// ——— insurance and even money ———

function question(s: BjState, a: { box: number; by: Actor; sub?: number }, kind: 'insurance' | 'even-money'): Rejection | null {
  if (s.phase !== 'insurance') return reject('blackjack/no-insurance-now', 'insurance and even money are offered only when the dealer shows an ace, before any third card', citeOf(s.profile, 'insurance'));
  const e = boxExists(s, a.box);
  if (e) return e;
  const qs = insuranceQuestions(s, boxOf(s, a.box));
  const p = playerOf(a.by);
  const q = qs.find((x) => x.kind === kind && (p === null ? a.by.kind === 'system' : x.bettor === p) && (x.sub ?? undefined) === a.sub);
  if (!q) return reject(kind === 'insurance' ? 'blackjack/no-insurance-question' : 'blackjack/no-even-money', kind === 'insurance' ? 'you have no stake here to insure' : 'even money is offered only to a blackjack against a dealer ace', kind === 'insurance' ? citeOf(s.profile, 'insurance') : s.profile.evenMoney.cite);
  return null;
}

export const checkInsure: Check<'insure'> = (s, a) => {
  const e = question(s, a, 'insurance');
  if (e) return e;
  const p = playerOf(a.by) as PlayerId;
  const h = boxOf(s, a.box).hands[0] as Hand;
  const stake = h.stakes.filter((st) => st.bettor === p && !st.result && (st.sub ?? 1) === (a.sub ?? 1)).reduce((t, st) => t + st.original, 0);
  const max = insuranceMax(s, stake);
  const min = insuranceMin(s);
  const ip = s.profile.insurance;
  if (a.amount > max) return reject('blackjack/insurance-over-half', `insurance is at most ${max} (half the original bet)`, ip.maxOfBet.cite);
  if (a.amount < min) return reject('blackjack/insurance-under-minimum', `insurance is at least ${min}`, ip.minOfTableMinimum.cite);
  const step = ip.stepOfTableMinimum.value;
  if (step) {
    const unit = Math.max(1, Math.floor((s.limits.minimum * step.num) / step.den));
    if (a.amount % unit !== 0) return reject('blackjack/insurance-step', `insurance is placed in multiples of ${unit}`, ip.stepOfTableMinimum.cite);
  }
  return null;
};
export const checkDeclineInsurance: Check<'decline-insurance'> = (s, a) => question(s, a, 'insurance');
export const checkEvenMoney: Check<'even-money'> = (s, a) => question(s, a, 'even-money');
export const checkWait: Check<'wait'> = (s, a) => question(s, a, 'even-money');

// ——— decisions ———

function onTurn(s: BjState, a: { box: number; by: Actor }): Rejection | null {
  if (s.phase !== 'play' || !s.turn) return reject('blackjack/no-decision-now', 'no hand is waiting for a decision', citeOf(s.profile, 'decisions'));
  if (s.turn.box !== a.box) return reject('blackjack/not-this-box', `box ${s.turn.box} is playing`, citeOf(s.profile, 'decisions'));
  const cmd = commanderOf(s, boxOf(s, a.box));
  if (!actsFor(a.by, cmd)) return reject('blackjack/not-commander', 'only the player who commands the box decides', citeOf(s.profile, 'commander'));
  return null;
}

const current = (s: BjState): Hand => boxOf(s, (s.turn as { box: number }).box).hands[(s.turn as { hand: number }).hand] as Hand;

/** Split aces take no further card unless they are split again (000 §03 V.1.c). */
const oneCardRule = (s: BjState, h: Hand): boolean => h.splitAces && s.profile.split.splitAcesOneCard.value;

export const checkHit: Check<'hit'> = (s, a) => {
  const e = onTurn(s, a);
  if (e) return e;
  const h = current(s);
  if (oneCardRule(s, h)) return reject('blackjack/split-aces-one-card', 'split aces receive one card only', s.profile.split.splitAcesOneCard.cite);
  if (handTotal(h.cards, h.fixedAces).total >= 21 && s.profile.play.standOn21.value) return reject('blackjack/no-card-on-21', 'no card may be drawn on 21', s.profile.play.standOn21.cite);
  return null;
};

export const checkStand: Check<'stand'> = (s, a) => onTurn(s, a);

/** Whether the profile lets this two-card hand double (the double rules of 000/001/002/003/004). */
export function doubleRule(s: Pick<BjState, 'profile'>, h: Hand): Rejection | null {
  const dp = s.profile.double;
  if (h.cards.length !== 2 || h.doubled) return reject('blackjack/double-on-two-cards', 'a double is made on the first two cards', dp.hardTotals.cite);
  if (h.splitAces && !dp.onSplitAces.value) return reject('blackjack/no-double-on-split-aces', 'split aces may not double', dp.onSplitAces.cite);
  if (h.fromSplit && !dp.afterSplit.value) return reject('blackjack/no-double-after-split', 'no double after a split', dp.afterSplit.cite);
  const soft = softCode(h.cards);
  if (soft) {
    const ok = dp.softHands.value === 'any' || (dp.softHands.value as readonly string[]).includes(soft);
    return ok ? null : reject('blackjack/double-not-allowed', `${soft} may not double`, dp.softHands.cite);
  }
  const t = handTotal(h.cards).total;
  const ok = dp.hardTotals.value === 'any' || dp.hardTotals.value.includes(t);
  return ok ? null : reject('blackjack/double-not-allowed', `a total of ${t} may not double`, dp.hardTotals.cite);
}

export const checkDouble: Check<'double'> = (s, a) => {
  const e = onTurn(s, a);
  if (e) return e;
  if (isTriple(s)) return reject('blackjack/triple-stand-or-draw', 'triple blackjack players stand or draw', '000 §03.01');
  return doubleRule(s, current(s));
};

/** Whether this hand may be split under the profile. */
export function splitRule(s: Pick<BjState, 'profile'>, b: Box, h: Hand): Rejection | null {
  const sp = s.profile.split;
  if (h.cards.length !== 2 || !isPair(h.cards, sp.match.value)) return reject('blackjack/not-a-pair', sp.match.value === 'rank' ? 'only two cards of the same rank split' : 'only two cards of equal value split', sp.match.cite);
  if (sp.maxSplits.value !== null && b.splits >= sp.maxSplits.value) return reject('blackjack/split-limit', `at most ${sp.maxSplits.value} splits per initial hand`, sp.maxSplits.cite);
  if (h.splitAces && !(isAce(h.cards[0] as Card) && canResplitAces(s, b, h))) return reject('blackjack/no-resplit-aces', 'split aces may not be split again', sp.resplitAces.cite);
  return null;
}

export const checkSplit: Check<'split'> = (s, a) => {
  const e = onTurn(s, a);
  if (e) return e;
  if (isTriple(s)) return reject('blackjack/triple-stand-or-draw', 'triple blackjack players stand or draw', '000 §03.01');
  return splitRule(s, boxOf(s, a.box), current(s));
};

/** Surrender: first two cards, not against an ace (000 §03 V.1.g), split hands only where allowed (003 §2.1.9.3). */
export function surrenderRule(s: Pick<BjState, 'profile' | 'dealer'>, h: Hand): Rejection | null {
  const sp = s.profile.surrender;
  if (sp.mode.value === 'none') return reject('blackjack/no-surrender', 'surrender is not offered', sp.mode.cite);
  if (h.cards.length !== 2 || h.doubled) return reject('blackjack/surrender-two-cards', 'surrender only with the first two cards', sp.mode.cite);
  const up = dealerUp(s);
  if (up && isAce(up) && !sp.vsAce.value) return reject('blackjack/no-surrender-vs-ace', 'no surrender against a dealer ace', sp.vsAce.cite);
  if (h.fromSplit && (!sp.afterSplit.value || h.splitAces)) return reject('blackjack/no-surrender-after-split', h.splitAces ? 'split aces may not surrender' : 'a split hand may not surrender', sp.afterSplit.cite);
  return null;
}

export const checkSurrender: Check<'surrender'> = (s, a) => {
  if (isTriple(s)) return reject('blackjack/triple-stand-or-draw', 'triple blackjack players stand or draw', '000 §03.01');
  if (s.phase !== 'play' || !s.turn || s.turn.box !== a.box) return reject('blackjack/no-decision-now', 'a box surrenders on its turn', s.profile.surrender.mode.cite);
  const h = current(s);
  const p = playerOf(a.by);
  const cmd = commanderOf(s, boxOf(s, a.box));
  if (!actsFor(a.by, cmd)) {
    // 003 §2.2.1.20: a back-bettor surrenders his own stake independently
    if (!s.profile.seating.backBettorsIndependent.value || !p || !h.stakes.some((st) => st.bettor === p && !st.result && !st.surrendered))
      return reject('blackjack/not-commander', 'only the player who commands the box decides', citeOf(s.profile, 'commander'));
  }
  return surrenderRule(s, h);
};

export const checkFollow: Check<'follow'> = (s, a) => {
  if (s.phase !== 'follow' || s.pending?.kind !== 'follow' || s.pending.box !== a.box) return reject('blackjack/nothing-to-follow', 'no double or split waits for back-bettors');
  const pend = s.pending;
  const p = playerOf(a.by);
  const h = boxOf(s, a.box).hands[pend.hand] as Hand;
  const waiting = h.stakes.filter((st) => st.bettor !== boxOf(s, a.box).commander && !st.result && !pend.answers.some((x) => x.bettor === st.bettor)).map((st) => st.bettor);
  const who = p ?? (a.by.kind === 'system' ? waiting[0] : undefined);
  if (!who || !waiting.includes(who)) return reject('blackjack/not-a-back-bettor', 'only back-bettors of this hand answer');
  const ok = pend.op === 'double' ? a.choice === 'double' || a.choice === 'no' : a.choice === 'both' || a.choice === 'first' || a.choice === 'second';
  return ok ? null : reject('blackjack/bad-follow', pend.op === 'double' ? 'answer double or no' : 'answer both, first or second', '003 §2.2.1.20');
};

export const checkExposedAnswer = (s: BjState, a: { box: number; by: Actor }): Rejection | null => {
  if (s.phase !== 'exposed' || s.pending?.kind !== 'exposed' || s.pending.box !== a.box) return reject('blackjack/no-card-offered', 'no exposed card is offered to this box', '002 §14.7');
  return actsFor(a.by, boxOf(s, a.box).commander) ? null : reject('blackjack/not-commander', 'only the player who commands the box decides', '002 §14.11');
};

export const checkMissingAnswer = (s: BjState, a: { box: number; by: Actor }): Rejection | null => {
  if (s.phase !== 'missing-card' || s.pending?.kind !== 'missing-card' || s.pending.box !== a.box) return reject('blackjack/no-choice-now', 'nothing to choose', '003 §2.2.1.30');
  return actsFor(a.by, boxOf(s, a.box).commander) ? null : reject('blackjack/not-commander', 'only the player at whom play stopped chooses', '003 §2.2.1.30');
};

// ——— irregularities ———

const midRound = (s: BjState): boolean => s.phase !== 'betting' && s.phase !== 'over';

export const checkExpose: Check<'expose-cards'> = (s, a) => {
  if (!isDealer(a.by)) return R.notDealer;
  if (s.phase !== 'play' || !s.turn) return reject('blackjack/expose-during-play', 'cards are exposed while a box is playing', '002 §14.7');
  if (s.front.length > 0 || s.exposedNext > 0 || remaining(s.shoe) - s.shoe.faceUp.filter((i) => i >= s.shoe.pos).length < a.count) return reject('blackjack/cannot-expose', 'not enough cards in the shoe');
  if (a.forBox !== undefined && a.forBox !== s.turn.box && a.forBox !== finishedBefore(s, s.turn.box))
    return reject('blackjack/expose-for-box', 'exposed cards are charged to the box in turn or to the box that has just finished', '002 §14.7');
  return null;
};

/** The box that played last before `box` (it has stakes and every hand of it has ended), if any. */
export function finishedBefore(s: BjState, box: number): number | undefined {
  const prev = s.boxes.filter((b) => b.id < box && b.hands.some((h) => h.stakes.length > 0)).at(-1);
  return prev && prev.hands.every((h) => h.end !== null) ? prev.id : undefined;
}

export const checkRedeal: Check<'redeal'> = (s, a) => (!isDealer(a.by) ? R.notDealer : s.phase === 'misdeal' ? null : reject('blackjack/no-misdeal', 'the deal was regular', '003 §2.2.1.29'));

export const checkNoticeMissing: Check<'notice-missing-dealer-card'> = (s, a) => {
  if (!isDealer(a.by)) return R.notDealer;
  return s.phase === 'play' && s.flags.dealerCardMissing && s.dealer.cards.length === 0 ? null : reject('blackjack/dealer-has-card', 'the dealer has his card', '003 §2.2.1.30');
};

/** A reshuffle carries the new order of exactly the cards it mixes, and a cut inside the pack. */
function orderOk(s: BjState, a: { order?: readonly Card[] | undefined; cutOffset?: number | undefined }, type: 'notice-cut-card' | 'reshuffle-discards' | 'replace-shuffler', cite: string): Rejection | null {
  if (!a.order || !samePool(a.order, reshufflePool(s, type))) return reject('blackjack/bad-reshuffle', 'the reshuffled order must hold exactly the cards being mixed', cite);
  if ((a.cutOffset ?? 0) > a.order.length) return reject('blackjack/bad-cut', 'the cut falls outside the pack', cite);
  return null;
}

export const checkNoticeCut: Check<'notice-cut-card'> = (s, a) => {
  if (!isDealer(a.by)) return R.notDealer;
  if (!s.flags.cutCardUnnoticed || !midRound(s) || s.phase === 'shoe-empty' || s.phase === 'misdeal') return reject('blackjack/cut-card-not-missed', 'the cut card was not missed', '003 §2.2.1.32');
  return s.flags.decisionMade ? null : orderOk(s, a, 'notice-cut-card', '003 §2.2.1.32');
};

export const checkReshuffleDiscards: Check<'reshuffle-discards'> = (s, a) => {
  if (!isDealer(a.by)) return R.notDealer;
  if (s.phase !== 'shoe-empty') return reject('blackjack/shoe-not-empty', 'the shoe still has cards', '003 §2.2.1.34');
  return orderOk(s, a, 'reshuffle-discards', '003 §2.2.1.34');
};

export const checkReplaceShuffler: Check<'replace-shuffler'> = (s, a) => {
  if (!isDealer(a.by)) return R.notDealer;
  if (s.shoe.mode !== 'csm') return reject('blackjack/no-shuffler', 'this table deals from a shoe', '003 §2.2.1.35');
  if (!midRound(s) || s.phase === 'shoe-empty' || s.phase === 'misdeal') return reject('blackjack/not-mid-hand', 'the shuffler is replaced in the middle of a hand', '003 §2.2.1.35');
  return orderOk(s, a, 'replace-shuffler', '003 §2.2.1.35');
};

const checkAbsent = (s: BjState, a: { box: number; by: Actor }, cite: string): Rejection | null => {
  if (!isDealer(a.by)) return R.notDealer;
  const e = boxExists(s, a.box);
  if (e) return e;
  const b = boxOf(s, a.box);
  if (!midRound(s) || s.phase === 'misdeal' || b.hands.length === 0 || b.absent) return reject('blackjack/not-in-play', 'the box has no hand in play', cite);
  if (!b.hands.some((h) => h.end === null)) return reject('blackjack/box-finished', 'the box has finished playing', cite);
  return null;
};

export const checkPlayerGone: Check<'player-gone'> = (s, a) => checkAbsent(s, a, '003 §2.2.1.36');
export const checkPlayerAway: Check<'player-away'> = (s, a) => checkAbsent(s, a, '003 §2.1.9.2');
