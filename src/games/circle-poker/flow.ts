/**
 * @module games/circle-poker/flow
 * The dealer's side of a hand: starting it (button, fees, antes, blinds, the first street, the bring-in), dealing
 * each street (burns, cards up or down to each player in turn from the button's left, board cards), moving the turn
 * on after each decision, closing a betting round, and finishing the hand (an uncontested pot, or the showdown).
 * All pure functions of the state; events are past tense.
 */
import { draw, burn, remaining, reveal, type ShoeState } from '../../shoe/shoe.js';
import { buildPots } from '../../poker/pots.js';
import { awardPot, splitEvenly } from '../../poker/showdown.js';
import { potRake, playerFee } from '../../poker/rake.js';
import { bestShowing, bringIn } from '../../poker/showing.js';
import type { CpEvent, CpState, HandResult, InHand, PotOutcome, RunTwice } from './state.js';
import { eligibleSeats, stackOf } from './state.js';
import { fixedLineup, lineup } from './entry.js';
import { dealReplacements, openDraw, serveExchanges } from './draw.js';
import { dropDue } from './room-jackpot.js';
import { startIrregular } from './irregular.js';
import { muckPenalised } from './penalties.js';
import { nextToChoose, openShowdown, showsInOrder } from './showdown.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Does a live player show a pair in his first two up cards (000 §17.5 II.1 a: then the higher limit)? */
const openPair = (s: CpState): boolean =>
  s.hand.some((p) => {
    const up = p.folded ? [] : p.cards.filter((c) => c.up).slice(0, 2);
    return up.length === 2 && (up[0] as { card: string }).card[0] === (up[1] as { card: string }).card[0];
  });

/** The fixed-limit unit (minimum bet) of a street: the higher on a `bigBet` street, or from an open pair on (000 §17.5). */
export const unitOf = (s: CpState, street: number): number =>
  s.variant.streets[street]?.bigBet || (!!s.profile.openPairBigBet?.value && street === s.street && openPair(s)) ? s.profile.bet.value.big : s.profile.bet.value.small;

/** Puts `amount` of a player's stack in: into this round's bet (`live`) or dead into the pot (antes, fees). */
function putIn(p: Mutable<InHand>, amount: number, bet: string, live: boolean, events: CpEvent[]): void {
  const a = Math.min(amount, p.stack);
  if (a <= 0) return;
  p.stack -= a;
  if (bet === 'player-fee') p.fee += a;
  else {
    p.total += a;
    if (live) p.bet += a;
  }
  if (p.stack === 0) p.allIn = true;
  events.push({ type: 'stake', bettor: p.player, box: p.box, bet, amount: a });
}
export { putIn };

/**
 * Deals street `k`: the draw's replacements, burns, each player's cards in turn, the board cards. `boardBase`: the
 * index the events give the first board (a second run of the board, 003 §3.2.33, is board 1).
 */
function dealStreet(s: Mutable<CpState>, hand: Mutable<InHand>[], k: number, events: CpEvent[], reshuffle?: readonly number[], boardBase = 0): void {
  const street = s.variant.streets[k];
  if (!street) return;
  let shoe: ShoeState = street.draw?.replace && !street.draw.offer ? dealReplacements(s.shoe, hand, street.draw, reshuffle, events) : s.shoe;
  const take = (): string => {
    const d = draw(shoe);
    shoe = d.shoe;
    events.push(...(d.events as unknown as CpEvent[]));
    return d.card;
  };
  // A burn already out for this street (an exposed or premature card's, irregular.ts) is not burned again.
  if (street.burn > 0 && s.irr?.burnt !== k) {
    const b = burn(shoe, street.burn);
    shoe = b.shoe;
    events.push(...(b.events as unknown as CpEvent[]));
  }
  for (const face of street.hole)
    for (const p of hand) {
      if (p.folded) continue;
      const card = take();
      p.cards = [...p.cards, { card, up: face === 'up' }];
      events.push(face === 'up' ? { type: 'card-dealt', box: p.box, card, up: true } : { type: 'card-dealt', box: p.box, up: false });
    }
  if (street.board > 0) {
    const boards = s.boards.map((b) => [...b]);
    for (let i = 0; i < boards.length; i++)
      for (let j = 0; j < street.board; j++) {
        const card = take();
        (boards[i] as string[]).push(card);
        events.push({ type: 'board-dealt', board: i + boardBase, card });
      }
    s.boards = boards;
  }
  s.shoe = shoe;
  s.street = k;
}

/**
 * Run it twice, when it is to be asked now (003 §3.2.32–36): the betting is over for good (fewer than two players can
 * act) with a player all-in, two players or more still in, one board (not Double Hold'em), and only board cards to
 * come — no hole card, no draw (a stud street or a discard cannot be run twice: the text speaks of community cards) —
 * at a table whose big blind reaches the profile's `minBigBlind` (§3.2.36). At a crowded table (5 Card Omaha and
 * Courchevel with more than seven players, §3.2.34) only the streets from `fromStreet` on are run twice.
 */
export function runTwiceOffer(s: CpState): RunTwice | null {
  const rule = s.profile.runItTwice?.value;
  if (!rule || s.runTwice || s.variant.boards !== 1) return null;
  if ((s.profile.blinds.value?.big ?? 0) < rule.minBigBlind) return null;
  const live = s.hand.filter((p) => !p.folded);
  if (live.length < 2 || !live.some((p) => p.allIn) || s.hand.filter(canAct).length >= 2) return null;
  const rest = s.variant.streets.slice(s.street + 1);
  if (!rest.length || rest.some((x) => x.draw || x.hole.length > 0)) return null;
  const from = rule.crowded && s.hand.length > rule.crowded.maxPlayers ? Math.max(s.street + 1, rule.crowded.fromStreet) : s.street + 1;
  if (!s.variant.streets.slice(from).some((x) => x.board > 0)) return null;
  // The deck must hold both runs (with nine at 5 Card Omaha it cannot: not offered).
  const cards = (k0: number): number => s.variant.streets.slice(k0).reduce((t, x) => t + x.burn + x.board, 0);
  if (cards(s.street + 1) + cards(from) > remaining(s.shoe)) return null;
  return { from, asked: live.map((p) => p.player), answers: {}, outcome: 'pending' };
}

/** Can this player still act (in the hand, chips behind)? */
const canAct = (p: InHand): boolean => !p.folded && !p.allIn;

/** The first index from `start` (wrapping) whose player can act, or null. */
function firstActor(hand: readonly InHand[], start: number, need?: (p: InHand) => boolean): number | null {
  for (let i = 0; i < hand.length; i++) {
    const j = (start + i) % hand.length;
    const p = hand[j] as InHand;
    if (canAct(p) && (!need || need(p))) return j;
  }
  return null;
}

/** Who opens street `k` (variant data): an index into the hand. `bettor`: who bet last in the round before, if any. */
function openerOf(s: CpState, k: number, bettor: number | null): number {
  const opener = s.variant.streets[k]?.opener ?? 'left-of-button';
  const n = s.hand.length;
  switch (opener) {
    case 'after-blinds':
    case 'after-bring-in':
      return s.forcedAt === null ? 0 : (s.forcedAt + 1) % n;
    case 'left-of-button':
      return 0;
    case 'highest-bettor':
      return bettor ?? 0;
    case 'best-showing':
    case 'lowest-showing': {
      const live = s.hand.map((p, i) => ({ p, i })).filter((x) => canAct(x.p));
      if (!live.length) return 0;
      const at = bestShowing(live.map((x) => x.p.cards.filter((c) => c.up).map((c) => c.card)), opener === 'lowest-showing');
      return (live[at] as { i: number }).i;
    }
  }
}

/** Opens the betting of street `k`: a new round (bets collected), its opener to act. */
function openRound(s: Mutable<CpState>, hand: Mutable<InHand>[], k: number, keepBets: boolean, bettor: number | null = null): void {
  if (!keepBets) {
    for (const p of hand) {
      p.bet = 0;
      p.acted = false;
      p.raises = 0;
    }
    s.currentBet = 0;
  }
  s.lastRaise = unitOf(s, k);
  s.raisesInRound = 0;
  s.toAct = firstActor(hand, openerOf({ ...s, hand } as CpState, k, bettor));
  s.phase = 'betting';
}

/**
 * Live straddles (003 §3.2.17): from the seat after the big blind, each next seat that declared one posts `multiple`
 * times the previous bet, up to and including the button; the first seat not straddling ends the chain (000 §17.1 II
 * writes it: if he does not, nobody else may). A player who cannot cover the whole straddle does not straddle.
 * Returns how many straddled.
 */
function postStraddles(s: CpState, hand: Mutable<InHand>[], bb: number, big: number, events: CpEvent[]): number {
  const rule = s.profile.straddle.value;
  if (!rule || hand.length < 3) return 0;
  const declared = new Set(s.seats.filter((x) => x.straddle).map((x) => x.player));
  let amount = big * rule.multiple;
  let n = 0;
  // The button is the hand's last seat; the chain never passes it.
  for (let i = bb + 1; i < hand.length; i++) {
    const p = hand[i] as Mutable<InHand>;
    if (!declared.has(p.player) || p.stack + p.bet < amount) break;
    putIn(p, amount - p.bet, 'straddle', true, events);
    n += 1;
    amount *= rule.multiple;
  }
  return n;
}

/** Starts a hand: the button, fees, antes, blinds, the first street, the bring-in; then the first decision. */
export function startHand(s0: CpState, drawnButton: number | undefined): { state: CpState; events: CpEvent[] } {
  const s = { ...s0 } as Mutable<CpState>;
  const events: CpEvent[] = [];
  const blinds = s0.profile.blinds.value;
  const blindGame = s0.variant.forced === 'blinds' && blinds !== null;
  const line = s0.blinds ? fixedLineup(eligibleSeats(s0), s0.blinds) : lineup(s0.profile, blindGame, eligibleSeats(s0), s0.button, drawnButton);
  const button = line.button;
  s.button = button;
  const hand: Mutable<InHand>[] = line.order.map((x) => ({ player: x.player, box: x.box, stack: stackOf(s0, x.player), bet: 0, total: 0, fee: 0, cards: [], folded: false, allIn: false, acted: false, raises: 0, shown: false }));
  // Seats after the deal: a straddle is declared for one hand; who was dealt in or sat out his one hand owes nothing;
  // a player sitting out misses this hand and owes the blind on his return (003 §3.2.27, `missedBlinds`).
  const dealtIn = new Set(hand.map((p) => p.player));
  const missed = blindGame && s0.button !== null && !!s0.profile.newPlayer.value?.missedBlinds;
  // Sitting out (000 §17 IV): a player who has sat out the limit's hands loses the seat at the next deal.
  const limit = s0.profile.sitOutLimit?.value ?? null;
  const freed = limit ? s0.seats.filter((x) => x.out && (x.missed ?? 0) >= limit.hands).map((x) => ({ box: x.box, player: x.player, reason: 'sit-out-limit' as const })) : [];
  s.freed = freed;
  s.seats = s0.seats
    .filter((x) => !freed.some((f) => f.box === x.box))
    .map((x) => {
      if (dealtIn.has(x.player) || line.skipped.includes(x.player)) return { ...x, straddle: false, owes: false };
      return { ...x, straddle: false, ...(x.out && missed ? { owes: true } : {}), ...(x.out ? { missed: (x.missed ?? 0) + 1 } : {}) };
    });
  for (const f of freed) events.push({ type: 'seat-freed', box: f.box, player: f.player, reason: f.reason, hands: limit?.hands, cite: s0.profile.sitOutLimit?.cite });
  events.push({ type: 'hand-started', handNo: s0.handNo + 1, button, players: hand.map((p) => p.player) });
  for (const player of line.skipped) events.push({ type: 'player-waited', player, cite: '003 §3.2.15' });
  s.handNo = s0.handNo + 1;
  s.irr = startIrregular(s0);
  s.boards = Array.from({ length: s0.variant.boards }, () => []);
  const fee = playerFee(s0.profile.rake.value);
  if (fee > 0) for (const p of hand) putIn(p, fee, 'player-fee', false, events);
  const ante = s0.profile.ante.value;
  if (ante > 0) for (const p of hand) putIn(p, ante, 'ante', false, events);
  s.forcedAt = null;
  s.currentBet = 0;
  let straddled = 0;
  if (blindGame && blinds) {
    // A dead small blind (003 §3.1.6.1): no small blind when its seat is empty.
    if (line.sb >= 0) putIn(hand[line.sb] as Mutable<InHand>, blinds.small, 'small-blind', true, events);
    putIn(hand[line.bb] as Mutable<InHand>, blinds.big, 'big-blind', true, events);
    // What short all-in blinds lack: the pot-limit maximum before the flop counts them full (003 §3.1.8.15, declarations.ts).
    const short = (line.sb >= 0 ? blinds.small - (hand[line.sb] as InHand).bet : 0) + blinds.big - (hand[line.bb] as InHand).bet;
    if (short > 0) s.shortBlinds = short;
    s.forcedAt = line.bb;
    s.currentBet = blinds.big;
    // The new player blind is a live big blind; buying the button adds the small blind, dead (003 §3.2.13, §3.2.15).
    line.posts.forEach((post, i) => {
      const p = hand[i] as Mutable<InHand>;
      if (post === 'buy-button') putIn(p, blinds.small, 'dead-small-blind', false, events);
      if (post) putIn(p, blinds.big, post === 'buy-button' ? 'buy-button' : 'new-player-blind', true, events);
    });
    straddled = postStraddles(s0, hand, line.bb, blinds.big, events);
    if (straddled > 0) {
      s.forcedAt = (line.bb + straddled) % hand.length;
      s.currentBet = Math.max(...hand.map((p) => p.bet));
    }
  }
  dealStreet(s, hand, 0, events);
  if (s0.variant.forced === 'bring-in' && s0.profile.bringIn.value !== null) {
    const at = bringIn(hand.map((p) => p.cards.filter((c) => c.up).at(-1)?.card ?? '2c'), s0.variant.lowShowing);
    putIn(hand[at] as Mutable<InHand>, s0.profile.bringIn.value, 'bring-in', true, events);
    s.forcedAt = at;
    s.currentBet = s0.profile.bringIn.value;
  }
  // Penalised players' hands are mucked after the deal, their forced bets posted (003 §3.1.10.5, penalties.ts).
  muckPenalised(s, hand, events);
  s.hand = hand;
  openRound(s, hand, 0, true);
  // A live straddle counts as a third blind for the minimum raise (003 §3.2.18): the next raise is at least its size.
  if (straddled > 0) s.lastRaise = s.currentBet;
  return settleTurn(s as CpState, events);
}

/** After a decision or a deal: the next player to act, or the round closed (the next street, or the hand's end). */
export function settleTurn(s0: CpState, events: CpEvent[]): { state: CpState; events: CpEvent[] } {
  // A showdown in order (showdown.ts): the next player to show or muck, or the hand settled when none is left.
  if (s0.phase === 'showdown') {
    const next = nextToChoose(s0);
    return next === null ? finish(s0, events, true) : { state: { ...s0, toAct: next }, events };
  }
  const s = { ...s0 } as Mutable<CpState>;
  const live = s.hand.filter((p) => !p.folded);
  if (live.length <= 1) return finish(s, events, false);
  const actors = s.hand.filter(canAct);
  const pending = (p: InHand): boolean => !p.acted || p.bet < s.currentBet;
  const open = actors.length > 1 ? actors.some(pending) : actors.length === 1 && (actors[0] as InHand).bet < s.currentBet;
  if (s.phase === 'betting' && open) {
    const from = s.toAct === null ? 0 : s.toAct;
    const start = s.toAct !== null && pending(s.hand[from] as InHand) && canAct(s.hand[from] as InHand) ? from : from + 1;
    s.toAct = firstActor(s.hand, start, pending);
    return { state: s, events };
  }
  // The round is closed: its bets join the pot.
  s.toAct = null;
  if (s.phase === 'betting') events.push({ type: 'round-closed', street: s.street });
  if (s.street >= s.variant.streets.length - 1) return finish(s, events, true);
  s.phase = 'dealing';
  const offer = runTwiceOffer(s);
  if (offer) {
    s.runTwice = offer;
    events.push({ type: 'run-twice-offered', players: offer.asked, fromStreet: offer.from, cite: s.profile.runItTwice?.cite ?? '003 §3.2.32' });
  }
  return { state: s, events };
}

/**
 * The dealer deals the next street; betting opens on it when two players can still act. A street with a draw first
 * opens the discards (the players' turn), and is dealt once they are in: the replacements, then its cards.
 */
export function nextStreet(s0: CpState, reshuffle?: readonly number[]): { state: CpState; events: CpEvent[] } {
  const s = { ...s0 } as Mutable<CpState>;
  const events: CpEvent[] = [];
  const rule = s0.variant.streets[s0.street + 1]?.draw;
  if (rule && s0.drawFor !== s0.street + 1) {
    openDraw(s, s0.street + 1, events);
    return { state: s, events };
  }
  const hand = s.hand.map((p) => ({ ...p, bet: 0, acted: false, raises: 0 })) as Mutable<InHand>[];
  // Run it twice, agreed (003 §3.2.33): the rest of the board is dealt to its end (each street's burn as usual), then
  // again from the same deck as a second board that shares the cards dealt before the all-in; then the showdown.
  if (s0.runTwice?.outcome === 'agreed' && s0.street + 1 === s0.runTwice.from) {
    const last = s0.variant.streets.length - 1;
    const common = s0.boards[0] ?? [];
    const one = { ...s, boards: [common] } as Mutable<CpState>;
    for (let k = s0.street + 1; k <= last; k++) dealStreet(one, hand, k, events);
    const two = { ...one, boards: [common] } as Mutable<CpState>;
    for (let k = s0.street + 1; k <= last; k++) dealStreet(two, hand, k, events, undefined, 1);
    s.boards = [one.boards[0] ?? [], two.boards[0] ?? []];
    s.shoe = two.shoe;
    s.street = last;
    s.currentBet = 0;
    s.hand = hand;
    return finish(s, events, true);
  }
  // An exchange in turn (003 §3.5.13): served player by player; a one-card exchange waits for the answer to its offer.
  if (rule?.offer && !serveExchanges(s, hand, rule, events)) {
    s.hand = hand;
    s.phase = 'drawing';
    s.toAct = (s.offer as { at: number }).at;
    return { state: s, events };
  }
  // Who bet or raised last in the round just closed (none when it was checked through).
  const bettor = s0.currentBet > 0 ? s0.lastAggressor : null;
  s.currentBet = 0;
  dealStreet(s, hand, s0.street + 1, events, reshuffle);
  s.hand = hand;
  if (hand.filter(canAct).length >= 2) {
    openRound(s, hand, s.street, false, bettor);
    return settleTurn(s, events);
  }
  if (s.street >= s.variant.streets.length - 1) return finish(s, events, true);
  return { state: s, events };
}

/**
 * Who shows first at a showdown in order (the profile's `showdown.first`): the hand's last aggressor still in (003
 * §3.2.26, a cash game), or the last betting round's (003 §3.1.3.6, a tournament: a bet in the last round); else the
 * player who would act first in the last round (§3.1.3.6: the first seat left of the button; in stud the highest hand
 * showing, in razz the lowest — the street's opener).
 */
function firstToShow(s: CpState): number {
  const rule = s.profile.showdown.value;
  const aggressor = s.lastAggressor !== null && !(s.hand[s.lastAggressor] as InHand).folded ? s.lastAggressor : null;
  if (aggressor !== null && rule.order === 'in-order' && (rule.first === 'last-aggressor' || s.currentBet > 0)) return aggressor;
  return firstActor(s.hand, openerOf(s, s.street, null)) ?? 0;
}

/**
 * The hand's end: pots built, the house's cut, each pot awarded (uncontested, or by the showdown). A showdown in order
 * (showdown.ts) is opened first, and the hand finishes once every player in it has shown or mucked.
 */
function finish(s0: CpState, events: CpEvent[], showdown0: boolean): { state: CpState; events: CpEvent[] } {
  if (showdown0 && showsInOrder(s0)) return openShowdown(s0, events, firstToShow(s0));
  const s = { ...s0 } as Mutable<CpState>;
  const liveCount = s.hand.filter((p) => !p.folded).length;
  // After a showdown in order the hands mucked are folded: the one left tabled still won at the showdown.
  const showdown = showdown0 && (liveCount > 1 || !!s0.showdown);
  const layers = buildPots(s.hand.map((p) => ({ player: p.player, amount: p.total, folded: p.folded })));
  const firstRoundOnly = s.street === 0;
  // The cut is counted on the chips players put in against each other (a bet nobody called goes back whole).
  const contested = layers.filter((l) => l.shares.length > 1).reduce((t, l) => t + l.amount, 0);
  let rake = potRake(s.profile.rake.value, contested, firstRoundOnly);
  const contenders = s.hand.map((p, order) => ({ player: p.player, order, cards: p.cards.map((c) => c.card) }));
  // The poker-room jackpot's drop, from the main pot after the cut (003 §3.2.41–43; room-jackpot).
  let drop = dropDue(s, firstRoundOnly);
  // Run twice (003 §3.2.33): each contested pot, after the house's cut (taken once, on the whole pot) and the drop, is
  // halved — the odd chip to the first run's half, as Double Hold'em's to the first board — and each half is awarded
  // on its run.
  const twice = s.runTwice?.outcome === 'agreed' && s.boards.length === 2 && s.variant.boards === 1;
  const { rule: oddRule, unit } = s.profile.oddChip.value;
  const pots: PotOutcome[] = layers.map((l) => {
    const take = l.shares.length > 1 ? Math.min(rake, l.amount) : 0;
    rake -= take;
    const dropped = l.shares.length > 1 ? Math.min(drop, l.amount - take) : 0;
    drop -= dropped;
    const award = (amount: number, boards: readonly (readonly string[])[]) => awardPot({ ...l, amount }, contenders, s.variant.hands, boards, oddRule, unit);
    const left = l.amount - take - dropped;
    const awards =
      twice && showdown && l.eligible.length > 1
        ? splitEvenly(left, 2, unit).flatMap((half, run) => award(half, [s.boards[run] ?? []]).map((x) => ({ ...x, run })))
        : award(left, s.boards);
    return { name: l.name, amount: l.amount, shares: l.shares, eligible: l.eligible, rake: take, awards, ...(dropped > 0 ? { drop: dropped } : {}) };
  });
  const shownBefore = new Set(s.hand.filter((p) => p.shown).map((p) => p.player));
  if (showdown) s.hand = s.hand.map((p) => (p.folded ? p : { ...p, shown: true }));
  const result: HandResult = { pots, showdown, firstRoundOnly };
  s.result = result;
  s.phase = 'over';
  s.toAct = null;
  events.push({ type: 'hand-finished', showdown, pots: pots.map((p) => ({ pot: p.name, amount: p.amount, rake: p.rake, awards: p.awards, ...(p.drop ? { drop: p.drop } : {}) })) });
  if (showdown) for (const p of s.hand) if (!p.folded && !shownBefore.has(p.player)) events.push({ type: 'hand-shown', box: p.box, player: p.player, cards: p.cards.map((c) => c.card) });
  events.push(reveal(s.shoe) as unknown as CpEvent);
  return { state: s, events };
}
