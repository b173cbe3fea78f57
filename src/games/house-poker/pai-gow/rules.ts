/**
 * @module games/house-poker/pai-gow/rules
 * The Pai Gow poker reducer on the scaffold (core/reducer), one check and one transition per action (000 §14 VI–VII):
 * - `bet {box, amount}` / `withdraw {box}` (a seated player, while betting is open): one bet a box, one box a
 *   player, within the table's limits (V);
 * - `close-bets` (the croupier): "no more" («besterik ez»); where a player may bank, the Bank is then offered in turn
 *   (`take-bank {box, amount}` / `pass-bank {box}`, pai-gow/bank.ts) until a player takes it or the croupier's turn comes;
 * - `throw-dice` (the croupier; the dice filled by `randomize`): three dice; their sum, counted clockwise from the
 *   Bank's position (1, 8 and 15 fall on it), gives the position that receives the first hand; the croupier makes
 *   the seven-card hands face down from the deck (the profile's `hands`) and places them clockwise from there; the
 *   spare cards are checked and put away (VI);
 * - `set-hands {box, low}` (the box's player): the two cards named (`AhKd`) make the low hand, the other five the high
 *   hand; a high hand not worth more than the low is accepted, face down, and loses (VII.3);
 * - `house-way {box}` (the box's player, or the timer): his cards set by the house way;
 * - `hand-set-incorrectly {box}` (the croupier, once the box is set, until his showdown: profile `foundIncorrectly`):
 *   the croupier finds the hand set incorrectly (the wrong number of cards in a hand, a card out of its hand): it
 *   always loses (VII.3); on a player's Bank (his box) it loses to every correctly set box and to the croupier's hand
 *   (profile `bankSetIncorrectly`, bank.ts);
 * - `showdown` (the croupier, once every box is set, VI: he may not look at his cards before): his cards set by the
 *   house way and shown; each box compared with them by the comparison table, box 1 first; a win paid even money less
 *   the commission (V), a void returned whole, a loss collected; the deck revealed A player's Bank (his own hands set by
 *   himself, the count from his box) is compared first with the croupier's hand, then with each box (bank.ts).
 */
import { reject, type Rejection } from '../../../core/errors.js';
import type { Actor, BoxId, PlayerId } from '../../../core/ids.js';
import { makeReducer, unknownAction, type Reducer } from '../../../core/reducer.js';
import { makeSettlement } from '../../../core/settlement.js';
import { isDie } from '../../../dice/dice.js';
import { cardToString, parseCard } from '../../../poker-eval/cards.js';
import { highBeatsLow, paiGowValues } from '../../../poker-eval/pai-gow.js';
import { draw, remaining, reveal, type ShoeState } from '../../../shoe/shoe.js';
import { playerOf, stakeRange } from '../engine/boxes.js';
import { setByHouseWay } from './house-way.js';
import { settleBoxes } from './compare.js';
import { checkPassBank, checkTakeBank, nextOffer, passBank, settlePlayerBank, takeBank } from './bank.js';
import { pgChips, type PgAction, type PgBanker, type PgBox, type PgEvent, type PgSet, type PgState } from './state.js';

type Of<T extends PgAction['type']> = Extract<PgAction, { type: T }>;
const F = 'pai-gow';
export const POSITIONS = 7;
const boxOf = (s: PgState, box: BoxId): PgBox | undefined => s.boxes.find((b) => b.box === box);
const withBox = (s: PgState, box: PgBox): PgBox[] => [...s.boxes.filter((b) => b.box !== box.box), box].sort((x, y) => x.box - y.box);
/** The state with the hands at `box` set (a box's, or the player's Bank's). */
const withSet = (s: PgState, box: BoxId, set: PgSet): PgState => (s.banker?.box === box ? { ...s, banker: { ...(s.banker as PgBanker), set } } : { ...s, boxes: withBox(s, { ...(boxOf(s, box) as PgBox), set }) });
const dealer = (by: Actor): Rejection | null => (by.kind === 'dealer' ? null : reject(`${F}/dealer-only`, 'a step of the croupier'));

/** The position (1–7) a throw gives, counting clockwise from the Bank's position 1 (VI: 1, 8 and 15 are the Bank's). */
export const positionOf = (sum: number): number => ((sum - 1) % POSITIONS) + 1;
/**
 * A seat's position in the count (VI: "the croupier counts from the banker's position"). Seats clockwise: 0 the
 * croupier's, 1–6 the boxes; the Bank's seat is position 1 (the croupier's while the house banks, else the banker's box).
 */
export const bankSeat = (s: Pick<PgState, 'banker'>): number => s.banker?.box ?? 0;
export const positionOfSeat = (s: Pick<PgState, 'banker'>, seat: number): number => ((seat - bankSeat(s) + POSITIONS) % POSITIONS) + 1;

/** The two cards of a `low` field (`AhKd`, `X1Qs`), or null when it is not two card names. */
export function lowCards(low: unknown): string[] | null {
  if (typeof low !== 'string' || low.length !== 4) return null;
  const cards = [low.slice(0, 2), low.slice(2)];
  return cards.every((c) => /^([2-9TJQKA][cdhs]|X1)$/.test(c)) ? cards : null;
}

/** Two hands from seven cards and the two named low, with whether they are fouled (VII.3). */
export function splitOf(cards: readonly string[], low: readonly string[], by: PgSet['by']): PgSet {
  const high = cards.filter((c) => !low.includes(c));
  return { high, low: [...low], foul: !highBeatsLow(paiGowValues({ high: high.map(parseCard), low: low.map(parseCard) })), by };
}

export function pgRange(s: PgState, box: BoxId): { min: number; max: number; step: number } {
  const on = boxOf(s, box)?.stake ?? 0;
  return stakeRange(on, s.table.minimum, s.table.maximum, s.table.chipUnit);
}

export function checkPgBet(s: PgState, a: Of<'bet'>): Rejection | null {
  const p = playerOf(a.by);
  const cite = s.profile.boxes.cite;
  if (!p) return reject(`${F}/player-only`, 'only a seated player bets', cite);
  if (s.phase !== 'betting') return reject(`${F}/bets-closed`, 'no more bets', s.profile.cites.dice);
  if (!Number.isInteger(a.box) || a.box < 1 || a.box > s.table.boxes) return reject(`${F}/no-such-box`, `boxes are 1–${s.table.boxes}`, cite);
  const b = boxOf(s, a.box);
  if (b && b.owner !== p) return reject(`${F}/box-taken`, `box ${a.box} is another player's`, cite);
  if (!b && s.boxes.some((x) => x.owner === p)) return reject(`${F}/one-box`, 'each player commands one box', cite);
  const r = pgRange(s, a.box);
  if (!Number.isInteger(a.amount) || a.amount % r.step) return reject(`${F}/bet-not-a-multiple`, `bets are multiples of ${r.step}`);
  if (a.amount < r.min) return reject(`${F}/below-minimum`, `the table minimum is ${s.table.minimum}`, '000 §14 V');
  if (a.amount > r.max) return reject(`${F}/above-maximum`, `the table maximum is ${s.table.maximum}`, '000 §14 V');
  return null;
}

function checkWithdraw(s: PgState, a: Of<'withdraw'>): Rejection | null {
  if (s.phase !== 'betting') return reject(`${F}/bets-closed`, 'no more bets', s.profile.cites.dice);
  const b = boxOf(s, a.box);
  return b && b.owner === playerOf(a.by) ? null : reject(`${F}/no-such-bet`, `you have no bet on box ${a.box}`);
}

function checkThrow(s: PgState, a: Of<'throw-dice'>): Rejection | null {
  const r = dealer(a.by);
  if (r) return r;
  if (s.phase !== 'dice') return reject(`${F}/not-now`, s.phase === 'betting' ? 'the bets are not closed' : 'the dice were thrown', s.profile.cites.dice);
  if (!a.dice || a.dice.length !== 3 || !a.dice.every(isDie)) return reject(`${F}/bad-dice`, 'a throw records three dice, each 1–6', s.profile.cites.dice);
  return null;
}

/** The seven cards to set at `box`: a box's, or the player's Bank's (he sets his own, VI). */
export const handAt = (s: PgState, box: BoxId): { owner: PlayerId; cards: readonly string[]; set: PgSet | null } | undefined => (s.banker?.box === box ? { owner: s.banker.player, cards: s.banker.cards, set: s.banker.set } : boxOf(s, box));

function checkSetting(s: PgState, box: BoxId, by: Actor, timer: boolean): Rejection | null {
  if (s.phase !== 'setting') return reject(`${F}/not-setting`, s.phase === 'showdown' || s.phase === 'over' ? 'the hands are set and shown: no card may be touched' : 'the cards are not dealt', s.profile.cites.setting);
  const b = handAt(s, box);
  if (!b) return reject(`${F}/no-such-box`, `box ${box} is not in play`);
  if (!(timer && by.kind === 'system') && playerOf(by) !== b.owner) return reject(`${F}/not-your-box`, `box ${box} is another player's: only the player in front of it sets it`, s.profile.cites.setting);
  if (b.set) return reject(`${F}/already-set`, `box ${box}'s hands are set, face down`, s.profile.cites.setting);
  return null;
}

function checkSet(s: PgState, a: Of<'set-hands'>): Rejection | null {
  const r = checkSetting(s, a.box, a.by, false);
  if (r) return r;
  const low = lowCards(a.low);
  const b = handAt(s, a.box) as PgBox;
  if (!low) return reject(`${F}/low-hand-two-cards`, 'the low hand is two cards, named as AhKd', s.profile.cites.setting);
  if (low[0] === low[1] || !low.every((c) => b.cards.includes(c))) return reject(`${F}/not-your-cards`, `the low hand takes two of box ${a.box}'s seven cards`, s.profile.cites.setting);
  return null;
}

/** The phases in which the croupier may find a hand set incorrectly, by the profile's `foundIncorrectly`. */
const FINDING_PHASES: Record<PgState['profile']['foundIncorrectly']['value'], readonly PgState['phase'][]> = { 'until-showdown': ['setting', 'showdown'] };

/** The croupier finds a box's hands, or a player's Bank's, set incorrectly (VII.3): once set, until his showdown settles. */
function checkFoundIncorrectly(s: PgState, a: Of<'hand-set-incorrectly'>): Rejection | null {
  const r = dealer(a.by);
  if (r) return r;
  const when = s.profile.foundIncorrectly;
  if (!FINDING_PHASES[when.value].includes(s.phase)) return reject(`${F}/not-now`, s.phase === 'over' ? 'the coup is settled: no hand may be found set incorrectly after the showdown' : 'no hand is set on the cloth', when.cite);
  const h = handAt(s, a.box);
  if (!h?.set) return reject(`${F}/not-set`, `box ${a.box} has set no hands`, s.profile.cites.foul);
  const found = s.banker?.box === a.box ? s.banker.irregular : (boxOf(s, a.box) as PgBox).irregular;
  return found ? reject(`${F}/already-found`, `box ${a.box}'s hand is already found set incorrectly`, s.profile.cites.foul) : null;
}

/** The seven-card hands of the count (VI): which position gets each, from the position the dice give, clockwise. */
export function dealOrder(s: PgState, first: number): { positions: number[]; hands: number } {
  // In play: the Bank's position, the croupier's (he plays against a player's Bank, VI) and every box with a bet.
  const occupied = new Set([1, positionOfSeat(s, 0), ...s.boxes.map((b) => positionOfSeat(s, b.box))]);
  const clockwise = Array.from({ length: POSITIONS }, (_, i) => ((first - 1 + i) % POSITIONS) + 1);
  if (s.profile.hands.value === 'seven') return { positions: clockwise, hands: POSITIONS };
  const inPlay = clockwise.filter((p) => occupied.has(p));
  return { positions: inPlay, hands: inPlay.length };
}

function deal(s: PgState, first: number): { boxes: PgBox[]; bank: string[]; banker: PgBanker | null; shoe: ShoeState; dead: number } {
  let shoe = s.shoe;
  const { positions, hands } = dealOrder(s, first);
  const byPosition = new Map<number, string[]>();
  for (let h = 0; h < hands; h++) {
    const cards: string[] = [];
    for (let i = 0; i < 7; i++) {
      const d = draw(shoe);
      shoe = d.shoe;
      cards.push(d.card);
    }
    byPosition.set(positions[h] as number, cards);
  }
  const boxes = s.boxes.map((b) => ({ ...b, cards: byPosition.get(positionOfSeat(s, b.box)) ?? [] }));
  const croupier = positionOfSeat(s, 0);
  const dead = [...byPosition.keys()].filter((p) => p !== 1 && p !== croupier && !s.boxes.some((b) => positionOfSeat(s, b.box) === p)).length;
  const banker = s.banker ? { ...s.banker, cards: byPosition.get(1) ?? [] } : null;
  return { boxes, bank: byPosition.get(croupier) ?? [], banker, shoe, dead };
}

export { comparisonCase } from './compare.js';

export function paiGowReducer(): Reducer<PgState, PgAction, PgEvent> {
  return makeReducer<PgState, PgAction, PgEvent>({
    unknown: unknownAction(F),
    chips: pgChips,
    after: (_b, s) => (s.phase === 'setting' && s.boxes.every((b) => b.set) && (!s.banker || s.banker.set) ? { ...s, phase: 'showdown' } : s),
    rules: {
      bet: {
        check: checkPgBet,
        run: (s, a) => {
          const owner = playerOf(a.by) as PlayerId;
          const b = boxOf(s, a.box) ?? { box: a.box, owner, stake: 0, cards: [], set: null, irregular: false };
          return { state: { ...s, boxes: withBox(s, { ...b, stake: b.stake + a.amount }) }, events: [{ type: 'stake', bettor: owner, box: a.box, bet: 'main', amount: a.amount }] };
        },
      },
      withdraw: {
        check: checkWithdraw,
        run: (s, a) => {
          const b = boxOf(s, a.box) as PgBox;
          return { state: { ...s, boxes: s.boxes.filter((x) => x.box !== a.box) }, events: [{ type: 'stake-withdrawn', bettor: b.owner, box: a.box, bet: 'main', amount: b.stake }] };
        },
      },
      'close-bets': {
        check: (s, a) => dealer(a.by) ?? (s.phase !== 'betting' ? reject(`${F}/bets-closed`, 'already closed') : s.boxes.length === 0 ? reject(`${F}/no-bets`, 'no box has a bet') : null),
        run: (s) => {
          // 000 §14 VI: the Bank offered to each player in turn; the croupier takes it when his turn comes.
          const offer = nextOffer(s, []);
          const events: PgEvent[] = [{ type: 'bets-closed', call: 'no more («besterik ez»)', cite: s.profile.cites.dice }];
          events.push(offer === null ? { type: 'bank-held', by: 'croupier', cite: s.profile.bank.cite } : { type: 'bank-offered', box: offer, cite: s.profile.bank.cite });
          return { state: { ...s, phase: offer === null ? 'dice' : 'bank-offer', offer }, events };
        },
      },
      'take-bank': { check: checkTakeBank, run: takeBank },
      'pass-bank': { check: checkPassBank, run: (s, a) => passBank(s, a.box, a.by.kind === 'system') },
      'throw-dice': {
        check: checkThrow,
        run: (s, a) => {
          const dice = [...(a.dice as number[])];
          const sum = dice.reduce((x, y) => x + y, 0);
          const first = positionOf(sum);
          const d = deal(s, first);
          const spare = remaining(d.shoe) + 7 * d.dead;
          return {
            state: { ...s, phase: 'setting', dice, first, boxes: d.boxes, bank: d.bank, banker: d.banker, shoe: d.shoe },
            events: [
              { type: 'dice-thrown', dice, sum, position: first, bank: first === 1, from: s.banker ? `box ${s.banker.box}` : 'croupier', cite: s.profile.cites.dice },
              { type: 'hands-dealt', from: first, order: dealOrder(s, first).positions, boxes: d.boxes.map((b) => b.box), each: 7, faceDown: true, cite: s.profile.cites.deal },
              { type: 'spare-cards-checked', count: spare, deadHands: d.dead, cite: s.profile.cites.deal },
            ],
          };
        },
      },
      'set-hands': {
        check: checkSet,
        run: (s, a) => {
          const b = handAt(s, a.box) as PgBox;
          const set = splitOf(b.cards, lowCards(a.low) as string[], 'player');
          return { state: withSet(s, a.box, set), events: [{ type: 'hands-set', box: a.box, faceDown: true, ...(s.banker?.box === a.box ? { bank: true } : {}), ...(set.foul ? { foul: true, cite: s.profile.cites.foul } : {}) }] };
        },
      },
      'house-way': {
        check: (s, a) => checkSetting(s, a.box, a.by, true),
        run: (s, a) => {
          const b = handAt(s, a.box) as PgBox;
          const way = setByHouseWay(b.cards.map(parseCard), s.profile.houseWay.value);
          const set = splitOf(b.cards, way.low.map(cardToString), 'house-way');
          return { state: withSet(s, a.box, set), events: [{ type: 'hands-set', box: a.box, faceDown: true, ...(s.banker?.box === a.box ? { bank: true } : {}), houseWay: s.profile.houseWay.value, timeout: a.by.kind === 'system' }] };
        },
      },
      'hand-set-incorrectly': {
        check: checkFoundIncorrectly,
        run: (s, a) => {
          const bank = s.banker?.box === a.box;
          const state = bank ? { ...s, banker: { ...(s.banker as PgBanker), irregular: true } } : { ...s, boxes: withBox(s, { ...(boxOf(s, a.box) as PgBox), irregular: true }) };
          return { state, events: [{ type: 'hand-set-incorrectly', box: a.box, ...(bank ? { bank: true, cite: `${s.profile.cites.foul}; ${s.profile.bankSetIncorrectly.cite}` } : { cite: s.profile.cites.foul }) }] };
        },
      },
      showdown: {
        check: (s, a) => dealer(a.by) ?? (s.phase === 'showdown' ? null : reject(`${F}/not-showdown`, 'the croupier may not look at his cards until every box has set its hands', s.profile.cites.setting)),
        run: (s) => {
          const way = setByHouseWay(s.bank.map(parseCard), s.profile.houseWay.value);
          const bankSet = { high: way.high.map(cardToString), low: way.low.map(cardToString) };
          const shown: PgEvent = { type: 'bank-hands-set', high: bankSet.high, low: bankSet.low, houseWay: s.profile.houseWay.value, ...(s.banker ? { croupier: true } : {}), cite: s.profile.houseWay.cite };
          const r = s.banker ? settlePlayerBank(s, bankSet) : (({ lines, events }) => ({ settlement: makeSettlement(lines), events }))(settleBoxes(s, bankSet));
          return {
            state: { ...s, phase: 'over', bankSet, settlement: r.settlement },
            events: [shown, ...r.events, { type: 'bets-settled', from: 'box 1', cite: s.profile.cites.settle }, reveal(s.shoe)],
          };
        },
      },
    },
  });
}
