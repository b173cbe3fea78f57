/**
 * @module games/blackjack/side-settle
 * When side bets are settled: on the first two cards (losers collected, then winners paid: 003 §2.2.1.25.8,
 * .26.7, .27.7; 000 §03 V.1.e), except a Perfect Pair suited K+Q against a dealer K or Q (after the dealer's cards,
 * 003 §2.2.1.25.8), a bet that needs a dealer card not yet dealt, and the sevens / progressive bets (the box's first
 * three cards: at the end of the round).
 */
import type { Card } from '../../cards/card.js';
import { ratio } from '../../money/rounding.js';
import type { BjEvent, Draft } from './draft.js';
import { setBox } from './draft.js';
import { evalGalaxy, evalPairs, evalPerfectPair, evalSevens, evalTop3, evalTwentyOnePlus3, evalUnderOver, perfectPairDeferred, sidePays } from './side-bets.js';
import type { Box, Result, SideBet } from './state.js';
import { sideBetName } from './side-kinds.js';

const cite: Record<SideBet['kind'], string> = {
  pairs: '000 §03 V.1.e',
  sevens: '000 §03 V.1.f',
  underOver13: '001 §03 V.1.e',
  progressive: '001 §03 V.2',
  perfectPair: '003 §2.2.1.25',
  galaxy: '003 §2.2.1.26',
  top3: '003 §2.2.1.27',
  twentyOnePlus3: '003 §2.2.1.27.3',
};

/** A win pays the table's ratio on the stake (stake returned too); a loss returns nothing. */
function payKey(d: Draft, sb: SideBet, key: string | null): Result {
  if (!key) return { returned: 0, outcome: 'lose', cite: cite[sb.kind] };
  const r = sidePays(d.profile, sb.kind, key);
  if (!r) return { returned: 0, outcome: 'lose', cite: cite[sb.kind] };
  return { returned: sb.amount + ratio(sb.amount, r.num, r.den, d.profile.rounding.value), outcome: key, cite: cite[sb.kind] };
}

/** The combination a first-two-cards bet makes, or `defer` if it must wait for the dealer's cards. */
function evalFirstTwo(d: Draft, b: Box, sb: SideBet, final: boolean): string | null | 'defer' {
  const two = b.firstCards.slice(0, 2);
  const up = d.dealer.cards[0];
  switch (sb.kind) {
    case 'pairs':
      return evalPairs(two, d.profile.sideBets.pairs.match.value);
    case 'underOver13':
      return evalUnderOver(two, sb.side ?? 'under');
    case 'perfectPair': {
      if (!up) return final ? evalPerfectPair(two, null) : 'defer';
      if (!final && perfectPairDeferred(two, up)) return 'defer';
      const k = evalPerfectPair(two, final ? d.dealer.cards.slice(0, 2) : null);
      return k === 'top' && b.playedOn ? 'suited-king-queen' : k;
    }
    case 'galaxy':
      return up ? evalGalaxy(two, up) : final ? evalGalaxy(two, 'XX') : 'defer';
    case 'top3':
      return up ? evalTop3([...two, up]) : final ? null : 'defer';
    case 'twentyOnePlus3':
      return up ? evalTwentyOnePlus3([...two, up]) : final ? null : 'defer';
    default:
      return 'defer';
  }
}

/** Settles every side bet that can be settled on the first two cards; the others wait (`deferred`). */
export function settleFirstTwo(d: Draft, ev: BjEvent[]): void {
  for (const b of d.boxes) {
    if (b.sides.length === 0 || b.firstCards.length < 2) continue;
    const sides = b.sides.map((sb): SideBet => {
      if (sb.result) return sb;
      const k = evalFirstTwo(d, b, sb, false);
      if (k === 'defer') return { ...sb, deferred: true };
      const r = payKey(d, sb, k);
      ev.push({ type: 'side-bet-settled', box: b.id, bettor: sb.bettor, bet: sideBetName(sb.kind, sb.side), outcome: r.outcome, returned: r.returned });
      return { ...sb, result: r };
    });
    setBox(d, b.id, (x) => ({ ...x, sides }));
  }
}

/** Settles the side bets left at the end of the round (sevens, progressive, deferred Perfect Pair and others). */
export function settleRemainingSides(d: Draft, ev: BjEvent[]): void {
  let open = false;
  for (const b of d.boxes) for (const sb of b.sides) if (!sb.result) open = true;
  if (!open) return;
  // jackpot winners share the pool (each at least the floor × stake)
  const jackpotWinners: Record<'sevens' | 'progressive', number> = { sevens: 0, progressive: 0 };
  const topWinners = new Map<number, number>();
  for (const b of d.boxes)
    for (const sb of b.sides) {
      if (sb.result) continue;
      if ((sb.kind === 'sevens' || sb.kind === 'progressive') && evalSevens(b.firstCards) === 'jackpot') jackpotWinners[sb.kind]++;
      if (sb.kind === 'perfectPair' && evalFirstTwo(d, b, sb, true) === 'top') topWinners.set(b.id, (topWinners.get(b.id) ?? 0) + 1);
    }
  for (const b of d.boxes) {
    if (b.sides.every((sb) => sb.result)) continue;
    const sides = b.sides.map((sb): SideBet => {
      if (sb.result) return sb;
      let r: Result;
      if (sb.kind === 'sevens' || sb.kind === 'progressive') {
        const k = evalSevens(b.firstCards.slice(0, 3) as Card[]);
        if (k === 'jackpot') {
          const pool = sb.kind === 'sevens' ? d.table.jackpots.sevens : d.table.jackpots.progressive;
          const floor = d.profile.sideBets[sb.kind].jackpotFloor.value * sb.amount;
          const share = Math.floor(pool / Math.max(1, jackpotWinners[sb.kind]));
          r = { returned: sb.amount + Math.max(share, floor), outcome: 'jackpot', cite: cite[sb.kind] };
        } else r = payKey(d, sb, k);
      } else {
        const k = evalFirstTwo(d, b, sb, true);
        if (k === 'top') {
          const n = topWinners.get(b.id) ?? 1;
          const prize = ratio(d.profile.sideBets.perfectPair.topPrize.value, 1, n, d.profile.rounding.value);
          r = { returned: sb.amount + prize, outcome: 'top', cite: '003 §2.2.1.25.7' };
        } else r = payKey(d, sb, k === 'defer' ? null : k);
      }
      ev.push({ type: 'side-bet-settled', box: b.id, bettor: sb.bettor, bet: sideBetName(sb.kind, sb.side), outcome: r.outcome, returned: r.returned });
      return { ...sb, result: r };
    });
    setBox(d, b.id, (x) => ({ ...x, sides }));
  }
}
