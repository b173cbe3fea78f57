/**
 * @module games/house-poker/exchange/rules
 * The exchange games' reducer on the scaffold (core/reducer): one check and one transition per action.
 * - `bet` / `withdraw` (a player, while betting is open): the ANTE on a free box or one's own (003 §2.2.8.10–11); where
 *   the table feeds a jackpot, the JP bet of its one stake on a box with an ANTE (003 §2.3.2, jackpot.ts).
 *   Where the profile has blind hands (blind.ts), a blind hand's BET (`spot: 'bet'`, twice the ANTE) and the adjacency
 *   of a player's boxes; at the close, a player's extra open hands are returned (`house-poker/one-open-hand`).
 * - `close-bets` (the dealer): the deal, one card at a time to each box from the dealer's left and to himself, five
 *   each, his last face up (003 §2.2.8.12, §2.2.4.11).
 * - the first decision (§2.2.8.18–20, §2.2.4.17–19), every box before any card is exchanged: `play` (the BET on the
 *   cards as they are), `exchange` (positions, for the fee), `sixth` (a sixth card for one ANTE, where offered), `fold`.
 * - `replace` (the dealer, once all have decided): the new cards, box by box from his left (§2.2.8.20).
 * - the second decision of a box that exchanged or bought (§2.2.8.21): `play` or `fold`.
 * - `insure` / `no-insurance` (§2.2.8.22–26): a box in play holding at least the profile's combination may insure
 *   against the dealer having no game, from one ANTE to half the combinations' payout.
 * - `open` (the dealer: "insurance closed", §2.2.8.26, §2.2.8.30): his cards shown; with a game, or nothing to buy,
 *   the round settles; without one each box in play takes the ANTE or buys him a game (`take-ante` / `buy-game`,
 *   §2.2.8.34), then `settle` (the dealer): his highest card replaced for those who bought (§2.2.8.35–36), and the
 *   round settles (settle.ts).
 * - where the dealer draws (Draw poker, 003 §2.2.6.22–28), `open` shows his five, then throws and replaces the cards
 *   his rule names (dealer-draw.ts), and he is judged on the new five.
 * - `misdeal` (the dealer, optional, before any box has decided): a wrong number of cards or a card dealt face up;
 *   every card is taken back and every bet stands untouched (§2.2.8.13, §2.2.4.12): the round ends with each stake
 *   returned, and the bets are placed again on the next deal.
 */
import type { Card } from '../../../cards/card.js';
import { reject, type Rejection } from '../../../core/errors.js';
import type { Actor, BoxId, PlayerId } from '../../../core/ids.js';
import { makeReducer, unknownAction, type Reducer } from '../../../core/reducer.js';
import { makeSettlement } from '../../../core/settlement.js';
import { draw, reveal, type ShoeState } from '../../../shoe/shoe.js';
import { checkBettor, playerOf, stakeRange } from '../engine/boxes.js';
import { boxesAfter, extraOpenHands, keepsSideBySide, sideBySide } from '../engine/open-hand.js';
import { blindRule, blindTurn } from './blind.js';
import { paidCombinations, reaches } from './combos.js';
import { dealerDrawPositions, type DealerDrawRule } from './dealer-draw.js';
import { exchangeFee, settleRound, qualifies } from './settle.js';
import { exChips, type ExAction, type ExBox, type ExEvent, type ExState } from './state.js';

type Of<T extends ExAction['type']> = Extract<ExAction, { type: T }>;
const F = 'house-poker';
export const exBoxOf = (s: ExState, box: BoxId): ExBox | undefined => s.boxes.find((b) => b.box === box);
const withBox = (s: ExState, b: ExBox): ExBox[] => [...s.boxes.filter((x) => x.box !== b.box), b].sort((x, y) => x.box - y.box);

/** The range of an ANTE on a box (null where a player may not add to it). */
export function anteRange(s: ExState, box: BoxId): { min: number; max: number; step: number } {
  const t = s.table;
  const on = exBoxOf(s, box)?.stakes.ante ?? 0;
  return stakeRange(on, t.minimum, t.maximum, t.chipUnit);
}

/**
 * The insurance a box in play may place (§2.2.8.24–25): one ANTE up to half its combinations' payout; null if none.
 * A blind box (where the profile lets it insure, §2.2.8.23) insures unseen: one ANTE, the minimum, since its
 * combination and so the maximum are nobody's to know until the dealer opens it.
 */
export function insuranceRange(s: ExState, b: ExBox): { min: number; max: number; step: number } | null {
  const ins = s.profile.insurance.value;
  if (!ins || b.decision !== 'play') return null;
  const ante = b.stakes.ante ?? 0;
  if (b.blind) return blindRule(s)?.insure ? { min: ante, max: ante, step: s.table.chipUnit } : null;
  if (!reaches(b.cards, ins.from)) return null;
  const bet = b.stakes.bet ?? 0;
  const paid = paidCombinations(b.cards, s.profile.payTable.value, s.profile.twoCombinations.value !== null);
  const payout = paid.reduce((t, c) => t + (bet * c.pay.num) / c.pay.den, 0);
  const unit = s.table.chipUnit;
  const min = b.stakes.ante ?? 0;
  const max = Math.floor(payout / 2 / unit) * unit;
  return max >= min ? { min, max, step: unit } : null;
}

function checkBet(s: ExState, a: Of<'bet'>): Rejection | null {
  const first = checkBettor(s, a);
  if (first) return first;
  const p = playerOf(a.by) as PlayerId;
  const b = exBoxOf(s, a.box);
  if (a.spot === 'jackpot') return checkJackpotBet(s, a, b);
  if (a.spot === 'bet') return blindRule(s) ? checkBlindBet(s, a, b) : reject(`${F}/no-blind-hands`, 'the BET goes on after the deal in this game: it has no blind hands', s.profile.cites.bets);
  if (a.spot !== 'ante') return reject(`${F}/unknown-spot`, `no spot ${String(a.spot)} before the deal`, s.profile.cites.bets);
  const blind = s.profile.blindHands;
  if (b?.stakes.bet) return reject(`${F}/blind-bet-placed`, `take back the BET of blind box ${a.box} first: it is ${s.profile.betMultiple.value} × its ANTE`, blind?.cite);
  if (!b && blind?.value?.adjacent && !sideBySide(boxesAfter(s.boxes, p, a.box, 'add')))
    return reject(`${F}/boxes-not-adjacent`, `box ${a.box} is not beside your other boxes`, blind.cite);
  const r = anteRange(s, a.box);
  if (!Number.isInteger(a.amount) || a.amount % r.step) return reject(`${F}/bet-not-a-multiple`, `bets are multiples of ${r.step}`);
  if (a.amount < r.min) return reject(`${F}/bet-below-minimum`, `at least ${r.min}`, '003 §2.1.4');
  if (a.amount > r.max) return reject(`${F}/bet-over-limit`, `at most ${Math.max(0, r.max)} more`, '003 §2.1.4');
  return null;
}

/** The JP bet (003 §2.3.2): with an ANTE on the same box, once a box, the table's one stake, where the table takes it. */
function checkJackpotBet(s: ExState, a: Of<'bet'>, b: ExBox | undefined): Rejection | null {
  const cite = s.profile.jackpot?.cite;
  if (!s.profile.jackpot?.value || !s.table.jackpot) return reject(`${F}/no-jackpot`, 'this table takes no jackpot bet', cite);
  if (!b?.stakes.ante) return reject(`${F}/side-bet-needs-ante`, 'the jackpot bet goes with an ante on the same box', cite);
  if (b.stakes.jackpot) return reject(`${F}/jackpot-placed`, 'one jackpot bet per box', cite);
  return a.amount !== s.table.jackpot.stake ? reject(`${F}/jackpot-stake`, `the jackpot bet is ${s.table.jackpot.stake}`, cite) : null;
}

/** A blind hand's BET before the deal (§2.2.8.9, §2.2.4.8, §2.2.6.8): on one's own box with an ANTE, `betMultiple` × it, once. */
function checkBlindBet(s: ExState, a: Of<'bet'>, b: ExBox | undefined): Rejection | null {
  const cite = s.profile.blindHands?.cite;
  if (!b?.stakes.ante) return reject(`${F}/blind-needs-ante`, 'a blind hand\'s BET goes with an ANTE on the same box', cite);
  const want = b.stakes.ante * s.profile.betMultiple.value;
  if (b.stakes.bet) return reject(`${F}/blind-bet-placed`, `box ${a.box} has its BET already`, cite);
  return a.amount !== want ? reject(`${F}/play-size`, `a blind hand's BET is ${s.profile.betMultiple.value} × its ANTE: ${want}`, s.profile.betMultiple.cite) : null;
}

function checkWithdraw(s: ExState, a: Of<'withdraw'>): Rejection | null {
  if (s.phase !== 'betting') return reject(`${F}/bets-closed`, 'no more bets', s.profile.cites.deal);
  const b = exBoxOf(s, a.box);
  if (!b || b.owner !== playerOf(a.by) || !b.stakes[a.spot]) return reject(`${F}/no-such-bet`, `you have no ${a.spot} on box ${a.box}`);
  const blind = s.profile.blindHands;
  if (a.spot === 'ante' && blind?.value?.adjacent && !sideBySide(boxesAfter(s.boxes, b.owner, a.box, 'remove')))
    return reject(`${F}/boxes-not-adjacent`, `your other boxes would not be side by side: take back an end box`, blind.cite);
  return null;
}

const dealerOnly = (a: { by: Actor }, phase: ExState['phase'], s: ExState, cite: string): Rejection | null =>
  a.by.kind !== 'dealer' ? reject(`${F}/dealer-only`, 'this is the croupier’s step') : s.phase !== phase ? reject(`${F}/wrong-phase`, `not now (${s.phase})`, cite) : null;

/** A box decision's common check: the phase, the box, its owner (or the system's time-out where it may act). */
function checkBox(s: ExState, a: Extract<ExAction, { box: BoxId }>, phases: readonly ExState['phase'][], cite: string, timer = false): { b: ExBox } | Rejection {
  if (!phases.includes(s.phase)) return reject(`${F}/wrong-phase`, `no such decision is open (${s.phase})`, cite);
  const b = exBoxOf(s, a.box);
  if (!b) return reject(`${F}/no-such-box`, `box ${a.box} is not in play`, cite);
  if (!(timer && a.by.kind === 'system') && playerOf(a.by) !== b.owner) return reject(`${F}/not-your-box`, `box ${a.box} is another player's`, cite);
  return { b };
}
const failed = (x: { b: ExBox } | Rejection): x is Rejection => !('b' in x);

function checkFirst(s: ExState, a: Of<'play'> | Of<'fold'> | Of<'exchange'> | Of<'sixth'>): Rejection | null {
  const p = s.profile;
  const r = checkBox(s, a, ['choosing', 'deciding'], p.cites.first, a.type === 'fold' || a.type === 'play');
  if (failed(r)) return r;
  const { b } = r;
  // The timer folds an open box and plays a blind one (its BET stands): each the other's move is refused.
  if (a.by.kind === 'system' && (a.type === 'play') !== b.blind) return reject(`${F}/not-your-box`, `box ${a.box} is not the timer's to ${a.type}`, p.cites.first);
  const rule = blindRule(s);
  if (b.blind && (a.type === 'fold' || (a.type === 'exchange' && !rule?.exchange) || (a.type === 'sixth' && !rule?.sixthCard)))
    return reject(`${F}/blind-hand`, `box ${a.box} is a blind hand: it plays its cards unseen${a.type === 'fold' ? ', its BET placed' : ''}`, p.blindHands?.cite);
  if (s.phase === 'deciding') {
    if (a.type === 'exchange' || a.type === 'sixth') return reject(`${F}/already-decided`, `box ${a.box} has had its cards`, p.cites.second);
    return b.decision ? reject(`${F}/already-decided`, `box ${a.box} has decided`, p.cites.second) : null;
  }
  if (b.first) return reject(`${F}/already-decided`, `box ${a.box} has decided`, p.cites.first);
  if (a.type === 'sixth' && !p.sixthCard.value) return reject(`${F}/no-sixth-card`, 'this game sells no sixth card', p.sixthCard.cite);
  if (a.type === 'exchange') {
    const e = p.exchange.value;
    if (!Array.isArray(a.positions) || a.positions.length < e.min || a.positions.length > e.max) return reject(`${F}/exchange-count`, `exchange ${e.min}–${e.max} cards`, p.exchange.cite);
    const seen = new Set<number>();
    for (const x of a.positions) {
      if (!Number.isInteger(x) || x < 0 || x >= b.cards.length || seen.has(x)) return reject(`${F}/bad-discard`, `positions are distinct, 0–${b.cards.length - 1}`, p.exchange.cite);
      seen.add(x);
    }
  }
  return null;
}

function checkInsure(s: ExState, a: Of<'insure'> | Of<'no-insurance'>): Rejection | null {
  const cite = s.profile.insurance.cite;
  const r = checkBox(s, a, ['insuring'], cite, a.type === 'no-insurance');
  if (failed(r)) return r;
  if (r.b.insured !== undefined) return reject(`${F}/already-decided`, `box ${a.box} has decided its insurance`, cite);
  const range = insuranceRange(s, r.b);
  if (!range) return reject(`${F}/no-insurance`, `box ${a.box} may not insure: insurance needs ${s.profile.insurance.value?.from ?? 'a game that offers it'} or better`, cite);
  if (a.type === 'insure' && (!Number.isInteger(a.amount) || a.amount % range.step || a.amount < range.min || a.amount > range.max))
    return reject(`${F}/insurance-size`, `insurance is ${range.min}–${range.max}, in steps of ${range.step}`, cite);
  return null;
}

function checkBuy(s: ExState, a: Of<'take-ante'> | Of<'buy-game'>): Rejection | null {
  const r = checkBox(s, a, ['buying'], s.profile.cites.buy, a.type === 'take-ante');
  if (failed(r)) return r;
  if (r.b.decision !== 'play') return reject(`${F}/no-such-box`, `box ${a.box} is not in play`, s.profile.cites.buy);
  if (r.b.buy) return reject(`${F}/already-decided`, `box ${a.box} has chosen`, s.profile.cites.buy);
  return r.b.blind && blindTurn(s)?.box !== r.b.box ? reject(`${F}/blind-waits`, `blind box ${a.box} chooses after every open box, one blind box at a time from the dealer's right`, s.profile.blindHands?.cite) : null;
}

/** True while a box in play may still insure. */
export const insuranceOpen = (s: ExState): boolean => s.boxes.some((b) => b.insured === undefined && insuranceRange(s, b) !== null);

/** The phase a round moves on to once the current one has nothing left to wait for. */
function advance(s: ExState): ExState {
  let phase = s.phase;
  if (phase === 'choosing' && s.boxes.every((b) => b.first)) phase = s.boxes.some((b) => b.first === 'exchange' || b.first === 'sixth') ? 'replacing' : 'deciding';
  if (phase === 'deciding' && s.boxes.every((b) => b.decision)) phase = 'insuring';
  if (phase === 'insuring' && !insuranceOpen(s)) phase = 'opening';
  if (phase === 'buying' && s.boxes.every((b) => b.decision !== 'play' || b.buy)) phase = 'settling';
  return phase === s.phase ? s : { ...s, phase };
}

function taker(shoe0: ShoeState): { take: () => Card; shoe: () => ShoeState } {
  let shoe = shoe0;
  return {
    take: () => {
      const d = draw(shoe);
      shoe = d.shoe;
      return d.card;
    },
    shoe: () => shoe,
  };
}

const RANKS = '23456789TJQKA';
/** The dealer's highest card (ace high): without a game his ranks are all different. */
export const highestCard = (cards: readonly Card[]): Card => [...cards].sort((x, y) => RANKS.indexOf(y[0] as string) - RANKS.indexOf(x[0] as string))[0] as Card;

/**
 * The dealer's purchase (§2.2.8.35–36, §2.2.4.30): his highest card to the discards and the next card in its place; a
 * card of the same rank as the one removed is thrown again unless it gives him a game (a flush), as often as it comes,
 * where the profile says so (Russian poker; Oasis poker's text has no such rule).
 */
export function buyDealerGame(dealer: readonly Card[], shoe: ShoeState, qualifier: string, redrawSameRank: boolean): { dealer: Card[]; shoe: ShoeState; removed: Card; drawn: Card[] } {
  const t = taker(shoe);
  const highest = highestCard(dealer);
  const kept = dealer.filter((c) => c !== highest);
  const drawn: Card[] = [];
  for (;;) {
    const c = t.take();
    drawn.push(c);
    if (!redrawSameRank || c[0] !== highest[0] || qualifies([...kept, c], qualifier)) return { dealer: [...kept, c], shoe: t.shoe(), removed: highest, drawn };
  }
}

function finish(s: ExState, dealer: readonly Card[], events: ExEvent[]): { state: ExState; events: ExEvent[] } {
  const settlement = settleRound(s, dealer);
  const state: ExState = { ...s, dealer, phase: 'over', settlement };
  return {
    state,
    events: [
      ...events,
      ...s.boxes.filter((b) => b.decision === 'play').map((b) => ({ type: 'box-shown', box: b.box, cards: [...b.cards] })),
      { type: 'losing-bets-collected', bets: settlement.lines.filter((l) => l.returned === 0).map((l) => `${l.bettor}:${l.box}:${l.bet}`) },
      { type: 'winning-bets-paid', bets: settlement.lines.filter((l) => l.returned > 0).map((l) => `${l.bettor}:${l.box}:${l.bet}`) },
      reveal(s.shoe),
    ],
  };
}

/** The dealer's own draw before he is judged (Draw poker, 003 §2.2.6.23–27): the positions his rule throws, replaced. */
function dealerDraws(s: ExState, rule: DealerDrawRule): { state: ExState; event: ExEvent } {
  const at = dealerDrawPositions(s.dealer, rule);
  const t = taker(s.shoe);
  const dealer = [...s.dealer.filter((_, i) => !at.includes(i)), ...at.map(() => t.take())];
  return { state: { ...s, dealer, shoe: t.shoe() }, event: { type: 'dealer-drew', thrown: at.map((i) => s.dealer[i]), count: at.length, cards: [...dealer], cite: s.profile.dealerDraw?.cite } };
}

const stake = (b: ExBox, bet: string, amount: number): ExEvent => ({ type: 'stake', bettor: b.owner, box: b.box, bet, amount });
const STAKED = ['ante', 'bet', 'jackpot'] as const;
const withdrawn = (b: ExBox, k: (typeof STAKED)[number], extra: object = {}): ExEvent => ({ type: 'stake-withdrawn', bettor: b.owner, box: b.box, bet: k, amount: b.stakes[k] ?? 0, ...extra });

/** The blind box the dealer opens with this step (its turn to take the ANTE or buy a game has come), as an event. */
function blindOpenedBy(before: ExState, after: ExState): ExEvent[] {
  const b = blindTurn(after);
  return b && blindTurn(before)?.box !== b.box ? [{ type: 'blind-box-opened', box: b.box, cards: [...b.cards], cite: after.profile.blindHands?.cite }] : [];
}

/**
 * The deal's boxes: a player's extra open hands returned (their stakes withdrawn, `house-poker/one-open-hand`; of his
 * boxes without a BET he keeps the lowest-numbered whose keeping leaves his boxes adjacent where they must be, else the
 * lowest: engine/open-hand.ts); a blind box with no decision open to it (no exchange, no sixth card for blind boxes)
 * plays as dealt.
 */
function closeBoxes(s: ExState): { boxes: ExBox[]; events: ExEvent[] } {
  const rule = blindRule(s);
  const extra = rule ? extraOpenHands(s.boxes, rule.adjacent ? keepsSideBySide : undefined) : [];
  const cite = s.profile.blindHands?.cite;
  const reason = `${F}/one-open-hand`;
  const events = extra.flatMap((b) => [{ type: 'box-returned', box: b.box, owner: b.owner, reason, cite }, ...STAKED.filter((k) => b.stakes[k]).map((k) => withdrawn(b, k, { reason, cite }))]);
  const chooses = Boolean(rule && (rule.exchange || (rule.sixthCard && s.profile.sixthCard.value)));
  const boxes = s.boxes.filter((b) => !extra.includes(b)).map((b): ExBox => (b.blind && !chooses ? { ...b, first: 'play', decision: 'play' } : b));
  return { boxes, events };
}

export function exchangeReducer(): Reducer<ExState, ExAction, ExEvent> {
  return makeReducer<ExState, ExAction, ExEvent>({
    unknown: unknownAction(F),
    chips: exChips,
    after: (_b, s) => advance(s),
    rules: {
      bet: {
        check: checkBet,
        run: (s, a) => {
          const owner = playerOf(a.by) as PlayerId;
          const b: ExBox = exBoxOf(s, a.box) ?? { box: a.box, owner, blind: false, stakes: {}, cards: [], first: null, decision: null };
          const nb = { ...b, blind: b.blind || a.spot === 'bet', stakes: { ...b.stakes, [a.spot]: (b.stakes[a.spot] ?? 0) + a.amount } };
          // A JP bet names its jackpot: the server refuses it while that jackpot is out of order (003 §2.3.5).
          const e = a.spot === 'jackpot' ? { ...stake(nb, 'jackpot', a.amount), jackpot: s.table.jackpot?.id } : stake(nb, a.spot, a.amount);
          return { state: { ...s, boxes: withBox(s, nb) }, events: [e] };
        },
      },
      withdraw: {
        check: checkWithdraw,
        run: (s, a) => {
          const b = exBoxOf(s, a.box) as ExBox;
          // The ANTE taken back takes the box, and its BET and JP bet with it; the BET alone makes it an open hand again.
          const gone = a.spot === 'ante' ? STAKED.filter((k) => b.stakes[k]) : [a.spot];
          const rest: ExBox = { ...b, blind: b.blind && a.spot !== 'bet', stakes: { ...b.stakes, [a.spot]: undefined } };
          const boxes = a.spot === 'ante' ? s.boxes.filter((x) => x.box !== a.box) : withBox(s, rest);
          return { state: { ...s, boxes }, events: gone.map((k) => withdrawn(b, k)) };
        },
      },
      'close-bets': {
        check: (s, a) => dealerOnly(a, 'betting', s, s.profile.cites.deal) ?? (s.boxes.length ? null : reject(`${F}/no-bets`, 'no box has an ante')),
        run: (s) => {
          const t = taker(s.shoe);
          const closed = closeBoxes(s);
          const dealt = closed.boxes.map((b) => ({ ...b, cards: [] as Card[] }));
          const dealer: Card[] = [];
          for (let i = 0; i < 5; i++) {
            for (const b of dealt) b.cards.push(t.take());
            dealer.push(t.take());
          }
          const boxes = dealt.map((b) => (b.stakes.jackpot ? { ...b, dealt: [...b.cards] } : b));
          return {
            state: { ...s, phase: 'choosing', boxes, dealer, shoe: t.shoe() },
            events: [
              { type: 'bets-closed', call: 'no more bets' },
              ...closed.events,
              { type: 'cards-dealt', boxes: boxes.map((b) => b.box), blind: boxes.filter((b) => b.blind).map((b) => b.box), each: 5, dealer: 5, faceDown: true, dealerUp: dealer.slice(-1), cite: s.profile.cites.deal },
            ],
          };
        },
      },
      misdeal: {
        // A blind box's choice is made unseen: only an open hand's decision makes the deal stand.
        check: (s, a) => dealerOnly(a, 'choosing', s, s.profile.cites.deal) ?? (s.boxes.some((b) => b.first && !b.blind) ? reject(`${F}/decisions-made`, 'a box has decided: the deal stands', s.profile.cites.deal) : null),
        run: (s) => {
          const lines = s.boxes.flatMap((b) => STAKED.filter((k) => b.stakes[k]).map((k) => ({ bettor: b.owner, box: b.box, bet: k, stake: b.stakes[k] ?? 0, returned: b.stakes[k] ?? 0, net: 0, outcome: 'misdeal', cite: s.profile.cites.deal })));
          return { state: { ...s, phase: 'over', settlement: makeSettlement(lines) }, events: [{ type: 'misdeal', call: 'cards back, bets untouched', cite: s.profile.cites.deal }, reveal(s.shoe)] };
        },
      },
      play: {
        check: checkFirst,
        run: (s, a) => {
          const b = exBoxOf(s, a.box) as ExBox;
          // A blind box's BET is on the table since before the deal.
          const amount = b.blind ? 0 : (b.stakes.ante ?? 0) * s.profile.betMultiple.value;
          const nb: ExBox = { ...b, first: b.first ?? 'play', decision: 'play', stakes: amount ? { ...b.stakes, bet: amount } : b.stakes };
          return { state: { ...s, boxes: withBox(s, nb) }, events: [...(amount ? [stake(b, 'bet', amount)] : []), { type: 'box-played', box: a.box, ...(a.by.kind === 'system' ? { timeout: true } : {}) }] };
        },
      },
      fold: {
        check: checkFirst,
        run: (s, a) => {
          const b = exBoxOf(s, a.box) as ExBox;
          return { state: { ...s, boxes: withBox(s, { ...b, first: b.first ?? 'fold', decision: 'fold' }) }, events: [{ type: 'box-folded', box: a.box, timeout: a.by.kind === 'system' }] };
        },
      },
      exchange: {
        check: checkFirst,
        run: (s, a) => {
          const b = exBoxOf(s, a.box) as ExBox;
          const fee = exchangeFee(s.profile, b.stakes.ante ?? 0, a.positions.length);
          const nb: ExBox = { ...b, first: 'exchange', discards: [...a.positions].sort((x, y) => x - y), stakes: fee ? { ...b.stakes, exchange: fee } : b.stakes };
          return { state: { ...s, boxes: withBox(s, nb) }, events: [...(fee ? [stake(b, 'exchange', fee)] : []), { type: 'box-exchanging', box: a.box, count: a.positions.length }] };
        },
      },
      sixth: {
        check: checkFirst,
        run: (s, a) => {
          const b = exBoxOf(s, a.box) as ExBox;
          const fee = b.stakes.ante ?? 0;
          return { state: { ...s, boxes: withBox(s, { ...b, first: 'sixth', stakes: { ...b.stakes, sixth: fee } }) }, events: [stake(b, 'sixth', fee), { type: 'box-buying-sixth', box: a.box }] };
        },
      },
      replace: {
        check: (s, a) => dealerOnly(a, 'replacing', s, s.profile.cites.first),
        run: (s) => {
          const t = taker(s.shoe);
          const boxes = s.boxes.map((b) => {
            // A blind box has no second decision: nobody looks at its cards, its BET stands.
            const after: Partial<ExBox> = b.blind ? { decision: 'play' } : {};
            if (b.first === 'exchange') return { ...b, ...after, cards: [...b.cards.filter((_, i) => !(b.discards ?? []).includes(i)), ...(b.discards ?? []).map(() => t.take())] };
            return b.first === 'sixth' ? { ...b, ...after, cards: [...b.cards, t.take()] } : b;
          });
          const changed = boxes.filter((b) => b.first === 'exchange' || b.first === 'sixth').map((b) => ({ box: b.box, count: b.first === 'sixth' ? 1 : (b.discards?.length ?? 0), sixth: b.first === 'sixth' }));
          return { state: { ...s, phase: 'deciding', boxes, shoe: t.shoe() }, events: [{ type: 'cards-replaced', boxes: changed, cite: s.profile.cites.first }] };
        },
      },
      insure: {
        check: checkInsure,
        run: (s, a) => {
          const b = exBoxOf(s, a.box) as ExBox;
          return { state: { ...s, boxes: withBox(s, { ...b, insured: a.amount, stakes: { ...b.stakes, insurance: a.amount } }) }, events: [stake(b, 'insurance', a.amount)] };
        },
      },
      'no-insurance': {
        check: checkInsure,
        run: (s, a) => {
          const b = exBoxOf(s, a.box) as ExBox;
          return { state: { ...s, boxes: withBox(s, { ...b, insured: 0 }) }, events: [{ type: 'insurance-declined', box: a.box, timeout: a.by.kind === 'system' }] };
        },
      },
      open: {
        check: (s, a) => dealerOnly(a, 'opening', s, s.profile.cites.showdown),
        run: (s0) => {
          const drew = s0.profile.dealerDraw?.value ? dealerDraws(s0, s0.profile.dealerDraw.value) : null;
          const s = drew ? drew.state : s0;
          const q = qualifies(s.dealer, s.profile.qualifier.value);
          const shown: ExEvent[] = [
            ...(s.profile.insurance.value ? [{ type: 'insurance-closed', call: 'insurance closed', cite: s.profile.insurance.cite }] : []),
            ...(drew ? [{ type: 'dealer-opened', cards: [...s0.dealer], cite: s.profile.cites.showdown }, drew.event] : []),
            { type: 'dealer-shown', cards: [...s.dealer], qualifies: q, cite: s.profile.qualifier.cite },
          ];
          const opened = { ...s, opened: [...s0.dealer] };
          if (q || s.profile.buyGame.value === null || !s.boxes.some((b) => b.decision === 'play')) return finish(opened, s.dealer, shown);
          const buying: ExState = { ...opened, phase: 'buying' };
          return { state: buying, events: [...shown, { type: 'game-offered', highest: highestCard(s.dealer), cite: s.profile.cites.buy }, ...blindOpenedBy(opened, buying)] };
        },
      },
      'take-ante': {
        check: checkBuy,
        run: (s, a) => {
          const b = exBoxOf(s, a.box) as ExBox;
          const next = { ...s, boxes: withBox(s, { ...b, buy: 'ante' as const }) };
          return { state: next, events: [{ type: 'ante-taken', box: a.box, timeout: a.by.kind === 'system' }, ...blindOpenedBy(s, next)] };
        },
      },
      'buy-game': {
        check: checkBuy,
        run: (s, a) => {
          const b = exBoxOf(s, a.box) as ExBox;
          const fee = b.stakes.ante ?? 0;
          const next = { ...s, boxes: withBox(s, { ...b, buy: 'game' as const, stakes: { ...b.stakes, 'buy-game': fee } }) };
          return { state: next, events: [stake(b, 'buy-game', fee), { type: 'game-bought', box: a.box }, ...blindOpenedBy(s, next)] };
        },
      },
      settle: {
        check: (s, a) => dealerOnly(a, 'settling', s, s.profile.cites.buy),
        run: (s) => {
          if (!s.boxes.some((b) => b.buy === 'game')) return finish(s, s.dealer, []);
          const r = buyDealerGame(s.dealer, s.shoe, s.profile.qualifier.value, s.profile.buyGame.value?.redrawSameRank ?? false);
          const q = qualifies(r.dealer, s.profile.qualifier.value);
          return finish({ ...s, shoe: r.shoe }, r.dealer, [{ type: 'dealer-card-replaced', removed: r.removed, drawn: r.drawn, cards: r.dealer, qualifies: q, cite: s.profile.cites.buy }]);
        },
      },
    },
  });
}
