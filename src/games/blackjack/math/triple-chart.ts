/**
 * @module games/blackjack/math/triple-chart
 * The triple-blackjack basic-strategy chart as text (stand or draw only): two-card hard totals, soft hands and
 * pairs, then hands of three or more cards, by the dealer's up-card. `croupier strategy triple-blackjack` prints it.
 */
import type { StandOrDraw } from './triple-main-bet.js';
import { describeTripleRules, type TripleRules } from './triple-rules.js';

const UPS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1] as const;
const upLabel = (u: number): string => (u === 1 ? 'A' : u === 10 ? 'T' : String(u));
const pad = (s: string, w: number): string => s.padEnd(w);

export function renderTripleChart(chart: ReadonlyArray<ReadonlyMap<string, StandOrDraw>>, rules: TripleRules, title: string): string {
  const row = (label: string, cls: string): string | null => {
    const cells = UPS.map((u) => chart[u]?.get(cls));
    if (cells.every((c) => c === undefined)) return null;
    return pad(label, 9) + cells.map((c) => pad(c ?? '·', 4)).join('').trimEnd();
  };
  const header = pad('', 9) + UPS.map((u) => pad(upLabel(u), 4)).join('').trimEnd();
  const lines = [`Basic strategy (stand or draw) — ${title}`, `Rules: ${describeTripleRules(rules)}`, ''];
  const section = (name: string, rows: Array<[string, string]>): void => {
    lines.push(`${name}        dealer up-card`, header);
    for (const [label, cls] of rows) {
      const r = row(label, cls);
      if (r) lines.push(r);
    }
    lines.push('');
  };
  const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);
  section('Two cards, hard', range(5, 19).map((t) => [String(t), `H2:${t}`]));
  section('Two cards, soft', range(2, 9).map((x) => [`A,${x}`, `S2:${x}`]));
  section('Pairs', [1, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((p) => [`${upLabel(p)},${upLabel(p)}`, `P:${p}`]));
  section('Three or more cards, hard', range(6, 20).map((t) => [String(t), `MH:${t}`]));
  section('Three or more cards, soft', range(13, 20).map((t) => [`soft ${t}`, `MS:${t}`]));
  lines.push('H draw · S stand. A hand of 21 stands; a bust loses every box. One decision plays boxes 1–3 together.');
  return lines.join('\n');
}
