/**
 * @module games/blackjack/flow
 * The round's course after the deal: side bets on the first two cards, the insurance / even-money window when the
 * dealer shows an ace, the peek (US modes), immediate blackjack payments, then each box in turn, each hand in turn
 * (a split hand receives its second card when its turn comes), and finally the dealer.
 */
import type { Card } from '../../cards/card.js';
import type { BoxId, PlayerId } from '../../core/ids.js';
import { ratio, half } from '../../money/rounding.js';
import { cardValue, isAce, isNatural, isPair } from './hand.js';
import { autoEnd, dealToHand, endHand, getBox, getHand, setBox, setHand, settled, type BjEvent, type Draft } from './draft.js';
import { blackjackReturn, withinMaximum } from './settle.js';
import { settleFirstTwo } from './side-settle.js';
import { dealerTurn } from './dealer-play.js';
import type { Box, Hand, Stake } from './state.js';
import { answerKey } from './answers.js';

export const dealerUp = (d: Pick<Draft, 'dealer'>): Card | undefined => d.dealer.cards[0];

/** The largest insurance a bettor may place on a stake (000 §03 V.1.b: up to half the original bet), 0 if none. */
export function insuranceMax(d: Pick<Draft, 'profile' | 'limits'>, stake: number): number {
  const p = d.profile.insurance;
  let max = ratio(stake, p.maxOfBet.value.num, p.maxOfBet.value.den, { mode: 'down', unit: 1 });
  const step = p.stepOfTableMinimum.value ? Math.max(1, ratio(d.limits.minimum, p.stepOfTableMinimum.value.num, p.stepOfTableMinimum.value.den, { mode: 'down', unit: 1 })) : 1;
  max -= max % step;
  return max >= insuranceMin(d) ? max : 0;
}

/** 003 §2.2.1.15, 004: the insurance minimum is half the table minimum; elsewhere one unit. */
export function insuranceMin(d: Pick<Draft, 'profile' | 'limits'>): number {
  const m = d.profile.insurance.minOfTableMinimum.value;
  return m ? Math.max(1, ratio(d.limits.minimum, m.num, m.den, { mode: 'up', unit: 1 })) : 1;
}

/**
 * Who must answer in the insurance window on box `b`: every open bettor of a non-blackjack hand (insurance); on a
 * blackjack hand, the commander (or each bettor when back-bettors are independent, 003 §2.2.1.20) for even money,
 * or for insurance where even money is not offered and a blackjack may be insured.
 */
export interface Question {
  readonly bettor: PlayerId;
  readonly kind: 'insurance' | 'even-money';
  /** Triple blackjack: the sub-box asked about. */
  readonly sub?: number;
}

const question = (bettor: PlayerId, kind: Question['kind'], sub: number | undefined): Question => (sub === undefined ? { bettor, kind } : { bettor, kind, sub });

export function insuranceQuestions(d: Pick<Draft, 'profile' | 'limits' | 'game'>, b: Box): Question[] {
  const h = b.hands[0];
  if (!h || b.absent) return [];
  const bj = isNatural(h.cards);
  const triple = d.game === 'triple-blackjack';
  const out: Question[] = [];
  const seen = new Set<string>();
  for (const st of h.stakes) {
    if (st.result) continue;
    const sub = triple ? (st.sub ?? 1) : undefined;
    const key = answerKey(st.bettor, sub);
    if (seen.has(key) || b.answered.includes(key)) continue;
    seen.add(key);
    const stake = h.stakes.filter((x) => x.bettor === st.bettor && !x.result && (x.sub ?? 1) === (st.sub ?? 1)).reduce((t, x) => t + x.original, 0);
    if (bj && d.profile.evenMoney.value !== 'none') {
      if (d.profile.seating.backBettorsIndependent.value || st.bettor === b.commander) out.push(question(st.bettor, 'even-money', sub));
    } else if ((!bj || d.profile.insurance.blackjackMayInsure.value) && d.profile.insurance.offered.value && insuranceMax(d, stake) > 0) out.push(question(st.bettor, 'insurance', sub));
  }
  return out;
}

/** After the initial deal: blackjacks, side bets on the first two cards, then the insurance window or play. */
export function afterDeal(d: Draft, ev: BjEvent[]): void {
  for (const b of d.boxes) {
    const h = b.hands[0];
    if (h && h.end === null && h.stakes.length > 0 && isNatural(h.cards)) endHand(d, ev, b.id, 0, 'blackjack');
  }
  settleFirstTwo(d, ev);
  const up = dealerUp(d);
  if (up && isAce(up) && d.boxes.some((b) => insuranceQuestions(d, b).length > 0)) {
    d.phase = 'insurance';
    ev.push({ type: 'insurance-offered', cite: d.profile.insurance.offered.cite });
    return;
  }
  afterInsurance(d, ev);
}

/** Even money: 1:1 at once, the cards collected (002 §14.12b; 001 §03 V.1.b: ends his play). */
export function takeEvenMoney(d: Draft, ev: BjEvent[], box: BoxId, bettor: PlayerId, sub?: number): void {
  const everyone = !d.profile.seating.backBettorsIndependent.value;
  const hit = (st: Stake): boolean => !st.result && (everyone || st.bettor === bettor) && (sub === undefined || (st.sub ?? 1) === sub);
  const keys = getHand(d, box, 0).stakes.filter(hit).map((st) => answerKey(st.bettor, sub));
  setHand(d, box, 0, (h) => ({
    ...h,
    stakes: h.stakes.map((st) => (hit(st) ? { ...st, result: { returned: 2 * st.amount, outcome: 'even-money', cite: d.profile.evenMoney.cite } } : st)),
  }));
  setBox(d, box, (x) => ({ ...x, answered: [...x.answered, ...keys.filter((k, i) => !x.answered.includes(k) && keys.indexOf(k) === i)] }));
  ev.push({ type: 'even-money-paid', box, bettors: [...new Set(keys)], cite: d.profile.evenMoney.cite });
  if (getHand(d, box, 0).stakes.every((st) => st.result)) setHand(d, box, 0, (h) => ({ ...h, end: 'even-money' }));
}

/** Closes the insurance window once everyone asked has answered. */
export function maybeCloseInsurance(d: Draft, ev: BjEvent[]): void {
  if (d.boxes.some((b) => insuranceQuestions(d, b).length > 0)) return;
  ev.push({ type: 'insurance-closed' });
  afterInsurance(d, ev);
}

/** The dealer cannot have a blackjack: his card is 2–9, or he peeked and has none. */
const dealerCannotHaveBlackjack = (d: Draft, peeked: boolean): boolean => {
  const up = dealerUp(d);
  if (!up) return false;
  if (peeked) return true;
  return !isAce(up) && cardValue(up) !== 10;
};

/** Peek (US), immediate blackjack payments (002 §14.12b, 003 §2.2.1.11), then the first box plays. */
export function afterInsurance(d: Draft, ev: BjEvent[]): void {
  const up = dealerUp(d);
  let peeked = false;
  if (d.profile.dealer.holeCard.value === 'peek-ace-ten' && up && (isAce(up) || cardValue(up) === 10) && d.dealer.cards.length === 2) {
    peeked = true;
    if (isNatural(d.dealer.cards)) {
      d.dealer = { ...d.dealer, holeHidden: false };
      ev.push({ type: 'hole-card-revealed', card: d.dealer.cards[1], blackjack: true, cite: d.profile.dealer.holeCard.cite });
      dealerTurn(d, ev);
      return;
    }
    ev.push({ type: 'dealer-peeked', blackjack: false });
  }
  if (d.profile.blackjack.payImmediately.value === 'when-dealer-cannot-have-blackjack' && dealerCannotHaveBlackjack(d, peeked)) {
    for (const b of d.boxes) {
      const h = b.hands[0];
      if (!h || h.end !== 'blackjack' || h.stakes.every((st) => st.result)) continue;
      setHand(d, b.id, 0, (x) => ({ ...x, stakes: x.stakes.map((st) => settled(st, withinMaximum(d, b, st, blackjackReturn(d, st.amount)))) }));
      ev.push({ type: 'blackjack-paid', box: b.id, cite: d.profile.blackjack.payImmediately.cite });
    }
  }
  d.phase = 'play';
  d.turn = null;
  advance(d, ev);
}

/** A hand still waiting for a decision (or for its second card after a split). */
const open = (h: Hand): boolean => h.end === null;

/** Split aces take one card each (000 §03 V.1.c); a new ace may be split again only where the profile allows. */
export function canResplitAces(d: Pick<Draft, 'profile'>, b: Box, h: Hand): boolean {
  const max = d.profile.split.maxSplits.value;
  return d.profile.split.resplitAces.value && h.cards.length === 2 && isPair(h.cards, 'rank') && isAce(h.cards[0] as Card) && (max === null || b.splits < max);
}

/** After a split hand's second card: the one-card rule for split aces, else the usual 21 / bust checks. */
export function afterSecondCard(d: Draft, ev: BjEvent[], box: BoxId, hand: number): void {
  if (autoEnd(d, ev, box, hand)) return;
  const h = getHand(d, box, hand);
  if (h.splitAces && d.profile.split.splitAcesOneCard.value && !canResplitAces(d, getBox(d, box), h)) endHand(d, ev, box, hand, 'split-aces');
}

/**
 * Moves play to the next hand that needs a decision, from the current one on: an absent commander's hands stand
 * (003 §2.2.1.36, §2.1.9.2); a split hand gets its second card. When no hand is left, the dealer plays.
 */
export function advance(d: Draft, ev: BjEvent[]): void {
  const startBox = d.turn?.box ?? 1;
  for (let id = startBox; id <= d.boxes.length; id++) {
    let b = getBox(d, id);
    for (let i = id === startBox && d.turn ? d.turn.hand : 0; i < b.hands.length; i++) {
      let h = b.hands[i] as Hand;
      if (!open(h)) continue;
      if (b.absent) {
        endHand(d, ev, id, i, b.absent === 'gone' ? 'player-gone' : 'player-away');
        b = getBox(d, id);
        continue;
      }
      if (h.cards.length < 2) {
        dealToHand(d, ev, id, i);
        afterSecondCard(d, ev, id, i);
        b = getBox(d, id);
        h = b.hands[i] as Hand;
        if (!open(h)) continue;
      }
      d.turn = { box: id, hand: i };
      d.phase = 'play';
      return;
    }
  }
  d.turn = null;
  dealerTurn(d, ev);
}

/** Half of an amount for surrender under the profile's rounding. */
export const surrenderHalf = (d: Pick<Draft, 'profile'>, amount: number): number => half(amount, d.profile.surrender.rounding.value);
