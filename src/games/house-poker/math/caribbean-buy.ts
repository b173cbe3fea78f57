/**
 * @module games/house-poker/math/caribbean-buy
 * The exact kernel of buying a card at poker without discards (000 §11 VI.3; profile `buyCard`) for ONE starting hand
 * and the dealer's up card: the player's expectation per unit of ante (ante, second bet and the price together, the
 * engine's own amounts: the table minimum as the ante, the profile's rounding) of
 * - not buying: going on (the best allowed multiple) or passing, each exact over the C(46,4) = 163,185 hidden dealer
 *   hands of the 46 unseen cards, and the better of the two;
 * - buying with each of the five cards set aside: over every replacement card (46) × every hidden dealer hand of the 45
 *   cards left (148,995), the player going on or passing on the new hand, whichever is better knowing it and the up
 *   card (the decision the engine takes after the purchase), less the price.
 * The hidden dealer cards were dealt before the purchase, but by symmetry every (replacement, hidden four) pair of
 * disjoint unseen cards is equally likely, so the count is exact. The dealer's values are counted once (163,185) and
 * sorted; a player value is placed among them by binary search, and each replacement takes off the 14,190 hidden fours
 * holding it; the side bets the purchase forfeits are not in these figures (a box
 * with insurance also gives up the insurance's result on its dealt five, known to the player).
 * Cost and the extrapolation to every starting hand: bench/caribbean-buy.ts, docs/games/house-poker.md.
 */
import { cmp, q, type Rational } from '../../../math/rational.js';
import { ratio } from '../../../money/rounding.js';
import { cardToString, parseCard } from '../../../poker-eval/cards.js';
import { evaluate5 } from '../../../poker-eval/high.js';
import { STANDARD_HIGH } from '../../../poker-eval/presets.js';
import type { HandValue } from '../../../poker-eval/value.js';
import { payLine, qualifierValue } from '../engine/hands.js';
import { defaultHousePokerTable, type HousePokerProfile } from '../engine/profile.js';

/** One buying choice: the card set aside, the exact value per ante (price included) and the decision after each replacement. */
export interface BuyChoice {
  readonly position: number;
  readonly setAside: string;
  readonly value: Rational;
  /** Whether the player goes on after this purchase brought `card` (the better of going on and passing). */
  readonly raises: (card: string) => boolean;
}
export interface BuyKernel {
  readonly noBuy: { readonly raise: Rational; readonly best: Rational };
  readonly buys: readonly BuyChoice[];
  /** The best of all: the position to set aside, or null where not buying is at least as good. */
  readonly best: { readonly position: number | null; readonly value: Rational };
  /** Equally likely deals counted: hidden dealer hands without a purchase, (replacement, hidden hand) pairs with one. */
  readonly deals: { readonly noBuy: number; readonly buy: number };
}

/** The outcome counts of one player hand against a set of dealer hands. */
interface Counts {
  notQualified: number;
  win: number;
  push: number;
  lose: number;
}

/** The net (minor units) of going on with `hv` over `c`: the best allowed multiple, as the engine settles (settle.ts). */
function raiseNet(p: HousePokerProfile, ante: number, hv: HandValue, c: Counts): number {
  const r = p.rounding.value;
  const n = c.notQualified + c.win + c.push + c.lose;
  const bonus = payLine(hv, p.anteBonus.value);
  const bonusNet = bonus ? ratio(ante, bonus.pay.num, bonus.pay.den, r) : 0;
  const pay = payLine(hv, p.playTable?.value ?? null)?.pay ?? p.playPays.value;
  let best = -Infinity;
  for (const m of p.playMultiples.value) {
    const play = ante * m;
    const net =
      c.notQualified * ratio(ante, p.anteWhenNotQualified.value.num, p.anteWhenNotQualified.value.den, r) +
      c.win * (ratio(ante, p.antePays.value.num, p.antePays.value.den, r) + ratio(play, pay.num, pay.den, r)) -
      c.lose * (ante + play) +
      n * bonusNet;
    best = Math.max(best, net);
  }
  return best;
}

/** The exact values of not buying and of each buying choice for one hand (five cards) and the dealer's up card. */
export function buyKernel(p: HousePokerProfile, hand: readonly string[], up: string): BuyKernel {
  const offer = p.buyCard?.value;
  if (!offer) throw new Error(`${p.id}: no card is sold`);
  const ante = defaultHousePokerTable(p).minimum;
  const h = hand.map(parseCard);
  const u = parseCard(up);
  const seen = new Set([...h, u]);
  const rest = Array.from({ length: 52 }, (_, i) => i).filter((c) => !seen.has(c));
  const qv = qualifierValue(p.qualifier.value, STANDARD_HIGH);
  // Every hidden four of the 46 unseen cards, once: its value with the up card and whether it qualifies; for each
  // unseen card, the hidden fours that hold it (C(45,3) = 14,190 each).
  const size = 163185;
  const dv = new Int32Array(size);
  const qual = new Uint8Array(size);
  const holding = Array.from({ length: 46 }, () => new Int32Array(14190));
  const filled = new Int32Array(46);
  let k = 0;
  for (let a = 0; a < 46; a++)
    for (let b = a + 1; b < 46; b++)
      for (let c = b + 1; c < 46; c++)
        for (let d = c + 1; d < 46; d++) {
          const v = evaluate5(rest[a] as number, rest[b] as number, rest[c] as number, rest[d] as number, u);
          dv[k] = v;
          qual[k] = qv === null || v >= qv ? 1 : 0;
          for (const i of [a, b, c, d]) (holding[i] as Int32Array)[(filled[i] as number)++] = k;
          k++;
        }
  // The qualifying values sorted: how many a player value beats or ties is two binary searches.
  const sorted = Int32Array.from(dv.filter((_, j) => qual[j] === 1)).sort();
  const bound = (x: number, strict: boolean): number => {
    let [l, h] = [0, sorted.length];
    while (l < h) {
      const m = (l + h) >> 1;
      if ((sorted[m] as number) < x || (!strict && sorted[m] === x)) l = m + 1;
      else h = m;
    }
    return l;
  };
  /** The counts of `x` against every hidden four, less those holding unseen card `r` (none where r is −1). */
  const counts = (x: number, r: number): Counts => {
    const below = bound(x, true);
    const c: Counts = { notQualified: size - sorted.length, win: below, push: bound(x, false) - below, lose: 0 };
    let qualifying = sorted.length;
    if (r >= 0)
      for (const j of holding[r] as Int32Array) {
        if (!qual[j]) c.notQualified--;
        else {
          qualifying--;
          const v = dv[j] as number;
          if (x > v) c.win--;
          else if (x === v) c.push--;
        }
      }
    c.lose = qualifying - c.win - c.push;
    return c;
  };
  const hv0 = evaluate5(...(h as [number, number, number, number, number]));
  const raise0 = raiseNet(p, ante, hv0, counts(hv0, -1));
  const noBuy = { raise: q(raise0, ante * size), best: q(Math.max(raise0, -ante * size), ante * size) };

  const per = 148995; // C(45, 4)
  const totals = [0, 0, 0, 0, 0];
  const raises = hand.map(() => new Set<string>());
  for (let r = 0; r < 46; r++) {
    const card = rest[r] as number;
    for (let i = 0; i < 5; i++) {
      const five = h.map((x, j) => (j === i ? card : x)) as [number, number, number, number, number];
      const hv = evaluate5(...five);
      const go = raiseNet(p, ante, hv, counts(hv, r));
      if (go > -ante * per) (raises[i] as Set<string>).add(cardToString(card));
      totals[i] = (totals[i] as number) + Math.max(go, -ante * per);
    }
  }
  const deals = 46 * per;
  const price = ante * offer.price;
  const buys: BuyChoice[] = hand.map((setAside, position) => {
    const set = raises[position] as Set<string>;
    return { position, setAside, value: q((totals[position] as number) - price * deals, ante * deals), raises: (c: string) => set.has(c) };
  });
  let best: { position: number | null; value: Rational } = { position: null, value: noBuy.best };
  for (const b of buys) if (cmp(b.value, best.value) > 0) best = { position: b.position, value: b.value };
  return { noBuy, buys, best, deals: { noBuy: size, buy: deals } };
}
