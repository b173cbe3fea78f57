/**
 * @module games/house-poker/math/trijoker
 * Trijoker's exact return (000 §13) by enumeration over the deck. The three bets are paid alike on the same five
 * cards, and a decision on one does not change another's outcome, so each is optimal on its own:
 * - bet 3 always stays: its value is the mean pay over every hand;
 * - bet 1 is decided on the box's three cards: taken back (0) unless its mean pay over the 1,176 pairs of community
 *   cards is positive;
 * - bet 2 on the three cards and the left community card: taken back unless its mean over the 48 right cards is
 *   positive.
 * The 22,100 three-card hands are visited up to suit symmetry (1,755 classes with their weights), each with every
 * ordered pair of community cards: 4.1 million five-card evaluations. Figures are rationals (src/math/rational.ts):
 * the player's expectation per unit of each bet, and in total per unit of one bet (the usual Let It Ride basis).
 */
import { add, q, type Rational } from '../../../math/rational.js';
import type { CardIndex } from '../../../poker-eval/cards.js';
import type { TrijokerProfile } from '../trijoker/profile.js';
import { trijokerPay } from '../trijoker/pay.js';

export interface TrijokerAnalysis {
  readonly bet1: Rational;
  readonly bet2: Rational;
  readonly bet3: Rational;
  /** All three together, per unit of one bet (bets taken back count as nothing). */
  readonly total: Rational;
  /** The three-card hands (of 22,100) on which bet 1 stays, and the four-card situations (of 1,082,900) on which bet 2 stays. */
  readonly keep1: number;
  readonly keep2: number;
  /** The expectation of keeping bet 1 for a hand of three cards, in units of 1/1176 (positive: keep). */
  readonly decide1: (cards: readonly CardIndex[]) => boolean;
  readonly decide2: (cards: readonly CardIndex[]) => boolean;
}

const PERMS: number[][] = [];
for (let a = 0; a < 4; a++) for (let b = 0; b < 4; b++) for (let c = 0; c < 4; c++) for (let d = 0; d < 4; d++) if (new Set([a, b, c, d]).size === 4) PERMS.push([a, b, c, d]);

/** A canonical key of a set of cards up to suit renaming. */
export function suitClass(cards: readonly CardIndex[]): string {
  let best = '';
  for (const p of PERMS) {
    const k = cards.map((c) => (c & ~3) | (p[c & 3] as number)).sort((x, y) => x - y).join(',');
    if (best === '' || k < best) best = k;
  }
  return best;
}

/** The net of one unit on five cards: the table's pay, or −1. In units (pay tables here are whole numbers to 1). */
function netOf(p: TrijokerProfile): (cards: readonly CardIndex[]) => Rational {
  return (cards) => {
    const w = trijokerPay(cards, p.payTable.value, p.pairMinimum.value);
    return w ? q(w.pay.num, w.pay.den) : q(-1);
  };
}

const analysed = new WeakMap<TrijokerProfile, TrijokerAnalysis>();

/** The exact analysis of a profile (every three-card class, every community pair), counted once per profile object. */
export function analyseTrijoker(p: TrijokerProfile): TrijokerAnalysis {
  let a = analysed.get(p);
  if (!a) {
    a = countTrijoker(p);
    analysed.set(p, a);
  }
  return a;
}

function countTrijoker(p: TrijokerProfile): TrijokerAnalysis {
  const net = netOf(p);
  const classes = new Map<string, { cards: number[]; weight: number }>();
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++) {
        const k = suitClass([a, b, c]);
        const e = classes.get(k);
        if (e) e.weight++;
        else classes.set(k, { cards: [a, b, c], weight: 1 });
      }
  let bet1 = q(0);
  let bet2 = q(0);
  let bet3 = q(0);
  let keep1 = 0;
  let keep2 = 0;
  const ev3 = new Map<string, Rational>();
  const ev4 = new Map<string, Rational>();
  for (const [key, { cards, weight }] of classes) {
    const rest = Array.from({ length: 52 }, (_, i) => i).filter((i) => !cards.includes(i));
    // per left card c4: the sum over right cards c5 of the net
    const byLeft = new Map<number, Rational>();
    let all = q(0);
    for (const c4 of rest) {
      let s = q(0);
      for (const c5 of rest) if (c5 !== c4) s = add(s, net([...cards, c4, c5]));
      byLeft.set(c4, s);
      all = add(all, s);
    }
    // all: over 49 × 48 ordered pairs; mean = all / 2352
    const mean3 = q(all.n, all.d * 2352n);
    ev3.set(key, mean3);
    bet3 = add(bet3, q(mean3.n * BigInt(weight), mean3.d));
    if (mean3.n > 0n) {
      bet1 = add(bet1, q(mean3.n * BigInt(weight), mean3.d));
      keep1 += weight;
    }
    for (const [c4, s] of byLeft) {
      const mean4 = q(s.n, s.d * 48n);
      ev4.set(suitClass([...cards, c4]), mean4);
      if (mean4.n > 0n) {
        bet2 = add(bet2, q(mean4.n * BigInt(weight), mean4.d * 49n));
        keep2 += weight;
      }
    }
  }
  const per = (x: Rational): Rational => q(x.n, x.d * 22100n);
  const [b1, b2, b3] = [per(bet1), per(bet2), per(bet3)];
  const look = (m: Map<string, Rational>) => (cards: readonly CardIndex[]): boolean => ((m.get(suitClass(cards)) as Rational).n > 0n);
  return { bet1: b1, bet2: b2, bet3: b3, total: add(add(b1, b2), b3), keep1, keep2, decide1: look(ev3), decide2: look(ev4) };
}
