/**
 * @module games/house-poker/math/casino-holdem-exact
 * The exact optimal ante + call of Casino Texas Hold'em (issue 18), board by board: one pass over the 2,598,960
 * five-card boards instead of ≈10^12 dealt hands.
 * - The board pass (board-counts.ts, shared with Ultimate Texas Hold'em) counts, for each board and each pair of the
 *   47 cards left, the dealer holdings (of the 990 without its cards) below it, equal to it and below the qualifier.
 * - Those counts give the outcomes of a call (win, tie, lose against a qualifying dealer; an unqualified dealer below
 *   or above the player), each paid per unit of ante by the same per-outcome settlement `callEv` uses
 *   (`outcomeResult`), by the player's final hand.
 * - The board's value for a pair is added to each of its 10 flops: the row (flop) of an accumulator holds, per hole
 *   pair, the sum over the flop's 1,081 turn/river completions of the mean over the 990 dealer holdings, so
 *   row / 1,081 is exactly `callEv(hole, flop)`.
 * - The optimum calls where that value beats folding (−1 ante); the return is the mean of max(call, −1) over the
 *   25,989,600 (hole, flop) situations, all equally likely.
 * - Suit symmetry (`exactOptimum`, canonical-boards.ts): renaming the suits changes no value, so only the board least
 *   in its suit class is valued (134,459 of 2,598,960) and each distinct renaming of it is added, hole pairs renamed
 *   alike, into the rows of the canonical flops only (1,755 suit classes, weighted by their sizes at the end):
 *   ≈ 18.6 MB per profile, not the 234 MB of a row for every flop. Measured: 122 s CPU for `eus` and `ee-oc` together (bench/casino-holdem-exact.ts).
 */
import { ConfigError } from '../../../core/errors.js';
import { parseCard } from '../../../poker-eval/cards.js';
import { evaluate } from '../../../poker-eval/evaluate.js';
import { CATEGORY_NAMES } from '../../../poker-eval/value.js';
import type { HoldemProfile } from '../holdem/profile.js';
import { RULES } from '../holdem/hands.js';
import { BoardCounts, finalCategory, passEveryBoard, ROW, ROYAL, someRows, type FlopRows } from './board-counts.js';
import { canonicalFlops, cardsOfFlop, FLOPS, pairIndex } from './canonical-boards.js';
import { callsSimple, outcomeResult } from './casino-holdem.js';

/** (hole, flop) situations: 22,100 flops × C(49, 2) holdings. */
export const SITUATIONS = FLOPS * 1176;

const OUTCOMES = ['win', 'tie', 'lose', 'not-qualified', 'not-qualified-beaten'] as const;

/** The result per unit of ante of each outcome (rows) by the player's final category id (13: a royal flush). */
function resultTable(p: HoldemProfile): Float64Array {
  const t = new Float64Array(OUTCOMES.length * ROW);
  OUTCOMES.forEach((o, k) => {
    for (let c = 0; c < ROW; c++) {
      const name = c === ROYAL ? 'royal-flush' : CATEGORY_NAMES[c];
      if (name) t[k * ROW + c] = outcomeResult(p, o, name);
    }
  });
  return t;
}

/**
 * Casino Hold'em's board pass: one channel per profile (all sharing one qualifier), the value of calling for each hole
 * pair: the outcomes of a call (win, tie, lose against a qualifying dealer; an unqualified dealer below or above the
 * player) from the counts, each paid per unit of ante by `outcomeResult`, by the player's final hand.
 */
export class BoardPass extends BoardCounts {
  private readonly tables: Float64Array[];

  constructor(profiles: readonly HoldemProfile[], accumulators: readonly FlopRows[]) {
    const q0 = profiles[0]?.qualifier.value;
    for (const p of profiles)
      if (p.qualifier.value !== q0) throw new ConfigError('house-poker/no-analysis', `${p.id}: one board pass serves profiles with one qualifier (${q0})`, { cite: p.qualifier.cite });
    super(evaluate((q0?.match(/../g) ?? []).map(parseCard), RULES), profiles.length, accumulators);
    this.tables = profiles.map(resultTable);
  }

  protected valuePairs(): void {
    const { tables, holeValue: hv, val, beaten, tied, unqualified, qv } = this;
    for (let i = 0; i < 1081; i++) {
      const v = val[i] as number, L = beaten[i] as number, E = tied[i] as number, Q = unqualified[i] as number;
      let win, tie, nq, nqb;
      if (v < qv) { win = 0; tie = 0; nq = L + E; nqb = Q - L - E; }
      else { win = L - Q; tie = E; nq = Q; nqb = 0; }
      const lose = 990 - win - tie - nq - nqb;
      const cat = finalCategory(v);
      for (let p = 0; p < tables.length; p++) {
        const t = tables[p] as Float64Array;
        (hv[p] as Float64Array)[i] = (win * (t[cat] as number) + tie * (t[ROW + cat] as number) + lose * (t[2 * ROW + cat] as number) +
          nq * (t[3 * ROW + cat] as number) + nqb * (t[4 * ROW + cat] as number)) / 990;
      }
    }
  }
}

export interface FlopSum {
  /** Σ over the 1,176 holdings of max(call, fold) per ante. */
  readonly best: number;
  /** Holdings whose call beats folding. */
  readonly calls: number;
  /** Σ over the 1,176 holdings of the stated simple strategy's result (`callsSimple`), exactly. */
  readonly simple: number;
}

/** One flop's optimal decisions from its full row (per hole pair: the sum over its 1,081 completions). */
export function flopSum(row: Float64Array, flop: number): FlopSum {
  const [x, y, z] = cardsOfFlop(flop);
  let best = 0, calls = 0, simple = 0;
  for (let b = 1; b < 52; b++)
    for (let a = 0; a < b; a++) {
      if (a === x || a === y || a === z || b === x || b === y || b === z) continue;
      const ev = (row[pairIndex(a, b)] as number) / 1081;
      if (ev > -1) { best += ev; calls++; } else best -= 1;
      simple += callsSimple([a, b], [x, y, z]) ? ev : -1;
    }
  return { best, calls, simple };
}

export interface ExactOptimum {
  /** The player's expectation per unit of ante on ante + call under the optimal call/fold. */
  readonly mean: number;
  /** The share of (holding, flop) situations called. */
  readonly callRate: number;
  /** The stated simple strategy's expectation per unit of ante, exactly (the same pass). */
  readonly simpleMean: number;
  /** The mean per unit wagered on average (ante + the average call): the element of risk. */
  readonly perWager: number;
  /** Per canonical flop index: its optimal sum and calls (the partial sums a partial re-run checks). */
  readonly flops: Record<string, FlopSum>;
}

/** From the canonical flops' sums to the figures, each flop weighted by its suit class. */
export function optimumOf(p: HoldemProfile, flops: Record<string, FlopSum>, classes: Map<number, number>): ExactOptimum {
  let sum = 0, calls = 0, simple = 0;
  for (const [f, w] of classes) {
    const s = flops[String(f)];
    if (!s) throw new ConfigError('house-poker/no-analysis', `${p.id}: no sum for flop ${f}`, { cite: p.antePays.cite });
    sum += w * s.best;
    calls += w * s.calls;
    simple += w * s.simple;
  }
  const mean = sum / SITUATIONS, callRate = calls / SITUATIONS;
  return { mean, callRate, simpleMean: simple / SITUATIONS, perWager: mean / (1 + callRate * p.callMultiple.value), flops };
}

/**
 * The exact optimum over every board, using suit symmetry: only the boards least in their suit class (134,459 of
 * 2,598,960) are valued; each is renamed by every suit permutation giving a distinct board, and added into the rows of
 * the canonical flops only (1,755 rows per profile, ≈ 18.6 MB).
 */
export function exactOptimum(profiles: readonly HoldemProfile[], onProgress?: (valued: number, seen: number) => void): ExactOptimum[] {
  const classes = canonicalFlops();
  const rowsOf = profiles.map(() => someRows(classes.keys()));
  passEveryBoard(new BoardPass(profiles, rowsOf.map((r) => r.rows)), { ...(onProgress ? { onProgress } : {}) });
  return profiles.map((p, k) => {
    const flops: Record<string, FlopSum> = {};
    for (const f of classes.keys()) flops[String(f)] = flopSum((rowsOf[k] as ReturnType<typeof someRows>).row(f), f);
    return optimumOf(p, flops, classes);
  });
}
