/**
 * @module bench/video-poker
 * The exact analysis of video poker on one core: classifying every hand and counting the draws of every held set
 * (once per kind), then every deal class × 32 holds for one pay table. The peer is the same analysis's own naive
 * form, dealing every draw of every hold of a deal: measured on a sample of deals and scaled to all of them.
 */
import { analyse, countTables, dealClasses } from '../src/games/machines/video-poker/analysis.js';
import { jacksOrBetter, deucesWild, jokerPoker } from '../src/games/machines/video-poker/hand-kinds.js';

const ms = (t0: number): string => `${(performance.now() - t0).toFixed(0).padStart(7)} ms`;

function naiveDeal(deal: readonly number[], pays: readonly number[]): number {
  const kind = jacksOrBetter;
  const rest: number[] = [];
  for (let c = 0; c < 52; c++) if (!deal.includes(c)) rest.push(c);
  let best = 0;
  for (let m = 0; m < 32; m++) {
    const held = deal.filter((_c, i) => m & (1 << i));
    let sum = 0;
    let n = 0;
    const f = [0, 0, 0, 0, 0];
    const pick = (from: number, k: number): void => {
      if (k === 5) {
        sum += pays[kind.category(f[0] as number, f[1] as number, f[2] as number, f[3] as number, f[4] as number)] as number;
        n++;
        return;
      }
      for (let i = from; i < rest.length; i++) {
        f[k] = rest[i] as number;
        pick(i + 1, k + 1);
      }
    };
    held.forEach((c, i) => (f[i] = c));
    pick(0, held.length);
    best = Math.max(best, sum / n);
  }
  return best;
}

export async function run(): Promise<void> {
  const tables = [
    [jacksOrBetter, [800, 50, 25, 9, 6, 4, 3, 2, 1, 0]],
    [deucesWild, [800, 200, 25, 16, 10, 4, 4, 3, 2, 1, 0]],
    [jokerPoker, [800, 200, 100, 50, 20, 6, 5, 3, 2, 1, 1, 0]],
  ] as const;
  let jobAnalysis = 0;
  for (const [kind, pays] of tables) {
    let t0 = performance.now();
    const t = countTables(kind);
    const build = ms(t0);
    t0 = performance.now();
    const a = analyse(t, pays);
    if (kind === jacksOrBetter) jobAnalysis = performance.now() - t0;
    console.log(`video poker ${kind.id.padEnd(16)} tables ${build}   analysis ${ms(t0)}   return ${a.return.toFixed(8)}`);
  }
  const classes = dealClasses(52);
  const sample = classes.slice(0, 3);
  const t0 = performance.now();
  for (const c of sample) naiveDeal(c.deal, tables[0][1]);
  const naive = ((performance.now() - t0) / sample.length) * classes.length;
  console.log(`naive dealing of every draw, scaled to ${classes.length} deals: ${(naive / 1000).toFixed(0)} s — the counting analysis (jacks or better) is ${(naive / jobAnalysis).toFixed(0)}× faster`);
}
