/**
 * @module games/baccarat/punto-banca/render
 * The punto y banca table as text for `croupier play punto-banca`.
 */
import { formatMinor } from '../../../money/money.js';
import { handText } from '../core/render-cards.js';
import type { PbView } from './view.js';

export function renderPb(v: PbView): string {
  const lines: string[] = [];
  lines.push(`Punto y banca (${v.profile}, ${v.model} table) — coup ${v.coupNo}, ${v.phase}${v.dead ? ' — hand without bets' : ''}${v.lastCoup ? ' — last coup of the shoe' : ''}`);
  lines.push(`  limits ${formatMinor(v.limits.minBet)}–${formatMinor(v.limits.maxBet)}, tie ${formatMinor(v.limits.tieMin)}–${formatMinor(v.limits.tieMax)}; shoe ${v.shoe.shoeNo}: ${v.shoe.remaining} cards left`);
  const seated = v.seats.filter((s) => s.player).map((s) => `${s.seat}:${s.player}${v.shoeHolder === s.seat ? ' [shoe]' : ''}`);
  lines.push(`  seats: ${seated.length ? seated.join('  ') : '(none)'}`);
  if (v.bets.length) lines.push(`  bets: ${v.bets.map((b) => `${b.bettor}${b.box ? `@${b.box}` : ''} ${b.spot} ${formatMinor(b.amount)}`).join(', ')}`);
  lines.push(`  PUNTO  ${handText(v.punto)}`);
  lines.push(`  BANCA  ${handText(v.banca)}`);
  if (v.result) lines.push(`  → ${v.result.winner === 'tie' ? 'TIE' : `${v.result.winner.toUpperCase()} WINS`} ${v.result.puntoPoint}–${v.result.bancaPoint}`);
  if (v.you) lines.push(`  you (${v.you.player}): seat ${v.you.seat ?? 'standing'}, staked ${Object.entries(v.you.staked).filter(([, a]) => a).map(([k, a]) => `${k} ${formatMinor(a)}`).join(', ') || 'nothing'}`);
  return lines.join('\n');
}
