/**
 * @module games/blackjack/math/chart
 * The basic-strategy chart as text: two-card hard totals, soft hands and pairs by the dealer's up-card, then hit or
 * stand for hands of three or more cards, with a legend. `croupier strategy blackjack --profile gr` prints it.
 */
import type { BasicStrategy, Cell, UpChart } from './basic-strategy.js';
import { describeRules } from './rules.js';

const UPS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1] as const;
const upLabel = (u: number): string => (u === 1 ? 'A' : u === 10 ? 'T' : String(u));

export function cellCode(c: Cell): string {
  switch (c.act) {
    case 'D':
      return c.fallback === 'H' ? 'D' : 'Ds';
    case 'R':
      return c.fallback === 'H' ? 'R' : 'Rs';
    default:
      return c.act;
  }
}

const pad = (s: string, w: number): string => s.padEnd(w);

function row(label: string, cell: (u: UpChart) => string, chart: BasicStrategy): string {
  return pad(label, 8) + UPS.map((u) => pad(cell(chart.byUp[u] as UpChart), 4)).join('').trimEnd();
}

export function renderChart(chart: BasicStrategy, title: string): string {
  const lines: string[] = [];
  lines.push(`Basic strategy — ${title}`);
  lines.push(`Rules: ${describeRules(chart.rules)}`);
  lines.push('');
  const header = pad('', 8) + UPS.map((u) => pad(upLabel(u), 4)).join('').trimEnd();
  lines.push('Two cards, hard        dealer up-card');
  lines.push(header);
  for (let t = 5; t <= 19; t++) lines.push(row(String(t), (u) => { const c = u.hard2[t]; return c ? cellCode(c) : '·'; }, chart));
  lines.push('');
  lines.push('Two cards, soft');
  lines.push(header);
  for (let x = 2; x <= 9; x++) lines.push(row(`A,${x}`, (u) => { const c = u.soft2[x]; return c ? cellCode(c) : '·'; }, chart));
  lines.push('');
  lines.push('Pairs');
  lines.push(header);
  for (const p of [1, 10, 9, 8, 7, 6, 5, 4, 3, 2]) {
    const l = upLabel(p);
    lines.push(row(`${l},${l}`, (u) => {
      const c = u.pairs[p];
      if (!c) return '·';
      return c.split ? 'P' : cellCode(c.alt);
    }, chart));
  }
  lines.push('');
  lines.push('Three or more cards (hit or stand)');
  lines.push(header);
  for (let t = 12; t <= 17; t++) lines.push(row(`${t}`, (u) => u.multiHard[t] ?? 'S', chart));
  for (let t = 16; t <= 19; t++) lines.push(row(`soft ${t}`, (u) => u.multiSoft[t] ?? 'S', chart));
  lines.push('(hard 11 or less: hit; hard 18 or more and soft 20 or more: stand)');
  lines.push('');
  lines.push('H hit · S stand · D double, else hit · Ds double, else stand · P split · R surrender, else hit · Rs surrender, else stand');
  lines.push('"else" applies where the rules do not allow the first choice (e.g. after a split without double-after-split).');
  return lines.join('\n');
}
