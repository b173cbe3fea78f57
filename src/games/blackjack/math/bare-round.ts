/**
 * @module games/blackjack/math/bare-round
 * One round of blackjack on a plain array of card values, with the engine's order of dealing and its settlement
 * rules, and no engine: no state copies, no validation, no events. Two uses: the benchmark's bare loop (the speed
 * the engine is compared with), and a round-by-round check that the engine settles the same cards the same way
 * as the model the exact analysis assumes (math/sim-vs-exact.test.ts).
 *
 * Order (as the engine deals one box): player, dealer's up-card, player; a hole card next (US modes, checked for
 * a blackjack only under an ace or a ten in the peek game); split
 * hands get their second card when their turn comes (the first one at once); with no hole card the dealer's
 * second card comes after the players. Settlement: a bust is collected at once; a dealer blackjack then takes the
 * standing hands' whole stakes, or with "original bets only" the original bet from the first hand only; late
 * surrender keeps half only if the dealer has no blackjack.
 */
import { shuffled } from '../../../rng/rng.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import { A_D, A_H, A_P, A_R, A_S } from './hand-ev.js';
import type { Decide } from './player.js';
import type { BjRules } from './rules.js';

const totalOf = (h: readonly number[], fixedAces = 0): number => {
  let hard = 0;
  let aces = 0;
  for (const v of h) {
    hard += v;
    if (v === 1) aces++;
  }
  return aces > fixedAces && hard + 10 <= 21 ? hard + 10 : hard;
};

interface BareHand {
  cards: number[];
  stake: number;
  fromSplit: boolean;
  done: boolean;
  bust: boolean;
  surrendered: boolean;
  fixedAces: number;
}

function allowedFor(r: BjRules, h: BareHand, up: number, hands: number): number {
  const t = totalOf(h.cards);
  const splitAce = h.fromSplit && h.cards[0] === 1;
  let allowed = A_S;
  if (!(splitAce && r.split.acesOneCard) && t < 21) allowed |= A_H;
  if (h.cards.length !== 2) return allowed;
  const d = r.double;
  const hasAce = h.cards.includes(1);
  const other = h.cards[0] === 1 ? (h.cards[1] as number) : (h.cards[0] as number);
  const totalOk = hasAce ? other !== 10 && (d.softHands === 'any' || d.softHands.includes(other)) : d.hardTotals === 'any' || d.hardTotals.includes(t);
  if (totalOk && (!h.fromSplit || d.afterSplit) && !(splitAce && !d.onSplitAces)) allowed |= A_D;
  const s = r.surrender;
  if (s.mode !== 'none' && !(up === 1 && !s.vsAce) && (!h.fromSplit || (s.afterSplit && !splitAce))) allowed |= A_R;
  if (h.cards[0] === h.cards[1] && hands < r.split.maxHands && (!splitAce || r.split.resplitAces)) allowed |= A_P;
  return allowed;
}

/**
 * How many cards the dealer takes when no hand is left to compare (it never changes a round's result, only where
 * the next round starts in a shoe dealt through): the engine's dealer (dealer-play.ts) still completes his hand
 * when the profile says so, and otherwise takes only the card that decides a blackjack a waiting hand depends on.
 */
export interface BareDealing {
  /** A player blackjack is paid at once when the dealer shows 2–9 (else it waits for the dealer's card). */
  readonly payBlackjackAtOnce: boolean;
  /** The dealer completes his hand even when every hand is busted, surrendered or paid. */
  readonly dealerDrawsWithoutLiveHands: boolean;
}

const ENGINE_DEFAULT: BareDealing = { payBlackjackAtOnce: true, dealerDrawsWithoutLiveHands: false };

/** Plays one round from `deck[at]` on; returns the player's net result per unit of the initial bet. */
export function bareRound(r: BjRules, decide: Decide, deck: readonly number[], at: number): number {
  return bareRoundAt(r, decide, deck, at).net;
}

/** One round from `deck[at]`: the net result and the index of the next card. */
export function bareRoundAt(r: BjRules, decide: Decide, deck: readonly number[], at: number, dealing: BareDealing = ENGINE_DEFAULT): { net: number; next: number } {
  let i = at;
  const next = (): number => deck[i++] as number;
  const c1 = next();
  const up = next();
  const c2 = next();
  const peek = r.holeCard === 'peek';
  const hole = r.holeCard !== 'none';
  const dealer = [up];
  const canBj = up === 1 || up === 10;
  if (hole) dealer.push(next());
  const playerBj = totalOf([c1, c2]) === 21;
  if (peek && canBj && totalOf(dealer) === 21) return { net: playerBj ? 0 : -1, next: i };
  // the dealer's hand: to 17 (soft 17 as the rules say) when a hand is live; else up to the card deciding a blackjack
  const dealerDraws = (full: boolean): void => {
    if (!full) {
      while (dealer.length < 2) dealer.push(next());
      return;
    }
    if (!hole) dealer.push(next());
    if (totalOf(dealer) === 21 && dealer.length === 2) return;
    for (;;) {
      const hard = dealer.reduce((x, y) => x + y, 0);
      const t = totalOf(dealer);
      if (t < 17 || (r.hitsSoft17 && t === 17 && t !== hard)) dealer.push(next());
      else break;
    }
  };
  if (playerBj && !canBj) {
    if (dealing.dealerDrawsWithoutLiveHands) dealerDraws(true);
    else if (!dealing.payBlackjackAtOnce) dealerDraws(false);
    return { net: r.blackjackPays, next: i };
  }
  const hands: BareHand[] = [{ cards: [c1, c2], stake: 1, fromSplit: false, done: playerBj, bust: false, surrendered: false, fixedAces: 0 }];
  for (let k = 0; k < hands.length; k++) {
    const h = hands[k] as BareHand;
    while (!h.done) {
      if (h.cards.length === 1) h.cards.push(next());
      if (totalOf(h.cards) === 21 && r.standOn21 && h.cards.length > 2) {
        h.done = true;
        break;
      }
      const allowed = allowedFor(r, h, up, hands.length);
      if (allowed === A_S) {
        h.done = true;
        break;
      }
      const a = decide(h.cards, up, h.fromSplit ? (h.cards[0] as number) : 0, allowed);
      if (a === 'S') h.done = true;
      else if (a === 'H') {
        h.cards.push(next());
        const t = totalOf(h.cards);
        if (t > 21) h.bust = h.done = true;
        else if (t === 21 && r.standOn21) h.done = true;
      } else if (a === 'D') {
        h.stake *= 2;
        h.fixedAces = r.double.initialAceCountsOne ? h.cards.filter((v) => v === 1).length : 0;
        h.cards.push(next());
        h.bust = totalOf(h.cards, h.fixedAces) > 21;
        h.done = true;
      } else if (a === 'R') h.surrendered = h.done = true;
      else {
        const p = h.cards.pop() as number;
        h.fromSplit = true;
        hands.splice(k + 1, 0, { cards: [p], stake: 1, fromSplit: true, done: false, bust: false, surrendered: false, fixedAces: 0 });
      }
    }
  }
  const live = hands.some((h, idx) => !h.bust && !h.surrendered && !(playerBj && idx === 0));
  const waiting = playerBj || hands.some((h) => h.surrendered && r.surrender.mode === 'late');
  if (live || dealing.dealerDrawsWithoutLiveHands) dealerDraws(true);
  else if (waiting) dealerDraws(false);
  const dealerBj = totalOf(dealer) === 21 && dealer.length === 2;
  const dt = totalOf(dealer);
  let net = 0;
  hands.forEach((h, idx) => {
    if (h.surrendered) {
      net -= dealerBj && r.surrender.mode === 'late' ? h.stake : h.stake / 2;
      return;
    }
    if (h.bust) {
      net -= h.stake;
      return;
    }
    if (playerBj && !h.fromSplit) {
      net += dealerBj ? 0 : r.blackjackPays;
      return;
    }
    if (dealerBj) {
      net -= r.dealerBjTakes === 'original-only' ? (idx === 0 ? 1 : 0) : h.stake;
      return;
    }
    const t = totalOf(h.cards, h.fixedAces);
    net += dt > 21 || t > dt ? h.stake : t < dt ? -h.stake : 0;
  });
  return { net, next: i };
}

/** How the bare loop prepares each shoe: the engine's procedure (round.ts `startShoe`) on card values. */
export interface BareShoe {
  readonly decks: number;
  /** Cards burned unseen at the start of a shoe. */
  readonly burn: number;
  /** The player's cut leaves at least this many cards on either side; null when the profile has no cut. */
  readonly cutMinEachSide: number | null;
}

/**
 * The bare loop: `rounds` rounds on card values, each shoe prepared as the engine prepares it from the same seeded
 * generator (the shuffle of the factory order, the 32-byte salt drawn for the commitment, the player's cut, the
 * burn), so both loops deal exactly the same cards and must measure the same RTP. It does none of the engine's
 * other work: no card strings, no SHA-256 commitment, no state, no validation, no events. `continuous`: dealt
 * through to a cut card `reserve` cards from the end (else a new shoe every round, as simulate.ts plays).
 */
export function bareLoop(r: BjRules, decide: Decide, rounds: number, seed: string, shoe: BareShoe, continuous: { reserve: number } | null = null, dealing: BareDealing = ENGINE_DEFAULT): { rtp: number; sd: number; roundsPerSecond: number } {
  const rng = seededRng(seed);
  // the values of `shoe.decks` French decks in factory order (suits c d h s, ranks 2 … A), as cards/decks.ts builds them
  const base: number[] = [];
  for (let d = 0; d < shoe.decks; d++) for (let suit = 0; suit < 4; suit++) for (let rank = 2; rank <= 14; rank++) base.push(rank === 14 ? 1 : Math.min(rank, 10));
  const n = base.length;
  const fresh = (): number[] => {
    let deck = shuffled(base, rng);
    rng.hex(32); // the commitment's salt: drawn as the engine draws it, so the cut and later shoes match
    const min = shoe.cutMinEachSide;
    if (min !== null && n - 2 * min >= 0) {
      const off = min + rng.int(n - 2 * min + 1);
      deck = deck.slice(off).concat(deck.slice(0, off));
    }
    return deck;
  };
  let sum = 0;
  let sq = 0;
  const t0 = performance.now();
  let deck = fresh();
  let pos = shoe.burn;
  for (let k = 0; k < rounds; k++) {
    if (k > 0 && (!continuous || pos > n - continuous.reserve)) {
      deck = fresh();
      pos = shoe.burn;
    }
    const o = bareRoundAt(r, decide, deck, pos, dealing);
    pos = o.next;
    const x = o.net;
    sum += x;
    sq += x * x;
  }
  const s = (performance.now() - t0) / 1000;
  const mean = sum / rounds;
  return { rtp: 1 + mean, sd: Math.sqrt(Math.max(0, sq / rounds - mean * mean)), roundsPerSecond: rounds / s };
}
