/**
 * @module games/house-poker/holdem/rules
 * The reducer of the board games (variant.ts) on the scaffold (core/reducer), sharing the betting boxes' rules with
 * the three-card engine (engine/boxes.ts): one check and one transition per action.
 * - `bet` / `withdraw` (a player, while betting is open): the ante on a free box or one's own (with it the spots the
 *   variant stakes equal, UTH's BLIND), then the optional side bets on a box with an ante; one player per box.
 * - Blind hands (blind.ts, where the profile offers them): the continuation bet on the `play` spot before the deal,
 *   the boxes adjacent; at "no more" one open hand a player, the others' stakes given back.
 * - `close-bets` (the dealer, with at least one ante): "no more"; two cards face down to each box in play and to the
 *   dealer, one at a time from the dealer's left (000 §16 VII step 4; 003 §2.2.10.11, §2.2.9.10), then the first
 *   street's board (CHE: the flop face up, 003 §2.2.10.17).
 * - `play` (the box's player): the play bet, the ante × one of the street's multiples; `check` (the player, or the
 *   system on time-out, where the street allows it): wait for the next street; `fold` (the player, or the system on
 *   time-out, where the street allows it): the box is out. When every box has chosen and one has checked, the next
 *   street's board is dealt (UTH: the flop, 003 §2.2.9.17; the last two cards together, §2.2.9.20).
 * - `showdown` (the dealer, once every box has bet or folded): the board's remaining cards (each street's not yet
 *   dealt, then the variant's showdown cards), the dealer's cards shown, each box settled by the variant, the round's
 *   deck revealed against its commitment.
 */
import { reject, type Rejection } from '../../../core/errors.js';
import { makeReducer, unknownAction, type Reducer } from '../../../core/reducer.js';
import { makeSettlement, type SettlementLine } from '../../../core/settlement.js';
import { draw, reveal, type ShoeState } from '../../../shoe/shoe.js';
import { boxOf, checkBetOn, checkCloseOf, checkShowdownOf, checkWithdrawOf, playerOf, runBet, runWithdraw, spotRange, withBox } from '../engine/boxes.js';
import { BLIND_SPOT, blindOf, checkBlindAnte, checkBlindBet, checkBlindWithdraw, closeBlindHands, markBlind } from './blind.js';
import { checkJackpotBet, jackpotSpotOf } from './jackpot.js';
import { hhChips, type HhAction, type HhBox, type HhEvent, type HhState } from './state.js';
import type { BoardDeal, BoardProfileBase, BoardVariant, Street } from './variant.js';

type Of<T extends HhAction['type']> = Extract<HhAction, { type: T }>;
type S<P extends BoardProfileBase> = HhState<P>;
const F = 'house-poker';
export const hhBoxOf = <P extends BoardProfileBase>(s: S<P>, box: number): HhBox | undefined => boxOf(s, box);
/** The amount range a player may still add to a spot of a box. */
export const hhSpotRange = <P extends BoardProfileBase>(s: S<P>, box: number, spot: string): { min: number; max: number; step: number } => spotRange(s, box, spot);

export function boardCheckBet<P extends BoardProfileBase>(v: BoardVariant<P>, s: S<P>, a: Of<'bet'>): Rejection | null {
  const side = (spot: string): ReturnType<BoardVariant<P>['sideTable']> | undefined => (v.sideSpots.includes(spot) ? v.sideTable(s.profile, spot) : undefined);
  // At a table linked to a jackpot the jackpot system's spot is the JP bet: the link's one stake, once a box (jackpot.ts).
  // A blind hand's continuation bet before the deal (blind.ts; 003 §2.2.10.9, §2.2.9.8).
  if (a.spot === BLIND_SPOT && blindOf(s.profile)) return checkBlindBet(v, s, a);
  const j = jackpotSpotOf(v, s.profile, s.table);
  return (j && a.spot === j.spot ? checkJackpotBet(s, a, side, j) : checkBetOn(s, a, side)) ?? checkBlindAnte(s, a);
}

/** A withdrawal while betting is open: the ante (after the side bets and a blind hand's bet), a side bet, a blind hand's bet. */
function checkWithdraw<P extends BoardProfileBase>(v: BoardVariant<P>, s: S<P>, a: Of<'withdraw'>): Rejection | null {
  const blind = blindOf(s.profile) ? [BLIND_SPOT] : [];
  if (a.spot !== 'ante' && !v.sideSpots.includes(a.spot) && !blind.includes(a.spot)) return reject(`${F}/no-such-bet`, `${a.spot} goes with the ante`, s.profile.cites.bets);
  return checkWithdrawOf(s, a, [...v.sideSpots, ...blind]) ?? checkBlindWithdraw(s, a);
}

/** A box without one of its spots (the JP bet, settled by the jackpot's part). */
const withoutSpot = (b: HhBox, spot: string): HhBox => ({ ...b, stakes: Object.fromEntries(Object.entries(b.stakes).filter(([k]) => k !== spot)) });

/** The street open now (the last one once deciding is over). */
export const streetOf = <P extends BoardProfileBase>(v: BoardVariant<P>, s: S<P>): Street => v.streets(s.profile)[Math.min(s.street, v.streets(s.profile).length - 1)] as Street;

function checkDecision<P extends BoardProfileBase>(v: BoardVariant<P>, s: S<P>, a: Of<'play'> | Of<'check'> | Of<'fold'>): Rejection | null {
  const p = s.profile;
  if (s.phase !== 'deciding') return reject(`${F}/not-deciding`, 'no decision is open', p.cites.decide);
  const b = boxOf(s, a.box);
  if (!b) return reject(`${F}/no-such-box`, `box ${a.box} is not in play`);
  const st = streetOf(v, s);
  const timer = a.type !== 'play' && a.type === st.pass && a.by.kind === 'system';
  if (!timer && playerOf(a.by) !== b.owner) return reject(`${F}/not-your-box`, `box ${a.box} is another player's`, p.cites.decide);
  if (b.decision) return reject(`${F}/already-decided`, `box ${a.box} has ${b.decision === 'play' ? 'called' : b.decision === 'check' ? 'checked' : 'folded'}`, st.cite);
  if (a.type === 'play' && !st.multiples.includes(a.multiple)) return reject(`${F}/play-size`, `the call is ${st.multiples.map((m) => `${m}×`).join(' or ')} the ante`, st.cite);
  if (a.type !== 'play' && a.type !== st.pass) return reject(`${F}/no-${a.type}`, `now the choice is to bet or ${st.pass}`, st.cite);
  return null;
}

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

/** Board cards dealt face up, and the event that shows them. */
function dealBoard(shoe: ShoeState, d: BoardDeal | null): { cards: string[]; shoe: ShoeState; events: HhEvent[] } {
  if (!d || d.cards === 0) return { cards: [], shoe, events: [] };
  const t = take(shoe, d.cards);
  return { ...t, events: [{ type: d.event, cards: [...t.cards], cite: d.cite }] };
}

/** The deal: one card at a time to each box in play and to the dealer, twice round. */
export function dealHole<P extends BoardProfileBase>(s: S<P>): { boxes: HhBox[]; dealer: string[]; shoe: ShoeState } {
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
  return { boxes, dealer, shoe };
}

/** After a decision: when every box has chosen, the next street (its board) if a box checked, else the showdown. */
function advance<P extends BoardProfileBase>(v: BoardVariant<P>, s: S<P>): { state: S<P>; events: HhEvent[] } {
  if (s.boxes.some((b) => !b.decision)) return { state: s, events: [] };
  const streets = v.streets(s.profile);
  if (s.street + 1 < streets.length && s.boxes.some((b) => b.decision === 'check')) {
    const next = streets[s.street + 1] as Street;
    const d = dealBoard(s.shoe, next.board);
    const boxes = s.boxes.map((b) => (b.decision === 'check' ? { ...b, decision: null } : b));
    return { state: { ...s, street: s.street + 1, boxes, board: [...s.board, ...d.cards], shoe: d.shoe }, events: d.events };
  }
  return { state: { ...s, phase: 'showdown' }, events: [] };
}

export function boardReducer<P extends BoardProfileBase>(v: BoardVariant<P>): Reducer<S<P>, HhAction, HhEvent> {
  const decide = (s: S<P>, nb: HhBox, events: HhEvent[]): { state: S<P>; events: HhEvent[] } => {
    const a = advance(v, { ...s, boxes: withBox(s, nb) });
    return { state: a.state, events: [...events, ...a.events] };
  };
  return makeReducer<S<P>, HhAction, HhEvent>({
    unknown: unknownAction(F),
    chips: hhChips,
    rules: {
      bet: {
        check: (s, a) => boardCheckBet(v, s, a),
        run: (s, a) => {
          const r = runBet(s, a, v.withAnte);
          // A JP bet names its jackpot: the server refuses it while that jackpot is out of order (003 §2.3.5).
          const j = jackpotSpotOf(v, s.profile, s.table);
          const events = j && a.spot === j.spot ? r.events.map((e) => ({ ...e, jackpot: j.link.id })) : r.events;
          return { state: { ...s, boxes: markBlind(r.boxes) }, events };
        },
      },
      withdraw: {
        check: (s, a) => checkWithdraw(v, s, a),
        run: (s, a) => {
          const r = runWithdraw(s, a, v.withAnte);
          return { state: { ...s, boxes: markBlind(r.boxes) }, events: r.events };
        },
      },
      'close-bets': {
        check: checkCloseOf,
        run: (s) => {
          // One open hand a player; his blind hands' bets stand as their decisions (blind.ts).
          const c = closeBlindHands(s);
          const h = dealHole({ ...s, boxes: c.boxes });
          const first = dealBoard(h.shoe, (v.streets(s.profile)[0] as Street).board);
          // Blind hands only: nothing to decide, the round goes on to the showdown.
          const a = advance(v, { ...s, phase: 'deciding', street: 0, boxes: h.boxes, dealer: h.dealer, board: first.cards, shoe: first.shoe });
          return {
            state: a.state,
            events: [
              { type: 'bets-closed', call: 'no more bets' },
              ...c.events,
              { type: 'cards-dealt', boxes: h.boxes.map((b) => b.box), each: 2, dealer: 2, faceDown: true, cite: s.profile.cites.deal },
              ...first.events,
              ...a.events,
            ],
          };
        },
      },
      play: {
        check: (s, a) => checkDecision(v, s, a),
        run: (s, a) => {
          const b = boxOf(s, a.box) as HhBox;
          const amount = (b.stakes.ante ?? 0) * a.multiple;
          return decide(s, { ...b, decision: 'play', stakes: { ...b.stakes, play: amount } }, [{ type: 'stake', bettor: b.owner, box: a.box, bet: 'play', amount }, { type: 'box-played', box: a.box, multiple: a.multiple, street: s.street }]);
        },
      },
      check: {
        check: (s, a) => checkDecision(v, s, a),
        run: (s, a) => {
          const b = boxOf(s, a.box) as HhBox;
          return decide(s, { ...b, decision: 'check' }, [{ type: 'box-checked', box: a.box, street: s.street, timeout: a.by.kind === 'system' }]);
        },
      },
      fold: {
        check: (s, a) => checkDecision(v, s, a),
        run: (s, a) => {
          const b = boxOf(s, a.box) as HhBox;
          return decide(s, { ...b, decision: 'fold' }, [{ type: 'box-folded', box: a.box, timeout: a.by.kind === 'system' }]);
        },
      },
      showdown: {
        check: checkShowdownOf,
        run: (s) => {
          let shoe = s.shoe;
          const board = [...s.board];
          const events: HhEvent[] = [];
          const streets = v.streets(s.profile);
          for (const d of [...streets.slice(s.street + 1).map((x) => x.board), v.showdownBoard(s.profile)]) {
            const r = dealBoard(shoe, d);
            shoe = r.shoe;
            board.push(...r.cards);
            events.push(...r.events);
          }
          // A JP bet drops into the box whole (003 §2.2.10.21): no line of its own, the jackpot's part settles it.
          const j = jackpotSpotOf(v, s.profile, s.table);
          const lines: SettlementLine[] = [];
          for (const b of s.boxes) lines.push(...v.settle(s.profile, j ? withoutSpot(b, j.spot) : b, board, s.dealer));
          const jackpots = j && v.jackpot ? v.jackpot.settle(s.profile, j.link, s.boxes, board) : undefined;
          const settlement = makeSettlement([...lines.filter((l) => l.returned === 0), ...lines.filter((l) => l.returned > 0)], [], jackpots);
          return {
            state: { ...s, phase: 'over', board, shoe, settlement },
            events: [
              ...events,
              { type: 'dealer-shown', cards: [...s.dealer], qualifies: v.qualifies(s.profile, s.dealer, board), cite: s.profile.qualifier.cite },
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
