/**
 * @module games/house-poker/trijoker/rules
 * The Trijoker reducer on the scaffold (core/reducer), one check and one transition per action (000 §13 V.4–V.5):
 * - `bet {box, amount}` / `withdraw {box}` (a player, while betting is open): three equal bets of `amount` in the
 *   box's three betting boxes, one box a player; the minimum and maximum apply to each of them (V.2).
 * - `close-bets` (the dealer): "no more"; the deal from the dealer's left: a card to each box, the left community card,
 *   a second card to each box, the right community card, a third card to each box (V.4), all face down (the
 *   "agerian" of the text read as the deal's error rule makes it: digest ambiguity 1).
 * - `community-exposed {card}` (the dealer, while that card is face down): a community card exposed by mistake; of
 *   `voidExposedFrom` (J) or higher the whole hand is void (every stake returned), lower the hand goes on with it face
 *   up (V.4). A player's card exposed changes nothing (V.4) and has no action.
 * - `let-ride` / `take-back {box}` (the box's player, or the system on time-out): in `first` on bet 1, in `second` on
 *   bet 2 (whatever was done with bet 1). A bet taken back is returned in the settlement (`taken-back`, net 0).
 * - `show-community` (the dealer, once every box decided bet 1): the left card face up.
 * - `showdown` (the dealer, once every box decided bet 2): the right card face up, each bet still in play paid by the
 *   table or lost, starting from the dealer's right (the highest box first, V.5), the deck revealed.
 */
import { reject, type Rejection } from '../../../core/errors.js';
import type { Actor, BoxId, PlayerId } from '../../../core/ids.js';
import { makeReducer, unknownAction, type Reducer } from '../../../core/reducer.js';
import { makeSettlement, type SettlementLine } from '../../../core/settlement.js';
import { ratio } from '../../../money/rounding.js';
import { parseCard } from '../../../poker-eval/cards.js';
import { draw, reveal, type ShoeState } from '../../../shoe/shoe.js';
import { playerOf, stakeRange } from '../engine/boxes.js';
import { RANKS, trijokerPay } from './pay.js';
import { tjChips, type TjAction, type TjBox, type TjEvent, type TjState } from './state.js';

type Of<T extends TjAction['type']> = Extract<TjAction, { type: T }>;
const F = 'trijoker';
const boxOf = (s: TjState, box: BoxId): TjBox | undefined => s.boxes.find((b) => b.box === box);
const withBox = (s: TjState, box: TjBox): TjBox[] => [...s.boxes.filter((b) => b.box !== box.box), box].sort((x, y) => x.box - y.box);
const dealer = (by: Actor): Rejection | null => (by.kind === 'dealer' ? null : reject(`${F}/dealer-only`, 'a step of the croupier'));

/** The amount range of each of the three bets on a box (the box free, or the player's own with more room). */
export function tjRange(s: TjState, box: BoxId): { min: number; max: number; step: number } {
  const on = boxOf(s, box)?.stake ?? 0;
  return stakeRange(on, s.table.minimum, s.table.maximum, s.table.chipUnit);
}

export function checkTjBet(s: TjState, a: Of<'bet'>): Rejection | null {
  const p = playerOf(a.by);
  if (!p) return reject(`${F}/player-only`, 'only a seated player bets (standing players may not take part)', s.profile.boxes.cite);
  if (s.phase !== 'betting') return reject(`${F}/bets-closed`, 'no more bets', s.profile.cites.deal);
  if (!Number.isInteger(a.box) || a.box < 1 || a.box > s.table.boxes) return reject(`${F}/no-such-box`, `boxes are 1–${s.table.boxes}`, s.profile.boxes.cite);
  const b = boxOf(s, a.box);
  if (b && b.owner !== p) return reject(`${F}/box-taken`, `box ${a.box} is another player's`, s.profile.boxes.cite);
  if (!b && s.boxes.some((x) => x.owner === p)) return reject(`${F}/one-box`, 'each player plays one box only', s.profile.boxes.cite);
  const r = tjRange(s, a.box);
  if (!Number.isInteger(a.amount) || a.amount % r.step) return reject(`${F}/bet-not-a-multiple`, `bets are multiples of ${r.step}`);
  if (a.amount < r.min) return reject(`${F}/bet-below-minimum`, `each of the three bets at least ${r.min}`, s.profile.limitRatios.cite);
  if (a.amount > r.max) return reject(`${F}/bet-over-limit`, `each of the three bets at most ${Math.max(0, r.max)} more`, s.profile.limitRatios.cite);
  return null;
}

function checkWithdraw(s: TjState, a: Of<'withdraw'>): Rejection | null {
  if (s.phase !== 'betting') return reject(`${F}/bets-closed`, 'no more bets', s.profile.cites.deal);
  const b = boxOf(s, a.box);
  return b && b.owner === playerOf(a.by) ? null : reject(`${F}/no-such-bet`, `you have no bets on box ${a.box}`);
}

function checkChoice(s: TjState, a: Of<'let-ride'> | Of<'take-back'>): Rejection | null {
  const which = s.phase === 'first' ? 'first' : s.phase === 'second' ? 'second' : null;
  if (!which) return reject(`${F}/not-deciding`, 'no bet may be taken back now', s.profile.cites.first);
  const b = boxOf(s, a.box);
  if (!b) return reject(`${F}/no-such-box`, `box ${a.box} is not in play`);
  const timer = a.by.kind === 'system' && a.type === s.profile.timeout.value;
  if (!timer && playerOf(a.by) !== b.owner) return reject(`${F}/not-your-box`, `box ${a.box} is another player's`, s.profile.cites[which]);
  if (b[which]) return reject(`${F}/already-decided`, `box ${a.box} has decided on bet ${which === 'first' ? 1 : 2}`, s.profile.cites[which]);
  return null;
}

/** The deal of V.4: a card to each box, the left community card, a second to each box, the right one, a third to each. */
function deal(s: TjState): { boxes: TjBox[]; community: string[]; shoe: ShoeState } {
  let shoe = s.shoe;
  const take = (): string => {
    const d = draw(shoe);
    shoe = d.shoe;
    return d.card;
  };
  const cards = s.boxes.map(() => [] as string[]);
  const community: string[] = [];
  for (let round = 0; round < 3; round++) {
    for (const c of cards) c.push(take());
    if (round < 2) community.push(take());
  }
  return { boxes: s.boxes.map((b, i) => ({ ...b, cards: cards[i] as string[] })), community, shoe };
}

function settle(s: TjState): SettlementLine[] {
  const p = s.profile;
  const lines: SettlementLine[] = [];
  for (const b of [...s.boxes].sort((x, y) => y.box - x.box)) {
    const won = trijokerPay([...b.cards, ...s.community].map(parseCard), p.payTable.value, p.pairMinimum.value);
    const line = (bet: string, taken: boolean): SettlementLine => {
      const returned = taken ? b.stake : won ? b.stake + ratio(b.stake, won.pay.num, won.pay.den, p.rounding.value) : 0;
      return { bettor: b.owner, box: b.box, bet, stake: b.stake, returned, net: returned - b.stake, outcome: taken ? 'taken-back' : won ? won.key : 'lose', cite: taken ? p.cites[bet === 'bet-1' ? 'first' : 'second'] : p.payTable.cite };
    };
    lines.push(line('bet-1', b.first === 'take-back'), line('bet-2', b.second === 'take-back'), line('bet-3', false));
  }
  return lines;
}

export function trijokerReducer(): Reducer<TjState, TjAction, TjEvent> {
  return makeReducer<TjState, TjAction, TjEvent>({
    unknown: unknownAction(F),
    chips: tjChips,
    after: (_b, s) => (s.phase === 'first' && s.boxes.every((b) => b.first) ? { ...s, phase: 'show-first' } : s.phase === 'second' && s.boxes.every((b) => b.second) ? { ...s, phase: 'showdown' } : s),
    rules: {
      bet: {
        check: checkTjBet,
        run: (s, a) => {
          const owner = playerOf(a.by) as PlayerId;
          const b = boxOf(s, a.box) ?? { box: a.box, owner, stake: 0, first: null, second: null, cards: [] };
          const events = ['bet-1', 'bet-2', 'bet-3'].map((bet) => ({ type: 'stake', bettor: owner, box: a.box, bet, amount: a.amount }));
          return { state: { ...s, boxes: withBox(s, { ...b, stake: b.stake + a.amount }) }, events };
        },
      },
      withdraw: {
        check: checkWithdraw,
        run: (s, a) => {
          const b = boxOf(s, a.box) as TjBox;
          const events = ['bet-1', 'bet-2', 'bet-3'].map((bet) => ({ type: 'stake-withdrawn', bettor: b.owner, box: a.box, bet, amount: b.stake }));
          return { state: { ...s, boxes: s.boxes.filter((x) => x.box !== a.box) }, events };
        },
      },
      'close-bets': {
        check: (s, a) => dealer(a.by) ?? (s.phase !== 'betting' ? reject(`${F}/bets-closed`, 'already closed') : s.boxes.length === 0 ? reject(`${F}/no-bets`, 'no box has bets') : null),
        run: (s) => {
          const d = deal(s);
          return {
            state: { ...s, phase: 'first', boxes: d.boxes, community: d.community, shoe: d.shoe },
            events: [{ type: 'bets-closed', call: 'no more bets' }, { type: 'cards-dealt', boxes: d.boxes.map((b) => b.box), each: 3, community: 2, faceDown: true, cite: s.profile.cites.deal }],
          };
        },
      },
      'community-exposed': {
        check: (s, a) => {
          const r = dealer(a.by);
          if (r) return r;
          if (s.phase === 'betting' || s.phase === 'over') return reject(`${F}/no-deal`, 'no community card is on the table', s.profile.voidExposedFrom.cite);
          if (a.card !== 0 && a.card !== 1) return reject(`${F}/no-such-card`, 'the community cards are 0 (left) and 1 (right)');
          return a.card < s.shown || s.exposed.includes(a.card) ? reject(`${F}/already-face-up`, 'that card is already face up', s.profile.voidExposedFrom.cite) : null;
        },
        run: (s, a) => {
          const card = s.community[a.card] as string;
          const voids = RANKS.indexOf(card[0] as string) >= RANKS.indexOf(s.profile.voidExposedFrom.value);
          if (!voids) return { state: { ...s, exposed: [...s.exposed, a.card] }, events: [{ type: 'community-exposed', card: a.card, shown: card, voids: false, cite: s.profile.voidExposedFrom.cite }] };
          const lines = s.boxes.flatMap((b) => ['bet-1', 'bet-2', 'bet-3'].map((bet) => ({ bettor: b.owner, box: b.box, bet, stake: b.stake, returned: b.stake, net: 0, outcome: 'void', cite: s.profile.voidExposedFrom.cite })));
          return {
            state: { ...s, phase: 'over', settlement: makeSettlement(lines) },
            events: [{ type: 'community-exposed', card: a.card, shown: card, voids: true, cite: s.profile.voidExposedFrom.cite }, { type: 'round-voided', reason: 'community-card-exposed', cite: s.profile.voidExposedFrom.cite }, reveal(s.shoe)],
          };
        },
      },
      'let-ride': {
        check: checkChoice,
        run: (s, a) => {
          const b = boxOf(s, a.box) as TjBox;
          const which = s.phase === 'first' ? 'first' : 'second';
          return { state: { ...s, boxes: withBox(s, { ...b, [which]: 'let-ride' }) }, events: [{ type: 'bet-left', box: a.box, bet: which === 'first' ? 'bet-1' : 'bet-2', timeout: a.by.kind === 'system' }] };
        },
      },
      'take-back': {
        check: checkChoice,
        run: (s, a) => {
          const b = boxOf(s, a.box) as TjBox;
          const which = s.phase === 'first' ? 'first' : 'second';
          return { state: { ...s, boxes: withBox(s, { ...b, [which]: 'take-back' }) }, events: [{ type: 'bet-taken-back', box: a.box, bet: which === 'first' ? 'bet-1' : 'bet-2', amount: b.stake, timeout: a.by.kind === 'system' }] };
        },
      },
      'show-community': {
        check: (s, a) => dealer(a.by) ?? (s.phase === 'show-first' ? null : reject(`${F}/not-now`, 'the left card is turned once every box has decided on bet 1', s.profile.cites.first)),
        run: (s) => ({ state: { ...s, phase: 'second', shown: 1 }, events: [{ type: 'community-shown', card: 0, shown: s.community[0], cite: s.profile.cites.first }] }),
      },
      showdown: {
        check: (s, a) => dealer(a.by) ?? (s.phase === 'showdown' ? null : reject(`${F}/not-showdown`, 'boxes are still deciding on bet 2', s.profile.cites.second)),
        run: (s) => {
          const settlement = makeSettlement(settle(s));
          return {
            state: { ...s, phase: 'over', shown: 2, settlement },
            events: [
              { type: 'community-shown', card: 1, shown: s.community[1], cite: s.profile.cites.second },
              ...s.boxes.map((b) => ({ type: 'box-shown', box: b.box, cards: [...b.cards] })),
              { type: 'bets-settled', from: 'the dealer’s right', cite: s.profile.cites.settle },
              reveal(s.shoe),
            ],
          };
        },
      },
    },
  });
}
