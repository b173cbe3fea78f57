/**
 * @module games/house-poker/math/ultimate-holdem
 * The mathematics of Ultimate Texas Hold'em (003 §2.2.9):
 * - TRIPS, exact: the player's best five of seven decides it alone, so its return is a sum over the categories of all
 *   C(52,7) = 133,784,560 seven-card hands, counted by enumeration (`sevenCardCategories`, about 10 s; stored in
 *   ultimate-holdem-data.json, a test re-enumerates). The counts equal the published ones (royal 4,324, straight flush
 *   37,260, four of a kind 224,848, …).
 * - ANTE + BLIND + PLAY under a stated strategy (`STRATEGY`: fixed rules before and after the flop, the exact best
 *   choice at the river), by a seeded sample of boards: for each sampled board every player's two cards (1,081
 *   holdings) against every dealer holding of the rest (990) is counted exactly, settled by the engine's own
 *   settlement (ultimate/settle.ts) per outcome class; the boards' mean and its standard error give the figure.
 *   The optimal strategy (every decision exact) is computed exactly by the board pass of ultimate-holdem-exact.ts
 *   (stored in ultimate-holdem-exact.json, served as `ante-blind-play-optimal`).
 */
import { q, type Rational } from '../../../math/rational.js';
import { parseCard, rankOf, suitOf, type CardIndex } from '../../../poker-eval/cards.js';
import { evaluate } from '../../../poker-eval/evaluate.js';
import { STANDARD_HIGH } from '../../../poker-eval/presets.js';
import { category, type HandValue } from '../../../poker-eval/value.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import { payLine } from '../engine/hands.js';
import { commonDenominator, type PayRatio } from '../engine/profile.js';
import { holeCardsInCombination } from '../holdem/hands.js';
import type { UthProfile } from '../ultimate/profile.js';
import { settleUthBox, uthQualifier } from '../ultimate/settle.js';
import data from './ultimate-holdem-data.json' with { type: 'json' };

export const SEVEN_CARD_HANDS = 133_784_560;
const KEYS = ['royal-flush', 'straight-flush', 'four-of-a-kind', 'full-house', 'flush', 'straight', 'three-of-a-kind', 'two-pair', 'pair', 'high-card'] as const;

/** The highest straight in a 13-bit rank mask (rank index of its top card, 3 for the wheel), or −1. */
const STRAIGHT_TOP = (() => {
  const t = new Int8Array(8192).fill(-1);
  for (let m = 0; m < 8192; m++) {
    for (let top = 12; top >= 4; top--) if (((m >> (top - 4)) & 31) === 31) { t[m] = top; break; }
    if (t[m] === -1 && (m & 0b1000000001111) === 0b1000000001111) t[m] = 3;
  }
  return t;
})();

/** Every seven-card hand of one deck counted by the category of its best five (a royal apart). */
export function sevenCardCategories(): Record<string, number> {
  const counts = new Float64Array(10);
  const cnt = new Int8Array(13);
  const nk = new Int32Array(5);
  const sm = new Int32Array(4);
  const sc = new Int8Array(4);
  const add = (c: number): void => {
    const r = c >> 2, s = c & 3, k = cnt[r] as number;
    nk[k] = (nk[k] as number) - 1;
    nk[k + 1] = (nk[k + 1] as number) + 1;
    cnt[r] = k + 1;
    sm[s] = (sm[s] as number) | (1 << r);
    sc[s] = (sc[s] as number) + 1;
  };
  const remove = (c: number): void => {
    const r = c >> 2, s = c & 3, k = cnt[r] as number;
    nk[k] = (nk[k] as number) - 1;
    nk[k - 1] = (nk[k - 1] as number) + 1;
    cnt[r] = k - 1;
    sm[s] = (sm[s] as number) & ~(1 << r);
    sc[s] = (sc[s] as number) - 1;
  };
  nk[0] = 13;
  const classify = (): number => {
    for (let s = 0; s < 4; s++)
      if ((sc[s] as number) >= 5) {
        const top = STRAIGHT_TOP[sm[s] as number] as number;
        if (top === 12) return 0;
        if (top >= 0) return 1;
        if ((nk[4] as number) > 0) return 2;
        if ((nk[3] as number) >= 2 || ((nk[3] as number) >= 1 && (nk[2] as number) >= 1)) return 3;
        return 4;
      }
    if ((nk[4] as number) > 0) return 2;
    if ((nk[3] as number) >= 2 || ((nk[3] as number) >= 1 && (nk[2] as number) >= 1)) return 3;
    if ((STRAIGHT_TOP[(sm[0] as number) | (sm[1] as number) | (sm[2] as number) | (sm[3] as number)] as number) >= 0) return 5;
    if ((nk[3] as number) > 0) return 6;
    if ((nk[2] as number) >= 2) return 7;
    return (nk[2] as number) === 1 ? 8 : 9;
  };
  const walk = (from: number, depth: number): void => {
    for (let c = from; c <= 52 - (7 - depth); c++) {
      add(c);
      if (depth === 6) {
        const k = classify();
        counts[k] = (counts[k] as number) + 1;
      } else walk(c + 1, depth + 1);
      remove(c);
    }
  };
  walk(0, 0);
  return Object.fromEntries(KEYS.map((k, i) => [k, counts[i] as number]));
}

/** The stored seven-card counts and the stored simulation. */
export const storedUth = (): typeof data => data;

/** The exact return of TRIPS per unit staked (its expectation: negative is the house's edge), with each line's count. */
export function tripsEv(p: UthProfile, counts: Record<string, number> = data.sevenCard): { ev: Rational; lines: Record<string, number> } | null {
  const t = p.trips.value;
  if (!t) return null;
  const D = commonDenominator(Object.values(t) as PayRatio[]);
  let total = 0n;
  const lines: Record<string, number> = {};
  for (const k of KEYS) {
    const n = counts[k] ?? 0;
    const pay = (t as Record<string, PayRatio | undefined>)[k] ?? (k === 'royal-flush' ? t['straight-flush'] : undefined);
    if (pay) {
      lines[k] = n;
      total += (BigInt(n) * BigInt(pay.num) * BigInt(D)) / BigInt(pay.den);
    } else total -= BigInt(n) * BigInt(D);
  }
  return { ev: q(total, BigInt(SEVEN_CARD_HANDS * D)), lines };
}

export const STRATEGY =
  'before the flop bet 4× with any pair but twos, any ace, a king with any suited card or with a five or higher, a queen with a suited six or higher or an eight or higher, a jack with a suited eight or higher or a ten or higher; ' +
  'after the flop bet 2× with two pair or better using one of your cards, a pair using one of your cards (but a pair of twos in your hand), or four to a flush holding a ten or higher of the suit; ' +
  'after the river bet 1× when it is worth more than folding over every dealer holding of the unseen cards (exact), fold otherwise';

/** Before the flop: the 4× bet of the stated strategy (else check). */
export function preflopBets(hole: readonly CardIndex[]): boolean {
  const [a, b] = hole.map(rankOf).sort((x, y) => y - x) as [number, number];
  const suited = suitOf(hole[0] as number) === suitOf(hole[1] as number);
  if (a === b) return a >= 1;
  if (a === 12) return true;
  if (a === 11) return suited || b >= 3;
  if (a === 10) return suited ? b >= 4 : b >= 6;
  if (a === 9) return suited ? b >= 6 : b >= 8;
  return false;
}

/** After the flop (having checked): the 2× bet of the stated strategy (else check). */
export function flopBets(hole: readonly CardIndex[], flop: readonly CardIndex[]): boolean {
  const five = [...hole, ...flop];
  const v = evaluate(five, STANDARD_HIGH);
  const cat = category(v);
  const used = holeCardsInCombination(hole, five, v);
  if (cat !== 'pair' && cat !== 'high-card' && used >= 1) return true;
  if (cat === 'pair' && used >= 1 && !(rankOf(hole[0] as number) === 0 && rankOf(hole[1] as number) === 0)) return true;
  const suits = new Int8Array(4);
  for (const c of five) suits[suitOf(c)] = (suits[suitOf(c)] as number) + 1;
  return hole.some((c) => (suits[suitOf(c)] as number) >= 4 && rankOf(c) >= 8);
}

/** Outcome classes of one holding against the dealer: player higher / equal / lower, × dealer qualifies or not. */
type Classes = number[];
const bump = (cl: Classes, k: number, d: number): void => {
  cl[k] = (cl[k] as number) + d;
};
const UNIT = 1_000_000;

/** The net per ante of a played (multiple m) or folded (m 0) box in each outcome class, by the engine's settlement. */
export function classNets(p: UthProfile, hand: HandValue, m: number): number[] {
  const box = { box: 1, owner: 'math', stakes: { ante: UNIT, blind: UNIT, ...(m ? { play: m * UNIT } : {}) }, cards: [], decision: m ? ('play' as const) : ('fold' as const), blind: false };
  const net = (dealer: HandValue, qual: boolean): number => settleUthBox(p, box, hand, dealer, qual).reduce((t, l) => t + l.net, 0) / UNIT;
  return [net(hand - 1, true), net(hand - 1, false), net(hand, true), net(hand + 1, true), net(hand + 1, false)];
}

/** Index of a (hand category, outcome class, play multiple) cell of the weight table. */
const cell = (cat: number, cls: number, m: number): number => (cat * 5 + cls) * 5 + m;
export const CELLS = 10 * 5 * 5;
const catIndex = (v: HandValue): number => {
  const l = payLine(v, { 'royal-flush': { num: 1, den: 1 } });
  return l ? 0 : KEYS.indexOf(category(v) as (typeof KEYS)[number]);
};

/**
 * For one board: every player's holding against every dealer holding, played by the stated strategy under `p`; adds
 * to `w` each holding's share (1/990 per dealer holding) by the player's category, the outcome class and the play
 * multiple, and returns the board's mean net per ante under `p`.
 */
export function boardEv(p: UthProfile, board: readonly CardIndex[], w: Float64Array): { mean: number; holdings: number } {
  const cls = boardClasses(p, board);
  const cache = new Map<string, number[]>();
  const nets = (hand: HandValue, m: number): number[] => {
    const key = `${catIndex(hand)}:${m}`;
    let x = cache.get(key);
    if (!x) cache.set(key, (x = classNets(p, hand, m)));
    return x;
  };
  const flop = board.slice(0, 3);
  let sum = 0;
  for (const { hole, hand, cl } of cls) {
    const ev = (m: number): number => {
      const x = nets(hand, m);
      let t = 0;
      for (let k = 0; k < 5; k++) t += (cl[k] as number) * (x[k] as number);
      return t / 990;
    };
    const early = preflopBets(hole) ? Math.max(...p.preflop.value) : flopBets(hole, flop) ? Math.max(...p.flop.value) : 0;
    let m = early || Math.max(...p.river.value);
    let e = ev(m);
    if (!early && ev(0) > e) {
      m = 0;
      e = ev(0);
    }
    sum += e;
    const cat = catIndex(hand);
    for (let k = 0; k < 5; k++) w[cell(cat, k, m)] = (w[cell(cat, k, m)] as number) + (cl[k] as number) / 990 / cls.length;
  }
  return { mean: sum / cls.length, holdings: cls.length };
}

/** The outcome class of a player's value against a dealer's: 0 higher × qualifying, 1 higher × not, 2 equal, 3 lower × qualifying, 4 lower × not. */
const classOf = (hand: HandValue, d: HandValue, Q: HandValue): number => (hand > d ? (d >= Q ? 0 : 1) : hand === d ? 2 : d >= Q ? 3 : 4);

/**
 * For one board, every player holding of the 47 other cards with its value and its outcome classes against the 990
 * dealer holdings of the 45 left: counted from the sorted values of all 1,081 holdings (binary search), less the 91
 * holdings that share a card with the player's.
 */
export function boardClasses(p: UthProfile, board: readonly CardIndex[]): { hole: CardIndex[]; hand: HandValue; cl: Classes }[] {
  const used = new Set(board);
  const rest: CardIndex[] = [];
  for (let c = 0; c < 52; c++) if (!used.has(c)) rest.push(c);
  const n = rest.length;
  const vi: number[] = [], vj: number[] = [], vals: number[] = [];
  const withCard: number[][] = rest.map(() => []);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      (withCard[i] as number[]).push(vals.length);
      (withCard[j] as number[]).push(vals.length);
      vi.push(i);
      vj.push(j);
      vals.push(evaluate([rest[i] as number, rest[j] as number, ...board], STANDARD_HIGH));
    }
  const sorted = Float64Array.from(vals).sort();
  const less = (x: number): number => {
    let lo = 0, hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const Q = uthQualifier(p);
  const all = vals.length;
  const lessQ = less(Q);
  const out: { hole: CardIndex[]; hand: HandValue; cl: Classes }[] = [];
  for (let k = 0; k < all; k++) {
    const h = vals[k] as number;
    const lh = less(h), le = less(h + 1);
    const cl: Classes = [Math.max(0, lh - lessQ), Math.min(lh, lessQ), le - lh, all - Math.max(le, lessQ), Math.max(0, lessQ - le)];
    const i = vi[k] as number, j = vj[k] as number;
    for (const x of withCard[i] as number[]) bump(cl, classOf(h, vals[x] as number, Q), -1);
    for (const x of withCard[j] as number[]) if (vi[x] !== i) bump(cl, classOf(h, vals[x] as number, Q), -1);
    out.push({ hole: [rest[i] as number, rest[j] as number], hand: h, cl });
  }
  return out;
}

/** One holding's outcome classes against every dealer holding of the unseen cards, dealer by dealer (the reference for `boardClasses`). */
export function holdingClasses(p: UthProfile, hole: readonly CardIndex[], board: readonly CardIndex[]): Classes {
  const used = new Set([...hole, ...board]);
  const rest: CardIndex[] = [];
  for (let c = 0; c < 52; c++) if (!used.has(c)) rest.push(c);
  const hand = evaluate([...hole, ...board], STANDARD_HIGH);
  const Q = uthQualifier(p);
  const cl: Classes = [0, 0, 0, 0, 0];
  for (let i = 0; i < rest.length; i++) for (let j = i + 1; j < rest.length; j++) bump(cl, classOf(hand, evaluate([rest[i] as number, rest[j] as number, ...board], STANDARD_HIGH), Q), 1);
  return cl;
}

/** A representative hand value of each category (for the settlement of a cell under any profile). */
const REPRESENTATIVE = ['AsKsQsJsTs', '9s8s7s6s5s', '9s9h9d9c5s', '9s9h9d5c5s', 'As9s7s5s3s', '9s8h7d6c5s', '9s9h9d6c5s', '9s9h6d6c5s', '9s9h7d6c5s', 'Ks9h7d6c4s'].map((h) => evaluate((h.match(/../g) ?? []).map(parseCard), STANDARD_HIGH));

/** `classNets` for a representative hand of a category (`KEYS`: 'royal-flush' … 'high-card'). */
export const categoryNets = (p: UthProfile, key: string, m: number): number[] => classNets(p, REPRESENTATIVE[KEYS.indexOf(key as (typeof KEYS)[number])] as number, m);

/** The mean net per ante of a stored weight table (a sample under the stated strategy) when the bets pay as `p` says. */
export function weightsEv(p: UthProfile, w: readonly number[]): number {
  let t = 0;
  for (let cat = 0; cat < 10; cat++)
    for (let m = 0; m < 5; m++) {
      let any = false;
      for (let k = 0; k < 5; k++) if (w[cell(cat, k, m)]) any = true;
      if (!any) continue;
      const x = classNets(p, REPRESENTATIVE[cat] as number, m);
      for (let k = 0; k < 5; k++) t += (w[cell(cat, k, m)] as number) * (x[k] as number);
    }
  return t;
}

/** The river choice of the stated strategy for a holding on a full board (exact over every dealer holding): bet 1× or fold. */
export function riverBets(p: UthProfile, hole: readonly CardIndex[], board: readonly CardIndex[]): boolean {
  const cl = holdingClasses(p, hole, board);
  const hand = evaluate([...hole, ...board], STANDARD_HIGH);
  const m = Math.max(...p.river.value);
  const dot = (x: number[]): number => cl.reduce((t, c, k) => t + c * (x[k] as number), 0);
  return dot(classNets(p, hand, m)) >= dot(classNets(p, hand, 0));
}

/** A seeded sample of boards (each exact over every player and dealer holding): the mean net per ante, its standard error, the weights. */
export function estimateUth(p: UthProfile, o: { boards: number; seed: string; onProgress?: (done: number) => void }): { mean: number; se: number; boards: number; weights: number[] } {
  const rng = seededRng(o.seed);
  const w = new Float64Array(CELLS);
  let s = 0, s2 = 0;
  for (let k = 0; k < o.boards; k++) {
    const deck = Array.from({ length: 52 }, (_, i) => i);
    for (let i = 0; i < 5; i++) {
      const j = i + rng.int(52 - i);
      [deck[i], deck[j]] = [deck[j] as number, deck[i] as number];
    }
    const x = boardEv(p, deck.slice(0, 5), w).mean;
    s += x;
    s2 += x * x;
    if (o.onProgress && (k + 1) % 100 === 0) o.onProgress(k + 1);
  }
  const mean = s / o.boards;
  const sd = Math.sqrt((Math.max(0, s2 / o.boards - mean * mean) * o.boards) / Math.max(1, o.boards - 1));
  return { mean, se: sd / Math.sqrt(o.boards), boards: o.boards, weights: [...w].map((x) => x / o.boards) };
}

/** The share of holdings played (a bet at some street) and the mean total wagered per ante, from a weight table. */
export function weightsShape(w: readonly number[]): { playRate: number; wagered: number } {
  let played = 0, wagered = 0, all = 0;
  for (let cat = 0; cat < 10; cat++)
    for (let k = 0; k < 5; k++)
      for (let m = 0; m < 5; m++) {
        const x = w[cell(cat, k, m)] as number;
        all += x;
        if (m) played += x;
        wagered += x * (2 + m);
      }
  return { playRate: played / all, wagered: wagered / all };
}

export const parseCards = (cs: readonly string[]): CardIndex[] => cs.map(parseCard);
