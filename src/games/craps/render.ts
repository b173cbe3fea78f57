/**
 * @module games/craps/render
 * The craps table as text for `croupier play craps`: the puck, the shooter, the last throw, the bets on the
 * layout by player, and the lines settled on the throw.
 */
import { formatMinor } from '../../money/money.js';
import type { CrapsView } from './views.js';

const FACES = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

export function renderCraps(view: unknown): string {
  const v = view as CrapsView;
  const lines: string[] = [];
  const puck = v.point === null ? 'puck OFF (come-out)' : `puck ON ${v.point}`;
  lines.push(`┌─ craps ${v.profile} (${v.section}) · throw ${v.roundNo} · ${puck} · shooter: ${v.shooter ?? '—'} · phase: ${v.phase}`);
  if (v.lastThrow) {
    const [a, b] = v.lastThrow.dice;
    lines.push(`│ dice ${FACES[a] ?? a} ${FACES[b] ?? b}  = ${v.lastThrow.total}${v.lastThrow.hard && [4, 6, 8, 10].includes(v.lastThrow.total) ? ' (hard)' : ''}${v.lastThrow.comeOut ? ' on the come-out' : ''}`);
  }
  lines.push(`│ limits: min ${formatMinor(v.limits.min)}, simple max ${formatMinor(v.limits.simpleMax)}; dice set ${v.dice.set} in play ${v.dice.inPlay.join(' ')}${v.dice.lost ? `, lost ${v.dice.lost}` : ''}`);
  const byPlayer = new Map<string, string[]>();
  for (const b of v.bets) byPlayer.set(b.bettor, [...(byPlayer.get(b.bettor) ?? []), `${b.bet} ${formatMinor(b.stake)}`]);
  for (const p of v.rail) lines.push(`│ ${p === v.shooter ? '🎲' : '  '} ${p.padEnd(10)} ${(byPlayer.get(p) ?? []).join(' · ') || '(no bets)'}`);
  for (const s of v.settled) lines.push(`│    ${s.bettor}: ${s.bet} ${s.outcome} — stake ${formatMinor(s.stake)}, returned ${formatMinor(s.returned)}`);
  lines.push('└─');
  return lines.join('\n');
}
