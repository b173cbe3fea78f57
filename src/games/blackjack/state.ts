/**
 * @module games/blackjack/state
 * The state of one blackjack round: plain JSON, never mutated. Boxes hold the bets placed while betting is open,
 * then the hands (a split adds hands), each hand's stakes per bettor (a back-bettor's stake sits beside the
 * commander's), insurance and side bets. Every stake's `result` is filled when it is settled (at once for a bust,
 * a surrender, an immediate blackjack payment, even money; at the end otherwise), so the settlement is a read-out.
 * The shoe (`ShoeState`) shares its card order between states; only what changes is copied.
 */
import type { Card } from '../../cards/card.js';
import type { BoxId, PlayerId } from '../../core/ids.js';
import type { ShoeState } from '../../shoe/shoe.js';
import type { BlackjackProfile, SideBetKind } from './profile.js';
import type { BjTable, Limits } from './table.js';

export interface Result {
  /** Total handed back, stake included. */
  readonly returned: number;
  readonly outcome: string;
  readonly cite?: string;
}

/** A bettor's money on one hand (after doubling), or on a triple-blackjack sub-box (`sub` 1–3). */
export interface Stake {
  readonly bettor: PlayerId;
  readonly amount: number;
  /** The bet placed before the deal (what "original bet only" protects and insurance is measured on). */
  readonly original: number;
  readonly sub?: number;
  readonly result: Result | null;
  /** Surrendered under late surrender: the half comes back only if the dealer has no blackjack. */
  readonly surrendered?: boolean;
  /** 003 §2.1.9.2: the player was away; a win is set aside. */
  readonly setAside?: boolean;
}

export type HandEnd = 'stand' | 'bust' | 'twenty-one' | 'double' | 'surrender' | 'split-aces' | 'blackjack' | 'refused-exposed' | 'player-gone' | 'player-away' | 'even-money';

export interface Hand {
  readonly cards: readonly Card[];
  readonly stakes: readonly Stake[];
  /** Hand made by a split (a two-card 21 is then not a blackjack unless the profile says so). */
  readonly fromSplit: boolean;
  readonly splitAces: boolean;
  readonly doubled: boolean;
  /** Aces held at one point for good (000/001: the initial ace of a doubled hand). */
  readonly fixedAces: number;
  /** Null while the hand is in play. */
  readonly end: HandEnd | null;
}

export interface MainBet {
  readonly bettor: PlayerId;
  readonly amount: number;
  /** Triple blackjack: the sub-box 1–3 of the position. */
  readonly sub?: number;
}

export interface SideBet {
  readonly bettor: PlayerId;
  /** The side-bet kind; under/over 13 is placed as `underOver13` with `side`. */
  readonly kind: SideBetKind;
  readonly side?: 'under' | 'over';
  readonly amount: number;
  readonly result: Result | null;
  /** 003 §2.2.1.25.8: a suited K+Q against a dealer K or Q waits for the dealer's cards. */
  readonly deferred?: boolean;
}

export interface Insurance {
  readonly bettor: PlayerId;
  readonly amount: number;
  /** Triple blackjack: the sub-box insured. */
  readonly sub?: number;
  readonly result: Result | null;
}

/** A tip bet: chips a player bets for the staff with his main bet (003 §2.2.1.7). */
export interface TipBet {
  readonly bettor: PlayerId;
  readonly amount: number;
}

export interface Box {
  readonly id: BoxId;
  /** The player seated facing the box. */
  readonly seated: PlayerId | null;
  /** Players the commander allowed to bet behind. */
  readonly consents: readonly PlayerId[];
  readonly bets: readonly MainBet[];
  readonly sides: readonly SideBet[];
  /** Tip bets (jootrahapanus, 003 §2.2.1.7, §2.1.9.3): placed with a main bet, for the staff (tip.ts). */
  readonly tips: readonly TipBet[];
  readonly insurance: readonly Insurance[];
  /** Bettors who answered the insurance / even-money question. */
  readonly answered: readonly PlayerId[];
  readonly hands: readonly Hand[];
  /** The first three cards dealt to the box, in order (the sevens and progressive bets, 000 §03 V.1.f). */
  readonly firstCards: readonly Card[];
  readonly splits: number;
  /** Who decides for the box (fixed when bets close). */
  readonly commander: PlayerId | null;
  /** 003 §2.2.1.36 / §2.1.9.2: the commander left; his hands stand. */
  readonly absent: 'gone' | 'away' | null;
  /** 003 §2.2.1.25.9: the box split or doubled, so a deferred Perfect Pair cannot win its top prize. */
  readonly playedOn: boolean;
}

export interface DealerState {
  readonly cards: readonly Card[];
  /** A hole card is dealt face down and not yet turned (US modes). */
  readonly holeHidden: boolean;
  /** Triple blackjack: the dealer's finished hands for boxes 1, 2, 3. */
  readonly rounds: readonly (readonly Card[])[];
  /** 002 §14.7: the dealer took exposed cards and reached 17; his hand is final. */
  readonly final: boolean;
}

/** What the round is waiting for besides an ordinary decision. */
export type Pending =
  /** Back-bettors choose whether to follow the commander's double or split (003 §2.2.1.20). */
  | { readonly kind: 'follow'; readonly op: 'double' | 'split'; readonly box: BoxId; readonly hand: number; readonly answers: readonly { readonly bettor: PlayerId; readonly choice: string }[] }
  /** 002 §14.7: exposed cards offered in order to the next players. */
  | { readonly kind: 'exposed'; readonly cards: readonly Card[]; readonly box: BoxId; readonly resume: Turn | null }
  /** 003 §2.2.1.30: the dealer forgot his card; the player at whom play stopped chooses. */
  | { readonly kind: 'missing-card'; readonly box: BoxId }
  /** The shoe ran out (003 §2.2.1.34): the discards are shuffled and cut, then the suspended action resumes. */
  | { readonly kind: 'shoe-empty'; readonly action: unknown; readonly phase: Phase; readonly pending: Pending | null }
  /** 003 §2.2.1.29 / §2.2.1.31: the deal was wrong; the inspector has it dealt again. */
  | { readonly kind: 'misdeal'; readonly cards: readonly Card[]; readonly reason: 'missed-box' | 'empty-box' };

export interface Turn {
  readonly box: BoxId;
  readonly hand: number;
}

export type Phase = 'betting' | 'insurance' | 'play' | 'follow' | 'exposed' | 'missing-card' | 'shoe-empty' | 'misdeal' | 'over';

export interface RoundFlags {
  /** The next round starts a new shoe (cut card out, a reshuffle decided, the table emptied). */
  readonly newShoeNext: boolean;
  /** The minimum changes when this shoe ends (000 §03 V.2.a: the last shoe is announced). */
  readonly nextLimits: Limits | null;
  /** The cut card came out in an earlier round and nobody noticed (003 §2.2.1.32–34). */
  readonly cutCardUnnoticed: boolean;
  /** A player has made a decision (hit, stand, …) this round. */
  readonly decisionMade: boolean;
  /** The hand is finished from an ordinary shoe after a shuffler failure (003 §2.2.1.35). */
  readonly shufflerFailed: boolean;
  /** The dealer's first card was not dealt (003 §2.2.1.30). */
  readonly dealerCardMissing: boolean;
}

export interface BjState {
  readonly game: 'blackjack' | 'triple-blackjack';
  readonly v: number;
  readonly roundNo: number;
  readonly profile: BlackjackProfile;
  readonly table: BjTable;
  readonly limits: Limits;
  readonly phase: Phase;
  readonly shoe: ShoeState;
  /** Cards taken back and put in front of the shoe (a misdeal dealt again), drawn before the shoe. */
  readonly front: readonly Card[];
  /** 003 §2.2.1.28: the next cards of the shoe, exposed by accident and now public. */
  readonly exposedNext: number;
  readonly boxes: readonly Box[];
  readonly dealer: DealerState;
  readonly turn: Turn | null;
  /** Players who said they are done betting. */
  readonly doneBetting: readonly PlayerId[];
  readonly pending: Pending | null;
  readonly flags: RoundFlags;
  /** The shoe's position when this round's first card was dealt (after any burn). */
  readonly roundStart: number;
  /** Cards burned during this round (exposed cards nobody took, 002 §14.7). */
  readonly burnedThisRound: readonly Card[];
}

export const boxAt = (s: BjState, id: BoxId): Box | undefined => s.boxes[id - 1];

export type MutableBox = { -readonly [K in keyof Box]: Box[K] };
export type MutableHand = { -readonly [K in keyof Hand]: Hand[K] };

/**
 * A field-by-field copy of a box (sharing its arrays), to change some fields of before it goes into a new state.
 * Plain literals instead of spreads: these copies are on every step of a round.
 */
export const copyBox = (b: Box): MutableBox => ({
  id: b.id,
  seated: b.seated,
  consents: b.consents,
  bets: b.bets,
  sides: b.sides,
  tips: b.tips,
  insurance: b.insurance,
  answered: b.answered,
  hands: b.hands,
  firstCards: b.firstCards,
  splits: b.splits,
  commander: b.commander,
  absent: b.absent,
  playedOn: b.playedOn,
});

/** A field-by-field copy of a hand (sharing its arrays). */
export const copyHand = (h: Hand): MutableHand => ({ cards: h.cards, stakes: h.stakes, fromSplit: h.fromSplit, splitAces: h.splitAces, doubled: h.doubled, fixedAces: h.fixedAces, end: h.end });

/** Returns a copy of `s.boxes` with box `id` replaced. */
export function withBox(s: BjState, id: BoxId, f: (b: Box) => Box): readonly Box[] {
  const boxes = s.boxes.slice();
  boxes[id - 1] = f(boxes[id - 1] as Box);
  return boxes;
}

export function withHand(b: Box, i: number, f: (h: Hand) => Hand): Box {
  const hands = b.hands.slice();
  hands[i] = f(hands[i] as Hand);
  const out = copyBox(b);
  out.hands = hands;
  return out;
}

export const emptyBox = (id: BoxId, seated: PlayerId | null = null): Box => ({ id, seated, consents: [], bets: [], sides: [], tips: [], insurance: [], answered: [], hands: [], firstCards: [], splits: 0, commander: null, absent: null, playedOn: false });

export const newHand = (cards: readonly Card[], stakes: readonly Stake[], fromSplit = false, splitAces = false): Hand => ({ cards, stakes, fromSplit, splitAces, doubled: false, fixedAces: 0, end: null });

/** Boxes that take part in the round (they hold a main bet), in dealing order: from the dealer's left. */
export const playingBoxes = (s: BjState): Box[] => s.boxes.filter((b) => b.bets.length > 0);

/** Total main stake on a box before the deal. */
export const boxMainTotal = (b: Box): number => b.bets.reduce((t, x) => t + x.amount, 0);

/** Every card on the table now (hands, dealer, exposed cards waiting). */
export function tableCards(s: BjState): Card[] {
  const out: Card[] = [];
  for (const b of s.boxes) for (const h of b.hands) for (const c of h.cards) out.push(c);
  for (const c of s.dealer.cards) out.push(c);
  for (const r of s.dealer.rounds) for (let i = 1; i < r.length; i++) out.push(r[i] as Card);
  if (s.pending?.kind === 'exposed') for (const c of s.pending.cards) out.push(c);
  return out;
}
