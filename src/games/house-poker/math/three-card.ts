/**
 * @module games/house-poker/math/three-card
 * Exact analysis of a three-card game against the dealer (ante/play with the dealer's qualification, the ante bonus,
 * pair plus) by enumeration of every deal: all 22,100 player hands against all 18,424 dealer hands of the 49 cards
 * left (407,170,400 deals), counted without visiting each pair. For a player hand, the dealer hands below a value x
 * that share no card with it are, by inclusion–exclusion over its three cards,
 *   L(x) = A(x) − Σ_c A_c(x) + Σ_{c<c'} A_{cc'}(x) − [own < x],
 * where A counts all hands below x (binary search in the sorted values), A_c those holding card c (sorted per card)
 * and A_{cc'} those holding both (50 hands, counted directly). The optimal decision per hand compares the play's
 * exact expectation with a fold's (−1 ante); every figure is an exact rational.
 */
import { q, str, num, type Rational } from '../../../math/rational.js';
import type { RankingRules } from '../../../poker-eval/rules.js';
import { evaluate } from '../../../poker-eval/evaluate.js';
import { describe } from '../../../poker-eval/describe.js';
import type { HandValue } from '../../../poker-eval/value.js';
import { payLine, qualifierValue } from '../engine/hands.js';
import { commonDenominator, type HousePokerProfile, type PayRatio, type PayTable } from '../engine/profile.js';

const DEALER_HANDS = 18424; // C(49, 3)
const PLAYER_HANDS = 22100; // C(52, 3)

interface Tables {
  readonly values: Int32Array; // by hand index
  readonly cards: Int32Array; // 3 per hand
  readonly sorted: Int32Array;
  readonly perCard: Int32Array[]; // sorted values of the hands holding each card
  readonly index: Int32Array; // a*2704 + b*52 + c (a<b<c) → hand index
  readonly perPair: Int32Array[]; // a*52 + b (a<b): sorted values of the 50 hands holding both
}
const cache = new Map<string, Tables>();

function tables(rules: RankingRules): Tables {
  const hit = cache.get(rules.id);
  if (hit) return hit;
  const values = new Int32Array(PLAYER_HANDS);
  const cards = new Int32Array(PLAYER_HANDS * 3);
  const index = new Int32Array(52 * 52 * 52).fill(-1);
  const per: number[][] = Array.from({ length: 52 }, () => []);
  let i = 0;
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++) {
        const v = evaluate([a, b, c], rules);
        values[i] = v;
        cards.set([a, b, c], i * 3);
        index[a * 2704 + b * 52 + c] = i;
        (per[a] as number[]).push(v);
        (per[b] as number[]).push(v);
        (per[c] as number[]).push(v);
        i++;
      }
  const perPair: Int32Array[] = [];
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++) {
      const vs: number[] = [];
      for (let k = 0; k < 52; k++) {
        if (k === a || k === b) continue;
        const [x1, x2, x3] = [a, b, k].sort((m, n) => m - n) as [number, number, number];
        vs.push(values[index[x1 * 2704 + x2 * 52 + x3] as number] as number);
      }
      perPair[a * 52 + b] = Int32Array.from(vs).sort();
    }
  const t: Tables = { values, cards, sorted: Int32Array.from(values).sort(), perCard: per.map((x) => Int32Array.from(x).sort()), index, perPair };
  cache.set(rules.id, t);
  return t;
}

/** How many of the sorted values are below x. */
function below(arr: Int32Array, x: number): number {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((arr[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}


export interface ThreeCardAnalysis {
  /** The player's expectation on ante + play per unit of ante under optimal play (negative: the house's edge). */
  readonly antePlay: Rational;
  /** The same per unit wagered on average (ante + the average play bet): the element of risk. */
  readonly antePlayPerWager: Rational;
  /** A blind hand (engine/blind.ts): every hand played unseen, per unit of ante, one entry per play multiple. */
  readonly alwaysPlay: readonly { readonly multiple: number; readonly ev: Rational }[];
  readonly pairPlus: Rational | null;
  readonly playProbability: Rational;
  /** Play or fold, per hand index (1: play). */
  readonly play: Uint8Array;
  /** The multiple of the ante the play bet takes when playing. */
  readonly multiple: number;
  readonly lowestPlayed: HandValue;
  /** Hands at or above the lowest played hand that are folded all the same (card removal). */
  readonly foldedAbove: number;
  readonly deals: number;
}

const analyses = new Map<string, ThreeCardAnalysis>();

/** The exact analysis of a profile's pay tables and qualifier (cached by the rules that matter). */
export function analyseThreeCard(p: HousePokerProfile, rules: RankingRules): ThreeCardAnalysis {
  const key = JSON.stringify([rules.id, p.qualifier.value, p.playMultiples.value, p.antePays.value, p.anteWhenNotQualified.value, p.playPays.value, p.anteBonus.value, p.pairPlus.value]);
  const hit = analyses.get(key);
  if (hit) return hit;
  const t = tables(rules);
  const ratios: PayRatio[] = [p.antePays.value, p.anteWhenNotQualified.value, p.playPays.value, ...Object.values(p.anteBonus.value), ...Object.values(p.pairPlus.value ?? {})].filter((x): x is PayRatio => !!x);
  const D = commonDenominator(ratios);
  const u = (r: PayRatio): number => (r.num * D) / r.den; // winnings per unit, in 1/D
  const pay = (v: HandValue, table: PayTable | null): number => {
    const l = payLine(v, table);
    return l ? u(l.pay) : 0;
  };
  const qv = qualifierValue(p.qualifier.value, rules);
  const aW = u(p.antePays.value);
  const aNQ = u(p.anteWhenNotQualified.value);
  const pW = u(p.playPays.value);
  const mults = p.playMultiples.value;
  const play = new Uint8Array(PLAYER_HANDS);
  let total = 0; // Σ EV × N × D over hands
  const always = mults.map(() => 0); // Σ EV × N × D of playing every hand, per multiple
  let wager = 0; // Σ (1 + m·[play]) over hands
  let played = 0;
  let ppTotal = 0;
  let lowest = Number.MAX_SAFE_INTEGER;
  let chosenMultiple = mults[0] as number;
  const pairBelow = (a: number, b: number, x: number): number => below(t.perPair[a * 52 + b] as Int32Array, x);
  for (let h = 0; h < PLAYER_HANDS; h++) {
    const a = t.cards[h * 3] as number;
    const b = t.cards[h * 3 + 1] as number;
    const c = t.cards[h * 3 + 2] as number;
    const pv = t.values[h] as number;
    const L = (x: number): number =>
      below(t.sorted, x) - below(t.perCard[a] as Int32Array, x) - below(t.perCard[b] as Int32Array, x) - below(t.perCard[c] as Int32Array, x) + pairBelow(a, b, x) + pairBelow(a, c, x) + pairBelow(b, c, x) - (pv < x ? 1 : 0);
    const nq = qv === null ? 0 : L(qv);
    const lq = qv === null ? 0 : qv;
    const lose = DEALER_HANDS - L(Math.max(pv + 1, lq));
    const win = pv > lq ? L(pv) - nq : 0;
    const tie = DEALER_HANDS - nq - win - lose;
    if (tie < 0) throw new Error('three-card enumeration: negative count');
    const anteEv = nq * aNQ + win * aW - lose * D;
    const playUnit = win * pW - lose * D; // per unit of play bet
    const bonus = pay(pv, p.anteBonus.value) * DEALER_HANDS;
    let best = -DEALER_HANDS * D; // fold
    let m = 0;
    mults.forEach((mm, i) => {
      const ev = anteEv + mm * playUnit + bonus;
      always[i] = (always[i] as number) + ev;
      if (ev > best) [best, m] = [ev, mm];
    });
    total += best;
    if (m) {
      play[h] = 1;
      played++;
      wager += 1 + m;
      chosenMultiple = m;
      if (pv < lowest) lowest = pv;
    } else wager += 1;
    if (p.pairPlus.value) ppTotal += pay(pv, p.pairPlus.value) === 0 ? -D : pay(pv, p.pairPlus.value);
  }
  let foldedAbove = 0;
  for (let h = 0; h < PLAYER_HANDS; h++) if (!play[h] && (t.values[h] as number) >= lowest) foldedAbove++;
  const den = PLAYER_HANDS * DEALER_HANDS * D;
  const out: ThreeCardAnalysis = {
    antePlay: q(BigInt(total), BigInt(den)),
    antePlayPerWager: q(BigInt(total), BigInt(DEALER_HANDS * D * wager)),
    alwaysPlay: mults.map((multiple, i) => ({ multiple, ev: q(BigInt(always[i] as number), BigInt(den)) })),
    pairPlus: p.pairPlus.value ? q(BigInt(ppTotal), BigInt(PLAYER_HANDS * D)) : null,
    playProbability: q(played, PLAYER_HANDS),
    play,
    multiple: chosenMultiple,
    lowestPlayed: lowest,
    foldedAbove,
    deals: PLAYER_HANDS * DEALER_HANDS,
  };
  analyses.set(key, out);
  return out;
}

/** The hand index of three cards (poker-eval indices), for the strategy table. */
export function handIndex(cards: readonly number[], rules: RankingRules): number {
  const [a, b, c] = [...cards].sort((x, y) => x - y) as [number, number, number];
  return tables(rules).index[a * 2704 + b * 52 + c] as number;
}

export const describeLowest = (a: ThreeCardAnalysis): string => describe(a.lowestPlayed, 'en');
export const asNumber = num;
export const asString = str;
