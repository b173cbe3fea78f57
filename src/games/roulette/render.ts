/**
 * @module games/roulette/render
 * A text rendering of a roulette view for the terminal (`croupier play`).
 */
import { formatMinor } from '../../money/money.js';
import type { RouletteView } from './views.js';

export function renderRoulette(view: unknown): string {
  const v = view as RouletteView;
  const out: string[] = [];
  out.push(`${v.game} (${v.profile}) — spin ${v.roundNo} — ${v.phase}${v.lastSpin ? ' — LAST SPIN OF THE SESSION' : ''}`);
  out.push(`limits: minimum ${formatMinor(v.limits.minimum)}, simple chances from ${formatMinor(v.limits.simpleMinimum)}${v.limitChange ? ` — changing to ${formatMinor(v.limitChange.minimum)} after ${v.limitChange.ballsLeft} more ball(s)` : ''}`);
  if (v.previousNumber !== null) out.push(`last number: ${v.previousNumber}`);
  if (v.result) out.push(`>>> ${v.result.pocket} ${v.result.colour} <<<`);
  for (const sp of v.spins.filter((x) => x.voided)) out.push(`no spin: ${sp.voided}`);
  if (v.colours.length) out.push(`colours: ${v.colours.map((c) => `${c.player}=#${c.colour} (${formatMinor(c.value)})`).join(', ')}`);
  if (v.bets.length) {
    out.push('bets:');
    for (const b of v.bets) out.push(`  ${b.bettor.padEnd(10)} ${b.bet.padEnd(28)} ${formatMinor(b.amount).padStart(10)}${b.chips === 'colour' ? ' (colour)' : ''}`);
  }
  if (v.prison.length) {
    out.push('in prison:');
    for (const p of v.prison) out.push(`  ${p.bettor.padEnd(10)} ${p.chance.padEnd(8)} initial ${formatMinor(p.initial)}, zeros ${p.level}`);
  }
  const pending = v.decisions.filter((d) => d.choice === null);
  if (pending.length) out.push(`zero: choose half back or prison for ${pending.map((d) => `${d.bettor}:${d.bet} (half = ${formatMinor(d.residual)})`).join(', ')}`);
  if (v.settlement) {
    out.push('settlement (in paying order):');
    for (const l of v.settlement.lines) out.push(`  ${l.bettor.padEnd(10)} ${l.bet.padEnd(28)} stake ${formatMinor(l.stake).padStart(9)} returned ${formatMinor(l.returned).padStart(10)} (${l.outcome})`);
  }
  return out.join('\n');
}
