/**
 * @module games/baccarat/punto-banca/settle
 * The settlement of a coup: one line per bettor, box and spot. Punto wins 1:1; banca 1:1 less the commission
 * (000 §07 V, 001 §06 V, 004 PB, 003 §2.2.7.19: 19:20) or, in 000's alternative mode, less 50% when it wins with 6;
 * the tie pays 8:1 and returns punto and banca stakes (000 §07 VI.1, 003 §2.2.7.20). Every fraction goes through the
 * profile's rounding policy. Under 003 §2.1.4 a stake over the maximum is paid within the maximum.
 */
import { makeSettlement, type Settlement, type SettlementLine } from '../../../core/settlement.js';
import { commission, half } from '../../../money/rounding.js';
import type { PuntoBancaProfile } from './profile.js';
import { spotLimits } from './rules.js';
import type { PbState, Spot } from './state.js';

/** The net win of a winning banca stake (before the stake is returned). */
export function bancaWin(p: PuntoBancaProfile, stake: number, bancaPoint: number): number {
  const pay = p.banca.value;
  const policy = p.rounding.value;
  // The 50% deduction leaves half the win; the policy rounds that half (down: the fraction stays with the house).
  if (pay.mode === 'six-half') return bancaPoint === 6 ? half(stake, policy) : stake;
  return stake - commission(stake, pay.num, pay.den, policy);
}

export function settlePb(s: PbState): Settlement | null {
  if (s.phase !== 'over' || !s.result) return null;
  const groups = new Map<string, { bettor: string; box?: number; spot: Spot; stake: number }>();
  for (const b of s.bets) {
    const k = `${b.bettor}|${b.box ?? ''}|${b.spot}`;
    const g = groups.get(k);
    if (g) g.stake += b.amount;
    else groups.set(k, b.box === undefined ? { bettor: b.bettor, spot: b.spot, stake: b.amount } : { bettor: b.bettor, box: b.box, spot: b.spot, stake: b.amount });
  }
  const { winner, bancaPoint } = s.result;
  const lines: SettlementLine[] = [];
  for (const g of groups.values()) {
    // 003 §2.1.4: a stake over the maximum plays in full but is paid only within the maximum.
    const payable = s.profile.overMax.value === 'pay-up-to-max' ? Math.min(g.stake, spotLimits(s, g.spot).max) : g.stake;
    let returned = 0;
    let outcome = 'lose';
    let cite: string;
    if (g.spot === 'tie') {
      cite = s.profile.tie.cite;
      if (winner === 'tie') {
        returned = g.stake + payable * s.profile.tie.value.pays;
        outcome = 'win';
      }
    } else if (winner === 'tie') {
      returned = g.stake;
      outcome = 'push';
      cite = s.profile.tieEffect.cite;
    } else if (winner === g.spot) {
      returned = g.stake + (g.spot === 'banca' ? bancaWin(s.profile, payable, bancaPoint) : payable);
      outcome = 'win';
      cite = g.spot === 'banca' ? s.profile.banca.cite : '000 §07 V';
    } else cite = g.spot === 'banca' ? s.profile.banca.cite : '000 §07 V';
    const line: SettlementLine = { bettor: g.bettor, ...(g.box === undefined ? {} : { box: g.box }), bet: g.spot, stake: g.stake, returned, net: returned - g.stake, outcome, cite };
    lines.push(line);
  }
  // 004 PB (L53): losing bets are collected first, then the winning ones are paid.
  const rank = (o: string) => (o === 'lose' ? 0 : o === 'push' ? 1 : 2);
  return makeSettlement(lines.sort((a, b) => rank(a.outcome) - rank(b.outcome)));
}
