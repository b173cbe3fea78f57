/**
 * @module games/circle-poker/irregular
 * The irregularities of 000 §17 VIII (and §17.6 V) and 003-CP-GEN (§3.1.7, §3.1.8), each a dealer's record of what
 * happened at the table with the consequence its text gives — never a player's action:
 * - `misdeal`: the hand is void, every chip goes back (nothing charged by the house: no rake, no fee, no drop) and the
 *   hand is dealt again — 003 §3.1.7.1 as an exact re-run (the same button, the same players, the same blinds and
 *   straddles); 000 §17 VIII.1 as a new deal (the Hand moves on, §17 VII.1). It may be declared until the first
 *   action (000 §17 VIII.1 b) or until substantial action (003 §3.1.7.1–2); a fouled deck at any time (003 §3.1.7.1;
 *   000 §17 VIII.1 e–f);
 * - `exposed-card`: a player's face-down card exposed by the dealer. In the misdeal window it is a misdeal where the
 *   text says so (000 §17 VIII.1 d: any card; 003 §3.1.7.1 (7): either of the first two cards, or a second card);
 *   another single card under 003 is replaced by the next card and becomes the next street's burn (the usual rule
 *   §3.1.7.1 refers to); after the window the card stays face up and the hand plays on (003 §3.1.7.1, §3.1.9.3);
 * - `boxed-card`: the next card of the stub found face up: shown and set aside, the deal goes on with the next;
 * - `wrong-count`: a player dealt too many or too few cards: a misdeal in the window (000 §17 VIII.1 b; 003
 *   §3.1.7.1 (5)), his hand dead after it (003 §3.1.7.3–4), his chips staying in the pot;
 * - `premature-card`: the next board card exposed before the betting round ended: the street's burn stays, and the
 *   card is void and replaced by the next (000 §17.6 V.2 b; the stub unable to replace it, the hand is void, V.2 a)
 *   or scrambled back into the stub and the street dealt without a further burn (003 §3.1.7.6);
 * - `out-of-turn`: a player's action out of turn: a fold is binding at once (003 §3.1.8.14); any other action binds
 *   him when his turn comes if the action to him has not changed; if it has, 003 frees him (all options) and 000
 *   lets him call or fold but not raise (000 §17 VIII.3 f);
 * - `foreign-card`: at the start of the hand a player received a card that was not his (the card `card` of the player
 *   at `box`, gone to `to`). Verified that he saw it, a misdeal (000 §17 VIII.1 c) — under 003, whose text has no such
 *   case, a card seen by another player is a card exposed by the dealer's error and follows `exposedInDeal` (003
 *   §3.1.7.1 (7)); not seen, the card goes to its owner and the deal stands. Only in the misdeal window;
 * - `string-bet`: a raise not made in one motion nor declared: it counts as a call (003 §3.1.8.3, §3.1.8.17; 000
 *   §17 VII.10 prohibits string bets).
 * Each changes chips only through `stake`/`stake-withdrawn` events: the reducer's conservation invariant holds.
 */
import type { LegalAction } from '../../core/contract.js';
import { reject, type Rejection } from '../../core/errors.js';
import type { Rule } from '../../core/reducer.js';
import { burn, draw, remaining, reveal, type ShoeState } from '../../shoe/shoe.js';
import { putIn, settleTurn } from './flow.js';
import { aggressorRefusal } from './penalties.js';
import type { CircleProfile } from './profile.js';
import type { PulledBack, Undercall } from './undercalls.js';
import type { Declared } from './declarations.js';
import { eligibleSeats, type CpAction, type CpEvent, type CpState, type InHand, type Seat } from './state.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** How a table rules its irregularities where 000 and 003 differ (the profile's cited `irregular`). */
export interface IrregularRules {
  /** Until when a misdeal may be declared: the first player's action (000 §17 VIII.1 b), or substantial action (003 §3.1.7.1–2). */
  readonly misdealUntil: 'first-action' | 'substantial-action';
  /**
   * The hand after a misdeal: an exact re-run with the same button (003 §3.1.7.1: "button ei liigu"), or a new deal,
   * the Hand moving on (000 §17 VIII.1: "beste «esku» bati ekingo dio", another hand begun; VII.1: the Hand turns
   * "beste karta-banaketa bati ekiten zaion bakoitzean", each time another deal is begun — re-read and confirmed).
   */
  readonly redeal: 'same-button' | 'next-button';
  /** A card exposed in the deal: always a misdeal (000 §17 VIII.1 d), or the first two cards or a second exposed card (003 §3.1.7.1 (7)). */
  readonly exposedInDeal: 'misdeal' | 'first-two-or-second';
  /** A board card exposed early: void and replaced (000 §17.6 V.2 b), or scrambled back into the stub (003 §3.1.7.6). */
  readonly premature: 'void' | 'reshuffle';
  /** An action out of turn: valid, no raise when his turn comes (000 §17 VIII.3 f), or binding unless the action changed (003 §3.1.8.14, §3.2.16). */
  readonly outOfTurn: 'valid-no-raise' | 'binding-unless-changed';
  /**
   * The button dealt too few cards (irregular-cards.ts): completed until he plays, in any round, even after
   * substantial action, his hand dead once he has played (003 §3.1.7.3; two consecutive cards to the button are no
   * misdeal, §3.1.7.1); or completed only before the betting and only when skipped in the last round — skipped in an
   * earlier round the cards were not dealt in the prescribed order, a misdeal (000 §17 VIII.1 a–b).
   */
  readonly buttonShort: 'until-he-plays' | 'before-betting';
  /**
   * A four-card flop, or a flop dealt without its burn: the cards scrambled, one taken at random as the burn (003
   * §3.1.7.5); or the first cards stand, an extra card void and replaced from the deck (000 §17.6 V.2 a).
   */
  readonly flop: 'scramble' | 'first-cards-stand';
  /** Two players' cards in contact: both hands withdrawn (000 §17 VIII.3 h), or dead only if not identifiable (003 §3.1.9.3). */
  readonly touching: 'both-dead' | 'dead-unless-identifiable';
  /**
   * Chips pushed out that are not the call (irregular-chips.ts), and chips of a prior bet (undercalls.ts): a call,
   * short made up and excess returned (000 §17 VIII.3 c–d), or the chip rules: the undercall (a full call, else the
   * floor's ruling; two or more in a row, the first corrects his bet), the single chip, the multiple chips, the 50%
   * rule and the prior bet pulled back or added to (003 §3.1.8.4–7, §3.1.8.11–12).
   */
  readonly chips: 'call' | 'chip-rules';
  /** An ante not posted at the deal: the hand valid, posted to take part (000 §17 VIII.3 g), or a case the text does not write (003). */
  readonly anteMissing: 'post-to-play' | 'unwritten';
}

/** The table's irregularity rules and their citation (the profile's cited `irregular`). */
export const irregularOf = (p: CircleProfile): { value: IrregularRules; cite: string } => p.irregular;

/** The section each rule's choice cites: the text that writes it. */
const CITES = {
  misdeal: { 'first-action': '000 §17 VIII.1 b', 'substantial-action': '003 §3.1.7.1–2' },
  exposed: { misdeal: '000 §17 VIII.1 d', 'first-two-or-second': '003 §3.1.7.1 (7)' },
  premature: { void: '000 §17.6 V.2 b', reshuffle: '003 §3.1.7.6' },
  outOfTurn: { 'valid-no-raise': '000 §17 VIII.3 f', 'binding-unless-changed': '003 §3.1.8.14' },
} as const;
const rule = (s: CpState): IrregularRules => irregularOf(s.profile).value;

export type MisdealReason = 'wrong-order' | 'card-to-wrong-seat' | 'seat-skipped' | 'missing-card' | 'non-standard-card' | 'fouled-deck';
export const MISDEAL_REASONS: readonly MisdealReason[] = ['wrong-order', 'card-to-wrong-seat', 'seat-skipped', 'missing-card', 'non-standard-card', 'fouled-deck'];
export type OotAction = 'fold' | 'check' | 'call' | 'bet' | 'raise';

export type IrregularAction =
  | { readonly type: 'misdeal'; readonly reason: MisdealReason }
  | { readonly type: 'exposed-card'; readonly box: number; readonly card: number }
  | { readonly type: 'boxed-card' }
  | { readonly type: 'wrong-count'; readonly box: number; readonly count: 'too-many' | 'too-few' }
  | { readonly type: 'premature-card'; readonly reshuffle?: readonly number[] }
  | { readonly type: 'out-of-turn'; readonly box: number; readonly action: OotAction; readonly amount?: number }
  | { readonly type: 'string-bet' }
  | { readonly type: 'foreign-card'; readonly box: number; readonly card: number; readonly to: number; readonly seen: boolean };

/** An action out of turn waiting for its player's turn: what he did and the bet he faced then. */
export interface OutOfTurn {
  readonly player: string;
  readonly action: Exclude<OotAction, 'fold'>;
  readonly amount?: number;
  readonly facing: number;
  readonly street: number;
}

/** The hand's irregularity bookkeeping (plain JSON, in `CpState.irr`). */
export interface IrregularState {
  /** The seats and button before the deal: what a misdeal's re-run deals from. */
  readonly predeal?: { readonly seats: readonly Seat[]; readonly button: number | null };
  /** Players' decisions so far in the hand: all, and those that put chips in (003 §3.1.7.2's substantial action). */
  readonly taken?: { readonly any: number; readonly chips: number };
  /** Cards the dealer exposed in the misdeal window (003 §3.1.7.1 (7): a second is a misdeal). */
  readonly exposed?: number;
  /** The street whose burn is already out (an exposed card used as the burn, a premature card's burn): not burned again. */
  readonly burnt?: number;
  readonly oot?: readonly OutOfTurn[];
  /** The players who have made a decision in the hand (003 §3.1.7.3: the button who has played a short hand). */
  readonly played?: readonly string[];
  /** The street of the last decision (003 §3.1.7.5: "if any action has taken place" on the flop). */
  readonly actedOn?: number;
  /** The street whose board cards were already corrected (a four-card flop, a flop without its burn, a card too many: irregular-cards.ts). */
  readonly flopFixed?: number;
  /** The players whose missing ante was recorded (000 §17 VIII.3 g, irregular-chips.ts): once each. */
  readonly anteMissing?: readonly string[];
  /** The hand was void by a misdeal. */
  readonly misdeal?: { readonly reason: string; readonly cite: string; readonly redeal: IrregularRules['redeal']; readonly button: number };
  /** The players who exposed their own cards too early: no longer the aggressor in this hand (003 §3.1.10.2, penalties.ts). */
  readonly exposedOwn?: readonly string[];
  /** The penalties recorded during this hand (penalties.ts): kept if the hand is misdealt and re-run. */
  readonly penalised?: readonly { readonly player: string; readonly hands: number }[];
  /** This hand re-runs a misdealt one (003 §3.1.7.1): its button, and no seat changes before the deal. */
  readonly redeal?: number;
  /** Undercalls the floor rules, awaiting or given its ruling (003 §3.1.8.12, undercalls.ts). */
  readonly undercalls?: readonly Undercall[];
  /** Chips of a prior bet pulled back facing a raise: the player calls or raises that turn (003 §3.1.8.7). */
  readonly pulledBack?: PulledBack;
  /** A declaration binding the player to act (003 §3.1.8.12, §3.1.8.15–16, declarations.ts). */
  readonly declared?: Declared;
}

type Irr = Extract<CpAction, { type: IrregularAction['type'] }>;
type Of<T extends IrregularAction['type']> = Extract<Irr, { type: T }>;
type Step = { state: CpState; events: CpEvent[] };

export const dealerOnly = (a: { by: { kind: string } }): Rejection | null => (a.by.kind === 'dealer' ? null : reject('circle-poker/dealer-only', 'the dealer records an irregularity'));
export const inHand = (s: CpState): Rejection | null => (s.phase === 'waiting' || s.phase === 'over' ? reject('circle-poker/not-now', 'no hand is under way') : null);
const canAct = (p: InHand): boolean => !p.folded && !p.allIn;
/** The player whose turn it is to bet, or null. */
export const toActOf = (s: CpState): InHand | null => (s.phase === 'betting' && s.toAct !== null ? (s.hand[s.toAct] ?? null) : null);

/** Is the hand still in the misdeal window (no action, or no substantial action, yet)? */
export function inMisdealWindow(s: CpState): boolean {
  if (s.street > 0) return false;
  const t = s.irr?.taken ?? { any: 0, chips: 0 };
  return irregularOf(s.profile).value.misdealUntil === 'first-action' ? t.any === 0 : t.chips < 2 && t.any < 3;
}

/** What startHand keeps of the state before the deal (a misdeal's re-run deals from it). */
export const startIrregular = (s0: CpState): IrregularState => ({ predeal: { seats: s0.seats, button: s0.button } });

/** After a player's decision: counted towards substantial action; his action out of turn, if any, is spent. */
export function afterDecision(next: Mutable<CpState>, player: string, putChips: boolean): void {
  const irr = next.irr ?? {};
  const t = irr.taken ?? { any: 0, chips: 0 };
  const oot = irr.oot?.filter((x) => x.player !== player);
  const played = irr.played?.includes(player) ? irr.played : [...(irr.played ?? []), player];
  next.irr = { ...irr, taken: { any: t.any + 1, chips: t.chips + (putChips ? 1 : 0) }, played, actedOn: next.street, ...(oot ? { oot } : {}) };
  // His decision ends what his declaration bound him to on that turn (declarations.ts).
  if (next.irr.declared?.player === player) {
    const { declared: _spent, ...rest } = next.irr;
    next.irr = rest;
  }
}

type RangeOf = (kind: 'bet' | 'raise') => { min: number; max: number } | null;

/**
 * The pending action out of turn of the player to act, on this street, and whether it binds him now: the action to
 * him has not changed (the bet he faces is the same) and his action is still open to him (a bet or raise within his
 * range; a check or call always is when nothing changed).
 */
function pendingOot(s: CpState, p: InHand, range: RangeOf): { o: OutOfTurn; binds: boolean } | null {
  const o = s.irr?.oot?.find((x) => x.player === p.player && x.street === s.street);
  if (!o) return null;
  const r = o.action === 'bet' || o.action === 'raise' ? range(o.action) : null;
  const open = o.amount === undefined || (!!r && o.amount >= r.min && o.amount <= r.max);
  return { o, binds: o.facing === s.currentBet && open };
}

/** The refusal of a player's decision that his action out of turn rules out (000 §17 VIII.3 f, 003 §3.1.8.14). */
export function ootRefusal(s: CpState, a: CpAction, range: RangeOf): Rejection | null {
  const p = toActOf(s);
  const pend = p && pendingOot(s, p, range);
  if (!pend) return null;
  const cite = CITES.outOfTurn[rule(s).outOfTurn];
  if (pend.binds) {
    const same = a.type === pend.o.action && (pend.o.amount === undefined || ('amount' in a && a.amount === pend.o.amount));
    return same ? null : reject('circle-poker/out-of-turn-binding', `your action out of turn (${pend.o.action}${pend.o.amount === undefined ? '' : ` ${pend.o.amount}`}) binds you: the action to you has not changed`, cite);
  }
  if (irregularOf(s.profile).value.outOfTurn === 'valid-no-raise' && (a.type === 'bet' || a.type === 'raise')) return reject('circle-poker/out-of-turn-no-raise', 'having acted out of turn, you may not raise when your turn comes', '000 §17 VIII.3 f');
  return null;
}

/** A bet or raise range narrowed by the player's action out of turn (null: none open to him). */
export function ootRange<R extends { min: number; max: number }>(s: CpState, p: InHand, kind: 'bet' | 'raise', r: R | null, range: RangeOf): R | null {
  const pend = pendingOot(s, p, range);
  if (!pend || !r) return r;
  if (pend.binds) return pend.o.action === kind && pend.o.amount !== undefined && pend.o.amount >= r.min && pend.o.amount <= r.max ? { ...r, min: pend.o.amount, max: pend.o.amount } : null;
  return irregularOf(s.profile).value.outOfTurn === 'valid-no-raise' ? null : r;
}

/** No seat changes before the re-run of a misdealt hand (003 §3.1.7.1: no new players, the same straddles). */
export function redealGate(s: CpState, a: CpAction): Rejection | null {
  // Once players have left so that the hand cannot be dealt again, the table fills as usual.
  if (s.phase !== 'waiting' || s.irr?.redeal === undefined || eligibleSeats(s).length < s.profile.minPlayers.value) return null;
  return ['sit', 'straddle', 'entry'].includes(a.type) ? reject('circle-poker/redeal-pending', 'the misdealt hand is dealt again as it was: no new players or straddles before it', '003 §3.1.7.1') : null;
}

/** The void hand: every chip put in (bets, forced bets, fees) goes back; nothing is charged (000 §17 VIII.1, 003 §3.1.7.1). */
export function voidHand(s: CpState, reason: string, cite: string, events: CpEvent[]): Step {
  const rules = irregularOf(s.profile).value;
  const hand = s.hand.map((p) => {
    const back = p.total + p.fee;
    if (back > 0) events.push({ type: 'stake-withdrawn', bettor: p.player, box: p.box, bet: 'misdeal', amount: back });
    return { ...p, stack: p.stack + back, total: 0, bet: 0, fee: 0, folded: true, allIn: false };
  });
  const misdeal = { reason, cite, redeal: rules.redeal, button: s.button as number };
  events.push({ type: 'misdeal-declared', reason, redeal: rules.redeal, cite, redealCite: rules.redeal === 'same-button' ? '003 §3.1.7.1' : '000 §17 VII.1' });
  events.push(reveal(s.shoe) as unknown as CpEvent);
  const { oot: _o, ...irr } = s.irr ?? {};
  const { runTwice: _r, ...rest } = s;
  return { state: { ...rest, hand, phase: 'over', toAct: null, currentBet: 0, result: { pots: [], showdown: false, firstRoundOnly: true }, irr: { ...irr, misdeal } } as CpState, events };
}

/** The next hand's carry after a misdeal: the re-run's seats and button (003), or the button moving on (000). */
export function misdealCarry(s: CpState): { seats: readonly Seat[]; button: number | null; redeal?: number } | null {
  const m = s.irr?.misdeal;
  const pre = s.irr?.predeal;
  if (!m || !pre) return null;
  // Who asked to sit out during the void hand keeps that choice; everything else is as before the deal.
  const out = new Map(s.seats.map((x) => [x.player, x.out]));
  const seats = pre.seats.filter((x) => out.has(x.player)).map((x) => ({ ...x, out: out.get(x.player) as boolean }));
  return m.redeal === 'same-button' ? { seats, button: pre.button, redeal: m.button } : { seats, button: m.button };
}

const misdeal: Rule<CpState, Of<'misdeal'>, CpEvent> = {
  check: (s, a) => {
    const no = dealerOnly(a) ?? inHand(s);
    if (no) return no;
    if (!MISDEAL_REASONS.includes(a.reason)) return reject('circle-poker/misdeal-reason', `a misdeal's reason is one of ${MISDEAL_REASONS.join(', ')}`);
    // A fouled deck voids the hand whatever the action (003 §3.1.7.1; 000 §17 VIII.1 e–f).
    if (a.reason === 'fouled-deck' || a.reason === 'missing-card') return null;
    return inMisdealWindow(s) ? null : reject('circle-poker/no-misdeal', 'once action has taken place no misdeal can be declared: the hand continues', CITES.misdeal[rule(s).misdealUntil]);
  },
  run: (s, a) => voidHand(s, a.reason, a.reason === 'fouled-deck' || a.reason === 'missing-card' ? '000 §17 VIII.1 e–f; 003 §3.1.7.1' : CITES.misdeal[rule(s).misdealUntil], []),
};

const holeCard = (s: CpState, box: number, card: number): { p: InHand; i: number } | null => {
  const i = s.hand.findIndex((x) => x.box === box && !x.folded);
  const p = s.hand[i];
  return p && Number.isInteger(card) && p.cards[card] && !p.cards[card].up ? { p, i } : null;
};

const exposedCard: Rule<CpState, Of<'exposed-card'>, CpEvent> = {
  check: (s, a) => dealerOnly(a) ?? inHand(s) ?? (holeCard(s, a.box, a.card) ? null : reject('circle-poker/no-such-card', 'that seat holds no face-down card there in this hand')),
  run: (s, a) => {
    const { p, i } = holeCard(s, a.box, a.card) as { p: InHand; i: number };
    const rules = irregularOf(s.profile).value;
    const card = (p.cards[a.card] as { card: string }).card;
    const events: CpEvent[] = [{ type: 'card-exposed', box: p.box, player: p.player, card }];
    if (inMisdealWindow(s)) {
      const firstTwo = a.card === 0 && i < 2;
      if (rules.exposedInDeal === 'misdeal' || firstTwo || (s.irr?.exposed ?? 0) >= 1 || !spare(s, 1)) return voidHand(s, 'exposed-card', CITES.exposed[rules.exposedInDeal], events);
      // One other card (003, the usual rule): replaced by the next card; the exposed card is the next street's burn.
      const d = draw(s.shoe);
      const cards = p.cards.map((c, j) => (j === a.card ? { card: d.card, up: false } : c));
      const next = s.variant.streets[s.street + 1];
      const shoe: ShoeState = { ...d.shoe, burned: [...d.shoe.burned, card] };
      events.push(...(d.events as unknown as CpEvent[]), { type: 'card-replaced', box: p.box, player: p.player, card, burn: !!next && next.burn > 0, cite: '003 §3.1.7.1' });
      const irr = { ...s.irr, exposed: (s.irr?.exposed ?? 0) + 1, ...(next && next.burn > 0 ? { burnt: s.street + 1 } : {}) };
      return { state: { ...s, shoe, hand: s.hand.map((x, j) => (j === i ? { ...x, cards } : x)), irr }, events };
    }
    // After the window the hand plays on with the card face up (003 §3.1.7.1, §3.1.9.3; 000 §17 VIII.3 e by analogy).
    const cards = p.cards.map((c, j) => (j === a.card ? { ...c, up: true } : c));
    events.push({ type: 'card-left-exposed', box: p.box, player: p.player, card, cite: `${CITES.misdeal[rule(s).misdealUntil]}; 003 §3.1.9.3` });
    return { state: { ...s, hand: s.hand.map((x, j) => (j === i ? { ...x, cards } : x)) }, events };
  },
};

const foreignCard: Rule<CpState, Of<'foreign-card'>, CpEvent> = {
  check: (s, a) => {
    const no = dealerOnly(a) ?? inHand(s) ?? (holeCard(s, a.box, a.card) ? null : reject('circle-poker/no-such-card', 'that seat holds no face-down card there in this hand'));
    if (no) return no;
    if (typeof a.seen !== 'boolean' || a.to === a.box || !s.hand.some((x) => x.box === a.to)) return reject('circle-poker/not-in-hand', 'the card went to another player of the hand, seen by him or not');
    return inMisdealWindow(s) ? null : reject('circle-poker/no-misdeal', 'a card going to the wrong player happens at the start of the hand, before the betting', CITES.misdeal[rule(s).misdealUntil]);
  },
  run: (s, a) => {
    const events: CpEvent[] = [{ type: 'foreign-card', box: a.box, to: a.to, seen: a.seen, cite: '000 §17 VIII.1 c' }];
    // Not verified that he saw it: the card goes to its owner, the deal stands (000 §17 VIII.1 c).
    if (!a.seen) return { state: s, events };
    if (rule(s).exposedInDeal === 'misdeal') return voidHand(s, 'foreign-card', '000 §17 VIII.1 c', events);
    // 003: a card seen by another player is exposed by the dealer's error (§3.1.7.1 (7)).
    const r = exposedCard.run(s, { type: 'exposed-card', box: a.box, card: a.card, by: a.by } as Of<'exposed-card'>);
    return { state: r.state, events: [...events, ...r.events] };
  },
};

const boxedCard: Rule<CpState, Of<'boxed-card'>, CpEvent> = {
  check: (s, a) => dealerOnly(a) ?? inHand(s) ?? (spare(s, 1) ? null : reject('circle-poker/stub-short', 'the stub has no card to spare for the rest of the hand')),
  run: (s) => {
    const card = s.shoe.order[s.shoe.pos] as string;
    const b = burn(s.shoe, 1);
    return { state: { ...s, shoe: b.shoe }, events: [{ type: 'boxed-card', card, cite: CITES.premature[rule(s).premature] }] };
  },
};

const wrongCount: Rule<CpState, Of<'wrong-count'>, CpEvent> = {
  check: (s, a) => {
    const no = dealerOnly(a) ?? inHand(s);
    if (no) return no;
    if (a.count !== 'too-many' && a.count !== 'too-few') return reject('circle-poker/wrong-count', 'too many or too few cards');
    // 003 §3.1.7.1 (5) excepts §3.1.7.3: the button short who has not played is completed (irregular-cards.ts
    // `button-short`), no misdeal; once he has played his hand is dead, as here.
    const last = s.hand[s.hand.length - 1];
    if (a.count === 'too-few' && rule(s).buttonShort === 'until-he-plays' && s.street === 0 && last?.box === a.box && a.box === s.button && !s.irr?.played?.includes(last.player))
      return reject('circle-poker/button-short', 'the button dealt too few cards is dealt his missing card: record the button dealt short', '003 §3.1.7.1 (5), §3.1.7.3');
    return s.hand.some((x) => x.box === a.box && !x.folded) ? null : reject('circle-poker/not-in-hand', 'that seat is not in the hand');
  },
  run: (s, a) => {
    const i = s.hand.findIndex((x) => x.box === a.box && !x.folded);
    const p = s.hand[i] as InHand;
    const events: CpEvent[] = [{ type: 'wrong-count', box: p.box, player: p.player, count: a.count }];
    if (inMisdealWindow(s)) return voidHand(s, 'wrong-count', CITES.misdeal[rule(s).misdealUntil], events);
    // After the window his hand is dead: his cards mucked, his chips in the pot (003 §3.1.7.3–4).
    events.push({ type: 'hand-killed', box: p.box, player: p.player, cite: '003 §3.1.7.3–4' });
    const hand = s.hand.map((x, j) => (j === i ? { ...x, folded: true } : x));
    return settleTurn({ ...s, hand } as CpState, events);
  },
};

/** The street a premature card belongs to: the next, when it deals board cards and the betting is still open. */
const prematureStreet = (s: CpState): number | null => {
  const k = s.street + 1;
  const next = s.variant.streets[k];
  if (s.phase !== 'betting' || !next || next.board === 0 || next.draw || s.irr?.burnt === k) return null;
  // Scrambled back (003) the card must leave the rest of the hand its cards; void (000 §17.6 V.2) it only has to exist:
  // the stub short of its replacement, the hand is void (V.2 a).
  return (irregularOf(s.profile).value.premature === 'reshuffle' ? spare(s, 1) : remaining(s.shoe) > next.burn) ? k : null;
};

/** Cards the rest of the hand deals from the stub (burns, cards to the players still in, board cards; draws aside). */
function cardsNeeded(s: CpState): number {
  const live = s.hand.filter((p) => !p.folded).length;
  return s.variant.streets.slice(s.street + 1).reduce((t, x, j) => t + (s.irr?.burnt === s.street + 1 + j ? 0 : x.burn) + x.hole.length * live + x.board * s.variant.boards, 0);
}
/** Can the stub spare `n` cards and still deal the rest of the hand? */
export const spare = (s: CpState, n: number): boolean => remaining(s.shoe) - n >= cardsNeeded(s);

/** The shoe with its stub (the cards not yet dealt) put in the order of `perm`, a permutation the server drew. */
export function scrambledStub(shoe: ShoeState, perm: readonly number[]): ShoeState {
  const stub = shoe.order.slice(shoe.pos);
  return { ...shoe, order: [...shoe.order.slice(0, shoe.pos), ...perm.map((j) => stub[j] as string)] };
}

export const isPermutation = (xs: unknown, n: number): boolean => Array.isArray(xs) && xs.length === n && new Set(xs).size === n && xs.every((j) => Number.isInteger(j) && j >= 0 && j < n);

/** The stub a premature card is scrambled back into (after the street's burn): its size. */
export const prematureStub = (s: CpState): number => {
  const k = prematureStreet(s);
  return k === null ? 0 : remaining(s.shoe) - (s.variant.streets[k]?.burn ?? 0);
};

const prematureCard: Rule<CpState, Of<'premature-card'>, CpEvent> = {
  check: (s, a) => {
    const no = dealerOnly(a) ?? inHand(s);
    if (no) return no;
    if (prematureStreet(s) === null) return reject('circle-poker/no-premature-card', 'no board card is due on the next street while the betting is open', '003 §3.1.7.6');
    const reshuffle = irregularOf(s.profile).value.premature === 'reshuffle';
    if (reshuffle && !isPermutation(a.reshuffle, prematureStub(s))) return reject('circle-poker/reshuffle', 'the stub is scrambled by the server: a permutation of its cards', '003 §3.1.7.6');
    if (!reshuffle && a.reshuffle !== undefined) return reject('circle-poker/reshuffle', 'the premature card is void here: nothing is scrambled', '000 §17.6 V.2 b');
    return null;
  },
  run: (s, a) => {
    const k = prematureStreet(s) as number;
    const street = s.variant.streets[k] as { burn: number };
    const b = burn(s.shoe, street.burn);
    const card = b.shoe.order[b.shoe.pos] as string;
    const events: CpEvent[] = [...(b.events as unknown as CpEvent[])];
    let shoe: ShoeState;
    if (a.reshuffle) {
      // 003 §3.1.7.6: the burn stays; the card goes back into the stub, scrambled face down; no further burn.
      shoe = scrambledStub(b.shoe, a.reshuffle);
      events.push({ type: 'premature-card', card, street: k, consequence: 'reshuffled', cite: CITES.premature.reshuffle });
    } else {
      // 000 §17.6 V.2 b: the card is void, replaced by the next card of the deck; none left for the hand: void (V.2 a).
      if (!spare(s, 1)) return voidHand(s, 'premature-card', '000 §17.6 V.2 a–b', [{ type: 'premature-card', card, street: k, consequence: 'void-hand', cite: '000 §17.6 V.2 a–b' }]);
      const d = burn(b.shoe, 1);
      shoe = d.shoe;
      events.push({ type: 'premature-card', card, street: k, consequence: 'void', cite: CITES.premature.void });
    }
    return { state: { ...s, shoe, irr: { ...s.irr, burnt: k } }, events };
  },
};

const OOT: readonly OotAction[] = ['fold', 'check', 'call', 'bet', 'raise'];

const outOfTurn: Rule<CpState, Of<'out-of-turn'>, CpEvent> = {
  check: (s, a) => {
    const no = dealerOnly(a);
    if (no) return no;
    if (s.phase !== 'betting' || s.toAct === null) return reject('circle-poker/not-betting', 'no betting round is open');
    if (!OOT.includes(a.action)) return reject('circle-poker/out-of-turn', `the action is one of ${OOT.join(', ')}`);
    const i = s.hand.findIndex((x) => x.box === a.box);
    const p = s.hand[i];
    if (!p || !canAct(p) || i === s.toAct) return reject('circle-poker/out-of-turn', 'only a player still to act, other than the one whose turn it is, acts out of turn', '003 §3.1.8.14');
    const facing = p.bet < s.currentBet;
    if ((a.action === 'check' && facing) || (a.action === 'call' && !facing) || (a.action === 'bet' && s.currentBet > 0) || (a.action === 'raise' && s.currentBet === 0))
      return reject('circle-poker/out-of-turn', `a ${a.action} is not open to that player against the bet he faces`);
    if ((a.action === 'bet' || a.action === 'raise') !== (a.amount !== undefined) || (a.amount !== undefined && (!Number.isSafeInteger(a.amount) || a.amount <= 0))) return reject('circle-poker/out-of-turn', 'a bet or raise out of turn gives its amount, and only those do');
    // A player who exposed his cards too early is no aggressor, out of turn either (003 §3.1.10.2, penalties.ts).
    return a.action === 'bet' || a.action === 'raise' ? aggressorRefusal(s, p) : null;
  },
  run: (s, a) => {
    const i = s.hand.findIndex((x) => x.box === a.box);
    const p = s.hand[i] as InHand;
    const cite = CITES.outOfTurn[rule(s).outOfTurn];
    const events: CpEvent[] = [{ type: 'out-of-turn', box: p.box, player: p.player, action: a.action, ...(a.amount === undefined ? {} : { amount: a.amount }), cite }];
    if (a.action === 'fold') {
      // An action out of turn that folds binds at once (003 §3.1.8.14).
      events.push({ type: 'player-acted', action: 'fold', box: p.box, player: p.player, outOfTurn: true });
      const next = { ...s, hand: s.hand.map((x, j) => (j === i ? { ...x, folded: true } : x)) } as Mutable<CpState>;
      afterDecision(next, p.player, false);
      return settleTurn(next, events);
    }
    const oot: OutOfTurn = { player: p.player, action: a.action, ...(a.amount === undefined ? {} : { amount: a.amount }), facing: s.currentBet, street: s.street };
    return { state: { ...s, irr: { ...s.irr, oot: [...(s.irr?.oot ?? []).filter((x) => x.player !== p.player), oot] } }, events };
  },
};

const stringBet: Rule<CpState, Of<'string-bet'>, CpEvent> = {
  check: (s, a) => {
    const no = dealerOnly(a);
    if (no) return no;
    const p = toActOf(s);
    if (!p) return reject('circle-poker/not-betting', 'no betting round is open');
    return p.bet < s.currentBet ? null : reject('circle-poker/string-bet', 'a string raise is recorded against a player facing a bet', '003 §3.1.8.3');
  },
  run: (s) => {
    // 003 §3.1.8.3, §3.1.8.17 (000 §17 VII.10): not made in one motion nor declared, the raise is a call.
    const i = s.toAct as number;
    const hand = s.hand.map((x) => ({ ...x })) as Mutable<InHand>[];
    const p = hand[i] as Mutable<InHand>;
    const events: CpEvent[] = [{ type: 'string-bet', box: p.box, player: p.player, cite: '003 §3.1.8.3, §3.1.8.17; 000 §17 VII.10' }];
    const owed = Math.max(0, Math.min(s.currentBet - p.bet, p.stack));
    events.push({ type: 'player-acted', action: 'call', box: p.box, player: p.player, stringBet: true });
    putIn(p, owed, 'call', true, events);
    p.acted = true;
    const next = { ...s, hand } as Mutable<CpState>;
    afterDecision(next, p.player, owed > 0);
    return settleTurn(next, events);
  },
};

export const irregularRules = {
  misdeal,
  'exposed-card': exposedCard,
  'boxed-card': boxedCard,
  'wrong-count': wrongCount,
  'premature-card': prematureCard,
  'out-of-turn': outOfTurn,
  'string-bet': stringBet,
  'foreign-card': foreignCard,
};

/**
 * The dealer's irregularities the state allows now, as optional steps (never the table's automatic step, never a
 * player's): each candidate is kept when its check passes (`ok`).
 */
export function irregularCandidates(s: CpState): LegalAction[] {
  if (s.phase === 'waiting' || s.phase === 'over') return [];
  const out: LegalAction[] = MISDEAL_REASONS.map((reason) => ({ type: 'misdeal', reason }));
  for (const p of s.hand) {
    if (p.folded) continue;
    p.cards.forEach((c, card) => {
      if (c.up) return;
      out.push({ type: 'exposed-card', box: p.box, card });
      for (const q of s.hand) if (q.box !== p.box) out.push({ type: 'foreign-card', box: p.box, card, to: q.box, seen: true }, { type: 'foreign-card', box: p.box, card, to: q.box, seen: false });
    });
    out.push({ type: 'wrong-count', box: p.box, count: 'too-many' }, { type: 'wrong-count', box: p.box, count: 'too-few' });
    for (const action of ['fold', 'check', 'call'] as const) out.push({ type: 'out-of-turn', box: p.box, action });
  }
  out.push({ type: 'boxed-card' }, { type: 'string-bet' }, { type: 'premature-card' });
  return out;
}
