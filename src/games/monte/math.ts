/**
 * @module games/monte/math
 * Exact returns of every Monte bet by enumeration over the 40-card pack (001 §13), as rationals:
 * 1. every way the layout can come out — burned pairs, doubled and tripled boxes, a fourth card of the third's value,
 *    void rounds — enumerated card by card, using only the game's symmetries (values that are interchangeable, and
 *    rotations of the circular suit order, under which Camo, Anti and Viudo are unchanged); each layout reduced to
 *    what the bets see: how often each box is doubled, the cards burned, the cards left, and which of each box's
 *    Camo, Anti and Viudo are still in the pack;
 * 2. for each layout, the deciding card of Primeras is any of the `m` matching cards left with probability 1/m, and
 *    it is also the first card turned with probability 1/R (R cards left);
 * 3. Segundas, on the other horizontal pair: each of its `m₂` cards decides with probability 1/m₂, and is the first
 *    card turned with probability E[1/R′] over the cards Primeras turned (the position of the first of m matching
 *    cards among R).
 * Bets are made after the layout, so every return is conditional on a round that is not void. The 10% deduction is
 * taken exactly (unrounded). Primeras bets include what a carried Cartas bet returns in Segundas; a Segundas bet
 * (`segundas/<bet>`) is averaged over the rounds in which its boxes are in play.
 */
import type { BetReturn, RtpReport } from '../../core/contract.js';
import { add, div, mul, num, q, str, sub, ZERO, type Rational } from '../../math/rational.js';
import { betsOffered, parseBet, resolve, segundasPair, type Position, type Relation, type ResolveContext } from './layout.js';
import type { MonteProfile } from './profile.js';

const RELS: readonly Relation[] = ['camo', 'anti', 'viudo'];
const REL_STEP: Record<Relation, number> = { camo: 1, anti: 3, viudo: 2 };
const has = (mask: number, suit: number): boolean => (mask & (1 << suit)) !== 0;
const count = (masks: readonly number[]): number => masks.reduce((n, m) => n + ((m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1)), 0);
const rot = (m: number, r: number): number => ((m << r) | (m >> (4 - r))) & 15;

interface Box {
  readonly v: number;
  readonly suits: readonly number[];
}

/** The distinct cards to draw from `masks`, with how many cards each stands for (untouched values of one mask are interchangeable). */
function choices(masks: readonly number[], touched: readonly number[]): { v: number; s: number; mult: number }[] {
  const out: { v: number; s: number; mult: number }[] = [];
  const classes = new Map<number, number[]>();
  masks.forEach((m, v) => {
    if (touched.includes(v)) {
      for (let s = 0; s < 4; s++) if (has(m, s)) out.push({ v, s, mult: 1 });
    }
    else classes.set(m, [...(classes.get(m) ?? []), v]);
  });
  for (const [m, vs] of classes) for (let s = 0; s < 4; s++) if (has(m, s)) out.push({ v: vs[0] as number, s, mult: vs.length });
  return out;
}

const without = (masks: readonly number[], v: number, s: number): number[] => masks.map((m, i) => (i === v ? m & ~(1 << s) : m));

/** Layout key: doubling of boxes 1 and 2, burned cards, cards left, and which relation cards of each box are still in the pack (12 bits). */
function keyOf(masks: readonly number[], boxes: readonly Box[], burned: number): string {
  let bits = '';
  for (const b of boxes) for (const r of RELS) bits += has(masks[b.v] as number, ((b.suits[0] as number) + REL_STEP[r]) % 4) ? '1' : '0';
  return `${(boxes[0] as Box).suits.length - 1}${(boxes[1] as Box).suits.length - 1}|${burned}|${count(masks)}|${bits}`;
}

/** The distribution of layout keys (non-void) from a pack, and the chance of a void round. */
interface Dist {
  readonly keys: Map<string, Rational>;
  readonly voided: Rational;
}

export function layoutDist(masks0: readonly number[], burned0: number, fourth: 'burn' | 'void', memo: Map<string, Dist>, maxBurns = 20): Dist {
  const sig = `${burned0}:${Math.min(...[0, 1, 2, 3].map((r) => Number.parseInt(masks0.map((m) => rot(m, r).toString(16)).sort().join(''), 16)))}`;
  const hit = memo.get(sig);
  if (hit) return hit;
  // Sequences of `len` cards from this pack of n have probability 1/(n)_len: count them (times their multiplicity) by key and length.
  const counts = new Map<string, number>();
  const voidCounts = new Map<number, number>();
  const bump = <K>(m: Map<K, number>, k: K, x: number): void => void m.set(k, (m.get(k) ?? 0) + x);
  // Forward, one card at a time: the partial layouts with the same future (the same box suits and cards left of the box
  // values, the same untouched values up to relabelling, burned cards, next box) are merged, their sequence counts added.
  interface Partial {
    readonly masks: number[];
    readonly boxes: Box[];
    readonly burned: number;
    readonly target: 2 | 3;
    count: number;
  }
  const sigOf = (x: Omit<Partial, 'count'>): string =>
    `${x.boxes.map((b) => `${b.suits.join('')}:${x.masks[b.v]}`).join(';')}|${x.masks.filter((_, v) => !x.boxes.some((b) => b.v === v)).sort((a, b) => a - b).join(',')}|${x.burned}|${x.target}`;
  let frontier = new Map<string, Partial>();
  const add1 = (f: Map<string, Partial>, x: Omit<Partial, 'count'>, c: number): void => {
    const k = sigOf(x);
    const had = f.get(k);
    if (had) had.count += c;
    else f.set(k, { ...x, count: c });
  };
  const n = count(masks0);
  const burns: { sub: Dist; mult: number }[] = [];
  for (const a of choices(masks0, [])) {
    const ma = without(masks0, a.v, a.s);
    for (const b of choices(ma, [a.v])) {
      const mb = without(ma, b.v, b.s);
      if (a.v === b.v) {
        if (burned0 / 2 >= maxBurns) continue;
        burns.push({ sub: layoutDist(mb, burned0 + 2, fourth, memo, maxBurns), mult: a.mult * b.mult });
      } else add1(frontier, { masks: mb, boxes: [{ v: a.v, suits: [a.s] }, { v: b.v, suits: [b.s] }], burned: burned0, target: 2 }, a.mult * b.mult);
    }
  }
  while (frontier.size) {
    const next = new Map<string, Partial>();
    for (const st of frontier.values()) {
      const left = count(st.masks) - 1;
      for (const c of choices(st.masks, st.boxes.map((b) => b.v))) {
        const w = st.count * c.mult;
        const m1 = without(st.masks, c.v, c.s);
        const on = [0, 1].find((i) => (st.boxes[i] as Box).v === c.v);
        if (on !== undefined) {
          const grown = st.boxes.map((b, i) => (i === on ? { v: b.v, suits: [...b.suits, c.s] } : b));
          if ((grown[on] as Box).suits.length === 4) bump(voidCounts, n - left, w);
          else add1(next, { masks: m1, boxes: grown, burned: st.burned, target: st.target }, w);
        } else if (st.target === 3 && (st.boxes[2] as Box).v === c.v) {
          if (fourth === 'void') bump(voidCounts, n - left, w);
          else add1(next, { masks: m1, boxes: st.boxes, burned: st.burned + 1, target: 3 }, w);
        } else if (st.target === 2) add1(next, { masks: m1, boxes: [...st.boxes, { v: c.v, suits: [c.s] }], burned: st.burned, target: 3 }, w);
        else bump(counts, `${keyOf(m1, [...st.boxes, { v: c.v, suits: [c.s] }], st.burned)}#${n - left}`, w);
      }
    }
    frontier = next;
  }
  for (const c of [...counts.values(), ...voidCounts.values()]) if (!Number.isSafeInteger(c)) throw new RangeError('monte: a sequence count beyond 2^53');
  const falling = (len: number): bigint => {
    let f = 1n;
    for (let i = 0; i < len; i++) f *= BigInt(n - i);
    return f;
  };
  const keys = new Map<string, Rational>();
  const put = (k: string, w: Rational): void => void keys.set(k, add(keys.get(k) ?? ZERO, w));
  for (const [kl, c] of counts) {
    const i = kl.lastIndexOf('#');
    put(kl.slice(0, i), q(c, falling(Number(kl.slice(i + 1)))));
  }
  let voided = ZERO;
  for (const [len, c] of voidCounts) voided = add(voided, q(c, falling(len)));
  for (const { sub, mult } of burns) {
    const w = q(mult, falling(2));
    for (const [k, p] of sub.keys) put(k, mul(w, p));
    voided = add(voided, mul(w, sub.voided));
  }
  const d = { keys, voided };
  memo.set(sig, d);
  return d;
}

const binom = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

/** E[1/(R − k)] where k, the position of the first of m matching cards among R, is at least 2. */
function laterFirst(R: number, m: number): Rational {
  let num_ = ZERO;
  let den = 0n;
  for (let j = 2; j <= R - m + 1; j++) {
    const c = binom(R - j, m - 1);
    den += c;
    num_ = add(num_, q(c, R - j));
  }
  return den ? div(num_, q(den)) : ZERO;
}

/** A bet's return per unit staked, in hundredths (the 10% makes hundredths), exactly as the engine pays before rounding. */
function ret100(p: MonteProfile, bet: string, r: ReturnType<typeof resolve>, first: boolean, stage: 'primeras' | 'segundas'): number {
  if (r.kind === 'lose') return 0;
  if (r.kind === 'none') return 100;
  const gross = !bet.startsWith('cartas-') && p.odds.value === 'for-one' ? Math.max(r.odds, 0) : 1 + Math.max(r.odds, 0);
  const d = p.firstCardDeduction.value;
  const applies = first && d.percent > 0 && (d.phases === 'both' || stage === 'primeras') && !(d.exceptVis && bet.startsWith('vis-'));
  if (!applies) return 100 * gross;
  return d.of === 'return' ? gross * (100 - d.percent) : 100 + Math.max(gross - 1, 0) * (100 - d.percent);
}

const fakeBoxes = (t1: number, t2: number): string[][] => [Array(t1 + 1).fill('x') as string[], Array(t2 + 1).fill('x') as string[], ['x'], ['x']];

export function monteRtp(p: MonteProfile, profileId: string): RtpReport {
  // Layouts after two or more burned pairs (about 0.6% of rounds) are not enumerated: their mass is reported as `unenumerated`.
  const dist = layoutDist(Array(10).fill(15) as number[], 0, p.fourthMatchesThird.value, new Map(), 1);
  const enumerated = [...dist.keys.values()].reduce(add, dist.voided);
  const live = num(sub(enumerated, dist.voided));
  const primeras = betsOffered('primeras', [1, 2, 3, 4]);
  const total: Record<string, number> = {};
  const weight: Record<string, number> = {};
  const acc = (bet: string, w: number, x: number): void => {
    total[bet] = (total[bet] ?? 0) + w * x;
    weight[bet] = (weight[bet] ?? 0) + w;
  };
  const later = new Map<string, number>();
  for (const [key, pk] of dist.keys) {
    const [tt, burnedS, RS, bits] = key.split('|') as [string, string, string, string];
    const burned = Number(burnedS);
    const R = Number(RS);
    const avail = (pos: Position, rel: Relation): boolean => bits[(pos - 1) * 3 + RELS.indexOf(rel)] === '1';
    const w = num(pk) / live;
    const boxes = fakeBoxes(Number(tt[0]), Number(tt[1]));
    const ctx = (stage: 'primeras' | 'segundas', inPlay: readonly Position[]): ResolveContext => ({ boxes, burned, stage, inPlay, pays: p.pays.value, points: p.points.value });
    const cards = (inPlay: readonly Position[]): { pos: Position; rel: Relation }[] => inPlay.flatMap((pos) => RELS.filter((rel) => avail(pos, rel)).map((rel) => ({ pos, rel })));
    const xs = cards([1, 2, 3, 4]);
    const m = xs.length;
    const lf = `${R}:${m}`;
    if (!later.has(lf)) later.set(lf, num(laterFirst(R, m)));
    const pFirst = 1 / R;
    const pLater = 1 / m - 1 / R;
    // Segundas on `pair` after a Primeras card turned first or not: each Segundas bet's expected return per unit.
    const seg = new Map<string, Map<string, number>>();
    const segundasReturns = (pair: Position[], first: boolean): Map<string, number> => {
      const k = `${pair.join('')}${first}`;
      const known = seg.get(k);
      if (known) return known;
      const pf = first ? 1 / (R - 1) : (later.get(lf) as number);
      const ys = cards(pair);
      const c2 = ctx('segundas', pair);
      const out = new Map<string, number>();
      for (const bet of [...betsOffered('segundas', pair)]) {
        let x = 0;
        for (const y of ys)
          x += (pf * ret100(p, bet, resolve(bet, { card: '', pos: y.pos, rel: y.rel, first: true }, c2), true, 'segundas') + (1 / ys.length - pf) * ret100(p, bet, resolve(bet, { card: '', pos: y.pos, rel: y.rel, first: false }, c2), false, 'segundas')) / 100;
        out.set(bet, x);
      }
      seg.set(k, out);
      return out;
    };
    const c1 = ctx('primeras', [1, 2, 3, 4]);
    for (const bet of primeras) {
      const parsed = parseBet(bet);
      let x = 0;
      for (const d of xs) {
        for (const first of [true, false]) {
          const r = resolve(bet, { card: '', pos: d.pos, rel: d.rel, first }, c1);
          const pair = segundasPair(d.pos);
          const carries = r.kind === 'none' && p.carry.value === 'carry' && parsed?.kind === 'cartas' && [...parsed.cartas.side, ...parsed.cartas.against].every((b) => pair.includes(b));
          x += (first ? pFirst : pLater) * (carries ? (segundasReturns(pair, first).get(bet) as number) : ret100(p, bet, r, first, 'primeras') / 100);
        }
      }
      acc(bet, w, x);
    }
    for (const d of xs) {
      for (const first of [true, false]) {
        const pair = segundasPair(d.pos);
        for (const [bet, x] of segundasReturns(pair, first)) acc(`segundas/${bet}`, w * (first ? pFirst : pLater), x);
      }
    }
  }
  const bets: BetReturn[] = Object.keys(total).map((bet) => {
    const rtp = (total[bet] as number) / (weight[bet] as number);
    return { bet, houseEdge: 1 - rtp, rtp, method: 'exact' };
  });
  return {
    game: 'monte',
    profile: profileId,
    bets,
    voidRound: str(dist.voided),
    unenumerated: num(sub(q(1), enumerated)),
    layouts: dist.keys.size,
    basis:
      'one 40-card pack per round, every order equally likely; every layout enumerated with its exact probability (a rational), the bets then averaged in double precision; bets placed after the layout (void rounds excluded); 10% taken unrounded',
  };
}
