/**
 * @module games/house-poker/math/casino-holdem
 * The mathematics of Casino Texas Hold'em / Texas poker (src/games/house-poker/casino-holdem.ts).
 * - The bonus (a bet on the player's two cards and the flop) exactly, by enumeration: the player's two cards up to
 *   suit symmetry (169 classes: a pair stands for 6 holdings, suited cards for 4, unsuited for 12) against every flop
 *   of the 50 cards left (19,600), 3,312,400 five-card hands weighted to the 25,989,600 deals.
 * - The ante and the call under a stated simple strategy (`callsSimple`), by a seeded Monte Carlo of whole deals
 *   (the player's and the dealer's two cards and the five of the board), with its standard error: what the engine's
 *   simulation plays. `callEv` gives the exact value of calling in one situation (every turn, river and dealer
 *   holding dealt out): the oracle of the exact optimum, which casino-holdem-exact.ts computes by one pass over the
 *   boards (122 s CPU for every situation; stored in casino-holdem-exact.json).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCard, rankOf, suitOf, type CardIndex } from '../../../poker-eval/cards.js';
import { evaluate } from '../../../poker-eval/evaluate.js';
import { q, type Rational } from '../../../math/rational.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import { ConfigError } from '../../../core/errors.js';
import { category, isRoyal } from '../../../poker-eval/value.js';
import { commonDenominator, type PayRatio } from '../engine/profile.js';
import { bonusClassOf, bonusPayOf, RULES, type BonusClass } from '../holdem/hands.js';
import type { HoldemProfile } from '../holdem/profile.js';

interface Stored {
  readonly bonus: { readonly classes: Record<string, number> };
  readonly ante: { readonly seed: string; readonly hands: number; readonly classes: Record<string, number> };
}
const DATA_PATH = join(dirname(fileURLToPath(import.meta.url)), 'casino-holdem-data.json');
let stored: Stored | null = null;
/** The stored counts (see bonusClasses, anteClasses), read once. */
export function storedData(): Stored {
  stored ??= JSON.parse(readFileSync(DATA_PATH, 'utf8')) as Stored;
  return stored;
}

const DEALS = 1326 * 19600;
const classKey = (k: BonusClass): string => `${k.cat}:${k.pairRank}:${k.hole}`;
const fromKey = (key: string): BonusClass => {
  const [cat, pairRank, hole] = key.split(':') as [string, string, string];
  return { cat, pairRank: Number(pairRank), hole: Number(hole) };
};

/**
 * Every deal's bonus class (the five cards' category, the pair's rank, the player's cards in the combination), counted
 * over all 25,989,600 deals of the player's two cards and the flop; profile-independent, so stored
 * (casino-holdem-data.json) and checked against a fresh run by a test.
 */
export function bonusClasses(): Record<string, number> {
  const out: Record<string, number> = {};
  for (let r1 = 0; r1 < 13; r1++)
    for (let r2 = r1; r2 < 13; r2++)
      for (const suited of r1 === r2 ? [false] : [true, false]) {
        const hole: CardIndex[] = [r1 * 4, r2 * 4 + (suited ? 0 : 1)];
        const weight = r1 === r2 ? 6 : suited ? 4 : 12;
        const rest = Array.from({ length: 52 }, (_, i) => i).filter((c) => c !== hole[0] && c !== hole[1]);
        for (let a = 0; a < 50; a++)
          for (let b = a + 1; b < 50; b++)
            for (let c = b + 1; c < 50; c++) {
              const k = classKey(bonusClassOf(hole, [rest[a] as number, rest[b] as number, rest[c] as number]));
              out[k] = (out[k] ?? 0) + weight;
            }
      }
  return out;
}

export interface BonusAnalysis {
  /** The player's expectation per unit on the bonus (negative: the house's edge). */
  readonly ev: Rational;
  /** Deals (of 25,989,600) won on each pay line. */
  readonly lines: Readonly<Record<string, number>>;
}

/** The bonus exactly, from the stored class counts (null when the profile has none). */
export function analyseBonus(p: HoldemProfile): BonusAnalysis | null {
  if (!p.bonus.value) return null;
  const D = commonDenominator(Object.values(p.bonus.value) as PayRatio[]);
  const lines: Record<string, number> = {};
  let total = 0n;
  for (const [key, n] of Object.entries(storedData().bonus.classes)) {
    const l = bonusPayOf(p, fromKey(key));
    if (l) {
      lines[l.key] = (lines[l.key] ?? 0) + n;
      total += (BigInt(n) * BigInt(l.pay.num) * BigInt(D)) / BigInt(l.pay.den);
    } else total -= BigInt(n) * BigInt(D);
  }
  return { ev: q(total, BigInt(DEALS * D)), lines };
}

/**
 * The stated simple strategy: call with a pair or better that uses one of the player's cards, four to a flush using
 * one of them, four of five consecutive ranks (an open-ended or an inside straight draw) using one of them, or a ten
 * or higher in the hand; fold otherwise.
 */
export function callsSimple(hole: readonly CardIndex[], flop: readonly CardIndex[]): boolean {
  const hr = hole.map(rankOf);
  if (hr.some((r) => r >= 8)) return true;
  const ranks = new Int8Array(13);
  const suits = new Int8Array(4);
  for (const c of [...hole, ...flop]) {
    ranks[rankOf(c)] = (ranks[rankOf(c)] ?? 0) + 1;
    suits[suitOf(c)] = (suits[suitOf(c)] ?? 0) + 1;
  }
  if (hr.some((r) => (ranks[r] as number) >= 2)) return true;
  if (hole.some((c) => (suits[suitOf(c)] as number) >= 4)) return true;
  for (let lo = -1; lo <= 8; lo++) {
    const window = [0, 1, 2, 3, 4].map((k) => (lo + k < 0 ? 12 : lo + k));
    if (window.filter((r) => (ranks[r] as number) > 0).length >= 4 && hr.some((r) => window.includes(r))) return true;
  }
  return false;
}

/** The result of a called hand, per unit of ante (ante and call together), under the profile's rules. */
export function calledResult(p: HoldemProfile, player: number, dealer: number, qualifier: number): number {
  return outcomeResult(p, calledOutcome(player, dealer, qualifier), anteCategory(player));
}

type Outcome = 'fold' | 'win' | 'tie' | 'lose' | 'not-qualified' | 'not-qualified-beaten';
const anteCategory = (v: number): string => (isRoyal(v) ? 'royal-flush' : category(v));
const calledOutcome = (player: number, dealer: number, qualifier: number): Outcome =>
  dealer < qualifier ? (dealer > player ? 'not-qualified-beaten' : 'not-qualified') : player > dealer ? 'win' : player === dealer ? 'tie' : 'lose';

/** The result per unit of ante of an outcome with the player's final category under a profile. */
export function outcomeResult(p: HoldemProfile, o: Outcome, cat: string): number {
  if (o === 'fold') return -1;
  const m = p.callMultiple.value;
  const t = p.antePays.value;
  const a = (t[cat as keyof typeof t] ?? t['straight-flush']) as PayRatio;
  const ante = a.num / a.den;
  if (o === 'not-qualified') return ante;
  if (o === 'not-qualified-beaten') return p.anteAgainstUnqualified.value === 'paid-unless-beaten' ? -1 : ante;
  if (o === 'win') return ante + (m * p.playPays.value.num) / p.playPays.value.den;
  return o === 'tie' ? 0 : -1 - m;
}

/**
 * A seeded Monte Carlo of whole deals under the simple strategy, counted by outcome (fold; win, tie, lose against a
 * qualifying dealer; an unqualified dealer below or above the player) and the player's final category: independent of
 * the pay tables, so stored (casino-holdem-data.json) and checked against a fresh run by a test.
 */
export function anteClasses(hands: number, seed: string): Record<string, number> {
  const rng = seededRng(seed);
  const qv = evaluate(QUALIFIER.map(parseCard), RULES);
  const deck = Array.from({ length: 52 }, (_, i) => i);
  const out: Record<string, number> = {};
  for (let h = 0; h < hands; h++) {
    for (let i = 0; i < 9; i++) {
      const j = i + rng.int(52 - i);
      const t = deck[i] as number;
      deck[i] = deck[j] as number;
      deck[j] = t;
    }
    const hole = [deck[0] as number, deck[1] as number];
    const flop = [deck[4] as number, deck[5] as number, deck[6] as number];
    let key = 'fold:-';
    if (callsSimple(hole, flop)) {
      const board = [...flop, deck[7] as number, deck[8] as number];
      const pv = evaluate([...hole, ...board], RULES);
      key = `${calledOutcome(pv, evaluate([deck[2] as number, deck[3] as number, ...board], RULES), qv)}:${anteCategory(pv)}`;
    }
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

/** The qualifier the stored ante counts were made with (a pair of fours, both texts). */
export const QUALIFIER = ['4c', '4d', '5h', '3s', '2c'];

export interface AnteEstimate {
  readonly mean: number;
  readonly sd: number;
  readonly hands: number;
  readonly callRate: number;
  /** Mean per unit wagered on average (ante + the average call): the element of risk. */
  readonly perWager: number;
}

/** The ante and the call under the simple strategy, per unit of ante, from the stored counts. */
export function estimateAnte(p: HoldemProfile): AnteEstimate {
  if (p.qualifier.value !== QUALIFIER.join('')) throw new ConfigError('house-poker/no-analysis', `${p.id}: the stored analysis is for a dealer qualifying with ${QUALIFIER.join('')}`, { cite: p.qualifier.cite });
  let sum = 0;
  let sumSq = 0;
  let calls = 0;
  const hands = storedData().ante.hands;
  for (const [key, n] of Object.entries(storedData().ante.classes)) {
    const [o, cat] = key.split(':') as [Outcome, string];
    const x = outcomeResult(p, o, cat);
    sum += n * x;
    sumSq += n * x * x;
    if (o !== 'fold') calls += n;
  }
  const mean = sum / hands;
  const callRate = calls / hands;
  return { mean, sd: Math.sqrt(Math.max(0, sumSq / hands - mean * mean)), hands, callRate, perWager: mean / (1 + callRate * p.callMultiple.value) };
}

/**
 * The exact expectation of calling, per unit of ante, in one situation (the player's two cards and the flop): every
 * turn and river (990) against every holding of the dealer from the 45 cards left (990).
 */
export function callEv(p: HoldemProfile, hole: readonly CardIndex[], flop: readonly CardIndex[]): number {
  const qv = evaluate((p.qualifier.value.match(/../g) ?? []).map(parseCard), RULES);
  const used = new Set([...hole, ...flop]);
  const rest = Array.from({ length: 52 }, (_, i) => i).filter((c) => !used.has(c));
  let sum = 0;
  let n = 0;
  for (let t = 0; t < 47; t++)
    for (let r = t + 1; r < 47; r++) {
      const board = [...flop, rest[t] as number, rest[r] as number];
      const pv = evaluate([...hole, ...board], RULES);
      for (let a = 0; a < 47; a++) {
        if (a === t || a === r) continue;
        for (let b = a + 1; b < 47; b++) {
          if (b === t || b === r) continue;
          sum += calledResult(p, pv, evaluate([rest[a] as number, rest[b] as number, ...board], RULES), qv);
          n++;
        }
      }
    }
  return sum / n;
}
