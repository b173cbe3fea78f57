/**
 * @module games/circle-poker/rules
 * One check and one transition per action type, on the reducer scaffold (core/reducer): seating between hands
 * (sit, leave, sit out, come back), the dealer's steps (deal a hand, deal the next street) and the player's
 * decisions (fold, check, call, bet, raise — amounts are the total bet in the round, 003 §3.1.8.4; the discard of a
 * draw, `draw.ts`; show or muck at a showdown in order, `showdown.ts`). A decision is
 * the turn's player's own; the system may only take the default on a time-out (check, else fold: 003 §3.1.4.7).
 */
import { reject, type Rejection } from '../../core/errors.js';
import type { Actor } from '../../core/ids.js';
import { makeReducer, unknownAction, type Rules } from '../../core/reducer.js';
import { callAmount, isFullRaise, raiseRange, type BetSituation, type RaiseRange } from '../../poker/betting.js';
import { nextStreet, putIn, settleTurn, startHand, unitOf } from './flow.js';
import { checkShowdown, decideShowdown } from './showdown.js';
import { timeChargeEach, type TimeCharge } from '../../poker/rake.js';
import { allDiscards, answerOffer, checkDiscard, discard, drawerOf, offeredTo, shortfall } from './draw.js';
import { afterDecision, irregularRules, ootRange, ootRefusal, redealGate } from './irregular.js';
import { cardsRules } from './irregular-cards.js';
import { aggressorRefusal, notAggressor, penaltyRules } from './penalties.js';
import { chipsCheck, chipsEvent, chipsRuling, chipsRules, sum, type ChipsRuling, type Undercalled } from './irregular-chips.js';
import { floorRefusal, heldForFloor, priorCheck, pulledBack, priorEvent, priorRuling, pullBackStep, undercallRules, undercallStep } from './undercalls.js';
import { shortBlindCredit, declaredBinding, declaredCheck, declaredEvent, declaredNoRaise, declaredRefusal, declaredRuling, mustBet, rulingAction, type DeclaredRuling } from './declarations.js';
import { extraHandsOf, lastHandsPending, periodMs } from './time-charge.js';
import { eligibleSeats, handChips, stackOf, type CpAction, type CpEvent, type CpState, type InHand, type RunTwice } from './state.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Of<T extends CpAction['type']> = Extract<CpAction, { type: T }>;

const staff = (by: Actor): boolean => by.kind !== 'player';
const who = (by: Actor): string | null => (by.kind === 'player' ? by.player : null);
const seatOf = (s: CpState, player: string | null) => (player === null ? undefined : s.seats.find((x) => x.player === player));
const between = (s: CpState): Rejection | null => (s.phase === 'waiting' ? null : reject('circle-poker/hand-in-progress', 'seats change between hands', '000 §17 V.e'));

/** Who pays a time charge: every seated player not sitting out, with chips (000 §17 II.3 b "per player"). */
const payers = (s: CpState) => s.seats.filter((x) => !x.out && stackOf(s, x.player) > 0);

/** Each payer's time charge for one period (or half a session), at most his stack. */
function timeCharges(s: CpState, half: boolean): Record<string, number> {
  const who = payers(s);
  const each = timeChargeEach(s.profile.timeCharge.value as TimeCharge, s.profile.buyIn.value.max, who.length, half);
  const out: Record<string, number> = {};
  for (const seat of who) {
    const amount = Math.min(each, stackOf(s, seat.player));
    if (amount > 0) out[seat.player] = amount;
  }
  return out;
}

/** Does a player taking a seat now owe the new player blind (a blind game under way with the rule)? */
const owesOnArrival = (s: CpState): boolean => s.button !== null && s.variant.forced === 'blinds' && !!s.profile.newPlayer.value;

/** The player whose turn it is, or null. */
export const turnOf = (s: CpState): InHand | null => (s.phase === 'betting' && s.toAct !== null ? (s.hand[s.toAct] ?? null) : null);

/** The betting situation of the player to act. */
export function situation(s: CpState, p: InHand): BetSituation {
  return {
    structure: s.profile.structure.value,
    unit: unitOf(s, s.street),
    currentBet: s.currentBet,
    lastRaise: s.lastRaise,
    myBet: p.bet,
    stack: p.stack,
    pot: s.hand.reduce((t, x) => t + x.total, 0) + shortBlindCredit(s),
  };
}

/** Is the raise cap reached for this player (000 §17.5 II.1; none heads-up, 000 §17 VII.2)? */
function capped(s: CpState, p: InHand): boolean {
  const cap = s.profile.raiseCap.value;
  if (!cap) return false;
  if (cap.uncappedHeadsUp && s.hand.filter((x) => !x.folded).length <= 2) return false;
  return cap.per === 'player' ? p.raises >= cap.raises : s.raisesInRound >= cap.raises;
}

/** The "to" range of a bet or raise for the player to act, or null when he may not make one (an action out of turn may narrow it). */
export function betRange(s: CpState, kind: 'bet' | 'raise'): RaiseRange | null {
  const p = turnOf(s);
  // A player who exposed his cards too early may no longer be the aggressor (003 §3.1.10.2, penalties.ts); a player
  // held for the floor's ruling on his undercall acts only once it is given (003 §3.1.8.12, undercalls.ts); nor raise
  // one who said "check" facing a bet (003 §3.1.8.16, declarations.ts).
  return p && !notAggressor(s, p) && !heldForFloor(s) && !declaredNoRaise(s, p) ? ootRange(s, p, kind, rawRange(s, kind), (k) => rawRange(s, k)) : null;
}

/** The range before any action out of turn is taken into account. */
function rawRange(s: CpState, kind: 'bet' | 'raise'): RaiseRange | null {
  const p = turnOf(s);
  if (!p) return null;
  if (kind === 'bet' ? s.currentBet !== 0 : s.currentBet === 0) return null;
  // A short all-in does not reopen the betting for a player who has already acted (003 §3.1.8.8).
  if (p.acted) return null;
  if (capped(s, p)) return null;
  const r = raiseRange(situation(s, p));
  // 000 §17.5 II.1 b: in the last two rounds the maximum is a share of the pot "at the moment the card is dealt" —
  // the chips of the earlier rounds, not this round's bets — added to the bet to call; the minimum stays legal.
  const lim = s.profile.streetPotLimit?.value.find((x) => x.street === s.street);
  if (!r || !lim) return r;
  const atDeal = s.hand.reduce((t, x) => t + x.total - x.bet, 0);
  return { min: r.min, max: Math.max(r.min, Math.min(r.max, s.currentBet + Math.floor((atDeal * lim.percent) / 100))) };
}

function decision(s: CpState, a: CpAction, systemMay: boolean): Rejection | null {
  const p = turnOf(s);
  if (!p) return reject('circle-poker/not-betting', 'no betting round is open');
  // Held for the floor, or committed by chips of a prior bet pulled back (undercalls.ts): the time-out's too.
  const held = floorRefusal(s, a);
  if (held) return held;
  if (a.by.kind === 'system' && systemMay) return null;
  if (who(a.by) !== p.player) return reject('circle-poker/not-your-turn', 'it is not your turn to act', '003 §3.1.8.14');
  return ootRefusal(s, a, (kind) => rawRange(s, kind)) ?? declaredRefusal(s, a);
}

function checkAmount(s: CpState, a: Of<'bet'> | Of<'raise'>): Rejection | null {
  // A player bound by his declaration who lets his time run out makes the minimum (declarations.ts).
  const turn = decision(s, a, mustBet(s) === a.type) ?? aggressorRefusal(s, turnOf(s) as InHand);
  if (turn) return turn;
  const r = betRange(s, a.type);
  if (!r) return a.type === 'bet' ? reject('circle-poker/cannot-bet', 'there is a bet to call: call, raise or fold') : reject('circle-poker/cannot-raise', 'you may not raise now (no bet to raise, the betting is not reopened, or the raises are capped)', '003 §3.1.8.8');
  if (!Number.isSafeInteger(a.amount) || a.amount < r.min || a.amount > r.max) return reject('circle-poker/amount', `the amount must be between ${r.min} and ${r.max}`);
  return null;
}

/** Applies a player's decision to the hand, then moves the turn on. */
function decide(s: CpState, a: CpAction, f: (p: Mutable<InHand>, s: Mutable<CpState>, events: CpEvent[]) => void): { state: CpState; events: CpEvent[] } {
  const i = s.toAct as number;
  const hand = s.hand.map((x) => ({ ...x })) as Mutable<InHand>[];
  const next = { ...s, hand } as Mutable<CpState>;
  const events: CpEvent[] = [];
  const p = hand[i] as Mutable<InHand>;
  const before = p.total;
  f(p, next, events);
  p.acted = true;
  afterDecision(next, p.player, p.total > before);
  events.unshift({ type: 'player-acted', action: a.type, box: p.box, player: p.player, ...('amount' in a ? { to: a.amount } : {}), ...(a.by.kind === 'system' ? { timedOut: true } : {}) });
  return settleTurn(next, events);
}

/** A call by the player to act (all-in for less when his stack is short). */
const callFor = (s: CpState, a: CpAction) => decide(s, a, (p, _n, events) => putIn(p, callAmount(situation(s, p)), 'call', true, events));

function raiseTo(s: CpState, a: Of<'bet'> | Of<'raise'>) {
  const sit = situation(s, turnOf(s) as InHand);
  return decide(s, a, (p, next, events) => {
    putIn(p, a.amount - p.bet, a.type, true, events);
    if (isFullRaise(sit, a.amount, s.profile.reopenShare.value)) {
      next.lastRaise = a.amount - s.currentBet;
      next.hand = next.hand.map((x) => (x === p ? x : { ...x, acted: false }));
    }
    next.currentBet = Math.max(s.currentBet, a.amount);
    if (a.type === 'raise') p.raises += 1;
    next.raisesInRound = s.raisesInRound + (a.type === 'raise' ? 1 : 0);
    next.lastAggressor = s.toAct;
  });
}

/**
 * The check of a dealer's record of chips (`no`: its own refusal) ruled as a call or a raise: an action out of turn
 * that binds the player (000 §17 VIII.3 f, 003 §3.1.8.14) binds the ruling too (an undercall is his call short).
 */
function rulingCheck(s: CpState, a: CpAction, no: Rejection | null, ruling: () => ChipsRuling | Undercalled | null): Rejection | null {
  if (no) return no;
  const r = ruling();
  if (!r) return null;
  const as = (r.as === 'raise' ? { type: 'raise', amount: r.to, by: a.by } : { type: 'call', by: a.by }) as CpAction;
  // ... and so does his declaration (003 §3.1.8.12, §3.1.8.16, declarations.ts).
  return ootRefusal(s, as, (kind) => rawRange(s, kind)) ?? declaredRefusal(s, as);
}

/** A dealer's record of chips played as the call or raise it is ruled, its event first. */
function played(s: CpState, a: CpAction, r: ChipsRuling, event: CpEvent): { state: CpState; events: CpEvent[] } {
  const step = r.as === 'raise' ? raiseTo(s, { type: 'raise', amount: r.to as number, by: a.by }) : callFor(s, { type: 'call', by: a.by });
  return { state: step.state, events: [event, ...step.events] };
}

/** A showdown choice (showdown.ts), then the hand settled once nobody is left to choose. */
function showdownStep(s: CpState, show: boolean, by: Actor): { state: CpState; events: CpEvent[] } {
  const r = decideShowdown(s, show, by.kind === 'system');
  return settleTurn(r.state, r.events);
}

const rules: Rules<CpState, CpAction, CpEvent> = {
  sit: {
    check: (s, a) => {
      const me = who(a.by);
      if (!me) return reject('circle-poker/players-only', 'only a player takes a seat');
      if (!Number.isInteger(a.box) || a.box < 1 || a.box > s.profile.seats.value) return reject('circle-poker/no-such-seat', `seats are 1 to ${s.profile.seats.value}`);
      if (seatOf(s, me)) return reject('circle-poker/seated', 'one seat per player', '000 §17 IV');
      if (s.seats.some((x) => x.box === a.box)) return reject('circle-poker/seat-taken', 'that seat is taken');
      return between(s);
    },
    // A player new to a game under way owes the new player blind (003 §3.2.13); before the first hand nobody does.
    run: (s, a) => ({ state: { ...s, seats: [...s.seats, { box: a.box, player: who(a.by) as string, out: false, owes: owesOnArrival(s) }] }, events: [{ type: 'player-seated', box: a.box, player: who(a.by) }] }),
  },
  leave: {
    check: (s, a) => (seatOf(s, who(a.by))?.box !== a.box ? reject('circle-poker/not-your-seat', 'that is not your seat') : between(s)),
    run: (s, a) => ({ state: { ...s, seats: s.seats.filter((x) => x.box !== a.box) }, events: [{ type: 'player-left', box: a.box, player: who(a.by) }] }),
  },
  'sit-out': {
    check: (s, a) => {
      const seat = seatOf(s, who(a.by));
      // Asked at any time, it takes effect from the next deal (a hand he is in is played out): at a busy table the
      // next hand is dealt as soon as the last ends, so "between hands" would leave no moment to ask.
      return !seat || seat.out ? reject('circle-poker/not-playing', 'you are not seated and playing') : null;
    },
    run: (s, a) => ({ state: { ...s, seats: s.seats.map((x) => (x.player === who(a.by) ? { ...x, out: true, missed: 0 } : x)) }, events: [{ type: 'player-sat-out', player: who(a.by) }] }),
  },
  'come-back': {
    check: (s, a) => (!seatOf(s, who(a.by))?.out ? reject('circle-poker/not-sitting-out', 'you are not sitting out') : null),
    run: (s, a) => ({ state: { ...s, seats: s.seats.map((x) => (x.player === who(a.by) ? { ...x, out: false } : x)) }, events: [{ type: 'player-came-back', player: who(a.by) }] }),
  },
  'time-charge': {
    check: (s, a) => {
      const rule = s.profile.timeCharge.value;
      if (!staff(a.by)) return reject('circle-poker/dealer-only', 'the house takes the time charge');
      if (!rule) return reject('circle-poker/no-time-charge', 'this table has no time charge', s.profile.timeCharge.cite);
      if (a.half && rule.method !== 'session-fee') return reject('circle-poker/no-half-period', 'only the session fee is charged in half sessions', '000 §17 II.3 b');
      if (Object.keys(s.charges).length) return reject('circle-poker/time-charged', 'the time charge is already taken before this hand');
      // A session whose time is over goes on for its last hands before the next charge (000 §17 II.3 b).
      if (lastHandsPending(s, a.at)) return reject('circle-poker/last-hands-pending', `the session's last ${extraHandsOf(rule)} hands are dealt before the next charge`, s.profile.timeCharge.cite);
      const between0 = between(s);
      if (between0) return between0;
      // The charge is settled with the hand that follows it: it is taken only when that hand can still be dealt.
      if (eligibleSeats({ ...s, charges: timeCharges(s, !!a.half) }).length < s.profile.minPlayers.value) return reject('circle-poker/too-few-players', `after the time charge fewer than ${s.profile.minPlayers.value} players could play`, s.profile.minPlayers.cite);
      return null;
    },
    run: (s, a) => {
      const rule = s.profile.timeCharge.value as TimeCharge;
      const charges = timeCharges(s, !!a.half);
      const events: CpEvent[] = [{ type: 'time-charged', method: rule.method, periodMinutes: rule.periodMinutes, half: !!a.half, cite: s.profile.timeCharge.cite, ...(a.at !== undefined ? { at: a.at } : {}) }];
      for (const [player, amount] of Object.entries(charges)) events.push({ type: 'stake', bettor: player, box: seatOf(s, player)?.box, bet: 'time-charge', amount });
      // Taken on the table's clock, the charge records the period it opens: the next one falls due from it.
      return { state: { ...s, charges, ...(a.at !== undefined ? { lastCharge: { at: a.at, half: !!a.half } } : {}) }, events };
    },
  },
  // The period's time is over on the clock (`at`, its end): its last hands are dealt before the next charge (000 §17
  // II.3 b: "one hour of play plus the last two hands"); the carry counts them (time-charge.ts).
  'last-hands': {
    check: (s, a) => {
      const rule = s.profile.timeCharge.value;
      const last = s.lastCharge;
      if (!staff(a.by)) return reject('circle-poker/dealer-only', 'the house counts the session');
      if (!rule || extraHandsOf(rule) === 0) return reject('circle-poker/no-last-hands', 'this table charges no session with last hands', s.profile.timeCharge.cite);
      if (!last || last.end || !Number.isSafeInteger(a.at) || a.at < last.at + periodMs(s, last)) return reject('circle-poker/period-not-over', 'the period charged last has not run out at this time, or its last hands are already being dealt', s.profile.timeCharge.cite);
      if (Object.keys(s.charges).length) return reject('circle-poker/time-charged', 'the time charge is already taken before this hand');
      return between(s);
    },
    run: (s, a) => {
      const hands = extraHandsOf(s.profile.timeCharge.value as NonNullable<CpState['profile']['timeCharge']['value']>);
      const last = s.lastCharge as NonNullable<CpState['lastCharge']>;
      return { state: { ...s, lastCharge: { ...last, end: { at: a.at, hands: 0 } } }, events: [{ type: 'last-hands', at: a.at, hands, cite: s.profile.timeCharge.cite }] };
    },
  },
  straddle: {
    check: (s, a) => {
      const seat = seatOf(s, who(a.by));
      if (!s.profile.straddle.value || s.variant.forced !== 'blinds') return reject('circle-poker/no-straddle', 'this table has no straddle', s.profile.straddle.cite);
      if (!seat || seat.out) return reject('circle-poker/not-playing', 'you are not seated and playing');
      if (seat.straddle) return reject('circle-poker/straddle-declared', 'your straddle is already declared for the next hand', s.profile.straddle.cite);
      return between(s);
    },
    run: (s, a) => ({ state: { ...s, seats: s.seats.map((x) => (x.player === who(a.by) ? { ...x, straddle: true } : x)) }, events: [{ type: 'straddle-declared', player: who(a.by) }] }),
  },
  entry: {
    check: (s, a) => {
      const rule = s.profile.newPlayer.value;
      const seat = seatOf(s, who(a.by));
      if (!seat?.owes || !rule) return reject('circle-poker/owes-nothing', 'you owe no new player blind', s.profile.newPlayer.cite);
      if ((a.choice === 'wait' && !rule.mayWait) || (a.choice === 'buy-button' && !rule.buyButton)) return reject('circle-poker/entry', `this table does not allow "${a.choice}"`, s.profile.newPlayer.cite);
      if ((seat.entry ?? 'post') === a.choice) return reject('circle-poker/entry', `your choice is already "${a.choice}"`);
      return between(s);
    },
    run: (s, a) => ({ state: { ...s, seats: s.seats.map((x) => (x.player === who(a.by) ? { ...x, entry: a.choice } : x)) }, events: [{ type: 'entry-chosen', player: who(a.by), choice: a.choice }] }),
  },
  deal: {
    check: (s, a) => {
      if (!staff(a.by)) return reject('circle-poker/dealer-only', 'the dealer deals');
      if (s.phase !== 'waiting') return reject('circle-poker/not-now', 'a hand is under way');
      const seats = eligibleSeats(s);
      if (seats.length < s.profile.minPlayers.value) return reject('circle-poker/too-few-players', `a hand needs ${s.profile.minPlayers.value} players with chips`, s.profile.minPlayers.cite);
      if (a.button !== undefined && (s.button !== null || !seats.some((x) => x.box === a.button))) return reject('circle-poker/button', 'the button is drawn among the players before the first hand', '003 §3.2.8');
      if (s.blinds && (a.button !== undefined || !seats.some((x) => x.box === s.blinds?.bb))) return reject('circle-poker/button', 'the fixed big blind is not a player to be dealt in', '003 §3.1.6.1');
      return null;
    },
    // The re-run of a misdealt first hand deals from its drawn button (003 §3.1.7.1, irregular.ts).
    run: (s, a) => startHand(s, s.irr?.redeal ?? a.button),
  },
  'run-twice': {
    check: (s, a) => {
      const r = s.runTwice;
      if (s.phase !== 'dealing' || r?.outcome !== 'pending') return reject('circle-poker/no-run-twice', 'running the board twice is not being asked', '003 §3.2.32');
      if (typeof a.agree !== 'boolean') return reject('circle-poker/run-twice', 'answer yes or no');
      // The system answers only for a player who let the time run out, and that answer is "no".
      if (a.by.kind === 'system') return a.agree ? reject('circle-poker/run-twice', 'a time-out declines running it twice', '003 §3.2.35') : null;
      const me = who(a.by);
      if (!me || !r.asked.includes(me)) return reject('circle-poker/not-asked', 'only the players still in the hand answer', '003 §3.2.35');
      if (me in r.answers) return reject('circle-poker/answered', 'you have already answered');
      return null;
    },
    run: (s, a) => {
      const r = s.runTwice as RunTwice;
      const me = who(a.by) ?? (r.asked.find((p) => !(p in r.answers)) as string);
      const answers = { ...r.answers, [me]: a.agree };
      const cite = s.profile.runItTwice?.cite ?? '003 §3.2.35';
      const events: CpEvent[] = [{ type: 'run-twice-answered', player: me, agree: a.agree, ...(a.by.kind === 'system' ? { timedOut: true } : {}) }];
      // All players still in must agree (003 §3.2.35): one "no" declines.
      const outcome = !a.agree ? 'declined' : r.asked.every((p) => answers[p] === true) ? 'agreed' : 'pending';
      if (outcome !== 'pending') events.push({ type: outcome === 'agreed' ? 'run-twice-agreed' : 'run-twice-declined', cite });
      return { state: { ...s, runTwice: { ...r, answers, outcome } }, events };
    },
  },
  next: {
    check: (s, a) => {
      if (!staff(a.by)) return reject('circle-poker/dealer-only', 'the dealer deals');
      if (s.phase !== 'dealing') return reject('circle-poker/not-now', s.phase === 'drawing' ? 'the players are still discarding' : 'the betting round is not closed');
      if (s.runTwice?.outcome === 'pending') return reject('circle-poker/run-twice-pending', 'the players are answering whether to run the board twice', '003 §3.2.35');
      if (a.reshuffle === undefined) return null;
      // The reshuffle of the discards (000 §17.1 III) is the server's random result: a permutation of them.
      const n = allDiscards(s.hand).length;
      const ok = shortfall(s) > 0 && Array.isArray(a.reshuffle) && a.reshuffle.length === n && new Set(a.reshuffle).size === n && a.reshuffle.every((j) => Number.isInteger(j) && j >= 0 && j < n);
      return ok ? null : reject('circle-poker/reshuffle', 'a reshuffle orders every discard once, and only when the stub is short', '000 §17.1 III');
    },
    run: (s, a) => nextStreet(s, a.reshuffle),
  },
  draw: {
    check: (s, a) => {
      const p = drawerOf(s);
      if (!p) return reject('circle-poker/not-drawing', 'no draw is under way');
      if (a.by.kind !== 'system' && who(a.by) !== p.player) return reject('circle-poker/not-your-turn', 'it is not your turn to discard', '003 §3.1.8.14');
      return checkDiscard(s, a.discard);
    },
    run: (s, a) => discard(s, a.discard, a.by.kind === 'system'),
  },
  offer: {
    check: (s, a) => {
      const p = offeredTo(s);
      if (!p) return reject('circle-poker/no-offer', 'no card is offered');
      if (a.by.kind !== 'system' && who(a.by) !== p.player) return reject('circle-poker/not-your-turn', 'the card is offered to another player', '003 §3.5.13');
      return typeof a.take === 'boolean' ? null : reject('circle-poker/offer', 'take the offered card or refuse it');
    },
    run: (s, a) => answerOffer(s, a.take, a.by.kind === 'system'),
  },
  fold: { check: (s, a) => decision(s, a, true), run: (s, a) => decide(s, a, (p) => void (p.folded = true)) },
  check: {
    check: (s, a) => decision(s, a, true) ?? ((turnOf(s) as InHand).bet < s.currentBet ? reject('circle-poker/cannot-check', 'there is a bet to call', '000 §17 VII.7.b') : null),
    run: (s, a) => decide(s, a, () => undefined),
  },
  call: {
    // The time-out of a player committed by chips of a prior bet pulled back is his call (003 §3.1.8.7: no fold).
    check: (s, a) => decision(s, a, pulledBack(s)) ?? ((turnOf(s) as InHand).bet >= s.currentBet ? reject('circle-poker/nothing-to-call', 'there is no bet to call: check') : null),
    run: (s, a) => callFor(s, a),
  },
  bet: { check: checkAmount, run: raiseTo },
  raise: { check: checkAmount, run: raiseTo },
  // The showdown in order (showdown.ts, 003 §3.1.3.2–3.1.3.8): the player to choose tables his hand or mucks it; the
  // hand is settled once nobody is left to choose.
  show: { check: (s, a) => checkShowdown(s, a.by), run: (s, a) => showdownStep(s, true, a.by) },
  muck: { check: (s, a) => checkShowdown(s, a.by), run: (s, a) => showdownStep(s, false, a.by) },
  // The dealer's ruling on chips pushed out that are not the call (irregular-chips.ts): played as the call or raise it
  // is, or the undercall the floor rules (undercalls.ts).
  'chips-pushed': {
    check: (s, a) => rulingCheck(s, a, chipsCheck(s, a) ?? floorRefusal(s, a), () => chipsRuling(s, a, betRange(s, 'raise'))),
    run: (s, a) => {
      const r = chipsRuling(s, a, betRange(s, 'raise'));
      return r.as === 'undercall' ? undercallStep(s, sum(a.chips), { chips: a.chips }) : played(s, a, r, chipsEvent(s, a, r));
    },
  },
  // Chips of a prior bet pulled back and chips added (003 §3.1.8.7, undercalls.ts): the pull-back alone commits him.
  'prior-chips': {
    check: (s, a) => rulingCheck(s, a, priorCheck(s, a) ?? floorRefusal(s, a), () => (a.chips.length ? priorRuling(s, a, betRange(s, 'raise')) : null)),
    run: (s, a) => {
      if (!a.chips.length) return pullBackStep(s, a);
      const r = priorRuling(s, a, betRange(s, 'raise'));
      // Short of the call: what goes in is what he added less what he pulled back.
      return r.as === 'undercall' ? undercallStep(s, sum(a.chips) - a.back, { back: a.back, chips: a.chips }) : played(s, a, r, priorEvent(s, a, r));
    },
  },
  // The dealer's record of what the player to act said (declarations.ts): played as the action it is ruled, or binding his next.
  declared: {
    check: (s, a) => {
      const no = declaredCheck(s, a) ?? floorRefusal(s, a);
      const r = no ?? declaredRuling(s, a, (kind) => betRange(s, kind));
      // No bet or raise open to him: his action out of turn binding him says why first (003 §3.1.8.14).
      if ('code' in r) return no ? r : (ootRefusal(s, { type: (turnOf(s) as InHand).bet < s.currentBet ? 'raise' : 'bet', by: a.by } as CpAction, (kind) => rawRange(s, kind)) ?? r);
      const as = rulingAction(r, a.by);
      // What a ruling plays is checked as the player's own action would be (an action out of turn binding him, 003 §3.1.8.14).
      return as ? ootRefusal(s, as, (kind) => rawRange(s, kind)) : ootRefusal(s, { type: r.as === 'no-raise' ? 'call' : r.as === 'must-raise' ? 'raise' : 'bet', by: a.by } as CpAction, (kind) => rawRange(s, kind));
    },
    run: (s, a) => {
      const r = declaredRuling(s, a, (kind) => betRange(s, kind)) as DeclaredRuling;
      const event = declaredEvent(s, a, r);
      const as = rulingAction(r, a.by);
      if (!as) return { state: { ...s, irr: { ...s.irr, declared: declaredBinding(s, r) } }, events: [event] };
      const step = as.type === 'check' ? decide(s, as, () => undefined) : as.type === 'call' ? callFor(s, as) : raiseTo(s, as as Of<'bet'> | Of<'raise'>);
      return { state: step.state, events: [event, ...step.events] };
    },
  },
  ...irregularRules,
  ...cardsRules,
  ...chipsRules,
  ...undercallRules,
  ...penaltyRules,
};

export const reducer = makeReducer<CpState, CpAction, CpEvent>({ rules, unknown: unknownAction('circle-poker'), chips: handChips, gate: redealGate });
