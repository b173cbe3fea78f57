/**
 * @module games/house-poker/holdem/rules
 * The reducer of the community-card house games on the scaffold (core/reducer): one check and one transition per
 * action.
 * - `bet` / `withdraw` (a player, while betting is open): the ante on a free box or one's own, then the optional
 *   bonus on a box with an ante; one player per box (003 §2.2.10.10).
 * - `close-bets` (the dealer, with at least one ante): "no more"; two cards face down to each box in play and to the
 *   dealer, one at a time from the dealer's left (000 §16 VII step 4; 003 §2.2.10.11), then the flop face up (000 §16
 *   VII step 5; 003 §2.2.10.17).
 * - `play` (the box's player): the call, the ante × `callMultiple`; `fold` (the player, or the system on time-out).
 * - `showdown` (the dealer, once every box has decided): the turn and the river, the dealer's cards shown, each box
 *   settled (settle.ts), the round's deck revealed against its commitment.
 */
import { reject, type Rejection } from '../../../core/errors.js';
import type { Actor, BoxId, PlayerId } from '../../../core/ids.js';
import { makeReducer, unknownAction, type Reducer } from '../../../core/reducer.js';
import { makeSettlement, type SettlementLine } from '../../../core/settlement.js';
import { draw, reveal, type ShoeState } from '../../../shoe/shoe.js';
import { holdemValue, qualifierOf } from './hands.js';
import { settleHoldemBox } from './settle.js';
import { hhChips, type HhAction, type HhBettingSpot, type HhBox, type HhEvent, type HhState } from './state.js';

type Of<T extends HhAction['type']> = Extract<HhAction, { type: T }>;
const F = 'house-poker';
const playerOf = (by: Actor): PlayerId | null => (by.kind === 'player' ? by.player : null);
export const hhBoxOf = (s: HhState, box: BoxId): HhBox | undefined => s.boxes.find((b) => b.box === box);

/** The amount range a player may still add to a spot of a box. */
export function hhSpotRange(s: HhState, box: BoxId, spot: HhBettingSpot): { min: number; max: number; step: number } {
  const t = s.table;
  const on = hhBoxOf(s, box)?.stakes[spot] ?? 0;
  const [lo, hi] = spot === 'ante' ? [t.minimum, t.maximum] : [t.sideMinimum, t.sideMaximum];
  const step = t.chipUnit;
  return { min: on ? step : Math.ceil(lo / step) * step, max: Math.floor((hi - on) / step) * step, step };
}

export function hhCheckBet(s: HhState, a: Of<'bet'>): Rejection | null {
  const p = playerOf(a.by);
  if (!p) return reject(`${F}/player-only`, 'only a player bets');
  if (s.phase !== 'betting') return reject(`${F}/bets-closed`, 'no more bets', s.profile.cites.deal);
  if (!Number.isInteger(a.box) || a.box < 1 || a.box > s.table.boxes) return reject(`${F}/no-such-box`, `boxes are 1–${s.table.boxes}`, s.profile.boxes.cite);
  const b = hhBoxOf(s, a.box);
  if (b && b.owner !== p) return reject(`${F}/box-taken`, `box ${a.box} is another player's`, s.profile.cites.bets);
  if (a.spot === 'bonus') {
    if (!s.profile.bonus.value) return reject(`${F}/no-side-bet`, 'this game has no bonus bet', s.profile.bonus.cite);
    if (!b?.stakes.ante) return reject(`${F}/side-bet-needs-ante`, 'the bonus goes with an ante on the same box', s.profile.cites.bets);
  } else if (a.spot !== 'ante') return reject(`${F}/unknown-spot`, `no spot ${String(a.spot)}`);
  const r = hhSpotRange(s, a.box, a.spot);
  if (!Number.isInteger(a.amount) || a.amount % r.step) return reject(`${F}/bet-not-a-multiple`, `bets are multiples of ${r.step}`);
  if (a.amount < r.min) return reject(`${F}/bet-below-minimum`, `at least ${r.min}`, s.profile.limitRatios.cite);
  if (a.amount > r.max) return reject(`${F}/bet-over-limit`, `at most ${Math.max(0, r.max)} more on ${a.spot}`, s.profile.limitRatios.cite);
  return null;
}

function checkWithdraw(s: HhState, a: Of<'withdraw'>): Rejection | null {
  const p = playerOf(a.by);
  if (!p) return reject(`${F}/player-only`, 'only a player bets');
  if (s.phase !== 'betting') return reject(`${F}/bets-closed`, 'no more bets', s.profile.cites.deal);
  const b = hhBoxOf(s, a.box);
  if (!b || b.owner !== p || !b.stakes[a.spot]) return reject(`${F}/no-such-bet`, `you have no ${a.spot} on box ${a.box}`);
  if (a.spot === 'ante' && b.stakes.bonus) return reject(`${F}/side-bet-needs-ante`, 'take back the bonus first', s.profile.cites.bets);
  return null;
}

const checkClose = (s: HhState, a: Of<'close-bets'>): Rejection | null =>
  a.by.kind !== 'dealer'
    ? reject(`${F}/dealer-only`, '"no more" is the croupier’s call')
    : s.phase !== 'betting'
      ? reject(`${F}/bets-closed`, 'already closed')
      : s.boxes.length === 0
        ? reject(`${F}/no-bets`, 'no box has an ante')
        : null;

function checkDecision(s: HhState, a: Of<'play'> | Of<'fold'>): Rejection | null {
  if (s.phase !== 'deciding') return reject(`${F}/not-deciding`, 'no decision is open', s.profile.cites.decide);
  const b = hhBoxOf(s, a.box);
  if (!b) return reject(`${F}/no-such-box`, `box ${a.box} is not in play`);
  const timer = a.type === 'fold' && a.by.kind === 'system';
  if (!timer && playerOf(a.by) !== b.owner) return reject(`${F}/not-your-box`, `box ${a.box} is another player's`, s.profile.cites.decide);
  if (b.decision) return reject(`${F}/already-decided`, `box ${a.box} has ${b.decision === 'play' ? 'called' : 'folded'}`, s.profile.cites.decide);
  if (a.type === 'play' && a.multiple !== s.profile.callMultiple.value) return reject(`${F}/play-size`, `the call is ${s.profile.callMultiple.value}× the ante`, s.profile.callMultiple.cite);
  return null;
}

const checkShowdown = (s: HhState, a: Of<'showdown'>): Rejection | null =>
  a.by.kind !== 'dealer' ? reject(`${F}/dealer-only`, 'the croupier shows the cards') : s.phase !== 'showdown' ? reject(`${F}/not-showdown`, 'boxes are still deciding', s.profile.cites.showdown) : null;

const withBox = (s: HhState, box: HhBox): HhBox[] => [...s.boxes.filter((b) => b.box !== box.box), box].sort((x, y) => x.box - y.box);

/** Draws n cards from the round's deck. */
function take(shoe: ShoeState, n: number): { cards: string[]; shoe: ShoeState } {
  const cards: string[] = [];
  let sh = shoe;
  for (let i = 0; i < n; i++) {
    const d = draw(sh);
    sh = d.shoe;
    cards.push(d.card);
  }
  return { cards, shoe: sh };
}

/** The deal: one card at a time to each box in play and to the dealer, twice round; then the flop. */
export function dealHoldem(s: HhState): { boxes: HhBox[]; dealer: string[]; board: string[]; shoe: ShoeState } {
  let shoe = s.shoe;
  const boxes = s.boxes.map((b) => ({ ...b, cards: [] as string[] }));
  const dealer: string[] = [];
  for (let round = 0; round < 2; round++) {
    for (const b of boxes) {
      const t = take(shoe, 1);
      shoe = t.shoe;
      b.cards.push(...t.cards);
    }
    const t = take(shoe, 1);
    shoe = t.shoe;
    dealer.push(...t.cards);
  }
  const flop = take(shoe, 3);
  return { boxes, dealer, board: flop.cards, shoe: flop.shoe };
}

export function holdemReducer(): Reducer<HhState, HhAction, HhEvent> {
  return makeReducer<HhState, HhAction, HhEvent>({
    unknown: unknownAction(F),
    chips: hhChips,
    after: (_before, s) => (s.phase === 'deciding' && s.boxes.every((b) => b.decision) ? { ...s, phase: 'showdown' } : s),
    rules: {
      bet: {
        check: hhCheckBet,
        run: (s, a) => {
          const owner = playerOf(a.by) as PlayerId;
          const b = hhBoxOf(s, a.box) ?? { box: a.box, owner, stakes: {}, cards: [], decision: null };
          const nb = { ...b, stakes: { ...b.stakes, [a.spot]: (b.stakes[a.spot] ?? 0) + a.amount } };
          return { state: { ...s, boxes: withBox(s, nb) }, events: [{ type: 'stake', bettor: owner, box: a.box, bet: a.spot, amount: a.amount }] };
        },
      },
      withdraw: {
        check: checkWithdraw,
        run: (s, a) => {
          const b = hhBoxOf(s, a.box) as HhBox;
          const amount = b.stakes[a.spot] as number;
          const stakes = { ...b.stakes };
          delete stakes[a.spot];
          const boxes = Object.keys(stakes).length ? withBox(s, { ...b, stakes }) : s.boxes.filter((x) => x.box !== a.box);
          return { state: { ...s, boxes }, events: [{ type: 'stake-withdrawn', bettor: b.owner, box: a.box, bet: a.spot, amount }] };
        },
      },
      'close-bets': {
        check: checkClose,
        run: (s) => {
          const d = dealHoldem(s);
          return {
            state: { ...s, phase: 'deciding', boxes: d.boxes, dealer: d.dealer, board: d.board, shoe: d.shoe },
            events: [
              { type: 'bets-closed', call: 'no more bets' },
              { type: 'cards-dealt', boxes: d.boxes.map((b) => b.box), each: 2, dealer: 2, faceDown: true, cite: s.profile.cites.deal },
              { type: 'flop', cards: [...d.board], cite: s.profile.cites.flop },
            ],
          };
        },
      },
      play: {
        check: checkDecision,
        run: (s, a) => {
          const b = hhBoxOf(s, a.box) as HhBox;
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
          const b = hhBoxOf(s, a.box) as HhBox;
          return { state: { ...s, boxes: withBox(s, { ...b, decision: 'fold' }) }, events: [{ type: 'box-folded', box: a.box, timeout: a.by.kind === 'system' }] };
        },
      },
      showdown: {
        check: checkShowdown,
        run: (s) => {
          const tr = take(s.shoe, 2);
          const board = [...s.board, ...tr.cards];
          const flop = s.board.slice(0, 3);
          const dv = holdemValue([...s.dealer, ...board]);
          const qualifies = dv >= qualifierOf(s.profile);
          const lines: SettlementLine[] = [];
          for (const b of s.boxes) lines.push(...settleHoldemBox(s.profile, b, flop, holdemValue([...b.cards, ...board]), dv, qualifies));
          const settlement = makeSettlement([...lines.filter((l) => l.returned === 0), ...lines.filter((l) => l.returned > 0)]);
          const shoe = tr.shoe;
          return {
            state: { ...s, phase: 'over', board, shoe, settlement },
            events: [
              { type: 'turn-river', cards: [...tr.cards], cite: s.profile.cites.showdown },
              { type: 'dealer-shown', cards: [...s.dealer], qualifies, cite: s.profile.qualifier.cite },
              ...s.boxes.filter((b) => b.decision === 'play').map((b) => ({ type: 'box-shown', box: b.box, cards: [...b.cards] })),
              { type: 'losing-bets-collected', bets: settlement.lines.filter((l) => l.returned === 0).map((l) => `${l.bettor}:${l.box}:${l.bet}`) },
              { type: 'winning-bets-paid', bets: settlement.lines.filter((l) => l.returned > 0).map((l) => `${l.bettor}:${l.box}:${l.bet}`) },
              reveal(shoe),
            ],
          };
        },
      },
    },
  });
}
