/**
 * @module games/trente-et-quarante/shoe-average
 * The value of the chances averaged over every coup of the shoe, not only the first one's. math.ts gives the exact
 * distribution of one coup dealt from a full shoe; later coups are dealt from what the earlier ones left, and the
 * cards a coup takes are not a random sample (a row stops as soon as it passes 30), so the composition drifts and
 * so do the chances of après and of a void. The exact average over a shoe's coups would sum over every composition
 * the coups can leave (some 10^14 for six decks); it is estimated here by dealing whole shoes, each with the red card
 * `reserve` cards from the end (a coup the red card interrupts is void and ends the shoe, 000 §05 V.3), a bet of one
 * unit on every coup, and prison bets followed into the next shoe.
 *
 * What a bet returns is computed given only the sequence of coup kinds (decisive, void, après): on a decisive coup
 * each chance wins with probability exactly ½ whatever the composition (the rows are symmetric, and the noir row's
 * first card is red with probability ½), so its return is replaced by its expectation (Rao–Blackwell): 1 on a
 * decisive or void coup; on après ½ (half back), or, in prison, ½ of the nominal at the first decisive coup, the
 * nominal halved at every further après (the rule of math.ts, V(1) = p / (1 − v − z/2)). Only the après and void
 * coups then carry randomness, and the figures are precise to about 10^−5 over a few million coups.
 */
import type { Rng } from '../../rng/rng.js';

const DECISIVE = 0;
const VOID = 1;
const APRES = 2;

export interface ShoeAverage {
  readonly shoes: number;
  readonly coups: number;
  /** The frequency of each kind of coup over the shoes' coups. */
  readonly apres: number;
  readonly void: number;
  /** Coups the red card interrupted (void, the shoe ends: 000 §05 V.3), as a fraction of the coups. */
  readonly interrupted: number;
  /** The mean value of a bet of 1 going into prison on 31–31 (math.ts: V(1) from the first coup's distribution). */
  readonly prisonValue: { readonly mean: number; readonly se: number };
  /** Mean return of a unit bet on every coup and its standard error: half back, and en prison, on 31–31. */
  readonly half: { readonly rtp: number; readonly se: number };
  readonly prison: { readonly rtp: number; readonly se: number };
  /** The same over the first coups of the shoes only (the exact figures of math.ts, as a check). */
  readonly firstCoup: { readonly coups: number; readonly apres: number; readonly half: { readonly rtp: number; readonly se: number }; readonly prison: { readonly rtp: number; readonly se: number } };
}

/** The kinds of the coups of `shoes` shoes dealt one after another (and whether each opened its shoe). */
function dealShoes(decks: number, reserve: number, redCardVoids: boolean, shoes: number, rng: Rng): { kinds: Uint8Array; first: Uint8Array; n: number; interrupted: Uint8Array } {
  const values: number[] = [];
  for (let d = 0; d < 4 * decks; d++) for (let v = 1; v <= 13; v++) values.push(Math.min(v, 10));
  const N = values.length;
  const cards = Int8Array.from(values);
  const cutAt = Math.max(0, N - reserve);
  let kinds = new Uint8Array(1 << 16);
  let first = new Uint8Array(1 << 16);
  let cut = new Uint8Array(1 << 16);
  let n = 0;
  const push = (kind: number, opens: boolean, interrupted = false): void => {
    if (n === kinds.length) {
      const c = new Uint8Array(2 * n);
      c.set(cut);
      cut = c;
      const k = new Uint8Array(2 * n);
      k.set(kinds);
      kinds = k;
      const f = new Uint8Array(2 * n);
      f.set(first);
      first = f;
    }
    kinds[n] = kind;
    first[n] = opens ? 1 : 0;
    cut[n] = interrupted ? 1 : 0;
    n++;
  };
  for (let s = 0; s < shoes; s++) {
    for (let i = N - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = cards[i] as number;
      cards[i] = cards[j] as number;
      cards[j] = t;
    }
    let pos = 0;
    let opens = true;
    while (pos < cutAt) {
      const totals = [0, 0];
      let interrupted = false;
      for (let row = 0; row < 2 && !interrupted; row++)
        while ((totals[row] as number) < 31) {
          if (pos >= cutAt && redCardVoids) {
            interrupted = true;
            break;
          }
          if (pos >= N) {
            interrupted = true;
            break;
          }
          totals[row] = (totals[row] as number) + (cards[pos++] as number);
        }
      if (interrupted) {
        push(VOID, opens, true);
        break;
      }
      const [b, r] = totals as [number, number];
      push(b === r ? (b === 31 ? APRES : VOID) : DECISIVE, opens);
      opens = false;
    }
  }
  return { kinds, first, n, interrupted: cut };
}

const meanSe = (sum: number, sum2: number, n: number): { rtp: number; se: number } => {
  const m = sum / n;
  return { rtp: m, se: Math.sqrt(Math.max(0, sum2 / n - m * m) / n) };
};

/**
 * Deals `shoes` shoes of `decks` decks (red card `reserve` cards from the end) and returns the chances' mean return
 * per coup. The last coups' prison bets are followed into extra shoes, which place no bets of their own.
 */
export function shoeAverage(decks: number, reserve: number, redCardVoids: boolean, shoes: number, rng: Rng): ShoeAverage {
  // Two extra shoes settle the last prison bets (a bet still in prison after them is valued at 0: negligible).
  const { kinds, first, n, interrupted } = dealShoes(decks, reserve, redCardVoids, shoes + 2, rng);
  let counted = 0;
  for (let i = 0, s = 0; i < n; i++) {
    if (first[i] === 1) s++;
    if (s > shoes) break;
    counted = i + 1;
  }
  // prisonFrom[i]: the value of a prison bet of nominal 1 waiting for coup i (backwards: decisive ½, void skip, après halves).
  const prisonFrom = new Float64Array(n + 1);
  for (let i = n - 1; i >= 0; i--) prisonFrom[i] = kinds[i] === DECISIVE ? 0.5 : kinds[i] === VOID ? (prisonFrom[i + 1] as number) : (prisonFrom[i + 1] as number) / 2;
  const acc = { h: 0, h2: 0, p: 0, p2: 0, a: 0, v: 0, i: 0, pv: 0, pv2: 0 };
  const acc1 = { n: 0, h: 0, h2: 0, p: 0, p2: 0, a: 0 };
  for (let i = 0; i < counted; i++) {
    const k = kinds[i] as number;
    const h = k === APRES ? 0.5 : 1;
    const p = k === APRES ? (prisonFrom[i + 1] as number) : 1;
    acc.h += h;
    acc.h2 += h * h;
    acc.p += p;
    acc.p2 += p * p;
    if (k === APRES) {
      acc.a++;
      acc.pv += p;
      acc.pv2 += p * p;
    }
    if (k === VOID) acc.v++;
    if (interrupted[i] === 1) acc.i++;
    if (first[i] === 1) {
      acc1.n++;
      acc1.h += h;
      acc1.h2 += h * h;
      acc1.p += p;
      acc1.p2 += p * p;
      if (k === APRES) acc1.a++;
    }
  }
  return {
    shoes,
    coups: counted,
    apres: acc.a / counted,
    void: acc.v / counted,
    interrupted: acc.i / counted,
    prisonValue: (({ rtp, se }) => ({ mean: rtp, se }))(meanSe(acc.pv, acc.pv2, acc.a)),
    half: meanSe(acc.h, acc.h2, counted),
    prison: meanSe(acc.p, acc.p2, counted),
    firstCoup: { coups: acc1.n, apres: acc1.a / acc1.n, half: meanSe(acc1.h, acc1.h2, acc1.n), prison: meanSe(acc1.p, acc1.p2, acc1.n) },
  };
}
