/**
 * @module games/house-poker/math/ultimate-holdem-exact
 * The exact optimal ANTE + BLIND + PLAY of Ultimate Texas Hold'em (issue 18; 003 §2.2.9.16–32), by backward induction
 * over the counts of the board pass shared with Casino Hold'em (board-counts.ts, `BoardCounts`), one level more:
 * - River (hole + five-card board): per pair, the dealer holdings of the 990 in each outcome class (higher / equal /
 *   lower × qualifying or not) come from the pass's counts; each class is settled per unit of ANTE (BLIND = ANTE) by
 *   the engine's own settlement (`settleUthBox` through `categoryNets`, by the player's final category). The PLAY's
 *   value is linear in its multiple (checked for every multiple at construction), so a pair's board value is two
 *   numbers: X, the value of PLAY 1×, and Y, what each further multiple adds. The river value is
 *   R = max(fold, PLAY at each river multiple); W is the river multiple chosen (0 for a fold).
 * - Flop (hole + flop): the board's X, Y, R, W are added into the rows of its flops (four channels, canonical flops
 *   only, suit classes valued once as in Casino Hold'em); row / 1,081 is each one's mean over the turn and river.
 *   The flop value is max(R̄, PLAY at each flop multiple: X̄ + (m − 1)Ȳ).
 * - Preflop (hole): the flop values, X̄ and Ȳ summed over the 19,600 flops of each of the 1,326 holdings (each
 *   canonical flop renamed into its class, the holding renamed alike); the value is max(check: the mean flop value,
 *   PLAY at each preflop multiple). The return is the mean over the 1,326 holdings (all equally likely), per ANTE.
 */
import { ConfigError } from '../../../core/errors.js';
import { CATEGORY_NAMES } from '../../../poker-eval/value.js';
import type { UthProfile } from '../ultimate/profile.js';
import { uthQualifier } from '../ultimate/settle.js';
import { BoardCounts, finalCategory, passEveryBoard, ROW, ROYAL, someRows, type FlopRows } from './board-counts.js';
import { canonicalFlops, cardsOfFlop, flopClass, FLOPS, HOLES, pairIndex } from './canonical-boards.js';
import { categoryNets } from './ultimate-holdem.js';

/** The four channels of a board's value per pair: PLAY 1×, each further multiple, the river's best, the river multiple chosen. */
export const CHANNELS = 4;
const CLASSES = 5;
/** The flops of one holding: C(50, 3). */
export const FLOPS_PER_HOLE = 19600;

/** Everything the values depend on: the qualifier, the multiples, the BLIND's table (the engine's settlement does the rest). */
export const uthKey = (p: UthProfile): string => JSON.stringify([p.qualifier.value, p.preflop.value, p.flop.value, p.river.value, p.blind.value]);

/** The settlement tables per unit of ANTE: PLAY 1× and the slope per multiple, by outcome class (rows) and category id; the fold. */
export function uthTables(p: UthProfile): { one: Float64Array; slope: Float64Array; fold: number } {
  const one = new Float64Array(CLASSES * ROW), slope = new Float64Array(CLASSES * ROW);
  const fold = categoryNets(p, 'high-card', 0)[0] as number;
  const multiples = [...new Set([1, 2, ...p.preflop.value, ...p.flop.value, ...p.river.value])];
  for (let c = 0; c < ROW; c++) {
    const name = c === ROYAL ? 'royal-flush' : CATEGORY_NAMES[c];
    if (!name || !['straight-flush', 'four-of-a-kind', 'full-house', 'flush', 'straight', 'three-of-a-kind', 'two-pair', 'pair', 'high-card', 'royal-flush'].includes(name)) continue;
    const n1 = categoryNets(p, name, 1), n2 = categoryNets(p, name, 2);
    for (const m of multiples) {
      const nm = categoryNets(p, name, m);
      for (let k = 0; k < CLASSES; k++)
        if (Math.abs((nm[k] as number) - ((n1[k] as number) + (m - 1) * ((n2[k] as number) - (n1[k] as number)))) > 1e-9)
          throw new ConfigError('house-poker/no-analysis', `${p.id}: PLAY ${m}× does not settle linearly in its multiple`, { cite: p.cites.decide });
    }
    for (const x of categoryNets(p, name, 0))
      if (x !== fold) throw new ConfigError('house-poker/no-analysis', `${p.id}: a fold's result depends on the cards`, { cite: p.cites.fold });
    for (let k = 0; k < CLASSES; k++) {
      one[k * ROW + c] = n1[k] as number;
      slope[k * ROW + c] = (n2[k] as number) - (n1[k] as number);
    }
  }
  return { one, slope, fold };
}

/** The values of one pair on one board (each per unit of ANTE, the mean over the 990 dealer holdings). */
export interface RiverValue {
  readonly one: number;
  readonly slope: number;
  readonly best: number;
  readonly multiple: number;
}

/** Ultimate Texas Hold'em's board pass: per pair, X, Y, R, W (see the module header) into four accumulators. */
export class UthBoardPass extends BoardCounts {
  private readonly one: Float64Array;
  private readonly slope: Float64Array;
  private readonly fold: number;
  private readonly river: readonly number[];

  constructor(p: UthProfile, accumulators: readonly FlopRows[]) {
    if (accumulators.length !== CHANNELS) throw new RangeError(`${CHANNELS} accumulators, not ${accumulators.length}`);
    super(uthQualifier(p), CHANNELS, accumulators);
    ({ one: this.one, slope: this.slope, fold: this.fold } = uthTables(p));
    this.river = p.river.value;
  }

  protected valuePairs(): void {
    const { one, slope, fold, river, val, beaten, tied, unqualified, qv } = this;
    const [X, Y, R, W] = this.holeValue as [Float64Array, Float64Array, Float64Array, Float64Array];
    for (let i = 0; i < 1081; i++) {
      const v = val[i] as number, L = beaten[i] as number, E = tied[i] as number, Q = unqualified[i] as number;
      // Dealer holdings by class: higher × qualifying, higher × not, equal, lower × qualifying, lower × not.
      let c0, c1, c3, c4;
      if (v < qv) { c0 = 0; c1 = L; c3 = 990 - Q; c4 = Q - L - E; }
      else { c0 = L - Q; c1 = Q; c3 = 990 - L - E; c4 = 0; }
      const cat = finalCategory(v);
      const x = (c0 * (one[cat] as number) + c1 * (one[ROW + cat] as number) + E * (one[2 * ROW + cat] as number) + c3 * (one[3 * ROW + cat] as number) + c4 * (one[4 * ROW + cat] as number)) / 990;
      const y = (c0 * (slope[cat] as number) + c1 * (slope[ROW + cat] as number) + E * (slope[2 * ROW + cat] as number) + c3 * (slope[3 * ROW + cat] as number) + c4 * (slope[4 * ROW + cat] as number)) / 990;
      let best = fold, m = 0;
      for (const r of river) if (x + (r - 1) * y > best) { best = x + (r - 1) * y; m = r; }
      X[i] = x;
      Y[i] = y;
      R[i] = best;
      W[i] = m;
    }
  }

  /** The values of the pair (a, b) on the board last valued. */
  pairValue(a: number, b: number): RiverValue {
    const [X, Y, R, W] = this.holeValue as [Float64Array, Float64Array, Float64Array, Float64Array];
    for (let i = 0; i < 1081; i++)
      if ((this.pa[i] === a && this.pb[i] === b) || (this.pa[i] === b && this.pb[i] === a))
        return { one: X[i] as number, slope: Y[i] as number, best: R[i] as number, multiple: W[i] as number };
    throw new RangeError(`pair ${a}, ${b} is not on the board last valued`);
  }
}

/** One holding at one flop: the values per ANTE of its choices (mean over the turn and river) and the best. */
export interface FlopChoice {
  /** Checking, then the best river choice. */
  readonly check: number;
  /** PLAY 1× (mean of X) and each further multiple (mean of Y). */
  readonly one: number;
  readonly slope: number;
  /** The flop's best value, the multiple it bets (0: check), the PLAY multiple expected from here. */
  readonly best: number;
  readonly multiple: number;
  readonly wager: number;
}

/** A holding's flop choice from its four row entries (each the sum over the 1,081 turn/river completions). */
export function flopChoice(p: UthProfile, x: number, y: number, r: number, w: number): FlopChoice {
  const one = x / 1081, slope = y / 1081, check = r / 1081;
  let best = check, multiple = 0;
  for (const m of p.flop.value) if (one + (m - 1) * slope > best) { best = one + (m - 1) * slope; multiple = m; }
  return { check, one, slope, best, multiple, wager: multiple || w / 1081 };
}

/** One canonical flop's partial sums over its 1,176 holdings (what a partial re-run checks). */
export interface UthFlopSum {
  readonly best: number;
  readonly one: number;
  readonly slope: number;
  readonly wager: number;
  /** Holdings that bet at the flop (having checked before it). */
  readonly bets: number;
}

/** Per holding (1,326): the sums over its flops of the flop's best, X̄, Ȳ, and the PLAY multiple expected; and the flops counted. */
export interface HoleSums {
  readonly best: Float64Array;
  readonly one: Float64Array;
  readonly slope: Float64Array;
  readonly wager: Float64Array;
  readonly flops: Int32Array;
}
export const holeSums = (): HoleSums => ({ best: new Float64Array(HOLES), one: new Float64Array(HOLES), slope: new Float64Array(HOLES), wager: new Float64Array(HOLES), flops: new Int32Array(HOLES) });

/**
 * One flop's choices from its four full rows: their partial sums, and (with `into`) each holding's values added to
 * the holding renamed by every suit renaming giving a distinct flop of its class (the flop's whole class).
 */
export function flopStage(p: UthProfile, rows: readonly Float64Array[], flop: number, into?: HoleSums): UthFlopSum {
  const [X, Y, R, W] = rows as [Float64Array, Float64Array, Float64Array, Float64Array];
  const cards = cardsOfFlop(flop);
  const maps = into ? flopClass(cards) : [];
  let best = 0, one = 0, slope = 0, wager = 0, bets = 0;
  for (let b = 1; b < 52; b++)
    for (let a = 0; a < b; a++) {
      if (cards.includes(a) || cards.includes(b)) continue;
      const i = pairIndex(a, b);
      const c = flopChoice(p, X[i] as number, Y[i] as number, R[i] as number, W[i] as number);
      best += c.best; one += c.one; slope += c.slope; wager += c.wager;
      if (c.multiple) bets++;
      for (const m of maps) {
        const j = pairIndex(m[a] as number, m[b] as number);
        const s = into as HoleSums;
        s.best[j] = (s.best[j] as number) + c.best;
        s.one[j] = (s.one[j] as number) + c.one;
        s.slope[j] = (s.slope[j] as number) + c.slope;
        s.wager[j] = (s.wager[j] as number) + c.wager;
        s.flops[j] = (s.flops[j] as number) + 1;
      }
    }
  return { best, one, slope, wager, bets };
}

/** One starting-hand class (169): its holdings' summed flop values, and its best preflop choice. */
export interface StartingHand {
  /** 'AA', 'AKs', 'AKo', … */
  readonly hand: string;
  readonly combos: number;
  /** Per holding (mean): checking (the mean flop value), PLAY 1× and each further multiple, the PLAY multiple expected after a check. */
  readonly check: number;
  readonly one: number;
  readonly slope: number;
  readonly checkWager: number;
}
const RANKS = '23456789TJQKA';
const handName = (a: number, b: number): string => {
  const [hi, lo] = (a >> 2) >= (b >> 2) ? [a, b] : [b, a];
  const r = `${RANKS[hi >> 2]}${RANKS[lo >> 2]}`;
  return hi >> 2 === lo >> 2 ? r : r + ((hi & 3) === (lo & 3) ? 's' : 'o');
};

/** The 169 starting hands from the holdings' sums (every holding of a class has the same values by suit symmetry: checked). */
export function startingHands(s: HoleSums): StartingHand[] {
  const by = new Map<string, { n: number; check: number; one: number; slope: number; wager: number }>();
  for (let b = 1; b < 52; b++)
    for (let a = 0; a < b; a++) {
      const i = pairIndex(a, b);
      if (s.flops[i] !== FLOPS_PER_HOLE) throw new RangeError(`holding ${i}: ${s.flops[i]} flops summed, not ${FLOPS_PER_HOLE}`);
      const name = handName(a, b);
      const e = by.get(name) ?? { n: 0, check: 0, one: 0, slope: 0, wager: 0 };
      const check = (s.best[i] as number) / FLOPS_PER_HOLE;
      if (e.n && Math.abs(check - e.check / e.n) > 1e-9) throw new RangeError(`${name}: holdings of one class differ (${check} vs ${e.check / e.n})`);
      by.set(name, { n: e.n + 1, check: e.check + check, one: e.one + (s.one[i] as number) / FLOPS_PER_HOLE, slope: e.slope + (s.slope[i] as number) / FLOPS_PER_HOLE, wager: e.wager + (s.wager[i] as number) / FLOPS_PER_HOLE });
    }
  return [...by].map(([hand, e]) => ({ hand, combos: e.n, check: e.check / e.n, one: e.one / e.n, slope: e.slope / e.n, checkWager: e.wager / e.n }));
}

/** A starting hand's best preflop choice: the PLAY multiple (0: check), its value and the PLAY multiple expected. */
export function preflopChoice(p: UthProfile, h: StartingHand): { multiple: number; value: number; wager: number } {
  let value = h.check, multiple = 0;
  for (const m of p.preflop.value) if (h.one + (m - 1) * h.slope > value) { value = h.one + (m - 1) * h.slope; multiple = m; }
  return { multiple, value, wager: multiple || h.checkWager };
}

export interface UthOptimum {
  /** The player's expectation per unit of ANTE on ANTE + BLIND + PLAY under the optimal decisions. */
  readonly mean: number;
  /** The mean total wagered per ANTE (ANTE + BLIND + the expected PLAY) and the mean per unit wagered (element of risk). */
  readonly wagered: number;
  readonly perWager: number;
  /** The shares of holdings that bet before the flop, and of (holding, flop) situations reached that bet at the flop. */
  readonly preflopRate: number;
  readonly hands: readonly StartingHand[];
}

/** The figures from the 169 starting hands. */
export function uthOptimumOf(p: UthProfile, hands: readonly StartingHand[]): UthOptimum {
  let mean = 0, play = 0, pre = 0;
  for (const h of hands) {
    const c = preflopChoice(p, h);
    mean += (h.combos * c.value) / HOLES;
    play += (h.combos * c.wager) / HOLES;
    if (c.multiple) pre += h.combos / HOLES;
  }
  return { mean, wagered: 2 + play, perWager: mean / (2 + play), preflopRate: pre, hands };
}

/** The preflop chart: rows and columns by rank (A … 2), suited above the diagonal, offsuit below; each cell its PLAY multiple or '·' (check). */
export function preflopChart(p: UthProfile, hands: readonly StartingHand[]): string {
  const by = new Map(hands.map((h) => [h.hand, preflopChoice(p, h).multiple]));
  const rs = [...RANKS].reverse();
  const lines = [`   ${rs.join('  ')}`];
  for (let i = 0; i < 13; i++) {
    const cells = rs.map((_, j) => {
      const [hi, lo] = i <= j ? [rs[i], rs[j]] : [rs[j], rs[i]];
      const name = i === j ? `${hi}${lo}` : `${hi}${lo}${i < j ? 's' : 'o'}`;
      const m = by.get(name) ?? 0;
      return m ? `${m}×` : ' ·';
    });
    lines.push(`${rs[i]} ${cells.join(' ')}`);
  }
  return lines.join('\n');
}

export interface UthExact extends UthOptimum {
  /** Per canonical flop: its partial sums (a partial re-run checks them). */
  readonly flops: Record<string, UthFlopSum>;
}

/**
 * The exact optimum over every board (suit classes valued once, 134,459 of 2,598,960), for one profile. `limit`: stop
 * after that many boards enumerated (a cost measurement: no figures, null).
 */
export function uthExact(p: UthProfile, o: { onProgress?: (valued: number, seen: number) => void; limit?: number } = {}): UthExact | null {
  const classes = canonicalFlops();
  const channels = Array.from({ length: CHANNELS }, () => someRows(classes.keys()));
  const rows = (f: number): Float64Array[] => channels.map((c) => c.row(f));
  if (!passEveryBoard(new UthBoardPass(p, channels.map((c) => c.rows)), o)) return null;
  const sums = holeSums();
  const flops: Record<string, UthFlopSum> = {};
  for (const f of classes.keys()) flops[String(f)] = flopStage(p, rows(f), f, sums);
  if (classes.size !== 1755 || FLOPS !== 22100) throw new RangeError('canonical flops');
  return { ...uthOptimumOf(p, startingHands(sums)), flops };
}
