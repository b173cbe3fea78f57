/**
 * @module games/monte/math
 * Exact returns of every Monte bet by enumeration over the 40-card pack (001 §13), in integers and rationals (BigInt;
 * no floating point until the decimals of the report):
 * 1. every way the layout can come out — any number of burned pairs, doubled and tripled boxes, a fourth card of the
 *    third's value, void rounds — enumerated card by card up to the game's symmetries (values not yet drawn are
 *    interchangeable by kind; one value's suits can be rotated without changing a Camo, Anti or Viudo), each layout
 *    counted in orders of the pack and reduced to what the bets see: how often boxes 1 and 2 are doubled, the cards
 *    burned, the cards left, and which of each box's Camo, Anti and Viudo are still in the pack;
 * 2. for each layout, the deciding card of Primeras is any of the `m` matching cards left with probability 1/m, and
 *    it is also the first card turned with probability 1/R (R cards left);
 * 3. Segundas, on the other horizontal pair: each of its `m₂` cards decides with probability 1/m₂, and is the first
 *    card turned with probability E[1/R′] over the cards Primeras turned (the position of the first of m matching
 *    cards among R); with no card of the pair left, its bets are returned.
 * Bets are made after the layout, so every return is conditional on a round that is not void. The 10% deduction is
 * taken exactly (unrounded). Primeras bets include what a carried Cartas bet returns in Segundas; a Segundas bet
 * (`segundas/<bet>`) is averaged over the rounds in which its boxes are in play.
 */
import type { BetReturn, RtpReport } from '../../core/contract.js';
import { add, div, mul, neg, num, ONE, q, str, sub, ZERO, type Rational } from '../../math/rational.js';
import { betsOffered, parseBet, POSITIONS, resolve, segundasPair, type Position, type Relation, type ResolveContext } from './layout.js';
import type { MonteProfile } from './profile.js';

const RELS: readonly Relation[] = ['camo', 'anti', 'viudo'];
const REL_STEP: Record<Relation, number> = { camo: 1, anti: 3, viudo: 2 };
const has = (mask: number, suit: number): boolean => (mask & (1 << suit)) !== 0;

/** The distribution of layout keys over every order of the pack. */
export interface Dist {
  /** Per layout key, the number of orders of the whole pack that lay it out (a share of `total`). */
  readonly keys: Map<string, bigint>;
  /** The orders of the pack that void the round. */
  readonly voided: bigint;
  /** 40!: every order of the pack. */
  readonly total: bigint;
  /** The longest layout, in cards (burned pairs included). */
  readonly longest: number;
}

const bitsOf = (m: number): number => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1);
/** Camo, Anti, Viudo of a box whose cards left are `m`, relative to its laid-out card (suit 0): '1' where still in the pack. */
const relBits = (m: number): string => RELS.map((r) => (has(m, REL_STEP[r]) ? '1' : '0')).join('');

/** A laid-out box: its cards (1 to 3) and the suits of its value still in the pack, relative to its first card. */
interface Box {
  readonly n: number;
  readonly left: number;
}

/**
 * A partial layout, with every value's suits kept only relative to the first card of it drawn (rotating one value's
 * suits changes no Camo, Anti or Viudo): values not yet drawn are counted by kind — four cards (`a`), or two cards
 * left after a burned pair, in adjacent (`b`) or opposite (`c`) suits — so partial layouts with the same future merge.
 */
interface Partial {
  readonly boxes: readonly Box[];
  /** Before the boxes: the cards left of the value of the first card of a pair, drawn and waiting for the second. */
  readonly pending: number | null;
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly burned: number;
  /** 0: drawing the first two (equal ones are burned); 2 or 3: the box being drawn. */
  readonly target: 0 | 2 | 3;
  count: bigint;
}

/** The cards of values not yet drawn: each with how many cards it stands for, what it leaves of its value, and the kinds left. */
function freshDraws(x: Partial): { mult: number; left: number; a: number; b: number; c: number }[] {
  const out: { mult: number; left: number; a: number; b: number; c: number }[] = [];
  if (x.a) out.push({ mult: 4 * x.a, left: 0b1110, a: x.a - 1, b: x.b, c: x.c });
  // Two adjacent suits left: drawing the lower leaves its Camo, the upper its Anti; two opposite: the Viudo.
  if (x.b) out.push({ mult: x.b, left: 0b0010, a: x.a, b: x.b - 1, c: x.c }, { mult: x.b, left: 0b1000, a: x.a, b: x.b - 1, c: x.c });
  if (x.c) out.push({ mult: 2 * x.c, left: 0b0100, a: x.a, b: x.b, c: x.c - 1 });
  return out;
}

/**
 * Every way the layout can come out from a full pack, any number of burned pairs included, counted card by card:
 * partial layouts with the same future are merged and their counts of card sequences added. All the arithmetic is on
 * integers (BigInt); a sequence of `len` cards stands for (40 − len)! orders of the whole pack.
 */
export function layoutDist(fourth: 'burn' | 'void'): Dist {
  const n = 40;
  const sigOf = (x: Omit<Partial, 'count'>): string => `${x.target}${x.pending ?? '-'}|${x.a},${x.b},${x.c}|${x.burned}|${x.boxes.map((b) => `${b.n}${b.left}`).join(',')}`;
  const add1 = (f: Map<string, Partial>, x: Omit<Partial, 'count'>, c: bigint): void => {
    const k = sigOf(x);
    const had = f.get(k);
    if (had) had.count += c;
    else f.set(k, { ...x, count: c });
  };
  const counts = new Map<string, bigint>();
  const voidCounts = new Map<number, bigint>();
  const bump = <K>(m: Map<K, bigint>, k: K, x: bigint): void => void m.set(k, (m.get(k) ?? 0n) + x);
  let frontier = new Map<string, Partial>();
  add1(frontier, { boxes: [], pending: null, a: 10, b: 0, c: 0, burned: 0, target: 0 }, 1n);
  let len = 0;
  let longest = 0;
  while (frontier.size) {
    len++;
    const next = new Map<string, Partial>();
    for (const st of frontier.values()) {
      const left = 4 * st.a + 2 * st.b + 2 * st.c + st.boxes.reduce((k, b) => k + bitsOf(b.left), 0) + (st.pending === null ? 0 : bitsOf(st.pending));
      // The pack ran out before the layout was complete: the round is void (pack-exhausted).
      if (left === 0) {
        bump(voidCounts, len - 1, st.count);
        continue;
      }
      const fresh = freshDraws(st);
      if (st.target === 0) {
        if (st.pending === null) {
          for (const f of fresh) add1(next, { ...st, pending: f.left, a: f.a, b: f.b, c: f.c }, st.count * BigInt(f.mult));
          continue;
        }
        for (let s = 0; s < 4; s++) {
          if (!has(st.pending, s)) continue;
          // The second card of the pair is of the first's value: both burned; the value's two cards left (if any) join the undrawn.
          const rest = st.pending & ~(1 << s);
          const kind = bitsOf(rest) === 0 ? {} : rest === 0b0101 || rest === 0b1010 ? { c: st.c + 1 } : { b: st.b + 1 };
          add1(next, { ...st, ...kind, pending: null, burned: st.burned + 2 }, st.count);
        }
        for (const f of fresh) add1(next, { ...st, pending: null, a: f.a, b: f.b, c: f.c, boxes: [{ n: 1, left: st.pending }, { n: 1, left: f.left }], target: 2 }, st.count * BigInt(f.mult));
        continue;
      }
      // A card of the value of box 1 or 2 doubles (then triples) it; the fourth of that value voids the round.
      for (const i of [0, 1]) {
        const box = st.boxes[i] as Box;
        for (let s = 0; s < 4; s++) {
          if (!has(box.left, s)) continue;
          if (box.n === 3) bump(voidCounts, len, st.count);
          else add1(next, { ...st, boxes: st.boxes.map((b, j) => (j === i ? { n: b.n + 1, left: b.left & ~(1 << s) } : b)) }, st.count);
        }
      }
      if (st.target === 3) {
        // A card of the third box's value while drawing the fourth: void, or burned.
        const third = st.boxes[2] as Box;
        for (let s = 0; s < 4; s++) {
          if (!has(third.left, s)) continue;
          if (fourth === 'void') bump(voidCounts, len, st.count);
          else add1(next, { ...st, burned: st.burned + 1, boxes: st.boxes.map((b, j) => (j === 2 ? { n: b.n, left: b.left & ~(1 << s) } : b)) }, st.count);
        }
      }
      for (const f of fresh) {
        const w = st.count * BigInt(f.mult);
        if (st.target === 2) add1(next, { ...st, a: f.a, b: f.b, c: f.c, boxes: [...st.boxes, { n: 1, left: f.left }], target: 3 }, w);
        else {
          const boxes = [...st.boxes, { n: 1, left: f.left }];
          bump(counts, `${(boxes[0] as Box).n - 1}${(boxes[1] as Box).n - 1}|${st.burned}|${left - 1}|${boxes.map((b) => relBits(b.left)).join('')}`, w * factorial(n - len));
          longest = len;
        }
      }
    }
    frontier = next;
  }
  let voided = 0n;
  for (const [l, c] of voidCounts) voided += c * factorial(n - l);
  return { keys: counts, voided, total: factorial(n), longest };
}

const FACT: bigint[] = [1n];
/** k! (memoised). */
function factorial(k: number): bigint {
  for (let i = FACT.length; i <= k; i++) FACT.push((FACT[i - 1] as bigint) * BigInt(i));
  return FACT[k] as bigint;
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

/**
 * Exact sums of `weight × x` where each weight is an integer (a count of pack orders) and each x a small rational:
 * terms are kept by the denominator of x, their numerators added as integers, so no fraction is reduced until the end.
 */
class ExactSums {
  private readonly by = new Map<string, Map<bigint, bigint>>();
  add(bet: string, weight: bigint, x: Rational): void {
    if (x.n === 0n || weight === 0n) return;
    let m = this.by.get(bet);
    if (!m) this.by.set(bet, (m = new Map()));
    m.set(x.d, (m.get(x.d) ?? 0n) + weight * x.n);
  }
  get(bet: string): Rational {
    let t = ZERO;
    for (const [d, n] of this.by.get(bet) ?? []) t = add(t, q(n, d));
    return t;
  }
  bets(): string[] {
    return [...this.by.keys()];
  }
}

/** One layout key's exact returns: each bet's expected return per unit given the layout, and each Segundas pair's chance. */
interface KeyReturns {
  readonly primeras: Map<string, Rational>;
  /** Per Segundas bet: its chance of being played (its pair in play) and its expected return times that chance. */
  readonly segundas: Map<string, { chance: Rational; value: Rational }>;
}

/** Every bet's payout (in hundredths) against each deciding card, for one shape of layout (doubling and burned cards). */
interface Payouts {
  /** Primeras: per bet, per deciding card (pos − 1) · 3 + relation, the return if it came first and if not; null where the bet carries. */
  readonly primeras: { bet: string; first: number[]; later: number[]; carries: (Position[] | null)[] }[];
  /** Segundas, per pair (`12`, `34`): per bet, the same. */
  readonly segundas: Map<string, { bet: string; first: number[]; later: number[] }[]>;
}

const DECIDERS: readonly { pos: Position; rel: Relation; i: number }[] = POSITIONS.flatMap((pos) => RELS.map((rel, j) => ({ pos, rel, i: (pos - 1) * 3 + j })));

function payouts(p: MonteProfile, t1: number, t2: number, burned: number): Payouts {
  const boxes = fakeBoxes(t1, t2);
  const ctx = (stage: 'primeras' | 'segundas', inPlay: readonly Position[]): ResolveContext => ({ boxes, burned, stage, inPlay, pays: p.pays.value, points: p.points.value, diagonals: p.diagonals.value });
  const c1 = ctx('primeras', POSITIONS);
  const primeras = betsOffered('primeras', POSITIONS).map((bet) => {
    const parsed = parseBet(bet);
    const first: number[] = [];
    const later: number[] = [];
    const carries: (Position[] | null)[] = [];
    for (const d of DECIDERS) {
      const rf = resolve(bet, { card: '', pos: d.pos, rel: d.rel, first: true }, c1);
      const rl = resolve(bet, { card: '', pos: d.pos, rel: d.rel, first: false }, c1);
      const pair = segundasPair(d.pos);
      const carry = (r: typeof rf): boolean => r.kind === 'none' && p.carry.value === 'carry' && parsed?.kind === 'cartas' && [...parsed.cartas.side, ...parsed.cartas.against].every((b) => pair.includes(b));
      if (carry(rf) !== carry(rl)) throw new RangeError(`monte: ${bet} carries or not by the first card`);
      first[d.i] = ret100(p, bet, rf, true, 'primeras');
      later[d.i] = ret100(p, bet, rl, false, 'primeras');
      carries[d.i] = carry(rf) ? pair : null;
    }
    return { bet, first, later, carries };
  });
  const segundas = new Map<string, { bet: string; first: number[]; later: number[] }[]>();
  for (const pair of [[1, 2], [3, 4]] as Position[][]) {
    const c2 = ctx('segundas', pair);
    segundas.set(
      pair.join(''),
      betsOffered('segundas', pair).map((bet) => {
        const first: number[] = [];
        const later: number[] = [];
        for (const d of DECIDERS.filter((x) => pair.includes(x.pos))) {
          first[d.i] = ret100(p, bet, resolve(bet, { card: '', pos: d.pos, rel: d.rel, first: true }, c2), true, 'segundas');
          later[d.i] = ret100(p, bet, resolve(bet, { card: '', pos: d.pos, rel: d.rel, first: false }, c2), false, 'segundas');
        }
        return { bet, first, later };
      }),
    );
  }
  return { primeras, segundas };
}

/**
 * One layout key's exact returns. The deciding card of Primeras is any of its m cards left with chance 1/m, and came
 * first with chance 1/R (R cards left); a Segundas card came first with chance 1/(R − 1) after a first Primeras card,
 * else E[1/R′] (`laterFirst`).
 */
function keyReturns(key: string, pay: Payouts, later: Map<string, Rational>): KeyReturns {
  const [, , RS, bits] = key.split('|') as [string, string, string, string];
  const R = Number(RS);
  const live = DECIDERS.filter((d) => bits[d.i] === '1');
  const m = live.length;
  // Boxes 3 and 4 always keep a card of their value (the layout ends with box 4's card): Primeras is always decided.
  if (m === 0) throw new RangeError(`monte: layout ${key} leaves Primeras no deciding card`);
  const lf = `${R}:${m}`;
  const pLater = q(R - m, m * R);
  const seg = new Map<string, Map<string, { first: Rational; later: Rational }>>();
  // Segundas on `pair`: each bet's expected return per unit after a first Primeras card and after a later one.
  const segundasReturns = (pair: string): Map<string, { first: Rational; later: Rational }> => {
    const known = seg.get(pair);
    if (known) return known;
    const ys = live.filter((d) => pair.includes(String(d.pos)));
    const m2 = ys.length;
    // Computed only where Segundas has a card: with m = 1 the Primeras card may be the pack's last.
    if (m2 && !later.has(lf)) later.set(lf, laterFirst(R, m));
    const lfr = later.get(lf) ?? ZERO;
    const out = new Map<string, { first: Rational; later: Rational }>();
    for (const b of pay.segundas.get(pair) ?? []) {
      // No card of the pair's values left (both doubled from burned values): the Segundas bets are returned.
      if (!m2) {
        out.set(b.bet, { first: ONE, later: ONE });
        continue;
      }
      let tf = 0;
      let tl = 0;
      for (const y of ys) {
        tf += b.first[y.i] as number;
        tl += b.later[y.i] as number;
      }
      // Σ_y [pf · ret(y, first) + (1/m₂ − pf) · ret(y, later)], in hundredths.
      out.set(b.bet, {
        first: q(BigInt(tf - tl) * BigInt(m2) + BigInt(tl) * BigInt(R - 1), 100n * BigInt(R - 1) * BigInt(m2)),
        later: q(BigInt(tf - tl) * lfr.n * BigInt(m2) + BigInt(tl) * lfr.d, 100n * lfr.d * BigInt(m2)),
      });
    }
    seg.set(pair, out);
    return out;
  };
  const primeras = new Map<string, Rational>();
  for (const b of pay.primeras) {
    let sf = 0;
    let sl = 0;
    let x: Rational | null = null;
    for (const d of live) {
      const pair = b.carries[d.i];
      if (pair) {
        const s = segundasReturns(pair.join('')).get(b.bet) as { first: Rational; later: Rational };
        const c = add(mul(q(1, R), s.first), mul(pLater, s.later));
        x = x ? add(x, c) : c;
      } else {
        sf += b.first[d.i] as number;
        sl += b.later[d.i] as number;
      }
    }
    // Σ_d [ret(d, first)/R + ret(d, later) · (1/m − 1/R)], in hundredths.
    const direct = q(sf * m + sl * (R - m), 100 * m * R);
    primeras.set(b.bet, x ? add(x, direct) : direct);
  }
  const segundas = new Map<string, { chance: Rational; value: Rational }>();
  for (const pair of ['34', '12']) {
    const here = live.filter((d) => segundasPair(d.pos).join('') === pair).length;
    if (!here) continue;
    const cf = q(here, R);
    const cl = mul(q(here), pLater);
    const chance = q(here, m);
    for (const [bet, s] of segundasReturns(pair)) segundas.set(`segundas/${bet}`, { chance, value: add(mul(cf, s.first), mul(cl, s.later)) });
  }
  return { primeras, segundas };
}

/** Each bet's exact return per unit staked (a rational), conditional on a round that is not void. */
export interface MonteExact {
  readonly returns: Map<string, Rational>;
  readonly voided: Rational;
  readonly layouts: number;
  /** The longest layout in cards (burned pairs included). */
  readonly longest: number;
}

const exactMemo = new Map<string, MonteExact>();

/** The profile's parameters the mathematics reads (the memo's key: limits, packs and staff change no return). */
export const mathSignature = (p: MonteProfile): string =>
  JSON.stringify([p.pays.value, p.odds.value, p.points.value, p.firstCardDeduction.value, p.carry.value, p.fourthMatchesThird.value, p.diagonals.value]);

/** Each bet's exact return, computed once per process for each set of the parameters it depends on (about 4 s of CPU). */
export function monteExact(p: MonteProfile): MonteExact {
  const sig = mathSignature(p);
  const known = exactMemo.get(sig);
  if (known) return known;
  const x = computeExact(p);
  exactMemo.set(sig, x);
  return x;
}

function computeExact(p: MonteProfile): MonteExact {
  const dist = layoutDist(p.fourthMatchesThird.value);
  let live = 0n;
  for (const w of dist.keys.values()) live += w;
  if (live + dist.voided !== dist.total) throw new RangeError('monte: the layouts and void rounds do not cover every order of the pack');
  const value = new ExactSums();
  const chance = new ExactSums();
  const later = new Map<string, Rational>();
  const shapes = new Map<string, Payouts>();
  for (const [key, w] of dist.keys) {
    const [tt, burned] = key.split('|') as [string, string];
    const shape = `${tt}|${burned}`;
    let pay = shapes.get(shape);
    if (!pay) shapes.set(shape, (pay = payouts(p, Number(tt[0]), Number(tt[1]), Number(burned))));
    const r = keyReturns(key, pay, later);
    for (const [bet, x] of r.primeras) value.add(bet, w, x);
    for (const [bet, s] of r.segundas) {
      value.add(bet, w, s.value);
      chance.add(bet, w, s.chance);
    }
  }
  const returns = new Map<string, Rational>();
  for (const bet of betsOffered('primeras', [1, 2, 3, 4])) returns.set(bet, div(value.get(bet), q(live)));
  for (const bet of chance.bets()) returns.set(bet, div(value.get(bet), chance.get(bet)));
  return { returns, voided: q(dist.voided, dist.total), layouts: dist.keys.size, longest: dist.longest };
}

export function monteRtp(p: MonteProfile, profileId: string): RtpReport {
  const x = monteExact(p);
  const bets: BetReturn[] = [...x.returns].map(([bet, rtp]) => {
    const ev = sub(rtp, ONE);
    return { bet, houseEdge: -num(ev), rtp: num(rtp), method: 'exact', fraction: str(ev), houseEdgeFraction: str(neg(ev)), rtpFraction: str(rtp) };
  });
  return {
    game: 'monte',
    profile: profileId,
    bets,
    voidRound: str(x.voided),
    // The bets the profile's load check warns of (or refuses): exact return over 100%.
    playerEdge: [...x.returns].filter(([, r]) => r.n > r.d).map(([bet, r]) => ({ bet, rtp: str(r) })),
    layouts: x.layouts,
    longestLayout: x.longest,
    basis:
      'one 40-card pack per round, every order equally likely; every layout enumerated (any number of burned pairs) and counted in orders of the pack (integers), each bet then averaged exactly (rationals); bets placed after the layout (void rounds excluded); 10% taken unrounded; a Segundas bet averaged over the rounds its pair is in play',
  };
}
