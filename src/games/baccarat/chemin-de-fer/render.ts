/**
 * @module games/baccarat/chemin-de-fer/render
 * The chemin de fer table as text for `croupier play chemin-de-fer`.
 */
import { formatMinor } from '../../../money/money.js';
import { cardText } from '../core/render-cards.js';
import type { CdfView } from './view.js';

export type CdfViewLike = CdfView;

const hand = (cards: readonly (string | null)[], point: number | null) => (cards.length ? `${cards.map((c) => (c ? cardText(c) : '▒▒')).join(' ')}${point === null ? '' : `  (${point})`}` : '—');

export function renderCdf(v: CdfView): string {
  const out: string[] = [];
  out.push(`Chemin de fer (${v.profile}) — coup ${v.coupNo}, ${v.phase}${v.lastCoup ? ' — last coup of the shoe' : ''}`);
  out.push(`  punto minimum ${formatMinor(v.limits.puntoMin)}, bank ${formatMinor(v.limits.bankMin)}–${v.limits.bankMax === null ? '∞' : formatMinor(v.limits.bankMax)}; shoe ${v.shoe.shoeNo}: ${v.shoe.remaining} cards`);
  out.push(`  seats: ${v.seats.filter((s) => s.player).map((s) => `${s.seat}:${s.player}`).join('  ') || '(none)'}`);
  if (v.banker) out.push(`  BANKER ${v.banker.player}: ${formatMinor(v.banker.bank)} in the bank (coup ${v.banker.coups + 1})`);
  else if (v.bank.stage) out.push(`  the bank is ${v.bank.stage === 'auction' ? 'auctioned' : `offered${v.bank.offeredTo ? ` to ${v.bank.offeredTo}` : ' to the standing players'}`}, minimum ${formatMinor(v.bank.minimum)}${v.bank.bids.length ? `; bids ${v.bank.bids.map((b) => `${b.player} ${formatMinor(b.amount)}`).join(', ')}` : ''}`);
  if (v.stakes.length) out.push(`  stakes: ${v.stakes.map((s) => `${s.player} ${s.kind} ${formatMinor(s.amount)}`).join(', ')}`);
  if (v.inPlay.length) out.push(`  in play: ${v.inPlay.map((s) => `${s.player} ${s.kind} ${formatMinor(s.amount)}`).join(', ')}; cards to ${v.puntoHolder}`);
  if (v.punto.length || v.bankerCards.length) {
    out.push(`  PUNTO   ${hand(v.punto, v.points.punto)}${v.said.punto ? `  «${v.said.punto}»` : ''}`);
    out.push(`  BANKER  ${hand(v.bankerCards, v.points.banker)}${v.said.banker ? `  «${v.said.banker}»` : ''}`);
  }
  if (v.result) out.push(`  → ${v.result.winner === 'void' ? `void (${v.result.reason})` : v.result.winner === 'tie' ? 'TIE' : `${v.result.winner.toUpperCase()} WINS`} ${v.result.puntoPoint}–${v.result.bankerPoint}${v.result.levy ? `, cagnotte ${formatMinor(v.result.levy)}` : ''}`);
  return out.join('\n');
}
