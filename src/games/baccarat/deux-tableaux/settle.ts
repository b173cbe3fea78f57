/**
 * @module games/baccarat/deux-tableaux/settle
 * One pot (docs/money.md): a share per player and tableau, one for the bank. The banker's share carries his net over
 * both tableaux less the cagnotte (000 §09 V.3: 2% limited, 1.25% free; VII: on the net win,
 * docs/decisions/baccarat.md), the house's cut, its own ledger line to its revenue; nothing passes through the house.
 */
import { makeSettlement, potOfLines, type Settlement, type SettlementLine } from '../../../core/settlement.js';
import { citeOf } from '../../../rules/cites.js';
import type { DtState } from './state.js';

export function settleDt(s: DtState): Settlement | null {
  if (s.phase !== 'over') return null;
  if (!s.result) return makeSettlement([]);
  const r = s.result;
  const groups = new Map<string, { player: string; seat: number | null; tab: number; banco: boolean; amount: number }>();
  for (const d of s.accepted) {
    const k = `${d.player}|${d.tab}|${d.banco}`;
    const g = groups.get(k);
    if (g) g.amount += d.amount;
    else groups.set(k, { player: d.player, seat: d.seat, tab: d.tab, banco: d.banco, amount: d.amount });
  }
  const lines: SettlementLine[] = [];
  for (const g of groups.values()) {
    const w = r.void ? 'void' : r.tabs[g.tab as 0 | 1].winner;
    const returned = w === 'punto' ? 2 * g.amount : w === 'banker' ? 0 : g.amount;
    lines.push({ bettor: g.player, ...(g.seat === null ? {} : { box: g.seat }), bet: `${g.banco ? 'banco' : 'tableau'}-${g.tab + 1}`, stake: g.amount, returned, net: returned - g.amount, outcome: w === 'punto' ? 'win' : w === 'banker' ? 'lose' : w === 'tie' ? 'push' : 'void', cite: citeOf(s.profile, 'stakes') });
  }
  const delta = r.void ? 0 : r.net - r.levy;
  if (s.bankStaked > 0) lines.push({ bettor: r.banker, bet: 'bank', stake: s.bankStaked, returned: s.bankStaked + delta, net: delta, outcome: r.void ? 'void' : delta > 0 ? 'win' : delta < 0 ? 'lose' : 'push', cite: r.levy ? s.profile.cagnotte.cite : citeOf(s.profile, 'bank') });
  // The players of both tableaux against the banker: one pot; the cagnotte is the house's cut, its own ledger line.
  const cagnotte = { rule: 'cagnotte', amount: r.void ? 0 : r.levy, cite: s.profile.cagnotte.cite, from: r.banker };
  return makeSettlement([], [potOfLines('coup', lines, [cagnotte], r.void ? 'void' : 'coup', citeOf(s.profile, 'stakes'))]);
}
