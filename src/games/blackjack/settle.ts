/**
 * @module games/blackjack/settle
 * Settling stakes against the dealer's hand, and the settlement read-out: one line per stake per hand
 * (`main`, or `main-1`, `main-2`… after a split; `box-1`… in triple blackjack), per insurance and per side bet.
 * Blackjack pays the profile's rate and beats any 21; equal totals push; a dealer blackjack takes every non-blackjack
 * stake (`all`) or only the original bets (`original-only`).
 */
import { makeSettlement, type Settlement, type SettlementLine } from '../../core/settlement.js';
import { ratio, half } from '../../money/rounding.js';
import { handTotal } from './hand.js';
import type { BjState, Box, Hand, Result, Stake } from './state.js';
import { isBlackjackHand } from './draft.js';
import { sideBetName } from './side-kinds.js';
import { tipLine } from './tip.js';

export interface DealerOutcome {
  readonly total: number;
  readonly blackjack: boolean;
  readonly bust: boolean;
}

export function dealerOutcome(cards: readonly string[], blackjackCounts = true): DealerOutcome {
  const t = handTotal(cards).total;
  return { total: t, blackjack: blackjackCounts && cards.length === 2 && t === 21, bust: t > 21 };
}

/** Blackjack payout (stake + stake × rate). */
export const blackjackReturn = (s: Pick<BjState, 'profile'>, amount: number): Result => {
  const p = s.profile.blackjack.pays;
  return { returned: amount + ratio(amount, p.value.num, p.value.den, s.profile.rounding.value), outcome: 'blackjack', cite: p.cite };
};

/** Half the stake back (000 §03 V.1.g); the profile's surrender rounding decides an odd stake (003 §2.1.9.3: the player's favour). */
export const surrenderResult = (s: Pick<BjState, 'profile'>, amount: number): Result => ({
  returned: half(amount, s.profile.surrender.rounding.value),
  outcome: 'surrender',
  cite: s.profile.surrender.mode.cite,
});

/** The result of a main stake on a finished hand against the dealer's final hand. */
export function mainResult(s: Pick<BjState, 'profile'>, h: Hand, st: Stake, dealer: DealerOutcome, blackjackPays = true): Result {
  const p = s.profile;
  if (st.surrendered) {
    // late surrender: the half is returned only if the dealer has no blackjack
    if (dealer.blackjack) return { returned: 0, outcome: 'dealer-blackjack', cite: p.surrender.mode.cite };
    return surrenderResult(s, st.amount);
  }
  const total = handTotal(h.cards, h.fixedAces).total;
  if (total > 21) return { returned: 0, outcome: 'bust' };
  const bj = isBlackjackHand(s, h);
  if (dealer.blackjack) {
    if (bj) return { returned: st.amount, outcome: 'push', cite: p.blackjack.pays.cite };
    const keep = p.dealerBlackjackTakes.value === 'original-only' ? st.amount - st.original : 0;
    return { returned: keep, outcome: 'dealer-blackjack', cite: p.dealerBlackjackTakes.cite };
  }
  if (bj) return blackjackPays ? blackjackReturn(s, st.amount) : { returned: 2 * st.amount, outcome: 'win' };
  if (dealer.bust) return { returned: 2 * st.amount, outcome: 'win' };
  if (total > dealer.total) return { returned: 2 * st.amount, outcome: 'win' };
  if (total === dealer.total) return { returned: st.amount, outcome: 'push' };
  return { returned: 0, outcome: 'lose' };
}

/**
 * 003 §2.1.4: where the profile accepts bets over the table maximum, a box whose bets exceed it is paid only up to
 * the maximum — each stake's winnings are scaled by maximum ÷ the box's bets (the sub-box's in triple blackjack),
 * under the profile's rounding; the stake itself comes back whole. A doubled or split stake scales the same way.
 */
export function withinMaximum(s: Pick<BjState, 'profile' | 'limits'>, b: Box, st: Stake, r: Result): Result {
  const win = r.returned - st.amount;
  if (win <= 0) return r;
  // 003 §2.2.1.7: the tip bet counts in the box's maximum (it sits with the box's first sub-box's bets).
  const bets = b.bets.reduce((t, m) => ((m.sub ?? 1) === (st.sub ?? 1) ? t + m.amount : t), 0) + ((st.sub ?? 1) === 1 ? b.tips.reduce((t, x) => t + x.amount, 0) : 0);
  if (bets <= s.limits.maximum) return r;
  const rule = s.profile.table.overMaximum.cite;
  return { ...r, returned: st.amount + ratio(win, s.limits.maximum, bets, s.profile.rounding.value), cite: r.cite ? `${r.cite}; ${rule}` : rule };
}

const mainBetName = (s: BjState, hands: number, i: number, st: Stake): string => (s.game === 'triple-blackjack' ? `box-${st.sub ?? 1}` : hands > 1 ? `main-${i + 1}` : 'main');

const line = (bettor: string, box: number, bet: string, stake: number, r: Result | null): SettlementLine => {
  const returned = r ? r.returned : stake;
  const outcome = r ? r.outcome : 'void';
  return r?.cite ? { bettor, box, bet, stake, returned, net: returned - stake, outcome, cite: r.cite } : { bettor, box, bet, stake, returned, net: returned - stake, outcome };
};

/** Every staked bet's line, boxes from the dealer's right to left (payment order: 002 §14.12d, 003 §2.2.1.24). */
export function settlementLines(s: BjState): SettlementLine[] {
  const out: SettlementLine[] = [];
  for (let i = s.boxes.length - 1; i >= 0; i--) {
    const b = s.boxes[i];
    if (!b) continue;
    if (b.hands.length === 0) {
      // bets that never reached a deal (the round ended while betting): returned
      for (const m of b.bets) out.push(line(m.bettor, b.id, s.game === 'triple-blackjack' ? `box-${m.sub ?? 1}` : 'main', m.amount, null));
    }
    for (let hi = 0; hi < b.hands.length; hi++) {
      for (const st of (b.hands[hi] as Hand).stakes) {
        const r = st.result && st.setAside && st.result.returned > st.amount ? { ...st.result, outcome: `${st.result.outcome}-set-aside` } : st.result;
        out.push(line(st.bettor, b.id, mainBetName(s, b.hands.length, hi, st), st.amount, r));
      }
    }
    for (const ins of b.insurance) out.push(line(ins.bettor, b.id, ins.sub ? `insurance-${ins.sub}` : 'insurance', ins.amount, ins.result));
    for (const sb of b.sides) out.push(line(sb.bettor, b.id, sideBetName(sb.kind, sb.side), sb.amount, sb.result));
    for (const t of b.tips) out.push(tipLine(s, b, t));
  }
  return out;
}

/**
 * The chips the round holds, as its settlement lists them: the bets of a box not dealt to, every hand's stakes (a
 * double or a split adds to them), insurance and side bets; none stands into the next round.
 */
export function chipsOf(s: BjState): number {
  let t = 0;
  for (const b of s.boxes) {
    if (b.hands.length === 0) for (const m of b.bets) t += m.amount;
    for (const h of b.hands) for (const st of h.stakes) t += st.amount;
    for (const i of b.insurance) t += i.amount;
    for (const sb of b.sides) t += sb.amount;
    for (const x of b.tips) t += x.amount;
  }
  return t;
}

/** Merges lines of one bettor on the same box and bet (a back-bettor who followed a split onto one hand twice). */
function merge(lines: SettlementLine[]): SettlementLine[] {
  // a round has a handful of lines: a linear search keeps the first line's place without building keys
  const out: SettlementLine[] = [];
  for (const l of lines) {
    let j = out.length - 1;
    while (j >= 0 && !((out[j] as SettlementLine).bettor === l.bettor && (out[j] as SettlementLine).box === l.box && (out[j] as SettlementLine).bet === l.bet)) j--;
    if (j < 0) out.push(l);
    else {
      const prev = out[j] as SettlementLine;
      const stake = prev.stake + l.stake;
      const returned = prev.returned + l.returned;
      out[j] = { ...prev, stake, returned, net: returned - stake, outcome: prev.outcome === l.outcome ? prev.outcome : `${prev.outcome}+${l.outcome}` };
    }
  }
  return out;
}

export function buildSettlement(s: BjState): Settlement {
  return makeSettlement(merge(settlementLines(s)));
}
