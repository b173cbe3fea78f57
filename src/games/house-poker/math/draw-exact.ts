/**
 * @module games/house-poker/math/draw-exact
 * The exact kernel of Draw poker (003 §2.2.6, `draw-poker`) for ONE starting hand under the stated strategy
 * (`DRAW_STRATEGY`, exchange/strategy.ts) and the dealer's draw by his fixed rules (exchange/dealer-draw.ts,
 * §2.2.6.23–27): the player's exact return per unit of ANTE (ANTE and BET together; the exchange is free) over every
 * replacement of his thrown cards, every dealer hand of five and every draw of the dealer's, each path weighted by
 * its exact probability. Amounts are the engine's own (math/exchange-exact.ts `planOf`).
 *
 * Symmetry: the dealer's five are dealt before the exchange, but they are a uniform five of the 47 cards the player
 * has not seen; the player's replacements (R, k cards) a uniform k of the rest, the dealer's draw a uniform j of the
 * 42 − k cards left. So for a replacement R the dealer's hands are the fives of U∖R (U: the 47 unseen) and his draw
 * the j-subsets of what neither holds.
 *
 * Grouping (what makes it affordable): the dealer's rules keep a set K of his five (a pat hand keeps all five, two
 * pair or a four-card draw four, three of a kind, a pair with its kicker or three high cards three) and throw T. Every
 * dealer hand K ∪ T of a group ends as K ∪ S, S drawn from the cards outside K, T and R. Counting each group's draws
 * ONCE: Σ_T Σ_{S∩T=∅} f(S) = Σ_S f(S)·N(S), N(S) the number of the group's thrown sets T that miss S and R —
 * for two thrown cards N(S) = V − deg(s₁) − deg(s₂) + [S is itself a thrown set] (V: the group's thrown sets that
 * miss R, deg(s): those holding s), for one N(s) = V − [s is a thrown card]. So the ≈ 1.3·10⁹ (dealer hand, draw)
 * pairs of a replacement are ≈ 17·10⁶ (group, draw) pairs, whose values are evaluated once per starting hand; a
 * replacement after which the strategy folds costs nothing (the ANTE is lost whatever the dealer holds).
 */
import type { Card } from '../../../cards/card.js';
import { q } from '../../../math/rational.js';
import { cardToString } from '../../../poker-eval/cards.js';
import { evaluate5Key } from '../../../poker-eval/high.js';
import { CARD_BIT as BIT, CARD_KEY as KEY } from '../../../poker-eval/high-tables.js';
import type { DealerDrawRule } from '../exchange/dealer-draw.js';
import { defaultExchangeTable, type ExchangeProfile } from '../exchange/profile.js';
import { exchangeFee } from '../exchange/settle.js';
import { firstChoice, type FirstChoice } from '../exchange/strategy.js';
import { idx, planOf, subsetsOf, value5, type HandExact, type Plan } from './exchange-exact.js';

// Module-level copies: the hot loops read plain arrays, not imported bindings.
const CARD_KEY = KEY;
const CARD_BIT = BIT;
// Categories of `poker-eval/value` (bits 20–23 of a standard high value).
const PAIR = 1;
const TWO_PAIR = 4;
const THREE = 6;
const STRAIGHT = 7;

/** Rank windows of five in a row as bitmasks of ranks 0 (deuce) … 12 (ace): A-2-3-4-5 up to T-J-Q-K-A. */
const WINDOWS = [0x100f, ...Array.from({ length: 9 }, (_, lo) => 0x1f << lo)];
const RANK_COUNT = new Int8Array(13);
const ORDER = new Int8Array(5);

/**
 * The dealer's thrown cards as a bitmask of positions 0–4, numerically (card indices 0–51, rank = index >> 2, suit =
 * index & 3; `v` their value): exactly exchange/dealer-draw.ts `dealerDrawPositions`, which a test checks. No
 * allocation: it runs for every dealer hand of every starting hand.
 */
export function dealerThrowMask(c: ArrayLike<number>, v: number, rule: DealerDrawRule): number {
  const cat = (v >>> 20) & 15;
  if (cat >= STRAIGHT) return 0;
  // The positions by rank, the lowest first (the ace high); ranks are distinct among the cards that matter here.
  for (let i = 0; i < 5; i++) {
    let j = i;
    while (j > 0 && c[ORDER[j - 1] as number]! >> 2 > c[i]! >> 2) {
      ORDER[j] = ORDER[j - 1] as number;
      j--;
    }
    ORDER[j] = i;
  }
  if (cat !== 0) {
    for (let i = 0; i < 5; i++) RANK_COUNT[c[i]! >> 2] = (RANK_COUNT[c[i]! >> 2] as number) + 1;
    let singles = 0;
    let highest = -1;
    for (let o = 0; o < 5; o++) {
      const i = ORDER[o] as number;
      if (RANK_COUNT[c[i]! >> 2] === 1) {
        singles |= 1 << i;
        highest = i;
      }
    }
    for (let i = 0; i < 5; i++) RANK_COUNT[c[i]! >> 2] = 0;
    if (cat === THREE || cat === TWO_PAIR) return singles;
    if (cat === PAIR) return singles & ~(1 << highest);
  }
  if (rule.noPairWithDraw === 'draw-one') {
    // A four-card flush: the odd card.
    for (let i = 0; i < 5; i++) {
      const suit = c[i === 0 ? 1 : 0]! & 3;
      let same = true;
      for (let j = 0; j < 5 && same; j++) if (j !== i) same = (c[j]! & 3) === suit;
      if (same) return 1 << i;
    }
    // Four ranks within five in a row: the lowest card whose removal leaves one (the higher draw kept).
    let bits = 0;
    for (let i = 0; i < 5; i++) bits |= 1 << (c[i]! >> 2);
    for (let o = 0; o < 5; o++) {
      const i = ORDER[o] as number;
      const four = bits & ~(1 << (c[i]! >> 2));
      for (const w of WINDOWS) if ((four & ~w) === 0) return 1 << i;
    }
  }
  return (1 << (ORDER[0] as number)) | (1 << (ORDER[1] as number));
}

/** A group of dealer hands: the positions (in U) he keeps, how many he draws, and the thrown sets of its hands. */
interface Group {
  readonly kept: number[];
  readonly j: number;
  /** The thrown sets, j positions each, one after another. */
  readonly thrown: number[];
}

/** Every dealer five of the 47 unseen cards, grouped by the cards his rules keep. */
function groupsOf(unseen: readonly number[], rule: DealerDrawRule): Group[] {
  const n = unseen.length;
  const groups = new Map<number, Group>();
  const pos = [0, 0, 0, 0, 0];
  const D = [0, 0, 0, 0, 0];
  for (pos[0] = 0; pos[0] < n; pos[0]++)
    for (pos[1] = pos[0] + 1; pos[1] < n; pos[1]++)
      for (pos[2] = pos[1] + 1; pos[2] < n; pos[2]++)
        for (pos[3] = pos[2] + 1; pos[3] < n; pos[3]++)
          for (pos[4] = pos[3] + 1; pos[4] < n; pos[4]++) {
            for (let i = 0; i < 5; i++) D[i] = unseen[pos[i] as number] as number;
            const thrown = dealerThrowMask(D, value5(D), rule);
            let key = 0;
            let len = 0;
            for (let i = 4; i >= 0; i--)
              if (!(thrown & (1 << i))) {
                key = key * n + (pos[i] as number);
                len++;
              }
            key = key * 8 + len;
            let g = groups.get(key);
            if (!g) groups.set(key, (g = { kept: pos.filter((_, i) => !(thrown & (1 << i))), j: 5 - len, thrown: [] }));
            for (let i = 0; i < 5; i++) if (thrown & (1 << i)) g.thrown.push(pos[i] as number);
          }
  return [...groups.values()];
}

/** A replacement after which the player plays: its positions in U and its plan. */
export interface Played {
  readonly r: readonly number[];
  readonly plan: Plan;
}

const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

/** The starting hand's replacements under the strategy: those after which he plays, and the weight of those he folds. */
export function replacementsOf(p: ExchangeProfile, hand: readonly Card[]): { choice: FirstChoice; unseen: number[]; k: number; played: Played[]; folded: number } {
  const choice = firstChoice(p, hand);
  const mine = new Set(idx(hand));
  const unseen = Array.from({ length: 52 }, (_, i) => i).filter((c) => !mine.has(c));
  const thrownByPlayer = choice.type === 'exchange' ? choice.positions : [];
  const k = thrownByPlayer.length;
  const kept = hand.filter((_, i) => !thrownByPlayer.includes(i));
  const fee = k ? exchangeFee(p, defaultExchangeTable(p).minimum, k) : 0;
  const played: Played[] = [];
  let folded = 0;
  if (choice.type !== 'fold')
    for (const rp of subsetsOf(unseen.length, k)) {
      const plan = planOf(p, [...kept, ...rp.map((i) => cardToString(unseen[i] as number))], fee, k > 0);
      if (plan.plays) played.push({ r: rp, plan });
      else folded += plan.folded;
    }
  return { choice, unseen, k, played, folded };
}

/** The exact return of one Draw poker starting hand (five distinct cards) under the stated strategy. */
export function exactDrawHand(p: ExchangeProfile, hand: readonly Card[]): HandExact {
  const rule = p.dealerDraw?.value;
  if (!rule) throw new Error(`exactDrawHand: ${p.id}'s dealer does not draw: math/exchange-exact.ts exactExchangeHand counts it`);
  const { choice, unseen, k, played, folded } = replacementsOf(p, hand);
  const ante = defaultExchangeTable(p).minimum;
  if (choice.type === 'fold') return { hand, choice, anteBet: q(-1), insurance: null, insured: q(0), deals: 1n };
  const n = unseen.length;
  const qualifier = value5(idx(p.qualifier.value.match(/../g) ?? []));
  // Weights: a path with j dealer cards drawn has probability ∝ 1 / C(m, j), m = 42 − k the cards he draws from;
  // L = m(m − 1) makes every weight an integer (L / C(m, j): L, m − 1, 2).
  const m = n - 5 - k;
  const L = m * (m - 1);
  const weight = [L, m - 1, 2];
  const fives = choose(n - k, 5);
  // A replacement after which he folds loses the ANTE whatever the dealer holds: no dealer path is counted for it.
  let num = BigInt(folded) * BigInt(fives) * BigInt(L);
  if (played.length) {
    // Per played replacement, the weighted count of dealer paths ending without a game, below, equal to, above it.
    const counts = new Float64Array(played.length * 4);
    const valid = new Uint8Array(n * n);
    const deg = new Int32Array(n);
    const degZ = new Int32Array(n);
    const outside = new Uint8Array(n);
    const K = [0, 0, 0, 0, 0];
    const draws = new Int32Array(2 * n * n);
    const values = new Int32Array(n * n);
    for (const g of groupsOf(unseen, rule)) {
      const kl = g.kept.length;
      const w = weight[g.j] as number;
      for (let i = 0; i < kl; i++) K[i] = unseen[g.kept[i] as number] as number;
      outside.fill(1);
      for (const x of g.kept) outside[x] = 0;
      const free: number[] = [];
      for (let x = 0; x < n; x++) if (outside[x]) free.push(x);
      // The group's draws S (j of the cards outside K) and the final values, evaluated once (key sums: poker-eval/high).
      let keys = 0;
      let bits = 0;
      for (let i = 0; i < kl; i++) {
        keys += CARD_KEY[K[i] as number] as number;
        bits |= CARD_BIT[K[i] as number] as number;
      }
      let ns = 0;
      if (g.j === 0) values[ns++] = evaluate5Key(keys, bits);
      else if (g.j === 1)
        for (const a of free) {
          const u = unseen[a] as number;
          draws[ns] = a;
          values[ns++] = evaluate5Key(keys + (CARD_KEY[u] as number), bits | (CARD_BIT[u] as number));
        }
      else
        for (let x = 0; x < free.length; x++) {
          const a = free[x] as number;
          const ua = unseen[a] as number;
          const ka = keys + (CARD_KEY[ua] as number);
          const ba = bits | (CARD_BIT[ua] as number);
          for (let y = x + 1; y < free.length; y++) {
            const b = free[y] as number;
            const ub = unseen[b] as number;
            draws[2 * ns] = a;
            draws[2 * ns + 1] = b;
            values[ns++] = evaluate5Key(ka + (CARD_KEY[ub] as number), ba | (CARD_BIT[ub] as number));
          }
        }
      deg.fill(0);
      const V = g.thrown.length / Math.max(1, g.j);
      for (let t = 0; t < g.thrown.length; t += Math.max(1, g.j)) {
        const a = g.thrown[t] as number;
        deg[a] = (deg[a] as number) + 1;
        if (g.j === 2) {
          const b = g.thrown[t + 1] as number;
          deg[b] = (deg[b] as number) + 1;
          valid[a * n + b] = valid[b * n + a] = 1;
        }
      }
      for (let e = 0; e < played.length; e++) {
        const { r, plan } = played[e] as Played;
        const r1 = r.length > 0 ? (r[0] as number) : -1;
        const r2 = r.length > 1 ? (r[1] as number) : -1;
        if ((r1 >= 0 && !outside[r1]) || (r2 >= 0 && !outside[r2])) continue;
        const c = e * 4;
        const v = plan.value;
        const add = (d: number, times: number): void => {
          const at = d < qualifier ? 0 : d < v ? 1 : d === v ? 2 : 3;
          counts[c + at] = (counts[c + at] as number) + times * w;
        };
        if (g.j === 0) add(values[0] as number, 1);
        else if (g.j === 1) {
          // N(s) = V' − [s thrown], V' the thrown cards outside R.
          const Vz = V - (r1 >= 0 ? (deg[r1] as number) : 0) - (r2 >= 0 ? (deg[r2] as number) : 0);
          for (let i = 0; i < ns; i++) {
            const a = draws[i] as number;
            if (a === r1 || a === r2) continue;
            add(values[i] as number, Vz - (deg[a] as number));
          }
        } else {
          const adj = (x: number, y: number): number => (y >= 0 ? (valid[x * n + y] as number) : 0);
          const Vz = V - (r1 >= 0 ? (deg[r1] as number) : 0) - (r2 >= 0 ? (deg[r2] as number) : 0) + (r2 >= 0 ? adj(r1, r2) : 0);
          for (const x of free) degZ[x] = (deg[x] as number) - adj(x, r1) - adj(x, r2);
          for (let i = 0; i < ns; i++) {
            const a = draws[2 * i] as number;
            const b = draws[2 * i + 1] as number;
            if (a === r1 || a === r2 || b === r1 || b === r2) continue;
            add(values[i] as number, Vz - (degZ[a] as number) - (degZ[b] as number) + (valid[a * n + b] as number));
          }
        }
      }
      if (g.j === 2)
        for (let t = 0; t < g.thrown.length; t += 2) {
          const a = g.thrown[t] as number;
          const b = g.thrown[t + 1] as number;
          valid[a * n + b] = valid[b * n + a] = 0;
        }
    }
    for (let e = 0; e < played.length; e++) {
      const { plan } = played[e] as Played;
      const c = counts.subarray(e * 4, e * 4 + 4);
      const sum = (c[0] as number) + (c[1] as number) + (c[2] as number) + (c[3] as number);
      if (sum !== fives * L) throw new Error(`exactDrawHand: the dealer's paths count ${sum}, not ${fives * L}`);
      num += BigInt(c[0] as number) * BigInt(plan.noGame) + BigInt(c[1] as number) * BigInt(plan.win) + BigInt(c[2] as number) * BigInt(plan.push) + BigInt(c[3] as number) * BigInt(plan.lose);
    }
  }
  const reps = BigInt(choose(n, k));
  return { hand, choice, anteBet: q(num, reps * BigInt(fives) * BigInt(L) * BigInt(ante)), insurance: null, insured: q(0), deals: reps * BigInt(fives) };
}
