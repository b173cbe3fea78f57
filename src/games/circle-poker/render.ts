/**
 * @module games/circle-poker/render
 * A circle-poker hand as text for `croupier play`: the hand and its betting round, each seat (the button, the stack,
 * the chips in front, the cards the viewer may see — his own face-down cards marked `*`, a face-down card he may
 * not see as `▒▒`), the board(s), the pot,
 * whose turn it is with the call and the bet or raise range (at a showdown in order: who is to show or muck, and
 * the hands mucked), and, once the hand is over, each pot's winners and the
 * house's cut. Amounts are money.
 */
import { formatMinor } from '../../money/money.js';
import type { CpCardView, CpView } from '../../protocol/views/circle-poker.js';

const SUIT: Readonly<Record<string, string>> = { c: '♣', d: '♦', h: '♥', s: '♠' };
const card = (c: string): string => (c.length === 2 ? `${c[0] === 'T' ? '10' : c[0]}${SUIT[c[1] as string] ?? c[1]}` : c);
const seen = (c: CpCardView | null): string => (c ? `${card(c.card)}${c.up ? '' : '*'}` : '▒▒');

export function renderCirclePoker(view: unknown): string {
  const v = view as CpView;
  const out: string[] = [];
  out.push(`${v.name} — hand ${v.handNo}, ${v.phase} (${v.structure}); pot ${formatMinor(v.pot)}${v.currentBet ? `, bet to call ${formatMinor(v.currentBet)}` : ''}`);
  for (const s of v.seats) {
    const marks = [s.box === v.button ? 'D' : '', s.mucked ? 'mucked' : s.folded ? 'folded' : '', s.allIn ? 'all-in' : '', s.out ? 'sitting out' : ''].filter(Boolean).join(', ');
    const chips = s.bet ? `  in front ${formatMinor(s.bet)}` : '';
    const cards = s.cards.length ? `  ${s.cards.map(seen).join(' ')}` : '';
    out.push(`  ${v.toAct?.box === s.box || v.shower?.box === s.box ? '→' : ' '} ${s.box}. ${s.player}: ${s.stack === null ? 'no stack' : formatMinor(s.stack)}${chips}${cards}${marks ? `  (${marks})` : ''}`);
  }
  v.boards.forEach((b, i) => {
    if (b.length) out.push(`  board${v.boards.length > 1 ? ` ${i + 1}` : ''}: ${b.map(card).join(' ')}`);
  });
  if (v.toAct) {
    const t = v.toAct;
    const range = (r: { min: number; max: number } | null, w: string) => (r ? `, ${w} ${formatMinor(r.min)}–${formatMinor(r.max)}` : '');
    out.push(`  ${t.player} to act: ${t.call ? `call ${formatMinor(t.call)}` : 'check'}${range(t.bet, 'bet')}${range(t.raise, 'raise to')}`);
  }
  // A showdown in order (003 §3.1.3.6): the player to table his hand or muck it.
  if (v.shower) out.push(`  ${v.shower.player} to show or muck`);
  if (v.drawer) out.push(`  ${v.drawer.player} draws: discard ${v.drawer.min}–${v.drawer.max} cards`);
  if (v.runTwice && v.runTwice.outcome === 'pending') out.push(`  run it twice? asked: ${v.runTwice.asked.join(', ')}`);
  for (const p of v.result?.pots ?? []) {
    const won = p.awards.map((a) => `${a.player} ${formatMinor(a.amount)}${a.run === undefined ? '' : ` (run ${a.run + 1})`}`).join(', ');
    out.push(`  ${p.name}: ${formatMinor(p.amount)} → ${won || '—'}${p.rake ? `; house's cut ${formatMinor(p.rake)}` : ''}${p.drop ? `; jackpot drop ${formatMinor(p.drop)}` : ''}`);
  }
  return out.join('\n');
}
