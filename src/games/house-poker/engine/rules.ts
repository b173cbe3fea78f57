/**
 * @module games/house-poker/engine/rules
 * The house-poker reducer on the scaffold (core/reducer): one check and one transition per action.
 * - `bet` / `withdraw` (a player, while betting is open): the ante on a free box or one's own, then the optional
 *   side bet on a box with an ante (003 §2.2.5.7: never alone); one player per box (003 §2.2.5.10).
 * - `close-bets` (the dealer, with at least one ante): "no more"; the deal, one card at a time to each box in play
 *   from the dealer's left and one to the dealer, until each has its cards (000 §15 V.3 step 4), face down but for
 *   the dealer's last `dealerUp` cards (000 §11 V.3 step 4), which the deal's event shows.
 * - `play` (the box's player): the play bet, the ante × an allowed multiple, staked; `fold` (the box's player, or
 *   the system on time-out): the box is out.
 * - `buy-card` (the box's player, before his decision, where the profile sells a card, buy.ts): one card set aside,
 *   the next dealt face up in its place for the profile's price.
 * - `discard` (a draw game, draw.ts): each box in play names the cards it throws.
 * - `showdown` (the dealer, once every box has decided, and discarded in a draw game): in a draw game the new cards
 *   first (draw.ts); the dealer's cards shown, each box settled (settle.ts), the round's deck revealed against its
 *   commitment.
 */
import { reject, type Rejection } from '../../../core/errors.js';
import type { BoxId } from '../../../core/ids.js';
import { makeReducer, unknownAction, type Reducer } from '../../../core/reducer.js';
import { makeSettlement, type SettlementLine } from '../../../core/settlement.js';
import { draw, reveal, type ShoeState } from '../../../shoe/shoe.js';
import { boxOf, checkBetOn, checkBettor, checkCloseOf, checkShowdownOf, checkWithdrawOf, playerOf, runBet, runWithdraw, spotRange as boxSpotRange, withBox, type SideTable } from './boxes.js';
import { BLIND_SPOT, blindRange, checkAdjacent, checkAnteAfterBlind, checkBlindBet, oneOpenHand } from './blind.js';
import { checkBuyCard, runBuyCard } from './buy.js';
import { allDiscarded, checkDiscard, drawCards, runDiscard } from './draw.js';
import { handValue, qualifierValue } from './hands.js';
import { settleJackpots } from './jackpot.js';
import { settleBox } from './settle.js';
import { chipsOf, type HpAction, type HpBox, type HpEvent, type HpState } from './state.js';
import type { HousePokerVariant } from './variant.js';

type Of<T extends HpAction['type']> = Extract<HpAction, { type: T }>;
const F = 'house-poker';
export { boxOf };
const SIDES = ['pair-plus', 'insurance', 'jackpot'] as const;
const sideTable = (s: HpState): SideTable => (spot) => (spot === 'pair-plus' ? s.profile.pairPlus : spot === 'insurance' ? (s.profile.insurance ?? null) : undefined);

/**
 * The amount range a player may still add to a spot of a box. The jackpot bet is one fixed stake (000 §11 VI.1: "the
 * amount for it"; 000 §12 8.1: a chip of the jackpot's value); every other spot as the boxes' rule.
 */
export function spotRange(s: HpState, box: BoxId, spot: string): { min: number; max: number; step: number } {
  if (spot === BLIND_SPOT) return blindRange(s, box, s.profile.playMultiples.value);
  if (spot !== 'jackpot') return boxSpotRange(s, box, spot);
  const j = s.table.jackpot;
  const on = boxOf(s, box)?.stakes.jackpot ?? 0;
  return j ? { min: on ? j.stake + 1 : j.stake, max: on ? 0 : j.stake, step: j.stake } : { min: 1, max: 0, step: 1 };
}

/** The jackpot bet: with an ante on the same box, once a box, the table's one stake, where the table takes it. */
function checkJackpotBet(s: HpState, a: Of<'bet'>): Rejection | null {
  const first = checkBettor(s, a);
  if (first) return first;
  const b = boxOf(s, a.box);
  if (!s.profile.jackpot?.value || !s.table.jackpot) return reject(`${F}/no-jackpot`, 'this table takes no jackpot bet', s.profile.jackpot?.cite);
  if (!b?.stakes.ante) return reject(`${F}/side-bet-needs-ante`, 'the jackpot bet goes with an ante on the same box', s.profile.jackpot.cite);
  if (b.stakes.jackpot) return reject(`${F}/jackpot-placed`, 'one jackpot bet per box', s.profile.jackpot.cite);
  if (a.amount !== s.table.jackpot.stake) return reject(`${F}/jackpot-stake`, `the jackpot bet is ${s.table.jackpot.stake}`, s.profile.jackpot.cite);
  return null;
}

/**
 * A bet while betting is open: the continuation bet of a blind box (blind.ts), the jackpot bet, or the ante and a side
 * bet (boxes.ts); an ante on a new box next to the player's others where the text wants them adjacent, and none
 * on a box whose continuation bet is placed.
 */
export function checkBet(s: HpState, a: Of<'bet'>): Rejection | null {
  if (a.spot === BLIND_SPOT) return checkBlindBet(s, a, s.profile.blindHands, s.profile.playMultiples);
  const r = a.spot === 'jackpot' ? checkJackpotBet(s, a) : checkBetOn(s, a, sideTable(s));
  return r ?? checkAnteAfterBlind(s, a, s.profile.blindHands) ?? (a.spot === 'ante' ? checkAdjacent(s, a.by, a.box, 'add', s.profile.blindHands) : null);
}

/** A withdrawal: the ante stays while a side bet or the continuation bet is on; a box taken off must not split the player's boxes where they are adjacent. */
function checkWithdraw(s: HpState, a: Of<'withdraw'>): Rejection | null {
  return checkWithdrawOf(s, a, [...SIDES, BLIND_SPOT]) ?? (a.spot === 'ante' ? checkAdjacent(s, a.by, a.box, 'remove', s.profile.blindHands) : null);
}
const checkClose = (s: HpState, a: Of<'close-bets'>): Rejection | null => checkCloseOf(s, a);

function checkDecision(s: HpState, a: Of<'play'> | Of<'fold'>): Rejection | null {
  if (s.phase !== 'deciding') return reject(`${F}/not-deciding`, 'no decision is open', s.profile.cites.decide);
  const b = boxOf(s, a.box);
  if (!b) return reject(`${F}/no-such-box`, `box ${a.box} is not in play`);
  const p = playerOf(a.by);
  // The timer folds an open box, and plays a blind box that may pass (its continuation bet is the standing choice).
  const timer = a.by.kind === 'system' && (a.type === 'fold') !== !!b.blind;
  if (!timer && p !== b.owner) return reject(`${F}/not-your-box`, `box ${a.box} is another player's`, s.profile.cites.decide);
  if (b.decision) return reject(`${F}/already-decided`, `box ${a.box} has ${b.decision === 'play' ? 'played' : 'folded'}`, s.profile.cites.decide);
  if (a.type === 'play' && !s.profile.playMultiples.value.includes(a.multiple))
    return reject(`${F}/play-size`, `the play bet is ${s.profile.playMultiples.value.map((m) => `${m}×`).join(' or ')} the ante`, s.profile.playMultiples.cite);
  if (a.type === 'play' && b.blind && a.multiple !== blindMultiple(b))
    return reject(`${F}/play-size`, `box ${a.box}'s continuation bet is ${blindMultiple(b)}× the ante, placed before the deal`, s.profile.blindHands?.cite);
  return null;
}

/** The multiple of the ante a blind box's continuation bet is. */
export const blindMultiple = (b: HpBox): number => (b.stakes.play ?? 0) / (b.stakes.ante ?? 1);

const checkShowdown = (s: HpState, a: Of<'showdown'>): Rejection | null => checkShowdownOf(s, a);

/** The deal: one card at a time to each box in play and to the dealer, until each holds its count. */
export function deal(s: HpState, v: HousePokerVariant): { boxes: HpBox[]; dealer: string[]; shoe: ShoeState } {
  let shoe = s.shoe;
  const boxes = s.boxes.map((b) => ({ ...b, cards: [] as string[] }));
  const dealer: string[] = [];
  const take = (): string => {
    const d = draw(shoe);
    shoe = d.shoe;
    return d.card;
  };
  for (let round = 0; round < Math.max(v.cards.box, v.cards.dealer); round++) {
    for (const b of boxes) if (round < v.cards.box) b.cards.push(take());
    if (round < v.cards.dealer) dealer.push(take());
  }
  return { boxes, dealer, shoe };
}

export function housePokerReducer(v: HousePokerVariant): Reducer<HpState, HpAction, HpEvent> {
  return makeReducer<HpState, HpAction, HpEvent>({
    unknown: unknownAction(F),
    chips: chipsOf,
    after: (_before, s) => {
      if (s.phase === 'deciding' && s.boxes.every((b) => b.decision)) return { ...s, phase: v.draw && s.boxes.some((b) => b.decision === 'play') ? 'drawing' : 'showdown' };
      return s.phase === 'drawing' && allDiscarded(s) ? { ...s, phase: 'showdown' } : s;
    },
    rules: {
      bet: {
        check: checkBet,
        run: (s, a) => {
          const r = runBet(s, a);
          // A jackpot bet names its jackpot: the server refuses it while that jackpot is out of order (003 §2.3.5).
          const events = a.spot === 'jackpot' && s.table.jackpot ? r.events.map((e) => ({ ...e, jackpot: (s.table.jackpot as { id: string }).id })) : r.events;
          // The continuation bet before the deal makes the box blind (blind.ts).
          const boxes = a.spot === BLIND_SPOT ? r.boxes.map((b) => (b.box === a.box ? { ...b, blind: true } : b)) : r.boxes;
          return { state: { ...s, boxes }, events };
        },
      },
      withdraw: {
        check: checkWithdraw,
        run: (s, a) => {
          const r = runWithdraw(s, a);
          const boxes = a.spot === BLIND_SPOT ? r.boxes.map((b) => (b.box === a.box ? (({ blind: _, ...open }) => open)(b) : b)) : r.boxes;
          return { state: { ...s, boxes }, events: r.events };
        },
      },
      'close-bets': {
        check: checkClose,
        run: (before) => {
          // One open hand per player (blind.ts); a blind box that may not pass has played with its continuation bet.
          const open = oneOpenHand(before.boxes, before.profile.blindHands);
          const s = { ...before, boxes: open.boxes };
          const d = deal(s, v);
          const blind = d.boxes.filter((b) => b.blind).map((b) => b.box);
          const mayPass = s.profile.blindHands?.value?.mayPass ?? false;
          const boxes = d.boxes.map((b) => (b.blind && !mayPass ? { ...b, decision: 'play' as const } : b));
          return {
            state: { ...s, phase: 'deciding', boxes, dealer: d.dealer, shoe: d.shoe },
            events: [
              { type: 'bets-closed', call: 'no more bets' },
              ...open.events,
              ...(blind.length ? [{ type: 'blind-boxes', boxes: blind, played: !mayPass, cite: s.profile.blindHands?.cite }] : []),
              { type: 'cards-dealt', boxes: d.boxes.map((b) => b.box), each: v.cards.box, dealer: v.cards.dealer, faceDown: true, ...(v.cards.dealerUp ? { dealerUp: d.dealer.slice(-v.cards.dealerUp) } : {}), cite: s.profile.cites.deal },
            ],
          };
        },
      },
      play: {
        check: checkDecision,
        run: (s, a) => {
          const b = boxOf(s, a.box) as HpBox;
          // A blind box's continuation bet is on the cloth since before the deal.
          if (b.blind) return { state: { ...s, boxes: withBox(s, { ...b, decision: 'play' }) }, events: [{ type: 'box-played', box: a.box, multiple: a.multiple, blind: true, timeout: a.by.kind === 'system' }] };
          const amount = (b.stakes.ante ?? 0) * a.multiple;
          return {
            state: { ...s, boxes: withBox(s, { ...b, decision: 'play', stakes: { ...b.stakes, play: amount } }) },
            events: [{ type: 'stake', bettor: b.owner, box: a.box, bet: 'play', amount }, { type: 'box-played', box: a.box, multiple: a.multiple }],
          };
        },
      },
      fold: {
        check: checkDecision,
        run: (s, a) => {
          const b = boxOf(s, a.box) as HpBox;
          return { state: { ...s, boxes: withBox(s, { ...b, decision: 'fold' }) }, events: [{ type: 'box-folded', box: a.box, timeout: a.by.kind === 'system' }] };
        },
      },
      'buy-card': { check: checkBuyCard, run: runBuyCard },
      discard: {
        check: (s, a) => checkDiscard(s, a, v.draw),
        run: (s, a) => {
          const d = runDiscard(s, a);
          return { state: { ...s, boxes: d.boxes }, events: d.events };
        },
      },
      showdown: {
        check: checkShowdown,
        run: (before) => {
          // With every box passed there is nothing to compare: the Bank shows its first cards and draws none.
          const drawn = v.draw && before.boxes.some((b) => b.decision === 'play') ? drawCards(before, v.draw) : null;
          const s = drawn ? { ...before, boxes: drawn.boxes, dealer: drawn.dealer, shoe: drawn.shoe } : before;
          const dv = handValue(s.dealer, v.ranking);
          const q = qualifierValue(s.profile.qualifier.value, v.ranking);
          const qualifies = q === null || dv >= q;
          const lines: SettlementLine[] = [];
          const hands = s.boxes.map((box) => ({ box, hand: handValue(box.cards, v.ranking) }));
          for (const { box, hand } of hands) lines.push(...settleBox(s.profile, box, hand, dv, qualifies));
          const settlement = makeSettlement([...lines.filter((l) => l.returned === 0), ...lines.filter((l) => l.returned > 0)], [], settleJackpots(s.profile, s.table, hands));
          return {
            state: { ...s, phase: 'over', settlement },
            events: [
              ...(drawn?.events ?? []),
              { type: 'dealer-shown', cards: [...s.dealer], qualifies, cite: s.profile.qualifier.cite },
              // The blind boxes are opened after the dealer's cards (003 §2.2.5.17), with the open boxes still in play.
              ...s.boxes.filter((b) => b.decision === 'play').map((b) => ({ type: 'box-shown', box: b.box, cards: [...b.cards], ...(b.blind ? { blind: true } : {}) })),
              { type: 'losing-bets-collected', bets: settlement.lines.filter((l) => l.returned === 0).map((l) => `${l.bettor}:${l.box}:${l.bet}`) },
              { type: 'winning-bets-paid', bets: settlement.lines.filter((l) => l.returned > 0).map((l) => `${l.bettor}:${l.box}:${l.bet}`) },
              reveal(s.shoe),
            ],
          };
        },
      },
    },
  });
}
