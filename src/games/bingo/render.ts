/**
 * @module games/bingo/render
 * The terminal picture of a bingo view (`croupier play bingo`): the phase, the prizes, the last balls, the board
 * of numbers drawn, the player's cards with the drawn numbers marked, and the line and bingo announcements.
 */
import { formatMinor } from '../../money/money.js';

interface CellV {
  n: number;
  marked: boolean;
}
interface ViewV {
  profile: string;
  roundNo: number;
  phase: string;
  seriesPrice: number;
  cardsSold: number;
  takings: number;
  prizes: { line: number; bingo: number } | null;
  drawn: number[];
  lastBalls: number[];
  line: { ball: number; number: number; share: number; cards: { card: string; holder: string }[] } | null;
  bingo: { ball: number; number: number; share: number; cards: { card: string; holder: string }[] } | null;
  cards: { id: string; holder: string; lines: CellV[][] }[];
  settlement: { lines: { bettor: string; stake: number; returned: number; outcome: string }[] } | null;
  modes?: { id: string; maxBall: number; amount: number }[];
  modesWon?: { id: string; share: number; cards: { card: string }[] }[];
}

const column = (n: number): number => (n === 90 ? 8 : Math.floor(n / 10));

export function renderBingo(view: unknown): string {
  const v = view as ViewV;
  const out = [`bingo (${v.profile}) — game ${v.roundNo} — ${v.phase} — a series of six costs ${formatMinor(v.seriesPrice)}; ${v.cardsSold} cards sold, takings ${formatMinor(v.takings)}`];
  if (v.prizes) out.push(`prizes: line ${formatMinor(v.prizes.line)}, bingo ${formatMinor(v.prizes.bingo)}`);
  // The ball-order prizes (000-A3 para 3): won with the bingo when it falls by their ball.
  for (const m of v.modes ?? []) out.push(`  ${m.id}: ${formatMinor(m.amount)} with a bingo by ball ${m.maxBall}`);
  for (const m of v.modesWon ?? []) out.push(`${m.id} won: ${m.cards.map((c) => c.card).join(', ')} (${formatMinor(m.share)} each)`);
  if (v.drawn.length) {
    out.push(`balls drawn: ${v.drawn.length}; last: ${v.lastBalls.join(' ')}`);
    const drawn = new Set(v.drawn);
    for (let row = 0; row < 9; row++) {
      const nums = Array.from({ length: 10 }, (_, i) => row * 10 + i + 1).filter((n) => n <= 90);
      out.push('  ' + nums.map((n) => (drawn.has(n) ? String(n).padStart(2) : ' ·')).join(' '));
    }
  }
  for (const [kind, won] of [['LINE', v.line], ['BINGO', v.bingo]] as const)
    if (won) out.push(`>>> ${kind} at ball ${won.ball} (${won.number}): ${won.cards.map((c) => `${c.holder} card ${c.card}`).join(', ')} — ${formatMinor(won.share)} each <<<`);
  for (const c of v.cards) {
    out.push(`card ${c.id} (${c.holder})`);
    for (const line of c.lines) {
      const cells = new Array<string>(9).fill('  .');
      for (const x of line) cells[column(x.n)] = x.marked ? `*${String(x.n).padStart(2)}` : String(x.n).padStart(3);
      out.push('  ' + cells.join(' '));
    }
  }
  for (const l of v.settlement?.lines ?? []) out.push(`  ${l.bettor.padEnd(10)} paid ${formatMinor(l.stake)} won ${formatMinor(l.returned)} (${l.outcome})`);
  return out.join('\n');
}
