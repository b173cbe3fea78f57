/**
 * @module games/baccarat/deux-tableaux/settle
 * One pot (docs/money.md): a share per player and tableau, one for the bank. The banker's share carries his net over
 * both tableaux less the cagnotte (000 §09 V.3: 2% limited, 1.25% free; VII: on the net win,
 * docs/decisions/baccarat.md), the house's cut, its own ledger line to its revenue; nothing passes through the house.
 * The bank that runs on stays on the table with its winnings (the pot keeps them; the carry has them standing); what a
 * free bank put up beside it to answer the stakes, and a bank given up, go back to the banker (core/stakes.ts).
 */
import { makeSettlement, type Settlement, type SettlementLine } from '../../../core/settlement.js';
import { citeOf } from '../../../rules/cites.js';
import { bankPot, coupChips, partsTotal } from '../core/stakes.js';
import type { DtState } from './state.js';

/** The chips the coup holds: the stakes on the tableaux, the bank's chips on the table and the bids for it (core/stakes.ts). */
export const dtChips = (s: DtState): number => coupChips(s, s.bankChips + partsTotal(s.bids));

/** The part of the bank no stake covered in the coup (not in play): its own share of the pot. */
const RESERVE = 'bank-uncovered';

export function settleDt(s: DtState): Settlement | null {
  if (s.phase !== 'over') return null;
  const kept = s.closed ? 0 : (s.banker?.bank ?? 0);
  if (!s.result) {
    if (s.bankChips === 0 && kept === 0) return makeSettlement([]);
    // No coup, and the bank leaves the table (or part of it): it goes back to its banker.
    const bank = [{ player: s.banker!.player, chips: s.bankChips, risk: 0, net: 0, kept, outcome: 'void', cite: citeOf(s.profile, 'bank') }];
    return makeSettlement([], [bankPot('coup', [], bank, [], 'void', RESERVE, citeOf(s.profile, 'bank'))]);
  }
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
  const bank = [{ player: r.banker, chips: s.bankChips, risk: s.bankStaked, net: delta, kept, outcome: r.void ? 'void' : delta > 0 ? 'win' : delta < 0 ? 'lose' : 'push', cite: r.levy ? s.profile.cagnotte.cite : citeOf(s.profile, 'bank') }];
  // The players of both tableaux against the banker: one pot; the cagnotte is the house's cut, its own ledger line.
  const cagnotte = { rule: 'cagnotte', amount: r.void ? 0 : r.levy, cite: s.profile.cagnotte.cite, from: r.banker };
  if (!lines.length && s.bankChips === 0 && kept === 0) return makeSettlement([]);
  return makeSettlement([], [bankPot('coup', lines, bank, [cagnotte], r.void ? 'void' : 'coup', RESERVE, citeOf(s.profile, 'stakes'))]);
}
