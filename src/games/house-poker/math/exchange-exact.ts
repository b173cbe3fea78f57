/**
 * @module games/house-poker/math/exchange-exact
 * The exact kernel of the exchange games (Russian poker 003 §2.2.8, Oasis poker 003 §2.2.4) for ONE starting hand
 * under the stated strategy (exchange/strategy.ts): the player's exact return per unit of ANTE (ANTE, BET and fees
 * together, as `croupier rtp`'s `ante-bet`) over every replacement card the strategy's exchange can bring and every
 * dealer hand of the cards left, and where the dealer has no game and the player buys him one, over every card that
 * can replace his highest (the same-rank card thrown again where the profile says so, §2.2.8.36), each path weighted
 * by its exact probability. Insurance (the minimum, whenever the strategy may take it) is its own figure, per unit
 * insured, over the deals on which it is taken.
 *
 * Every (replacement, dealer hand) pair of disjoint cards is equally likely: the dealer's five are dealt before the
 * exchange, but by symmetry they are a uniform five of the cards the player has not seen, and the replacements a
 * uniform draw of the rest. Amounts are the engine's own (the table minimum as the ANTE, the profile's rounding), so
 * the figure is what a simulation through the engine converges to (math/exchange-exact.test.ts checks it does).
 *
 * Size: the full game is 134,459 suit-symmetry classes of starting hand, each costing C(47,5) = 1,533,939 dealer
 * hands (× 47 replacement cards on an exchange, × up to 42 purchase cards where the player buys): out of reach in
 * minutes on one core; the measured cost per hand and the extrapolation are in docs/games/house-poker.md. Draw poker,
 * whose dealer draws before he is judged, has its own kernel on the same plans (math/draw-exact.ts).
 */
import type { Card } from '../../../cards/card.js';
import { q, type Rational } from '../../../math/rational.js';
import { ratio } from '../../../money/rounding.js';
import { cardToString, parseCard } from '../../../poker-eval/cards.js';
import { evaluate5 } from '../../../poker-eval/high.js';
import { paidCombinations } from '../exchange/combos.js';
import { defaultExchangeTable, type ExchangeProfile } from '../exchange/profile.js';
import { insuranceRange } from '../exchange/rules.js';
import { exchangeFee } from '../exchange/settle.js';
import type { ExBox, ExState } from '../exchange/state.js';
import { buysGame, firstChoice, secondPlays, type FirstChoice } from '../exchange/strategy.js';

/** The exact figures of one starting hand under the stated strategy. */
export interface HandExact {
  readonly hand: readonly Card[];
  readonly choice: FirstChoice;
  /** The player's expectation per unit of ANTE: ANTE, BET and fees together. */
  readonly anteBet: Rational;
  /** The insurance's expectation per unit insured, over the deals on which the strategy insures; null: never. */
  readonly insurance: Rational | null;
  /** The share of the deals on which the strategy insures. */
  readonly insured: Rational;
  /** The equally likely (replacement cards, dealer hand) pairs counted. */
  readonly deals: bigint;
}

/** What a final five is worth against each dealer outcome, in minor units (fees included). */
export interface Plan {
  readonly plays: boolean;
  readonly value: number;
  /** Folded after the exchange: the ANTE and the fee lost. */
  readonly folded: number;
  readonly win: number;
  readonly push: number;
  readonly lose: number;
  /** The dealer has no game and the ANTE is taken. */
  readonly noGame: number;
  readonly buys: boolean;
  /** The game bought did not come: ANTE and BET returned, the purchase and the fee lost. */
  readonly notBought: number;
  /** The insurance stake (0: not insured) and what it nets against a dealer without a game. */
  readonly insurance: number;
  readonly insuranceWins: number;
}

export const idx = (cards: readonly Card[]): number[] => cards.map(parseCard);
export const value5 = (c: readonly number[]): number => evaluate5(c[0] as number, c[1] as number, c[2] as number, c[3] as number, c[4] as number);

export function planOf(p: ExchangeProfile, final: readonly Card[], fee: number, exchanged: boolean): Plan {
  const table = defaultExchangeTable(p);
  const r = p.rounding.value;
  const ante = table.minimum;
  const bet = ante * p.betMultiple.value;
  const plays = !exchanged || secondPlays(p, final);
  const paid = paidCombinations(final, p.payTable.value, p.twoCombinations.value !== null);
  let won = paid.reduce((t, x) => t + ratio(bet, x.pay.num, x.pay.den, r), 0);
  const cap = p.twoCombinations.value ? p.twoCombinations.value.maxPayout * p.betMultiple.value * table.maximum : null;
  if (cap !== null && won > cap) won = cap;
  const box: ExBox = { box: 1, owner: 'exact', blind: false, stakes: { ante, bet }, cards: final, first: exchanged ? 'exchange' : 'play', decision: 'play' };
  const range = plays ? insuranceRange({ profile: p, table } as unknown as ExState, box) : null;
  const ins = p.insurance.value;
  return {
    plays,
    value: value5(idx(final)),
    folded: -ante - fee,
    win: ratio(ante, p.antePays.value.num, p.antePays.value.den, r) + won - fee,
    push: -fee,
    lose: -ante - bet - fee,
    noGame: ratio(ante, p.anteWhenNotQualified.value.num, p.anteWhenNotQualified.value.den, r) - fee,
    buys: plays && p.buyGame.value !== null && buysGame(final),
    notBought: -ante - fee,
    insurance: range && ins ? range.min : 0,
    insuranceWins: range && ins ? ratio(range.min, ins.pays.num, ins.pays.den, r) : 0,
  };
}

/** k-subsets of 0…n−1, ascending. */
export function subsetsOf(n: number, k: number): number[][] {
  const out: number[][] = [];
  const go = (from: number, acc: number[]): void => {
    if (acc.length === k) return void out.push([...acc]);
    for (let i = from; i < n; i++) go(i + 1, [...acc, i]);
  };
  go(0, []);
  return out;
}

/** The exact return of one starting hand (five distinct cards) under the stated strategy. */
export function exactExchangeHand(p: ExchangeProfile, hand: readonly Card[]): HandExact {
  if (p.dealerDraw?.value) throw new Error(`exactExchangeHand: ${p.id}'s dealer draws before he is judged (Draw poker): his draw is counted by math/draw-exact.ts exactDrawHand, not here`);
  const choice = firstChoice(p, hand);
  const ante = defaultExchangeTable(p).minimum;
  if (choice.type === 'fold') return { hand, choice, anteBet: q(-1), insurance: null, insured: q(0), deals: 1n };
  const mine = new Set(idx(hand));
  const unseen = Array.from({ length: 52 }, (_, i) => i).filter((c) => !mine.has(c));
  const thrown = choice.type === 'exchange' ? choice.positions : [];
  const kept = hand.filter((_, i) => !thrown.includes(i));
  const fee = thrown.length ? exchangeFee(p, ante, thrown.length) : 0;
  const reps = subsetsOf(unseen.length, thrown.length);
  const plans = reps.map((rp) => planOf(p, [...kept, ...rp.map((i) => cardToString(unseen[i] as number))], fee, thrown.length > 0));
  const qualifier = value5(idx(p.qualifier.value.match(/../g) ?? []));
  const redraw = p.buyGame.value?.redrawSameRank ?? false;
  // A purchase draws from the cards neither box nor dealer holds until one is not thrown again (§2.2.8.36): that card
  // is uniform over the cards that would not be thrown again, o of them (m − 3 ≤ o ≤ m); each is weighted L/o.
  const n = unseen.length;
  const m = n - 5 - thrown.length;
  const L = m * (m - 1) * (m - 2) * (m - 3);
  const dead = new Uint8Array(n);
  const buyValue = new Int32Array(n);
  const thrownAgain = new Uint8Array(n);
  let bigTotal = 0n; // the sums of counts stay below 2^53; the money sum is carried into a bigint
  let insNet = 0;
  let insDeals = 0;
  let deals = 0;
  let total = 0;
  const D = [0, 0, 0, 0, 0];
  const keep = [0, 0, 0, 0, 0];
  const pos = [0, 0, 0, 0, 0];
  const buying = plans.some((x) => x.buys);
  for (pos[0] = 0; pos[0] < n; pos[0]++)
    for (pos[1] = pos[0] + 1; pos[1] < n; pos[1]++)
      for (pos[2] = pos[1] + 1; pos[2] < n; pos[2]++)
        for (pos[3] = pos[2] + 1; pos[3] < n; pos[3]++)
          for (pos[4] = pos[3] + 1; pos[4] < n; pos[4]++) {
            for (let j = 0; j < 5; j++) {
              D[j] = unseen[pos[j] as number] as number;
              dead[pos[j] as number] = 1;
            }
            const d = value5(D);
            const hasGame = d >= qualifier;
            if (!hasGame && buying) {
              const high = D.reduce((a, b) => (b >> 2 > a >> 2 ? b : a));
              for (let j = 0, k = 0; j < 5; j++) if (D[j] !== high) keep[k++] = D[j] as number;
              for (let i = 0; i < n; i++) {
                if (dead[i]) continue;
                keep[4] = unseen[i] as number;
                buyValue[i] = value5(keep);
                thrownAgain[i] = redraw && unseen[i]! >> 2 === high >> 2 && (buyValue[i] as number) < qualifier ? 1 : 0;
              }
            }
            let ins = 0;
            let insured = 0;
            let count = 0;
            for (let r = 0; r < reps.length; r++) {
              const rp = reps[r] as number[];
              let overlaps = false;
              for (let j = 0; j < rp.length; j++) overlaps ||= dead[rp[j] as number] === 1;
              if (overlaps) continue;
              count++;
              const pl = plans[r] as Plan;
              if (!pl.plays) {
                total += L * pl.folded;
                continue;
              }
              if (pl.insurance) {
                insured++;
                ins += !hasGame ? pl.insuranceWins : d > pl.value && p.insurance.value?.whenDealerWins === 'returned' ? 0 : -pl.insurance;
              }
              if (hasGame) total += L * (pl.value > d ? pl.win : pl.value === d ? pl.push : pl.lose);
              else if (!pl.buys) total += L * pl.noGame;
              else {
                for (const i of rp) dead[i] = 1;
                let s = 0;
                let o = 0;
                for (let i = 0; i < n; i++) {
                  if (dead[i] || thrownAgain[i]) continue;
                  o++;
                  const v = buyValue[i] as number;
                  s += v < qualifier ? pl.notBought : (pl.value > v ? pl.win : pl.value === v ? pl.push : pl.lose) - ante;
                }
                for (const i of rp) dead[i] = 0;
                total += (L / o) * s;
              }
            }
            if (Math.abs(total) > 2 ** 50) {
              bigTotal += BigInt(total);
              total = 0;
            }
            insNet += ins;
            insDeals += insured;
            deals += count;
            for (let j = 0; j < 5; j++) dead[pos[j] as number] = 0;
          }
  bigTotal += BigInt(total);
  const insUnit = plans.find((x) => x.insurance)?.insurance ?? 0;
  return {
    hand,
    choice,
    anteBet: q(bigTotal, BigInt(deals) * BigInt(L) * BigInt(ante)),
    insurance: insDeals ? q(insNet, insDeals * insUnit) : null,
    insured: q(insDeals, deals),
    deals: BigInt(deals),
  };
}
