/**
 * @module games/baccarat/chemin-de-fer/settle
 * The settlement between players, as one pot (docs/money.md): a share per punto stake in play and one for the
 * banker's bank. The punto side wins even money or loses its stake; the banker receives the stakes he wins less the
 * cagnotte (000 §08 V: up to 5% of his win in each coup; 001 §07 V: 5%), the house's cut, its own ledger line to its
 * revenue. No chip of the coup passes through the house's account. A tie or a void coup returns everything.
 */
import { makeSettlement, potOfLines, type Settlement, type SettlementLine } from '../../../core/settlement.js';
import { citeOf } from '../../../rules/cites.js';
import { shareNets } from './association.js';
import type { CdfState } from './state.js';

export function settleCdf(s: CdfState): Settlement | null {
  if (s.phase !== 'over') return null;
  if (!s.result) return makeSettlement([]);
  const r = s.result;
  const lines: SettlementLine[] = [];
  let bankerDelta = 0;
  for (const d of s.accepted) {
    const returned = r.winner === 'punto' ? 2 * d.amount : r.winner === 'banker' ? 0 : d.amount;
    const outcome = r.winner === 'punto' ? 'win' : r.winner === 'banker' ? 'lose' : r.winner === 'tie' ? 'push' : 'void';
    bankerDelta -= returned - d.amount;
    lines.push({ bettor: d.player, ...(d.seat === null ? {} : { box: d.seat }), bet: d.kind, stake: d.amount, returned, net: returned - d.amount, outcome, cite: citeOf(s.profile, 'stakes') });
  }
  bankerDelta -= r.levy;
  const outcome = r.winner === 'banker' ? 'win' : r.winner === 'punto' ? 'lose' : r.winner === 'tie' ? 'push' : 'void';
  const cite = r.levy ? s.profile.cagnotte.cite : citeOf(s.profile, 'bank');
  if (s.bankShares.length > 1) {
    // The banker and his associates share the bank's stake and its result in proportion (000 §08 V; association.ts).
    const nets = shareNets(s.bankShares, bankerDelta);
    s.bankShares.forEach((x, i) => {
      const net = nets[i] ?? 0;
      if (x.stake > 0) lines.push({ bettor: x.player, ...(x.seat === null ? {} : { box: x.seat }), bet: 'bank', stake: x.stake, returned: x.stake + net, net, outcome, cite });
    });
  } else if (s.bankStaked > 0) lines.push({ bettor: r.banker.player, ...(r.banker.seat === null ? {} : { box: r.banker.seat }), bet: 'bank', stake: s.bankStaked, returned: s.bankStaked + bankerDelta, net: bankerDelta, outcome, cite });
  // Players against the banker: one pot, whose chips go from those who lost them to those who won them; the
  // cagnotte is the house's only share, its own ledger line (docs/money.md).
  const cagnotte = { rule: 'cagnotte', amount: r.levy, cite: s.profile.cagnotte.cite, from: r.banker.player };
  return makeSettlement([], [potOfLines('coup', lines, [cagnotte], `${r.winner === 'banker' ? 'banker-wins' : r.winner === 'punto' ? 'punto-wins' : r.winner}`, citeOf(s.profile, 'stakes'))]);
}
