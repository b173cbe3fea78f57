/**
 * @module games/machines/video-poker/hand-kinds
 * The hand categories of each kind of video poker, as functions of the five final cards. A card is an integer:
 * rank × 4 + suit, ranks 0–12 for 2 … ace, suits 0–3; the joker (joker poker's 53rd card) is 52. Each kind is one
 * small named part: its deck size, its categories from best to worst, and how five cards fall into one of them.
 * The pay table (profile data) names a payout per category; the engine and the analysis know nothing else.
 */

export const JOKER = 52;
const ACE = 12;
const TEN = 8;
const JACK = 9;
const KING = 11;
const DEUCE = 0;

export interface HandKind {
  readonly id: string;
  /** 52, or 53 with the joker. */
  readonly deckSize: number;
  /** Category names, best first; a pay table pays each by name. */
  readonly categories: readonly string[];
  /** The index in `categories` of a five-card hand. */
  category(a: number, b: number, c: number, d: number, e: number): number;
}

const rank = (c: number): number => c >> 2;
const suit = (c: number): number => c & 3;

/** Rank multiplicities and shape of the natural (non-wild) cards of a hand. */
interface Shape {
  /** Counts per rank, sorted descending (e.g. [3, 2] for a full house). */
  readonly counts: number[];
  /** All natural cards of one suit (true with no natural card). */
  readonly flush: boolean;
  /** The natural cards are distinct ranks that fit in one five-rank window (the ace low or high). */
  readonly straightable: boolean;
  /** Bit mask of the natural ranks. */
  readonly mask: number;
}

const WHEEL = (1 << ACE) | 0b1111; // A 2 3 4 5

function shapeOf(cards: readonly number[]): Shape {
  const per = new Array<number>(13).fill(0);
  let mask = 0;
  let suits = 0;
  for (const c of cards) {
    per[rank(c)] = (per[rank(c)] as number) + 1;
    mask |= 1 << rank(c);
    suits |= 1 << suit(c);
  }
  const counts = per.filter((x) => x > 0).sort((x, y) => y - x);
  const flush = cards.length === 0 || (suits & (suits - 1)) === 0;
  let straightable = false;
  if (counts.length === cards.length) {
    if (mask === 0) straightable = true;
    else {
      const low = 31 - Math.clz32(mask & -mask);
      const high = 31 - Math.clz32(mask);
      straightable = high - low <= 4 || (mask & ~WHEEL) === 0;
    }
  }
  return { counts, flush, straightable, mask };
}

const ROYAL_MASK = 0b11111 << TEN;

/** Jacks or better: 52 cards, no wild card; a pair pays from jacks up. */
export const jacksOrBetter: HandKind = {
  id: 'jacks-or-better',
  deckSize: 52,
  categories: ['royal-flush', 'straight-flush', 'four-of-a-kind', 'full-house', 'flush', 'straight', 'three-of-a-kind', 'two-pair', 'jacks-or-better', 'nothing'],
  category(a, b, c, d, e) {
    const s = shapeOf([a, b, c, d, e]);
    const straight = s.straightable;
    if (straight && s.flush) return s.mask === ROYAL_MASK ? 0 : 1;
    const [x, y] = s.counts as [number, number];
    if (x === 4) return 2;
    if (x === 3 && y === 2) return 3;
    if (s.flush) return 4;
    if (straight) return 5;
    if (x === 3) return 6;
    if (x === 2 && y === 2) return 7;
    if (x === 2) {
      for (const r of [JACK, JACK + 1, KING, ACE]) if ([a, b, c, d, e].filter((k) => rank(k) === r).length === 2) return 8;
    }
    return 9;
  },
};

/** Deuces wild: 52 cards, every two is wild; the lowest paying hand is three of a kind. */
export const deucesWild: HandKind = {
  id: 'deuces-wild',
  deckSize: 52,
  categories: ['natural-royal-flush', 'four-deuces', 'wild-royal-flush', 'five-of-a-kind', 'straight-flush', 'four-of-a-kind', 'full-house', 'flush', 'straight', 'three-of-a-kind', 'nothing'],
  category(a, b, c, d, e) {
    const all = [a, b, c, d, e];
    const natural = all.filter((k) => rank(k) !== DEUCE);
    const wild = 5 - natural.length;
    const s = shapeOf(natural);
    const top = s.counts[0] ?? 0;
    if (wild === 0 && s.flush && s.mask === ROYAL_MASK) return 0;
    if (wild === 4) return 1;
    if (s.flush && s.straightable && (s.mask & ~ROYAL_MASK) === 0) return 2;
    if (top + wild >= 5) return 3;
    if (s.flush && s.straightable) return 4;
    if (top + wild >= 4) return 5;
    if ((wild === 0 && top === 3 && s.counts[1] === 2) || (wild === 1 && top === 2 && s.counts[1] === 2)) return 6;
    if (s.flush) return 7;
    if (s.straightable) return 8;
    if (top + wild >= 3) return 9;
    return 10;
  },
};

/** Joker poker (kings or better): 53 cards, the joker wild; a pair pays from kings up. */
export const jokerPoker: HandKind = {
  id: 'joker-poker',
  deckSize: 53,
  categories: ['natural-royal-flush', 'five-of-a-kind', 'wild-royal-flush', 'straight-flush', 'four-of-a-kind', 'full-house', 'flush', 'straight', 'three-of-a-kind', 'two-pair', 'kings-or-better', 'nothing'],
  category(a, b, c, d, e) {
    const all = [a, b, c, d, e];
    const natural = all.filter((k) => k !== JOKER);
    const wild = 5 - natural.length;
    const s = shapeOf(natural);
    const top = s.counts[0] ?? 0;
    if (wild === 0 && s.flush && s.mask === ROYAL_MASK) return 0;
    if (top + wild >= 5) return 1;
    if (wild === 1 && s.flush && s.straightable && (s.mask & ~ROYAL_MASK) === 0) return 2;
    if (s.flush && s.straightable) return 3;
    if (top + wild >= 4) return 4;
    if ((wild === 0 && top === 3 && s.counts[1] === 2) || (wild === 1 && top === 2 && s.counts[1] === 2)) return 5;
    if (s.flush) return 6;
    if (s.straightable) return 7;
    if (top + wild >= 3) return 8;
    if (wild === 0 && top === 2 && s.counts[1] === 2) return 9;
    const kingsUp = (1 << KING) | (1 << ACE);
    if (wild === 1 && (s.mask & kingsUp) !== 0) return 10;
    if (wild === 0 && top === 2) {
      for (const r of [KING, ACE]) if (natural.filter((k) => rank(k) === r).length === 2) return 10;
    }
    return 11;
  },
};

export const HAND_KINDS: Readonly<Record<string, HandKind>> = { [jacksOrBetter.id]: jacksOrBetter, [deucesWild.id]: deucesWild, [jokerPoker.id]: jokerPoker };
