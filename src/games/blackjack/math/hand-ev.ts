/**
 * @module games/blackjack/math/hand-ev
 * Expected values of a player hand by its exact composition, for one dealer up-card and one starting shoe.
 *
 * A pass owns a mutable hand (value counts) and walks the hit tree. At every composition it either takes the best
 * action (optimising: the composition-dependent optimal player) or the action a `Policy` names (evaluating a fixed
 * strategy such as total-dependent basic strategy). Values are per unit of the hand's initial stake.
 *
 * Dealer blackjack is handled in one of two formulations:
 * - `joint` (the peek game): a value is E[result · 1{dealer has no blackjack}]; the caller adds −P(BJ) once for
 *   the round. Because the dealer's hole card is exchangeable with the player's draws, it is the dealer's first
 *   draw here, and the player's draw probabilities are the plain ones. Comparing joint values at one composition
 *   is the same as comparing conditional values (they share P(no BJ)).
 * - `total` (no peek): a value is E[result]. A bust is collected at once (before the dealer's blackjack is known);
 *   a hand still standing loses `bjAtRisk` units to a dealer blackjack: its whole stake when the blackjack takes
 *   everything, its original bet (1 on the hand that carries it, 0 on the other split hands) otherwise.
 */
import type { DealerCache } from './dealer.js';
import { OUT_BJ, OUT_BUST } from './dealer.js';
import type { BjRules } from './rules.js';
import { KEY_W } from './shoe-model.js';

/** S stand, H hit, D double, R surrender, P split. */
export type Act = 'S' | 'H' | 'D' | 'R' | 'P';
export const A_S = 1;
export const A_H = 2;
export const A_D = 4;
export const A_R = 8;
export const A_P = 16;
export const ACT_BIT: Record<Act, number> = { S: A_S, H: A_H, D: A_D, R: A_R, P: A_P };

/** What a policy sees of a hand. */
export interface HandInfo {
  readonly up: number;
  /** Hard total (aces as 1). */
  readonly hard: number;
  /** Best total. */
  readonly total: number;
  readonly soft: boolean;
  readonly cards: number;
  /** Removal key of the hand's own cards. */
  readonly key: number;
  /** The split card when this hand comes from a split, else 0. */
  readonly splitCard: number;
  /** Value counts of the hand. */
  readonly counts: ArrayLike<number>;
}

/** A fixed strategy: the action for a hand among the allowed ones (bit mask of A_S … A_R). */
export type Policy = (h: HandInfo, allowed: number) => Act;

export interface PassOptions {
  readonly rules: BjRules;
  readonly dealer: DealerCache;
  /** Value counts the hand draws from (the up-card and any context cards already out). */
  readonly base: Int32Array;
  /** Value counts already out relative to the dealer cache's shoe (context cards such as the other pair card). */
  readonly baseRemoved: Int32Array;
  readonly mode: 'joint' | 'total';
  /** The split card when the pass values split hands. */
  readonly splitCard: number;
  /** Absent: optimise (and record decisions). */
  readonly policy?: Policy;
  /** `total` mode: what a standing hand loses to a dealer blackjack (absent: its whole stake). */
  readonly bjAtRisk?: number;
}

export class HandPass {
  readonly hand = new Int32Array(11);
  private readonly removed = new Int32Array(11);
  hard = 0;
  cards = 0;
  key = 0;
  private readonly baseKey: number;
  private readonly baseN: number;
  private readonly memo = new Map<number, number>();
  /** Optimising passes: the chosen action by hand key (first decisions and later ones alike). */
  readonly decisions = new Map<number, Act>();
  private readonly r: BjRules;
  private readonly up: number;

  constructor(private readonly o: PassOptions) {
    this.r = o.rules;
    this.up = o.dealer.up;
    let k = 0;
    let n = 0;
    for (let v = 1; v <= 10; v++) {
      this.removed[v] = o.baseRemoved[v] as number;
      k += (o.baseRemoved[v] as number) * (KEY_W[v] as number);
      n += o.base[v] as number;
    }
    this.baseKey = k;
    this.baseN = n;
  }

  add(v: number): void {
    this.hand[v]!++;
    this.removed[v]!++;
    this.hard += v;
    this.cards++;
    this.key += KEY_W[v] as number;
  }

  remove(v: number): void {
    this.hand[v]!--;
    this.removed[v]!--;
    this.hard -= v;
    this.cards--;
    this.key -= KEY_W[v] as number;
  }

  /** Cards of value v left to draw. */
  avail(v: number): number {
    return (this.o.base[v] as number) - (this.hand[v] as number);
  }

  get left(): number {
    return this.baseN - this.cards;
  }

  get soft(): boolean {
    return (this.hand[1] as number) > 0 && this.hard + 10 <= 21;
  }

  get total(): number {
    return this.soft ? this.hard + 10 : this.hard;
  }

  /** P(dealer blackjack) from the current shoe. */
  pBj(): number {
    if (this.up === 1) return this.avail(10) / this.left;
    if (this.up === 10) return this.avail(1) / this.left;
    return 0;
  }

  info(): HandInfo {
    return { up: this.up, hard: this.hard, total: this.total, soft: this.soft, cards: this.cards, key: this.key, splitCard: this.o.splitCard, counts: this.hand };
  }

  /** Value of standing on `total` with `stake` units, against the dealer drawing from what is left. */
  stand(total: number, stake: number): number {
    const d = this.o.dealer.get(this.baseKey + this.key, this.removed);
    let v: number;
    if (total < 17) v = (d[OUT_BUST] as number) - ((d[0] as number) + (d[1] as number) + (d[2] as number) + (d[3] as number) + (d[4] as number));
    else {
      v = d[OUT_BUST] as number;
      const t = total - 17;
      for (let o = 0; o < 5; o++) {
        if (o < t) v += d[o] as number;
        else if (o > t) v -= d[o] as number;
      }
    }
    if (this.o.mode === 'total') return stake * v - (this.o.bjAtRisk ?? stake) * (d[OUT_BJ] as number);
    return stake * v;
  }

  /** Value of a bust with `stake` units (joint: only in the no-blackjack world). */
  bust(stake: number): number {
    return this.o.mode === 'total' ? -stake : -stake * (1 - this.pBj());
  }

  /**
   * Value of surrendering this hand now. Without a peek, early surrender returns half in every case and late
   * surrender only if the dealer has no blackjack. In the peek game the engine offers surrender after the peek, so
   * it is played only in the no-blackjack world (early and late alike).
   */
  surrender(): number {
    const pBj = this.pBj();
    if (this.o.mode === 'total') return this.r.surrender.mode === 'late' ? -0.5 * (1 - pBj) - pBj : -0.5;
    return -0.5 * (1 - pBj);
  }

  /** Value of hitting once and continuing. */
  hit(): number {
    const left = this.left;
    let v = 0;
    for (let c = 1; c <= 10; c++) {
      const n = this.avail(c);
      if (n <= 0) continue;
      this.add(c);
      v += (n / left) * (this.hard > 21 ? this.bust(1) : this.multi());
      this.remove(c);
    }
    return v;
  }

  /** Value of doubling: one card, twice the stake. */
  double(): number {
    const left = this.left;
    const fixed = this.r.double.initialAceCountsOne;
    let v = 0;
    for (let c = 1; c <= 10; c++) {
      const n = this.avail(c);
      if (n <= 0) continue;
      this.add(c);
      let t: number;
      if (fixed) t = c === 1 && this.hard + 10 <= 21 ? this.hard + 10 : this.hard;
      else t = this.total;
      v += (n / left) * (t > 21 ? this.bust(2) : this.stand(t, 2));
      this.remove(c);
    }
    return v;
  }

  /**
   * A hard total of 11 or less: hitting is worth at least standing. Standing equals, by exchangeability, letting
   * one unseen card go and standing; hitting and then standing takes that card and ends on a higher total that
   * cannot bust, which is at least as good against every dealer result. So the optimiser skips the stand value.
   */
  private hitDominates(): boolean {
    return (this.hand[1] as number) === 0 ? this.hard <= 11 : this.hard + 10 > 21 && this.hard <= 11;
  }

  private canHit(): boolean {
    return !(this.r.standOn21 && this.total === 21) && this.hard < 21;
  }

  /** A hand of three or more cards (or one that may only hit or stand): best or policy value, memoised. */
  multi(): number {
    const m = this.memo.get(this.key);
    if (m !== undefined) return m;
    const total = this.total;
    const allowed = this.canHit() ? A_S | A_H : A_S;
    let v: number;
    if (!this.o.policy) {
      if (this.hitDominates()) {
        v = this.hit();
        this.decisions.set(this.key, 'H');
        this.memo.set(this.key, v);
        return v;
      }
      const sv = this.stand(total, 1);
      if (allowed & A_H) {
        const hv = this.hit();
        if (hv > sv) {
          v = hv;
          this.decisions.set(this.key, 'H');
        } else {
          v = sv;
          this.decisions.set(this.key, 'S');
        }
      } else {
        v = sv;
        this.decisions.set(this.key, 'S');
      }
    } else {
      const a = allowed === A_S ? 'S' : this.o.policy(this.info(), allowed);
      v = a === 'H' ? this.hit() : this.stand(total, 1);
    }
    this.memo.set(this.key, v);
    return v;
  }

  /** Whether the current two-card hand may double. */
  mayDouble(): boolean {
    const d = this.r.double;
    const split = this.o.splitCard;
    if (split && !d.afterSplit) return false;
    if (split === 1 && !d.onSplitAces) return false;
    if (this.hand[1] as number) {
      const other = this.hard - 1; // the other card's value (1 for A+A)
      if (other === 10) return false; // a blackjack (or a split 21) is not doubled
      return d.softHands === 'any' || d.softHands.includes(other);
    }
    return d.hardTotals === 'any' || d.hardTotals.includes(this.hard);
  }

  /** Whether the current two-card hand may surrender. */
  maySurrender(): boolean {
    const s = this.r.surrender;
    if (s.mode === 'none') return false;
    if (this.up === 1 && !s.vsAce) return false;
    if (this.o.splitCard) return s.afterSplit && this.o.splitCard !== 1;
    return true;
  }

  /** Actions open to the current two-card hand (split decided elsewhere). */
  firstAllowed(): number {
    if (this.o.splitCard === 1 && this.r.split.acesOneCard) return A_S;
    let a = A_S;
    if (this.canHit()) a |= A_H;
    if (this.mayDouble()) a |= A_D;
    if (this.maySurrender()) a |= A_R;
    return a;
  }

  /** Value of one action on the current two-card hand. */
  actValue(a: Act): number {
    switch (a) {
      case 'S':
        return this.stand(this.total, 1);
      case 'H':
        return this.hit();
      case 'D':
        return this.double();
      case 'R':
        return this.surrender();
      case 'P':
        throw new RangeError('split is valued by split-ev');
    }
  }

  /** The two-card decision (no split): best or policy value; optimising passes record the action. */
  first(): number {
    const allowed = this.firstAllowed();
    if (this.o.policy) {
      const a = allowed === A_S ? 'S' : this.o.policy(this.info(), allowed);
      return this.actValue(a);
    }
    let best = -Infinity;
    let act: Act = 'S';
    const skipStand = this.hitDominates() && (allowed & A_H) !== 0;
    for (const a of ['S', 'H', 'D', 'R'] as const) {
      if (!(allowed & ACT_BIT[a]) || (a === 'S' && skipStand)) continue;
      const v = this.actValue(a);
      if (v > best) {
        best = v;
        act = a;
      }
    }
    this.decisions.set(this.key, act);
    return best;
  }

  /** All action values of the current two-card hand (NaN where not allowed). */
  firstValues(): Record<'S' | 'H' | 'D' | 'R', number> {
    const allowed = this.firstAllowed();
    const f = (a: 'S' | 'H' | 'D' | 'R'): number => (allowed & ACT_BIT[a] ? this.actValue(a) : Number.NaN);
    return { S: f('S'), H: f('H'), D: f('D'), R: f('R') };
  }
}
