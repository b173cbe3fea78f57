/**
 * @module games/blackjack/render
 * A plain-text rendering of a blackjack view for the terminal game (`croupier play blackjack --profile gr`).
 */
import { formatMinor } from '../../money/money.js';
import type { BjView, HandView } from './views.js';

const cards = (cs: readonly (string | null)[]): string => (cs.length ? cs.map((c) => c ?? '??').join(' ') : '—');

function hand(h: HandView): string {
  const total = h.total === null ? '' : ` (${h.soft ? 'soft ' : ''}${h.total})`;
  const stakes = h.stakes.map((st) => `${st.bettor}${st.sub ? `#${st.sub}` : ''} ${formatMinor(st.amount)}${st.outcome ? ` → ${st.outcome} ${formatMinor(st.returned ?? 0)}` : ''}`).join(', ');
  return `${cards(h.cards)}${total}${h.doubled ? ' doubled' : ''}${h.end ? ` [${h.end}]` : ''}  ${stakes}`;
}

export function renderView(v: unknown): string {
  const view = v as BjView;
  const out: string[] = [];
  out.push(`${view.game} · ${view.profile} · round ${view.roundNo} · ${view.phase} · limits ${formatMinor(view.limits.minimum)}–${formatMinor(view.limits.maximum)}${view.lastShoe ? ' · last shoe at these limits' : ''}`);
  out.push(`shoe #${view.shoe.shoeNo}: ${view.shoe.remaining} cards left${view.shoe.cutCardOut ? ', cut card out: last round' : ''}${view.shoe.exposed.length ? `, exposed next: ${view.shoe.exposed.join(' ')}` : ''}`);
  for (const h of view.dealer.earlierHands) out.push(`dealer (earlier hand): ${cards(h)}`);
  out.push(`dealer: ${cards(view.dealer.cards)}${view.dealer.total !== null ? ` (${view.dealer.total})` : ''}`);
  for (const b of view.boxes) {
    if (!b.seated && b.bets.length === 0 && b.hands.length === 0) continue;
    const mark = view.turn?.box === b.id ? '▶' : ' ';
    const who = `${b.seated ? `seat: ${b.seated}` : 'empty seat'}${b.commander ? `, commands: ${b.commander}` : ''}${b.absent ? `, ${b.absent}` : ''}`;
    out.push(`${mark} box ${b.id} (${who})`);
    if (b.hands.length === 0) for (const m of b.bets) out.push(`    bet ${m.bettor}${m.sub ? `#${m.sub}` : ''} ${formatMinor(m.amount)}`);
    b.hands.forEach((h, i) => out.push(`   ${view.turn?.box === b.id && view.turn.hand === i ? '→' : ' '} ${hand(h)}`));
    for (const x of b.sideBets) out.push(`    ${x.bet} ${x.bettor} ${formatMinor(x.amount)}${x.outcome ? ` → ${x.outcome} ${formatMinor(x.returned ?? 0)}` : ''}`);
    for (const x of b.insurance) out.push(`    insurance ${x.bettor} ${formatMinor(x.amount)}${x.returned !== null ? ` → ${formatMinor(x.returned)}` : ''}`);
  }
  if (view.pending) out.push(`waiting: ${JSON.stringify(view.pending)}`);
  return out.join('\n');
}
