/**
 * @module games/baccarat/chemin-de-fer/settle
 * The settlement between players, as one pot (docs/money.md): a share per punto stake in play and one per owner of
 * the bank (the banker, his associates). The punto side wins even money or loses its stake; the banker receives the
 * stakes he wins less the cagnotte (000 §08 V: up to 5% of his win in each coup; 001 §07 V: 5%), the house's cut, its
 * own ledger line to its revenue. No chip of the coup passes through the house's account. A tie or a void coup
 * returns the stakes. The bank that runs on stays on the table, its winnings with it (the pot keeps them, and the
 * carry has them standing: core/stakes.ts); a bank that passes, or the part of it above the maximum (the false
 * garage), goes back to its owners.
 */
import { makeSettlement, type Settlement, type SettlementLine } from '../../../core/settlement.js';
import { citeOf } from '../../../rules/cites.js';
import { bankPot, coupChips, partsTotal, type BankPart } from '../core/stakes.js';
import { shareNets } from './association.js';
import { partsOf } from './bank-chips.js';
import { seatOf } from './rules.js';
import type { CdfState } from './state.js';

/**
 * The chips the coup holds: the punto stakes, the bank's chips on the table (standing from earlier coups or put up
 * in this one), the bids at an auction and the offers to join the bank (core/stakes.ts).
 */
export const cdfChips = (s: CdfState): number => coupChips(s, partsTotal(s.bankChips) + partsTotal(s.bids) + partsTotal(s.associationOffers));

export function settleCdf(s: CdfState): Settlement | null {
  if (s.phase !== 'over') return null;
  const r = s.result;
  const lines: SettlementLine[] = [];
  let bankerDelta = 0;
  for (const d of r ? s.accepted : []) {
    const returned = r!.winner === 'punto' ? 2 * d.amount : r!.winner === 'banker' ? 0 : d.amount;
    const outcome = r!.winner === 'punto' ? 'win' : r!.winner === 'banker' ? 'lose' : r!.winner === 'tie' ? 'push' : 'void';
    bankerDelta -= returned - d.amount;
    lines.push({ bettor: d.player, ...(d.seat === null ? {} : { box: d.seat }), bet: d.kind, stake: d.amount, returned, net: returned - d.amount, outcome, cite: citeOf(s.profile, 'stakes') });
  }
  const levy = r?.levy ?? 0;
  bankerDelta -= levy;
  const outcome = !r ? 'void' : r.winner === 'banker' ? 'win' : r.winner === 'punto' ? 'lose' : r.winner === 'tie' ? 'push' : 'void';
  const cite = levy ? s.profile.cagnotte.cite : citeOf(s.profile, 'bank');
  // Each owner of the bank: his chips on the table, the part the stakes covered, his share of the result (000 §08 V:
  // the associates on the banker's terms, association.ts) and what stays in the bank for the next coup (the carry).
  const nets = shareNets(s.bankShares, bankerDelta);
  const kept = partsOf(s.banker);
  const bank: BankPart[] = s.bankChips.map((x) => {
    const i = s.bankShares.findIndex((y) => y.player === x.player);
    const seat = seatOf(s, x.player);
    return {
      player: x.player,
      ...(seat === null ? {} : { box: seat }),
      chips: x.amount,
      risk: i < 0 ? 0 : (s.bankShares[i]?.stake ?? 0),
      net: i < 0 ? 0 : (nets[i] ?? 0),
      kept: kept.filter((k) => k.player === x.player).reduce((t, k) => t + k.amount, 0),
      outcome,
      cite,
    };
  });
  if (!lines.length && bank.every((b) => b.chips === 0 && b.kept === 0)) return makeSettlement([]);
  // Players against the banker: one pot, whose chips go from those who lost them to those who won them; the
  // cagnotte is the house's only share, its own ledger line (docs/money.md).
  const cagnotte = { rule: 'cagnotte', amount: levy, cite: s.profile.cagnotte.cite, ...(r ? { from: r.banker.player } : {}) };
  const name = !r ? 'void' : r.winner === 'banker' ? 'banker-wins' : r.winner === 'punto' ? 'punto-wins' : r.winner;
  return makeSettlement([], [bankPot('coup', lines, bank, [cagnotte], name, 'garage', citeOf(s.profile, 'stakes'))]);
}
