/**
 * @module games/blackjack/math/side-bets-ev
 * Exact returns of the side bets, by enumerating the first cards from the full shoe: every ordered choice of card
 * types (52 kinds, `decks` copies each) weighted by its number of ways, classified with the engine's own
 * evaluators (side-bets.ts), so the mathematics and the game cannot disagree on what wins.
 *
 * - Two-card bets (pairs, under/over 13, Galaxy without trips) use the player's two cards; Galaxy, TOP3 and 21+3
 *   add the dealer's first card; Perfect Pair's top prize adds the dealer's first two cards (the dealer's second
 *   card is drawn after the players, which by exchangeability is any card of what is left).
 * - Sevens and the progressive use the box's first three cards. A third card reaches the box only if the player
 *   draws (hits, doubles or splits) on 7+7, so the three-sevens prizes depend on the strategy: the caller says,
 *   per dealer up-card value, whether the box draws on 7+7.
 * - Jackpots and Perfect Pair's fixed top prize are not a ratio of the stake: the return is given for the fixed
 *   part (the jackpot valued at its guaranteed floor × stake, the top prize at nothing), with the probability of
 *   the event so that pool × probability / stake can be added.
 */
import { FRENCH_RANKS, FRENCH_SUITS } from '../../../cards/card.js';
import type { BlackjackProfile, Ratio, SideBetKind } from '../profile.js';
import { evalGalaxy, evalPairs, evalPerfectPair, evalSevens, evalTop3, evalTwentyOnePlus3, evalUnderOver } from '../side-bets.js';
import { add, frac, mul, toNumber, toString, type Fraction } from './rational.js';
import { valueOfCard } from './shoe-model.js';

export interface SideBetReturn {
  readonly [extra: string]: unknown;
  readonly bet: string;
  readonly houseEdge: number;
  readonly rtp: number;
  readonly method: 'exact';
  readonly fraction: string;
  /** Probability of each winning combination. */
  readonly probabilities: Readonly<Record<string, number>>;
  /** Jackpot or top prize: probability per bet, and how it is valued in `rtp`. */
  readonly jackpot?: { readonly key: string; readonly probability: number; readonly valuedAs: string };
  readonly note?: string;
}

const CARDS: readonly string[] = FRENCH_SUITS.flatMap((s) => FRENCH_RANKS.map((r) => r + s));

/**
 * Ordered k-card deals from a shoe of `decks` decks: calls `f(cards, ways)` for each tuple of card kinds, where
 * `ways` counts the physical cards. `used` holds cards already out (by kind index).
 */
function deals(decks: number, k: number, f: (cards: string[], ways: number) => void, used: Int32Array = new Int32Array(52)): void {
  const prefix: string[] = [];
  const rec = (ways: number): void => {
    if (prefix.length === k) {
      f(prefix, ways);
      return;
    }
    for (let i = 0; i < 52; i++) {
      const left = decks - (used[i] as number);
      if (left <= 0) continue;
      used[i]!++;
      prefix.push(CARDS[i] as string);
      rec(ways * left);
      prefix.pop();
      used[i]!--;
    }
  };
  rec(1);
}

const usedOf = (cards: readonly string[]): Int32Array => {
  const u = new Int32Array(52);
  for (const c of cards) u[CARDS.indexOf(c)]!++;
  return u;
};

/** N(N−1)…(N−k+1). */
const falling = (n: number, k: number): bigint => {
  let p = 1n;
  for (let i = 0; i < k; i++) p *= BigInt(n - i);
  return p;
};

interface Tally {
  readonly counts: Map<string, number>;
  readonly total: bigint;
}

function tally(decks: number, k: number, classify: (cards: string[]) => string | null): Tally {
  const counts = new Map<string, number>();
  deals(decks, k, (cards, ways) => {
    const key = classify(cards);
    if (key) counts.set(key, (counts.get(key) ?? 0) + ways);
  });
  return { counts, total: falling(52 * decks, k) };
}

/** Return of a bet from its winning-combination counts: each pays its ratio, a loss loses the stake. */
function report(bet: string, t: Tally, pays: (key: string) => Ratio | null, extra: Partial<SideBetReturn> = {}): SideBetReturn {
  let ev: Fraction = frac(0n, 1n);
  let won = 0n;
  const probabilities: Record<string, number> = {};
  for (const [key, n] of t.counts) {
    const p = frac(BigInt(n), t.total);
    probabilities[key] = toNumber(p);
    const r = pays(key);
    if (!r) continue;
    won += BigInt(n);
    ev = add(ev, mul(p, frac(BigInt(r.num), BigInt(r.den))));
  }
  ev = add(ev, frac(-(t.total - won), t.total));
  const e = toNumber(ev);
  return { bet, houseEdge: -e, rtp: 1 + e, method: 'exact', fraction: toString(ev), probabilities, ...extra };
}

const table = (p: BlackjackProfile, kind: Exclude<SideBetKind, 'underOver13'>): Record<string, Ratio> => p.sideBets[kind].pays.value as Record<string, Ratio>;

export interface SideBetOptions {
  /** Whether the box draws a third card on 7+7 against a dealer up-card of this value (1 = ace … 10). */
  readonly drawsOnSevens?: (upValue: number) => boolean;
}

/** Every offered side bet's exact return under the profile. */
export function sideBetReturns(profile: BlackjackProfile, opts: SideBetOptions = {}): SideBetReturn[] {
  const decks = profile.shoe.decks.value;
  const sb = profile.sideBets;
  const out: SideBetReturn[] = [];
  if (sb.pairs.offered.value) {
    const match = sb.pairs.match.value;
    out.push(report('pairs', tally(decks, 2, (c) => evalPairs(c, match)), (k) => table(profile, 'pairs')[k] ?? null));
  }
  if (sb.underOver13.offered.value) {
    for (const side of ['under', 'over'] as const) {
      out.push(report(`${side}-13`, tally(decks, 2, (c) => evalUnderOver(c, side)), () => sb.underOver13.pays.value));
    }
  }
  for (const kind of ['sevens', 'progressive'] as const) {
    if (!sb[kind].offered.value) continue;
    const draws = opts.drawsOnSevens ?? (() => true);
    // cards: player 1, player 2, dealer up (it decides whether the box draws), the box's third card
    const N = 52 * decks;
    const counts = new Map<string, number>();
    const bump = (key: string | null, w: number): void => {
      if (key) counts.set(key, (counts.get(key) ?? 0) + w);
    };
    deals(decks, 2, (two, w2) => {
      if (two[0]?.[0] !== '7') return;
      if (two[1]?.[0] !== '7') {
        bump(evalSevens(two), w2 * (N - 2) * (N - 3));
        return;
      }
      deals(decks, 1, (up, wu) => {
        if (!draws(valueOfCard(up[0] as string))) {
          bump(evalSevens(two), w2 * wu * (N - 3));
          return;
        }
        deals(decks, 1, (third, w3) => bump(evalSevens([...two, third[0] as string]), w2 * wu * w3), usedOf([...two, up[0] as string]));
      }, usedOf(two));
    });
    const t: Tally = { counts, total: falling(N, 4) };
    const floor = sb[kind].jackpotFloor.value;
    const pays = (k: string): Ratio | null => (k === 'jackpot' ? { num: floor, den: 1 } : (table(profile, kind)[k] ?? null));
    out.push(report(kind, t, pays, {
      jackpot: { key: 'jackpot', probability: Number(t.counts.get('jackpot') ?? 0) / Number(t.total), valuedAs: `the guaranteed floor, ${floor} × stake; add (pool − floor × stake) × probability / stake for a larger pool` },
      note: 'a third card reaches the box only when the player draws on 7+7 (per the strategy named)',
    }));
  }
  if (sb.perfectPair.offered.value) {
    // player's two cards and the dealer's first two (the top prize needs both suited K+Q)
    const t = tally(decks, 2, (c) => evalPerfectPair(c, null));
    const kq = t.counts.get('suited-king-queen') ?? 0;
    // P(top) = P(player suited K+Q) × P(dealer suited K+Q | player's), by enumeration of the dealer's two cards
    let topWays = 0;
    let kqWays = 0;
    deals(decks, 2, (pc, pw) => {
      if (evalPerfectPair(pc, null) !== 'suited-king-queen') return;
      kqWays += pw;
      const player = pc.slice();
      deals(decks, 2, (dc, dw) => {
        if (evalPerfectPair(player, dc) === 'top') topWays += pw * dw;
      }, usedOf(player));
    });
    const pTop = topWays / (Number(falling(52 * decks, 4)));
    if (kqWays !== kq) throw new RangeError('perfect pair enumeration disagrees');
    out.push(report('perfect-pair', t, (k) => table(profile, 'perfectPair')[k] ?? null, {
      jackpot: { key: 'top', probability: pTop, valuedAs: `as suited K+Q (${table(profile, 'perfectPair')['suited-king-queen']?.num}:1); the top prize (a fixed ${profile.sideBets.perfectPair.topPrize.value} minor units, shared by the box's PP bettors) replaces that: add probability × (prize / stake − ${table(profile, 'perfectPair')['suited-king-queen']?.num})` },
    }));
  }
  if (sb.galaxy.offered.value) out.push(report('galaxy', tally(decks, 3, (c) => evalGalaxy(c.slice(0, 2), c[2] as string)), (k) => table(profile, 'galaxy')[k] ?? null));
  if (sb.top3.offered.value) out.push(report('top3', tally(decks, 3, (c) => evalTop3(c)), (k) => table(profile, 'top3')[k] ?? null));
  if (sb.twentyOnePlus3.offered.value) out.push(report('21+3', tally(decks, 3, (c) => evalTwentyOnePlus3(c)), (k) => table(profile, 'twentyOnePlus3')[k] ?? null));
  return out;
}

/** Insurance (and even money, the same bet on a blackjack): the dealer's next card is a ten with probability n₁₀/(N−1). */
export function insuranceReturn(decks: number, pays: Ratio): SideBetReturn {
  const N = 52 * decks;
  const tens = 16 * decks;
  const p = frac(BigInt(tens), BigInt(N - 1));
  const ev = add(mul(p, frac(BigInt(pays.num), BigInt(pays.den))), frac(-BigInt(N - 1 - tens), BigInt(N - 1)));
  const e = toNumber(ev);
  return { bet: 'insurance', houseEdge: -e, rtp: 1 + e, method: 'exact', fraction: toString(ev), probabilities: { 'dealer-blackjack': toNumber(p) }, note: 'averaged over the player\'s cards (the dealer\'s next card is any unseen card)' };
}
