/**
 * @module bench/evaluator
 * Poker evaluator speed, ours against `phe` and `pokersolver` in the same process and on the same hands
 * (dev dependencies, used here only). Prints evaluations per second for random and sequential 7-card hands,
 * Omaha (4 hole + 5 board), the variant rulesets, table size and build time, and the ratios.
 * Each figure is the best of several interleaved rounds, so background load hurts every contender alike.
 */
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { randomHands, splitmix32 } from '../src/poker-eval/test-support/prng.js';

interface Phe { evaluateCardCodes(codes: number[]): number }
type PheEval7 = (a: number, b: number, c: number, d: number, e: number, f: number, g: number) => number;
interface PokerSolver { Hand: { solve(cards: string[], game?: string): { rank: number } } }

const require = createRequire(import.meta.url);
const RANKS = '23456789TJQKA';
const SUITS = 'cdhs';
const str = (c: number): string => `${RANKS[c >> 2]}${SUITS[c & 3]}`;

/** Best rate (evaluations per second) of `rounds` runs of `body`, which evaluates `count` hands. */
function rate(count: number, body: () => number): { rate: number; sink: number } {
  const t = performance.now();
  const sink = body();
  return { rate: count / ((performance.now() - t) / 1000), sink };
}

function fmt(x: number): string {
  return x >= 1e6 ? `${(x / 1e6).toFixed(2)} M/s` : `${(x / 1e3).toFixed(1)} k/s`;
}

export async function run(): Promise<void> {
  const loadStart = performance.now();
  const { evaluate7 } = await import('../src/poker-eval/high.js');
  const loadMs = performance.now() - loadStart;
  const { tableBytes, TABLE_BUILD_MS } = await import('../src/poker-eval/high-tables.js');
  const { omahaHighUnchecked } = await import('../src/poker-eval/omaha.js');
  const { evaluate } = await import('../src/poker-eval/evaluate.js');
  const { SHORT_DECK, THREE_CARD, PAI_GOW_HIGH } = await import('../src/poker-eval/presets.js');
  const { lowA5 } = await import('../src/poker-eval/low.js');
  const phe = require('phe') as Phe;
  const pheEval7 = require('phe/lib/evaluator7') as PheEval7;
  const solver = require('pokersolver') as PokerSolver;

  console.log(`tables: ${(tableBytes() / 1024).toFixed(0)} KiB, built in ${TABLE_BUILD_MS.toFixed(0)} ms (module import ${loadMs.toFixed(0)} ms incl. transpile)`);
  const N = 2_000_000;
  const hands = randomHands(splitmix32(20240601), N, 7);
  const solverN = 20_000;
  const solverHands: string[][] = [];
  for (let h = 0; h < solverN; h++) solverHands.push(Array.from(hands.subarray(h * 7, h * 7 + 7), str));
  const arr = [0, 0, 0, 0, 0, 0, 0];

  const contenders: Record<string, { count: number; body: () => number }> = {
    'ours evaluate7': {
      count: N,
      body: () => {
        let acc = 0;
        for (let i = 0, o = 0; i < N; i++, o += 7) acc += evaluate7(hands[o]!, hands[o + 1]!, hands[o + 2]!, hands[o + 3]!, hands[o + 4]!, hands[o + 5]!, hands[o + 6]!);
        return acc;
      },
    },
    'phe evaluateCardCodes': {
      count: N,
      body: () => {
        let acc = 0;
        for (let i = 0, o = 0; i < N; i++, o += 7) {
          for (let j = 0; j < 7; j++) arr[j] = hands[o + j]!;
          acc += phe.evaluateCardCodes(arr);
        }
        return acc;
      },
    },
    'phe evaluator7 (internal)': {
      count: N,
      body: () => {
        let acc = 0;
        for (let i = 0, o = 0; i < N; i++, o += 7) acc += pheEval7(hands[o]!, hands[o + 1]!, hands[o + 2]!, hands[o + 3]!, hands[o + 4]!, hands[o + 5]!, hands[o + 6]!);
        return acc;
      },
    },
    'pokersolver Hand.solve': {
      count: solverN,
      body: () => {
        let acc = 0;
        for (const h of solverHands) acc += solver.Hand.solve(h).rank;
        return acc;
      },
    },
  };

  // Sequential: hands in enumeration order (a, b, …, g ascending), the first SEQ of them.
  const SEQ = 20_000_000;
  const sequential = (f: PheEval7, limit: number): number => {
    let acc = 0;
    let left = limit;
    for (let a = 0; a < 46; a++) for (let b = a + 1; b < 47; b++) for (let c = b + 1; c < 48; c++) for (let d = c + 1; d < 49; d++)
      for (let e = d + 1; e < 50; e++) for (let f2 = e + 1; f2 < 51; f2++) for (let g = f2 + 1; g < 52; g++) {
        acc += f(a, b, c, d, e, f2, g);
        if (--left === 0) return acc;
      }
    return acc;
  };
  contenders['ours sequential'] = { count: SEQ, body: () => sequential(evaluate7, SEQ) };
  contenders['phe sequential (internal)'] = { count: SEQ, body: () => sequential(pheEval7, SEQ) };

  // Omaha: 4 hole + 5 board from the random hands (cards 0-3 hole, then 5 of the next hand's... use 9 distinct).
  const OM = 300_000;
  const omaha = randomHands(splitmix32(99), OM, 9);
  contenders['ours omaha (4+5)'] = {
    count: OM,
    body: () => {
      let acc = 0;
      for (let i = 0, o = 0; i < OM; i++, o += 9) acc += omahaHighUnchecked(omaha.subarray(o, o + 4), omaha.subarray(o + 4, o + 9));
      return acc;
    },
  };
  const VAR = 100_000;
  const sd = randomHands(splitmix32(36), VAR, 7).map((c) => (c % 36) + 16);
  const shortDeckHands: number[][] = [];
  for (let h = 0; h < VAR; h++) {
    const s = new Set<number>();
    for (let j = 0; j < 7; j++) s.add(sd[h * 7 + j]!);
    if (s.size === 7) shortDeckHands.push([...s]);
  }
  const three = randomHands(splitmix32(3), VAR, 3);
  contenders['ours short deck 7-card (rule-driven)'] = {
    count: shortDeckHands.length,
    body: () => shortDeckHands.reduce((acc, h) => acc + evaluate(h, SHORT_DECK), 0),
  };
  contenders['ours three-card'] = {
    count: VAR,
    body: () => {
      let acc = 0;
      for (let i = 0; i < VAR; i++) acc += evaluate(Array.from(three.subarray(i * 3, i * 3 + 3)), THREE_CARD);
      return acc;
    },
  };
  contenders['ours razz A-5 low 7-card'] = {
    count: VAR,
    body: () => {
      let acc = 0;
      for (let i = 0; i < VAR; i++) acc += lowA5(Array.from(hands.subarray(i * 7, i * 7 + 7)));
      return acc;
    },
  };
  contenders['ours pai gow 5-card'] = {
    count: VAR,
    body: () => {
      let acc = 0;
      for (let i = 0; i < VAR; i++) acc += evaluate(Array.from(hands.subarray(i * 7, i * 7 + 5)), PAI_GOW_HIGH);
      return acc;
    },
  };

  const best: Record<string, number> = {};
  const rounds = 5;
  for (let r = 0; r < rounds; r++) {
    for (const [name, c] of Object.entries(contenders)) {
      const { rate: x } = rate(c.count, c.body);
      if (!(x < (best[name] ?? 0))) best[name] = x;
    }
  }
  for (const [name, x] of Object.entries(best)) console.log(`${name.padEnd(38)} ${fmt(x).padStart(12)}`);
  const ours = best['ours evaluate7']!;
  const pheBest = Math.max(best['phe evaluateCardCodes']!, best['phe evaluator7 (internal)']!);
  const fastest = Math.max(pheBest, best['pokersolver Hand.solve']!);
  console.log(`ratio random 7-card: ours / fastest peer = ${(ours / fastest).toFixed(2)}x (phe best ${fmt(pheBest)}), ours / pokersolver = ${(ours / best['pokersolver Hand.solve']!).toFixed(0)}x`);
  console.log(`ratio sequential 7-card: ours / phe = ${(best['ours sequential']! / best['phe sequential (internal)']!).toFixed(2)}x`);
  console.log(`omaha: ${fmt(best['ours omaha (4+5)']!)} (60 five-card lookups each)`);
}
