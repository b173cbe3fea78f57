/**
 * @module games/house-poker/pai-gow/compare
 * The boxes against the Bank (000 §14 VI comparison table), whoever holds it: each box's case and outcome, its line
 * (a win paid even money less the commission, V; a void returned; a loss collected) and its event. A fouled box
 * always loses (VII.3); a Bank set incorrectly (a player's, fouled or found so by the croupier: the croupier's house
 * way never fouls) loses to every correctly set hand, the croupier's included (profile `bankSetIncorrectly`).
 */
import type { SettlementLine } from '../../../core/settlement.js';
import { commission } from '../../../money/rounding.js';
import { parseCard } from '../../../poker-eval/cards.js';
import { paiGowValues } from '../../../poker-eval/pai-gow.js';
import type { PaiGowProfile } from './profile.js';
import type { PgEvent, PgSet, PgState } from './state.js';

export type Hands = { readonly high: readonly string[]; readonly low: readonly string[] };
export type Case = { case: string; outcome: 'win' | 'void' | 'lose' };

/** A case's citation: the comparison table's case, or VII.3 for a Bank set incorrectly. */
export const caseCite = (p: Pick<PaiGowProfile, 'cites'>, c: Case): string => (c.case === 'bank-foul' ? `${p.cites.foul} (the Bank's hands set incorrectly lose: profile bankSetIncorrectly)` : `${p.cites.settle} (case ${c.case})`);

/** The comparison table's case (VI) for a high and a low comparison (−1, 0, 1 each). */
export function comparisonCase(h: number, l: number): Case {
  if (h > 0 && l > 0) return { case: '1', outcome: 'win' };
  if (h > 0 && l < 0) return { case: '2', outcome: 'void' };
  if (h < 0 && l > 0) return { case: '2b', outcome: 'void' };
  if (h > 0) return { case: '3', outcome: 'void' };
  if (l > 0) return { case: '3b', outcome: 'void' };
  if (h < 0 && l === 0) return { case: '4', outcome: 'lose' };
  if (h === 0 && l < 0) return { case: '4b', outcome: 'lose' };
  return h === 0 ? { case: '5', outcome: 'lose' } : { case: '6', outcome: 'lose' };
}

const values = (h: Hands) => paiGowValues({ high: h.high.map(parseCard), low: h.low.map(parseCard) });

/** A customer's hands against the Bank's, the copies to the Bank (I); a Bank set incorrectly loses to them (VII.3). */
export function against(hands: Hands, bank: Hands & { readonly foul?: boolean }, p: Pick<PaiGowProfile, 'bankSetIncorrectly'>): Case {
  if (bank.foul) return { case: 'bank-foul', outcome: p.bankSetIncorrectly.value };
  const v = values(hands);
  const b = values(bank);
  return comparisonCase(Math.sign(v.high - b.high), Math.sign(v.low - b.low));
}

/** Every box against the Bank's hands, box 1 first: its line, its event, and the commission on its win. */
export function settleBoxes(s: PgState, bank: Hands & { readonly foul?: boolean }, tag: Record<string, unknown> = {}): { lines: SettlementLine[]; events: PgEvent[]; levies: { player: string; amount: number }[] } {
  const p = s.profile;
  const lines: SettlementLine[] = [];
  const events: PgEvent[] = [];
  const levies: { player: string; amount: number }[] = [];
  for (const b of s.boxes) {
    const set = b.set as PgSet;
    if (set.foul || b.irregular) {
      lines.push({ bettor: b.owner, box: b.box, bet: 'main', stake: b.stake, returned: 0, net: -b.stake, outcome: 'foul', cite: p.cites.foul });
      events.push({ type: 'box-settled', box: b.box, high: set.high, low: set.low, outcome: 'foul', ...tag, cite: p.cites.foul });
      continue;
    }
    const c = against(set, bank, p);
    const levy = c.outcome === 'win' ? commission(b.stake, p.commission.value.num, p.commission.value.den, p.rounding.value) : 0;
    const returned = c.outcome === 'win' ? 2 * b.stake - levy : c.outcome === 'void' ? b.stake : 0;
    const cite = caseCite(p, c);
    if (levy) levies.push({ player: b.owner, amount: levy });
    lines.push({ bettor: b.owner, box: b.box, bet: 'main', stake: b.stake, returned, net: returned - b.stake, outcome: c.outcome, cite });
    events.push({ type: 'box-settled', box: b.box, high: set.high, low: set.low, case: c.case, outcome: c.outcome, commission: levy, ...tag, cite });
  }
  return { lines, events, levies };
}
