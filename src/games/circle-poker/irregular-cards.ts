/**
 * @module games/circle-poker/irregular-cards
 * The dealer's records of cards gone wrong after the deal's first card, with the consequence each text gives (the
 * profile's cited `irregular` chooses where 000 and 003 differ; irregular.ts has the misdeal and the rest):
 * - `button-short { round }`: the button (the player dealt last) was skipped in hole-card round `round`. 003 §3.1.7.3:
 *   he is dealt the missing card even after substantial action — the cards after the skip went one seat on, so he
 *   gets two consecutive cards, which §3.1.7.1 says is no misdeal — until he has played; once he has played (checked,
 *   bet, called…) with too few cards his hand is dead. 000 §17 VIII.1 a–b: a wrong count corrected before the
 *   betting starts is no misdeal, which keeps the prescribed order only when he was skipped in the last round;
 *   skipped earlier, the cards were not dealt in the prescribed order (a), a misdeal; after the first action his
 *   hand is dead, as a wrong count's (irregular.ts).
 * - `four-card-flop { pick }`: the flop came out with a fourth card. 003 §3.1.7.5: the four are scrambled face down
 *   and one, taken at random (`pick`, the server's random field), is the burn before the turn — the only one. 000
 *   §17.6 V.2 a (more community cards exposed than the round calls for): the first cards count, the extra one is void
 *   and the deck replaces it; if the deck cannot, the hand is void.
 * - `unburned-flop { pick? }`: the flop was dealt without its burn (the state's burn card was the flop's first card).
 *   003 §3.1.7.5: before any action on the flop the three are scrambled, one taken at random is the burn, and the flop
 *   is the other two and the next card; after an action (even a check) the three stand. 000 writes no correction:
 *   the cards stand as dealt (the first cards count, as §17.6 V.2 a).
 * - `extra-board-card { board }`: a card too many exposed with board `board`'s cards of the street just dealt, where
 *   `four-card-flop` does not apply (a one-card street — the turn, the river, synthetic poker's streets —, Courchevel's
 *   flop, whose first card came with the hole cards, either of Double Hold'em's flops). 000 §17.6 V.2 a (applied to
 *   every board game, as `four-card-flop`): the first cards count, the extra one is void and replaced by the deck's
 *   next; the deck short of it, the hand is void. 003 §3.1.7.5 writes the four-card flop only: refused, naming the
 *   case (`circle-poker/unwritten`; the floor decides, §3.1.1.1) — never a guessed deal.
 * - `cards-touching { box, other, identifiable }`: two players' cards in contact. 000 §17 VIII.3 h: both hands are
 *   withdrawn. 003 §3.1.9.3: a fouled hand that is identifiable stays in play; one that is not is dead, the player's
 *   called bets staying in the pot (an uncalled bet goes back whole at the end: flow.ts's pots).
 * - `cards-mixed { box, identifiable }`: a player's cards mixed with the discards (000 §17 VIII.3 b; 003 §3.1.9.3):
 *   dead unless the croupier can reconstruct the hand unmistakably.
 * - `deck-removed { restored, reshuffle? }`: at a draw game the croupier took the deck away before the play was over
 *   (000 §17.1 IV). Where he can, he takes the top part back and deals the missing cards (`restored`: the stub is as
 *   it was); otherwise the unused cards, the discards apart, are shuffled (`reshuffle`, the server's random
 *   permutation of the stub), cut again, and the first card burned before dealing. 003 writes no such case.
 * Chips move only as the hand's own steps move them: a dead hand's chips stay in the pot, a void hand returns all.
 */
import type { LegalAction } from '../../core/contract.js';
import { reject, type Rejection } from '../../core/errors.js';
import type { Rule } from '../../core/reducer.js';
import { burn, draw, remaining, type ShoeState } from '../../shoe/shoe.js';
import { settleTurn } from './flow.js';
import { dealerOnly, inHand, inMisdealWindow, irregularOf, isPermutation, scrambledStub, spare, voidHand } from './irregular.js';
import type { CpAction, CpEvent, CpState, InHand } from './state.js';

export type CardsAction =
  | { readonly type: 'button-short'; readonly round: number }
  | { readonly type: 'four-card-flop'; readonly pick?: number }
  | { readonly type: 'unburned-flop'; readonly pick?: number }
  | { readonly type: 'extra-board-card'; readonly board: number }
  | { readonly type: 'cards-touching'; readonly box: number; readonly other: number; readonly identifiable: boolean }
  | { readonly type: 'cards-mixed'; readonly box: number; readonly identifiable: boolean }
  | { readonly type: 'deck-removed'; readonly restored: boolean; readonly reshuffle?: readonly number[] };

type Of<T extends CardsAction['type']> = Extract<CpAction, { type: T }>;
type Step = { state: CpState; events: CpEvent[] };
const rules = (s: CpState) => irregularOf(s.profile).value;

/** Kills the hands at `idx` (cards mucked, chips in the pot) and moves the play on. */
function kill(s: CpState, idx: readonly number[], cite: string, events: CpEvent[]): Step {
  for (const i of idx) {
    const p = s.hand[i] as InHand;
    events.push({ type: 'hand-killed', box: p.box, player: p.player, cite });
  }
  return settleTurn({ ...s, hand: s.hand.map((x, j) => (idx.includes(j) ? { ...x, folded: true } : x)) } as CpState, events);
}

// ---- the button dealt short -------------------------------------------------------------------------------------

/** Hole cards dealt in the first street, when every one is face down (the rounds a skip shifts). */
const holeRounds = (s: CpState): number => {
  const first = s.variant.streets[0];
  return first && first.hole.every((f) => f === 'down') ? first.hole.length : 0;
};

/**
 * The cards as the dealer gave them when he skipped the button (dealt last) in round `r`: from the skip on every card
 * went one seat on, and the button got the deal's last card as his missing one (two consecutive cards, 003 §3.1.7.1).
 */
export function skippedDeal(s: CpState, r: number): InHand[] {
  const n = s.hand.length;
  const h = holeRounds(s);
  const dealt: string[] = [];
  for (let k = 0; k < h; k++) for (const p of s.hand) dealt.push((p.cards[k] as { card: string }).card);
  const seats: number[] = [];
  for (let k = 0; k < h; k++) for (let j = 0; j < n; j++) if (!(k === r && j === n - 1)) seats.push(j);
  seats.push(n - 1);
  const got: string[][] = s.hand.map(() => []);
  seats.forEach((j, x) => got[j]?.push(dealt[x] as string));
  const button = got[n - 1] as string[];
  button.splice(r, 0, button.pop() as string);
  return s.hand.map((p, j) => ({ ...p, cards: p.cards.map((c, k) => (k < h ? { ...c, card: (got[j] as string[])[k] as string } : c)) }));
}

const buttonShort: Rule<CpState, Of<'button-short'>, CpEvent> = {
  check: (s, a) => {
    const no = dealerOnly(a) ?? inHand(s);
    if (no) return no;
    const b = s.hand[s.hand.length - 1];
    if (s.street !== 0 || !b || b.box !== s.button || b.folded) return reject('circle-poker/no-button-short', 'only the button, still in the hand, can be found short, before the next cards are dealt', '003 §3.1.7.3');
    return Number.isInteger(a.round) && a.round >= 0 && a.round < holeRounds(s) ? null : reject('circle-poker/no-button-short', `the round he was skipped in is one of the deal's ${holeRounds(s)} rounds of face-down cards`, '003 §3.1.7.3');
  },
  run: (s, a) => {
    const i = s.hand.length - 1;
    const p = s.hand[i] as InHand;
    const events: CpEvent[] = [{ type: 'button-short', box: p.box, player: p.player, round: a.round }];
    if (rules(s).buttonShort === 'until-he-plays') {
      // 003 §3.1.7.3: having played (checked or bet) with too few cards, his hand is dead.
      if (s.irr?.played?.includes(p.player)) return kill(s, [i], '003 §3.1.7.3', events);
      events.push({ type: 'button-completed', box: p.box, player: p.player, cite: '003 §3.1.7.3; 003 §3.1.7.1' });
      return { state: { ...s, hand: skippedDeal(s, a.round) }, events };
    }
    // 000 §17 VIII.1 b: the count corrected before the betting starts; after it, the hand dead as a wrong count's.
    if (!inMisdealWindow(s)) return kill(s, [i], '000 §17 VIII.1 b; 003 §3.1.7.3–4', events);
    // Skipped in an earlier round the cards after the skip went to the wrong players: not the prescribed order (a).
    if (a.round < holeRounds(s) - 1) return voidHand(s, 'button-short', '000 §17 VIII.1 a', events);
    events.push({ type: 'button-completed', box: p.box, player: p.player, cite: '000 §17 VIII.1 b' });
    return { state: s, events };
  },
};

// ---- flop errors ------------------------------------------------------------------------------------------------

/** The flop street the dealer may still correct now: just dealt (three board cards, one board), the turn to come. */
function flopNow(s: CpState): number | null {
  const st = s.variant.streets[s.street];
  const ok = (s.phase === 'betting' || s.phase === 'dealing') && s.street > 0 && !!st && st.board === 3 && s.variant.boards === 1 && !!s.variant.streets[s.street + 1] && s.irr?.flopFixed !== s.street;
  return ok ? s.street : null;
}
const noActionOn = (s: CpState, k: number): boolean => s.irr?.actedOn !== k;
/** Does `unburned-flop` scramble now (003 before any action on the flop)? `four-card-flop` always does under 003. */
export const flopScrambles = (s: CpState, type: 'four-card-flop' | 'unburned-flop'): boolean => {
  const k = flopNow(s);
  return k !== null && rules(s).flop === 'scramble' && (type === 'four-card-flop' || noActionOn(s, k));
};
/** How many cards a flop error scrambles (the server's `pick` is below it). */
export const flopPickOf = (type: 'four-card-flop' | 'unburned-flop'): number => (type === 'four-card-flop' ? 4 : 3);

function flopCheck(s: CpState, a: Of<'four-card-flop'> | Of<'unburned-flop'>): Rejection | null {
  const no = dealerOnly(a) ?? inHand(s);
  if (no) return no;
  const k = flopNow(s);
  const cite = rules(s).flop === 'scramble' ? '003 §3.1.7.5' : '000 §17.6 V.2 a';
  if (k === null) return reject('circle-poker/no-flop-error', 'only a flop just dealt, with the turn to come and not corrected yet, is corrected', cite);
  // A four-card flop is seen as it is dealt: before anyone acts on it.
  if (a.type === 'four-card-flop' && !noActionOn(s, k)) return reject('circle-poker/no-flop-error', 'a four-card flop is corrected before any action on the flop', cite);
  if (a.type === 'unburned-flop' && (s.variant.streets[k]?.burn ?? 0) === 0) return reject('circle-poker/no-flop-error', 'this game burns no card before the flop', cite);
  if (flopScrambles(s, a.type)) return Number.isInteger(a.pick) && (a.pick as number) >= 0 && (a.pick as number) < flopPickOf(a.type) ? null : reject('circle-poker/flop-pick', 'the card taken as the burn is the server\'s random pick among the scrambled cards', '003 §3.1.7.5');
  return a.pick === undefined ? null : reject('circle-poker/flop-pick', 'nothing is scrambled here: the cards stand as dealt', cite);
}

const withFlop = (s: CpState, flop: readonly string[]): (readonly string[])[] => [[...(s.boards[0] ?? []).slice(0, -3), ...flop]];

const fourCardFlop: Rule<CpState, Of<'four-card-flop'>, CpEvent> = {
  check: flopCheck,
  run: (s, a) => {
    const k = s.street;
    const events: CpEvent[] = [];
    const flop = (s.boards[0] ?? []).slice(-3);
    if (a.pick !== undefined) {
      // 003 §3.1.7.5: the fourth card joins the three, the four are scrambled face down and the one taken is the turn's burn.
      const d = draw(s.shoe);
      const four = [...flop, d.card];
      const burnt = four[a.pick] as string;
      const kept = four.filter((_c, j) => j !== a.pick);
      const shoe: ShoeState = { ...d.shoe, burned: [...d.shoe.burned, burnt] };
      events.push({ type: 'four-card-flop', street: k, consequence: 'scrambled', flop: kept, cite: '003 §3.1.7.5' });
      return { state: { ...s, shoe, boards: withFlop(s, kept), irr: { ...s.irr, burnt: k + 1, flopFixed: k } }, events };
    }
    // 000 §17.6 V.2 a: the first three count; the fourth, exposed, is void (the deck replaces it); none to spare: void hand.
    events.push({ type: 'four-card-flop', street: k, consequence: 'void', card: s.shoe.order[s.shoe.pos] as string, flop, cite: '000 §17.6 V.2 a' });
    return extraVoid(s, 0, 'four-card-flop', events);
  },
};

/**
 * 000 §17.6 V.2 a: a card too many exposed with board `b`'s cards of the street just dealt: the first cards count,
 * the extra one is void and the cards after it are the deck's next ones — the later boards of the street (Double
 * Hold'em's second flop) each one card on, the last taking the stub's top card; the stub short of the card, the hand
 * is void.
 */
function extraVoid(s: CpState, b: number, reason: string, events: CpEvent[]): Step {
  const cite = '000 §17.6 V.2 a';
  if (!spare(s, 1)) return voidHand(s, reason, cite, events);
  const n = s.variant.streets[s.street]?.board ?? 0;
  const d = draw(s.shoe);
  const after = [...s.boards.slice(b + 1).flatMap((x) => x.slice(-n)), d.card];
  const extra = after[0] as string;
  const boards = s.boards.map((x, i) => (i <= b ? x : [...x.slice(0, -n), ...after.slice(1 + (i - b - 1) * n, 1 + (i - b) * n)]));
  events.push({ type: 'extra-card-void', board: b, card: extra, boards, cite });
  return { state: { ...s, shoe: { ...d.shoe, burned: [...d.shoe.burned, extra] }, boards, irr: { ...s.irr, flopFixed: s.street } }, events };
}

// ---- a card too many on another street (000 §17.6 V.2 a) --------------------------------------------------------

/** The street just dealt whose board cards may have come with one too many: not yet acted on or corrected, board cards still to come. */
function extraNow(s: CpState): number | null {
  const k = s.street;
  const st = s.variant.streets[k];
  const ok = (s.phase === 'betting' || s.phase === 'dealing') && !!st && st.board > 0 && s.variant.streets.slice(k + 1).some((x) => x.board > 0) && s.irr?.flopFixed !== k && noActionOn(s, k) && s.runTwice?.outcome !== 'agreed';
  return ok ? k : null;
}

/** The case a table whose text scrambles four-card flops only (003 §3.1.7.5) does not write. */
function unwrittenCase(s: CpState): string {
  const n = s.boards[0]?.length ?? 0;
  if (s.variant.boards > 1) return 'a card too many on one of two boards';
  if (n === 3) return 'a card too many at a flop whose first card came with the hole cards (its cards already bet on)';
  return n === 4 ? 'a second card dealt with the turn' : n === 5 ? 'a second card dealt with the river' : `a card too many with board card ${n}`;
}

const extraBoardCard: Rule<CpState, Of<'extra-board-card'>, CpEvent> = {
  check: (s, a) => {
    const no = dealerOnly(a) ?? inHand(s);
    if (no) return no;
    const scramble = rules(s).flop === 'scramble';
    const cite = scramble ? '003 §3.1.7.5' : '000 §17.6 V.2 a';
    if (extraNow(s) === null) return reject('circle-poker/no-extra-card', 'only board cards just dealt, not yet acted on or corrected, with board cards still to come', cite);
    if (!Number.isInteger(a.board) || a.board < 0 || a.board >= s.variant.boards) return reject('circle-poker/no-extra-card', `the board is one of the game's ${s.variant.boards}`, cite);
    if (flopNow(s) !== null) return reject('circle-poker/no-extra-card', 'a flop of four cards: record the four-card flop', cite);
    return scramble ? reject('circle-poker/unwritten', `003 §3.1.7.5 scrambles a four-card flop only: ${unwrittenCase(s)} is a case the text does not write; the floor decides (§3.1.1.1)`, '003 §3.1.7.5; §3.1.1.1') : null;
  },
  run: (s, a) => extraVoid(s, a.board, 'extra-board-card', [{ type: 'extra-board-card', street: s.street, board: a.board, cite: '000 §17.6 V.2 a' }]),
};

const unburnedFlop: Rule<CpState, Of<'unburned-flop'>, CpEvent> = {
  check: flopCheck,
  run: (s, a) => {
    const k = s.street;
    // The state burned X and dealt A B C; the dealer put out X A B, and C is still the stub's top card.
    const x = s.shoe.burned[s.shoe.burned.length - 1] as string;
    const [ca, cb, cc] = (s.boards[0] ?? []).slice(-3) as [string, string, string];
    const burned = s.shoe.burned.slice(0, -1);
    if (a.pick !== undefined) {
      // 003 §3.1.7.5, no action yet: the three scrambled, the one taken burned; the flop is the other two and the next card.
      const three = [x, ca, cb];
      const kept = [...three.filter((_c, j) => j !== a.pick), cc];
      const shoe: ShoeState = { ...s.shoe, burned: [...burned, three[a.pick] as string] };
      return { state: { ...s, shoe, boards: withFlop(s, kept), irr: { ...s.irr, flopFixed: k } }, events: [{ type: 'unburned-flop', street: k, consequence: 'scrambled', flop: kept, cite: '003 §3.1.7.5' }] };
    }
    // The three as dealt stand (003 §3.1.7.5 after an action; 000 writes no correction); the turn burns one as usual.
    const kept = [x, ca, cb];
    const shoe: ShoeState = { ...s.shoe, burned, pos: s.shoe.pos - 1 };
    const cite = rules(s).flop === 'scramble' ? '003 §3.1.7.5' : '000 §17.6 V.2 a';
    return { state: { ...s, shoe, boards: withFlop(s, kept), irr: { ...s.irr, flopFixed: k } }, events: [{ type: 'unburned-flop', street: k, consequence: 'stands', flop: kept, cite }] };
  },
};

// ---- fouled hands -----------------------------------------------------------------------------------------------

const liveAt = (s: CpState, box: number): number => s.hand.findIndex((x) => x.box === box && !x.folded);

/** Refused when killing `idx` would leave no live hand to win the pot: the person in charge decides (000 §17 III). */
export function leavesNobody(s: CpState, idx: readonly number[]): Rejection | null {
  return s.hand.some((x, j) => !x.folded && !idx.includes(j)) ? null : reject('circle-poker/no-live-hand', 'withdrawing these hands would leave nobody in the hand: the person in charge decides', '000 §17 III');
}

const cardsTouching: Rule<CpState, Of<'cards-touching'>, CpEvent> = {
  check: (s, a) => {
    const no = dealerOnly(a) ?? inHand(s);
    if (no) return no;
    const i = liveAt(s, a.box);
    const j = liveAt(s, a.other);
    if (i < 0 || j < 0 || i === j || typeof a.identifiable !== 'boolean') return reject('circle-poker/not-in-hand', 'two different players still in the hand, and whether their cards can be told apart');
    return rules(s).touching === 'both-dead' || !a.identifiable ? leavesNobody(s, [i, j]) : null;
  },
  run: (s, a) => {
    const idx = [liveAt(s, a.box), liveAt(s, a.other)];
    const both = rules(s).touching === 'both-dead';
    const cite = both ? '000 §17 VIII.3 h' : '003 §3.1.9.3';
    const events: CpEvent[] = [{ type: 'cards-touching', box: a.box, other: a.other, identifiable: a.identifiable, cite }];
    // 003 §3.1.9.3: a fouled hand that is identifiable stays in play.
    if (!both && a.identifiable) return { state: s, events };
    return kill(s, idx, cite, events);
  },
};

const cardsMixed: Rule<CpState, Of<'cards-mixed'>, CpEvent> = {
  check: (s, a) => {
    const no = dealerOnly(a) ?? inHand(s);
    if (no) return no;
    const i = liveAt(s, a.box);
    if (i < 0 || typeof a.identifiable !== 'boolean') return reject('circle-poker/not-in-hand', 'a player still in the hand, and whether his hand can be reconstructed');
    return a.identifiable ? null : leavesNobody(s, [i]);
  },
  run: (s, a) => {
    const cite = '000 §17 VIII.3 b; 003 §3.1.9.3';
    const events: CpEvent[] = [{ type: 'cards-mixed', box: a.box, identifiable: a.identifiable, cite }];
    // "We will always try to reconstruct the hand and so play the pot" (000 §17 VIII.3 b): reconstructed, it plays on.
    return a.identifiable ? { state: s, events } : kill(s, [liveAt(s, a.box)], cite, events);
  },
};

// ---- the deck taken away too early (000 §17.1 IV) ---------------------------------------------------------------

/** A draw game's hand with cards still to deal (a draw or a street to come): the deck may have been taken away. */
export const deckInUse = (s: CpState): boolean => (s.phase === 'betting' || s.phase === 'drawing' || s.phase === 'dealing') && s.variant.streets.some((x) => x.draw) && s.street < s.variant.streets.length - 1;

const deckRemoved: Rule<CpState, Of<'deck-removed'>, CpEvent> = {
  check: (s, a) => {
    const no = dealerOnly(a) ?? inHand(s);
    if (no) return no;
    if (!deckInUse(s) || typeof a.restored !== 'boolean') return reject('circle-poker/no-deck-removed', 'only at a draw game with cards still to deal, whether the top part of the deck could be taken back or not', '000 §17.1 IV');
    if (a.restored) return a.reshuffle === undefined ? null : reject('circle-poker/reshuffle', 'the top part of the deck taken back: nothing is shuffled', '000 §17.1 IV');
    if (!spare(s, 1)) return reject('circle-poker/stub-short', 'the stub has no card to burn and still deal the rest of the hand', '000 §17.1 IV');
    return isPermutation(a.reshuffle, remaining(s.shoe)) ? null : reject('circle-poker/reshuffle', 'the unused cards are shuffled by the server: a permutation of the stub', '000 §17.1 IV');
  },
  run: (s, a) => {
    const events: CpEvent[] = [{ type: 'deck-removed', restored: a.restored, cite: '000 §17.1 IV' }];
    // Where possible the top part of the deck is taken back and the missing cards dealt from it: nothing changes.
    if (a.restored || !a.reshuffle) return { state: s, events };
    // Otherwise the unused cards (not the discards) are shuffled and cut again, and the first card burned.
    const b = burn(scrambledStub(s.shoe, a.reshuffle), 1);
    return { state: { ...s, shoe: b.shoe }, events: [...events, ...(b.events as unknown as CpEvent[])] };
  },
};

/** The stub `deck-removed` shuffles (its size, for the server's permutation). */
export const deckRemovedStub = (s: CpState): number => (deckInUse(s) ? remaining(s.shoe) : 0);

export const cardsRules = {
  'button-short': buttonShort,
  'four-card-flop': fourCardFlop,
  'unburned-flop': unburnedFlop,
  'extra-board-card': extraBoardCard,
  'cards-touching': cardsTouching,
  'cards-mixed': cardsMixed,
  'deck-removed': deckRemoved,
};

/** The records of this module the state may allow now (each kept by the caller when its check passes). */
export function cardsCandidates(s: CpState): LegalAction[] {
  if (s.phase === 'waiting' || s.phase === 'over') return [];
  const out: LegalAction[] = [];
  for (let round = 0; round < holeRounds(s); round++) out.push({ type: 'button-short', round });
  for (let board = 0; board < s.variant.boards; board++) out.push({ type: 'extra-board-card', board });
  out.push({ type: 'four-card-flop' }, { type: 'unburned-flop' }, { type: 'deck-removed', restored: true }, { type: 'deck-removed', restored: false });
  const live = s.hand.filter((p) => !p.folded);
  for (const p of live) {
    out.push({ type: 'cards-mixed', box: p.box, identifiable: true }, { type: 'cards-mixed', box: p.box, identifiable: false });
    for (const q of live) if (q.box > p.box) out.push({ type: 'cards-touching', box: p.box, other: q.box, identifiable: false }, { type: 'cards-touching', box: p.box, other: q.box, identifiable: true });
  }
  return out;
}
