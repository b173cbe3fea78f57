/**
 * @module games/baccarat/deux-tableaux/render
 * The two-tableaux table as text for `croupier play baccarat-deux-tableaux`.
 */
import { formatMinor } from '../../../money/money.js';
import { cardText } from '../core/render-cards.js';
import type { DtView } from './view.js';

const hand = (cards: readonly (string | null)[], point: number | null) => (cards.length ? `${cards.map((c) => (c ? cardText(c) : '▒▒')).join(' ')}${point === null ? '' : `  (${point})`}` : '—');

export function renderDt(v: DtView): string {
  const out: string[] = [];
  out.push(`Baccarat à deux tableaux (${v.profile}, ${v.mode} bank) — coup ${v.coupNo}, ${v.phase}${v.closed ? ' — the game has ended' : ''}`);
  out.push(`  stakes ${formatMinor(v.limits.minStake)}–${v.limits.maxStake === null ? '∞' : formatMinor(v.limits.maxStake)}; shoe ${v.shoe.shoeNo}: ${v.shoe.remaining} cards`);
  for (const t of [1, 2] as const) out.push(`  tableau ${t} seats: ${v.seats.filter((s) => s.tableau === t && s.player).map((s) => `${s.seat}:${s.player}`).join('  ') || '(none)'}`);
  if (v.banker) out.push(`  BANKER ${v.banker.player}: ${formatMinor(v.banker.bank)}`);
  else out.push(`  the bank is ${v.offer ? `offered for ${formatMinor(v.offer)}` : 'auctioned'}${v.bids.length ? `; bids ${v.bids.map((b) => `${b.player} ${formatMinor(b.amount)}`).join(', ')}` : ''}`);
  if (v.inPlay.length || v.stakes.length) out.push(`  stakes: ${(v.inPlay.length ? v.inPlay : v.stakes).map((s) => `${s.player} T${s.tableau}${s.banco ? ' banco' : ''} ${formatMinor(s.amount)}`).join(', ')}`);
  v.tableaux.forEach((t, i) => {
    if (t.cards.length) out.push(`  TABLEAU ${i + 1} (${v.holders[i] ?? 'croupier'})  ${t.void ? 'void' : hand(t.cards, t.point)}${t.said ? `  «${t.said}»` : ''}`);
  });
  if (v.bankerCards.length) out.push(`  BANKER    ${hand(v.bankerCards, v.bankerPoint)}`);
  if (v.result) out.push(`  → ${v.result.void ? `void (${v.result.void})` : `tableau 1: ${v.result.tabs[0].winner}, tableau 2: ${v.result.tabs[1].winner}; banker net ${formatMinor(v.result.net)}${v.result.levy ? `, cagnotte ${formatMinor(v.result.levy)}` : ''}`}`);
  return out.join('\n');
}
