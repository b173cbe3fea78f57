/**
 * @module bench/evaluator
 * Poker evaluator speed, ours against `phe` and `pokersolver` in the same process and on the same hands
 * (dev dependencies, used here only). Prints evaluations per second for random and sequential 7-card hands,
 * Omaha (4 hole + 5 board), the variant rulesets, table size and build time, and the ratios.
 * Each figure is the best of five interleaved rounds, so background load hurts every contender alike; rates are
 * given by wall clock and by this process's CPU time (the steadier of the two on a shared machine).
 */
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { randomHands, splitmix32 } from '../src/poker-eval/test-support/prng.js';

interface Phe { evaluateCardCodes(codes: number[]): number }
type PheEval7 = (a: number, b: number, c: number, d: number, e: number, f: number, g: number) => number;
interface PokerSolver { Hand: { solve(cards: string[], game?: string): { rank: number } } }

const require = createRequire(import.meta.url);
const RANKS = '23456789TJQKA';
const SUITS = 'cdhs';
const str = (c: number): string => `${RANKS[c >> 2]}${SUITS[c & 3]}`;

/** Evaluations per second of one run of `body` (which evaluates `count` hands), by wall clock and by CPU time. */
function rate(count: number, body: () => number): { wall: number; cpu: number } {
  const t = performance.now();
  const c = process.cpuUsage();
  const sink = body();
  const used = process.cpuUsage(c);
  const seconds = (performance.now() - t) / 1000;
  if (Number.isNaN(sink)) throw new Error('no result');
  return { wall: count / seconds, cpu: count / Math.max(used.user / 1e6, 1e-9) };
}

function fmt(x: number): string {
  return x >= 1e6 ? `${(x / 1e6).toFixed(2)} M/s` : `${(x / 1e3).toFixed(1)} k/s`;
}

export async function run(): Promise<void> {
  const loadStart = performance.now();
  const cpuStart = process.cpuUsage();
  const { evaluate7 } = await import('../src/poker-eval/high.js');
  const loadMs = performance.now() - loadStart;
  const loadCpu = process.cpuUsage(cpuStart);
  const { tableBytes, TABLE_BUILD_MS } = await import('../src/poker-eval/high-tables.js');
  const { omahaHighUnchecked } = await import('../src/poker-eval/omaha.js');
  const { evaluate } = await import('../src/poker-eval/evaluate.js');
  const { SHORT_DECK, THREE_CARD, PAI_GOW_HIGH } = await import('../src/poker-eval/presets.js');
  const { lowA5 } = await import('../src/poker-eval/low.js');
  const phe = require('phe') as Phe;
  const pheEval7 = require('phe/lib/evaluator7') as PheEval7;
  const solver = require('pokersolver') as PokerSolver;

  console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((x) => x.toFixed(1)).join(' ')} (figures are best of 5 interleaved rounds)`);
  console.log(`tables: ${tableBytes()} bytes (${(tableBytes() / 1024).toFixed(0)} KiB), built in ${TABLE_BUILD_MS.toFixed(0)} ms wall; ` +
    `module import ${loadMs.toFixed(0)} ms wall, ${((loadCpu.user + loadCpu.system) / 1000).toFixed(0)} ms CPU incl. transpile`);
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

  // Sequential: all seven-card hands in enumeration order (a < b < … < g), the first SEQ of them: the cards are
  // laid out once, so every contender reads the same sequence the same way as the random hands.
  const SEQ = 4_000_000;
  const seq = new Uint8Array(SEQ * 7);
  fill: {
    let i = 0;
    for (let a = 0; a < 46; a++) for (let b = a + 1; b < 47; b++) for (let c = b + 1; c < 48; c++) for (let d = c + 1; d < 49; d++)
      for (let e = d + 1; e < 50; e++) for (let f = e + 1; f < 51; f++) for (let g = f + 1; g < 52; g++) {
        seq.set([a, b, c, d, e, f, g], i * 7);
        if (++i === SEQ) break fill;
      }
  }
  const seqSolver = Array.from({ length: solverN }, (_, h) => Array.from(seq.subarray(h * 7, h * 7 + 7), str));
  contenders['ours sequential'] = {
    count: SEQ,
    body: () => {
      let acc = 0;
      for (let i = 0, o = 0; i < SEQ; i++, o += 7) acc += evaluate7(seq[o]!, seq[o + 1]!, seq[o + 2]!, seq[o + 3]!, seq[o + 4]!, seq[o + 5]!, seq[o + 6]!);
      return acc;
    },
  };
  contenders['phe sequential (internal)'] = {
    count: SEQ,
    body: () => {
      let acc = 0;
      for (let i = 0, o = 0; i < SEQ; i++, o += 7) acc += pheEval7(seq[o]!, seq[o + 1]!, seq[o + 2]!, seq[o + 3]!, seq[o + 4]!, seq[o + 5]!, seq[o + 6]!);
      return acc;
    },
  };
  contenders['pokersolver sequential'] = {
    count: solverN,
    body: () => {
      let acc = 0;
      for (const h of seqSolver) acc += solver.Hand.solve(h).rank;
      return acc;
    },
  };

  // Omaha: four hole cards and a five-card board, nine distinct cards per deal.
  const OM = 300_000;
  const omahaCards = randomHands(splitmix32(99), OM, 9);
  const deals = Array.from({ length: OM }, (_, i) => [Array.from(omahaCards.subarray(i * 9, i * 9 + 4)), Array.from(omahaCards.subarray(i * 9 + 4, i * 9 + 9))] as const);
  contenders['ours omaha (4+5)'] = {
    count: OM,
    body: () => {
      let acc = 0;
      for (const [hole, board] of deals) acc += omahaHighUnchecked(hole, board);
      return acc;
    },
  };
  contenders['phe omaha (60 x evaluateCardCodes)'] = {
    count: OM / 10,
    body: () => {
      let acc = 0;
      const five = [0, 0, 0, 0, 0];
      for (let d = 0; d < OM / 10; d++) {
        const [hole, board] = deals[d]!;
        let best = Infinity;
        for (let i = 0; i < 4; i++) for (let j = i + 1; j < 4; j++) for (let x = 0; x < 5; x++) for (let y = x + 1; y < 5; y++) for (let z = y + 1; z < 5; z++) {
          five[0] = hole[i]!; five[1] = hole[j]!; five[2] = board[x]!; five[3] = board[y]!; five[4] = board[z]!;
          best = Math.min(best, phe.evaluateCardCodes(five));
        }
        acc += best;
      }
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
  const bestCpu: Record<string, number> = {};
  const rounds = 5;
  for (let r = 0; r < rounds; r++) {
    for (const [name, c] of Object.entries(contenders)) {
      const x = rate(c.count, c.body);
      if (!(x.wall < (best[name] ?? 0))) best[name] = x.wall;
      if (!(x.cpu < (bestCpu[name] ?? 0))) bestCpu[name] = x.cpu;
    }
  }
  console.log(`${'contender'.padEnd(38)} ${'by wall clock'.padStart(14)} ${'by CPU time'.padStart(14)}`);
  for (const [name, x] of Object.entries(best)) console.log(`${name.padEnd(38)} ${fmt(x).padStart(14)} ${fmt(bestCpu[name]!).padStart(14)}`);
  const pheCpu = Math.max(bestCpu['phe evaluateCardCodes']!, bestCpu['phe evaluator7 (internal)']!);
  console.log(`ratio random 7-card by CPU time: ours / fastest peer = ${(bestCpu['ours evaluate7']! / Math.max(pheCpu, bestCpu['pokersolver Hand.solve']!)).toFixed(2)}x; ` +
    `sequential ${(bestCpu['ours sequential']! / bestCpu['phe sequential (internal)']!).toFixed(2)}x; omaha ${(bestCpu['ours omaha (4+5)']! / bestCpu['phe omaha (60 x evaluateCardCodes)']!).toFixed(2)}x`);
  const ours = best['ours evaluate7']!;
  const pheBest = Math.max(best['phe evaluateCardCodes']!, best['phe evaluator7 (internal)']!);
  const fastest = Math.max(pheBest, best['pokersolver Hand.solve']!);
  console.log(`ratio random 7-card by wall clock: ours / fastest peer = ${(ours / fastest).toFixed(2)}x (phe best ${fmt(pheBest)}), ours / pokersolver = ${(ours / best['pokersolver Hand.solve']!).toFixed(0)}x`);
  console.log(`ratio sequential 7-card by wall clock: ours / phe = ${(best['ours sequential']! / best['phe sequential (internal)']!).toFixed(2)}x, ours / pokersolver = ${(best['ours sequential']! / best['pokersolver sequential']!).toFixed(0)}x`);
  console.log(`ratio omaha (4 hole + 5 board) by wall clock: ours / phe = ${(best['ours omaha (4+5)']! / best['phe omaha (60 x evaluateCardCodes)']!).toFixed(2)}x`);
}
