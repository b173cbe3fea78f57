/**
 * @module games/monte/view
 * What each audience sees of a Monte round, field by field (an allow-list): the boxes, burned and turned cards (all
 * face up on the cloth), the decisions, the bets and the settlement. Of the pack only its public face
 * (`publicShoe`: number, commitment, cards left): never its order or salt.
 */
import type { Audience } from '../../core/ids.js';
import { settlementView } from '../../core/settlement.js';
import { formatMinor } from '../../money/money.js';
import { publicShoe } from '../../shoe/shoe.js';
import { limitOf } from './rules.js';
import type { MonteState } from './state.js';

export const monteView = (s: MonteState, a: Audience): unknown => ({
  game: s.game,
  profile: s.profile.id,
  roundNo: s.roundNo,
  phase: s.phase,
  stage: s.stage,
  back: s.back,
  shoe: publicShoe(s.shoe),
  boxes: s.boxes.map((b) => [...b]),
  burned: [...s.burned],
  voided: s.voided,
  inPlay: [...s.inPlay],
  turned: { primeras: [...s.turned.primeras], segundas: [...s.turned.segundas] },
  decisions: s.decisions,
  limits: { minimum: s.table.minimum, chipUnit: s.table.chipUnit, maxima: Object.fromEntries(['cartas-1v2', 'vis-1', 'camo-1', 'salto-1'].map((b) => [b.split('-')[0] as string, limitOf(s, b) * s.table.minimum])) },
  bets: s.bets.map((b) => ({ bettor: b.bettor, bet: b.bet, amount: b.amount, carried: s.carried.includes(`${b.bettor}:${b.bet}`) })),
  lines: s.lines.map((l) => ({ bettor: l.bettor, bet: l.bet, stake: l.stake, returned: l.returned, outcome: l.outcome })),
  settlement: s.settlement ? settlementView(s.settlement, a) : null,
});

/** The terminal rendering (`croupier play monte`). */
export function renderMonte(view: unknown): string {
  const v = view as ReturnType<typeof monteView> & {
    profile: string; roundNo: number; phase: string; stage: string; back: string; boxes: string[][]; burned: string[]; voided: string | null; inPlay: number[];
    turned: { primeras: string[]; segundas: string[] }; bets: { bettor: string; bet: string; amount: number; carried: boolean }[];
    lines: { bettor: string; bet: string; stake: number; returned: number; outcome: string }[]; shoe: { remaining: number };
  };
  const box = (i: number): string => (v.boxes[i]?.length ? v.boxes[i].join('+') : '--').padEnd(10) + (v.inPlay.includes(i + 1) ? ' ' : '·');
  const out = [`monte (${v.profile}) — round ${v.roundNo} — ${v.back} pack — ${v.stage} — ${v.phase} — ${v.shoe.remaining} cards left`];
  out.push(`  [1] ${box(0)}  [2] ${box(1)}`, `  [3] ${box(2)}  [4] ${box(3)}`);
  if (v.burned.length) out.push(`  burned: ${v.burned.join(' ')}`);
  if (v.voided) out.push(`  round void: ${v.voided}`);
  if (v.turned.primeras.length) out.push(`  primeras: ${v.turned.primeras.join(' ')}`);
  if (v.turned.segundas.length) out.push(`  segundas: ${v.turned.segundas.join(' ')}`);
  for (const b of v.bets) out.push(`  ${b.bettor.padEnd(10)} ${b.bet.padEnd(14)} ${formatMinor(b.amount).padStart(10)}${b.carried ? ' (carried)' : ''}`);
  for (const l of v.lines) out.push(`  ${l.bettor.padEnd(10)} ${l.bet.padEnd(24)} stake ${formatMinor(l.stake)} returned ${formatMinor(l.returned)} (${l.outcome})`);
  return out.join('\n');
}
